import { atom, computed, type ReadableAtom } from 'nanostores';
import { isCancellation } from '../../api/errors';
import type { OrderingDeps } from '../deps';
import { languageOf, normalizeLocale } from '../../domain/locale';
import {
  hasTimeBoundFile,
  menuFileWithoutTimeZone,
  menuRows,
  visibleCategories,
  menuSelectionKey,
  nextMenuSwitch,
  selectMenuFile,
  translateMenu,
  type MenuRow,
} from '../../domain/menu';
import { mergeChargeNames, needsPlatformTexts, withBusinessAllergenName } from '../../domain/platform-texts';
import type { ItemCategories } from '../../domain/analytics/commerce-moments';
import type {
  Allergen,
  CartLine,
  ChargeNames,
  Currency,
  Experience,
  Menu,
  MenuCategory,
  MenuFile,
  MenuItem,
  PlatformTexts,
  TranslationFile,
} from '../../domain/types';
import type { LoadStatus } from '../first-screen/business';
import { messages } from './messages';
import type { NoticeStore } from '../first-screen/notice';
import type { SelectionStore } from '../first-screen/selection';
import type { TimeSelectionStore } from '../first-screen/time-selection';

/**
 * The menu of the chosen experience at the chosen time: the menu file whose
 * weekday and window contain the order time (location clock), translated into the guest's language,
 * hidden items and empty categories dropped, with stock, allergens and the currency to show prices in.
 */
export interface MenuStore {
  /** Categories as shown: translated, hidden items dropped, empty categories dropped. */
  readonly $categories: ReadableAtom<MenuCategory[]>;
  /**
   * Tax and service-charge names in the guest's language from the current menu translation file, then
   * the business translation file (keyed by the platform's name); null without either. Read with
   * `chargeName` where totals are shown.
   */
  readonly $chargeNames: ReadableAtom<ChargeNames | null>;
  /** `$categories` as the rows of the virtualized list (`menuRows`). */
  readonly $rows: ReadableAtom<MenuRow[]>;
  /** Serial ids of items out of stock at the location. */
  readonly $outOfStock: ReadableAtom<ReadonlySet<number>>;
  readonly $status: ReadableAtom<LoadStatus>;
  /** Allergens of the experience's allergens file by id (empty when it has none or it failed). */
  readonly $allergens: ReadableAtom<ReadonlyMap<number, Allergen>>;
  /**
   * True while the experience's allergens file is on its way (it loads once the first screen is on
   * screen): rows keep the icons' room meanwhile, so nothing moves when they arrive. False once it
   * answered or failed, and when the experience has none.
   */
  readonly $allergensPending: ReadableAtom<boolean>;
  /** The location's currency, with the business's currency settings applied: the scope's. */
  readonly $currency: ReadableAtom<Currency>;
  /** Name of the shown menu file's menu ("Breakfast"), or null while none is loaded. */
  readonly $menuName: ReadableAtom<string | null>;
  /**
   * True while the shown menu is in the menu file's own words (the venue's language) although the
   * guest reads another language than the business's default one: the experience lists no
   * translation file for the guest's language, or it failed (a 404). The menu screen says so once,
   * in the guest's language. False while loading and when the business's default language is not known.
   */
  readonly $inVenueLanguage: ReadableAtom<boolean>;
  /**
   * Loads the menu for the current selection unless that one is loaded or loading; after a failure
   * it tries again (the menu screen calls it on mount).
   */
  ensure(): void;
  /**
   * A deep link's experience arrived before the start-up calls finished: starts fetching the menu file
   * (when it does not depend on the location's time zone), the stock, allergens and translation, which
   * the load after the start-up takes over (`PlatformApi.warmMenu`). Does nothing once a load started.
   */
  warm(experience: Experience): void;
  /** Loads the current selection again (menu, stock, allergens, translation), even when loaded. */
  refresh(): void;
  /** Fetches the out-of-stock list again, keeping the menu (after a cart was rejected for stock). */
  refreshStock(): Promise<void>;
  clear(): void;
  /** A visible item by id. */
  findItem(itemId: number): MenuItem | null;
  /** The (sub-)category a visible item is listed in, carrying an inherited under-18 flag (`rows.ts`). */
  findCategoryOf(itemId: number): MenuCategory | null;
  /** False when the item is out of stock (out-of-stock items are listed by serial id). */
  isAvailable(item: MenuItem): boolean;
  /** Stops following the time selection and the language. */
  dispose(): void;
}

/**
 * The names of the (sub-)categories the items of `lines` are listed in, for the host's analytics; an
 * item the menu does not list (or no menu) has none.
 */
export function itemCategories(menu: Pick<MenuStore, 'findCategoryOf'> | undefined, lines: readonly Pick<CartLine, 'itemId'>[]): ItemCategories {
  const names: Record<number, string> = {};
  for (const { itemId } of lines) {
    const name = menu?.findCategoryOf(itemId)?.name;
    if (name) names[itemId] = name;
  }
  return names;
}

/**
 * The translation file for `locale` (`menus.translations.files`): the exact locale, else the
 * bare language, else any file of that language. Null when the menu has none for it.
 */
export function translationFileFor(files: readonly { language: string; url: string }[], locale: string): string | null {
  const wanted = normalizeLocale(locale);
  const language = languageOf(wanted);
  const normalized = files.map((file) => ({ key: normalizeLocale(file.language), url: file.url }));
  return (
    normalized.find((file) => file.key === wanted)?.url ??
    normalized.find((file) => file.key === language)?.url ??
    normalized.find((file) => languageOf(file.key) === language)?.url ??
    null
  );
}

/** What a load was for: a newer selection makes an older load's answers be ignored. */
interface Loaded {
  key: string;
  experience: Experience;
  translationUrl: string | null;
}

/**
 * Creates the menu store. It follows the selected order time (`time.$selected`), the clock
 * (`time.$now`, which moves at least every minute) and the language, and fetches again only when the
 * chosen menu file changes (`menuSelectionKey`), the language's translation file changes, or
 * `refresh()` asks. A load failure (not a cancellation) clears the menu, tells the guest and goes
 * to /location.
 */
export function createMenuStore(
  deps: OrderingDeps,
  selection: SelectionStore,
  time: Pick<TimeSelectionStore, '$now' | '$selected' | 'plannedTime'>,
  notice: NoticeStore,
  $platformTexts: ReadableAtom<PlatformTexts | null> = atom(null),
  whenFirstScreenShown: (task: () => void) => () => void = (task) => {
    task();
    return () => undefined;
  },
  $venueLanguage: ReadableAtom<string | null> = atom(null),
): MenuStore {
  const $menu = atom<Menu | null>(null);
  const $translations = atom<TranslationFile | null>(null);
  const $outOfStock = atom<ReadonlySet<number>>(new Set());
  const $status = atom<LoadStatus>('idle');
  const $allergenFile = atom<ReadonlyMap<number, Allergen>>(new Map());
  const $allergensPending = atom(false);
  // The business file names allergens in languages the allergens file does not cover.
  const $allergens = computed([$allergenFile, $platformTexts], (file, texts) =>
    texts ? new Map([...file].map(([id, allergen]) => [id, withBusinessAllergenName(allergen, texts)])) : file,
  );
  const $categories = computed([$menu, $translations, $platformTexts], (menu, translations, business) =>
    menu ? visibleCategories(translateMenu(menu, translations?.texts ?? null, business?.sales ?? null).categories) : [],
  );
  const $chargeNames = computed([$translations, $platformTexts], (translations, business) => mergeChargeNames(translations?.charges ?? null, business));
  const $rows = computed($categories, menuRows);
  const $menuName = computed($menu, (menu) => menu?.name ?? null);
  /** The guest's locale the shown menu has no translation for (no file, or it failed); null when translated. */
  const $untranslatedFor = atom<string | null>(null);
  const $inVenueLanguage = computed(
    [$status, $untranslatedFor, $venueLanguage],
    (status, locale, venue) => status === 'ready' && locale !== null && venue !== null && needsPlatformTexts(locale, venue),
  );
  /** Shows `translated` (null: none for the guest's language) and remembers whether the menu is untranslated. */
  function showTranslations(translated: TranslationFile | null): void {
    $translations.set(translated);
    $untranslatedFor.set(translated ? null : deps.scope.locale());
  }

  let loaded: Loaded | null = null;
  let disposed = false;
  let ticket = 0;
  let translationTicket = 0;
  // Business-wide: fetched with the first menu, then kept (one currency settings file per business);
  // the API client hands them to the scope, whose `$currency` this store shows.
  let currencySettings: Promise<Record<string, Currency>> | null = null;

  function clear(): void {
    ticket++;
    translationTicket++;
    allergenTicket++;
    stopAllergenWait?.();
    stopAllergenWait = null;
    allergensShown = null;
    $allergensPending.set(false);
    loaded = null;
    $menu.set(null);
    $translations.set(null);
    $untranslatedFor.set(null);
    $outOfStock.set(new Set());
    $allergenFile.set(new Map());
    $status.set('idle');
  }

  function fail(key: string, experience: Experience): void {
    clear();
    // Remember what failed: the clock moving on must not fetch (and fail, and navigate) again every
    // minute; only a new selection, `ensure()` or `refresh()` tries again.
    loaded = { key, experience, translationUrl: null };
    $status.set('error');
    notice.show(messages.menuFailed);
    deps.router.navigate('/location');
  }

  /** The order time the menu is for: the chosen (or nearest) slot, else now (ASAP). */
  function orderTime(): Date {
    // Not `checkoutAt()`: it moves `$now`, which this store listens to (an endless loop in a browser).
    const iso = time.plannedTime();
    const ms = iso ? Date.parse(iso) : Number.NaN;
    return Number.isNaN(ms) ? deps.now() : new Date(ms);
  }

  function timeZoneOf(experience: Experience): string {
    const location = selection.$location.get();
    return location && location.id === experience.locationId ? location.timeZone : (location?.timeZone ?? 'UTC');
  }

  // Exactly at a window edge (breakfast ends at 11:00) the selection is made again; the clock's
  // minute poll (`time.$now`) would catch it too, up to a minute late.
  let switchTimer: ReturnType<typeof setTimeout> | null = null;
  function scheduleSwitch(experience: Experience, at: Date): void {
    if (switchTimer !== null) clearTimeout(switchTimer);
    switchTimer = null;
    if (disposed || !hasTimeBoundFile(experience.menuFiles)) return;
    const next = nextMenuSwitch(experience.menuFiles, at, timeZoneOf(experience));
    if (!next) return;
    const delay = Math.max(0, next.getTime() - deps.now().getTime());
    switchTimer = setTimeout(() => {
      switchTimer = null;
      sync('change');
    }, delay + 50);
  }

  function currentTranslationUrl(experience: Experience): string | null {
    return translationFileFor(experience.menuTranslationFiles, deps.scope.locale());
  }

  function load(experience: Experience, file: MenuFile | null, key: string): void {
    const mine = ++ticket;
    translationTicket++;
    if (!file) {
      fail(key, experience);
      return;
    }
    const translationUrl = currentTranslationUrl(experience);
    loaded = { key, experience, translationUrl };
    $status.set('loading');
    $menu.set(null);
    $translations.set(null);
    currencySettings ??= deps.api.getCurrencySettings().catch(() => ({}));
    // Translations only decorate the menu: their failure shows it in the menu file's own words.
    const translations = translationUrl ? deps.api.getMenuTranslations(translationUrl).catch(() => null) : Promise.resolve(null);
    Promise.all([deps.api.getMenu(file.url), deps.api.getOutOfStockItems(experience.locationId), translations, currencySettings]).then(
      ([menu, outOfStock, translated]) => {
        if (mine !== ticket) return;
        loadAllergens(experience.allergensUrl);
        showTranslations(translated);
        $outOfStock.set(new Set(outOfStock));
        $menu.set(menu);
        $status.set('ready');
        deps.commerce({ kind: 'menu-shown', menu: { id: menu.id, name: menu.name }, categories: $categories.get(), currency: deps.scope.$currency.get() });
        // The language may have changed while the files were on their way.
        syncTranslations();
      },
      (error: unknown) => {
        if (mine !== ticket) return;
        if (isCancellation(error)) {
          // Superseded elsewhere (a newer request of the same call): not a failure, try again on demand.
          loaded = null;
          if ($status.get() === 'loading') $status.set('idle');
          return;
        }
        fail(key, experience);
      },
    );
  }

  let allergenTicket = 0;
  let stopAllergenWait: (() => void) | null = null;
  /** The allergens file the icons shown come from (a menu of another file must not show its icons). */
  let allergensShown: string | null = null;
  /**
   * Loads the experience's allergens file once the first screen is on screen. The allergen icons only
   * decorate the rows: the menu paints without waiting for them and they appear a moment later, so the
   * file neither holds the first menu back nor shares a slow phone's network with what it needs. A
   * failed file shows the menu without icons. An answer for a menu no longer shown is dropped.
   */
  function loadAllergens(url: string | null): void {
    const mine = ++allergenTicket;
    stopAllergenWait?.();
    stopAllergenWait = null;
    if (url !== allergensShown) {
      $allergenFile.set(new Map());
      $allergensPending.set(url !== null);
    }
    allergensShown = url;
    if (!url) return;
    const fetchFile = () =>
      deps.api.getAllergens(url).then(
        (list) => {
          if (mine !== allergenTicket) return;
          $allergenFile.set(new Map(list.map((allergen) => [allergen.id, allergen])));
          $allergensPending.set(false);
        },
        () => {
          if (mine !== allergenTicket) return;
          $allergenFile.set(new Map());
          $allergensPending.set(false);
        },
      );
    stopAllergenWait = whenFirstScreenShown(() => {
      stopAllergenWait = null;
      void fetchFile();
    });
  }

  /** Fetches the translation file of the current language when it differs from the one shown. */
  function syncTranslations(): void {
    if (!loaded || $status.get() !== 'ready') return;
    const url = currentTranslationUrl(loaded.experience);
    if (url === loaded.translationUrl) {
      // Another language without a file (Arabic to English): the same untranslated menu, now for it.
      if ($untranslatedFor.get() !== null) $untranslatedFor.set(deps.scope.locale());
      return;
    }
    loaded = { ...loaded, translationUrl: url };
    const mine = ++translationTicket;
    if (!url) {
      showTranslations(null);
      return;
    }
    deps.api.getMenuTranslations(url).then(
      (translated) => {
        if (mine === translationTicket) showTranslations(translated);
      },
      () => {
        if (mine === translationTicket) showTranslations(null);
      },
    );
  }

  /**
   * Re-selects the menu file. `mode`: `change` (the time, clock or experience moved: fetch only when the
   * file changed), `ensure` (also retry after a failure), `force` (`refresh()`).
   */
  function sync(mode: 'change' | 'ensure' | 'force'): void {
    const experience = selection.$experience.get();
    if (!experience) return;
    // The order time walks the time picker's slots through `Intl` in the location's zone: asked only
    // when a file is bound to days or hours, never in front of a menu that has one file for all times.
    // Nor the zone: the first time-zone check builds an `Intl` formatter (~85 ms of a 4x-throttled
    // phone), for nothing when no file depends on the hour.
    const timeBound = hasTimeBoundFile(experience.menuFiles);
    const at = timeBound ? orderTime() : deps.now();
    const file = timeBound ? selectMenuFile(experience.menuFiles, at, timeZoneOf(experience)) : menuFileWithoutTimeZone(experience.menuFiles);
    scheduleSwitch(experience, at);
    const key = menuSelectionKey(experience.id, file);
    if (mode !== 'force' && loaded?.key === key) {
      // Same file (the experience may have been fetched again, e.g. at the closing re-check): keep it,
      // and after a failure only an explicit `ensure()` tries again.
      if (loaded.experience !== experience) loaded = { ...loaded, experience };
      if (mode === 'change' || $status.get() !== 'error') return;
    }
    load(experience, file, key);
  }

  const unlisten = [
    selection.$experience.listen((experience) => {
      // While the same experience is fetched again it reads null for a moment: keep its menu then.
      if (experience) sync('change');
      else if (selection.$experienceId.get() !== loaded?.experience.id) clear();
    }),
    time.$selected.listen(() => sync('change')),
    time.$now.listen(() => sync('change')),
    deps.i18n.on('change', () => syncTranslations()),
  ];

  let indexed: { categories: MenuCategory[]; items: Map<number, { item: MenuItem; category: MenuCategory }> } | null = null;
  /** Item lookups by id over the shown categories, rebuilt when they change (2,000-item menus). */
  function lookup(itemId: number): { item: MenuItem; category: MenuCategory } | null {
    const categories = $categories.get();
    if (indexed?.categories !== categories) {
      const items = new Map<number, { item: MenuItem; category: MenuCategory }>();
      for (const row of $rows.get()) {
        if (row.kind === 'item' && !items.has(row.item.id)) items.set(row.item.id, { item: row.item, category: row.category });
      }
      indexed = { categories, items };
    }
    return indexed.items.get(itemId) ?? null;
  }

  return {
    $categories,
    $chargeNames,
    $rows,
    $outOfStock,
    $status,
    $allergens,
    $allergensPending,
    $currency: deps.scope.$currency,
    $menuName,
    $inVenueLanguage,
    ensure: () => sync('ensure'),
    warm(experience) {
      // Only ahead of the first load: once the store fetches, the warm-up has nothing left to do.
      if (loaded || disposed) return;
      const location = selection.$location.get();
      const file =
        location?.id === experience.locationId && hasTimeBoundFile(experience.menuFiles)
          ? selectMenuFile(experience.menuFiles, orderTime(), location.timeZone)
          : menuFileWithoutTimeZone(experience.menuFiles);
      deps.api.warmMenu({
        menuUrl: file?.url ?? null,
        locationId: experience.locationId,
        translationUrl: currentTranslationUrl(experience),
      });
    },
    refresh: () => sync('force'),
    async refreshStock() {
      const current = loaded;
      if (!current || $status.get() !== 'ready') return;
      try {
        const outOfStock = await deps.api.getOutOfStockItems(current.experience.locationId);
        if (loaded === current || loaded?.key === current.key) $outOfStock.set(new Set(outOfStock));
      } catch {
        // Keep the list we have: the cart call reports stock problems anyway.
      }
    },
    clear,
    findItem: (itemId) => lookup(itemId)?.item ?? null,
    findCategoryOf: (itemId) => lookup(itemId)?.category ?? null,
    isAvailable: (item) => !$outOfStock.get().has(item.serialId),
    dispose() {
      disposed = true;
      if (switchTimer !== null) clearTimeout(switchTimer);
      for (const stop of unlisten) stop();
    },
  };
}

/**
 * The loader's own first paint of a deep-linked menu: plain DOM, drawn from the start-up preload's
 * answers (`src/api/preload.ts`) before the widget's code (React, the stores, the screens) arrives,
 * with the same class names (the screens' Linaria style modules) and the same domain rules as the
 * React menu (hidden items and empty categories dropped, translations, stock, prices in the
 * currency settings and the guest's locale, name cut lengths, calories when the experience shows them,
 * the "18+" mark of under-18 items and categories). React takes the shadow root over and removes it
 * once its first screen is shown (`src/ui/first-paint-handover.ts`).
 *
 * Its words and accessible names are the React menu's own messages in the language the first screen
 * shows (src/element/paint-texts.ts), laid out in that language's direction; a message it cannot show
 * exactly means no paint. It draws no allergen icons (their file comes after the first screen), but the
 * room the React rows keep for them meanwhile. Any answer it cannot read means no early paint.
 */
import type { FirstMenuAnswers } from '../api/preload';
import { checkFirstMenuAnswers } from '../api/first-menu-check';
import { mapExperience } from '../api/map-experience';
import { mapMenu } from '../api/map-menu';
import { experienceAcceptsOrders } from '../domain/accepting-orders';
import { FALLBACK_TIME_ZONE, isValidTimeZone } from '../domain/time/zoned';
import { mapCurrencySettings, mapMenuTranslations } from '../api/map-menu-texts';
import { getCurrency } from '../domain/currency';
import { pickedLanguage, type ShownLocale, shownLocale } from '../i18n/shown-locale';
// The menu rules' own modules, not the barrel: the painter's chunk is the static closure of its imports.
import { menuSubtitleParts } from '../domain/menu/display';
import { type MenuRow, menuRows, rowEstimate, visibleCategories } from '../domain/menu/rows';
import { translateMenu } from '../domain/menu/translations';
import { needsPlatformTexts } from '../domain/platform-texts';
import { allowPlatformUrl } from '../domain/platform-url';
import { opensItemDetail } from '../domain/menu/show-edit-item';
import type { MenuItem, ShowEditItem } from '../domain/types';
import { FrameHeaderView } from '../screens/frame/frame-header-view';
import { CategorySideListView, CategoryTabsView } from '../screens/menu/category-nav-views';
import { MenuSubtitleView, VenueLanguageNoteView } from '../screens/menu/menu-intro-views';
import { ScreenHeadView } from '../screens/shared/screen-head-view';
import { NotAcceptingOrdersNoticeView } from '../screens/shared/not-accepting-orders-view';
import { EarlyItemDialogView } from '../screens/menu/early-item-dialog-view';
import { CategoryHeadingView, MenuItemRowView } from '../screens/menu/menu-row-views';
import { actionStyles, nameStyles } from '../screens/menu/menu-row.styles';
import { asideStyles, desktopGrid, skipStyles, wideStyles } from '../screens/menu/menu-screen.styles';
import { screenStyles } from '../screens/shared/screen.styles';
import { hostStyles, rootStyles } from '../theme/host.styles';
import { applyUiTheme, tokensFromUiConfiguration } from '../theme/ui-theme';
import { AllergenIconSlots } from '../ui/allergen-icon-slots';
import { deepActiveElement } from '../ui/deep-active-element';
import { renderElement, renderToDom } from '../ui/dom-render';
import { wrapTab } from '../ui/focus-trap';
import type { Say } from '../ui/say';
import { isEarlyRoot } from './early-root';
import { PAINT_TEXTS, type PaintMessages, paintExperienceLabel, paintText } from './paint-texts';
import {
  CHANGED_ATTRIBUTE,
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_BASIS_ATTRIBUTE,
  handoverStyles,
  PAINTING_ATTRIBUTE,
  PRESSED_ATTRIBUTE,
  TAPPED_ATTRIBUTE,
} from '../ui/first-paint-handover';
export { withdrawWhenQueued } from './paint-guard';

/** As the React menu decides it (src/ui/use-large-screen.ts): side list and order column. */
const LARGE_SCREEN_QUERY = '(min-width: 992px) and (orientation: landscape)';
/**
 * The least the screen's frame takes above the list (back button, title, categories: 205 px at
 * phone and desktop widths, 265 px with the logo and language row above it). An underestimate only
 * draws a row more than the window shows; an overestimate would leave its bottom blank.
 */
const FRAME_ESTIMATE = 160;

type Json = Record<string, unknown>;
const record = (value: unknown): Json | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string | null)[]
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children) if (child !== null) node.append(child);
  return node;
};

/** The menu as the React menu shows it, or null when an answer cannot be read. */
function shownMenu(answers: FirstMenuAnswers) {
  const location = answers.location;
  const currencyCode = text(record(location.currency)?.code) || null;
  let settings: ReturnType<typeof mapCurrencySettings> = {};
  try {
    if (answers.currencySettings) settings = mapCurrencySettings(answers.currencySettings as Parameters<typeof mapCurrencySettings>[0]);
  } catch {
    settings = {};
  }
  const currency = getCurrency(currencyCode, settings);
  // Images pass the allow-list when their row is drawn (`allowedImage`): the paint draws a screen of
  // rows, and parsing every image address of a long menu cost a throttled phone milliseconds first.
  const menu = mapMenu(answers.menu as Parameters<typeof mapMenu>[0], currency.minorUnit, (raw) => (text(raw).trim() ? raw! : null));
  let translations = null;
  try {
    if (record(answers.translation)) translations = mapMenuTranslations(answers.translation as Parameters<typeof mapMenuTranslations>[0]);
  } catch {
    translations = null;
  }
  const categories = visibleCategories(translateMenu(menu, translations).categories);
  const outOfStock = new Set((record(answers.outOfStock)?.items as unknown[] | undefined)?.filter((id): id is number => typeof id === 'number') ?? []);
  const allowedImage = (item: MenuItem) => allowPlatformUrl(item.image, answers.base, () => undefined, `image of menu item ${item.id}`);
  return { menu, categories, currency, outOfStock, allowedImage, translated: translations !== null };
}

/**
 * Paints the first menu into `root` (one the loader attached) unless React got there first, in
 * `answers.language` with `messages`, that language's catalog's first-paint messages (null: the
 * source catalog's, bundled here). Returns whether it painted. Never throws.
 */
export function paintFirstMenu(root: ShadowRoot, answers: FirstMenuAnswers, messages: PaintMessages | null = null): boolean {
  try {
    if (!isEarlyRoot(root) || root.childElementCount > 0) return false;
    // Only from answers the API client would accept, and only when they say the app's first screen is this menu.
    const checked = checkFirstMenuAnswers(answers);
    if (!checked.ok) return false;
    answers = checked.answers;
    const { menu, categories, currency, outOfStock, allowedImage, translated } = shownMenu(answers);
    if (categories.length === 0) return false;
    const shown = shownLocale(answers.language);
    // The paint's words, and the views': the React menu's messages, in the catalog the paint fetched.
    const say: Say = (descriptor, values) => paintText(messages, descriptor, values);
    // Every word the paint may need, checked now: rows below the first screen and the item dialog are
    // drawn later, and a message the paint cannot show must mean no paint at all, not half of one.
    for (const word of Object.values(PAINT_TEXTS)) say(word, { fullName: '', kcal: '', name: '', reference: '' });
    const tag = shown.intl;
    // The checked experience's schema guarantees the setting is a boolean.
    const showCalories = checked.experience.settings.ui.menu.show_calories;
    // The allergens file comes after the first screen: as the React rows do meanwhile, a row whose item
    // names allergens keeps their room (up to five discs, hidden from screen readers), so neither the
    // takeover nor the icons' arrival moves it. Only when the file's address passes the allow-list,
    // as it must for React to fetch it.
    const allergensComing = allowPlatformUrl(checked.experience.settings.menus.allergens.url, answers.base, () => undefined, 'allergens file url') !== null;
    const desktop = typeof matchMedia === 'function' && matchMedia(LARGE_SCREEN_QUERY).matches;
    // Where the widget starts in the window, read before the paint changes anything under it (the
    // page is laid out already, so this costs no layout of its own).
    const hostTop = root.host.getBoundingClientRect().top;
    applyTheme(root, answers.uiConfiguration);

    const rows = menuRows(categories);
    const list = el('div', { 'data-go-first-paint-list': '' });
    // Only what the first screens show (the React list is virtualized too); the list keeps the
    // React list's estimated height, so the page below does not move at the takeover.
    const total = rows.reduce((sum, row) => sum + rowEstimate(row), 0);
    list.style.minBlockSize = `${total}px`;
    // Stacked as the React list stacks its rows, each in a box of its own: an item's bottom margin and
    // the next category heading's top margin add up there, where plain flow would collapse them and
    // every row below a heading would move at the takeover.
    list.style.display = 'flex';
    list.style.flexDirection = 'column';
    // Each row drawn by the view React renders it with (src/screens/menu/menu-row-views.tsx).
    const drawRow = (row: MenuRow): HTMLElement => {
      if (row.kind === 'category') {
        return renderElement(CategoryHeadingView({ category: row.category, depth: row.depth, adult: row.category.under18, say: say }));
      }
      const { item } = row;
      return renderElement(
        MenuItemRowView({
          item,
          image: allowedImage(item),
          currency,
          localeTag: tag,
          showCalories,
          available: !outOfStock.has(item.serialId),
          adult: item.under18 || row.category.under18,
          desktop,
          // The allergens file comes after the first screen: the row keeps the icons' room, as React's does meanwhile.
          allergens: allergensComing ? AllergenIconSlots({ count: item.allergens.length }) : null,
          say: say,
        }),
      );
    };

    // As MenuScreen titles it: the place's name (the business's translations load after the first
    // screen), and the experience's label for its type with the menu's name.
    const place = text(answers.location.name) || say(PAINT_TEXTS.menu);
    const subtitle = menuSubtitleParts(paintExperienceLabel(messages, text(answers.experience.type)), menu.name || null, place);
    // As MenuScreen draws them: the screen's top, the subtitle, and the note that the menu is in the venue's
    // language when the platform has no translation of it for a guest reading another language than the business's.
    const venueLanguage =
      !translated && answers.language !== null && needsPlatformTexts(answers.language, text(answers.configuration.default_language) || answers.language);
    // And, while the experience takes no order now, the not-accepting-orders notice.
    // The location's zone as the location mapping reads it (an unknown one is the fallback zone).
    const zone = text(record(answers.location.timezone)?.name);
    const accepting = experienceAcceptsOrders(
      mapExperience(checked.experience, () => null),
      isValidTimeZone(zone) ? zone : FALLBACK_TIME_ZONE,
      new Date(),
    );
    const screen = el('section', { class: screenStyles });
    screen.append(
      renderToDom([
        ScreenHeadView({ title: place, hasBack: true, say: say }),
        MenuSubtitleView({ parts: subtitle }),
        accepting ? null : NotAcceptingOrdersNoticeView({ say, live: true }),
        venueLanguage ? VenueLanguageNoteView({ say: say }) : null,
      ]),
    );
    if (desktop) {
      screen.append(
        el('button', { type: 'button', class: skipStyles }, say(PAINT_TEXTS.skipToOrder)),
        el(
          'div',
          { class: desktopGrid },
          renderElement(CategorySideListView({ categories, active: null, say: say })),
          el('div', {}, list),
          el('aside', { class: asideStyles, tabindex: '-1', 'aria-label': say(PAINT_TEXTS.yourOrder) }),
        ),
      );
    } else {
      screen.append(renderElement(CategoryTabsView({ categories, active: null, say: say })), list);
    }
    const paint = el(
      'div',
      {
        class: `${hostStyles} ${rootStyles} ${handoverStyles}`,
        dir: shown.dir,
        lang: shown.lang,
        [FIRST_PAINT_ATTRIBUTE]: '',
        [FIRST_PAINT_BASIS_ATTRIBUTE]: answers.basis,
        'aria-busy': 'true',
      },
      frameHeader(answers, shown, say),
      desktop ? el('div', { class: wideStyles }, screen) : screen,
    );
    // A tap before React is in is kept (the last one wins) and made again once it is; a press still
    // held then is finished on React's control (src/app/paint-takeover.ts).
    const mark = (attribute: string, control: Element | null | undefined) => {
      paint.querySelector(`[${attribute}]`)?.removeAttribute(attribute);
      control?.setAttribute(attribute, '');
    };
    paint.addEventListener('pointerdown', (event) => mark(PRESSED_ATTRIBUTE, (event.target as Element | null)?.closest?.('button')));
    paint.addEventListener('pointercancel', () => mark(PRESSED_ATTRIBUTE, null));
    // A language chosen on the paint's picker is the guest's own choice, which React carries over.
    paint.addEventListener('change', (event) => (event.target as Element | null)?.setAttribute?.(CHANGED_ATTRIBUTE, ''));
    // The item dialog a tap on a name opens, drawn at once from the views React's dialog is made of:
    // its frame, the item's picture, words, price, calories and allergens' room; its choices and Add
    // come with React, which opens its own dialog on the same item when it takes over.
    // As the menu's Add decides (the business's `showEditItem`, checked by the configuration's schema above).
    const showEditItem = (record(answers.configuration)?.showEditItem ?? null) as ShowEditItem | null;
    // Not an under-18 item: its age check comes before its details, and that is React's.
    const itemsById = new Map<string, MenuItem>();
    for (const row of rows) if (row.kind === 'item' && !row.item.under18 && !row.category.under18) itemsById.set(String(row.item.id), row.item);
    const openItemDialog = (item: MenuItem, tapped: Element) => {
      paint.querySelector('dialog')?.remove();
      const dialog = renderElement(
        EarlyItemDialogView({
          item: { ...item, image: allowedImage(item) },
          currency,
          localeTag: tag,
          showCalories,
          allergensComing,
          say,
        }),
      ) as HTMLDialogElement;
      // Closed by the guest (Escape, the close button): nothing is opened once React is in, and the
      // focus goes back to the name (closing a modal dialog gives it back to what had it before).
      const dismiss = () => {
        tapped.removeAttribute(TAPPED_ATTRIBUTE);
        if (dialog.open && typeof dialog.close === 'function') dialog.close();
        dialog.remove();
      };
      dialog.addEventListener('cancel', (event) => {
        event.preventDefault();
        dismiss();
      });
      dialog.querySelector('button')?.addEventListener('click', dismiss);
      // As React's dialogs do: Tab wraps from its last control to its first, and back.
      dialog.addEventListener('keydown', (event) => wrapTab(event, dialog, deepActiveElement()));
      paint.append(dialog);
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    };
    paint.addEventListener('click', (event) => {
      mark(PRESSED_ATTRIBUTE, null);
      const control = (event.target as Element | null)?.closest?.('button');
      if (!control || control.closest('dialog')) return;
      mark(TAPPED_ATTRIBUTE, control);
      paint.style.cursor = 'progress';
      const item = itemsById.get(control.closest('[data-item-id]')?.getAttribute('data-item-id') ?? '');
      // The name always opens the item; Add does where the business's setting says so (else React
      // adds it to the order once it is in: the tap is replayed).
      if (item && (control.classList.contains(nameStyles) || (control.classList.contains(actionStyles) && opensItemDetail(item, showEditItem)))) {
        openItemDialog(item, control);
      }
    });
    // The rows the guest sees are drawn with the paint: from where the list starts in the window (the
    // widget's top and the frame above the list, estimated rather than laid out twice) to the window's
    // bottom. Those of the next screen (what an early scroll reaches before React takes over) only once
    // the guest scrolls, types or touches: nothing the first screen does not show is drawn before it,
    // nor while the widget's code is arriving. Below a host's hero the list may start near the
    // window's bottom: a row or two, not a screenful.
    const { firstRows, nextRows } = rowsOnScreen(rows, hostTop + FRAME_ESTIMATE, typeof innerHeight === 'number' ? innerHeight : 900);
    list.append(...firstRows.map(drawRow));
    root.prepend(paint);
    (root.host as HTMLElement).setAttribute(PAINTING_ATTRIBUTE, '');
    if (nextRows.length) {
      onFirstActivity(root.host, () => {
        // Unless React has taken over (or the paint was withdrawn) meanwhile.
        if (paint.isConnected) list.append(...nextRows.map(drawRow));
      });
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * Splits the list's rows (at their estimated heights) into those the window shows, given where the
 * list starts in it (`listTop`, px from the window's top; negative once scrolled past), and those of
 * the screen below. A row is shown when it starts above the window's bottom edge; rows above the
 * window are drawn too, since the list stacks its rows from its start.
 */
export function rowsOnScreen(rows: readonly MenuRow[], listTop: number, windowHeight: number): { firstRows: MenuRow[]; nextRows: MenuRow[] } {
  const shown = windowHeight - listTop;
  const firstRows: MenuRow[] = [];
  const nextRows: MenuRow[] = [];
  let top = 0;
  for (const row of rows) {
    if (top >= shown + windowHeight) break;
    (top < shown ? firstRows : nextRows).push(row);
    top += rowEstimate(row);
  }
  return { firstRows, nextRows };
}

/** What a guest does before going past the first screen: a scroll (of anything), a wheel, a touch, a key, a press. */
const ACTIVITY_EVENTS = ['scroll', 'wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Runs `task` once, at the guest's first activity anywhere on the page (caught before it acts: a key
 * before its focus move, a touch before its scroll), never throwing; or never, once `host` is no
 * longer painting (React took over, or the paint was withdrawn): the listeners then go, and with
 * them what they hold of the paint.
 */
function onFirstActivity(host: Element, task: () => void): void {
  const painting = new MutationObserver(() => {
    if (!host.hasAttribute(PAINTING_ATTRIBUTE)) stop();
  });
  const stop = () => {
    painting.disconnect();
    for (const type of ACTIVITY_EVENTS) removeEventListener(type, run, { capture: true });
  };
  const run = () => {
    stop();
    try {
      task();
    } catch {
      // Only the rows past the first screen: React draws them anyway.
    }
  };
  for (const type of ACTIVITY_EVENTS) addEventListener(type, run, { capture: true, passive: true });
  painting.observe(host, { attributes: true, attributeFilter: [PAINTING_ATTRIBUTE] });
}

/**
 * The frame's header as React's first shows it (the same view): the logo's box (the logo itself loads
 * after the first screen), inside the home button unless the home page is blocked, and the language
 * picker when the business offers two languages or more. Null when it would be empty.
 */
function frameHeader(answers: FirstMenuAnswers, shown: ShownLocale, say: Say): HTMLElement | null {
  const ui = record(record(answers.uiConfiguration)?.data);
  let config: Json = {};
  try {
    config = (JSON.parse(text(ui?.config) || '{}') as Json) ?? {};
  } catch {
    config = {};
  }
  const languages = Array.isArray(answers.configuration.languages)
    ? answers.configuration.languages.filter((language): language is string => typeof language === 'string')
    : [];
  const logoUrl = text(config.logo_url);
  if (!logoUrl && languages.length < 2) return null;
  return renderElement(
    FrameHeaderView({
      logo: logoUrl ? { url: logoUrl, shown: false } : null,
      // The place's name (its UI configuration's, else the business's) names the way home.
      name: text(ui?.name) || text(answers.configuration.name),
      goesHome: answers.configuration.blockHomePage !== true,
      languages,
      current: pickedLanguage(languages, shown.guest),
      pickerId: 'go-first-paint-language',
      say,
    }),
  );
}

/** The business's (or restaurant's) colours and font, as ThemeSync applies them later to the same root. */
function applyTheme(root: ShadowRoot, answer: unknown): void {
  try {
    const config = JSON.parse(text(record(record(answer)?.data)?.config) || '{}') as Json;
    const colors = record(config.colors) ?? {};
    applyUiTheme(root, tokensFromUiConfiguration({ colors: colors as never, fontFamily: text(config.font_family) || null }));
  } catch {
    // The default look.
  }
}

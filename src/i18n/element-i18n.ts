import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { intlTag, isRightToLeft, withoutExtensions } from '../domain/locale';
import { shownLocale } from './shown-locale';
import {
  type CatalogLocale,
  catalogFor,
  loadCatalog,
  loadHomeCatalog,
  loadMenuCatalog,
  loadMenuDetailCatalog,
  SOURCE_LOCALE,
  sourceMessages,
} from './catalogs';

/**
 * A fresh Lingui instance for one element, active in the source locale with its catalog bundled.
 * Never the global `i18n` from `@lingui/core`: two widgets on one page may speak different languages.
 */
export function createElementI18n(): I18n {
  const i18n: I18n = setupI18n({
    locale: SOURCE_LOCALE,
    locales: [toBcp47(SOURCE_LOCALE)],
    messages: { [SOURCE_LOCALE]: sourceMessages },
    // Only the first screen's en_US messages are bundled. A message outside them (a lazy module
    // rendered before `loadAllMessages()`) shows blank for a moment, never its hash id: the full
    // catalog loads and `i18n.load()` re-renders every consumer.
    missing: (_locale, id) => {
      void loadAllMessages(i18n).catch(() => undefined);
      return LINGUI_ID.test(id) ? '' : id;
    },
  });
  return i18n;
}

/** Ids the Lingui macro generates (a 6-character hash); other ids are plain text and show as such. */
const LINGUI_ID = /^[\w+/]{6}$/;

const fullSource = new WeakMap<I18n, Promise<void>>();

/**
 * Merges the whole source (en_US) catalog into `i18n` (once per instance; retried after a failed
 * download). Screens past home wait for it, so they never render with the first-screen subset.
 */
export function loadAllMessages(i18n: I18n): Promise<void> {
  let loading = fullSource.get(i18n);
  if (!loading) {
    loading = loadCatalog(SOURCE_LOCALE).then(
      (messages) => i18n.load(SOURCE_LOCALE, messages),
      (error: unknown) => {
        fullSource.delete(i18n);
        throw error;
      },
    );
    fullSource.set(i18n, loading);
  }
  return loading;
}

/**
 * Downloads the whole source catalog without merging it (a merge re-renders every Lingui consumer):
 * on idle once the first screen is shown, so a screen past the menu finds it at once.
 */
export function prefetchAllMessages(): void {
  void loadCatalog(SOURCE_LOCALE).catch(() => undefined);
}

const menuSource = new WeakMap<I18n, Promise<void>>();
const menuDetailSource = new WeakMap<I18n, Promise<void>>();
const homeSource = new WeakMap<I18n, Promise<void>>();

/** Merges a subset of the source catalog into `i18n` once per instance (retried after a failed download). */
function loadSubset(i18n: I18n, loaded: WeakMap<I18n, Promise<void>>, load: () => Promise<Messages>): Promise<void> {
  const all = fullSource.get(i18n);
  if (all) return all;
  let loading = loaded.get(i18n);
  if (!loading) {
    loading = load().then(
      (messages) => i18n.load(SOURCE_LOCALE, messages),
      (error: unknown) => {
        loaded.delete(i18n);
        throw error;
      },
    );
    loaded.set(i18n, loading);
  }
  return loading;
}

/**
 * Merges the source messages of the first menu (the menu, notices) into `i18n`, once per instance:
 * what the menu waits for instead of the whole catalog, so the first menu downloads only its own
 * messages. Merging (like any `i18n.load()`) re-renders every Lingui consumer, so what the menu opens
 * waits for its own ({@link loadMenuDetailMessages}) and the rest for a screen past the menu
 * ({@link loadAllMessages}).
 */
export function loadMenuMessages(i18n: I18n): Promise<void> {
  return loadSubset(i18n, menuSource, loadMenuCatalog);
}

/**
 * Merges the source messages of what the menu opens (the item detail, the age check, the order
 * panel) into `i18n`, once per instance: those screens wait for them, the first menu does not.
 */
export function loadMenuDetailMessages(i18n: I18n): Promise<void> {
  return loadSubset(i18n, menuDetailSource, loadMenuDetailCatalog);
}

/** Downloads the messages of what the menu opens without merging them (a merge re-renders every Lingui consumer). */
export function prefetchMenuDetailMessages(): void {
  void loadMenuDetailCatalog().catch(() => undefined);
}

/**
 * Merges the home screen's source messages into `i18n`, once per instance: they ride in the home
 * chunk (so a deep link to the menu never downloads them) and the home screen waits for them.
 */
export function loadHomeMessages(i18n: I18n): Promise<void> {
  return loadSubset(i18n, homeSource, loadHomeCatalog);
}

/**
 * Switches an element's i18n to the catalog serving `locale` (loading it on first use) and resolves
 * to that catalog. Late loads lose: when `setLanguage('he')` is followed by `setLanguage('en_US')`,
 * the Hebrew catalog arriving second does not win.
 */
export function createLocaleSwitcher(i18n: I18n): (locale: string | null) => Promise<CatalogLocale> {
  let latest = 0;
  const loaded = new Set<CatalogLocale>([SOURCE_LOCALE]);
  const switchTo = async (locale: string | null) => {
    const ticket = ++latest;
    const catalog = catalogFor(locale);
    if (!loaded.has(catalog)) {
      i18n.load(catalog, await loadCatalog(catalog));
      loaded.add(catalog);
    }
    // `lang` must name what is shown: `fr` served by the English catalog is English, `he_IL` stays `he-IL`
    // (the same rule as the loader's first paint: `shownLocale`). Lingui formats plurals' `#` with the
    // first locale, so it carries the shown language's digits.
    const shown = shownLocale(locale);
    if (ticket === latest) {
      // Set before `activate`, whose change event re-renders the root that reads it.
      guestLocales.set(i18n, shown.guest);
      i18n.activate(catalog, [shown.intl]);
    }
    return catalog;
  };
  return (locale) => {
    const switching = switchTo(locale);
    pendingSwitches.set(i18n, switching);
    return switching;
  };
}

/** The latest language switch of each element's i18n. */
const pendingSwitches = new WeakMap<I18n, Promise<unknown>>();

/**
 * Settles once `i18n` shows the language it was last switched to (its catalog loaded and active, or
 * failed to load), also when a newer switch starts meanwhile: what the loader's first paint waits
 * for before it hands over, so React never shows the paint's words in another language. With
 * `limitMs`, settles at the latest then: a catalog download that hangs must not hold the caller.
 */
export function localeSettled(i18n: I18n, limitMs?: number): Promise<void> {
  const settled = lastSwitchSettled(i18n);
  if (limitMs === undefined) return settled;
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, limitMs))]);
}

async function lastSwitchSettled(i18n: I18n): Promise<void> {
  let switching = pendingSwitches.get(i18n);
  while (switching) {
    await switching.catch(() => undefined);
    const next = pendingSwitches.get(i18n);
    if (next === switching) return;
    switching = next;
  }
}

/** `he_IL` -> `he-IL`, suitable for the `lang` attribute and `Intl`. */
export function toBcp47(locale: string): string {
  return locale.trim().replace(/_/g, '-');
}

/** `rtl` for the right-to-left languages, else `ltr`. */
export function directionOf(locale: string): 'rtl' | 'ltr' {
  return isRightToLeft(locale) ? 'rtl' : 'ltr';
}

const guestLocales = new WeakMap<I18n, string>();

/**
 * The locale the guest asked for (`fa`, `ar_MA`, `he_IL`), whichever catalog serves it; the catalog's
 * locale until one is asked for. The layout follows it: a Persian page shows English strings (no
 * catalog) laid out right to left, and names inside them are isolated as in any right-to-left text.
 */
export function guestLocale(i18n: I18n): string {
  return guestLocales.get(i18n) ?? i18n.locale;
}

/** The direction the widget is laid out in: the guest's language's, never the serving catalog's. */
export function layoutDirection(i18n: I18n): 'rtl' | 'ltr' {
  return directionOf(guestLocale(i18n));
}

/**
 * The BCP 47 tag dates, times, numbers and money are formatted with: the shown language's, with its
 * numbering system (`ar-u-nu-arab` for an Arabic page, `ar-MA` with Latin digits, `zh-CN`, `en-US`
 * for a language served by the English catalog, so digits and words never disagree).
 */
export function intlLocale(i18n: I18n): string {
  const locales = i18n.locales;
  return (Array.isArray(locales) ? locales[0] : locales) ?? intlTag(i18n.locale);
}

/** The BCP 47 tag of what an i18n instance currently shows (for `lang`), without formatting extensions. */
export function shownLanguage(i18n: I18n): string {
  return withoutExtensions(intlLocale(i18n));
}

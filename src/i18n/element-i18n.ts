import { type I18n, setupI18n } from '@lingui/core';
import { isRightToLeft } from '../domain/locale';
import { type CatalogLocale, catalogFor, loadCatalog, SOURCE_LOCALE, sourceMessages } from './catalogs';

/**
 * A fresh Lingui instance for one element, active in the source locale with its catalog bundled.
 * Never the global `i18n` from `@lingui/core`: two widgets on one page may speak different languages.
 */
export function createElementI18n(): I18n {
  return setupI18n({ locale: SOURCE_LOCALE, locales: [toBcp47(SOURCE_LOCALE)], messages: { [SOURCE_LOCALE]: sourceMessages } });
}

/**
 * Switches an element's i18n to the catalog serving `locale` (loading it on first use) and resolves
 * to that catalog. Late loads lose: when `setLanguage('he')` is followed by `setLanguage('en_US')`,
 * the Hebrew catalog arriving second does not win.
 */
export function createLocaleSwitcher(i18n: I18n): (locale: string | null) => Promise<CatalogLocale> {
  let latest = 0;
  const loaded = new Set<CatalogLocale>([SOURCE_LOCALE]);
  return async (locale) => {
    const ticket = ++latest;
    const catalog = catalogFor(locale);
    if (!loaded.has(catalog)) {
      i18n.load(catalog, await loadCatalog(catalog));
      loaded.add(catalog);
    }
    // `lang` must name what is shown: `fr` served by the English catalog is English, `he_IL` stays `he-IL`.
    const shown = locale && languageOf(locale) === languageOf(catalog) ? locale : catalog;
    if (ticket === latest) i18n.activate(catalog, [toBcp47(shown)]);
    return catalog;
  };
}

/** `he_IL` -> `he-IL`, suitable for the `lang` attribute and `Intl`. */
export function toBcp47(locale: string): string {
  return locale.trim().replace(/_/g, '-');
}

/** `rtl` for the right-to-left languages of spec 1, else `ltr`. */
export function directionOf(locale: string): 'rtl' | 'ltr' {
  return isRightToLeft(locale) ? 'rtl' : 'ltr';
}

function languageOf(locale: string): string {
  return locale.split(/[_-]/)[0]?.toLowerCase() ?? '';
}

/** The BCP 47 tag of what an i18n instance currently shows (for `lang`). */
export function shownLanguage(i18n: I18n): string {
  const locales = i18n.locales;
  return (Array.isArray(locales) ? locales[0] : locales) ?? toBcp47(i18n.locale);
}

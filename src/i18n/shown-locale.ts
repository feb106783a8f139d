/**
 * Which catalog serves a requested locale and how the widget then shows it (`lang`, `dir`, the
 * formatting tag). Dependency-free apart from the locale rules, so the loader's first paint
 * (src/element/static-menu.ts) decides exactly as the element's i18n does (`createLocaleSwitcher`).
 */
import { intlTag, isRightToLeft, languageOf, matchLocale, withoutExtensions } from '../domain/locale';

/** Catalogs we ship (lingui.config.ts `locales`); `en_US` is the source and default. */
export const CATALOG_LOCALES = ['en_US', 'es_ES', 'fr_FR', 'de_DE', 'it_IT', 'he', 'ar', 'zh_CN'] as const;
export type CatalogLocale = (typeof CATALOG_LOCALES)[number];
export const SOURCE_LOCALE: CatalogLocale = 'en_US';

/**
 * The catalog that serves a locale: exact match (`he`), else the language part (`he_IL` -> `he`),
 * else the source catalog. Accepts `xx_CC`, `xx-CC` and any case.
 */
export function catalogFor(locale: string | null | undefined): CatalogLocale {
  return matchLocale(locale, CATALOG_LOCALES, SOURCE_LOCALE) as CatalogLocale;
}

/** How a requested locale is shown. */
export interface ShownLocale {
  /** The catalog whose messages show. */
  catalog: CatalogLocale;
  /** The locale the guest asked for (`fa`, `he_IL`), else the catalog's: the layout follows it. */
  guest: string;
  /** The BCP 47 tag dates, numbers and money are formatted with (`ar-u-nu-arab`, `en-US`). */
  intl: string;
  /** The `lang` of what is shown: the formatting tag without its extensions. */
  lang: string;
  /** `rtl` when the guest's language is written right to left, even with English words (`fa`). */
  dir: 'rtl' | 'ltr';
}

/**
 * How the widget shows `requested` (null: nothing asked, the source catalog). `lang` and the digits
 * name what is shown: `fr_CA` served by the French catalog stays `fr-CA`, `fa` served by the English
 * one is `en-US` (English words, Latin digits) laid out right to left.
 */
export function shownLocale(requested: string | null | undefined): ShownLocale {
  const catalog = catalogFor(requested);
  const asked = requested?.trim() || '';
  const shown = asked && languageOf(asked) === languageOf(catalog) ? asked : catalog;
  const guest = asked || catalog;
  const intl = intlTag(shown);
  return { catalog, guest, intl, lang: withoutExtensions(intl), dir: isRightToLeft(guest) ? 'rtl' : 'ltr' };
}

/**
 * The business's language the language picker shows chosen: the one of the guest's language (`he_IL`
 * for a guest reading `he`), else the first; empty without languages.
 */
export function pickedLanguage(languages: readonly string[], guest: string): string {
  return languages.find((language) => languageOf(language) === languageOf(guest)) ?? languages[0] ?? '';
}

/** The default locale. */
export const DEFAULT_LOCALE = 'en_US';

/** Right-to-left languages. */
export const RTL_LANGUAGES: readonly string[] = ['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yi'];

/** The bare language of a locale: `he_IL`, `he-IL`, `HE` -> `he`. */
export function languageOf(locale: string): string {
  return (locale.trim().split(/[-_]/)[0] ?? '').toLowerCase();
}

/** True when the locale's language is written right to left, whatever its region suffix. */
export function isRightToLeft(locale: string): boolean {
  return RTL_LANGUAGES.includes(languageOf(locale));
}

/**
 * Normalizes a locale to the platform's `xx_CC` form (member language is `xx_CC`), or a bare
 * lower-case language when no region is given: `en-us` -> `en_US`, `HE` -> `he`, `zh-Hant-TW` -> `zh_TW`.
 * Empty or unusable input gives {@link DEFAULT_LOCALE}.
 */
export function normalizeLocale(input: string | null | undefined): string {
  const parts = (input ?? '')
    .trim()
    .split(/[-_.@]/)
    .filter(Boolean);
  const language = parts[0]?.toLowerCase() ?? '';
  if (!/^[a-z]{2,3}$/.test(language)) return DEFAULT_LOCALE;
  // The region is the first 2-letter or 3-digit subtag after the language (skipping a script like Hant).
  const region = parts.slice(1).find((part) => /^([a-z]{2}|\d{3})$/i.test(part));
  return region ? `${language}_${region.toUpperCase()}` : language;
}

/**
 * Picks the best supported locale for a requested one: an exact `xx_CC` match, else the first
 * supported locale with the same language, else `fallback`.
 */
export function matchLocale(requested: string | null | undefined, supported: readonly string[], fallback = DEFAULT_LOCALE): string {
  if (!requested) return fallback;
  const wanted = normalizeLocale(requested);
  const normalized = supported.map((locale) => [normalizeLocale(locale), locale] as const);
  const exact = normalized.find(([n]) => n === wanted);
  if (exact) return exact[1];
  const sameLanguage = normalized.find(([n]) => languageOf(n) === languageOf(wanted));
  return sameLanguage ? sameLanguage[1] : fallback;
}

/**
 * Languages whose page, when no region is given, uses its script's own digits. Current CLDR data (as
 * in Node 20 and today's Chromium) formats a bare `ar` with Latin digits, as the Maghreb does; our
 * Arabic catalog is written with the Arabic-Indic digits of Egypt, Saudi Arabia and the Levant
 * (`ar-SA` and `ar-EG` get them from CLDR too), so a bare `ar` asks for them. A region decides when given.
 */
const NATIVE_DIGITS_OF_BARE_LANGUAGE: Readonly<Record<string, string>> = { ar: 'arab' };

/**
 * The BCP 47 tag `Intl` formats `locale` with (dates, times, numbers, money digits): `he_IL` -> `he-IL`,
 * `ar_MA` -> `ar-MA` (Latin digits, as CLDR has it), a bare `ar` -> `ar-u-nu-arab` (Arabic-Indic digits).
 * A tag that already names a numbering system (`-u-nu-`) is kept as given.
 */
export function intlTag(locale: string): string {
  const tag = locale.trim().replace(/_/g, '-');
  const digits = NATIVE_DIGITS_OF_BARE_LANGUAGE[tag.toLowerCase()];
  return digits ? `${tag}-u-nu-${digits}` : tag;
}

/** `tag` without its Unicode extension (`ar-u-nu-arab` -> `ar`): what a `lang` attribute names. */
export function withoutExtensions(tag: string): string {
  return tag.replace(/-u(-[a-z0-9]{2,8})+$/i, '');
}

/** The country a bare language is saved with in a member's metadata: the language's main country. */
const MAIN_COUNTRY_OF_LANGUAGE: Readonly<Record<string, string>> = {
  en: 'US',
  he: 'IL',
  ar: 'SA',
  fa: 'IR',
  ur: 'PK',
  yi: 'IL',
  ja: 'JP',
  ko: 'KR',
  zh: 'CN',
  el: 'GR',
  cs: 'CZ',
  da: 'DK',
  sv: 'SE',
  uk: 'UA',
  hi: 'IN',
  vi: 'VN',
};

/**
 * A locale as a user's metadata keeps it, always `xx_CC`: `he` -> `he_IL`, `en` -> `en_US`,
 * `en-GB` -> `en_GB`. A bare language takes its main country (or its own code upper-cased, `fr` -> `fr_FR`).
 */
export function metadataLocale(locale: string): string {
  const normalized = normalizeLocale(locale);
  if (normalized.includes('_')) return normalized;
  return `${normalized}_${MAIN_COUNTRY_OF_LANGUAGE[normalized] ?? normalized.toUpperCase()}`;
}

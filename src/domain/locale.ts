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
  const parts = (input ?? '').trim().split(/[-_.@]/).filter(Boolean);
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

/** The country a bare language is saved with in a member's metadata: the language's main country. */
const MAIN_COUNTRY_OF_LANGUAGE: Readonly<Record<string, string>> = {
  en: 'US', he: 'IL', ar: 'SA', fa: 'IR', ur: 'PK', yi: 'IL', ja: 'JP', ko: 'KR', zh: 'CN', el: 'GR', cs: 'CZ', da: 'DK', sv: 'SE',
  uk: 'UA', hi: 'IN', vi: 'VN',
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

/**
 * Digits in the guest's numbering system, and back. Arabic pages (`ar`, `ar-SA`, `ar-EG`) write
 * numbers with Arabic-Indic digits (٠١٢٣), Persian with extended ones (۰۱۲۳); the platform, the
 * validators and every request speak Latin digits. So what is shown goes through {@link localizeDigits}
 * and what a guest types goes through {@link toLatinDigits}.
 */

/** The ten digits of `locale`'s default numbering system, or null when it writes Latin digits. */
const digitsCache = new Map<string, readonly string[] | null>();

/**
 * Languages every locale of which writes Latin digits by default (CLDR's default numbering system;
 * `digits.test.ts` checks each against `Intl`). They are answered without an `Intl.NumberFormat`: the
 * first one a page builds loads its locale's number data, ~140 ms of a 4x-throttled phone's main
 * thread, right in front of the first prices it shows. A `-u-nu-` extension still goes to `Intl`.
 */
export const LATIN_DIGIT_LANGUAGES: ReadonlySet<string> = new Set([
  'en',
  'fr',
  'de',
  'es',
  'it',
  'he',
  'zh',
  'pt',
  'nl',
  'ja',
  'ko',
  'ru',
  'pl',
  'tr',
  'sv',
  'da',
  'nb',
  'fi',
  'el',
  'cs',
  'uk',
]);

function digitsOf(locale: string): readonly string[] | null {
  if (!/-u-/i.test(locale) && LATIN_DIGIT_LANGUAGES.has(locale.split(/[-_]/)[0]!.toLowerCase())) return null;
  let digits = digitsCache.get(locale);
  if (digits === undefined) {
    let format: Intl.NumberFormat;
    try {
      format = new Intl.NumberFormat(locale, { useGrouping: false });
    } catch {
      format = new Intl.NumberFormat('en-US', { useGrouping: false });
    }
    digits = format.resolvedOptions().numberingSystem === 'latn' ? null : Array.from({ length: 10 }, (_, n) => format.format(n));
    digitsCache.set(locale, digits);
  }
  return digits;
}

/**
 * `text` with its Latin digits written in `locale`'s own digits: `localizeDigits('12.50', 'ar-SA')`
 * gives `'١٢.٥٠'`; Latin-digit locales (`en-US`, `ar-MA`, `zh-CN`) get `text` unchanged.
 */
export function localizeDigits(text: string, locale: string | undefined): string {
  const digits = locale ? digitsOf(locale) : null;
  return digits ? text.replace(/[0-9]/g, (digit) => digits[Number(digit)] ?? digit) : text;
}

/**
 * `text` with every decimal digit of any script (Arabic-Indic ٣, Persian ۳, Devanagari ३, full-width ３)
 * turned into its Latin digit; anything else is kept. What a guest types into a phone, room or table
 * field goes through it, so validators and the platform only ever see `0-9`.
 */
export function toLatinDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0) ?? 0;
    // Unicode lays every decimal digit set out as ten consecutive code points, zero first, and runs
    // of sets (the mathematical digits) are whole sets: the distance from the run's start, mod 10.
    let start = code;
    while (start > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
    return String((code - start) % 10);
  });
}

const DECIMAL_DIGIT = /^\p{Nd}$/u;

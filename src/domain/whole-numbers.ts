/**
 * Whole numbers (calories, counts) written exactly as `Intl.NumberFormat(locale).format(n)` writes
 * them, which is what Lingui's `i18n.number` shows, but without building that formatter where the
 * answer is known: the first `Intl.NumberFormat` a page builds loads its locale's number data (~140 ms
 * of a 4x-throttled phone's main thread, see `./digits.ts`), which the loader's first paint must not
 * spend in front of the menu.
 */
import { LATIN_DIGIT_LANGUAGES } from './digits';

/**
 * How our catalogs' languages group thousands, in CLDR as `Intl` has it: the region the rule is
 * checked for (a bare language or that region use it; other regions may group otherwise, `de-CH`
 * writes 1'250), the separator, and the fewest digits a number must have in front of the first
 * separator (2: Spanish and Italian write 1250 but 12.500). `whole-numbers.test.ts` checks each against `Intl`.
 */
const GROUPING: Readonly<Record<string, readonly [region: string, separator: string, minimumDigits: number]>> = {
  en: ['US', ',', 1],
  es: ['ES', '.', 2],
  fr: ['FR', '\u202f', 1],
  de: ['DE', '.', 1],
  it: ['IT', '.', 2],
  he: ['IL', ',', 1],
  zh: ['CN', ',', 1],
};

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * `value` as `new Intl.NumberFormat(locale).format(value)` writes it (`locale` a BCP 47 tag such as
 * `intlLocale(i18n)` or `shownLocale(…).intl`): `formatWholeNumber(1250, 'en-US') === '1,250'`,
 * `formatWholeNumber(1250, 'ar-u-nu-arab') === '١٬٢٥٠'`. Answered without `Intl` for a non-negative
 * whole number below 1000 in a language written with Latin digits, and for any non-negative whole
 * number in our catalogs' own locales (`en-US`, `he`, `fr-FR`, …); anything else asks `Intl` (one
 * formatter per locale, kept). Throws as `Intl` does on a malformed tag.
 */
export function formatWholeNumber(value: number, locale: string): string {
  if (Number.isSafeInteger(value) && (value > 0 || Object.is(value, 0)) && !/-u-/i.test(locale)) {
    const [, language = '', region] = /^([a-z]{2,3})(?:-([a-z]{2}))?$/i.exec(locale) ?? [];
    const digits = String(value);
    const rule = GROUPING[language.toLowerCase()];
    if (rule && (!region || region.toUpperCase() === rule[0])) {
      return digits.length < 3 + rule[2] ? digits : digits.replace(/\B(?=(\d{3})+$)/g, rule[1]);
    }
    if (value < 1000 && LATIN_DIGIT_LANGUAGES.has(locale.split('-')[0]!.toLowerCase())) return digits;
  }
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formatters.set(locale, format);
  }
  return format.format(value);
}

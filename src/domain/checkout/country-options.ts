import { isolateLtr } from '../bidi';
import type { PhoneCountry } from './phone';

/** One choice of the phone's country: the lower-case ISO code and what the guest reads. */
export interface CountryOption {
  value: string;
  label: string;
}

/** `en_US` -> `en-US` (what `Intl` accepts); anything Intl refuses falls back to English. */
function bcp47(locale: string): string {
  const tag = locale.replace('_', '-');
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/**
 * The phone country choices in the guest's language, sorted by name: "Israel (+972)", the dial code
 * isolated left to right in a right-to-left language (else Hebrew shows "(972+)"). The names come
 * from the browser's `Intl.DisplayNames`, so every locale reads them in its own language; a country the
 * browser cannot name shows its code. Before the list is loaded, the current country alone is offered.
 */
export function countryOptions(countries: readonly PhoneCountry[], current: string, locale: string): CountryOption[] {
  const language = bcp47(locale);
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  } catch {
    names = null;
  }
  const nameOf = (code: string) => names?.of(code.toUpperCase()) ?? code.toUpperCase();
  const list = countries.length ? countries : current ? [{ code: current, dialCode: '' }] : [];
  const options = list.map((country) => ({
    value: country.code,
    label: country.dialCode ? `${nameOf(country.code)} (${isolateLtr(country.dialCode, locale)})` : nameOf(country.code),
  }));
  const collator = new Intl.Collator(language);
  return options.sort((a, b) => collator.compare(a.label, b.label));
}

import { getCountries, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { cleanPhone, type PhoneCheck } from './phone-text';

/**
 * Country-aware phone rules with libphonenumber-js and its `min` metadata. This module is
 * a lazy chunk: import it only with `import()` (see `loadPhoneRules` in `./index`), never from code
 * the first screen or the menu loads statically (team brief: libphonenumber-js stays behind `import()`).
 */

export { cleanPhone, checkoutPhone, type PhoneCheck } from './phone-text';

/** The ISO 3166 alpha-2 code libphonenumber-js knows (`'il' -> 'IL'`), or null. */
function countryCode(country: string | null | undefined): CountryCode | null {
  const code = (country ?? '').trim().toUpperCase();
  return code && isSupportedCountry(code) ? code : null;
}

/** The country's dial code with a plus (`'us' -> '+1'`, `'IL' -> '+972'`), or null for an unknown country. */
export function dialCode(country: string | null | undefined): string | null {
  const code = countryCode(country);
  return code ? `+${getCountryCallingCode(code)}` : null;
}

/** A country the phone field offers: ISO alpha-2 in lower case (as the platform gives it) and its dial code. */
export interface PhoneCountry {
  code: string;
  dialCode: string;
}

/** Every country libphonenumber-js has rules for, with its dial code (`{ code: 'il', dialCode: '+972' }`). */
export function phoneCountries(): PhoneCountry[] {
  return getCountries().map((code) => ({ code: code.toLowerCase(), dialCode: `+${getCountryCallingCode(code)}` }));
}

/** Whether the cleaned text is empty or only a dial code (the selected country's, or any `+code`). */
function isBareDialCode(cleaned: string, country: CountryCode | null): boolean {
  if (cleaned === '' || cleaned === '+') return true;
  const digits = cleaned.replace(/^\+/, '');
  if (country && digits === getCountryCallingCode(country)) return true;
  return cleaned.startsWith('+') && digits.length <= 3;
}

/** The parsed number: `+…` as an international number, anything else as a number of `country`. */
function parse(cleaned: string, country: CountryCode | null) {
  if (cleaned.startsWith('+')) return parsePhoneNumberFromString(cleaned);
  return country ? parsePhoneNumberFromString(cleaned, country) : undefined;
}

/**
 * The phone must be valid for the selected country (`country`, ISO alpha-2 in any case);
 * when it is not required, an empty value or the bare dial code is accepted. Missing while required
 * gives `'required'`. A number typed with `+` is judged by its own dial code (the guest chose the
 * country by typing it); one without is judged as a national number of `country`.
 */
export function validatePhone(value: string, country: string | null, required: boolean): PhoneCheck {
  const cleaned = cleanPhone(value.trim());
  const code = countryCode(country);
  if (isBareDialCode(cleaned, code)) return required ? 'required' : 'ok';
  if (!/^\+?\d+$/.test(cleaned)) return 'invalid';
  return parse(cleaned, code)?.isValid() ? 'ok' : 'invalid';
}

/** The number in E.164 (`'212-555-0100', 'us' -> '+12125550100'`), or null when it is not a valid number. */
export function phoneToE164(value: string, country: string | null): string | null {
  const cleaned = cleanPhone(value.trim());
  if (!/^\+?\d+$/.test(cleaned)) return null;
  const parsed = parse(cleaned, countryCode(country));
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * Phone text rules that need no phone metadata, so the checkout store can use them without pulling
 * libphonenumber-js into its chunk. The country-aware check lives in `./phone` (a lazy chunk).
 */
import { toLatinDigits } from '../digits';

/** The outcome of a phone check: fine, missing while required, or not a valid number. */
export type PhoneCheck = 'ok' | 'required' | 'invalid';

/** A phone check as `validateCheckoutForm` calls it; `validatePhone` of `./phone` is the real one. */
export type PhoneValidator = (value: string, country: string | null, required: boolean) => PhoneCheck;

/**
 * Phone numbers are cleaned of dashes, spaces and `#` (and, as the walking skeleton did,
 * parentheses): `'(212) 555-0100 #' -> '2125550100'`. Digits of any script become Latin ones
 * (`'٠٥٠ ١٢٣'` -> `'050123'`): an Arabic keyboard types Arabic-Indic digits.
 */
export function cleanPhone(phone: string): string {
  return toLatinDigits(phone).replace(/[-\s#()]/g, '');
}

/**
 * The phone to post at checkout: cleaned, or null when empty or only a dial code (`+1`, `972`):
 * Accepts "an empty value or the bare dial code" for an optional phone, and neither is a number.
 */
export function checkoutPhone(phone: string): string | null {
  const cleaned = cleanPhone(phone.trim());
  return /^\+?\d{0,3}$/.test(cleaned) ? null : cleaned;
}

/**
 * A metadata-free stand-in for `validatePhone` until `./phone` has loaded: empty or a bare `+code`
 * counts as empty; otherwise 7 to 15 digits with an optional `+` (the E.164 length range).
 */
export const basicPhoneCheck: PhoneValidator = (value, _country, required) => {
  const cleaned = cleanPhone(value.trim());
  if (/^\+?$/.test(cleaned) || /^\+\d{1,3}$/.test(cleaned)) return required ? 'required' : 'ok';
  return /^\+?\d{7,15}$/.test(cleaned) ? 'ok' : 'invalid';
};

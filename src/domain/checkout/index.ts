/**
 * Pure checkout rules: fields and their validation, payment options, tips,
 * the order summary rows and comment helpers.
 *
 * The country-aware phone check (`./phone`, libphonenumber-js) is NOT re-exported: it is a lazy chunk.
 * Load it with `loadPhoneRules()` when the checkout opens and pass its `validatePhone` to
 * `validateCheckoutForm(values, fields, { country, validatePhone })`.
 */
export {
  checkoutFields,
  guestCountChoices,
  validateCheckoutForm,
  GUEST_COUNT_MAX,
  GUEST_COUNT_MIN,
  type CheckoutFormValues,
  type FieldProblem,
  type FieldSpec,
  type ValidateOptions,
} from './fields';
export {
  chooserDisabled,
  defaultPayment,
  normalizePaymentType,
  payInPersonType,
  paymentOptions,
  type PaymentDevice,
  type PaymentOption,
  type PaymentType,
} from './payments';
export { customTipValue, DECIMAL_INPUT_MAX_LENGTH, parseDecimalInput, tipAmount, tipAvailable, type TipChoice } from './tip';
export { summaryLines, type SummaryLine } from './summary';
export { commentCounter, encodeLineComment, truncateComment, type CommentCounter } from './comments';
export { basicPhoneCheck, checkoutPhone, cleanPhone, type PhoneCheck, type PhoneValidator } from './phone-text';

/** Loads the libphonenumber-js phone rules (`validatePhone`, `dialCode`, `phoneCountries`, `phoneToE164`) as a lazy chunk. */
export function loadPhoneRules(): Promise<typeof import('./phone')> {
  return import('./phone');
}
export type { PhoneCountry } from './phone';
export { countryOptions, type CountryOption } from './country-options';

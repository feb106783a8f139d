import type { CheckoutFieldName, CheckoutFieldSetting, Experience } from '../types';
import { normalizePaymentType } from './payments';
import { basicPhoneCheck, type PhoneValidator } from './phone-text';
import { EMAIL_PATTERN } from '../email';

/** One checkout form field for the chosen payment type (per-field UI settings). */
export interface FieldSpec {
  name: CheckoutFieldName;
  required: boolean;
  /** Read-only when `editable` is false. */
  readOnly: boolean;
  type: CheckoutFieldSetting['type'];
  /** A number's bounds for `number` fields; the length bounds for text and email fields. */
  min: number | null;
  max: number | null;
  /** The business's own label, or null for the SDK's. */
  label: string | null;
}

/**
 * Why a field is not accepted; the UI maps each code to a Lingui message.
 * - `required`: empty (or only a dial code for the phone) while required.
 * - `invalidName`: a first or last name with characters other than letters, spaces, `'`, `-`, `.`.
 * - `email`: not an email (profile.emailValidationError.invalidEmail).
 * - `phone`: not a valid number for the selected country.
 * - `number`: a number field that is not a number.
 * - `belowMin` / `aboveMax`: a number outside the setting's min / max.
 * - `tooShort` / `tooLong`: text shorter than min / longer than max characters (comments: over the limit).
 * - `roomNumber`: a room number without a digit (the room number disclaimer).
 * - `greaterThanZero`: a table number of 0 or less.
 * - `guestCount`: not a whole number from 1 to 10.
 * - `terms`: terms and privacy policy not accepted.
 */
export type FieldProblem =
  | 'required'
  | 'invalidName'
  | 'email'
  | 'phone'
  | 'number'
  | 'belowMin'
  | 'aboveMax'
  | 'tooShort'
  | 'tooLong'
  | 'roomNumber'
  | 'greaterThanZero'
  | 'guestCount'
  | 'terms'
  /** The reservation lookup matched no room and last name (set by the checkout, not by the form's own checks). */
  | 'room-not-found';

/** The form values `validateCheckoutForm` reads; the store's values type (with more keys) fits. */
export interface CheckoutFormValues {
  firstName?: string;
  lastName?: string;
  phone?: string;
  email?: string;
  roomNumber?: string;
  tableNumber?: string;
  guestCount?: string;
  comments?: string;
  terms?: boolean;
}

/** Options of `validateCheckoutForm`. */
export interface ValidateOptions {
  /** The phone's country (ISO 3166 alpha-2, any case). */
  country: string | null;
  /**
   * The country-aware phone check: `validatePhone` from `./phone`, loaded lazily with `loadPhoneRules()`.
   * Until it is passed a metadata-free check (7-15 digits) stands in.
   */
  validatePhone?: PhoneValidator;
}

/** Guest count choices 1 to 10. */
export const GUEST_COUNT_MIN = 1;
export const GUEST_COUNT_MAX = 10;

/** Field order on the form: who, how to reach them, where, then the rest (coupons and tip are drawn apart). */
const ORDER: readonly CheckoutFieldName[] = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'roomNumber',
  'tableNumber',
  'guestCount',
  'comments',
  'coupons',
  'tip',
];

/**
 * The guest's own details are always asked (a checkout posts first and last name): these are their
 * settings when the experience gives none, as the walking skeleton had them (names and phone required).
 */
const BASE_DEFAULTS: Partial<Record<CheckoutFieldName, CheckoutFieldSetting>> = {
  firstName: { required: true, editable: true, type: 'text', min: null, max: null, label: null, showWithPaymentTypes: null },
  lastName: { required: true, editable: true, type: 'text', min: null, max: null, label: null, showWithPaymentTypes: null },
  phone: { required: true, editable: true, type: 'phone', min: null, max: null, label: null, showWithPaymentTypes: null },
  email: { required: false, editable: true, type: 'email', min: null, max: null, label: null, showWithPaymentTypes: null },
};

const ROOM_NUMBER_DEFAULT: CheckoutFieldSetting = {
  required: true,
  editable: true,
  type: 'text',
  min: null,
  max: null,
  label: null,
  showWithPaymentTypes: null,
};

/** Whether a setting shows for the payment type: no list (or an empty one) means every type. */
function shownFor(setting: CheckoutFieldSetting, paymentType: string | null): boolean {
  const list = setting.showWithPaymentTypes;
  if (!list || list.length === 0) return true;
  if (paymentType === null) return false;
  const wanted = normalizePaymentType(paymentType) ?? paymentType.trim().toUpperCase();
  return list.some((entry) => (normalizePaymentType(entry) ?? entry.trim().toUpperCase()) === wanted);
}

/**
 * The checkout fields for the experience and the chosen payment type, in form order:
 * first name, last name, phone, email (always; defaults when unset), then room number, table number,
 * guest count, comments, coupons, tip when the experience sets them. A field limited by
 * `show_with_payment_type` shows only for those types. A room charge (ROOM) always asks the room
 * number and the last name, both required (a room charge needs both),
 * and so does a delivery to the room, whatever the payment: the room is looked up by both.
 */
export function checkoutFields(experience: Experience, paymentType: string | null, delivery: 'ROOM' | 'PICK_UP' | null = null): FieldSpec[] {
  const roomCharge = (paymentType !== null && normalizePaymentType(paymentType) === 'ROOM') || (delivery === 'ROOM' && experience.deliveries.includes('ROOM'));
  const fields: FieldSpec[] = [];
  for (const name of ORDER) {
    const configured = experience.checkoutFields[name];
    let setting = configured ?? BASE_DEFAULTS[name];
    if (roomCharge && name === 'roomNumber') setting = configured ? { ...configured, showWithPaymentTypes: null } : ROOM_NUMBER_DEFAULT;
    if (!setting || !shownFor(setting, paymentType)) continue;
    const forced = roomCharge && (name === 'roomNumber' || name === 'lastName');
    fields.push({
      name,
      required: setting.required || forced,
      readOnly: !setting.editable,
      type: setting.type,
      min: setting.min,
      max: setting.max,
      label: setting.label?.trim() ? setting.label : null,
    });
  }
  return fields;
}

// Letters of any script and spaces as the skeleton allowed, plus the apostrophes, hyphens and dots of real names.
const NAME = /^[\p{L}\p{M} '’.-]+$/u;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** The first problem of one non-empty, trimmed value, or null. */
function problemOf(field: FieldSpec, text: string): FieldProblem | null {
  const { name, type, min, max } = field;
  if ((name === 'firstName' || name === 'lastName') && !NAME.test(text)) return 'invalidName';
  if ((type === 'email' || name === 'email') && !EMAIL_PATTERN.test(text)) return 'email';
  if (name === 'roomNumber' && !/\d/.test(text)) return 'roomNumber';
  if (name === 'guestCount') {
    const count = Number(text);
    if (!/^\d+$/.test(text) || count < GUEST_COUNT_MIN || count > GUEST_COUNT_MAX) return 'guestCount';
  }
  const numeric = NUMBER.test(text);
  if (type === 'number' && !numeric) return 'number';
  if (name === 'tableNumber' && numeric && Number(text) <= 0) return 'greaterThanZero';
  if (type === 'number') {
    const value = Number(text);
    if (min !== null && value < min) return 'belowMin';
    if (max !== null && value > max) return 'aboveMax';
    return null;
  }
  if (type === 'phone' || name === 'phone') return null;
  if (min !== null && text.length < min) return 'tooShort';
  if (max !== null && text.length > max) return 'tooLong';
  return null;
}

/**
 * Validates the form against the shown fields; an empty result means valid. Text is
 * trimmed; a required field that is empty is `required`; an empty optional one is fine. Phones go
 * through `options.validatePhone` (an optional phone may be empty or the bare dial code). Coupons and
 * tip are not form text (their own flows check them) and are skipped. The terms must be accepted.
 * Show the result only after the first submit attempt (the store's job).
 */
export function validateCheckoutForm(values: CheckoutFormValues, fields: readonly FieldSpec[], options: ValidateOptions): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  const checkPhone = options.validatePhone ?? basicPhoneCheck;
  for (const field of fields) {
    if (field.name === 'coupons' || field.name === 'tip') continue;
    const raw = values[field.name as keyof CheckoutFormValues];
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (field.name === 'phone' || field.type === 'phone') {
      const check = checkPhone(text, options.country, field.required);
      if (check !== 'ok') problems[field.name] = check === 'required' ? 'required' : 'phone';
      continue;
    }
    if (!text) {
      if (field.required) problems[field.name] = 'required';
      continue;
    }
    const problem = problemOf(field, text);
    if (problem) problems[field.name] = problem;
  }
  if (values.terms !== true) problems.terms = 'terms';
  return problems;
}

/** The guest count choices (1 to 10), narrowed by the field's min and max when set. */
export function guestCountChoices(field?: Pick<FieldSpec, 'min' | 'max'> | null): number[] {
  const low = Math.max(GUEST_COUNT_MIN, Math.ceil(field?.min ?? GUEST_COUNT_MIN));
  const high = Math.min(GUEST_COUNT_MAX, Math.floor(field?.max ?? GUEST_COUNT_MAX));
  const choices: number[] = [];
  for (let count = low; count <= high; count += 1) choices.push(count);
  return choices;
}

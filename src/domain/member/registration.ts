/**
 * The registration form's rules, pure: the phone key filter and cleaning, names, email, date of
 * birth, the 6-digit code, privacy consent and the marketing choice. Each validator answers null
 * (valid) or the reason, which the screen turns into its message.
 */
import { cleanPhone } from '../checkout/phone-text';
import { EMAIL_PATTERN } from '../email';

/** Why a field is refused. */
export type FieldProblem = 'required' | 'invalid';

/** Keys a phone input accepts besides digits: editing and moving, never other characters. */
const PHONE_EDIT_KEYS: ReadonlySet<string> = new Set(['Backspace', 'Tab', 'ArrowLeft', 'ArrowRight', 'Delete']);

/**
 * Whether a key press may reach the phone input: digits, backspace, tab, left and right arrows
 * and delete. Shortcuts with Ctrl or Cmd (copy, paste, select all) pass too: they type no
 * character, and whatever is pasted is cleaned by `cleanPhone`.
 */
export function isPhoneKeyAllowed(event: { key: string; ctrlKey?: boolean; metaKey?: boolean }): boolean {
  if (event.ctrlKey || event.metaKey) return true;
  return /^[0-9]$/.test(event.key) || PHONE_EDIT_KEYS.has(event.key);
}

/** The registration phone needs at least this many characters (the dial code included). */
export const MIN_PHONE_LENGTH = 10;

/**
 * The registration phone (international, dial code included): required, at least 10 characters
 * once cleaned. Validity for the chosen country is checked by the phone library beside it.
 */
export function validateRegistrationPhone(phone: string): FieldProblem | null {
  const cleaned = cleanPhone(phone).replace(/^\+/, '');
  if (!cleaned) return 'required';
  return cleaned.length >= MIN_PHONE_LENGTH && /^\d+$/.test(cleaned) ? null : 'invalid';
}

/** The SMS code: required, exactly 6 digits. */
export function validateVerificationCode(code: string): FieldProblem | null {
  const trimmed = code.trim();
  if (!trimmed) return 'required';
  return /^\d{6}$/.test(trimmed) ? null : 'invalid';
}

/** A first or last name: required, letters (any script) and spaces only. */
export function validateName(name: string): FieldProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  return /^[\p{L}\p{M} ]+$/u.test(trimmed) ? null : 'invalid';
}

/** A text-only field keeps letters and spaces, nothing else. */
export function lettersAndSpacesOnly(value: string): string {
  return value.replace(/[^\p{L}\p{M} ]/gu, '');
}

/**
 * A member's first or last name (registration and profile) as it is typed or pasted: letters and
 * spaces only, the rest dropped at once rather than refused at submit. Other fields pass unchanged.
 */
export function asTypedMemberField<T>(field: string, value: T): T {
  return (field === 'firstName' || field === 'lastName') && typeof value === 'string' ? (lettersAndSpacesOnly(value) as T) : value;
}

/** An email: required and of the pattern every form uses. */
export function validateEmail(email: string): FieldProblem | null {
  const trimmed = email.trim();
  if (!trimmed) return 'required';
  return EMAIL_PATTERN.test(trimmed) ? null : 'invalid';
}

/** The first year a date of birth may have. */
export const FIRST_BIRTH_YEAR = 1920;

/** A calendar date. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Reads `dd/MM/yyyy` (the picker's format) into a real calendar date, or null. */
export function parseDayMonthYear(text: string): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** `dd/MM/yyyy` of a date (the picker's format). */
export function formatDayMonthYear(date: CalendarDate): string {
  return `${pad(date.day)}/${pad(date.month)}/${date.year}`;
}

/** The platform's birth date format, YYYY-MM-DD. */
export function toApiBirthDate(date: CalendarDate): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** The picker's `dd/MM/yyyy` of a platform birth date (YYYY-MM-DD); '' for none or one that is no date. */
export function fromApiBirthDate(text: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text?.trim() ?? '');
  if (!match) return '';
  const date = parseDayMonthYear(`${match[3]}/${match[2]}/${match[1]}`);
  return date ? formatDayMonthYear(date) : '';
}

/**
 * The youngest age a member may register with: the legal age of the widget's age check, so a member's
 * birth year never says they could not order what that check guards.
 */
export const MEMBER_MIN_AGE = 18;

/**
 * Years the picker offers, newest first: from the latest year a guest of {@link MEMBER_MIN_AGE} can be
 * born in (this year minus 18: born on 1 January of it, they are 18 today) down to 1920. Never a year in
 * the future, which no guest is born in.
 */
export function birthYears(today: CalendarDate): number[] {
  const years: number[] = [];
  for (let year = today.year - MEMBER_MIN_AGE; year >= FIRST_BIRTH_YEAR; year--) years.push(year);
  return years;
}

/**
 * A date of birth (`dd/MM/yyyy`): may be left empty; otherwise a real date, in the years 1920 to
 * next year, and not after `today` (the guest's local date).
 */
export function validateBirthDate(text: string, today: CalendarDate): 'invalid' | null {
  if (!text.trim()) return null;
  const date = parseDayMonthYear(text);
  if (!date) return 'invalid';
  if (date.year < FIRST_BIRTH_YEAR || date.year > today.year + 1) return 'invalid';
  const key = (d: CalendarDate) => d.year * 10_000 + d.month * 100 + d.day;
  return key(date) > key(today) ? 'invalid' : null;
}

/** The privacy consent must be given. */
export function validatePrivacyConsent(checked: boolean): 'required' | null {
  return checked ? null : 'required';
}

/** The marketing opt-in or opt-out must be chosen (null: not chosen yet). */
export function validateMarketingChoice(choice: boolean | null): 'required' | null {
  return choice === null ? 'required' : null;
}

/** The profile step's values, as typed. */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  birthDate: string;
  privacyConsent: boolean;
  optinMarketing: boolean | null;
}

/** Every problem of the profile step, by field; empty when it may be sent. */
export function validateProfile(values: ProfileValues, today: CalendarDate): Partial<Record<keyof ProfileValues, FieldProblem>> {
  const problems: Partial<Record<keyof ProfileValues, FieldProblem>> = {};
  const set = (field: keyof ProfileValues, problem: FieldProblem | null) => {
    if (problem) problems[field] = problem;
  };
  set('firstName', validateName(values.firstName));
  set('lastName', validateName(values.lastName));
  set('birthDate', validateBirthDate(values.birthDate, today));
  set('privacyConsent', validatePrivacyConsent(values.privacyConsent));
  set('optinMarketing', validateMarketingChoice(values.optinMarketing));
  return problems;
}

/** The registration's steps, in order. */
export type RegistrationStep = 'phone' | 'code' | 'email' | 'details';

/** Answers of the verified-token login that send registration on to the email step. */
export const EMAIL_STEP_CODES: readonly number[] = [1, 1009];

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

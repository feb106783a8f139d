import { atom, type ReadableAtom } from 'nanostores';
import { hasErrorCode, isCancellation, type MemberApi } from '../../api';
import { cleanPhone, loadPhoneRules, type PhoneCountry } from '../../domain/checkout';
import { metadataLocale } from '../../domain/locale';
import {
  asTypedMemberField,
  parseDayMonthYear,
  toApiBirthDate,
  validateEmail,
  validateProfile,
  validateRegistrationPhone,
  validateVerificationCode,
  type CalendarDate,
  type ProfileValues,
  type RegistrationStep,
} from '../../domain/member/registration';
import type { SessionTokens } from '../../domain/session';

/**
 * Why a registration field or step is refused. `locked` (code 9999: too many wrong codes) is not
 * shown under the field; the guest asks for a new code, which is offered at once.
 */
export type RegistrationProblem = 'required' | 'invalid' | 'expired' | 'locked' | 'captcha' | 'email-exists' | 'failed';

/** Everything the four steps ask for. */
export interface RegistrationValues extends ProfileValues {
  /** Lower-case ISO alpha-2 of the phone. */
  country: string;
  phone: string;
  code: string;
  email: string;
}

/** Problems by field; `form` is the step's own (captcha, a failed call). */
export type RegistrationProblems = Partial<Record<keyof RegistrationValues | 'form', RegistrationProblem>>;

/** How long after a code is sent the guest may ask for another. */
export const RESEND_COOL_DOWN_MS = 30_000;

/** What the registration needs from outside: the member calls, the session, the clock. */
export interface RegistrationDeps {
  members: MemberApi;
  /** The locale shown; saved to the new member's metadata as xx_CC. */
  locale(): string;
  now(): Date;
  /** The phone's country to start with (the checkout's, or the geocoded one). */
  initialCountry: string;
  /** Keeps the member's tokens and loads the member (the user session's `signIn`). */
  signIn(tokens: SessionTokens, method: 'sms-code' | 'registration'): Promise<unknown>;
  /** Closes the registration and runs its stored callback. */
  complete(): void;
}

/** The registration form: four steps, their values and problems, and the calls between them. */
export interface RegistrationStore {
  readonly $step: ReadableAtom<RegistrationStep>;
  readonly $values: ReadableAtom<RegistrationValues>;
  readonly $problems: ReadableAtom<RegistrationProblems>;
  readonly $busy: ReadableAtom<boolean>;
  /** When a new code may be asked for (epoch ms); 0 before any code was sent. */
  readonly $resendAt: ReadableAtom<number>;
  /** Countries the phone may be of; empty until the phone rules loaded. */
  readonly $countries: ReadableAtom<PhoneCountry[]>;
  set<K extends keyof RegistrationValues>(field: K, value: RegistrationValues[K]): void;
  /** Step 1: sends the code to the phone (with a captcha where the business asks for one). */
  submitPhone(): Promise<void>;
  /** Step 2: checks the code; logs the member in, or goes on to the email (codes 1 and 1009). */
  submitCode(): Promise<void>;
  /** Sends a new code once the cool-down passed. */
  resendCode(): Promise<void>;
  /** Step 3: the email, when no member has it yet. */
  submitEmail(): Promise<void>;
  /** Step 4: registers the member with the profile and logs them in. */
  submitDetails(): Promise<void>;
  /** One step back; the fields of the step left are cleared. */
  back(): void;
}

const STEPS: readonly RegistrationStep[] = ['phone', 'code', 'email', 'details'];
/** The fields each step owns (cleared when the guest steps back from it). */
const STEP_FIELDS: Record<RegistrationStep, (keyof RegistrationValues)[]> = {
  phone: ['phone'],
  code: ['code'],
  email: ['email'],
  details: ['firstName', 'lastName', 'birthDate', 'privacyConsent', 'optinMarketing'],
};

/** Creates the registration form. */
export function createRegistrationStore(deps: RegistrationDeps): RegistrationStore {
  const empty = (): RegistrationValues => ({
    country: deps.initialCountry,
    phone: '',
    code: '',
    email: '',
    firstName: '',
    lastName: '',
    birthDate: '',
    privacyConsent: false,
    optinMarketing: null,
  });
  const $step = atom<RegistrationStep>('phone');
  const $values = atom<RegistrationValues>(empty());
  const $problems = atom<RegistrationProblems>({});
  const $busy = atom(false);
  const $resendAt = atom(0);
  const $countries = atom<PhoneCountry[]>([]);
  let phoneToken: string | null = null;
  let verifiedToken: string | null = null;
  let e164: string | null = null;
  const rules = loadPhoneRules();
  rules.then(
    (loaded) => $countries.set(loaded.phoneCountries()),
    () => undefined,
  );

  const today = (): CalendarDate => {
    const now = deps.now();
    return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
  };

  /** Runs one call of a step: busy meanwhile, a platform failure becomes a problem of `field`. */
  async function step(run: () => Promise<void>, mapError: (error: unknown) => RegistrationProblems): Promise<void> {
    if ($busy.get()) return;
    $busy.set(true);
    try {
      await run();
    } catch (error) {
      if (!isCancellation(error)) $problems.set(mapError(error));
    } finally {
      $busy.set(false);
    }
  }

  const general = (error: unknown): RegistrationProblems => (hasErrorCode(error, 1048) ? { form: 'captcha' } : { form: 'failed' });

  async function sendPhone(): Promise<void> {
    const token = await deps.members.captchaToken();
    phoneToken = await deps.members.sendPhone(e164!, token);
    $resendAt.set(deps.now().getTime() + RESEND_COOL_DOWN_MS);
  }

  function codeProblem(error: unknown): RegistrationProblems {
    if (hasErrorCode(error, 1020) || hasErrorCode(error, 'VERIFICATION_CODE_EXPIRED')) return { code: 'expired' };
    if (hasErrorCode(error, 9999)) {
      // Too many wrong codes: this one is spent, so a new one may be asked for at once.
      $values.set({ ...$values.get(), code: '' });
      $resendAt.set(0);
      return { code: 'locked' };
    }
    if (hasErrorCode(error, 1021) || hasErrorCode(error, 'INVALID_VERIFICATION_CODE')) return { code: 'invalid' };
    return general(error);
  }

  async function loggedIn(tokens: SessionTokens, method: 'sms-code' | 'registration'): Promise<void> {
    await deps.signIn(tokens, method);
    deps.complete();
  }

  return {
    $step,
    $values,
    $problems,
    $busy,
    $resendAt,
    $countries,
    set(field, value) {
      let next = asTypedMemberField(field, value);
      // The phone keeps digits only as typed or pasted: dashes, spaces and '#' go.
      if (field === 'phone' && typeof value === 'string') next = cleanPhone(value) as typeof value;
      $values.set({ ...$values.get(), [field]: next });
      const problems = $problems.get();
      if (problems[field] || problems.form) $problems.set({ ...problems, [field]: undefined, form: undefined });
    },
    submitPhone: () =>
      step(async () => {
        const { phone, country } = $values.get();
        const loaded = await rules;
        const check = loaded.validatePhone(phone, country, true);
        const full = check === 'ok' ? loaded.phoneToE164(phone, country) : null;
        const problem = check === 'required' ? 'required' : full ? validateRegistrationPhone(full) : 'invalid';
        if (problem) {
          $problems.set({ phone: problem });
          return;
        }
        e164 = full;
        await sendPhone();
        $problems.set({});
        $step.set('code');
      }, general),
    resendCode: () =>
      step(async () => {
        if (!e164 || deps.now().getTime() < $resendAt.get()) return;
        await sendPhone();
        $values.set({ ...$values.get(), code: '' });
        $problems.set({});
      }, general),
    submitCode: () =>
      step(async () => {
        const { code } = $values.get();
        const problem = validateVerificationCode(code);
        if (problem) {
          $problems.set({ code: problem });
          return;
        }
        verifiedToken = await deps.members.sendCode(phoneToken!, code.trim());
        const login = await deps.members.loginWithVerifiedToken(verifiedToken, null);
        $problems.set({});
        if (login.kind === 'logged-in') await loggedIn(login.tokens, 'sms-code');
        else $step.set('email');
      }, codeProblem),
    submitEmail: () =>
      step(async () => {
        const { email } = $values.get();
        const problem = validateEmail(email);
        if (problem) {
          $problems.set({ email: problem });
          return;
        }
        if (await deps.members.emailExists(email)) {
          $problems.set({ email: 'email-exists' });
          return;
        }
        $problems.set({});
        $step.set('details');
      }, general),
    submitDetails: () =>
      step(
        async () => {
          const values = $values.get();
          const problems = validateProfile(values, today());
          if (Object.keys(problems).length) {
            $problems.set(problems);
            return;
          }
          const birth = parseDayMonthYear(values.birthDate);
          const login = await deps.members.loginWithVerifiedToken(verifiedToken!, {
            firstName: values.firstName,
            lastName: values.lastName,
            email: values.email,
            phone: e164!,
            birthDate: birth ? toApiBirthDate(birth) : null,
            optinMarketing: values.optinMarketing === true,
            language: metadataLocale(deps.locale()),
            country: values.country || null,
          });
          if (login.kind !== 'logged-in') {
            $problems.set({ form: 'failed' });
            return;
          }
          $problems.set({});
          await loggedIn(login.tokens, 'registration');
        },
        (error) => {
          // Taken meanwhile: back to the email step, with the message in place.
          if (hasErrorCode(error, 'EMAIL_ALREADY_EXISTS')) {
            $step.set('email');
            return { email: 'email-exists' };
          }
          return general(error);
        },
      ),
    back() {
      const current = $step.get();
      const index = STEPS.indexOf(current);
      if (index <= 0) return;
      const cleared = { ...$values.get() };
      for (const field of STEP_FIELDS[current]) (cleared as Record<string, unknown>)[field] = empty()[field];
      $values.set(cleared);
      $problems.set({});
      if (current === 'code') phoneToken = null;
      $step.set(STEPS[index - 1]!);
    },
  };
}

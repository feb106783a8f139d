import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import type { MemberApi } from '../../api/platform';
import type { RegistrationProfile, VerifiedLogin } from '../../domain/member/types';
import { createRegistrationStore, RESEND_COOL_DOWN_MS } from './registration';

const platformError = (code: number, message: string) => new ApiError({ kind: 'http', code, message });

function setup(overrides: Partial<Record<keyof MemberApi, unknown>> = {}) {
  const clock = { now: new Date('2026-11-25T10:00:00Z') };
  const members = {
    captchaToken: vi.fn(async () => 'cap-1'),
    sendPhone: vi.fn(async () => 'phone-token'),
    sendCode: vi.fn(async () => 'verified-token'),
    loginWithVerifiedToken: vi.fn(
      async (_token: string, profile: RegistrationProfile | null): Promise<VerifiedLogin> =>
        profile ? { kind: 'logged-in', tokens: { accessToken: 'at', refreshToken: 'rt' } } : { kind: 'needs-email', status: 1 },
    ),
    emailExists: vi.fn(async () => false),
    ...overrides,
  } as unknown as MemberApi & Record<string, ReturnType<typeof vi.fn>>;
  const signIn = vi.fn(async () => undefined);
  const complete = vi.fn();
  const store = createRegistrationStore({ members, locale: () => 'he', now: () => clock.now, initialCountry: 'us', signIn, complete });
  return { store, members, signIn, complete, clock };
}

async function toCode(store: ReturnType<typeof setup>['store']) {
  store.set('phone', '212-555-0177');
  await store.submitPhone();
}

describe('registration', () => {
  it('goes phone -> code -> email -> details and registers with the profile, then runs the callback', async () => {
    const { store, members, signIn, complete } = setup();
    store.set('phone', '212 555-0177#');
    expect(store.$values.get().phone).toBe('2125550177');
    await store.submitPhone();
    expect(members.sendPhone).toHaveBeenCalledWith('+12125550177', 'cap-1');
    expect(store.$step.get()).toBe('code');
    store.set('code', '123456');
    await store.submitCode();
    expect(members.loginWithVerifiedToken).toHaveBeenCalledWith('verified-token', null);
    expect(store.$step.get()).toBe('email');
    store.set('email', 'noa@example.com');
    await store.submitEmail();
    expect(store.$step.get()).toBe('details');
    await store.submitDetails();
    expect(store.$problems.get()).toEqual({ firstName: 'required', lastName: 'required', privacyConsent: 'required', optinMarketing: 'required' });
    store.set('firstName', 'Noa');
    store.set('lastName', 'Bar');
    store.set('birthDate', '01/04/1990');
    store.set('privacyConsent', true);
    store.set('optinMarketing', false);
    await store.submitDetails();
    expect(members.loginWithVerifiedToken).toHaveBeenLastCalledWith('verified-token', {
      firstName: 'Noa',
      lastName: 'Bar',
      email: 'noa@example.com',
      phone: '+12125550177',
      birthDate: '1990-04-01',
      optinMarketing: false,
      language: 'he_IL',
      country: 'us',
    });
    expect(signIn).toHaveBeenCalledWith({ accessToken: 'at', refreshToken: 'rt' }, 'registration');
    expect(complete).toHaveBeenCalledTimes(1);
  });

  it('a known member is logged in right after the code', async () => {
    const { store, signIn, complete } = setup({
      loginWithVerifiedToken: vi.fn(async () => ({ kind: 'logged-in', tokens: { accessToken: 'a', refreshToken: 'r' } })),
    });
    await toCode(store);
    store.set('code', '654321');
    await store.submitCode();
    expect(signIn).toHaveBeenCalledWith({ accessToken: 'a', refreshToken: 'r' }, 'sms-code');
    expect(complete).toHaveBeenCalled();
  });

  it('keeps the names to letters and spaces as they are typed or pasted, in any script', () => {
    const { store } = setup();
    store.set('firstName', 'Noa 2nd');
    store.set('lastName', 'בר-לב!');
    expect(store.$values.get()).toMatchObject({ firstName: 'Noa nd', lastName: 'ברלב' });
    store.set('email', 'noa_1@example.com');
    expect(store.$values.get().email).toBe('noa_1@example.com');
  });

  it('refuses a short or invalid phone without calling the platform', async () => {
    const { store, members } = setup();
    await store.submitPhone();
    expect(store.$problems.get()).toEqual({ phone: 'required' });
    store.set('phone', '555');
    await store.submitPhone();
    expect(store.$problems.get()).toEqual({ phone: 'invalid' });
    expect(members.sendPhone).not.toHaveBeenCalled();
  });

  it('shows 1020 as expired, 1021 as invalid, hides 9999 and offers a new code at once', async () => {
    const sendCode = vi.fn();
    const { store } = setup({ sendCode });
    await toCode(store);
    store.set('code', '12345');
    await store.submitCode();
    expect(store.$problems.get()).toEqual({ code: 'invalid' });
    expect(sendCode).not.toHaveBeenCalled();
    store.set('code', '123456');
    sendCode.mockRejectedValueOnce(platformError(1020, 'VERIFICATION_CODE_EXPIRED'));
    await store.submitCode();
    expect(store.$problems.get()).toEqual({ code: 'expired' });
    sendCode.mockRejectedValueOnce(platformError(1021, 'INVALID_VERIFICATION_CODE'));
    await store.submitCode();
    expect(store.$problems.get()).toEqual({ code: 'invalid' });
    expect(store.$resendAt.get()).toBeGreaterThan(0);
    sendCode.mockRejectedValueOnce(platformError(9999, 'VERIFICATION_ATTEMPTS_EXCEEDED'));
    await store.submitCode();
    expect(store.$problems.get()).toEqual({ code: 'locked' });
    expect(store.$values.get().code).toBe('');
    expect(store.$resendAt.get()).toBe(0);
  });

  it('resends only after the cool-down', async () => {
    const { store, members, clock } = setup();
    await toCode(store);
    await store.resendCode();
    expect(members.sendPhone).toHaveBeenCalledTimes(1);
    clock.now = new Date(clock.now.getTime() + RESEND_COOL_DOWN_MS);
    await store.resendCode();
    expect(members.sendPhone).toHaveBeenCalledTimes(2);
  });

  it("a failed captcha is the phone step's message", async () => {
    const { store } = setup({
      sendPhone: vi.fn(async () => {
        throw platformError(1048, 'CAPTCHA_VERIFICATION_FAILED');
      }),
    });
    await toCode(store);
    expect(store.$step.get()).toBe('phone');
    expect(store.$problems.get()).toEqual({ form: 'captcha' });
  });

  it('an existing email stays on the email step; one taken meanwhile sends the guest back to it', async () => {
    const emailExists = vi.fn(async () => true);
    const loginWithVerifiedToken = vi.fn(async (_t: string, profile: RegistrationProfile | null) => {
      if (profile) throw platformError(1050, 'EMAIL_ALREADY_EXISTS');
      return { kind: 'needs-email', status: 1009 };
    });
    const { store } = setup({ emailExists, loginWithVerifiedToken });
    await toCode(store);
    store.set('code', '123456');
    await store.submitCode();
    store.set('email', 'ava.levi@example.com');
    await store.submitEmail();
    expect(store.$problems.get()).toEqual({ email: 'email-exists' });
    emailExists.mockResolvedValueOnce(false);
    await store.submitEmail();
    for (const [field, value] of [
      ['firstName', 'Ava'],
      ['lastName', 'Levi'],
      ['privacyConsent', true],
      ['optinMarketing', true],
    ] as const)
      store.set(field, value);
    await store.submitDetails();
    expect(store.$step.get()).toBe('email');
    expect(store.$problems.get()).toEqual({ email: 'email-exists' });
  });

  it('stepping back clears the fields of the step left', async () => {
    const { store } = setup();
    await toCode(store);
    store.set('code', '123456');
    await store.submitCode();
    store.set('email', 'noa@example.com');
    await store.submitEmail();
    store.set('firstName', 'Noa');
    store.set('privacyConsent', true);
    store.back();
    expect(store.$step.get()).toBe('email');
    expect(store.$values.get()).toMatchObject({ firstName: '', privacyConsent: false, email: 'noa@example.com' });
    store.back();
    expect(store.$values.get()).toMatchObject({ email: '', code: '123456' });
    store.back();
    expect(store.$step.get()).toBe('phone');
    expect(store.$values.get()).toMatchObject({ code: '', phone: '2125550177' });
  });
});

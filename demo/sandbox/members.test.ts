// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  WireBusinessConfigurationResponse,
  WireErrorBody,
  WireOrderDetailsResponse,
  WireOrdersResponse,
  WirePaymentMethodsResponse,
  WireSendPhoneResponse,
  WireUserResponse,
  WireVerifiedTokenLoginResponse,
} from '../../src/api/wire';
import { DEMO } from './seed';
import { startSandboxServer, type SandboxServer } from './server';
import type { SandboxInvoice, SandboxSms } from './store';

// The members platform over HTTP: registration by SMS code, captcha, saved cards, history, receipts.

let server: SandboxServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'go-members-'));
  server = await startSandboxServer({ port: 0, dataDir, fresh: true, realtime: null, log: () => {} });
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const KEY = DEMO.members.publishableKey;
const AVA = { Authorization: 'Bearer demo-member-ava' };

async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: T }> {
  const response = await fetch(new URL(path, server.url), {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

async function captcha(): Promise<string> {
  return (await call<{ token: string }>('GET', '/captcha/api/v1/token?site_key=captcha_demo&action=login')).json.token;
}

/** Sends an SMS to `phone` (with a captcha on the members business) and reads the code from the outbox. */
async function sendSms(phone: string, publishableKey = KEY): Promise<{ token: string; code: string }> {
  const body = publishableKey === KEY ? { phone, publishableKey, captchaToken: await captcha(), actionCaptcha: 'login' } : { phone, publishableKey };
  const sent = await call<WireSendPhoneResponse>('POST', '/users/api/v1/user/metadata/guest', body);
  expect(sent.status).toBe(200);
  const outbox = (await call<SandboxSms[]>('GET', '/__sandbox/sms')).json;
  const sms = outbox.find((entry) => entry.token === sent.json.tokens.phone)!;
  expect(sms.code).toMatch(/^\d{6}$/);
  return { token: sent.json.tokens.phone, code: sms.code };
}

const sendCode = (token: string, code: string) => call<{ token: string } & WireErrorBody>('POST', '/users/api/v1/user/metadata/verify/guest', { token, code });
const verify = (verified: string, extra: Record<string, unknown> = { without_registration: true }) =>
  call<WireVerifiedTokenLoginResponse & WireErrorBody>('POST', '/users/api/v1/login/verified-token', {
    publishableKey: KEY,
    verified_token: verified,
    ...extra,
  });

describe('members business and captcha', () => {
  it('business 1003 is members only with the sandbox captcha; 1001 supports guests without one', async () => {
    const members = (await call<WireBusinessConfigurationResponse>('GET', `/users/api/v2/business/configurations?publishableKey=${KEY}`)).json.data;
    expect(members).toMatchObject({
      supportGuests: false,
      supportMembers: true,
      dine_captcha_config: { enabled: true, provider: 'sandbox', site_key: 'captcha_demo' },
    });
    const guests = (await call<WireBusinessConfigurationResponse>('GET', '/users/api/v2/business/configurations?publishableKey=pk_demo')).json.data;
    expect(guests).toMatchObject({ supportGuests: true, supportMembers: false, dine_captcha_config: null });
    // 1003 answers with the platform's variant keys: its wallet as wallet_v3, no order_expiration_minutes.
    expect(members.wallet_v3).toEqual({ frame_url: expect.stringContaining('/wallet/card-fields.html') });
    expect(members).not.toHaveProperty('wallet');
    expect(members).not.toHaveProperty('order_expiration_minutes');
    expect(guests).toMatchObject({ wallet: { version: 'v3' }, order_expiration_minutes: 30 });
  });

  it('refuses a phone without a captcha token, a reused token and any token after a reject (1048)', async () => {
    const phone = '+12125550301';
    expect((await call<WireErrorBody>('POST', '/users/api/v1/user/metadata/guest', { phone, publishableKey: KEY })).json.code).toBe(1048);
    const token = await captcha();
    expect((await call('POST', '/users/api/v1/user/metadata/guest', { phone, publishableKey: KEY, captchaToken: token, actionCaptcha: 'login' })).status).toBe(
      200,
    );
    expect(
      (await call<WireErrorBody>('POST', '/users/api/v1/user/metadata/guest', { phone, publishableKey: KEY, captchaToken: token, actionCaptcha: 'login' })).json
        .code,
    ).toBe(1048);
    await call('POST', '/__sandbox/captcha', { reject: true });
    expect(
      (
        await call<WireErrorBody>('POST', '/users/api/v1/user/metadata/guest', {
          phone,
          publishableKey: KEY,
          captchaToken: await captcha(),
          actionCaptcha: 'login',
        })
      ).json.code,
    ).toBe(1048);
    // One shot: the next one passes.
    expect(
      (await call('POST', '/users/api/v1/user/metadata/guest', { phone, publishableKey: KEY, captchaToken: await captcha(), actionCaptcha: 'login' })).status,
    ).toBe(200);
  });

  it('refuses a phone shorter than 10 digits', async () => {
    const answer = await call<WireErrorBody>('POST', '/users/api/v1/user/metadata/guest', { phone: '+1212555', publishableKey: 'pk_demo' });
    expect(answer).toMatchObject({ status: 400, json: { message: 'INVALID_PHONE' } });
  });
});

describe('codes', () => {
  it('counts wrong codes (1021) and locks the code after three (9999), even the right one', async () => {
    const { token, code } = await sendSms('+12125550302');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect((await sendCode(token, wrong)).json.code).toBe(1021);
    expect((await sendCode(token, code)).json.code).toBe(9999);
    const sms = (await call<SandboxSms[]>('GET', '/__sandbox/sms')).json.find((entry) => entry.token === token)!;
    expect(sms).toMatchObject({ attempts: 3, state: 'LOCKED' });
  });

  it('expires codes (1020); a new code works and is single-use', async () => {
    const phone = '+12125550303';
    const first = await sendSms(phone);
    expect((await call<{ expired: number }>('POST', '/__sandbox/sms/expire', { phone })).json.expired).toBeGreaterThan(0);
    expect((await sendCode(first.token, first.code)).json.code).toBe(1020);
    const second = await sendSms(phone);
    const verified = await sendCode(second.token, second.code);
    expect(verified.json.token).toMatch(/^vt_/);
    expect((await sendCode(second.token, second.code)).json.code).toBe(1021);
  });
});

describe('registration and login', () => {
  it('registers a new phone (status 1 -> email -> details), refuses a taken email, then logs the member in by code', async () => {
    const phone = '+12125550304';
    const { token, code } = await sendSms(phone);
    const verified = (await sendCode(token, code)).json.token;
    expect((await verify(verified)).json).toMatchObject({ status: 1, accessToken: null });
    expect(
      (await call<{ state: { exists: boolean } }>('GET', `/users/api/v1/state/email?email=AVA.LEVI@example.com&publishableKey=${KEY}`)).json.state.exists,
    ).toBe(true);
    expect((await call<{ state: { exists: boolean } }>('GET', `/users/api/v1/state/email?email=noa@example.com&publishableKey=${KEY}`)).json.state.exists).toBe(
      false,
    );
    const profile = { firstName: 'Noa', lastName: 'Bar', email: 'ava.levi@example.com', optin_marketing: '0', language: 'he_IL', birth_date: '1990-04-01' };
    const taken = await verify(verified, { without_registration: false, optin: true, metadata: JSON.stringify(profile) });
    expect(taken).toMatchObject({ status: 409, json: { code: 1050, message: 'EMAIL_ALREADY_EXISTS' } });
    const noConsent = await verify(verified, { without_registration: false, metadata: JSON.stringify({ ...profile, email: 'noa@example.com' }) });
    expect(noConsent.json.message).toBe('MISSING_CONSENT');
    const registered = await verify(verified, { without_registration: false, optin: true, metadata: JSON.stringify({ ...profile, email: 'noa@example.com' }) });
    expect(registered.json).toMatchObject({ status: 0, userInfo: { isGuest: false } });
    const user = (await call<WireUserResponse>('GET', '/users/api/v1/user', undefined, { Authorization: `Bearer ${registered.json.accessToken}` })).json;
    expect(user.is_guest).toBe(false);
    expect(JSON.parse(user.metadata as string)).toMatchObject({
      firstName: 'Noa',
      email: 'noa@example.com',
      phone,
      optin: '1',
      optin_marketing: '0',
      language: 'he_IL',
    });
    // The verified token was used up; a new code logs the member straight in.
    expect((await verify(verified)).json.code).toBe(1021);
    const again = await sendSms(phone);
    const login = await verify((await sendCode(again.token, again.code)).json.token);
    expect(login.json).toMatchObject({ status: 0, userInfo: { isGuest: false } });
    expect(login.json.accessToken).toMatch(/^at_/);
  });

  it('answers 1009 for a member without an email', async () => {
    const user = server.store.createUser(false, { firstName: 'Eli', lastName: 'Tal', phone: '+12125550305' }, new Date());
    const { token, code } = await sendSms('+1 212 555 0305'.replace(/ /g, ''));
    const verified = (await sendCode(token, code)).json.token;
    expect((await verify(verified)).json.status).toBe(1009);
    const done = await verify(verified, {
      without_registration: false,
      optin: true,
      metadata: JSON.stringify({ firstName: 'Eli', lastName: 'Tal', email: 'eli@example.com', optin_marketing: '1' }),
    });
    expect(done.json.status).toBe(0);
    expect(server.store.getUser(user.id)!.metadata).toMatchObject({ email: 'eli@example.com', optin_marketing: '1' });
  });
});

describe('the demo member', () => {
  it('has two saved cards the wallet knows', async () => {
    const cards = (
      await call<WirePaymentMethodsResponse>('GET', '/payment-methods/api/v1/payment-methods?isWithGiftCards=1&isDeleted=false&isExpired=false', undefined, AVA)
    ).json;
    expect(cards.paymentMethods.map((card) => card.last4Digits)).toEqual(['4242', '4444']);
    expect(server.store.getCardToken(cards.paymentMethods[0]!.id)).toMatchObject({ last4: '4242' });
    expect((await call('GET', '/payment-methods/api/v1/payment-methods')).status).toBe(401);
  });

  it('pages the history by 30, newest first, with CLOSED orders only, and shows one in detail', async () => {
    const base = `/restaurants/api/v3/orders?business_id=1003&user_id=usr_member_ava&per_page=30&status=CLOSED`;
    const first = (await call<WireOrdersResponse>('GET', `${base}&page=1`, undefined, AVA)).json;
    expect(first.meta).toEqual({ page: 1, per_page: 30, total: 32 });
    expect(first.data).toHaveLength(30);
    expect(first.data[0]).toMatchObject({
      restaurant_name: 'Lumen Members Lounge',
      currency: 'USD',
      business_timezone: { offset: { hours: expect.any(Number) } },
      payment_type: 'WALLET',
      payment_issuer: 'Visa',
      name: 'Ava Levi',
    });
    expect(first.data[1]).toMatchObject({ payment_type: 'PAY_IN_PERSON' });
    expect(Date.parse(first.data[0]!.created_time)).toBeGreaterThan(Date.parse(first.data[1]!.created_time));
    expect((await call<WireOrdersResponse>('GET', `${base}&page=2`, undefined, AVA)).json.data).toHaveLength(2);
    expect((await call<WireOrdersResponse>('GET', base.replace('CLOSED', 'VOIDED'), undefined, AVA)).json.meta.total).toBe(0);
    expect((await call('GET', base.replace('usr_member_ava', 'usr_guest_dana'), undefined, AVA)).status).toBe(401);
    const detail = (await call<WireOrderDetailsResponse>('GET', `/restaurants/api/v3/order/${first.data[0]!.id}/details`, undefined, AVA)).json.data;
    expect(detail).toMatchObject({
      status: 'CLOSED',
      payments: [{ type: 'WALLET', status: 'OK', issuer_name: 'Visa' }],
      currency: 'USD',
      total_paid: first.data[0]!.total_paid,
    });
    expect(detail.items.map((item) => item.name)).toEqual(['Pizza Margherita', 'Tiramisù']);
    // The newest order reads like a full receipt: a modifier, a service charge, a tip and a discount, all in the total.
    expect(detail.items[0]!.modifiers).toEqual([{ id: 'TL-MOD-BURRATA', name: 'Add burrata', price: 4 }]);
    expect(detail.items[0]!.total_price).toBe(20);
    expect(detail.service_charges).toEqual([{ id: '1', name: 'Service charge', amount: 1.45 }]);
    expect([detail.subtotal, detail.tip, detail.discount]).toEqual([29, 4.35, 2]);
    const tax = detail.taxes[0]!.amount;
    expect(detail.total_paid).toBeCloseTo(29 + 1.45 - 2 + tax + 4.35, 2);
  });

  it('emails a receipt only for a card-paid order of the bearer, and records it', async () => {
    const orders = (await call<WireOrdersResponse>('GET', '/restaurants/api/v3/orders?page=1&per_page=2', undefined, AVA)).json.data;
    const [card, inPerson] = orders as unknown as [{ id: string }, { id: string }];
    expect((await call('POST', `/restaurants/api/v3/order/${card.id}/send-invoice`, undefined, AVA)).json).toEqual({ sent: true });
    expect((await call<WireErrorBody>('POST', `/restaurants/api/v3/order/${inPerson.id}/send-invoice`, undefined, AVA)).json.code).toBe(4412);
    expect((await call('POST', `/restaurants/api/v3/order/${card.id}/send-invoice`, undefined, { Authorization: 'Bearer demo-guest-dana' })).status).toBe(404);
    const invoices = (await call<SandboxInvoice[]>('GET', '/__sandbox/invoices')).json;
    expect(invoices).toEqual([expect.objectContaining({ order_id: card.id, email: 'ava.levi@example.com' })]);
  });

  it('saves her edited profile, checked as the form checks it, and keeps her verified phone', async () => {
    const user = async () =>
      JSON.parse((await call<WireUserResponse>('GET', '/users/api/v1/user', undefined, AVA)).json.metadata as string) as Record<string, string>;
    const before = await user();
    const save = (metadata: Record<string, string>) => call<WireErrorBody>('POST', '/users/api/v1/user/metadata', { metadata: JSON.stringify(metadata) }, AVA);
    const edited = { ...before, firstName: 'Ava Rose', email: 'ava.rose@example.com', birth_date: '1991-05-02', optin_marketing: '1', phone: '+12125550000' };
    expect((await save(edited)).status).toBe(200);
    expect(await user()).toMatchObject({
      firstName: 'Ava Rose',
      email: 'ava.rose@example.com',
      birth_date: '1991-05-02',
      optin_marketing: '1',
      phone: before.phone,
    });
    for (const [field, value, message] of [
      ['firstName', 'Ava2', 'INVALID_NAME'],
      ['email', 'ava@example', 'INVALID_EMAIL'],
      ['birth_date', '1919-12-31', 'INVALID_BIRTH_DATE'],
      ['birth_date', '2000-02-30', 'INVALID_BIRTH_DATE'],
      ['optin_marketing', 'yes', 'INVALID_MARKETING_CHOICE'],
    ] as const) {
      const refused = await save({ ...edited, [field]: value });
      expect(refused.status, `${field} ${value}`).toBe(400);
      expect(refused.json.message, field).toBe(message);
    }
    // Another member's email (Noa registered in the tests above) is taken.
    const others = (await call<{ id: string; is_guest: boolean; metadata: { email?: string } }[]>('GET', '/__sandbox/users')).json;
    const taken = others.find((other) => !other.is_guest && other.id !== 'usr_member_ava' && other.metadata.email)?.metadata.email;
    expect(taken).toBeTruthy();
    expect((await save({ ...edited, email: taken!.toUpperCase() })).json.code).toBe(1050);
    expect(await user()).toMatchObject({ firstName: 'Ava Rose' });
    expect((await save(before)).status).toBe(200);
  });

  it('versions answer a map of numbers', async () => {
    const versions = (await call<{ data: Record<string, number> }>('GET', `/restaurants/api/v3/business/${DEMO.businessId}/versions`)).json.data;
    expect(Object.values(versions).every((value) => typeof value === 'number')).toBe(true);
  });
});

describe('persistence', () => {
  it('keeps codes, members and receipts across a restart, and a reset brings back the seed', async () => {
    const before = (await call<SandboxSms[]>('GET', '/__sandbox/sms')).json.length;
    await server.close();
    server = await startSandboxServer({ port: 0, dataDir, realtime: null, log: () => {} });
    expect((await call<SandboxSms[]>('GET', '/__sandbox/sms')).json).toHaveLength(before);
    expect(server.store.listUsers().some((user) => user.metadata.email === 'noa@example.com')).toBe(true);
    expect((await call<SandboxInvoice[]>('GET', '/__sandbox/invoices')).json).toHaveLength(1);
    await call('POST', '/__sandbox/reset');
    expect((await call<SandboxSms[]>('GET', '/__sandbox/sms')).json).toHaveLength(0);
    expect((await call<WireOrdersResponse>('GET', '/restaurants/api/v3/orders?page=1', undefined, AVA)).json.meta.total).toBe(32);
  });
});

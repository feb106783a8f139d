// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformApi, hasErrorCode } from '../../src/api';
import { testScope } from '../../src/api/test-support';
import { DEMO } from './seed';
import { startSandboxServer, type SandboxServer } from './server';

// The widget's member calls (schemas + mappers, a lazy chunk) end to end against the sandbox.

let server: SandboxServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'go-members-contract-'));
  server = await startSandboxServer({ port: 0, dataDir, fresh: true, realtime: null, log: () => {} });
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function api(publishableKey: string, businessId: number, accessToken: string | null = null) {
  return createPlatformApi({
    apiBase: server.url,
    publishableKey,
    productId: 'demo',
    scope: testScope({ businessId }),
    getAccessToken: () => accessToken,
    refreshAccessToken: async () => null,
  });
}

const codeOf = (phone: string) => server.store.listSms().find((sms) => sms.phone === phone)!.code;
const rejection = async (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('registration calls', () => {
  it('registers a new member through the four steps and logs in again by code', async () => {
    const members = api(DEMO.members.publishableKey, DEMO.members.businessId);
    await members.getBusinessConfiguration();
    const phone = '+12125550401';
    const captcha = await members.members.captchaToken();
    expect(captcha).toMatch(/^cap_/);
    const phoneToken = await members.members.sendPhone(phone, captcha);
    const wrong = await rejection(members.members.sendCode(phoneToken, codeOf(phone) === '000000' ? '111111' : '000000'));
    expect(hasErrorCode(wrong, 1021)).toBe(true);
    const verified = await members.members.sendCode(phoneToken, codeOf(phone));
    expect(await members.members.loginWithVerifiedToken(verified, null)).toEqual({ kind: 'needs-email', status: 1 });
    expect(await members.members.emailExists('ava.levi@example.com')).toBe(true);
    expect(await members.members.emailExists('gil@example.com')).toBe(false);
    const profile = {
      firstName: 'Gil',
      lastName: 'Ron',
      email: 'ava.levi@example.com',
      phone,
      birthDate: '1991-02-03',
      optinMarketing: true,
      language: 'he_IL',
      country: 'us',
    };
    expect(hasErrorCode(await rejection(members.members.loginWithVerifiedToken(verified, profile)), 'EMAIL_ALREADY_EXISTS')).toBe(true);
    const login = await members.members.loginWithVerifiedToken(verified, { ...profile, email: 'gil@example.com' });
    expect(login.kind).toBe('logged-in');
    const signedIn = api(DEMO.members.publishableKey, DEMO.members.businessId, login.kind === 'logged-in' ? login.tokens.accessToken : null);
    expect(await signedIn.getUser()).toMatchObject({ isGuest: false, firstName: 'Gil', lastName: 'Ron', email: 'gil@example.com', phone, language: 'he_IL' });
    const user = server.store.listUsers().find((entry) => entry.metadata.email === 'gil@example.com')!;
    expect(user.metadata).toMatchObject({ birth_date: '1991-02-03', optin: '1', optin_marketing: '1' });
  });

  it('reports an expired code (1020) and a failed captcha (1048)', async () => {
    const members = api(DEMO.members.publishableKey, DEMO.members.businessId);
    await members.getBusinessConfiguration();
    const phone = '+12125550402';
    const token = await members.members.sendPhone(phone, await members.members.captchaToken());
    server.store.expireSms(phone, new Date(Date.now() - 1000).toISOString());
    expect(hasErrorCode(await rejection(members.members.sendCode(token, codeOf(phone))), 1020)).toBe(true);
    await fetch(new URL('/__sandbox/captcha', server.url), { method: 'POST', body: JSON.stringify({ reject: true }) });
    expect(hasErrorCode(await rejection(members.members.sendPhone(phone, await members.members.captchaToken())), 1048)).toBe(true);
  });

  it('a business without a captcha makes no captcha token', async () => {
    const guests = api('pk_demo', DEMO.businessId);
    await guests.getBusinessConfiguration();
    expect(await guests.members.captchaToken()).toBeNull();
  });
});

describe('member data calls', () => {
  const ava = () => api(DEMO.members.publishableKey, DEMO.members.businessId, 'demo-member-ava');

  it('reads saved cards, the history by pages of 30, one order and its receipt', async () => {
    const cards = await ava().members.getPaymentMethods();
    expect(cards).toEqual([
      { id: 'pm_ava_visa', brand: 'Visa', source: 'SPS_ECOMMERCE', maskedNumber: '•••• 4242', last4: '4242' },
      { id: 'pm_ava_mastercard', brand: 'Mastercard', source: 'SPS_ECOMMERCE', maskedNumber: '•••• 4444', last4: '4444' },
    ]);
    const first = await ava().members.getOrderHistory({ page: 1, userId: 'usr_member_ava' });
    expect(first).toMatchObject({ page: 1, perPage: 30, total: 32, hasMore: true });
    expect(first.orders[0]).toMatchObject({
      restaurantName: 'Lumen Members Lounge',
      currencyCode: 'USD',
      totalPaid: expect.any(Number),
      paymentType: 'WALLET',
      name: 'Ava Levi',
    });
    expect(Number.isInteger(first.orders[0]!.totalPaid)).toBe(true);
    const second = await ava().members.getOrderHistory({ page: 2, userId: 'usr_member_ava' });
    expect(second).toMatchObject({ hasMore: false });
    expect(second.orders).toHaveLength(2);
    const order = await ava().members.getOrderDetails(first.orders[0]!.id);
    expect(order).toMatchObject({ status: 'CLOSED', totalPaid: first.orders[0]!.totalPaid, payments: [{ type: 'WALLET', status: 'OK' }] });
    // In minor units, as the rest of the domain: the modifier, service charge, tip and discount of the newest order.
    expect(order.items[0]!.modifiers).toEqual([{ id: 'TL-MOD-BURRATA', name: 'Add burrata', price: 400 }]);
    expect(order).toMatchObject({ serviceCharges: [{ id: '1', name: 'Service charge', amount: 145 }], tip: 435, discount: 200 });
    await ava().members.sendInvoice(order.id);
    expect(server.store.listInvoices()[0]).toMatchObject({ order_id: order.id, email: 'ava.levi@example.com' });
    expect(hasErrorCode(await rejection(ava().members.sendInvoice(first.orders[1]!.id)), 4412)).toBe(true);
    expect(Object.keys(await ava().getVersions()).length).toBeGreaterThan(0);
  });
});

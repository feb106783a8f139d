// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo, type RunningDemo } from '../../demo/sandbox/start-demo';
import { createPlatformApi } from '../../src/api';
import { connectRealtime } from '../../src/realtime';
import type { BusinessConfiguration, CartCalculation, CartLine, CheckoutRequest, TransactionEvent } from '../../src/domain/types';
import { testScope } from '../../src/api/test-support';
import type { OrderStatus } from '../../src/domain/order-status/status';

// The contract between the widget and the platform, checked from both ends at once: the widget's
// real API layer (which validates every response with its superstruct schemas and maps it to
// domain types) and its real Firebase listener, talking to the running sandbox platform.

let demo: RunningDemo;
let dataDir: string;
const BUSINESS_ID = 1001;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'go-contract-'));
  demo = await startDemo({ port: 0, realtimePort: 0, dataDir, fresh: true, calculationDelayMs: [20, 40] });
}, 30_000);

afterAll(async () => {
  await demo?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function api(currencyCode: string | null = null, businessId = BUSINESS_ID) {
  return createPlatformApi({
    apiBase: demo.url,
    publishableKey: 'pk_demo',
    productId: 'demo',
    scope: testScope({ businessId, currencyCode }),
    getAccessToken: () => null,
    refreshAccessToken: async () => null,
  });
}

/** The scope of an element whose business configuration is `business`, its cart in USD. */
function realtimeScope(business: BusinessConfiguration) {
  const scope = testScope({ businessId: business.businessId, currencyCode: 'USD' });
  scope.learnBusiness(business);
  return scope;
}

/** 's allergen and diet keys: the sandbox's allergens file names every one. */
const ALLERGEN_KEYS = [
  'dairy',
  'mustard',
  'nuts',
  'lupin',
  'sesame',
  'gluten',
  'glutenWheat',
  'egg',
  'celery',
  'crustaceans',
  'fish',
  'molluscs',
  'soy',
  'sulphurDioxide',
  'peanuts',
  'vegetarian',
  'vegan',
];

describe('widget API layer against the sandbox platform', () => {
  it('reads the business, UI configuration, hotels and locations as valid domain objects', async () => {
    const platform = api();
    const [business, ui, hotels, locations] = await Promise.all([
      platform.getBusinessConfiguration(),
      platform.getUiConfiguration(),
      platform.getHotels(),
      platform.getLocations(),
    ]);
    expect(business).toMatchObject({ businessId: BUSINESS_ID, flow: 'RESTAURANT', realtime: { namespace: expect.any(String) } });
    expect(ui.name).toEqual(expect.any(String));
    // The restaurant business has no hotel; the hotel business's hotels read as valid domain objects.
    expect(hotels).toEqual([]);
    expect((await api(null, 1002).getHotels()).map((hotel) => hotel.name)).toContain('Harbor Grand Hotel');
    const trattoria = locations.find((location) => location.name === 'Trattoria Lumen');
    expect(trattoria).toMatchObject({ timeZone: 'America/New_York', currencyCode: 'USD' });
    expect(trattoria!.experiences.length).toBeGreaterThan(0);
  });

  it('reads experiences, slots, the menu and out-of-stock items', async () => {
    const platform = api();
    const trattoria = (await platform.getLocations()).find((location) => location.name === 'Trattoria Lumen')!;
    const experience = await platform.getExperience(trattoria.experiences[0]!.id);
    expect(experience.isAsapOnly).toBe(true);
    const [slots, menu, outOfStock] = await Promise.all([
      platform.getSlots(experience.id, new Date()),
      platform.getMenu(experience.menuFiles.find((file) => file.isDefault)!.url),
      platform.getOutOfStockItems(trattoria.id),
    ]);
    expect(slots.nextAvailable).not.toBeNull();
    const items = menu.categories.flatMap((category) => category.items);
    const margherita = items.find((item) => item.posUniqueId === 'TL-MARGHERITA')!;
    expect(margherita.price).toBe(1600); // major units on the wire, minor units in the domain
    expect(outOfStock).toContain(items.find((item) => item.posUniqueId === 'TL-CALAMARI')!.serialId);
  });

  it('saves a cart, receives its calculation through the realtime database, and checks out once', async () => {
    const platform = api();
    const business = await platform.getBusinessConfiguration();
    const trattoria = (await platform.getLocations()).find((location) => location.name === 'Trattoria Lumen')!;
    const experience = await platform.getExperience(trattoria.experiences[0]!.id);
    const line: CartLine = {
      editId: 'line-1',
      itemId: 1,
      posUniqueId: 'TL-MARGHERITA',
      serialId: 0,
      name: 'Margherita',
      quantity: 2,
      comment: 'well done, 100% crispy',
      unitPrice: 1600,
      modifiers: {},
      modifierPuis: [],
    };
    const cartId = `contract-${Date.now()}`;
    const request = { cartId, experienceId: experience.id, businessId: BUSINESS_ID, lines: [line], comment: '', couponCode: null, checkoutAt: null };

    const realtime = await connectRealtime(realtimeScope(business));
    const calculations: CartCalculation[] = [];
    const unsubscribe = await realtime.watchCart(cartId, (calculation) => calculations.push(calculation));
    try {
      const ack = await platform.saveCart(request, true);
      expect(ack).toMatchObject({ cartId, pending: true });
      await expect.poll(() => calculations.find((c) => c.hash === ack.hash), { timeout: 10_000 }).toBeTruthy();
      const calculated = calculations.find((c) => c.hash === ack.hash)!;
      expect(calculated.status).toBe('CALCULATED');
      if (calculated.status !== 'CALCULATED') return;
      expect(calculated.summary.subtotal).toBe(3200);
      // Trattoria Lumen adds a 3% service charge to its exclusive 8.875% sales tax.
      const { serviceCharges, taxes } = calculated.summary;
      const sum = (amounts: { amount: number }[]) => amounts.reduce((total, entry) => total + entry.amount, 0);
      expect(sum(serviceCharges)).toBe(Math.round(3200 * 0.03));
      expect(taxes.every((tax) => !tax.inclusive)).toBe(true);
      expect(calculated.summary.total).toBe(3200 + sum(serviceCharges) + sum(taxes));

      const checkout = {
        ...request,
        details: { firstName: 'Ada', lastName: 'Lovelace', phone: '2125550143', email: null, roomNumber: null, tableNumber: null, numberOfDiners: null },
        paymentType: 'PAY_IN_PERSON',
        tip: null,
        deviceId: null,
        receiveReceiptByEmail: false,
      };
      const order = await platform.checkout(checkout);
      const again = await platform.checkout(checkout);
      expect(again.id).toBe(order.id);
      const response = await fetch(new URL('__sandbox/orders', demo.url));
      const orders = (await response.json()) as { id: string; cart_id: string }[];
      expect(orders.filter((o) => o.cart_id === cartId)).toHaveLength(1);
    } finally {
      unsubscribe();
      (realtime as { close?: () => void }).close?.();
    }
  }, 20_000);

  it('reads nested modifier groups, promotions, the allergens file, menu translations and currency settings', async () => {
    const platform = api();
    const business = await platform.getBusinessConfiguration();
    expect(business.currencySettingsUrl).toEqual(expect.any(String));
    const trattoria = (await platform.getLocations()).find((location) => location.name === 'Trattoria Lumen')!;
    const experience = await platform.getExperience(trattoria.experiences[0]!.id);
    const he = experience.menuTranslationFiles.find((file) => file.language.startsWith('he'))!;
    expect(experience.allergensUrl).toEqual(expect.any(String));
    expect(he).toBeDefined();
    const [menu, allergens, translations, settings, missing] = await Promise.all([
      platform.getMenu(experience.menuFiles.find((file) => file.isDefault)!.url),
      platform.getAllergens(experience.allergensUrl!),
      platform.getMenuTranslations(he.url),
      platform.getCurrencySettings(),
      platform.getMenuTranslations(new URL('menus/translations/999999/xx.json', demo.url).href),
    ]);

    const items = menu.categories.flatMap(function all(category): typeof category.items {
      return [...category.items, ...category.subcategories.flatMap(all)];
    });
    const bistecca = items.find((item) => item.posUniqueId === 'TL-BISTECCA')!;
    const nested = bistecca.modifierGroups.flatMap((group) => group.modifiers).find((modifier) => modifier.modifierGroups.length > 0);
    expect(nested?.modifierGroups[0]?.modifiers.length).toBeGreaterThan(0);
    expect(items.some((item) => item.saleText)).toBe(true);

    expect(allergens.map((allergen) => allergen.key)).toEqual(expect.arrayContaining(ALLERGEN_KEYS));
    for (const allergen of allergens) {
      if (allergen.icon !== null) expect(new URL(allergen.icon).origin).toBe(new URL(demo.url).origin);
      expect(allergen.translations.he).toEqual(expect.any(String));
    }
    expect(translations?.texts['TL-BISTECCA']?.name).toBe('ביסטקה');
    expect(translations?.charges['Service charge 3%']).toBe('דמי שירות 3%');
    expect(missing).toBeNull();
    expect(settings.EUR).toMatchObject({ thousandsSeparator: '.', decimalSeparator: ',' });
  });

  it("converts menu prices with each currency's minor unit (EUR 2, JPY 0, KWD 3)", async () => {
    const locations = await api().getLocations();
    for (const [name, code, unit] of [
      ['Café Lumière', 'EUR', 2],
      ['Sushi Kaze', 'JPY', 0],
      ['Gulf Grill', 'KWD', 3],
    ] as const) {
      const location = locations.find((entry) => entry.name === name)!;
      expect(location.currencyCode, name).toBe(code);
      const platform = api(code);
      await platform.getBusinessConfiguration();
      const experience = await platform.getExperience(location.experiences[0]!.id);
      const url = experience.menuFiles.find((file) => file.isDefault)?.url ?? experience.menuFiles[0]!.url;
      const [menu, raw] = await Promise.all([platform.getMenu(url), fetch(url).then((response) => response.json())]);
      const item = menu.categories.flatMap((category) => category.items)[0]!;
      const wireItem = (raw as { categories: { items: { price: number }[] }[] }).categories.flatMap((category) => category.items)[0]!;
      expect(item.price, name).toBe(Math.round(wireItem.price * 10 ** unit));
    }
  });

  it('turns a platform error into an ApiError with the catalogue key', async () => {
    const platform = api();
    await expect(
      platform.checkout({
        cartId: 'does-not-exist-123',
        experienceId: 1,
        businessId: BUSINESS_ID,
        lines: [],
        comment: '',
        couponCode: null,
        checkoutAt: null,
        details: { firstName: 'A', lastName: 'B', phone: null, email: null, roomNumber: null, tableNumber: null, numberOfDiners: null },
        paymentType: 'PAY_IN_PERSON',
        tip: null,
        deviceId: null,
        receiveReceiptByEmail: false,
      }),
    ).rejects.toMatchObject({ kind: 'http', message: 'CART_NOT_FOUND' });
  });
});

// Wallet settings, room validation, card payments with 3-D Secure, transaction events,
// confirm / cancel calls and checkout withdrawal, against the sandbox of wave 4.
describe('widget API layer against the sandbox platform: checkout and payments', () => {
  const sandbox = (pathname: string, body?: unknown) =>
    fetch(
      new URL(pathname, demo.url),
      body === undefined ? undefined : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    ).then(async (response) => ({ status: response.status, json: (await response.json()) as Record<string, unknown> }));
  const tokenize = async (number: string) => {
    const { status, json } = await sandbox('__sandbox/wallet/tokens', { number, expiry: '12/39', cvc: '123' });
    expect(status).toBe(200);
    return {
      paymentMethodId: String(json.payment_method_id),
      issuerName: String(json.issuer_name),
      fingerprint: String(json.fingerprint),
      encryptedCvv: String(json.encrypted_cvv),
    };
  };
  const walletCheckout = async (cardNumber: string): Promise<CheckoutRequest> => {
    const platform = api('USD');
    const experience = await platform.getExperience(3004);
    const cartId = `contract-pay-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    const line: CartLine = {
      editId: 'line-1',
      itemId: 1,
      posUniqueId: 'TL-MARGHERITA',
      serialId: 0,
      name: 'Margherita',
      quantity: 1,
      comment: '',
      unitPrice: 1600,
      modifiers: {},
      modifierPuis: [],
    };
    const request = { cartId, experienceId: experience.id, businessId: BUSINESS_ID, lines: [line], comment: '', couponCode: null, checkoutAt: null };
    await platform.saveCart(request, true);
    return {
      ...request,
      details: { firstName: 'Ada', lastName: 'Lovelace', phone: '2125550143', email: null, roomNumber: null, tableNumber: null, numberOfDiners: null },
      paymentType: 'WALLET',
      payment: { card: await tokenize(cardNumber), roomChargeToken: null, validation: null },
      tip: null,
      deviceId: null,
      receiveReceiptByEmail: false,
    };
  };

  it('reads the wallet settings with the card-fields page absolute on the sandbox origin', async () => {
    for (const businessId of [1001, 1002]) {
      const business = await api(null, businessId).getBusinessConfiguration();
      expect(business.wallet, String(businessId)).toEqual({ version: 'v3', frameUrl: new URL('wallet/card-fields.html', demo.url).href });
    }
  });

  it('validates rooms: one guest, several guests, no-post folio, no booking, missing fields, provoked failure', async () => {
    const platform = api(null, 1002);
    expect(await platform.validateRoom('charge', '101', '  Smith ')).toEqual({
      status: 'OK',
      message: null,
      guests: [{ token: 'RT-101-SMITH', firstName: 'John' }],
    });
    expect((await platform.validateRoom('charge', '202', 'Cohen')).guests.map((guest) => guest.token)).toEqual(['RT-202-DANA', 'RT-202-AVI']);
    await expect(platform.validateRoom('charge', '303', 'Levi')).rejects.toMatchObject({ kind: 'http', message: 'NO_POST_ALLOWED' });
    expect((await platform.validateRoom('delivery', '303', 'Levi')).status).toBe('OK');
    await expect(platform.validateRoom('charge', '999', 'Nobody')).rejects.toMatchObject({ kind: 'http', message: 'BOOKING_NOT_FOUND' });
    await expect(platform.validateRoom('charge', '', ' ')).rejects.toMatchObject({ kind: 'http', message: 'MISSING_PARAMETERS' });
    expect((await sandbox('__sandbox/fail-next', { call: 'room', code: 4700, message: 'PMS_REQUEST_FAULT' })).status).toBeLessThan(300);
    await expect(platform.validateRoom('charge', '101', 'Smith')).rejects.toMatchObject({ kind: 'http', code: 4700, message: 'PMS_REQUEST_FAULT' });
    expect((await platform.validateRoom('charge', '101', 'Smith')).status).toBe('OK');
  });

  it('pays by card with a 3-D Secure challenge: challenge URL, SUCCESS event, confirmTransaction', async () => {
    const business = await api().getBusinessConfiguration();
    const checkout = await walletCheckout('4000000000003220');
    const order = await api('USD').checkout(checkout);
    const payment = order.payments[0]!;
    expect(payment.status).toBe('AWAITING_CONFIRMATION');
    expect(new URL(payment.challengeUrl!).origin).toBe(new URL(demo.url).origin);
    expect(payment.challengeUrl).toContain('/wallet/challenge.html?');

    const realtime = await connectRealtime(realtimeScope(business));
    const events: TransactionEvent[] = [];
    const unsubscribe = await realtime.watchTransaction(order.id, payment.id, (event) => events.push(event));
    try {
      expect((await sandbox('__sandbox/wallet/challenge', { order: order.id, payment: payment.id, result: 'complete' })).status).toBe(200);
      await expect.poll(() => events.length, { timeout: 10_000 }).toBe(1);
      expect(events[0]).toMatchObject({ orderId: order.id, paymentId: payment.id, status: 'SUCCESS', code: null });
      await expect(api().confirmTransaction(order.id, payment.id, 'tx-contract-1')).resolves.toBeUndefined();
      await expect(api().cancelPayment(order.id, payment.id)).rejects.toMatchObject({ kind: 'http' });
    } finally {
      unsubscribe();
      await (realtime as { close?: () => Promise<void> }).close?.();
    }
  }, 20_000);

  it("follows a paid order's status through the call and the realtime path; a business without the capability answers none", async () => {
    const business = await api().getBusinessConfiguration();
    const order = await api('USD').checkout(await walletCheckout('4242424242424242'));
    await expect(api().getOrderStatus(order.id)).resolves.toMatchObject({ status: 'RECEIVED', eta: null, delayed: false });
    const realtime = await connectRealtime(realtimeScope(business));
    const heard: OrderStatus[] = [];
    const unsubscribe = await realtime.watchOrderStatus(order.id, (status) => heard.push(status));
    try {
      await expect.poll(() => heard.at(-1)?.status, { timeout: 10_000 }).toBe('RECEIVED');
      expect((await sandbox(`__sandbox/orders/${order.id}/status`, { status: 'ACCEPTED', eta_minutes: 20 })).status).toBe(200);
      await expect.poll(() => heard.at(-1)?.status, { timeout: 10_000 }).toBe('ACCEPTED');
      expect(heard.at(-1)?.eta).toEqual(expect.any(String));
      await expect(api().getOrderStatus(order.id)).resolves.toEqual(heard.at(-1));
      expect((await sandbox(`__sandbox/orders/${order.id}/status`, { status: 'REJECTED', message: 'Closed early' })).status).toBe(200);
      await expect.poll(() => heard.at(-1)?.status, { timeout: 10_000 }).toBe('REJECTED');
      expect(heard.at(-1)).toMatchObject({ eta: null, message: 'Closed early', charge: 'REFUNDED' });
      expect((await sandbox(`__sandbox/orders/${order.id}/status`, { status: 'READY' })).status).toBe(409);
    } finally {
      unsubscribe();
      await (realtime as { close?: () => Promise<void> }).close?.();
    }
    expect((await sandbox('__sandbox/order-status', { business_id: BUSINESS_ID, enabled: false })).status).toBe(200);
    try {
      await expect(api().getOrderStatus(order.id)).resolves.toBeNull();
    } finally {
      await sandbox('__sandbox/order-status', { business_id: BUSINESS_ID, enabled: true });
    }
  }, 20_000);

  it('a challenge the guest cancels arrives as FAILURE 4244, one the bank fails as 4238; a cancelled payment and a withdrawn checkout leave no order to pay', async () => {
    const business = await api().getBusinessConfiguration();
    const realtime = await connectRealtime(realtimeScope(business));
    try {
      const declined = await api('USD').checkout(await walletCheckout('4000000000003220'));
      const events: TransactionEvent[] = [];
      await realtime.watchTransaction(declined.id, declined.payments[0]!.id, (event) => events.push(event));
      await sandbox('__sandbox/wallet/challenge', { order: declined.id, payment: declined.payments[0]!.id, result: 'cancel' });
      await expect.poll(() => events[0], { timeout: 10_000 }).toMatchObject({ status: 'FAILURE', code: 4244, message: 'CHALLENGE_DECLINED_BY_USER' });

      const failed = await api('USD').checkout(await walletCheckout('4000000000003220'));
      const failedEvents: TransactionEvent[] = [];
      await realtime.watchTransaction(failed.id, failed.payments[0]!.id, (event) => failedEvents.push(event));
      await sandbox('__sandbox/wallet/challenge', { order: failed.id, payment: failed.payments[0]!.id, result: 'fail' });
      await expect.poll(() => failedEvents[0], { timeout: 10_000 }).toMatchObject({ status: 'FAILURE', code: 4238, message: 'CARD_AUTHENTICATION_FAILED' });

      const cancelled = await api('USD').checkout(await walletCheckout('4000000000003220'));
      await expect(api().cancelPayment(cancelled.id, cancelled.payments[0]!.id)).resolves.toBeUndefined();
      await expect(api().confirmTransaction(cancelled.id, cancelled.payments[0]!.id, 'tx-2')).rejects.toMatchObject({ kind: 'http' });

      const withdrawn = await walletCheckout('4000000000003220');
      await api('USD').checkout(withdrawn);
      await expect(api().cancelCheckout(withdrawn.cartId)).resolves.toBeUndefined();
      await expect(api().cancelCheckout('no-such-cart-xyz')).rejects.toMatchObject({ kind: 'http', message: 'CART_NOT_FOUND' });
    } finally {
      await (realtime as { close?: () => Promise<void> }).close?.();
    }
  }, 20_000);
});

describe('users and login against the sandbox platform', () => {
  /** The widget's API with a session whose tokens the test holds, refreshing the way the element does. */
  function signedIn(tokens: { accessToken: string | null; refreshToken: string | null }) {
    const session = { ...tokens, refreshes: 0 };
    const platform = createPlatformApi({
      apiBase: demo.url,
      publishableKey: 'pk_demo',
      productId: 'demo',
      scope: testScope({ businessId: BUSINESS_ID }),
      getAccessToken: () => session.accessToken,
      refreshAccessToken: async () => {
        session.refreshes += 1;
        if (!session.refreshToken) return null;
        const fresh = await platform.refreshSession(session.refreshToken);
        session.accessToken = fresh.accessToken;
        return fresh.accessToken;
      },
    });
    return { platform, session };
  }

  it('logs a guest in, keeps its metadata and reads it back as the profile', async () => {
    const { platform, session } = signedIn({ accessToken: null, refreshToken: null });
    const tokens = await platform.loginAsGuest();
    expect(tokens.accessToken).toMatch(/^at_/);
    expect(tokens.refreshToken).toMatch(/^rt_/);
    Object.assign(session, tokens);
    expect(await platform.getUser()).toMatchObject({ isGuest: true, firstName: '', email: '', language: null });
    await platform.setUserMetadata({ language: 'he', firstName: 'Noa', lastName: 'Bar', email: '', country: 'IL' });
    const user = await platform.getUser();
    expect(user).toMatchObject({ isGuest: true, firstName: 'Noa', lastName: 'Bar', email: '', language: 'he', country: 'il' });
    const stored = (await (await fetch(new URL('/__sandbox/users', demo.url))).json()) as { id: string; metadata: object }[];
    // Empty fields are left out of the saved metadata.
    expect(stored.find((entry) => entry.id === user.id)?.metadata).toEqual({ language: 'he', firstName: 'Noa', lastName: 'Bar', country: 'IL' });
  });

  it('reads a demo user signed in by the host: a guest with a profile, and a member', async () => {
    expect(await signedIn({ accessToken: 'demo-guest-dana', refreshToken: null }).platform.getUser()).toEqual({
      id: 'usr_guest_dana',
      isGuest: true,
      firstName: 'Dana',
      lastName: 'Cohen',
      email: 'dana.cohen@example.com',
      phone: '2125550142',
      country: 'us',
      language: 'en_US',
    });
    expect(await signedIn({ accessToken: 'demo-member-ava', refreshToken: null }).platform.getUser()).toMatchObject({
      id: 'usr_member_ava',
      isGuest: false,
      firstName: 'Ava',
    });
  });

  it("tells the guest's country from the business's geocoding service", async () => {
    const platform = api();
    await platform.getBusinessConfiguration();
    expect(await platform.detectCountry()).toBe('us');
    await fetch(new URL('/__sandbox/geo', demo.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ country: 'IL' }),
    });
    expect(await platform.detectCountry()).toBe('il');
    const wrongKey = await fetch(new URL('/geo/api/v1/country?key=nope', demo.url));
    expect(wrongKey.status).toBe(401);
    // Coordinates the page may read place the guest first; else the address the host gave (`client-ip`).
    const placed = (options: { locate?: () => Promise<{ latitude: number; longitude: number } | null>; clientIp?: string }) =>
      createPlatformApi({
        apiBase: demo.url,
        publishableKey: 'pk_demo',
        productId: 'demo',
        scope: testScope({ businessId: BUSINESS_ID, currencyCode: null }),
        getAccessToken: () => null,
        refreshAccessToken: async () => null,
        ...options,
      });
    const inParis = placed({ locate: async () => ({ latitude: 48.8566, longitude: 2.3522 }), clientIp: '198.51.100.4' });
    await inParis.getBusinessConfiguration();
    expect(await inParis.detectCountry()).toBe('fr');
    const byAddress = placed({ locate: async () => null, clientIp: '198.51.100.4' });
    await byAddress.getBusinessConfiguration();
    expect(await byAddress.detectCountry()).toBe('il');
    const badCoordinates = await fetch(new URL('/geo/api/v1/country?key=geo_demo&lat=95&lng=10', demo.url));
    expect(badCoordinates.status).toBe(400);
    await fetch(new URL('/__sandbox/geo', demo.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ country: null }),
    });
  });

  it('an expired access token is code 121: the client refreshes once and retries; a bad refresh token fails the call', async () => {
    const guest = signedIn({ accessToken: null, refreshToken: null });
    Object.assign(guest.session, await guest.platform.loginAsGuest());
    const expired = guest.session.accessToken!;
    const answer = await fetch(new URL('/__sandbox/expire-tokens', demo.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accessToken: expired }),
    });
    expect(await answer.json()).toEqual({ expired: 1 });
    expect((await guest.platform.getUser()).isGuest).toBe(true);
    expect(guest.session.refreshes).toBe(1);
    expect(guest.session.accessToken).not.toBe(expired);

    const stranger = signedIn({ accessToken: 'not-a-token', refreshToken: 'not-a-refresh-token' });
    await expect(stranger.platform.getUser()).rejects.toMatchObject({ kind: 'http', code: 121 });
    expect(stranger.session.refreshes).toBe(1);
    await expect(stranger.platform.refreshSession('not-a-refresh-token')).rejects.toMatchObject({ kind: 'http', code: 4402 });
  });

  it('an expired refresh token renews nothing: the refresh is refused (4402) and the call fails with 121', async () => {
    const guest = signedIn({ accessToken: null, refreshToken: null });
    Object.assign(guest.session, await guest.platform.loginAsGuest());
    const post = (body: object) =>
      fetch(new URL('/__sandbox/expire-tokens', demo.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(await (await post({ refreshToken: guest.session.refreshToken })).json()).toEqual({ expired: 1 });
    // The access token still works until it expires too.
    expect((await guest.platform.getUser()).isGuest).toBe(true);
    expect(guest.session.refreshes).toBe(0);
    await post({ accessToken: guest.session.accessToken });
    await expect(guest.platform.getUser()).rejects.toMatchObject({ kind: 'http', code: 121 });
    expect(guest.session.refreshes).toBe(1);
    await expect(guest.platform.refreshSession(guest.session.refreshToken!)).rejects.toMatchObject({ kind: 'http', code: 4402 });
  });
});

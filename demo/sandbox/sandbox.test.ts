// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  WireBusinessConfigurationResponse,
  WireCartRequest,
  WireCartResponse,
  WireCheckoutRequest,
  WireCheckoutResponse,
  WireErrorBody,
  WireExperienceResponse,
  WireHotelsResponse,
  WireLocationsResponse,
  WireMenu,
  WireOutOfStockResponse,
  WireRealtimeCart,
  WireUiConfigurationResponse,
  WireSlotsResponse,
} from '../../src/api/wire';
import { DEMO } from './seed';
import { localParts } from './slots';
import type { SandboxOrder } from './store';
import { checkoutBody, demoForFile, sandboxRequests } from './test-support';

// Real servers on free ports: the realtime database child process and the sandbox HTTP server.

let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'go-dist-'));
  // A stand-in widget build so the gzip test does not depend on `npm run build`.
  const { writeFileSync, mkdirSync } = await import('node:fs');
  mkdirSync(join(distDir, 'chunks'));
  writeFileSync(join(distDir, 'guest-ordering.js'), `export const hello = ${JSON.stringify('x'.repeat(4000))};\n`);
  writeFileSync(join(distDir, 'chunks', 'lazy-abc123.js'), `export default ${JSON.stringify('y'.repeat(2000))};\n`);
});

afterAll(() => {
  rmSync(distDir, { recursive: true, force: true });
});

// Registered after the stand-in build's hooks, so the demo starts once the build is there and stops
// before it is removed; the options are read at the start, when `distDir` is set.
const demo = demoForFile('go-sandbox-', () => ({ distDir, calculationDelayMs: [50, 100] }));

// Calls as the SDK makes them, with its Authorization and X-Product-Id headers.
const { get: getJson, send } = sandboxRequests(() => demo.url, { authorization: 'Bearer test', 'x-product-id': 'demo' });

function cartRequest(id: string, items: WireCartRequest['items'], experienceId: number = DEMO.experiences.trattoriaPickup): WireCartRequest {
  return { id, experience_id: experienceId, business_id: DEMO.businessId, items, comment: '', total_calculations: true, coupon_code: null, checkout_at: null };
}

const line = (pui: string, quantity = 1, modifiers: string[] = []): WireCartRequest['items'][number] => ({
  pui,
  quantity,
  comment: '',
  modifiers: modifiers.map((m) => ({ pui: m, quantity: 1, comment: '' })),
});

/** The demo guest's checkout of `cart`, paid in person unless `paymentType` says otherwise. */
const checkoutRequest = (cart: WireCartRequest, details: Partial<WireCheckoutRequest['details']> = {}, paymentType = 'PAY_IN_PERSON'): WireCheckoutRequest =>
  checkoutBody(cart, { type: paymentType }, { details });

/** Reads carts/{id} through the realtime server's REST interface until `accept` holds. */
async function realtimeCart(id: string, accept: (cart: WireRealtimeCart) => boolean = () => true): Promise<WireRealtimeCart> {
  const url = `${demo.realtime.url}/carts/${id}.json?ns=${demo.realtime.namespace}`;
  const deadline = Date.now() + 4_000;
  while (Date.now() < deadline) {
    const value = (await (await fetch(url)).json()) as WireRealtimeCart | null;
    if (value && accept(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no realtime cart ${id}`);
}

describe('configuration and catalogue', () => {
  it('serves the business configuration by publishable key, pointing at the realtime server', async () => {
    const { status, body } = await getJson<WireBusinessConfigurationResponse>(
      '/users/api/v2/business/configurations?public_only=1&keys=pickupv2&publishableKey=pk_demo',
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ business_id: 1001, flow: 'RESTAURANT', product_id: 'demo' });
    expect(body.data.realtime).toEqual({ database_url: demo.realtime.url, namespace: demo.realtime.namespace });

    const unknown = await getJson<WireErrorBody>('/users/api/v2/business/configurations?publishableKey=pk_nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: expect.any(Number), message: 'BUSINESS_NOT_FOUND' });
  });

  it('lists locations, optionally by location group; the hotel and its outlets belong to the hotel business', async () => {
    const all = await getJson<WireLocationsResponse>('/restaurants/api/v3/locations?business_id=1001&experience[status]=ACTIVE&contain_experience=1');
    expect(all.body.data.map((l) => l.name)).toEqual([
      'Trattoria Lumen',
      'Corner Deli 24/7',
      'Night Owl Bakery',
      'Brooklyn Smokehouse',
      'Tasca do Rio',
      'Pier 17 Oyster Bar',
      'Lumen Wine Bar',
      'Midnight Ramen',
      'Lumen Café',
      'Grand Buffet',
      'Café Lumière',
      'Sushi Kaze',
      'Gulf Grill',
    ]);
    const trattoria = all.body.data.find((l) => l.id === DEMO.locations.trattoria)!;
    expect(trattoria.timezone.name).toBe('America/New_York');
    expect(trattoria.experiences.map((e) => e.type)).toEqual(['PICKUP', 'DINE_IN', 'DELIVERY']);

    const group = await getJson<WireLocationsResponse>('/restaurants/api/v3/locations?business_id=1001&location_group_id=601');
    const t = DEMO.timeLocations;
    const m = DEMO.menuLocations;
    expect(group.body.data.map((l) => l.id)).toEqual([DEMO.locations.trattoria, t.cornerDeli, t.oysterBar, t.wineBar, m.lumenCafe]);

    // The Harbor Grand and its outlets belong to the hotel business: the restaurant business has no hotel.
    const hotels = await getJson<WireHotelsResponse>('/hotels/api/v1/hotels/properties?business_id=1001');
    expect(hotels.body.data.hotelsList).toEqual([]);
    const hotelBusiness = await getJson<WireHotelsResponse>('/hotels/api/v1/hotels/properties?business_id=1002');
    expect(hotelBusiness.body.data.hotelsList).toContainEqual(expect.objectContaining({ name: 'Harbor Grand Hotel', location_ids: [2001, 2002] }));
    expect(hotels.body.data.restaurantList.map((l) => l.id)).toEqual([
      DEMO.locations.trattoria,
      t.cornerDeli,
      t.nightOwl,
      t.smokehouse,
      t.lisbon,
      t.oysterBar,
      t.wineBar,
      t.ramen,
      m.lumenCafe,
      m.grandBuffet,
      m.cafeLumiere,
      m.sushiKaze,
      m.gulfGrill,
    ]);
  });

  it('serves an experience with its computed next slot and menu file url', async () => {
    const { body } = await getJson<WireExperienceResponse>(`/restaurants/api/v3/experiences/${DEMO.experiences.trattoriaPickup}`);
    expect(body.data.settings.is_asap_only).toBe(true);
    expect(body.data.settings.payments.allowed.map((p) => p.type)).toContain('PAY_IN_PERSON');
    // Open around the clock: there is always a next slot, whatever the time.
    expect(body.data.settings.slots.next_available).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
    expect(body.data.settings.menus.files[0]!.url).toBe(`/menus/files/${DEMO.menus.trattoria}.json`);

    const missing = await getJson<WireErrorBody>('/restaurants/api/v3/experiences/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('EXPERIENCE_MISCONFIGURATION');
  });

  it('a paused kitchen offers no slot (not accepting orders) until resumed; a bad body or experience is refused', async () => {
    const path = `/restaurants/api/v3/experiences/${DEMO.experiences.trattoriaPickup}`;
    expect((await send('POST', '/__sandbox/paused', { experience_id: DEMO.experiences.trattoriaPickup, paused: true })).status).toBe(200);
    try {
      expect((await getJson<WireExperienceResponse>(path)).body.data.settings.slots.next_available).toBeNull();
      expect((await getJson<WireSlotsResponse>(`${path}/slots`)).body.data.time_slots).toEqual([]);
    } finally {
      await send('POST', '/__sandbox/paused', { experience_id: DEMO.experiences.trattoriaPickup, paused: false });
    }
    expect((await getJson<WireExperienceResponse>(path)).body.data.settings.slots.next_available).not.toBeNull();
    expect((await send('POST', '/__sandbox/paused', { experience_id: DEMO.experiences.trattoriaPickup })).status).toBe(400);
    expect((await send('POST', '/__sandbox/paused', { experience_id: 999999, paused: true })).status).toBe(404);
  });

  it("hides a business's next-available banner in its UI configuration until switched back; a bad body is refused", async () => {
    const banner = async () =>
      (await getJson<WireUiConfigurationResponse>('/restaurants/api/v3/ui-configurations?business_id=1002')).body.data.modifiable_config_fields.settings
        .hide_availability_banner;
    expect(await banner()).toBe(false);
    expect((await send('POST', '/__sandbox/availability-banner', { business_id: 1002, hidden: true })).status).toBe(200);
    expect(await banner()).toBe(true);
    await send('POST', '/__sandbox/availability-banner', { business_id: 1002, hidden: false });
    expect(await banner()).toBe(false);
    expect((await send('POST', '/__sandbox/availability-banner', { business_id: 1002 })).status).toBe(400);
    expect((await send('POST', '/__sandbox/availability-banner', { business_id: 9999, hidden: true })).status).toBe(404);
  });

  it("lists the express methods the sandbox wallet enables per business, and makes an express sheet's token", async () => {
    expect((await getJson<{ express: string[] }>('/__sandbox/wallet/methods?merchant=1001')).body).toEqual({ express: ['google_pay', 'apple_pay', 'alipay'] });
    expect((await getJson<{ express: string[] }>('/__sandbox/wallet/methods?merchant=1002')).body).toEqual({ express: ['google_pay'] });
    expect((await getJson<{ express: string[] }>('/__sandbox/wallet/methods?merchant=1004')).body).toEqual({ express: [] });
    const token = await send<{ issuer_name: string; last4: string | null; payment_method_id: string }>('POST', '/__sandbox/wallet/tokens', {
      express: 'google_pay',
    });
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ issuer_name: 'Google Pay', last4: null });
    expect((await send('POST', '/__sandbox/wallet/tokens', { express: 'paypal' })).status).toBe(400);
  });

  it('gives 15-minute slots inside open hours in the location time zone', async () => {
    const { body } = await getJson<WireSlotsResponse>(
      `/restaurants/api/v3/experiences/${DEMO.experiences.trattoriaDineIn}/slots?from=${encodeURIComponent(new Date().toISOString())}`,
    );
    expect(body.data.time_slots.length).toBeGreaterThan(10);
    expect(body.next_available).toBe(body.data.time_slots[0]);
    const earliest = Date.now() + 15 * 60_000 - 60_000;
    for (const slot of body.data.time_slots) {
      const instant = new Date(slot);
      const local = localParts(instant, 'America/New_York');
      const minutes = local.hour * 60 + local.minute;
      expect(local.minute % 15).toBe(0);
      expect(local.weekday).not.toBe('mon');
      const lunch = minutes >= 11 * 60 + 30 && minutes < 14 * 60 + 30;
      const dinner = minutes >= 17 * 60 && minutes < 22 * 60;
      expect(lunch || dinner, slot).toBe(true);
      expect(instant.getTime()).toBeGreaterThanOrEqual(earliest);
      // The offset in the string is New York's at that instant (EST or EDT).
      expect(slot).toMatch(/-0[45]:00$/);
    }
  });

  it("replaces a location's descriptions and an experience's disclaimer through /__sandbox/texts until reset", async () => {
    const hostile = '<b>Bold</b><img src=x onerror="alert(1)">';
    expect((await send('POST', '/__sandbox/texts', { location_id: DEMO.locations.trattoria, long_description: hostile })).status).toBe(200);
    expect((await send('POST', '/__sandbox/texts', { experience_id: DEMO.experiences.trattoriaPickup, disclaimer: '<i>Note</i>' })).status).toBe(200);
    expect((await send('POST', '/__sandbox/texts', { location_id: DEMO.locations.trattoria, long_description: 7 })).status).toBe(400);
    const listed = async () =>
      (await getJson<WireLocationsResponse>('/restaurants/api/v3/locations?business_id=1001')).body.data.find((l) => l.id === DEMO.locations.trattoria)!;
    const disclaimer = async () =>
      (await getJson<WireExperienceResponse>(`/restaurants/api/v3/experiences/${DEMO.experiences.trattoriaPickup}`)).body.data.settings.ui.my_order.disclaimer;
    expect((await listed()).long_description).toBe(hostile);
    expect((await listed()).short_description).not.toBe(hostile);
    expect(await disclaimer()).toBe('<i>Note</i>');
    expect((await send('POST', '/__sandbox/reset', {})).status).toBe(200);
    expect((await listed()).long_description).not.toBe(hostile);
    expect(await disclaimer()).toBeNull();
  });

  it('serves the menu file and the out-of-stock serial ids', async () => {
    const { body: menu } = await getJson<WireMenu>(`/menus/files/${DEMO.menus.trattoria}.json`);
    const items = menu.categories.flatMap((c) => [...c.items, ...c.subcategories.flatMap((s) => s.items)]);
    const margherita = items.find((i) => i.pos_unique_id === DEMO.items.margherita)!;
    expect(margherita).toMatchObject({ name: 'Margherita', price: 16, kcal: 860 });
    expect(margherita.modifierGroups[0]).toMatchObject({ minSelect: 0, maxSelect: 3 });
    expect(items.find((i) => i.pos_unique_id === DEMO.items.rigatoni)!.modifierGroups[0]).toMatchObject({ minSelect: 1, maxSelect: 1 });
    expect(items.find((i) => i.pos_unique_id === DEMO.items.chianti)!.under_18).toBe(true);
    expect(items.find((i) => i.pos_unique_id === DEMO.items.staffMeal)!.is_hidden).toBe(true);

    const { body: stock } = await getJson<WireOutOfStockResponse>(`/menus/api/v1/getOutOfStockItems?bid=${DEMO.locations.trattoria}`);
    expect(stock.items).toEqual([DEMO.outOfStockSerial]);
  });
});

describe('carts and checkout', () => {
  it('answers a new cart as pending, then publishes the calculation to the realtime database', async () => {
    const cart = cartRequest('cart-test-calc-0001', [
      line(DEMO.items.margherita, 2, [DEMO.modifiers.extraNduja]), // 2 x (16 + 3)
      line(DEMO.items.rigatoni, 1, [DEMO.modifiers.shapeGlutenFree]), // 18 + 2
    ]);
    const { status, body } = await send<WireCartResponse>('POST', '/restaurants/api/v3/cart', cart);
    expect(status).toBe(200);
    expect(body.cart).toMatchObject({ id: cart.id, status: 'PENDING_CALCULATIONS', isPendingCalculations: true });
    expect(body.cart.hash).toMatch(/^[0-9a-f]{64}$/);

    const calculated = await realtimeCart(cart.id);
    expect(calculated).toMatchObject({ id: cart.id, hash: body.cart.hash, status: 'CALCULATED' });
    // 58.00 subtotal; 3004's own 3% service charge 1.74; NY 8.875% of 59.74 = 5.3019 -> 5.30.
    expect(calculated.summary).toMatchObject({
      subtotal: 58,
      service_charges: [{ name: 'Service charge 3%', amount: 1.74 }],
      taxes: [{ name: 'NY Sales Tax', amount: 5.3, is_inclusive: false }],
      total: 65.04,
    });

    // An update changes the hash, and the newer calculation replaces the older one.
    const updated = await send<WireCartResponse>('PUT', `/restaurants/api/v3/cart/${cart.id}`, { ...cart, items: [line(DEMO.items.tiramisu)] });
    expect(updated.body.cart.hash).not.toBe(body.cart.hash);
    const recalculated = await realtimeCart(cart.id, (c) => c.hash === updated.body.cart.hash);
    expect(recalculated.summary!.subtotal).toBe(9);
    expect(recalculated.timestamp).toBeGreaterThan(calculated.timestamp);
  });

  it('reaches a firebase 12 client configured from the business configuration', async () => {
    const { initializeApp, deleteApp } = await import('firebase/app');
    const { getDatabase, ref, onValue } = await import('firebase/database');
    const { body: config } = await getJson<WireBusinessConfigurationResponse>('/users/api/v2/business/configurations?publishableKey=pk_demo');
    const { database_url: url, namespace } = config.data.realtime!;
    const app = initializeApp({ databaseURL: `${url}?ns=${namespace}` }, 'sandbox-test');
    try {
      // 3006 (delivery): no service charge, so the empty list is dropped by the database.
      const cart = cartRequest('cart-test-firebase-0001', [line(DEMO.items.margherita)], DEMO.experiences.trattoriaDelivery);
      const received = new Promise<WireRealtimeCart>((resolve) => {
        onValue(ref(getDatabase(app), `carts/${cart.id}`), (snapshot) => {
          if (snapshot.exists()) resolve(snapshot.val() as WireRealtimeCart);
        });
      });
      const { body } = await send<WireCartResponse>('POST', '/restaurants/api/v3/cart', cart);
      const value = await received;
      expect(value).toMatchObject({ hash: body.cart.hash, status: 'CALCULATED', summary: { subtotal: 16, total: 17.42 } });
      // The database drops nulls and empty arrays: listeners must default them.
      expect(value.reason).toBeUndefined();
      expect(value.summary!.service_charges).toBeUndefined();
    } finally {
      await deleteApp(app);
    }
  });

  it('adds the hotel service charge and reports an inclusive tax without adding it', async () => {
    const cart = cartRequest('cart-test-pool-0001', [line('PB-FISH-TACOS', 2)], DEMO.experiences.poolService);
    await send('POST', '/restaurants/api/v3/cart', cart);
    const { summary } = await realtimeCart(cart.id);
    // 36.00; service 15% = 5.40; NY tax on 41.40 = 3.67; levy included in 36.00 at 5% = 1.71.
    expect(summary).toMatchObject({
      subtotal: 36,
      service_charges: [{ name: 'Poolside service charge', amount: 5.4 }],
      total: 45.07,
    });
    expect(summary!.taxes).toEqual([
      { name: 'NY Sales Tax', amount: 3.67, is_inclusive: false },
      { name: 'Resort levy', amount: 1.71, is_inclusive: true },
    ]);
  });

  it('rejects a cart with an out-of-stock item, and its checkout lists the item', async () => {
    const cart = cartRequest('cart-test-oos-0001', [line(DEMO.items.calamari), line(DEMO.items.bruschetta)]);
    await send('POST', '/restaurants/api/v3/cart', cart);
    const rejected = await realtimeCart(cart.id);
    expect(rejected).toMatchObject({ status: 'REJECTED', reason: 'CART_ITEM_OUT_OF_STOCK' });
    expect(rejected.items_errors).toEqual([{ pui: DEMO.items.calamari, name: 'Fried Calamari', error: 'OUT_OF_STOCK', available: 0 }]);

    const checkout = await send<WireErrorBody>('POST', `/restaurants/api/v3/cart/${cart.id}/checkout`, checkoutRequest(cart));
    expect(checkout.status).toBe(400);
    expect(checkout.body).toMatchObject({
      message: 'CART_CHECKOUT_ITEM_OUT_OF_STOCK',
      items_not_in_stock: [{ pui: DEMO.items.calamari, name: 'Fried Calamari', available: 0 }],
    });
  });

  it('rejects unknown items and a missing required modifier as CART_ITEM_NOT_VALID', async () => {
    const cart = cartRequest('cart-test-invalid-0001', [line('NO-SUCH-ITEM'), line(DEMO.items.rigatoni)]);
    await send('POST', '/restaurants/api/v3/cart', cart);
    expect(await realtimeCart(cart.id)).toMatchObject({ status: 'REJECTED', reason: 'CART_ITEM_NOT_VALID' });
  });

  it("answers a cart's standing order read-only: none before the checkout, the same order after, never making one", async () => {
    const cart = cartRequest('cart-test-lookup-0001', [line(DEMO.items.margherita)]);
    await send('POST', '/restaurants/api/v3/cart', cart);
    const before = (await getJson<SandboxOrder[]>('/__sandbox/orders')).body.length;
    expect((await getJson<{ order: null }>(`/restaurants/api/v3/cart/${cart.id}/checkout`)).body).toEqual({ order: null });
    expect((await getJson<SandboxOrder[]>('/__sandbox/orders')).body).toHaveLength(before);

    const placed = await send<WireCheckoutResponse>('POST', `/restaurants/api/v3/cart/${cart.id}/checkout`, checkoutRequest(cart));
    const found = await getJson<WireCheckoutResponse>(`/restaurants/api/v3/cart/${cart.id}/checkout`);
    expect(found.status).toBe(200);
    expect(found.body.order).toEqual(placed.body.order);
    expect((await getJson<SandboxOrder[]>('/__sandbox/orders')).body).toHaveLength(before + 1);
    expect((await getJson<WireErrorBody>('/restaurants/api/v3/cart/no-such-cart/checkout')).status).toBe(404);
  });

  it('checks out a cart into exactly one order, even when the checkout is repeated', async () => {
    const cart = cartRequest('cart-test-checkout-0001', [line(DEMO.items.margherita)]);
    await send('POST', '/restaurants/api/v3/cart', cart);
    const before = (await getJson<SandboxOrder[]>('/__sandbox/orders')).body.length;

    const first = await send<WireCheckoutResponse>('POST', `/restaurants/api/v3/cart/${cart.id}/checkout`, checkoutRequest(cart));
    expect(first.status).toBe(200);
    expect(first.body.order.check_number).toMatch(/^A-\d{4,}$/);
    expect(first.body.order.payments[0]!.status).toBe('OK');
    expect(first.body.is3DSecure).toBe(false);

    const again = await Promise.all(
      [1, 2, 3].map(() => send<WireCheckoutResponse>('POST', `/restaurants/api/v3/cart/${cart.id}/checkout`, checkoutRequest(cart))),
    );
    for (const repeat of again) expect(repeat.body.order).toEqual(first.body.order);

    const orders = (await getJson<SandboxOrder[]>('/__sandbox/orders')).body;
    expect(orders).toHaveLength(before + 1);
    expect(orders[0]).toMatchObject({
      id: first.body.order.id,
      check_number: first.body.order.check_number,
      cart_id: cart.id,
      payment_type: 'PAY_IN_PERSON',
      location_id: DEMO.locations.trattoria,
      experience_id: DEMO.experiences.trattoriaPickup,
      // 16.00 + 3% service 0.48 + NY tax 8.875% of 16.48 (1.46).
      details: { first_name: 'Ada', last_name: 'Lovelace' },
      summary: { subtotal: 16, total: 17.94 },
    });

    // The checked-out cart can no longer change (the widget then starts a new cart id).
    const change = await send<WireErrorBody>('PUT', `/restaurants/api/v3/cart/${cart.id}`, cart);
    expect(change.status).toBe(409);
    expect(change.body.message).toBe('CART_RACE_CONDITIONS');
  });

  it('validates checkout details and payment type', async () => {
    const cart = cartRequest('cart-test-details-0001', [line(DEMO.items.diavola)]);
    await send('POST', '/restaurants/api/v3/cart', cart);
    const noName = await send<WireErrorBody>('POST', `/restaurants/api/v3/cart/${cart.id}/checkout`, checkoutRequest(cart, { last_name: '  ' }));
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('MISSING_PARAMETERS');
    const badPayment = await send<WireErrorBody>('POST', `/restaurants/api/v3/cart/${cart.id}/checkout`, checkoutRequest(cart, {}, 'ROOM'));
    expect(badPayment.status).toBe(400);
    expect(badPayment.body).toEqual({ code: 4700, message: 'CART_CHECKOUT_FAILED' });

    const roomCart = cartRequest('cart-test-room-0001', [line('HG-CLUB')], DEMO.experiences.roomService);
    await send('POST', '/restaurants/api/v3/cart', roomCart);
    const noRoom = await send<WireErrorBody>('POST', `/restaurants/api/v3/cart/${roomCart.id}/checkout`, checkoutRequest(roomCart, {}, 'ROOM'));
    expect(noRoom.body.message).toBe('MISSING_PARAMETERS');
    const withRoom = await send<WireCheckoutResponse>(
      'POST',
      `/restaurants/api/v3/cart/${roomCart.id}/checkout`,
      checkoutRequest(roomCart, { room_number: '1204' }, 'ROOM'),
    );
    expect(withRoom.status).toBe(200);
  });

  it('answers bad input with 400 and unknown carts with 404, in the error body shape', async () => {
    const cases: [string, string, unknown][] = [
      ['POST', '/restaurants/api/v3/cart', { id: 'short' }],
      ['POST', '/restaurants/api/v3/cart', { ...cartRequest('cart-test-bad-0001', [line(DEMO.items.margherita, 0)]) }],
      ['POST', '/restaurants/api/v3/cart', { ...cartRequest('cart-test-bad-0002', []), items: 'nope' }],
      ['POST', '/restaurants/api/v3/cart', { ...cartRequest('cart-test-bad-0003', []), checkout_at: 'tomorrow' }],
      // Off the SDK's request contract (src/api/schemas-order.ts), which the sandbox checks first.
      ['POST', '/restaurants/api/v3/cart', { ...cartRequest('cart-test-bad-0004', []), comment: null }],
      ['POST', '/restaurants/api/v3/cart', { ...cartRequest('cart-test-bad-0005', []), total_calculations: undefined }],
    ];
    for (const [method, path, body] of cases) {
      const response = await send<WireErrorBody>(method, path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ code: 4400, message: 'CART_NOT_VALID' });
    }
    const contractCart = cartRequest('cart-test-bad-0006', [line(DEMO.items.margherita)]);
    expect((await send('POST', '/restaurants/api/v3/cart', contractCart)).status).toBe(200);
    const { device_id: _omitted, ...withoutDevice } = checkoutRequest(contractCart);
    const offContract = await send<WireErrorBody>('POST', `/restaurants/api/v3/cart/${contractCart.id}/checkout`, withoutDevice);
    expect(offContract.status).toBe(400);
    expect(offContract.body.message).toBe('CART_NOT_VALID');
    const invalidJson = await fetch(new URL('/restaurants/api/v3/cart', demo.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(invalidJson.status).toBe(400);

    const unknown = await send<WireErrorBody>('POST', '/restaurants/api/v3/cart/cart-does-not-exist/checkout', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: expect.any(Number), message: 'CART_NOT_FOUND' });
    const unknownPut = await send<WireErrorBody>('PUT', '/restaurants/api/v3/cart/cart-does-not-exist', cartRequest('cart-does-not-exist', []));
    expect(unknownPut.body.message).toBe('CART_NOT_FOUND');
  });

  it('takes a cart and its checkout without the optional coupon_code and checkout_at, as the contract allows', async () => {
    const { coupon_code: _coupon, checkout_at: _at, ...bare } = cartRequest('cart-test-optional-01', [line(DEMO.items.margherita)]);
    const created = await send<{ cart: { id: string } }>('POST', '/restaurants/api/v3/cart', bare);
    expect(created.status).toBe(200);
    expect(created.body.cart.id).toBe('cart-test-optional-01');
    const { coupon_code: _c, checkout_at: _a, ...checkout } = checkoutRequest(cartRequest('cart-test-optional-01', [line(DEMO.items.margherita)]));
    const placed = await send<{ order: { id: string } }>('POST', '/restaurants/api/v3/cart/cart-test-optional-01/checkout', checkout);
    expect(placed.status).toBe(200);
    expect(placed.body.order.id).toEqual(expect.any(String));
  });

  it('answers a body nested too deeply to read with 400, never 500', async () => {
    for (const depth of [5_000, 100_000]) {
      const body = `{"id":"cart-test-deep-0001","items":${'['.repeat(depth)}${']'.repeat(depth)}}`;
      const response = await fetch(new URL('/restaurants/api/v3/cart', demo.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(response.status, `depth ${depth}`).toBe(400);
      expect(((await response.json()) as WireErrorBody).message).toBe('CART_NOT_VALID');
    }
  });

  it('allows any origin with the Authorization and X-Product-Id headers', async () => {
    const response = await fetch(new URL('/restaurants/api/v3/cart', demo.url), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://hotel.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,x-product-id,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://hotel.example');
    expect(response.headers.get('access-control-allow-headers')!.toLowerCase()).toContain('x-product-id');
    expect(response.headers.get('access-control-allow-headers')!.toLowerCase()).toContain('authorization');
  });

  it('answers the /__sandbox control routes only to its own origin, without any-origin CORS headers', async () => {
    const own = new URL(demo.url).origin;
    const hostile = { origin: 'https://attacker.example' };
    const foreignList = await fetch(new URL('/__sandbox/orders', demo.url), { headers: hostile });
    expect(foreignList.status).toBe(403);
    expect(await foreignList.json()).toMatchObject({ message: 'FORBIDDEN_ORIGIN' });
    expect(foreignList.headers.get('access-control-allow-origin')).toBeNull();
    // A page of another site posting a form, or a preflight for its fetch, is refused too.
    expect((await fetch(new URL('/__sandbox/reset', demo.url), { method: 'POST', headers: hostile })).status).toBe(403);
    expect((await fetch(new URL('/__sandbox/users', demo.url), { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    const preflight = await fetch(new URL('/__sandbox/reset', demo.url), {
      method: 'OPTIONS',
      headers: { ...hostile, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.ok).toBe(false);

    // The sandbox's own pages, and callers that are no page at all (tests, curl), are answered.
    const sameOrigin = await fetch(new URL('/__sandbox/orders', demo.url), { headers: { origin: own, 'sec-fetch-site': 'same-origin' } });
    expect(sameOrigin.status).toBe(200);
    expect(Array.isArray(await sameOrigin.json())).toBe(true);
    expect(sameOrigin.headers.get('access-control-allow-origin')).toBeNull();
    expect((await fetch(new URL('/__sandbox/orders', demo.url))).status).toBe(200);
  });
});

describe('connections and durability', () => {
  /** One request on `agent` with node:http (fetch hides which socket it used). */
  async function agentRequest(agent: import('node:http').Agent, method: string, path: string, body?: Buffer) {
    const { request } = await import('node:http');
    return new Promise<{ status: number; text: string; connection: string | undefined }>((resolve, reject) => {
      const req = request(
        new URL(path, demo.url),
        {
          agent,
          method,
          headers: { 'content-type': 'application/json', ...(body ? { 'content-length': String(body.length) } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), connection: res.headers.connection }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it("answers a too-large body 413 with Connection: close, and the same keep-alive agent's next request works", async () => {
    const { Agent } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // Several megabytes, so the server refuses it while the client is still sending.
      const huge = Buffer.alloc(8_000_000, 0x20);
      const refused = await agentRequest(agent, 'POST', '/restaurants/api/v3/cart', huge);
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.text)).toEqual({ code: 413, message: 'PAYLOAD_TOO_LARGE' });
      expect(refused.connection).toBe('close');
      for (let i = 0; i < 3; i += 1) {
        const next = await agentRequest(agent, 'GET', '/users/api/v2/business/configurations?public_only=1&keys=pickupv2&publishableKey=pk_demo');
        expect(next.status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });

  it('writes the database with synchronous=FULL, so a committed order survives a power loss', () => {
    expect(demo.sandbox.store.durability()).toEqual({ journalMode: 'wal', synchronous: 'FULL' });
  });
});

describe('persistence and static files', () => {
  it('keeps orders across a server restart', async () => {
    const cart = cartRequest('cart-test-restart-0001', [line(DEMO.items.carbonara)]);
    await send('POST', '/restaurants/api/v3/cart', cart);
    const placed = await send<WireCheckoutResponse>('POST', `/restaurants/api/v3/cart/${cart.id}/checkout`, checkoutRequest(cart));
    await demo.sandbox.close();

    await demo.restartSandbox({ distDir });
    const orders = (await getJson<SandboxOrder[]>('/__sandbox/orders')).body;
    expect(orders.map((o) => o.id)).toContain(placed.body.order.id);
    // Still idempotent after the restart, and check numbers keep counting.
    const repeat = await send<WireCheckoutResponse>('POST', `/restaurants/api/v3/cart/${cart.id}/checkout`, checkoutRequest(cart));
    expect(repeat.body.order.id).toBe(placed.body.order.id);
    const next = cartRequest('cart-test-restart-0002', [line(DEMO.items.pellegrino)]);
    await send('POST', '/restaurants/api/v3/cart', next);
    const second = await send<WireCheckoutResponse>('POST', `/restaurants/api/v3/cart/${next.id}/checkout`, checkoutRequest(next));
    expect(Number(second.body.order.check_number.slice(2))).toBe(Number(placed.body.order.check_number.slice(2)) + 1);
  });

  it('serves /dist files gzip-compressed with CDN headers, and demo pages at /', async () => {
    const js = await fetch(new URL('/dist/guest-ordering.js', demo.url), { headers: { 'accept-encoding': 'gzip' } });
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(js.headers.get('content-encoding')).toBe('gzip');
    expect(js.headers.get('cache-control')).toContain('must-revalidate');
    const etag = js.headers.get('etag')!;
    expect(etag).toBeTruthy();
    // fetch decodes gzip itself; the raw length header tells us the bytes on the wire were compressed.
    expect(Number(js.headers.get('content-length'))).toBeLessThan(1000);
    expect(gunzipSync(Buffer.from(await rawBody('/dist/guest-ordering.js'))).toString()).toContain('export const hello');

    const notModified = await fetch(new URL('/dist/guest-ordering.js', demo.url), { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    const chunk = await fetch(new URL('/dist/chunks/lazy-abc123.js', demo.url));
    expect(chunk.headers.get('cache-control')).toContain('immutable');

    const page = await fetch(new URL('/', demo.url));
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<script type="module" src="/dist/guest-ordering.js"></script>');
    expect(html).toContain(
      '<guest-ordering api-base="/" publishable-key="pk_demo" business-id="1001" product-id="demo" flow="RESTAURANT" analytics-data-layer="dataLayer"></guest-ordering>',
    );
    expect((await fetch(new URL('/dist/../package.json', demo.url))).status).toBe(404);
  });
});

/** The undecoded response bytes (node:http, since fetch always decompresses). */
async function rawBody(path: string): Promise<Uint8Array> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, demo.url), { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    });
    req.on('error', reject);
    req.end();
  });
}

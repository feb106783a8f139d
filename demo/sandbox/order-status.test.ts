// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { is } from 'superstruct';
import { beforeEach, describe, expect, it } from 'vitest';
import { OrderStatusResponseSchema } from '../../src/api/schemas-order-status';
import type { WireCartRequest, WireCheckoutRequest, WireCheckoutResponse, WireErrorBody, WireOrderStatus, WireOrderStatusResponse } from '../../src/api/wire';
import type { SandboxKitchen } from './platform';
import { DEMO } from './seed';
import { SandboxStore } from './store';
import { checkoutBody, demoForFile, sandboxRequests } from './test-support';

// The optional order-status capability (demo/README.md "Order status and the kitchen"): the kitchen
// status each placed order gets, the public call, the kitchen's moves, the realtime value and the
// kitchen page's data. Real servers on free ports, the sandbox clock fixed.

const demo = demoForFile('go-order-status-', { calculationDelayMs: [20, 40], terminalDelayMs: 100 });

/** The sandbox clock for every test: Tuesday 24 Nov 2026, 10:00 in New York. */
const NOW = '2026-11-24T15:00:00.000Z';
const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

beforeEach(async () => {
  await send('POST', '/__sandbox/reset', {});
  await send('POST', '/__sandbox/clock', { now: NOW });
});

const { send, get } = sandboxRequests(() => demo.url);

let cartSeq = 0;
function cart(
  experienceId: number = DEMO.experiences.trattoriaPickup,
  businessId: number = DEMO.businessId,
  pui: string = DEMO.items.margherita,
): WireCartRequest {
  cartSeq += 1;
  return {
    id: `cart-os-${String(cartSeq).padStart(4, '0')}`,
    experience_id: experienceId,
    business_id: businessId,
    items: [{ pui, quantity: 2, comment: '', modifiers: [] }],
    comment: '',
    total_calculations: true,
    coupon_code: null,
    checkout_at: null,
  };
}

/** Saves a cart and checks it out; answers the checkout's order. */
async function place(
  payment: WireCheckoutRequest['payment'] = { type: 'PAY_IN_PERSON' },
  c: WireCartRequest = cart(),
  details: Partial<WireCheckoutRequest['details']> = {},
): Promise<WireCheckoutResponse['order']> {
  expect((await send('POST', '/restaurants/api/v3/cart', c)).status).toBe(200);
  const placed = await send<WireCheckoutResponse>('POST', `/restaurants/api/v3/cart/${c.id}/checkout`, checkoutBody(c, payment, { details }));
  expect(placed.status).toBe(200);
  return placed.body.order;
}

async function cardToken(number: string): Promise<string> {
  const { status, body } = await send<{ payment_method_id: string }>('POST', '/__sandbox/wallet/tokens', { number, expiry: '12/34', cvc: '123' });
  expect(status).toBe(200);
  return body.payment_method_id;
}

const statusOf = (orderId: string) => get<WireOrderStatusResponse & WireErrorBody>(`/restaurants/api/v3/order/${orderId}/status`);
const move = (orderId: string, body: unknown) =>
  send<WireOrderStatusResponse & WireErrorBody & { refusal?: string }>('POST', `/__sandbox/orders/${orderId}/status`, body);

/** The value at order_statuses/{orderId} once every pending write has landed (null: nothing there). */
async function realtimeStatus(orderId: string): Promise<Partial<WireOrderStatus> | null> {
  await demo.sandbox.platform.settled();
  const url = `${demo.realtime.url}/order_statuses/${orderId}.json?ns=${demo.realtime.namespace}`;
  return (await (await fetch(url)).json()) as Partial<WireOrderStatus> | null;
}

/** What every status says of a Trattoria Lumen pickup order besides where it is (`check_number` differs per order). */
const FACTS = { check_number: expect.stringMatching(/^A-\d+$/), location_name: 'Trattoria Lumen', time_zone: 'America/New_York', experience_type: 'PICKUP' };

describe('the kitchen status of a placed order', () => {
  it('begins RECEIVED, at the sandbox clock, when an order paid later is placed; the call answers it in the SDK schema', async () => {
    const order = await place({ type: 'PAY_IN_PERSON' });
    const { status, body } = await statusOf(order.id);
    expect(status).toBe(200);
    expect(is(body, OrderStatusResponseSchema)).toBe(true);
    expect(body.data).toEqual({ status: 'RECEIVED', eta: null, message: null, updated_at: NOW, delayed: false, charge: null, ...FACTS });
    // The realtime database drops nulls: the value arrives without eta, message and charge.
    expect(await realtimeStatus(order.id)).toEqual({ status: 'RECEIVED', updated_at: NOW, delayed: false, ...FACTS });
  });

  it('answers any origin without a bearer token, as the payment calls do', async () => {
    const order = await place();
    const response = await fetch(new URL(`/restaurants/api/v3/order/${order.id}/status`, demo.url), { headers: { origin: 'https://hotel.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://hotel.example');
  });

  it('begins for a card order once its payment is taken: at once, or after 3-D Secure (none while it waits)', async () => {
    const paid = await place({ type: 'WALLET', payment_method_id: await cardToken('4242424242424242') });
    expect((await statusOf(paid.id)).body.data.status).toBe('RECEIVED');

    const challenged = await place({ type: 'WALLET', payment_method_id: await cardToken('4000000000003220') });
    const waiting = await statusOf(challenged.id);
    expect(waiting.status).toBe(404);
    expect(waiting.body).toEqual({ code: 4004, message: 'ORDER_STATUS_NOT_FOUND' });
    expect(await realtimeStatus(challenged.id)).toBeNull();

    await send('POST', '/__sandbox/clock', { now: minutesAfter(NOW, 2) });
    const completed = await send('POST', '/__sandbox/wallet/challenge', { order: challenged.id, payment: challenged.payments[0]!.id, result: 'complete' });
    expect(completed.status).toBe(200);
    expect((await statusOf(challenged.id)).body.data).toMatchObject({ status: 'RECEIVED', updated_at: minutesAfter(NOW, 2) });
    expect(await realtimeStatus(challenged.id)).toMatchObject({ status: 'RECEIVED' });
  });

  it('gives none to an order whose payment failed (VOIDED)', async () => {
    const order = await place({ type: 'WALLET', payment_method_id: await cardToken('4000000000003220') });
    await send('POST', '/__sandbox/wallet/challenge', { order: order.id, payment: order.payments[0]!.id, result: 'fail' });
    expect((await statusOf(order.id)).status).toBe(404);
  });

  it('answers 404 for an unknown order, on the call and the control route', async () => {
    expect((await statusOf('ord_nope')).body).toEqual({ code: 4004, message: 'ORDER_NOT_FOUND' });
    expect((await statusOf('ord_nope')).status).toBe(404);
    expect((await move('ord_nope', { status: 'ACCEPTED' })).status).toBe(404);
  });
});

describe("the kitchen's moves", () => {
  it('accepts with an ETA of now + eta_minutes, written to the realtime database before it answers', async () => {
    const order = await place();
    const accepted = await move(order.id, { status: 'ACCEPTED', eta_minutes: 20 });
    expect(accepted.status).toBe(200);
    expect(is(accepted.body, OrderStatusResponseSchema)).toBe(true);
    expect(accepted.body.data).toEqual({
      status: 'ACCEPTED',
      eta: minutesAfter(NOW, 20),
      message: null,
      updated_at: NOW,
      delayed: false,
      charge: null,
      ...FACTS,
    });
    expect((await statusOf(order.id)).body.data).toEqual(accepted.body.data);
    const url = `${demo.realtime.url}/order_statuses/${order.id}.json?ns=${demo.realtime.namespace}`;
    expect(await (await fetch(url)).json()).toEqual({ status: 'ACCEPTED', eta: minutesAfter(NOW, 20), updated_at: NOW, delayed: false, ...FACTS });
  });

  it('refuses READY before ACCEPTED, and any move after REJECTED, with 409 and the refusal', async () => {
    const order = await place();
    const early = await move(order.id, { status: 'READY' });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      code: 'ORDER_STATUS_TRANSITION_REFUSED',
      message: `Order ${order.check_number} must be accepted (or rejected) before it moves to Ready.`,
      refusal: 'NOT_ACCEPTED',
    });

    const rejected = await move(order.id, { status: 'REJECTED', message: 'Out of dough' });
    expect(rejected.body.data).toEqual({
      status: 'REJECTED',
      eta: null,
      message: 'Out of dough',
      updated_at: NOW,
      delayed: false,
      charge: 'NOT_CHARGED',
      ...FACTS,
    });
    for (const next of ['ACCEPTED', 'CANCELLED', 'REJECTED'] as const) {
      const after = await move(order.id, { status: next });
      expect(after.status, next).toBe(409);
      expect(after.body).toMatchObject({ code: 'ORDER_STATUS_TRANSITION_REFUSED', refusal: 'ENDED' });
    }
    expect((await statusOf(order.id)).body.data.status).toBe('REJECTED');
  });

  it('refuses going back, a step of the other track and a late refusal', async () => {
    const pickup = await place();
    await move(pickup.id, { status: 'ACCEPTED' });
    await move(pickup.id, { status: 'PREPARING' });
    expect((await move(pickup.id, { status: 'ACCEPTED' })).body.refusal).toBe('BACKWARDS');
    expect((await move(pickup.id, { status: 'OUT_FOR_DELIVERY' })).body.refusal).toBe('WRONG_TRACK');
    await move(pickup.id, { status: 'READY' });
    expect((await move(pickup.id, { status: 'REJECTED' })).body.refusal).toBe('TOO_LATE_TO_REJECT');
    expect((await move(pickup.id, { status: 'PICKED_UP' })).body.data).toMatchObject({ status: 'PICKED_UP', eta: null });

    // Room service is delivered: it goes out for delivery, never "ready" for pickup.
    const room = await place({ type: 'ROOM' }, cart(DEMO.experiences.roomService, DEMO.hotelBusiness.id, 'HG-CLUB'), { room_number: '1204' });
    await move(room.id, { status: 'ACCEPTED' });
    expect((await move(room.id, { status: 'READY' })).body.refusal).toBe('WRONG_TRACK');
    expect((await move(room.id, { status: 'OUT_FOR_DELIVERY' })).status).toBe(200);
  });

  it('keeps the ETA when none is given, clears the message with a new status, and drops the ETA at the end', async () => {
    const order = await place();
    await move(order.id, { status: 'ACCEPTED', eta_minutes: 20, message: 'Thanks!' });
    await send('POST', '/__sandbox/clock', { now: minutesAfter(NOW, 5) });
    const preparing = await move(order.id, { status: 'PREPARING' });
    expect(preparing.body.data).toMatchObject({ status: 'PREPARING', eta: minutesAfter(NOW, 20), message: null, updated_at: minutesAfter(NOW, 5) });
    const ready = await move(order.id, { status: 'READY', eta_minutes: 5 });
    expect(ready.body.data.eta).toBe(minutesAfter(NOW, 10));
    expect((await move(order.id, { status: 'PICKED_UP', eta_minutes: 5 })).body.data.eta).toBeNull();
  });

  it('a delay (the same status, a later ETA) says delayed with its reason; a later status clears it', async () => {
    const order = await place();
    await move(order.id, { status: 'ACCEPTED', eta_minutes: 20 });
    await move(order.id, { status: 'PREPARING' });
    const delayed = await move(order.id, { status: 'PREPARING', eta_minutes: 35, message: 'The oven is catching up' });
    expect(delayed.body.data).toEqual({
      status: 'PREPARING',
      eta: minutesAfter(NOW, 35),
      message: 'The oven is catching up',
      updated_at: NOW,
      delayed: true,
      charge: null,
      ...FACTS,
    });
    expect(await realtimeStatus(order.id)).toMatchObject({ delayed: true, message: 'The oven is catching up' });
    const ready = await move(order.id, { status: 'READY' });
    expect(ready.body.data).toMatchObject({ status: 'READY', eta: minutesAfter(NOW, 35), message: null, delayed: false });

    // An ETA brought forward is no delay.
    const other = await place();
    await move(other.id, { status: 'ACCEPTED', eta_minutes: 30 });
    expect((await move(other.id, { status: 'ACCEPTED', eta_minutes: 40 })).body.data.delayed).toBe(true);
    expect((await move(other.id, { status: 'ACCEPTED', eta_minutes: 10 })).body.data).toMatchObject({ delayed: false, eta: minutesAfter(NOW, 10) });
  });

  it("says what became of the guest's money when an order ends without food", async () => {
    const card = await place({ type: 'WALLET', payment_method_id: await cardToken('4242424242424242') });
    expect((await move(card.id, { status: 'REJECTED', message: 'Kitchen closed' })).body.data).toMatchObject({ status: 'REJECTED', charge: 'REFUNDED' });
    const room = await place({ type: 'ROOM' }, cart(DEMO.experiences.roomService, DEMO.hotelBusiness.id, 'HG-CLUB'), { room_number: '1204' });
    await move(room.id, { status: 'ACCEPTED' });
    expect((await move(room.id, { status: 'CANCELLED' })).body.data).toMatchObject({ status: 'CANCELLED', charge: 'NOT_CHARGED' });
    const cash = await place({ type: 'CASH' });
    expect((await move(cash.id, { status: 'CANCELLED' })).body.data.charge).toBe('NOT_CHARGED');
    expect(await realtimeStatus(card.id)).toMatchObject({ status: 'REJECTED', charge: 'REFUNDED', message: 'Kitchen closed' });
  });

  it('refuses a bad body with 400, naming the field', async () => {
    const order = await place();
    const cases: [unknown, string][] = [
      [{ status: 'COOKING' }, 'INVALID_STATUS'],
      [{}, 'INVALID_STATUS'],
      [{ status: 'ACCEPTED', eta_minutes: 0 }, 'INVALID_ETA_MINUTES'],
      [{ status: 'ACCEPTED', eta_minutes: 2.5 }, 'INVALID_ETA_MINUTES'],
      [{ status: 'ACCEPTED', eta_minutes: 24 * 60 + 1 }, 'INVALID_ETA_MINUTES'],
      [{ status: 'ACCEPTED', eta_minutes: '10' }, 'INVALID_ETA_MINUTES'],
      [{ status: 'ACCEPTED', message: 7 }, 'INVALID_MESSAGE'],
      [{ status: 'ACCEPTED', message: 'x'.repeat(501) }, 'INVALID_MESSAGE'],
      [{ status: 'ACCEPTED', eta: 10 }, 'INVALID_BODY'],
      [[], 'INVALID_BODY'],
    ];
    for (const [body, message] of cases) {
      const response = await move(order.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body, JSON.stringify(body)).toEqual({ code: 4003, message });
    }
    expect((await move(order.id, { status: 'ACCEPTED', eta_minutes: 24 * 60, message: 'x'.repeat(500) })).status).toBe(200);
    expect((await statusOf(order.id)).body.data.status).toBe('ACCEPTED');
  });
});

describe('the capability switch', () => {
  it('switched off for a business: the call and the control route answer 404 and nothing is written; back on, the status is there', async () => {
    const off = await send<{ business_id: number; enabled: boolean }>('POST', '/__sandbox/order-status', { business_id: DEMO.businessId, enabled: false });
    expect(off).toEqual({ status: 200, body: { business_id: DEMO.businessId, enabled: false } });
    const order = await place();
    const hidden = await statusOf(order.id);
    expect(hidden.status).toBe(404);
    // The body of a call the platform does not have.
    expect(hidden.body).toEqual({ code: 4004, message: 'NOT_FOUND' });
    const refused = await move(order.id, { status: 'ACCEPTED' });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('ORDER_STATUS_DISABLED');
    expect(await realtimeStatus(order.id)).toBeNull();
    const kitchen = (await get<SandboxKitchen>('/__sandbox/kitchen')).body;
    expect(kitchen.locations[0]!.orders[0]).toMatchObject({ id: order.id, order_status_enabled: false, moves: [] });

    // Another business keeps it.
    const hotel = await place({ type: 'ROOM' }, cart(DEMO.experiences.roomService, DEMO.hotelBusiness.id, 'HG-CLUB'), { room_number: '1204' });
    expect((await statusOf(hotel.id)).status).toBe(200);

    await send('POST', '/__sandbox/order-status', { business_id: DEMO.businessId, enabled: true });
    expect((await statusOf(order.id)).body.data.status).toBe('RECEIVED');
    expect((await move(order.id, { status: 'ACCEPTED' })).status).toBe(200);
    expect(await realtimeStatus(order.id)).toMatchObject({ status: 'ACCEPTED' });
  });

  it('refuses a bad switch, and is switched back on by a reset', async () => {
    expect((await send('POST', '/__sandbox/order-status', { business_id: DEMO.businessId })).status).toBe(400);
    expect((await send('POST', '/__sandbox/order-status', { business_id: 9999, enabled: false })).status).toBe(404);
    await send('POST', '/__sandbox/order-status', { business_id: DEMO.businessId, enabled: false });
    await send('POST', '/__sandbox/reset', {});
    await send('POST', '/__sandbox/clock', { now: NOW });
    const order = await place();
    expect((await statusOf(order.id)).status).toBe(200);
  });
});

describe('the kitchen page data', () => {
  it('lists the orders received in the last 24 hours by location, newest first, with their track and moves', async () => {
    const first = await place();
    await send('POST', '/__sandbox/clock', { now: minutesAfter(NOW, 3) });
    const second = await place({ type: 'PAY_IN_PERSON' }, cart(), { name: 'Grace Hopper', first_name: 'Grace', last_name: 'Hopper' });
    await move(second.id, { status: 'ACCEPTED', eta_minutes: 15 });
    const room = await place({ type: 'ROOM' }, cart(DEMO.experiences.roomService, DEMO.hotelBusiness.id, 'HG-CLUB'), { room_number: '1204' });

    const { status, body } = await get<SandboxKitchen>('/__sandbox/kitchen');
    expect(status).toBe(200);
    expect(body.now).toBe(minutesAfter(NOW, 3));
    expect(body.since).toBe(minutesAfter(NOW, 3 - 24 * 60));
    expect(body.locations.map((location) => [location.name, location.time_zone])).toEqual([
      ['Harbor Grand – In-Room Dining', 'America/New_York'],
      ['Trattoria Lumen', 'America/New_York'],
    ]);
    const [inRoom, trattoria] = body.locations;
    expect(inRoom!.orders[0]).toMatchObject({ id: room.id, track: 'deliver', room_number: '1204', moves: ['ACCEPTED', 'REJECTED', 'CANCELLED'] });
    expect(trattoria!.orders.map((order) => order.id)).toEqual([second.id, first.id]);
    expect(trattoria!.orders[0]).toMatchObject({
      check_number: second.check_number,
      guest: 'Grace Hopper',
      experience_type: 'PICKUP',
      items: [{ name: 'Margherita', quantity: 2, modifiers: [] }],
      item_count: 2,
      received_at: minutesAfter(NOW, 3),
      status: { status: 'ACCEPTED', eta: minutesAfter(NOW, 18) },
      track: 'collect',
      order_status_enabled: true,
      // Forward steps may be skipped (a dish with nothing to prepare is ready at once).
      moves: ['PREPARING', 'READY', 'PICKED_UP', 'REJECTED', 'CANCELLED'],
    });
    expect(trattoria!.orders[0]!.history.map((entry) => entry.status)).toEqual(['RECEIVED', 'ACCEPTED']);
    expect(trattoria!.orders[1]).toMatchObject({ received_at: NOW, status: { status: 'RECEIVED' } });

    // A day later the first order has left the list; the later ones stay until their own day is over.
    await send('POST', '/__sandbox/clock', { now: minutesAfter(NOW, 24 * 60 + 1) });
    const later = (await get<SandboxKitchen>('/__sandbox/kitchen')).body;
    expect(later.locations.flatMap((location) => location.orders.map((order) => order.id))).toEqual([room.id, second.id]);
  });

  it('is emptied by a reset, with the statuses', async () => {
    const order = await place();
    expect((await get<SandboxKitchen>('/__sandbox/kitchen')).body.locations).toHaveLength(1);
    await send('POST', '/__sandbox/reset', {});
    expect((await get<SandboxKitchen>('/__sandbox/kitchen')).body.locations).toEqual([]);
    expect((await statusOf(order.id)).status).toBe(404);
  });
});

describe('the database', () => {
  it('gives a database from before order statuses their tables, and new orders their status', () => {
    const dir = mkdtempSync(join(tmpdir(), 'go-order-status-old-'));
    try {
      new SandboxStore(dir).close();
      const raw = new Database(join(dir, 'sandbox.sqlite'));
      raw.exec('DROP TABLE order_statuses; DROP TABLE order_status_history;');
      raw.close();
      const store = new SandboxStore(dir);
      const { order } = store.createOrder({
        cartId: 'cart-os-old-0001',
        businessId: DEMO.businessId,
        locationId: DEMO.locations.trattoria,
        experienceId: DEMO.experiences.trattoriaPickup,
        items: [{ pui: DEMO.items.margherita, name: 'Margherita', quantity: 1, comment: '', unitPrice: 1600, total: 1600, modifiers: [] }],
        summary: { subtotal: 16, service_charges: [], taxes: [], tip: 0, discount: 0, total: 16 },
        details: checkoutBody(cart(), { type: 'PAY_IN_PERSON' }).details,
        paymentType: 'PAY_IN_PERSON',
        tip: null,
        checkoutAt: null,
        now: new Date(),
        statusAt: new Date(NOW),
      });
      expect(store.getOrderStatus(order.id)).toMatchObject({ status: 'RECEIVED', updated_at: NOW });
      // The demo member's seeded history is past orders: none of them is in the kitchen.
      expect(store.kitchenOrders(new Date(0)).map((entry) => entry.order.id)).toEqual([order.id]);
      store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps statuses and their history across a restart on the same data folder', async () => {
    const order = await place();
    await move(order.id, { status: 'ACCEPTED', eta_minutes: 25 });
    const before = (await statusOf(order.id)).body.data;
    await demo.sandbox.close();

    const restarted = await demo.restartSandbox();
    expect((await statusOf(order.id)).body.data).toEqual(before);
    expect(restarted.store.orderStatusHistory(order.id).map((entry) => entry.status)).toEqual(['RECEIVED', 'ACCEPTED']);
    // The restarted sandbox follows the real clock again: the kitchen looks back from then.
    await send('POST', '/__sandbox/clock', { now: NOW });
    expect((await move(order.id, { status: 'PREPARING' })).body.data).toMatchObject({ status: 'PREPARING', eta: minutesAfter(NOW, 25) });
  });
});

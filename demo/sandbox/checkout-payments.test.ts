// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  WireBusinessConfigurationResponse,
  WireCartRequest,
  WireCartResponse,
  WireCheckoutRequest,
  WireCheckoutResponse,
  WireErrorBody,
  WireExperienceResponse,
  WireRealtimeCart,
  WireRealtimeTransaction,
  WireRoomValidityResponse,
} from '../../src/api/wire';
import { DEMO } from './seed';
import type { SandboxOrder } from './store';
import { checkoutBody, demoForFile, sandboxRequests } from './test-support';

// Sandbox behaviour (demo/README.md "Checkout and payments"): per-experience payments, tips,
// fields, coupons, taxes; room validation; the wallet's tokens, 3-D Secure and the card terminal;
// cancel / withdraw; fail-next; idempotent checkout; orders with payments. Real servers on free ports.

const demo = demoForFile('go-sandbox5-', { calculationDelayMs: [20, 40], terminalDelayMs: 100 });

beforeEach(async () => {
  await send('POST', '/__sandbox/reset', {});
});

const { send, get } = sandboxRequests(() => demo.url);

let cartSeq = 0;
function cart(
  experienceId: number = DEMO.experiences.trattoriaPickup,
  items: WireCartRequest['items'] = [line(DEMO.items.margherita)],
  couponCode: string | null = null,
): WireCartRequest {
  cartSeq += 1;
  return {
    id: `cart-s5-${String(cartSeq).padStart(4, '0')}`,
    experience_id: experienceId,
    business_id: experienceId > 3100 ? DEMO.hotelBusiness.id : DEMO.businessId,
    items,
    comment: '',
    total_calculations: true,
    coupon_code: couponCode,
    checkout_at: null,
  };
}
const line = (pui: string, quantity = 1): WireCartRequest['items'][number] => ({ pui, quantity, comment: '', modifiers: [] });

async function saved(c: WireCartRequest): Promise<WireCartRequest> {
  const response = await send<WireCartResponse>('POST', '/restaurants/api/v3/cart', c);
  expect(response.status).toBe(200);
  return c;
}
const checkout = (c: WireCartRequest, payment: WireCheckoutRequest['payment'], extra?: Parameters<typeof checkoutBody>[2]) =>
  send<WireCheckoutResponse & WireErrorBody>('POST', `/restaurants/api/v3/cart/${c.id}/checkout`, checkoutBody(c, payment, extra));
const orders = async () => (await get<SandboxOrder[]>('/__sandbox/orders')).body;

async function cardToken(number: string): Promise<string> {
  const { status, body } = await send<{ payment_method_id: string }>('POST', '/__sandbox/wallet/tokens', { number, expiry: '12/34', cvc: '123' });
  expect(status).toBe(200);
  return body.payment_method_id;
}

async function realtime<T>(path: string, accept: (value: T) => boolean = () => true): Promise<T> {
  const url = `${demo.realtime.url}/${path}.json?ns=${demo.realtime.namespace}`;
  const deadline = Date.now() + 4_000;
  while (Date.now() < deadline) {
    const value = (await (await fetch(url)).json()) as T | null;
    if (value !== null && accept(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  throw new Error(`nothing at ${path}`);
}

describe('configuration per experience', () => {
  it('gives the restaurant business the SDK v3 wallet frame and the hotel business the v2 one', async () => {
    for (const [key, version] of [
      ['pk_demo', 'v3'],
      ['pk_hotels', 'v2'],
    ] as const) {
      const { body } = await get<WireBusinessConfigurationResponse>(`/users/api/v2/business/configurations?publishableKey=${key}`);
      expect(body.data.wallet).toEqual({ version, frame_url: '/wallet/card-fields.html' });
    }
    const page = await fetch(new URL('/wallet/card-fields.html', demo.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<label for="card-number"');
  });

  it('Trattoria pickup 3004: card by default, pay in person and cash, tips 10/15/20 hidden for cash, coupons, fields', async () => {
    const { settings } = (await get<WireExperienceResponse>(`/restaurants/api/v3/experiences/${DEMO.experiences.trattoriaPickup}`)).body.data;
    expect(settings.payments).toEqual({
      default: 'WALLET',
      allowed: [
        { type: 'WALLET', validation: null },
        { type: 'PAY_IN_PERSON', validation: null },
        { type: 'CASH', validation: null },
      ],
    });
    expect(settings.ui.checkout.tip?.options).toEqual([10, 15, 20]);
    expect(settings.hide_tip.payment_types).toEqual(['CASH']);
    const f = settings.ui.checkout.fields;
    expect([f.first_name?.required, f.last_name?.required, f.phone?.required, f.email?.required]).toEqual([true, true, true, false]);
    expect(f.comments).toMatchObject({ max: 120 });
    expect(f.coupons).toBeDefined();
  });

  it('Trattoria dine-in 3005 and hotel in-room dining 3101', async () => {
    const dineIn = (await get<WireExperienceResponse>(`/restaurants/api/v3/experiences/${DEMO.experiences.trattoriaDineIn}`)).body.data.settings;
    expect(dineIn.payments.allowed.map((p) => p.type)).toEqual(['PAY_IN_PERSON']);
    expect(dineIn.ui.checkout.fields.table_number).toMatchObject({ required: true, type: 'number', min: 1 });
    expect(dineIn.ui.checkout.fields.guest_count).toMatchObject({ required: true });
    const room = (await get<WireExperienceResponse>(`/restaurants/api/v3/experiences/${DEMO.hotelBusiness.experiences.bayInRoomDining}`)).body.data.settings;
    expect(room.payments.default).toBe('ROOM');
    expect(room.payments.allowed.map((p) => p.type)).toEqual(['ROOM', 'WALLET', 'EMV']);
    expect(room.is_room_validation).toBe(true);
    expect(room.deliveries).toEqual([{ type: 'ROOM' }, { type: 'PICK_UP' }]);
    expect(room.ui.checkout.fields.room_number).toMatchObject({ required: true, show_with_payment_type: ['ROOM'] });
  });
});

describe('coupons and taxes in the calculation', () => {
  it('SAVE10 takes 10% off the subtotal before the service charge and tax, and is named in the cart answer', async () => {
    const c = cart(undefined, undefined, 'save10');
    const { body } = await send<WireCartResponse>('POST', '/restaurants/api/v3/cart', c);
    expect(body.cart.coupon).toEqual({ code: 'SAVE10', name: '10% off' });
    const calculated = await realtime<WireRealtimeCart>(`carts/${c.id}`);
    // 16.00 - 1.60 = 14.40; 3% service 0.43; NY tax 8.875% of 14.83 = 1.32; total 16.15.
    expect(calculated.summary).toMatchObject({ subtotal: 16, discount: 1.6, service_charges: [{ amount: 0.43 }], total: 16.15 });
  });

  it('FIVEOFF takes 5.00 off; EXPIRED is 4247 CART_INVALID_COUPON_CODE (status ERROR); BROKEN 4700 CART_NOT_VALID; nothing saved', async () => {
    const five = cart(undefined, undefined, 'FIVEOFF');
    await saved(five);
    expect((await realtime<WireRealtimeCart>(`carts/${five.id}`)).summary).toMatchObject({ discount: 5 });

    const expired = await send<WireErrorBody & { status?: string }>('POST', '/restaurants/api/v3/cart', cart(undefined, undefined, 'EXPIRED'));
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ code: 4247, message: 'CART_INVALID_COUPON_CODE', status: 'ERROR' });
    const unknown = await send<WireErrorBody>('POST', '/restaurants/api/v3/cart', cart(undefined, undefined, 'NOPE'));
    expect(unknown.body.code).toBe(4247);
    const broken = cart(undefined, undefined, 'BROKEN');
    const brokenAnswer = await send<WireErrorBody>('POST', '/restaurants/api/v3/cart', broken);
    expect(brokenAnswer.body).toEqual({ code: 4700, message: 'CART_NOT_VALID' });
    // The cart was not created: saving it again without the coupon is a create.
    expect((await send('POST', '/restaurants/api/v3/cart', { ...broken, coupon_code: null })).status).toBe(200);
  });

  it('the hotel reports an inclusive VAT; 3006 spells the cart summary `summery`', async () => {
    const c = cart(DEMO.hotelBusiness.experiences.bayInRoomDining, [line('HG-CLUB')]);
    await saved(c);
    const { summary } = await realtime<WireRealtimeCart>(`carts/${c.id}`);
    // 24.00 with 10% VAT inside: 24 - 24/1.1 = 2.18, not added.
    expect(summary).toMatchObject({ subtotal: 24, taxes: [{ name: 'VAT 10%', amount: 2.18, is_inclusive: true }], total: 24 });

    const delivery = await send<WireCartResponse>('POST', '/restaurants/api/v3/cart', cart(DEMO.experiences.trattoriaDelivery));
    expect('summery' in delivery.body.cart && !('summary' in delivery.body.cart)).toBe(true);
  });
});

describe('checkout totals and payments', () => {
  it('adds the tip the widget computed (either type) and leaves it out for cash', async () => {
    const tipped = await saved(cart());
    const placed = await checkout(tipped, { type: 'PAY_IN_PERSON' }, { tip: { amount: 3.2, type: 'PERCENTAGE' } });
    expect(placed.status).toBe(200);
    const cash = await saved(cart());
    expect((await checkout(cash, { type: 'CASH' }, { tip: { amount: 2, type: 'FIXED' } })).status).toBe(200);
    const [cashOrder, tippedOrder] = await orders();
    expect(tippedOrder).toMatchObject({ tip: { amount: 3.2, type: 'PERCENTAGE' }, summary: { tip: 3.2, total: 21.14 } });
    expect(tippedOrder!.payments).toEqual([expect.objectContaining({ type: 'PAY_IN_PERSON', status: 'OK', amount: 21.14 })]);
    expect(cashOrder).toMatchObject({ payment_type: 'CASH', tip: null, summary: { tip: 0 } });
  });

  it('a card: tokens keep the number server-side; 4242 pays at once, 0002 is declined with no order, then the same cart pays', async () => {
    const bad = await send<WireErrorBody>('POST', '/__sandbox/wallet/tokens', { number: '4242 4242 4242 4241', expiry: '12/34', cvc: '123' });
    expect(bad.body.message).toBe('INVALID_CARD');
    const missing = await send<WireErrorBody>('POST', '/__sandbox/wallet/tokens', { number: '', expiry: '12/34', cvc: '123' });
    expect(missing.body.message).toBe('MISSING_CREDIT_CARD_DETAILS');
    const past = await send<WireErrorBody>('POST', '/__sandbox/wallet/tokens', { number: '4242424242424242', expiry: '01/20', cvc: '123' });
    expect(past.body.message).toBe('INVALID_CARD');

    const c = await saved(cart());
    const noCard = await checkout(c, { type: 'WALLET' });
    expect(noCard.body).toEqual({ code: 4408, message: 'MISSING_CREDIT_CARD_DETAILS' });
    const declined = await checkout(c, { type: 'WALLET', payment_method_id: await cardToken('4000 0000 0000 0002') });
    expect(declined.status).toBe(400);
    expect(declined.body).toEqual({ code: 4237, message: 'CARD_DECLINED' });
    expect(await orders()).toEqual([]);

    const token = await cardToken('4242 4242 4242 4242');
    expect(token).toMatch(/^pm_sandbox_/);
    const paid = await checkout(c, { type: 'WALLET', payment_method_id: token, issuer_name: 'VISA' });
    expect(paid.body.order.payments).toEqual([{ id: expect.any(String), status: 'OK' }]);
    expect(paid.body.is3DSecure).toBe(false);
    const [order] = await orders();
    expect(order!.payments).toEqual([
      expect.objectContaining({ type: 'WALLET', status: 'OK', card: { brand: 'VISA', last4: '4242' }, payment_method_id: token }),
    ]);
    expect(JSON.stringify(order)).not.toContain('4242424242424242');
  });

  it('3-D Secure: AWAITING_CONFIRMATION with a challenge page; completing writes SUCCESS; the checkout answers the same order', async () => {
    const c = await saved(cart());
    const first = await checkout(c, { type: 'WALLET', payment_method_id: await cardToken('4000000000003220') });
    const payment = first.body.order.payments[0]!;
    expect(payment.status).toBe('AWAITING_CONFIRMATION');
    expect(payment.challenge_url).toBe(`/wallet/challenge.html?order=${first.body.order.id}&payment=${payment.id}`);
    expect(first.body.is3DSecure).toBe(true);
    // A reload mid-challenge asks again: the same order and challenge.
    expect((await checkout(c, { type: 'WALLET', payment_method_id: 'pm_other' })).body.order).toEqual(first.body.order);

    const info = await get<{ status: string; amount: number }>(`/__sandbox/wallet/challenge?order=${first.body.order.id}&payment=${payment.id}`);
    expect(info.body).toMatchObject({ status: 'AWAITING_CONFIRMATION', amount: 17.94 });
    const done = await send<{ status: string }>('POST', '/__sandbox/wallet/challenge', { order: first.body.order.id, payment: payment.id, result: 'complete' });
    expect(done.body.status).toBe('SUCCESS');
    const event = await realtime<WireRealtimeTransaction>(`transactions/${first.body.order.id}/${payment.id}`);
    expect(event).toMatchObject({ eventHandlingStatus: 'SUCCESS' });
    const confirmed = await send<{ status: string }>('PUT', `/restaurants/api/v3/order/${first.body.order.id}/payment/${payment.id}/transaction`, {
      transaction_id: payment.id,
    });
    expect(confirmed.body.status).toBe('OK');
    const [order] = await orders();
    expect(order).toMatchObject({ status: 'RECEIVED', payments: [expect.objectContaining({ status: 'OK', flow: 'CHALLENGE', transaction_id: payment.id })] });
    // A second click on the bank page is refused.
    expect((await send('POST', '/__sandbox/wallet/challenge', { order: first.body.order.id, payment: payment.id, result: 'complete' })).status).toBe(400);
  });

  it('3-D Secure failures: "Fail authentication" is 4238, "Cancel" 4244, the 4236 card fails after completing; the same cart reopens its order', async () => {
    const c = await saved(cart());
    const first = await checkout(c, { type: 'WALLET', payment_method_id: await cardToken('4000000000003220') });
    const p1 = first.body.order.payments[0]!;
    await send('POST', '/__sandbox/wallet/challenge', { order: first.body.order.id, payment: p1.id, result: 'fail' });
    expect(await realtime<WireRealtimeTransaction>(`transactions/${first.body.order.id}/${p1.id}`)).toMatchObject({
      eventHandlingStatus: 'FAILURE',
      exceptionInfo: { code: 4238, message: 'CARD_AUTHENTICATION_FAILED' },
    });
    expect((await orders())[0]).toMatchObject({ status: 'VOIDED' });
    const retry = await checkout(c, { type: 'WALLET', payment_method_id: await cardToken('4000000000003220') });
    const pCancel = retry.body.order.payments[0]!;
    await send('POST', '/__sandbox/wallet/challenge', { order: retry.body.order.id, payment: pCancel.id, result: 'cancel' });
    expect(await realtime<WireRealtimeTransaction>(`transactions/${retry.body.order.id}/${pCancel.id}`)).toMatchObject({
      eventHandlingStatus: 'FAILURE',
      exceptionInfo: { code: 4244, message: 'CHALLENGE_DECLINED_BY_USER' },
    });
    expect((await orders())[0]).toMatchObject({ status: 'VOIDED' });
    // The cart can change again after a failed payment.
    expect((await send('PUT', `/restaurants/api/v3/cart/${c.id}`, c)).status).toBe(200);

    const second = await checkout(c, { type: 'WALLET', payment_method_id: await cardToken('4000000000004236') });
    expect(second.body.order.id).toBe(first.body.order.id);
    const p2 = second.body.order.payments[0]!;
    expect(p2.id).not.toBe(p1.id);
    await send('POST', '/__sandbox/wallet/challenge', { order: second.body.order.id, payment: p2.id, result: 'complete' });
    expect(await realtime<WireRealtimeTransaction>(`transactions/${second.body.order.id}/${p2.id}`)).toMatchObject({
      eventHandlingStatus: 'FAILURE',
      exceptionInfo: { code: 4236 },
    });

    const third = await checkout(c, { type: 'WALLET', payment_method_id: await cardToken('4242424242424242') });
    expect(third.body.order.payments[0]!.status).toBe('OK');
    const all = await orders();
    expect(all).toHaveLength(1);
    expect(all[0]!.payments.map((p) => p.status)).toEqual(['FAILED', 'FAILED', 'FAILED', 'OK']);
    expect(all[0]!.status).toBe('RECEIVED');
  });

  it('cancel payment and DELETE checkout withdraw an unpaid checkout; a placed order cannot be withdrawn', async () => {
    const c = await saved(cart());
    const first = await checkout(c, { type: 'WALLET', payment_method_id: await cardToken('4000000000003220') });
    const p = first.body.order.payments[0]!;
    const cancelled = await send<{ status: string }>('POST', `/restaurants/api/v3/order/${first.body.order.id}/payment/${p.id}/cancel`);
    expect(cancelled.body.status).toBe('CANCELED');
    expect((await send('PUT', `/restaurants/api/v3/order/${first.body.order.id}/payment/${p.id}/transaction`, { transaction_id: 'x' })).status).toBe(400);
    const withdrawn = await send<{ status: string }>('DELETE', `/restaurants/api/v3/cart/${c.id}/checkout`);
    expect(withdrawn.body.status).toBe('WITHDRAWN');
    expect((await orders())[0]).toMatchObject({ status: 'WITHDRAWN', payments: [expect.objectContaining({ status: 'CANCELED' })] });

    const paid = await checkout(c, { type: 'PAY_IN_PERSON' });
    expect(paid.body.order.payments[0]!.status).toBe('OK');
    expect((await send<WireErrorBody>('DELETE', `/restaurants/api/v3/cart/${c.id}/checkout`)).body.message).toBe('CART_CHECKOUT_FAILED');
    expect((await send<WireErrorBody>('DELETE', '/restaurants/api/v3/cart/cart-unknown-0001/checkout')).status).toBe(404);
  });

  it('the card terminal (EMV) awaits, then SUCCESS is written after the terminal delay', async () => {
    const c = await saved(cart(DEMO.hotelBusiness.experiences.bayInRoomDining, [line('HG-CLUB')]));
    const placed = await checkout(c, { type: 'EMV' });
    const p = placed.body.order.payments[0]!;
    expect(p).toEqual({ id: expect.any(String), status: 'AWAITING_CONFIRMATION' });
    expect(placed.body.is3DSecure).toBe(false);
    expect(await realtime<WireRealtimeTransaction>(`transactions/${placed.body.order.id}/${p.id}`)).toMatchObject({ eventHandlingStatus: 'SUCCESS' });
    expect((await orders())[0]).toMatchObject({
      status: 'RECEIVED',
      payment_type: 'EMV',
      payments: [expect.objectContaining({ status: 'OK', flow: 'TERMINAL' })],
    });
  });

  it("a kiosk's card terminal waits for the simulator: cancel (6207), decline (4237), timeout (6208), then approve", async () => {
    const c = await saved(cart(DEMO.hotelBusiness.experiences.bayInRoomDining, [line('HG-CLUB')]));
    const kioskCheckoutNoReceipt = () =>
      send<WireCheckoutResponse>('POST', `/restaurants/api/v3/cart/${c.id}/checkout`, { ...checkoutBody(c, { type: 'EMV' }), device_id: 'kiosk-7' });
    const terminal = async (deviceId: string) =>
      (await get<{ waiting: { order: string; payment: string; amount: number } | null }>(`/__sandbox/terminal?device_id=${deviceId}`)).body.waiting;
    const drive = (result: string, deviceId = 'kiosk-7') =>
      send<{ status: string; payment: string } & WireErrorBody>('POST', '/__sandbox/terminal', { device_id: deviceId, result });

    expect(await terminal('kiosk-7')).toBeNull();
    expect((await drive('approve')).status).toBe(400);
    for (const [result, code, message] of [
      ['cancel', 6207, 'Transaction status is CANCELED'],
      ['decline', 4237, 'CARD_DECLINED'],
      ['timeout', 6208, 'TERMINAL_TIMEOUT'],
    ] as const) {
      const placed = await kioskCheckoutNoReceipt();
      const payment = placed.body.order.payments.at(-1)!;
      // Unlike a room's terminal, nothing happens by itself: the terminal waits for a card.
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await terminal('kiosk-7')).toMatchObject({ order: placed.body.order.id, payment: payment.id });
      expect(await terminal('kiosk-8')).toBeNull();
      expect((await drive(result, 'kiosk-8')).status).toBe(400);
      expect((await drive(result)).body).toMatchObject({ status: 'FAILURE', payment: payment.id });
      const event = await realtime<WireRealtimeTransaction>(`transactions/${placed.body.order.id}/${payment.id}`);
      expect(event).toMatchObject({ eventHandlingStatus: 'FAILURE', exceptionInfo: { code, message } });
      expect(await terminal('kiosk-7')).toBeNull();
    }
    expect((await drive('wave')).status).toBe(400);
    // The e-receipt: asked for with the checkout, emailed once the terminal says the card paid.
    const withoutAddress = { ...checkoutBody(c, { type: 'EMV' }), device_id: 'kiosk-7', receipt: { receive_by: 'EMAIL' } };
    expect((await send<WireErrorBody>('POST', `/restaurants/api/v3/cart/${c.id}/checkout`, withoutAddress)).status).toBe(400);
    const kioskCheckout = () =>
      send<WireCheckoutResponse>('POST', `/restaurants/api/v3/cart/${c.id}/checkout`, {
        ...checkoutBody(c, { type: 'EMV' }, { details: { email: 'ada@example.com' } }),
        device_id: 'kiosk-7',
        receipt: { receive_by: 'EMAIL' },
      });
    expect((await get<unknown[]>('/__sandbox/invoices')).body).toEqual([]);
    const placed = await kioskCheckout();
    const payment = placed.body.order.payments.at(-1)!;
    expect((await drive('approve')).body).toMatchObject({ status: 'SUCCESS', payment: payment.id });
    expect(await realtime<WireRealtimeTransaction>(`transactions/${placed.body.order.id}/${payment.id}`)).toMatchObject({ eventHandlingStatus: 'SUCCESS' });
    expect(await orders()).toHaveLength(1);
    expect((await get<unknown[]>('/__sandbox/invoices')).body).toEqual([expect.objectContaining({ order_id: placed.body.order.id, email: 'ada@example.com' })]);
  });
});

describe('rooms', () => {
  const charge = (room: string, lastName: string) =>
    send<WireRoomValidityResponse & WireErrorBody>(
      'POST',
      `/restaurants/api/v3/1002/roomChargeValidity?lastName=${encodeURIComponent(lastName)}&roomNumber=${room}`,
    );

  it('validates rooms against the demo reservations', async () => {
    expect((await charge('101', ' smith ')).body).toEqual({ status: 'OK', message: null, guests: [{ token: 'RT-101-SMITH', first_name: 'John' }] });
    expect((await charge('202', 'Cohen')).body.guests.map((g) => g.token)).toEqual(['RT-202-DANA', 'RT-202-AVI']);
    expect((await charge('303', 'Levi')).body).toEqual({ status: 'ERROR', message: 'NO_POST_ALLOWED', guests: [] });
    const delivery = await send<WireRoomValidityResponse>('POST', '/restaurants/api/v3/1002/roomValidity?lastName=Levi&roomNumber=303');
    expect(delivery.body.status).toBe('OK');
    const missing = await charge('909', 'Nobody');
    expect([missing.status, missing.body.message]).toEqual([404, 'BOOKING_NOT_FOUND']);
    expect((await charge('', 'Smith')).body.message).toBe('MISSING_PARAMETERS');
  });

  it('view mode: the configuration says so and the business takes no checkout until switched back', async () => {
    const c = await saved(cart());
    expect((await send('POST', '/__sandbox/view-mode', { business_id: DEMO.businessId, view_mode: true })).status).toBe(200);
    const config = await get<{ data: { viewMode: boolean } }>('/users/api/v2/business/configurations?publishableKey=pk_demo');
    expect(config.body.data.viewMode).toBe(true);
    expect((await checkout(c, { type: 'PAY_IN_PERSON' })).body.message).toBe('CART_CHECKOUT_FAILED');
    await send('POST', '/__sandbox/view-mode', { business_id: DEMO.businessId, view_mode: false });
    expect((await checkout(c, { type: 'PAY_IN_PERSON' })).status).toBe(200);
    expect((await send('POST', '/__sandbox/view-mode', { business_id: 9999, view_mode: true })).status).toBe(404);
  });

  it('records the order comment and the delivery method; a delivery the experience lacks, or a room delivery without a room, is refused', async () => {
    const exp = DEMO.hotelBusiness.experiences.bayInRoomDining;
    const noRoom = await saved({ ...cart(exp, [line('HG-CLUB')]), comment: 'Please knock softly' });
    const bare = checkoutBody(noRoom, { type: 'EMV' });
    expect((await send<WireErrorBody>('POST', `/restaurants/api/v3/cart/${noRoom.id}/checkout`, { ...bare, delivery_method: 'ROOM' })).body.message).toBe(
      'MISSING_PARAMETERS',
    );
    expect((await send<WireErrorBody>('POST', `/restaurants/api/v3/cart/${noRoom.id}/checkout`, { ...bare, delivery_method: 'DRONE' })).status).toBe(400);
    const pickupOnly = await saved(cart(DEMO.experiences.trattoriaPickup));
    const wrong = await send<WireErrorBody>('POST', `/restaurants/api/v3/cart/${pickupOnly.id}/checkout`, {
      ...checkoutBody(pickupOnly, { type: 'PAY_IN_PERSON' }),
      delivery_method: 'ROOM',
    });
    expect(wrong.body.message).toBe('CART_NOT_VALID');
    expect(await orders()).toEqual([]);
    const body = { ...checkoutBody(noRoom, { type: 'EMV' }, { details: { room_number: '202', last_name: 'Cohen' } }), delivery_method: 'ROOM' };
    expect((await send('POST', `/restaurants/api/v3/cart/${noRoom.id}/checkout`, body)).status).toBe(200);
    expect((await orders())[0]).toMatchObject({
      comment: 'Please knock softly',
      delivery_method: 'ROOM',
      details: expect.objectContaining({ room_number: '202' }),
    });
  });

  it('charges a validated room; refuses a wrong token, a missing one where validation is required, and a no-post folio', async () => {
    const exp = DEMO.hotelBusiness.experiences.bayInRoomDining;
    const c = await saved(cart(exp, [line('HG-CLUB')]));
    const noToken = await checkout(c, { type: 'ROOM' }, { details: { room_number: '202' } });
    expect(noToken.body.message).toBe('MISSING_PARAMETERS');
    const wrongRoom = await checkout(c, { type: 'ROOM', room_charge_token: 'RT-101-SMITH' }, { details: { room_number: '202' } });
    expect(wrongRoom.body.message).toBe('BOOKING_NOT_FOUND');
    const noPost = await checkout(c, { type: 'ROOM', room_charge_token: 'RT-303-LEVI' }, { details: { room_number: '303' } });
    expect(noPost.body.message).toBe('POS_ROOM_CHARGE_NO_POST_ALLOWED');
    expect(await orders()).toEqual([]);
    const ok = await checkout(c, { type: 'ROOM', room_charge_token: 'RT-202-AVI' }, { details: { room_number: '202', last_name: 'Cohen' } });
    expect(ok.status).toBe(200);
    expect((await orders())[0]!.payments).toEqual([expect.objectContaining({ type: 'ROOM', status: 'OK', room_charge_token: 'RT-202-AVI' })]);

    // Without room validation (business 1001's 3001), room 303 still takes no charges at checkout.
    const harbor = await saved(cart(DEMO.experiences.roomService, [line('HG-CLUB')]));
    expect((await checkout(harbor, { type: 'ROOM' }, { details: { room_number: '303' } })).body.message).toBe('POS_ROOM_CHARGE_NO_POST_ALLOWED');
  });
});

describe('POST /__sandbox/fail-next', () => {
  it('fails the next call of each kind once, with the body asked for', async () => {
    const arm = (body: Record<string, unknown>) => send('POST', '/__sandbox/fail-next', body);
    expect((await arm({ call: 'nope', code: 1, message: 'X' })).status).toBe(400);

    await arm({ call: 'cart', code: 4409, message: 'CART_RACE_CONDITIONS' });
    const c = cart();
    const raced = await send<WireErrorBody>('POST', '/restaurants/api/v3/cart', c);
    expect([raced.status, raced.body]).toEqual([409, { code: 4409, message: 'CART_RACE_CONDITIONS' }]);
    await saved(c);

    await arm({
      call: 'checkout',
      code: 4701,
      message: 'CART_CHECKOUT_ITEM_OUT_OF_STOCK',
      items_not_in_stock: [{ pui: 'TL-MARGHERITA', name: 'Margherita', available: 0 }],
    });
    const out = await checkout(c, { type: 'PAY_IN_PERSON' });
    expect(out.body).toEqual({
      code: 4701,
      message: 'CART_CHECKOUT_ITEM_OUT_OF_STOCK',
      items_not_in_stock: [{ pui: 'TL-MARGHERITA', name: 'Margherita', available: 0 }],
    });
    expect(await orders()).toEqual([]);

    await arm({ call: 'room', code: 4700, message: 'PMS_REQUEST_FAULT' });
    expect((await send<WireErrorBody>('POST', '/restaurants/api/v3/1002/roomChargeValidity?lastName=Smith&roomNumber=101')).body.message).toBe(
      'PMS_REQUEST_FAULT',
    );
    expect((await send<WireErrorBody>('POST', '/restaurants/api/v3/1002/roomChargeValidity?lastName=Smith&roomNumber=101')).status).toBe(200);

    // `transaction`: the next transaction event becomes a FAILURE with that code and message.
    await arm({ call: 'transaction', code: 6207, message: 'Transaction status is CANCELED' });
    const emv = await saved(cart(DEMO.hotelBusiness.experiences.bayInRoomDining, [line('HG-CLUB')]));
    const placed = await checkout(emv, { type: 'EMV' });
    const p = placed.body.order.payments[0]!;
    expect(await realtime<WireRealtimeTransaction>(`transactions/${placed.body.order.id}/${p.id}`)).toMatchObject({
      eventHandlingStatus: 'FAILURE',
      exceptionInfo: { code: 6207, message: 'Transaction status is CANCELED' },
    });

    // A reset drops armed failures.
    await arm({ call: 'checkout', code: 4700, message: 'CART_CHECKOUT_FAILED' });
    await send('POST', '/__sandbox/reset', {});
    const fresh = await saved(cart());
    expect((await checkout(fresh, { type: 'PAY_IN_PERSON' })).status).toBe(200);
  });
});

// @vitest-environment happy-dom
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import type { CartLine, CheckoutRequest } from '../domain/types';
import { createUrlGuard } from './client';
import type { ApiError } from './index';
import { toWirePayment } from './map-cart';
import { mapBusinessConfiguration } from './map-config';
import type { PlatformApiOptions } from './platform';
import {
  BusinessConfigurationResponseSchema,
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  RealtimeTransactionSchema,
  RoomValidityResponseSchema,
  TransactionRequestSchema,
} from './schemas';
import { testPlatformApi, type Answer, type RecordedCall, type TestScope } from './test-support';
import { wireBusinessConfiguration, wireCheckoutResponse, wireRealtimeTransaction, wireRoomValidity } from './test-support';

// Wave 4: business wallet, checkout payment details, 3-D Secure challenge URL, room
// validation, checkout cancel, transaction confirm and payment cancel.

function setup(answer: Answer[] | ((call: RecordedCall) => Answer), overrides: Partial<PlatformApiOptions> & TestScope = {}) {
  return testPlatformApi(answer, { now: () => new Date('2030-01-07T17:00:05.123Z'), ...overrides });
}

const line: CartLine = {
  editId: 'e1',
  itemId: 5,
  posUniqueId: 'i5',
  serialId: 500,
  name: 'Soup',
  quantity: 1,
  comment: '100% vegan, 0%fat',
  unitPrice: 1999,
  modifiers: {},
  modifierPuis: [],
};
const checkoutRequest = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  cartId: 'cart 1',
  experienceId: 10,
  businessId: 12,
  lines: [line],
  comment: '',
  couponCode: 'SAVE10',
  checkoutAt: null,
  details: { firstName: 'Dana', lastName: 'Cohen', phone: null, email: null, roomNumber: '202', tableNumber: null, numberOfDiners: null },
  paymentType: 'WALLET',
  tip: null,
  deviceId: null,
  receiveReceiptByEmail: false,
  ...overrides,
});
const card = { paymentMethodId: 'pm_123', issuerName: 'VISA', fingerprint: 'fp_1', encryptedCvv: 'enc_cvv' };

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );

describe('business configuration: wallet', () => {
  it('maps the wallet with frame_url resolved against the API base', async () => {
    const { api } = setup([{ json: wireBusinessConfiguration() }], { apiBase: 'https://p.test/' });
    expect((await api.getBusinessConfiguration()).wallet).toEqual({ version: 'v3', frameUrl: 'https://p.test/wallet/card-fields.html' });
    const absolute = wireBusinessConfiguration();
    absolute.data.wallet = { version: 'v2', frame_url: 'https://wallet.test/fields.html' };
    expect(mapBusinessConfiguration(absolute, createUrlGuard('https://p.test/')).wallet).toEqual({
      version: 'v2',
      frameUrl: 'https://wallet.test/fields.html',
    });
  });

  it('is optional and nullable (no card wallet), refused when mistyped', async () => {
    const absent = wireBusinessConfiguration();
    delete absent.data.wallet;
    expect(mapBusinessConfiguration(absent).wallet).toBeNull();
    const none = wireBusinessConfiguration();
    none.data.wallet = null;
    expect(is(none, BusinessConfigurationResponseSchema)).toBe(true);
    expect(mapBusinessConfiguration(none).wallet).toBeNull();

    for (const wallet of [{ version: 'v4', frame_url: '/x' }, { version: 'v3' }, { version: 'v3', frame_url: 7 }, 'v3']) {
      const broken = wireBusinessConfiguration() as unknown as { data: Record<string, unknown> };
      broken.data.wallet = wallet;
      const { api } = setup([{ json: broken }]);
      const error = await errorOf(api.getBusinessConfiguration());
      expect(error?.kind, JSON.stringify(wallet)).toBe('invalid-response');
      expect(error?.message).toContain('data.wallet');
    }
  });
});

describe('checkout: payment details and line comments', () => {
  it('sends the card token, room charge token and validation in payment, and %-encodes line comments', async () => {
    const { api, calls } = setup([{ json: wireCheckoutResponse() }]);
    await api.checkout(checkoutRequest({ payment: { card, roomChargeToken: 'RT-202-DANA', validation: 'NAME' } }));
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toBe('https://p.test/restaurants/api/v3/cart/cart%201/checkout');
    const body = calls[0]?.body as Record<string, unknown>;
    expect(body.payment).toEqual({
      type: 'WALLET',
      payment_method_id: 'pm_123',
      issuer_name: 'VISA',
      fingerprint: 'fp_1',
      encrypted_cvv: 'enc_cvv',
      room_charge_token: 'RT-202-DANA',
      validation: 'NAME',
    });
    expect((body.items as { comment: string }[])[0]?.comment).toBe('100%25 vegan, 0%25fat');
    expect(body.coupon_code).toBe('SAVE10');
    expect(is(body, CheckoutRequestSchema)).toBe(true);
  });

  it('sends the order comment and the delivery method', async () => {
    const { api, calls } = setup([{ json: wireCheckoutResponse() }, { json: wireCheckoutResponse() }]);
    await api.checkout(checkoutRequest({ comment: 'Ring twice', deliveryMethod: 'ROOM' }));
    const body = calls[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ comment: 'Ring twice', delivery_method: 'ROOM' });
    expect(is(body, CheckoutRequestSchema)).toBe(true);
    await api.checkout(checkoutRequest());
    expect((calls[1]!.body as Record<string, unknown>).delivery_method).toBeNull();
    expect(is({ ...body, delivery_method: 'DRONE' }, CheckoutRequestSchema)).toBe(false);
  });

  it('sends { type } alone without details, and leaves out null card fields', () => {
    expect(toWirePayment('CASH', null)).toEqual({ type: 'CASH' });
    expect(toWirePayment('PAY_IN_PERSON', { card: null, roomChargeToken: null, validation: null })).toEqual({ type: 'PAY_IN_PERSON' });
    expect(
      toWirePayment('WALLET', {
        card: { paymentMethodId: 'pm', issuerName: null, fingerprint: null, encryptedCvv: null },
        roomChargeToken: null,
        validation: null,
      }),
    ).toEqual({ type: 'WALLET', payment_method_id: 'pm' });
    expect(toWirePayment('ROOM', { card: null, roomChargeToken: 'RT-101-SMITH', validation: null })).toEqual({
      type: 'ROOM',
      room_charge_token: 'RT-101-SMITH',
    });
  });

  it('maps challenge_url (resolved against the API base) for a payment awaiting confirmation', async () => {
    const { api } = setup([
      {
        json: wireCheckoutResponse([
          { id: 'p1', status: 'AWAITING_CONFIRMATION', challenge_url: '/wallet/challenge.html?order=o1&payment=p1' },
          { id: 'p2', status: 'AWAITING_CONFIRMATION' },
          { id: 'p3', status: 'OK', challenge_url: null },
          { id: 'p4', status: 'AWAITING_CONFIRMATION', challenge_url: '  ' },
          { id: 'p5', status: 'AWAITING_CONFIRMATION', challenge_url: 'https://acs.test/c' },
        ]),
      },
    ]);
    const order = await api.checkout(checkoutRequest());
    expect(order.requires3DSecure).toBe(true);
    expect(order.payments).toEqual([
      { id: 'p1', status: 'AWAITING_CONFIRMATION', challengeUrl: 'https://p.test/wallet/challenge.html?order=o1&payment=p1' },
      { id: 'p2', status: 'AWAITING_CONFIRMATION', challengeUrl: null },
      { id: 'p3', status: 'OK', challengeUrl: null },
      { id: 'p4', status: 'AWAITING_CONFIRMATION', challengeUrl: null },
      { id: 'p5', status: 'AWAITING_CONFIRMATION', challengeUrl: 'https://acs.test/c' },
    ]);
  });

  it('refuses a mistyped challenge_url or payment status', async () => {
    const typed = wireCheckoutResponse() as unknown as { order: { payments: Record<string, unknown>[] } };
    typed.order.payments[0]!.challenge_url = 42;
    expect(is(typed, CheckoutResponseSchema)).toBe(false);
    const { api } = setup([{ json: typed }]);
    const error = await errorOf(api.checkout(checkoutRequest()));
    expect(error?.kind).toBe('invalid-response');
    expect(error?.message).toContain('order.payments[0].challenge_url');
    const status = wireCheckoutResponse() as unknown as { order: { payments: Record<string, unknown>[] } };
    status.order.payments[0]!.status = 'PAID';
    expect(is(status, CheckoutResponseSchema)).toBe(false);
  });
});

describe('cancelCheckout', () => {
  it('DELETEs /cart/{id}/checkout and accepts any success body', async () => {
    const { api, calls } = setup([{ status: 204, text: '' }, { json: { ok: true } }]);
    await expect(api.cancelCheckout('cart/1')).resolves.toBeUndefined();
    await expect(api.cancelCheckout('cart-2')).resolves.toBeUndefined();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'DELETE https://p.test/restaurants/api/v3/cart/cart%2F1/checkout',
      'DELETE https://p.test/restaurants/api/v3/cart/cart-2/checkout',
    ]);
  });

  it('rejects with the platform error', async () => {
    const { api } = setup([{ status: 400, json: { code: 4700, message: 'CART_NOT_VALID' } }]);
    expect(await errorOf(api.cancelCheckout('c'))).toMatchObject({ kind: 'http', code: 4700, message: 'CART_NOT_VALID' });
  });
});

describe('findCheckout', () => {
  it('GETs /cart/{id}/checkout: the standing order, or null when the cart has none', async () => {
    const { api, calls } = setup([{ json: wireCheckoutResponse() }, { json: { order: null } }], { apiBase: 'https://p.test/' });
    expect(await api.findCheckout('cart/1')).toMatchObject({ id: expect.any(String), orderNumber: expect.any(String) });
    expect(await api.findCheckout('cart-2')).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET https://p.test/restaurants/api/v3/cart/cart%2F1/checkout',
      'GET https://p.test/restaurants/api/v3/cart/cart-2/checkout',
    ]);
  });

  it('refuses an answer that is neither (invalid-response), rejects with the platform error', async () => {
    const { api } = setup([{ json: { order: 'none' } }, { status: 404, json: { code: 4404, message: 'CART_NOT_FOUND' } }]);
    expect(await errorOf(api.findCheckout('c'))).toMatchObject({ kind: 'invalid-response' });
    expect(await errorOf(api.findCheckout('c'))).toMatchObject({ kind: 'http', status: 404, message: 'CART_NOT_FOUND' });
  });
});

describe('validateRoom', () => {
  it('POSTs roomChargeValidity (charge) with the trimmed last name and room number, no body', async () => {
    const { api, calls } = setup([{ json: wireRoomValidity() }]);
    const result = await api.validateRoom('charge', ' 202 ', '  Cohen ');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toBe('https://p.test/restaurants/api/v3/12/roomChargeValidity?lastName=Cohen&roomNumber=202');
    expect(calls[0]?.body).toBeUndefined();
    expect(result).toEqual({
      status: 'OK',
      message: null,
      guests: [
        { token: 'RT-202-DANA', firstName: 'Dana' },
        { token: 'RT-202-AVI', firstName: 'Avi' },
      ],
    });
  });

  it('POSTs roomValidity (delivery) with the query encoded', async () => {
    const { api, calls } = setup([{ json: wireRoomValidity({ guests: [{ token: 'RT-101-SMITH', first_name: 'John' }] }) }]);
    const result = await api.validateRoom('delivery', '101', "O'Brien & Smith");
    expect(calls[0]?.url).toBe('https://p.test/restaurants/api/v3/12/roomValidity?lastName=O%27Brien+%26+Smith&roomNumber=101');
    expect(result.guests).toEqual([{ token: 'RT-101-SMITH', firstName: 'John' }]);
  });

  it('error bodies and status ERROR answers reject with the catalogue key', async () => {
    const { api } = setup([
      { status: 404, json: { code: 4404, message: 'BOOKING_NOT_FOUND' } },
      { json: wireRoomValidity({ status: 'ERROR', message: 'NO_POST_ALLOWED', guests: [] }) },
      { json: wireRoomValidity({ status: 'ERROR', message: null, guests: [] }) },
    ]);
    expect(await errorOf(api.validateRoom('charge', '999', 'X'))).toMatchObject({ kind: 'http', code: 4404, message: 'BOOKING_NOT_FOUND' });
    expect(await errorOf(api.validateRoom('charge', '303', 'Levi'))).toMatchObject({
      kind: 'http',
      code: 'NO_POST_ALLOWED',
      message: 'NO_POST_ALLOWED',
      status: 200,
    });
    expect(await errorOf(api.validateRoom('charge', '303', 'Levi'))).toMatchObject({ kind: 'http', message: 'ROOM_VALIDATION_FAILED' });
  });

  it('a malformed answer is an invalid-response naming the field', async () => {
    const { api } = setup([
      { json: { status: 'OK', message: null, guests: [{ token: 'RT', firstName: 'Dana' }] } },
      { json: { status: 'MAYBE', message: null, guests: [] } },
    ]);
    const error = await errorOf(api.validateRoom('charge', '202', 'Cohen'));
    expect(error?.kind).toBe('invalid-response');
    expect(error?.message).toContain('guests[0].first_name');
    expect((await errorOf(api.validateRoom('charge', '202', 'Cohen')))?.message).toContain('status');
  });

  it('needs a business id', async () => {
    const { api, calls } = setup([], { businessId: null });
    expect(await errorOf(api.validateRoom('charge', '1', 'A'))).toMatchObject({ code: 'BUSINESS_NOT_FOUND' });
    expect(calls).toHaveLength(0);
  });
});

describe('confirmTransaction and cancelPayment', () => {
  it('PUT the transaction id and POST the cancel with no body, ids encoded', async () => {
    const { api, calls } = setup([{ json: {} }, { status: 204, text: '' }]);
    await expect(api.confirmTransaction('o 1', 'p/1', 'tx-9')).resolves.toBeUndefined();
    await expect(api.cancelPayment('o1', 'p1')).resolves.toBeUndefined();
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['PUT', 'https://p.test/restaurants/api/v3/order/o%201/payment/p%2F1/transaction', { transaction_id: 'tx-9' }],
      ['POST', 'https://p.test/restaurants/api/v3/order/o1/payment/p1/cancel', undefined],
    ]);
  });

  it('reject with platform errors', async () => {
    const { api } = setup([
      { status: 400, json: { code: 4244, message: 'CHALLENGE_DECLINED_BY_USER' } },
      { status: 500, text: 'oops', contentType: 'text/plain' },
    ]);
    expect(await errorOf(api.confirmTransaction('o1', 'p1', 't'))).toMatchObject({ kind: 'http', code: 4244 });
    expect(await errorOf(api.cancelPayment('o1', 'p1'))).toMatchObject({ kind: 'http', code: 'HTTP_500' });
  });
});

describe('wave 4 schemas', () => {
  it('accept the fixtures and refuse mistyped fields', () => {
    expect(is(wireRoomValidity(), RoomValidityResponseSchema)).toBe(true);
    expect(is({ ...wireRoomValidity(), guests: null }, RoomValidityResponseSchema)).toBe(false);
    expect(is({ transaction_id: 'x' }, TransactionRequestSchema)).toBe(true);
    expect(is({ transaction_id: 1 }, TransactionRequestSchema)).toBe(false);
    expect(is(wireRealtimeTransaction(), RealtimeTransactionSchema)).toBe(true);
    expect(
      is(
        wireRealtimeTransaction({ eventHandlingStatus: 'FAILURE', exceptionInfo: { code: 4244, message: 'CHALLENGE_DECLINED_BY_USER' } }),
        RealtimeTransactionSchema,
      ),
    ).toBe(true);
    expect(is({ ...wireRealtimeTransaction(), eventHandlingStatus: 'DONE' }, RealtimeTransactionSchema)).toBe(false);
    expect(is({ ...wireRealtimeTransaction(), exceptionInfo: { code: '4244', message: 'x' } }, RealtimeTransactionSchema)).toBe(false);
  });
});

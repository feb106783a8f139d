// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformApi } from '../../src/api';
import { testScope } from '../../src/api/test-support';
import type { CartLine, CartRequest, CheckoutRequest } from '../../src/domain/types';
import { DEMO } from './seed';
import { startSandboxServer, type SandboxServer } from './server';

// Through the widget's real API layer (schemas + mappers) against the sandbox: the wallet
// setting, coupons, room validation, a card checkout with a 3-D Secure challenge, payment cancel
// and checkout withdrawal. Realtime is off: only HTTP answers are checked here.

let server: SandboxServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'go-checkout-contract-'));
  server = await startSandboxServer({ port: 0, dataDir, fresh: true, realtime: null, log: () => {} });
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const api = (businessId: number = DEMO.businessId, publishableKey = 'pk_demo') =>
  createPlatformApi({
    apiBase: server.url,
    publishableKey,
    productId: 'demo',
    scope: testScope({ businessId, currencyCode: 'USD' }),
    getAccessToken: () => null,
    refreshAccessToken: async () => null,
  });

const margherita: CartLine = {
  editId: 'e1',
  itemId: 14,
  posUniqueId: DEMO.items.margherita,
  serialId: 50004,
  name: 'Margherita',
  quantity: 1,
  comment: '',
  unitPrice: 1600,
  modifiers: {},
  modifierPuis: [],
};
const cartRequest = (cartId: string, couponCode: string | null = null): CartRequest => ({
  cartId,
  experienceId: DEMO.experiences.trattoriaPickup,
  businessId: DEMO.businessId,
  lines: [margherita],
  comment: '',
  couponCode,
  checkoutAt: null,
});

async function token(number: string): Promise<string> {
  const response = await fetch(new URL('/__sandbox/wallet/tokens', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, expiry: '12/34', cvc: '123' }),
  });
  return ((await response.json()) as { payment_method_id: string }).payment_method_id;
}

describe('calls against the sandbox', () => {
  it('reads the wallet of both businesses, resolved against the API base', async () => {
    expect((await api().getBusinessConfiguration()).wallet).toEqual({ version: 'v3', frameUrl: new URL('/wallet/card-fields.html', server.url).toString() });
    expect((await api(DEMO.hotelBusiness.id, DEMO.hotelBusiness.publishableKey).getBusinessConfiguration()).wallet?.version).toBe('v2');
  });

  it('applies a coupon and refuses an expired one with 4247', async () => {
    const ack = await api().saveCart(cartRequest('cart-contract-coupon-1', 'SAVE10'), true);
    expect(ack.coupon).toEqual({ code: 'SAVE10', name: '10% off' });
    await expect(api().saveCart(cartRequest('cart-contract-coupon-2', 'EXPIRED'), true)).rejects.toMatchObject({
      code: 4247,
      message: 'CART_INVALID_COUPON_CODE',
    });
  });

  it('validates rooms: two guests, no match, no post', async () => {
    const hotel = api(DEMO.hotelBusiness.id, DEMO.hotelBusiness.publishableKey);
    expect(await hotel.validateRoom('charge', '202', ' Cohen ')).toEqual({
      status: 'OK',
      message: null,
      guests: [
        { token: 'RT-202-DANA', firstName: 'Dana' },
        { token: 'RT-202-AVI', firstName: 'Avi' },
      ],
    });
    await expect(hotel.validateRoom('charge', '909', 'Nobody')).rejects.toMatchObject({ message: 'BOOKING_NOT_FOUND' });
    await expect(hotel.validateRoom('charge', '303', 'Levi')).rejects.toMatchObject({ message: 'NO_POST_ALLOWED' });
  });

  it('checks out by card into a 3-D Secure challenge, cancels the payment and withdraws the checkout', async () => {
    const client = api();
    await client.saveCart(cartRequest('cart-contract-card-1'), true);
    const request: CheckoutRequest = {
      ...cartRequest('cart-contract-card-1'),
      details: { firstName: 'Ada', lastName: 'Lovelace', phone: '+12125550143', email: null, roomNumber: null, tableNumber: null, numberOfDiners: null },
      paymentType: 'WALLET',
      payment: {
        card: { paymentMethodId: await token('4000000000003220'), issuerName: 'VISA', fingerprint: null, encryptedCvv: null },
        roomChargeToken: null,
        validation: null,
      },
      tip: { amount: 240, type: 'PERCENTAGE' },
      deviceId: null,
      receiveReceiptByEmail: false,
    };
    const placed = await client.checkout(request);
    const payment = placed.payments[0]!;
    expect(payment.status).toBe('AWAITING_CONFIRMATION');
    expect(payment.challengeUrl).toBe(new URL(`/wallet/challenge.html?order=${placed.id}&payment=${payment.id}`, server.url).toString());
    expect(placed.requires3DSecure).toBe(true);
    await client.cancelPayment(placed.id, payment.id);
    await client.cancelCheckout(request.cartId);
    const orders = (await (await fetch(new URL('/__sandbox/orders', server.url))).json()) as { status: string; summary: { tip: number } }[];
    expect(orders[0]).toMatchObject({ status: 'WITHDRAWN', summary: { tip: 2.4 } });
  });
});

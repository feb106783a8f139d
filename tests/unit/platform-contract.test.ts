// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo, type RunningDemo } from '../../demo/sandbox/start-demo';
import { createPlatformApi } from '../../src/api';
import { connectRealtime } from '../../src/realtime';
import type { CartCalculation, CartLine } from '../../src/domain/types';

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

function api() {
  return createPlatformApi({
    apiBase: demo.url,
    publishableKey: 'pk_demo',
    productId: 'demo',
    getBusinessId: () => BUSINESS_ID,
    getAccessToken: () => null,
    refreshAccessToken: async () => null,
  });
}

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
    expect(hotels.map((hotel) => hotel.name)).toContain('Harbor Grand Hotel');
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
      editId: 'line-1', itemId: 1, posUniqueId: 'TL-MARGHERITA', serialId: 0, name: 'Margherita',
      quantity: 2, comment: 'well done, 100% crispy', unitPrice: 1600, modifiers: {}, modifierPuis: [],
    };
    const cartId = `contract-${Date.now()}`;
    const request = { cartId, experienceId: experience.id, businessId: BUSINESS_ID, lines: [line], comment: '', couponCode: null, checkoutAt: null };

    const realtime = await connectRealtime(business.realtime!);
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
      expect(calculated.summary.total).toBe(3200 + Math.round(3200 * 0.08875));

      const checkout = {
        ...request,
        details: { firstName: 'Ada', lastName: 'Lovelace', phone: '2125550143', email: null, roomNumber: null, tableNumber: null, numberOfDiners: null },
        paymentType: 'PAY_IN_PERSON', tip: null, deviceId: null, receiveReceiptByEmail: false,
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

  it('turns a platform error into an ApiError with the catalogue key', async () => {
    const platform = api();
    await expect(
      platform.checkout({
        cartId: 'does-not-exist-123', experienceId: 1, businessId: BUSINESS_ID, lines: [], comment: '', couponCode: null, checkoutAt: null,
        details: { firstName: 'A', lastName: 'B', phone: null, email: null, roomNumber: null, tableNumber: null, numberOfDiners: null },
        paymentType: 'PAY_IN_PERSON', tip: null, deviceId: null, receiveReceiptByEmail: false,
      }),
    ).rejects.toMatchObject({ kind: 'http', message: 'CART_NOT_FOUND' });
  });
});

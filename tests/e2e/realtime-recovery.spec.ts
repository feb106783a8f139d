import type { WebSocketRoute } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ADA, CheckoutPage } from './support/checkout-page';

// A realtime channel that drops mid-checkout comes back by itself: the Firebase client reconnects to
// the host the server announced, which must be the server it was talking to. The drop is injected by
// closing the page's WebSocket once, as a flaky network or a restarted proxy would.

test('a realtime drop mid-checkout recovers by itself: new totals and the order arrive without a reload @phone', async ({ page, realtimePort }) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const open: WebSocketRoute[] = [];
  let connections = 0;
  await page.routeWebSocket(
    (url) => url.port === String(realtimePort),
    (ws) => {
      connections += 1;
      ws.connectToServer();
      open.push(ws);
    },
  );

  const checkout = new CheckoutPage(page);
  await checkout.startPickupAtTrattoria();
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
  await checkout.payWith('Pay in person');
  await checkout.enterDetails(ADA);
  const before = await checkout.total().innerText();
  expect(connections).toBe(1);

  // The drop: every realtime socket closes under the guest's feet.
  for (const ws of open.splice(0)) await ws.close();
  // The client reconnects on its own (no reload, no Try again), to the server it was talking to.
  await expect.poll(() => connections, { timeout: 12_000 }).toBeGreaterThanOrEqual(2);

  // A coupon makes the platform calculate the cart again: its discount and new total reach the widget
  // only through the realtime channel, so they prove the reconnected socket works.
  const coupon = await checkout.enterCoupon('SAVE10');
  await expect(coupon.getByRole('status')).toContainText('applied', { timeout: 12_000 });
  await coupon.getByRole('button', { name: 'OK' }).click();
  await expect(checkout.summary().locator('dt:text-is("Discount") + dd')).toHaveText('-$1.60');
  await expect(checkout.total()).not.toHaveText(before);
  await expect(checkout.root.getByRole('alert')).toHaveCount(0);

  await checkout.agreeAndPlaceOrder();
  const orderNumber = await checkout.confirmedOrderNumber();
  const orders = await checkout.allOrders();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ check_number: orderNumber });
  expect(orders[0]!.summary.discount).toBeCloseTo(1.6, 2);
  expect(errors).toEqual([]);
});

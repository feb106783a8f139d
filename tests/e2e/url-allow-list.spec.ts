import { expect, test } from './support/fixtures';
import { ADA, CARDS, CheckoutPage } from './support/checkout-page';

// A URL the platform sends for a payment iframe passes the widget's URL allow-list: a `javascript:`
// card-fields page or 3-D Secure page never runs in the host page, and the guest is told what happened.
// The platform's answers are rewritten in flight (the sandbox itself only sends safe URLs).

const HOSTILE = 'javascript:window.top.__pwned=1;window.parent.__pwned=1';

test('a javascript: wallet frame_url runs no script; the guest is told card payment is unavailable @phone', async ({ page }) => {
  await page.route('**/users/api/v2/business/configurations**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { wallet?: { version: string; frame_url: string } | null } };
    if (body.data.wallet) body.data.wallet.frame_url = HOSTILE;
    await route.fulfill({ response, json: body });
  });
  const checkout = new CheckoutPage(page);
  await checkout.startPickupAtTrattoria();
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
  await checkout.enterDetails(ADA);
  await checkout.agreeAndPlaceOrder();
  await expect(checkout.walletDialog()).toBeVisible();
  await expect(checkout.walletDialog()).toContainText('Card payment is not available right now.');
  await expect(checkout.walletDialog().locator('iframe')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(await checkout.allOrders()).toHaveLength(0);
});

test('a javascript: 3-D Secure challenge_url runs no script; the payment is cancelled and the guest told @phone', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route('**/checkout**', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { order?: { payments?: { challenge_url?: string | null }[] } };
    for (const payment of body.order?.payments ?? []) if (payment.challenge_url) payment.challenge_url = HOSTILE;
    await route.fulfill({ response, json: body });
  });
  const checkout = new CheckoutPage(page);
  await checkout.startPickupAtTrattoria();
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
  await checkout.enterDetails(ADA);
  await checkout.agreeAndPlaceOrder();
  await checkout.payByCard(CARDS.challenge);
  await expect(checkout.checkoutError()).toContainText("We couldn't open your bank's confirmation page");
  await expect(checkout.challengeDialog()).toHaveCount(0);
  await expect(checkout.confirmation()).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(errors).toEqual([]);
});

test('a realtime database_url off the allow-list opens no socket: My order says at once the totals could not be got, with Try again, the cart kept', async ({
  page,
}) => {
  const errors: string[] = [];
  const warnings: string[] = [];
  const sockets: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await page.route('**/users/api/v2/business/configurations**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { realtime: { database_url: string; namespace: string } | null } };
    expect(body.data.realtime).not.toBeNull();
    body.data.realtime!.database_url = 'ws://realtime.attacker.example:9000';
    await route.fulfill({ response, json: body });
  });
  const checkout = new CheckoutPage(page);
  await checkout.startPickupAtTrattoria();
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.viewMyOrderButton().click();
  await expect(checkout.root.getByRole('heading', { name: 'My order', level: 1 })).toBeVisible();
  // Well before the 15 s wait for a calculation: nothing can arrive, so nothing is waited for.
  const alert = checkout.root.getByRole('alert');
  await expect(alert).toContainText("We couldn't get your order's totals.", { timeout: 5000 });
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(checkout.root.getByText('Margherita').first()).toBeVisible();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(checkout.root.getByRole('alert')).toContainText("We couldn't get your order's totals.");
  await expect(checkout.root.getByText('Margherita').first()).toBeVisible();
  expect(sockets).toEqual([]);
  expect(warnings.some((text) => /realtime database_url was refused/.test(text))).toBe(true);
  expect(errors).toEqual([]);
});

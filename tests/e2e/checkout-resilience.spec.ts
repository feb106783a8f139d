import type { Route } from '@playwright/test';
import { auditRightToLeft } from './support/audit';
import { expect, test } from './support/fixtures';
import { ADA, CARDS, CheckoutPage, parseCheckoutPost } from './support/checkout-page';
import { fastForwardUntilVisible } from './support/clock';

/** Longer than the longest pause between two order look-ups (src/stores/ordering/checkout/outcome.ts LOOKUP_DELAYS_MS). */
const LOOKUP_STEP_MS = 3500;

// "Done when": out of stock at checkout, and a double click, a retry or a reload mid-submit
// never make a second order (the same cart id is never checked out twice; the platform's
// checkout is idempotent per cart id, but the widget must not lean on that). Trattoria Lumen pickup.

async function readyToPay(checkout: CheckoutPage, payment = 'Pay in person'): Promise<void> {
  await checkout.startPickupAtTrattoria();
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.addToOrder('Dolci', 'Tiramisù');
  await checkout.goToCheckout();
  await checkout.payWith(payment);
  await checkout.enterDetails(ADA);
  await checkout.agreeToTerms();
}

test('a double click on Place order sends one checkout and places one order', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  checkout.recordCheckoutPosts();
  await readyToPay(checkout);
  // Two clicks in the same task, before the screen can even show it is busy.
  await checkout.placeOrderButton().evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  const orderNumber = await checkout.confirmedOrderNumber();
  expect(checkout.checkoutPosts).toHaveLength(1);
  const orders = await checkout.allOrders();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ check_number: orderNumber, cart_id: checkout.checkoutPosts[0]!.cartId });
});

test('a double click on the card Pay button charges the card once', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  checkout.recordCheckoutPosts();
  await readyToPay(checkout, 'Credit card');
  await checkout.placeOrder();
  const frame = checkout.cardFields();
  await frame.getByLabel(/card number/i).fill(CARDS.success);
  await frame.getByLabel(/expir|MM ?\/ ?YY/i).fill('12/34');
  await frame.getByLabel(/cvc|cvv|security code/i).fill('123');
  await checkout.walletDialog().getByRole('button', { name: /^Pay / }).dblclick();
  await checkout.confirmedOrderNumber();
  expect(checkout.checkoutPosts).toHaveLength(1);
  const orders = await checkout.allOrders();
  expect(orders).toHaveLength(1);
  expect(orders[0]!.payments ?? []).toHaveLength(1);
});

test('after a failed checkout (4700) the retry reuses the cart id and places one order', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  checkout.recordCheckoutPosts();
  await readyToPay(checkout);
  await checkout.failNext('checkout', 4700, 'CART_CHECKOUT_FAILED');
  await checkout.placeOrder();
  await expect(checkout.checkoutError()).toContainText('Something went wrong');
  expect(await checkout.allOrders()).toEqual([]);
  await expect(checkout.placeOrderButton()).toBeEnabled();

  await checkout.placeOrder();
  const orderNumber = await checkout.confirmedOrderNumber();
  expect(checkout.checkoutPosts).toHaveLength(2);
  expect(checkout.checkoutPosts[1]!.cartId).toBe(checkout.checkoutPosts[0]!.cartId);
  const orders = await checkout.allOrders();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ check_number: orderNumber, cart_id: checkout.checkoutPosts[0]!.cartId });
});

test('an unknown platform message at checkout: the general message, reported once to the translations endpoint, listed on the console', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await readyToPay(checkout);
  const missed = async () =>
    (
      (await (await page.request.get('/__sandbox/missed-translations')).json()) as {
        message: string;
        code: string;
        info: string;
        reports: number;
        language: string;
      }[]
    ).filter((entry) => entry.message.startsWith('E2E_UNHEARD_OF'));

  await test.step('the guest sees the general message and the message is reported with its code and where it happened', async () => {
    await checkout.failNext('checkout', 4790, 'E2E_UNHEARD_OF');
    await checkout.placeOrder();
    await expect(checkout.checkoutError()).toContainText('Something went wrong. Try different payment method.');
    await expect.poll(missed).toEqual([expect.objectContaining({ message: 'E2E_UNHEARD_OF', code: '4790', info: 'checkout', language: 'en_US', reports: 1 })]);
    await expect(checkout.placeOrderButton()).toBeEnabled();
  });

  await test.step('the same message again is not reported again; a new one is', async () => {
    await checkout.failNext('checkout', 4790, 'E2E_UNHEARD_OF');
    await checkout.placeOrder();
    await expect(checkout.placeOrderButton()).toBeEnabled();
    await checkout.failNext('checkout', 4791, 'E2E_UNHEARD_OF_TOO');
    await checkout.placeOrder();
    // Reports leave in the order they were met: once the second message arrived, a repeat of the first would have too.
    await expect
      .poll(async () => (await missed()).map((entry) => `${entry.message}:${entry.reports}`).sort())
      .toEqual(['E2E_UNHEARD_OF:1', 'E2E_UNHEARD_OF_TOO:1']);
  });

  await test.step('the sandbox console lists them', async () => {
    await page.goto('/console.html');
    const table = page.getByRole('table', { name: /Untranslated platform messages/ });
    const row = (message: string) => table.getByRole('row').filter({ has: page.getByRole('cell', { name: message, exact: true }) });
    await expect(row('E2E_UNHEARD_OF_TOO')).toContainText('4791');
    await expect(row('E2E_UNHEARD_OF')).toContainText('4790');
    await expect(row('E2E_UNHEARD_OF')).toContainText('checkout');
  });
});

test('a cart race at checkout is retried once, silently, with a new cart id: one order', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  checkout.recordCheckoutPosts();
  await readyToPay(checkout);
  await checkout.failNext('checkout', 4409, 'CART_RACE_CONDITIONS');
  await checkout.placeOrder();
  const orderNumber = await checkout.confirmedOrderNumber();
  await expect(checkout.checkoutError()).toHaveCount(0);
  expect(checkout.checkoutPosts).toHaveLength(2);
  expect(checkout.checkoutPosts[1]!.cartId).not.toBe(checkout.checkoutPosts[0]!.cartId);
  const orders = await checkout.allOrders();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ check_number: orderNumber, cart_id: checkout.checkoutPosts[1]!.cartId });
  expect(orders[0]!.items).toEqual(
    expect.arrayContaining([expect.objectContaining({ pui: 'TL-MARGHERITA', quantity: 1 }), expect.objectContaining({ pui: 'TL-TIRAMISU', quantity: 1 })]),
  );
});

test('a reload while the order is being placed finds it: the confirmation shows and there is still one order', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  checkout.recordCheckoutPosts();
  await readyToPay(checkout);

  // The platform receives the checkout and makes the order, but its answer never reaches the page:
  // the guest reloads while the button still spins.
  let reachedPlatform!: () => void;
  const platformHasIt = new Promise<void>((resolve) => (reachedPlatform = resolve));
  let held = false;
  await page.route('**/cart/*/checkout', async (route: Route) => {
    if (held || !parseCheckoutPost(route.request())) return route.fallback();
    held = true;
    await route.fetch();
    reachedPlatform();
    // Never answered: the reload tears the request down.
  });
  await checkout.placeOrder();
  await platformHasIt;
  expect(await checkout.allOrders()).toHaveLength(1);
  await page.reload();

  const orderNumber = await checkout.confirmedOrderNumber();
  const orders = await checkout.allOrders();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ check_number: orderNumber, cart_id: checkout.checkoutPosts[0]!.cartId });
  // Whatever the page asked after the reload, it asked about the same cart.
  for (const post of checkout.checkoutPosts) expect(post.cartId).toBe(checkout.checkoutPosts[0]!.cartId);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** The missing-items popup (titled from checkout.titleMissingItems). */
function missingItemsPopup(checkout: CheckoutPage) {
  return checkout.root.getByRole('dialog').filter({ has: checkout.page.getByRole('heading', { name: 'Some items are no longer available' }) });
}

/** Goes on with what is left: back to the checkout (from wherever the popup left the guest) and pay. */
async function placeWhatIsLeft(checkout: CheckoutPage): Promise<string> {
  await checkout.goToCheckout();
  await checkout.payWith('Pay in person');
  await checkout.enterDetails(ADA);
  await checkout.agreeToTerms();
  await checkout.placeOrder();
  return checkout.confirmedOrderNumber();
}

test('the checkout call says an item is out of stock: the popup names it, it is removed, one order without it @phone', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await readyToPay(checkout);
  await checkout.failNext('checkout', 4701, 'CART_CHECKOUT_ITEM_OUT_OF_STOCK', [{ pui: 'TL-TIRAMISU', name: 'Tiramisù', available: 0 }]);
  await checkout.placeOrder();
  const popup = missingItemsPopup(checkout);
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Tiramisù');
  await checkout.audit();
  await auditRightToLeft(page, 'out-of-stock popup', (root) =>
    root.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'חלק מהפריטים כבר לא זמינים' }) }),
  );
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toHaveCount(0);
  expect(await checkout.allOrders()).toEqual([]);

  const orderNumber = await placeWhatIsLeft(checkout);
  const orders = await checkout.allOrders();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ check_number: orderNumber, items: [expect.objectContaining({ pui: 'TL-MARGHERITA', quantity: 1 })] });
});

test('the kitchen runs out after the cart was calculated: the guest is told, and the order placed is without it', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await readyToPay(checkout);
  await checkout.setStock('TL-TIRAMISU', false);
  await checkout.placeOrder();
  // Step 2 (menu verification) or the checkout's stock check: either way the missing-items popup.
  const popup = missingItemsPopup(checkout);
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toHaveCount(0);
  expect(await checkout.allOrders()).toEqual([]);
  // Where the widget did not drop it yet, my order offers to.
  if (!(await checkout.checkoutHeading().isVisible())) {
    const remove = checkout.root.getByRole('button', { name: 'Remove unavailable items' });
    if (await remove.isVisible()) {
      await remove.click();
      await missingItemsPopup(checkout).getByRole('button', { name: 'OK' }).click();
    }
  }

  const orderNumber = await placeWhatIsLeft(checkout);
  const orders = await checkout.allOrders();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ check_number: orderNumber, items: [expect.objectContaining({ pui: 'TL-MARGHERITA', quantity: 1 })] });
});

test('a business in view mode: a cart saved before cannot reach checkout, by my order or by the checkout link @phone', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.startPickupAtTrattoria();
  await checkout.addToOrder('Pizza', 'Margherita');
  // The business switches to browse only; the guest comes back to the saved order.
  const switched = await page.request.post('/__sandbox/view-mode', { data: { business_id: 1001, view_mode: true } });
  expect(switched.ok()).toBe(true);
  await page.reload();
  await expect(checkout.viewMyOrderButton()).toHaveAccessibleName(/\(1\)/);
  await checkout.viewMyOrderButton().click();
  const note = checkout.root.getByText('This menu is for viewing only. Please ask a waiter to place your order.');
  await expect(note).toBeVisible();
  await expect(checkout.root.getByRole('button', { name: 'Proceed to checkout' })).toHaveCount(0);

  // The checkout's own link leads back to my order.
  await page.evaluate(() => {
    location.hash = '#go:/menu/checkout';
  });
  await expect(note).toBeVisible();
  await expect(checkout.checkoutHeading()).toHaveCount(0);
  await expect(checkout.placeOrderButton()).toHaveCount(0);
  await expect.poll(() => new URL(page.url()).hash).toBe('#go:/menu/order');
  expect(await checkout.allOrders()).toEqual([]);
});

// A checkout whose answer is lost (a 5xx, a dropped connection) may still have made the order and
// charged the card: the widget asks the platform, read-only, whether the cart has an order before it
// says anything, and tells the guest the truth.

test('a 503 on a checkout the platform took: the guest sees the confirmation and the cart has one order @phone', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  checkout.recordCheckoutPosts();
  await readyToPay(checkout);
  await page.route('**/cart/*/checkout', async (route: Route) => {
    if (!parseCheckoutPost(route.request())) return route.fallback();
    // The platform makes the order; the answer the browser gets is an outage page.
    await route.fetch();
    await route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' });
  });
  await checkout.placeOrder();
  const orderNumber = await checkout.confirmedOrderNumber();
  const cartId = checkout.checkoutPosts[0]!.cartId;
  const orders = (await checkout.allOrders()).filter((order) => order.cart_id === cartId);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ check_number: orderNumber });
  expect(checkout.checkoutPosts).toHaveLength(1);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the platform really failed (503, no order): not placed, the cart and the form kept, the retry places one order @phone', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  checkout.recordCheckoutPosts();
  await readyToPay(checkout);
  await checkout.failNext('checkout', 5030, 'SERVICE_UNAVAILABLE', undefined, 503);
  await checkout.placeOrder();
  await expect(checkout.checkoutError()).toContainText('Your order was not placed');
  await expect(checkout.checkoutError()).not.toContainText('Try different payment method');
  expect(await checkout.allOrders()).toEqual([]);
  await expect(checkout.field('First name')).toHaveValue(ADA.firstName);
  await expect(checkout.field('Last name')).toHaveValue(ADA.lastName);
  await expect(checkout.placeOrderButton()).toBeEnabled();

  await checkout.placeOrder();
  const orderNumber = await checkout.confirmedOrderNumber();
  const orders = await checkout.allOrders();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ check_number: orderNumber, cart_id: checkout.checkoutPosts[0]!.cartId });
  expect(orders[0]!.items).toEqual(expect.arrayContaining([expect.objectContaining({ pui: 'TL-MARGHERITA' })]));
});

test('no answer at all: still checking, kept across a reload, and Check again finds the one order', async ({ page }) => {
  // The look-ups are spaced out over seconds: the page clock is moved through them.
  await page.clock.install();
  const checkout = new CheckoutPage(page);
  checkout.recordCheckoutPosts();
  await readyToPay(checkout);
  // The platform takes the order, then neither the answer nor any look-up gets through.
  await page.route('**/cart/*/checkout', async (route: Route) => {
    if (!parseCheckoutPost(route.request())) return route.abort('connectionreset');
    await route.fetch();
    await route.abort('connectionreset');
  });
  await checkout.placeOrder();
  const stillChecking = checkout.checkoutError().filter({ hasText: 'still checking' });
  await fastForwardUntilVisible(page, stillChecking, LOOKUP_STEP_MS);
  await page.reload();
  await fastForwardUntilVisible(page, stillChecking, LOOKUP_STEP_MS);
  expect(checkout.checkoutPosts).toHaveLength(1);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await checkout.checkoutError().getByRole('button', { name: 'Check again' }).click();
  const orderNumber = await checkout.confirmedOrderNumber();
  const orders = (await checkout.allOrders()).filter((order) => order.cart_id === checkout.checkoutPosts[0]!.cartId);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ check_number: orderNumber });
  expect(checkout.checkoutPosts).toHaveLength(1);
});

import { expect, test } from './support/fixtures';
import { OrderingWidget } from './support/ordering-widget';
import { press } from './support/press';
import { nextCartSave } from './support/clock';

/** How long the totals may stay pending (src/stores/ordering/calculation.ts CALCULATION_TIMEOUT_MS). */
const CALCULATION_TIMEOUT_MS = 15_000;

// A malformed platform response is an error the guest can recover from, never a blank widget.
test('a malformed locations response shows a recoverable message, and Try again recovers', async ({ page }) => {
  let broken = true;
  await page.route('**/restaurants/api/v3/locations**', async (route) => {
    if (!broken) return route.fallback();
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: [{ id: 'not-a-number' }] }) });
  });
  const widget = new OrderingWidget(page);
  await widget.openDemo('/');
  // The platform answered, but not what the contract says: the locations could not be loaded (not "not found").
  await expect(widget.root.getByRole('heading', { name: "We couldn't load the locations" })).toBeVisible();
  await expect(widget.root.getByRole('alert')).toContainText(/try again/i);
  broken = false;
  await widget.root.getByRole('button', { name: 'Try again' }).click();
  await widget.startOrder('Trattoria Lumen');
});

test('a failed checkout keeps the cart and the form', async ({ page }) => {
  const widget = new OrderingWidget(page);
  await widget.openDemo('/');
  await widget.startOrder('Trattoria Lumen');
  await widget.quickAdd('Margherita');
  await widget.viewMyOrder();
  await widget.proceedToCheckout();
  await expect(widget.total()).toHaveText(/\$/);
  await widget.fillGuestDetails({ firstName: 'Grace', lastName: 'Hopper', phone: '2125550199' });

  let fail = true;
  await page.route('**/restaurants/api/v3/cart/*/checkout', async (route) => {
    // Only the order itself fails; the widget's follow-up question (GET) reaches the platform.
    if (!fail || route.request().method() !== 'POST') return route.fallback();
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 4700, message: 'CART_CHECKOUT_FAILED' }) });
  });
  await widget.placeOrder();
  // A 5xx leaves the outcome open: the widget asks the platform, which has no order for this cart.
  await expect(widget.root.getByRole('alert')).toContainText('Your order was not placed. Your cart and details are kept: please try again.');
  await expect(widget.root.getByLabel('First name')).toHaveValue('Grace');
  await expect(widget.root.getByLabel('Last name')).toHaveValue('Hopper');

  fail = false;
  await widget.placeOrder();
  await expect(widget.orderNumber()).toBeVisible();
});

test('totals that never arrive end in a message; once realtime is back they arrive (Try again, or the channel reconnecting by itself) @phone', async ({
  page,
  realtimePort,
}) => {
  // The wait for the totals is bounded by the calculation's timeout; the page clock is moved past it.
  await page.clock.install();
  // The realtime server's WebSocket is refused (a firewall, a dead server) until the test lets it through.
  let blocked = true;
  await page.routeWebSocket(
    (url) => url.port === String(realtimePort),
    (ws) => {
      if (blocked) ws.close();
      else ws.connectToServer();
    },
  );
  const widget = new OrderingWidget(page);
  await widget.openDemo('/');
  await widget.startOrder('Trattoria Lumen');
  const saved = nextCartSave(page);
  await widget.quickAdd('Margherita');
  await widget.viewMyOrder();
  const summary = widget.root.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Calculating totals…');
  await saved;
  // The wait is bounded: a clear message with a retry replaces the spinner.
  await page.clock.fastForward(CALCULATION_TIMEOUT_MS + 1000);
  const alert = widget.root.getByRole('alert');
  await expect(alert).toHaveText(/We couldn't get your order's totals\. Check your connection and try again\./);
  await expect(summary).toBeHidden();

  blocked = false;
  // The guest's Try again brings them; so may the channel's own reconnection, which can get there
  // first (the page clock was moved past its back-off), taking the message and its button away.
  const tryAgain = alert.getByRole('button', { name: 'Try again' });
  await tryAgain.click({ timeout: 5_000 }).catch(async () => expect(tryAgain).toHaveCount(0));
  await expect(widget.total()).toHaveText(/^\$\d+\.\d\d$/);
  await expect(alert).toBeHidden();
  await widget.proceedToCheckout();
  await widget.fillGuestDetails({ firstName: 'Grace', lastName: 'Hopper', phone: '2125550199' });
  await widget.placeOrder();
  await expect(widget.orderNumber()).toHaveText(/\S/);
});

test('a screen whose code could not download (offline for a moment) loads on Try again, the cart kept @phone', async ({ page }) => {
  const widget = new OrderingWidget(page);
  await widget.openDemo('/');
  await widget.startOrder('Trattoria Lumen');
  await widget.quickAdd('Margherita');
  // The next screen's code fails to download once, as it does when the connection drops just then.
  let failOnce = true;
  await page.route(/\/chunks\/OrderScreen-[\w-]+\.js$/, async (route) => {
    if (!failOnce) return route.fallback();
    failOnce = false;
    await route.abort('internetdisconnected');
  });
  await press(widget.viewMyOrderButton());
  await expect(widget.root.getByRole('alert')).toContainText('Something went wrong while loading this page');
  await widget.root.getByRole('button', { name: 'Try again' }).click();
  await expect(widget.root.getByRole('heading', { name: 'My order' })).toBeVisible();
  await expect(widget.root.getByText('Margherita', { exact: true })).toBeVisible();
});

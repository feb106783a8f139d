import type { Page, WebSocketRoute } from '@playwright/test';
import { auditAccessibility, auditRightToLeft } from './support/audit';
import { overflowingElements } from './support/layout-checks';
import { announcements, recordAnnouncements } from './support/announcements';
import { ADA, CheckoutPage } from './support/checkout-page';
import { callElement, expect, hostEvents, recordHostEvents, test } from './support/fixtures';
import { placeOrderDirectly } from './support/placed-order';
import { press } from './support/press';

// After "Thank you" the guest follows the order live: the kitchen (the sandbox's control route, as its
// kitchen console does) moves it along, and each change reaches the confirmation through the realtime
// database within two seconds, without a reload.

/** Each change must show within two seconds of the kitchen's move. */
const LIVE = { timeout: 2_000 };

/** Moves order `orderId` along, as the kitchen console does; returns the sandbox's answer. */
async function kitchen(page: Page, orderId: string, move: { status: string; eta_minutes?: number; message?: string }) {
  return page.request.post(`/__sandbox/orders/${encodeURIComponent(orderId)}/status`, { data: move });
}

/** A Margherita to pick up at Trattoria Lumen, paid in person: returns the confirmed order's id. */
async function placePickupOrder(checkout: CheckoutPage): Promise<string> {
  await checkout.startPickupAtTrattoria();
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
  await checkout.payWith('Pay in person');
  await checkout.enterDetails(ADA);
  await checkout.agreeAndPlaceOrder();
  await checkout.confirmedOrderNumber();
  const [order] = await checkout.placedOrders();
  expect(order).toBeDefined();
  return order!.id;
}

/** The ETA the sandbox set, as the widget writes it in Trattoria Lumen's clock (New York, "h:mm A"). */
async function etaText(page: Page, orderId: string): Promise<string> {
  const response = await page.request.get(`/restaurants/api/v3/order/${encodeURIComponent(orderId)}/status`);
  const { data } = (await response.json()) as { data: { eta: string } };
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/New_York' }).format(new Date(data.eta));
}

/** Opens the order's own page on the demo page (`#go:/order/{id}`), in `language` if given; returns its progress block. */
async function openOrderPage(page: Page, orderId: string, language?: string) {
  await page.goto(`/${language ? `?language=${language}` : ''}#go:/order/${orderId}`);
  const progress = page.locator('guest-ordering').getByTestId('order-progress');
  await expect(progress).toBeVisible();
  return progress;
}

test('the guest follows the order from received to ready, live, across a reload; the host hears each change once @phone', async ({ page }) => {
  test.slow();
  await recordHostEvents(page);
  const checkout = new CheckoutPage(page);
  const orderId = await placePickupOrder(checkout);
  const progress = checkout.root.getByTestId('order-progress');
  await expect(progress.getByRole('heading', { name: 'Order progress' })).toBeVisible();
  await expect(progress).toContainText('Your order was received.');
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Received');
  await recordAnnouncements(checkout.root);

  expect((await kitchen(page, orderId, { status: 'ACCEPTED', eta_minutes: 20 })).ok()).toBe(true);
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Accepted', LIVE);
  const eta = await etaText(page, orderId);
  await expect(progress.getByTestId('order-eta')).toHaveText(`Ready around ${eta}`);
  expect((await kitchen(page, orderId, { status: 'PREPARING' })).ok()).toBe(true);
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Preparing', LIVE);
  await expect(progress).toContainText('Your order is being prepared.');
  await expect
    .poll(async () => (await announcements(checkout.root)).map((heard) => heard.text))
    .toEqual([`Your order was accepted. Ready around ${eta}`, `Your order is being prepared. Ready around ${eta}`]);
  const told = (await hostEvents(page)).filter((event) => event.type === 'order-status').map((event) => event.detail);
  expect(told).toEqual([
    { version: 1, orderId, status: 'RECEIVED', eta: null, message: null, delayed: false },
    { version: 1, orderId, status: 'ACCEPTED', eta: expect.any(String), message: null, delayed: false },
    { version: 1, orderId, status: 'PREPARING', eta: expect.any(String), message: null, delayed: false },
  ]);

  // A reload in between: the confirmation comes back and goes on following.
  await page.reload();
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Preparing');
  expect((await kitchen(page, orderId, { status: 'READY' })).ok()).toBe(true);
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Ready', LIVE);
  await expect(progress).toContainText('Your order is ready.');
  await expect(progress.getByTestId('order-eta')).toHaveCount(0);
  const afterReload = (await hostEvents(page)).filter((event) => event.type === 'order-status').map((event) => (event.detail as { status: string }).status);
  expect(afterReload).toEqual(['PREPARING', 'READY']);
});

test('a delay is said with its reason and new time; a refusal says why and that nothing was charged @phone-only', async ({ page }) => {
  const order = await placeOrderDirectly(page);
  const progress = await openOrderPage(page, order.id);
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Received');
  expect((await kitchen(page, order.id, { status: 'ACCEPTED', eta_minutes: 15 })).ok()).toBe(true);
  await expect(progress.getByTestId('order-eta')).toHaveText(/^Ready around /, LIVE);

  expect((await kitchen(page, order.id, { status: 'ACCEPTED', eta_minutes: 40, message: 'A large party just arrived' })).ok()).toBe(true);
  const late = await etaText(page, order.id);
  await expect(progress.getByTestId('order-eta')).toHaveText(`Running late: now ready around ${late}`, LIVE);
  await expect(progress.getByTestId('order-message')).toHaveText('From the kitchen: A large party just arrived');

  expect((await kitchen(page, order.id, { status: 'REJECTED', message: 'The oven broke down' })).ok()).toBe(true);
  await expect(progress).toContainText('Sorry, your order was refused.', LIVE);
  await expect(progress.getByTestId('order-message')).toHaveText('Reason: The oven broke down');
  await expect(progress.getByTestId('order-charge')).toHaveText('You were not charged.');
  await expect(progress.getByRole('list')).toHaveCount(0);
  // Nothing follows an ending: the platform refuses it.
  expect((await kitchen(page, order.id, { status: 'READY' })).status()).toBe(409);
});

test("the order's own page survives a reload and comes back from the browser's history @phone", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  const orderId = await placePickupOrder(checkout);
  const orderNumber = await checkout.confirmedOrderNumber();
  const progress = checkout.root.getByTestId('order-progress');
  await expect(progress).toContainText('Keep this page to follow your order.');
  await press(progress.getByRole('button', { name: "Open your order's page" }));
  await expect(checkout.root.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#go:/order/${orderId}$`));

  await page.reload();
  await expect(checkout.root.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  expect((await kitchen(page, orderId, { status: 'ACCEPTED', eta_minutes: 10 })).ok()).toBe(true);
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Accepted', LIVE);

  // Done ends the order's confirmation; the browser's Back brings its page back, still following it.
  await press(checkout.root.getByRole('button', { name: 'Done' }));
  await expect(checkout.root.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toHaveCount(0);
  await expect(page).not.toHaveURL(/#go:\/order\//);
  await page.goBack();
  await expect(checkout.root.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Accepted');
  expect((await kitchen(page, orderId, { status: 'READY' })).ok()).toBe(true);
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Ready', LIVE);
});

test('"Notify me when it\'s ready" asks only when tapped, and notifies once when the order turns ready in the background @phone-only', async ({ page }) => {
  await page.addInitScript(() => {
    const sent: { title: string; body?: string }[] = [];
    const asked: string[] = [];
    Object.assign(window, { __notifications: sent, __asked: asked });
    class RecordingNotification {
      static permission: NotificationPermission = 'default';
      static async requestPermission(): Promise<NotificationPermission> {
        asked.push('asked');
        RecordingNotification.permission = 'granted';
        return 'granted';
      }
      constructor(title: string, options: NotificationOptions = {}) {
        sent.push({ title, body: options.body });
      }
    }
    Object.defineProperty(window, 'Notification', { configurable: true, value: RecordingNotification });
  });
  const order = await placeOrderDirectly(page);
  const progress = await openOrderPage(page, order.id);
  const notifyMe = progress.getByRole('button', { name: "Notify me when it's ready" });
  await expect(notifyMe).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __asked: string[] }).__asked)).toEqual([]);
  await press(notifyMe);
  await expect(progress).toContainText("We will notify you when it's ready.");
  expect(await page.evaluate(() => (window as unknown as { __asked: string[] }).__asked)).toEqual(['asked']);

  // The guest switches to another app: the page is in the background.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect((await kitchen(page, order.id, { status: 'ACCEPTED', eta_minutes: 5 })).ok()).toBe(true);
  expect((await kitchen(page, order.id, { status: 'READY', message: 'At the counter by the door' })).ok()).toBe(true);
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Ready', LIVE);
  expect((await kitchen(page, order.id, { status: 'PICKED_UP' })).ok()).toBe(true);
  await expect(progress).toContainText('Your order was picked up. Enjoy!', LIVE);
  const sent = await page.evaluate(() => (window as unknown as { __notifications: unknown[] }).__notifications);
  expect(sent).toEqual([{ title: 'Your order is ready.', body: 'At the counter by the door' }]);
});

test('a platform without order statuses leaves the confirmation as it was @phone', async ({ page }) => {
  await recordHostEvents(page);
  const switched = await page.request.post('/__sandbox/order-status', { data: { business_id: 1001, enabled: false } });
  expect(switched.ok()).toBe(true);
  const checkout = new CheckoutPage(page);
  const orderId = await placePickupOrder(checkout);
  expect((await page.request.get(`/restaurants/api/v3/order/${orderId}/status`)).status()).toBe(404);
  await expect(checkout.root.getByText('Order number')).toBeVisible();
  await expect(checkout.root.getByRole('button', { name: 'Done' })).toBeVisible();
  // Give a status every chance to arrive: none does, and nothing about one shows.
  await page.waitForTimeout(1_500);
  await expect(checkout.root.getByTestId('order-progress')).toHaveCount(0);
  await expect(checkout.root.getByText('Keep this page to follow your order.')).toHaveCount(0);
  expect((await hostEvents(page)).filter((event) => event.type === 'order-status')).toEqual([]);
});

test('in a cross-origin iframe the order page follows the order, and the host hears each change @phone-only', async ({ page, baseURL }) => {
  const order = await placeOrderDirectly(page);
  const hostUrl = new URL('/iframe-host.html', baseURL!.replace('127.0.0.1', 'localhost'));
  await page.goto(hostUrl.href);
  const root = page.frameLocator('#ordering-frame').locator('guest-ordering');
  await expect(root.getByRole('button', { name: 'Start order' })).toBeVisible();
  // The host opens the framed widget on the order's page with its navigation command (the frame keeps its
  // route in memory).
  await page.evaluate(
    ([origin, path]) => {
      const frame = document.getElementById('ordering-frame') as HTMLIFrameElement;
      frame.contentWindow!.postMessage({ source: 'guest-ordering-host', v: 1, type: 'open', payload: { path } }, origin!);
    },
    [new URL(baseURL!).origin, `/order/${order.id}`],
  );
  const progress = root.getByTestId('order-progress');
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Received');
  expect((await kitchen(page, order.id, { status: 'ACCEPTED', eta_minutes: 12 })).ok()).toBe(true);
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Accepted', LIVE);
  const posted = () =>
    page.evaluate(() =>
      (window as unknown as { hostMessages: { type?: string; payload?: { status: string; orderId: string } }[] }).hostMessages
        .filter((message) => message.type === 'order-status')
        .map((message) => `${message.payload?.orderId} ${message.payload?.status}`),
    );
  await expect.poll(posted).toEqual([`${order.id} RECEIVED`, `${order.id} ACCEPTED`]);
});

test('in a native webview the app opens the order page and its bridge hears each change @phone-only', async ({ page }) => {
  const order = await placeOrderDirectly(page);
  await page.goto('/webview.html?wrapper=android');
  const root = page.locator('guest-ordering');
  await expect(root.getByRole('button', { name: 'Start order' })).toBeVisible();
  await callElement(root, 'open', `/order/${order.id}`);
  const progress = root.getByTestId('order-progress');
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Received');
  expect((await kitchen(page, order.id, { status: 'ACCEPTED' })).ok()).toBe(true);
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Accepted', LIVE);
  expect((await kitchen(page, order.id, { status: 'PREPARING' })).ok()).toBe(true);
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Preparing', LIVE);
  const heard = () =>
    page.evaluate(() =>
      (window as unknown as { nativeMessages: { type?: string; v?: number; payload?: { status: string } }[] }).nativeMessages
        .filter((message) => message.type === 'order-status')
        .map((message) => `v${message.v} ${message.payload?.status}`),
    );
  await expect.poll(heard).toEqual(['v1 RECEIVED', 'v1 ACCEPTED', 'v1 PREPARING']);
});

test('a refused card order says the payment was refunded, as the platform reports @phone-only', async ({ page }) => {
  const order = await placeOrderDirectly(page, { card: true });
  const progress = await openOrderPage(page, order.id);
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Received');
  expect((await kitchen(page, order.id, { status: 'REJECTED', message: 'We ran out of dough' })).ok()).toBe(true);
  await expect(progress).toContainText('Sorry, your order was refused.', LIVE);
  await expect(progress.getByTestId('order-charge')).toHaveText('Your payment was refunded.');
  await auditAccessibility(page, 'a refused order');
});

test('a realtime drop misses nothing: the changes made while it was down, the final one too, show when it is back @phone-only', async ({
  page,
  realtimePort,
}) => {
  let down = false;
  const open: WebSocketRoute[] = [];
  await page.routeWebSocket(
    (url) => url.port === String(realtimePort),
    (ws) => {
      // While the link is down every new connection fails at once, as on a train through a tunnel.
      if (down) {
        void ws.close();
        return;
      }
      ws.connectToServer();
      open.push(ws);
    },
  );
  const order = await placeOrderDirectly(page);
  const progress = await openOrderPage(page, order.id);
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Received');
  await expect.poll(() => open.length).toBeGreaterThan(0);

  down = true;
  for (const ws of open.splice(0)) await ws.close();
  expect((await kitchen(page, order.id, { status: 'ACCEPTED', eta_minutes: 5 })).ok()).toBe(true);
  expect((await kitchen(page, order.id, { status: 'READY' })).ok()).toBe(true);
  expect((await kitchen(page, order.id, { status: 'PICKED_UP' })).ok()).toBe(true);
  // Nothing can reach the page meanwhile.
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Received');
  down = false;
  await expect(progress).toContainText('Your order was picked up. Enjoy!', { timeout: 20_000 });
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Picked up');
});

test('an order that ended over an hour ago shows how it ended, no longer followed live', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.setClocks('2026-11-24T17:00:00Z');
  const order = await placeOrderDirectly(page);
  const progress = await openOrderPage(page, order.id);
  expect((await kitchen(page, order.id, { status: 'ACCEPTED' })).ok()).toBe(true);
  expect((await kitchen(page, order.id, { status: 'READY' })).ok()).toBe(true);
  expect((await kitchen(page, order.id, { status: 'PICKED_UP' })).ok()).toBe(true);
  await expect(progress).toContainText('Your order was picked up. Enjoy!', LIVE);
  await expect(progress).not.toContainText('This order has ended.');
  // An hour and a half later, on both clocks.
  expect((await page.request.post('/__sandbox/clock', { data: { now: '2026-11-24T18:30:00Z', advancing: true } })).ok()).toBe(true);
  await page.clock.setSystemTime(new Date('2026-11-24T18:30:00Z'));
  await page.reload();
  await expect(progress).toContainText('Your order was picked up. Enjoy!');
  await expect(progress).toContainText('This order has ended.');
  await expect(progress.getByRole('button')).toHaveCount(0);
});

const RIGHT_TO_LEFT = [
  {
    language: 'he',
    heading: 'הזמנה',
    block: 'סטטוס ההזמנה',
    received: 'התקבלה',
    accepted: 'אושרה',
    preparing: 'ההזמנה שלך בהכנה.',
    eta: 'ההזמנה תהיה מוכנה בסביבות',
  },
  {
    language: 'ar',
    heading: 'الطلب',
    block: 'حالة الطلب',
    received: 'تم تلقي الطلب',
    accepted: 'تم قبول الطلب',
    preparing: 'جارٍ تحضير طلبك.',
    eta: 'سيكون طلبك جاهزًا نحو',
  },
];
for (const words of RIGHT_TO_LEFT) {
  test(`in ${words.language}, the order's page reads right to left and follows the order live @phone-only`, async ({ page }) => {
    const order = await placeOrderDirectly(page);
    const progress = await openOrderPage(page, order.id, words.language);
    const root = page.locator('guest-ordering');
    await expect(root.locator('[part="base"]')).toHaveAttribute('dir', 'rtl');
    // The number as the platform's status gives it (this page was not opened where the order was placed), isolated.
    await expect(root.getByRole('heading', { level: 1 })).toHaveText(`${words.heading} \u2068${order.checkNumber}\u2069`);
    await expect(progress.getByRole('heading', { name: words.block })).toBeVisible();
    await expect(progress.locator('[aria-current="step"]')).toHaveText(words.received);
    expect((await kitchen(page, order.id, { status: 'ACCEPTED', eta_minutes: 20 })).ok()).toBe(true);
    await expect(progress.locator('[aria-current="step"]')).toHaveText(words.accepted, LIVE);
    await expect(progress.getByTestId('order-eta')).toContainText(words.eta);
    expect((await kitchen(page, order.id, { status: 'PREPARING' })).ok()).toBe(true);
    await expect(progress).toContainText(words.preparing, LIVE);
    await auditAccessibility(page, `the order's page in ${words.language}`);
  });
}

test("the sandbox kitchen console moves the guest's order: accept, delay with a reason, then reject", async ({ page }) => {
  const order = await placeOrderDirectly(page);
  const progress = await openOrderPage(page, order.id);
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Received');

  const kitchenPage = await page.context().newPage();
  await kitchenPage.goto('/kitchen.html');
  await expect(kitchenPage.getByRole('heading', { name: 'Trattoria Lumen' })).toBeVisible();
  const check = order.checkNumber;
  await kitchenPage.getByRole('button', { name: `Accept order ${check}` }).click();
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Accepted', LIVE);
  await kitchenPage.getByRole('textbox', { name: `Delay reason for order ${check}` }).fill('The oven is running behind');
  await kitchenPage.getByRole('button', { name: `Delay order ${check}` }).click();
  await expect(progress.getByTestId('order-eta')).toHaveText(/^Running late: now ready around /, LIVE);
  await expect(progress.getByTestId('order-message')).toHaveText('From the kitchen: The oven is running behind');
  await kitchenPage.getByRole('textbox', { name: `Reason to reject or cancel order ${check}` }).fill('Out of mozzarella');
  await kitchenPage.getByRole('button', { name: `Reject order ${check}` }).click();
  await expect(progress).toContainText('Sorry, your order was refused.', LIVE);
  await expect(progress.getByTestId('order-message')).toHaveText('Reason: Out of mozzarella');
  // An ended order offers the kitchen no more moves.
  await expect(kitchenPage.getByRole('button', { name: `Accept order ${check}` })).toHaveCount(0);
  await expect(kitchenPage.getByRole('button', { name: `Reject order ${check}` })).toHaveCount(0);
  await expect(kitchenPage.getByRole('row').filter({ hasText: check })).toContainText('Rejected');
  await kitchenPage.close();
});

test.describe('a 320 px wide window (1280 px at 400% zoom)', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test("the progress and the order's page fit without a sideways scroll, in both directions", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    const orderId = await placePickupOrder(checkout);
    const progress = checkout.root.getByTestId('order-progress');
    expect((await kitchen(page, orderId, { status: 'ACCEPTED', eta_minutes: 25, message: 'A very long message from the kitchen about the oven' })).ok()).toBe(
      true,
    );
    await expect(progress.getByTestId('order-message')).toBeVisible(LIVE);
    expect(await overflowingElements(page), 'confirmation at 320 px').toEqual([]);
    await press(progress.getByRole('button', { name: "Open your order's page" }));
    await expect(progress.getByTestId('order-eta')).toBeVisible();
    expect(await overflowingElements(page), "the order's page at 320 px").toEqual([]);
    await auditRightToLeft(page, "the order's page", (root) => root.getByTestId('order-progress'));
    expect(await overflowingElements(page), "the order's page at 320 px, right to left").toEqual([]);
  });
});

test("in a narrow widget on a wide page the order's page keeps within the widget's own width", async ({ page }) => {
  const order = await placeOrderDirectly(page);
  const progress = await openOrderPage(page, order.id);
  const root = page.locator('guest-ordering');
  // The host gives the widget a narrow column: its screens follow that width, not the window's.
  await root.evaluate((element) => {
    (element as HTMLElement).style.display = 'block';
    (element as HTMLElement).style.maxInlineSize = '360px';
  });
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Received');
  const widget = (await root.boundingBox())!;
  expect(widget.width).toBeLessThanOrEqual(361);
  for (const part of [progress, progress.getByRole('list'), root.getByRole('button', { name: 'Done' })]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(widget.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(widget.x + widget.width + 1);
  }
});

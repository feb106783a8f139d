import { expect, test } from './support/fixtures';
import { OrderingWidget } from './support/ordering-widget';

// The host pages a partner can copy (docs/embedding.md has the same snippets): a native webview of each
// kind, an iframe, plain HTML and React. Hosts written against the platform's older close message
// switch on { action: 'CLOSE', source: 'home' }: it follows every close envelope.

const LEGACY_CLOSE = { action: 'CLOSE', source: 'home' };
const backEnvelope = { source: 'guest-ordering', v: 1, type: 'close', payload: { reason: 'back' } };

test('in a native webview (iOS, Android, React Native), Back on the menu hands the guest back to the app', async ({ page }) => {
  for (const wrapper of ['ios', 'android', 'react-native']) {
    await page.goto(`/webview.html?wrapper=${wrapper}&restaurant=2003&experience=PICKUP`);
    const widget = new OrderingWidget(page);
    await expect(widget.menuCategories()).toBeVisible();
    await widget.root.getByRole('button', { name: 'Back' }).click();
    const log = page.getByRole('log', { name: 'Messages the app received' });
    await expect(log).toContainText('"action":"CLOSE"');
    // Among the app's messages (cart-change, login…), the close envelope and right after it the older close.
    const messages = await page.evaluate(() => (window as unknown as { nativeMessages: { type?: string; action?: string }[] }).nativeMessages);
    const closing = messages.filter((message) => message.type === 'close' || message.action === 'CLOSE');
    expect(closing, wrapper).toEqual([backEnvelope, LEGACY_CLOSE]);
    const at = messages.findIndex((message) => message.type === 'close');
    expect(messages[at + 1], wrapper).toEqual(LEGACY_CLOSE);
    // The widget stays on the menu: leaving is the app's to do.
    await expect(widget.menuCategories()).toBeVisible();
  }
});

test('in an iframe, a close posts the envelope then the older close message, to the host origin only', async ({ page, baseURL }) => {
  const hostUrl = new URL('/iframe-host.html', baseURL!.replace('127.0.0.1', 'localhost'));
  await page.goto(hostUrl.href);
  const root = page.frameLocator('#ordering-frame').locator('guest-ordering');
  await expect(root.getByRole('button', { name: 'Start order' })).toBeVisible();
  await page.evaluate(() => (window as unknown as { closeWidget(): void }).closeWidget());
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { hostMessages: unknown[] }).hostMessages))
    .toEqual([{ source: 'guest-ordering', v: 1, type: 'close', payload: { reason: 'api' } }, LEGACY_CLOSE]);
});

test('the plain HTML and React host pages render the widget and hear its events', async ({ page }) => {
  // The sandbox bundles the React host app on its first request (several seconds on a busy machine).
  test.setTimeout(60_000);
  await page.goto('/plain-host.html');
  const plain = new OrderingWidget(page);
  await plain.startOrder('Trattoria Lumen');
  await plain.quickAdd('Margherita');
  await expect(page.getByRole('log', { name: 'Events from the widget' })).toContainText('cart-change {"quantity":1');

  await page.goto('/react-host.html');
  const react = new OrderingWidget(page);
  await expect(page.getByRole('heading', { name: 'A React app' })).toBeVisible({ timeout: 30_000 });
  await react.startOrder('Trattoria Lumen');
  await react.quickAdd('Margherita');
  // The same site and business keep the cart for an hour: the plain page's Margherita, plus this one.
  await expect(page.getByRole('status').filter({ hasText: 'Items in the widget' })).toHaveText("Items in the widget's cart: 2");
});

import { expect, test, callElement } from './support/fixtures';
import { OrderingWidget } from './support/ordering-widget';

// The host pages a partner can copy (docs/embedding.md has the same snippets): a native webview of each
// kind, an iframe, plain HTML and React. Hosts written against the platform's older close message
// switch on { action: 'CLOSE', source: 'home' }: it follows every close envelope.

const LEGACY_CLOSE = { action: 'CLOSE', source: 'home' };

// The device in the seeded restaurants' zone: the location list then has no time-zone notice to dismiss.
test.use({ timezoneId: 'America/New_York' });
const backEnvelope = { source: 'guest-ordering', v: 1, type: 'close', payload: { reason: 'back' } };

test('in a native webview (iOS, Android, React Native), Back on the menu and on the location list hands the guest back to the app', async ({ page }) => {
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

    await test.step(`${wrapper}: Back on the location list hands the guest back to the app too`, async () => {
      // The app opens the widget on its location list (the JS API, called through the webview's evaluateJavaScript).
      await callElement(widget.root, 'open', '/location');
      const heading = widget.root.getByRole('heading', { level: 1, name: 'Choose a location' });
      await expect(heading).toBeVisible();
      await widget.root.getByRole('button', { name: 'Back' }).click();
      await expect
        .poll(async () =>
          (await page.evaluate(() => (window as unknown as { nativeMessages: { type?: string; action?: string }[] }).nativeMessages)).filter(
            (message) => message.type === 'close' || message.action === 'CLOSE',
          ),
        )
        .toEqual([backEnvelope, LEGACY_CLOSE, backEnvelope, LEGACY_CLOSE]);
      await expect(heading).toBeVisible();
    });
  }
});

test('in an iframe, a close posts the envelope then the older close message, to the host origin only (Back in a framed native page too)', async ({
  page,
  baseURL,
}) => {
  const hostUrl = new URL('/iframe-host.html', baseURL!.replace('127.0.0.1', 'localhost'));
  await page.goto(hostUrl.href);
  const root = page.frameLocator('#ordering-frame').locator('guest-ordering');
  await expect(root.getByRole('button', { name: 'Start order' })).toBeVisible();
  await page.evaluate(() => (window as unknown as { closeWidget(): void }).closeWidget());
  // Among the frame's messages (a guest's login may come at any time), the close envelope and then the older close.
  const closesPosted = () =>
    page.evaluate(() =>
      (window as unknown as { hostMessages: { type?: string; action?: string }[] }).hostMessages.filter(
        (message) => message.type === 'close' || message.action === 'CLOSE',
      ),
    );
  await expect.poll(closesPosted).toEqual([{ source: 'guest-ordering', v: 1, type: 'close', payload: { reason: 'api' } }, LEGACY_CLOSE]);

  await test.step('an app whose webview frames the widget (isNative in the frame): Back on the location list posts the close to the parent', async () => {
    const frameOrigin = new URL(baseURL!).origin;
    await page.evaluate((src) => {
      (window as unknown as { hostMessages: unknown[] }).hostMessages.length = 0;
      (document.getElementById('ordering-frame') as HTMLIFrameElement).src = src;
    }, `${frameOrigin}/embedded.html?isNative=true`);
    await expect(root.getByRole('button', { name: 'Start order' })).toBeVisible();
    // The host opens the location list with the one navigation command it may send, to the frame's exact origin.
    await page.evaluate((origin) => {
      const frame = document.getElementById('ordering-frame') as HTMLIFrameElement;
      frame.contentWindow!.postMessage({ source: 'guest-ordering-host', v: 1, type: 'open', payload: { path: '/location' } }, origin);
    }, frameOrigin);
    await expect(root.getByRole('heading', { level: 1, name: 'Choose a location' })).toBeVisible();
    await root.getByRole('button', { name: 'Back' }).click();
    await expect.poll(closesPosted).toEqual([backEnvelope, LEGACY_CLOSE]);
  });
});

test('the plain HTML, React and Vue host pages render the widget and hear its events', async ({ page }) => {
  // The sandbox bundles each framework's host app on its first request (several seconds on a busy machine).
  test.setTimeout(90_000);
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

  // The Vue snippet: the tag compiled as a custom element, its kebab-case @cart-change heard.
  await page.goto('/vue-host.html');
  const vue = new OrderingWidget(page);
  await expect(page.getByRole('heading', { name: 'A Vue app' })).toBeVisible({ timeout: 30_000 });
  await vue.startOrder('Trattoria Lumen');
  await vue.quickAdd('Margherita');
  await expect(page.getByRole('status').filter({ hasText: 'Items in the widget' })).toHaveText("Items in the widget's cart: 3");
  await expect(page.getByLabel('Events from the widget')).toContainText('cart-change {"quantity":3');
});

import { CheckoutPage } from './support/checkout-page';
import { expect, hostEvents, recordHostEvents, sandboxOrders, test } from './support/fixtures';
import { chooseLocation, OrderingWidget } from './support/ordering-widget';
import { press } from './support/press';

// How integrators' pages break widgets, and how ours holds up (shadow-root styles as one
// constructable stylesheet, strict CSP, modals inside the shadow root, postMessage only to host-origin,
// one set of stores per element).

test('a hostile host page (strict CSP, global !important CSS, 10px root, transformed wrapper) cannot break the widget', async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const widget = new OrderingWidget(page);
  await widget.openDemo('/hostile.html');
  const start = widget.root.getByRole('button', { name: 'Start order' });
  await expect(start).toBeVisible();

  // The host's `button { background: #ff00ff !important; font-family: "Comic Sans MS" !important }`
  // does not reach inside, and sizes do not follow the host's 10px root font size.
  const look = await start.evaluate((button) => {
    const style = getComputedStyle(button);
    return { background: style.backgroundColor, font: style.fontFamily, fontSize: parseFloat(style.fontSize) };
  });
  expect(look.background).not.toBe('rgb(255, 0, 255)');
  expect(look.font).not.toContain('Comic Sans');
  expect(look.fontSize).toBeGreaterThanOrEqual(14);

  await widget.startOrder('Trattoria Lumen');
  // A modal opened from inside a transformed, overflow-hidden wrapper reaches the top layer.
  await widget.root.getByRole('button', { name: 'Margherita, details' }).click();
  const dialog = widget.root.getByRole('dialog', { name: 'Margherita' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeInViewport();
  await dialog.getByRole('button', { name: /Add to order/ }).click();
  await expect(widget.viewMyOrderButton()).toHaveAccessibleName(/\(1\)/);

  // Nothing was injected into the host document, and the CSP was never violated.
  expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
});

test('framed on another origin, the widget posts versioned events to host-origin only', async ({ page, baseURL }) => {
  // The host page is served as localhost, the frame as 127.0.0.1: two origins on one server.
  const hostUrl = new URL('/iframe-host.html', baseURL!.replace('127.0.0.1', 'localhost'));
  await page.goto(hostUrl.href);
  const frame = page.frameLocator('#ordering-frame');
  const root = frame.locator('guest-ordering');
  await chooseLocation(root, 'Trattoria Lumen');
  await root.getByRole('button', { name: 'Start order' }).click();
  await root.getByRole('button', { name: 'Add Margherita', exact: true }).click();
  // The seed's showEditItem is ALWAYS: the tap opens the item; add it from there.
  await root
    .getByRole('dialog', { name: 'Margherita' })
    .getByRole('button', { name: /Add to order/ })
    .click();

  // The start already posted a cart-change (the empty cart): wait for the one of the item added.
  const messages = () => page.evaluate(() => (window as unknown as { hostMessages: unknown[] }).hostMessages);
  await expect
    .poll(messages)
    .toContainEqual(expect.objectContaining({ type: 'cart-change', payload: expect.objectContaining({ quantity: 1, currency: 'USD' }) }));
  for (const message of await messages()) expect(message).toMatchObject({ source: 'guest-ordering', v: 1, type: expect.any(String) });
});

test('two widgets on one page keep their own cart, route and language', async ({ page }) => {
  await page.goto('/two-widgets.html');
  const left = page.locator('guest-ordering#left');
  const right = page.locator('guest-ordering#right');
  await expect(right.locator('[dir="rtl"]').first()).toBeVisible();
  await expect(left.locator('[dir="ltr"]').first()).toBeVisible();

  await chooseLocation(left, 'Trattoria Lumen');
  await left.getByRole('button', { name: 'Start order' }).click();
  await left.getByRole('button', { name: 'Add Margherita', exact: true }).click();
  await left
    .getByRole('dialog', { name: 'Margherita' })
    .getByRole('button', { name: /Add to order/ })
    .click();
  await expect(left.getByRole('button', { name: /View my order/ })).toBeVisible();

  expect(new URL(page.url()).hash).toMatch(/^#go-left:\/menu/);
  expect(await left.evaluate((el) => (el as unknown as { getCart(): { quantity: number } }).getCart().quantity)).toBe(1);
  expect(await right.evaluate((el) => (el as unknown as { getCart(): { quantity: number } }).getCart().quantity)).toBe(0);
  // The right-hand widget is still on its (Hebrew) home screen.
  await expect(right.getByRole('listbox')).toBeVisible();
});

test('framed on another site, a guest gets the totals over WebSocket and places an order @phone', async ({ page, baseURL, realtimePort }) => {
  // Watch the realtime server's address: the client must never fall back to long-polling, which a
  // WebSocket-only server answers with 404s while the totals stay pending.
  const longPolls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(realtimePort) && url.protocol.startsWith('http')) longPolls.push(request.url());
  });
  const hostUrl = new URL('/iframe-host.html', baseURL!.replace('127.0.0.1', 'localhost'));
  await page.goto(hostUrl.href);
  const widget = new OrderingWidget(page, page.frameLocator('#ordering-frame').locator('guest-ordering'));
  await widget.startOrder('Trattoria Lumen');
  await widget.quickAdd('Margherita');
  await widget.viewMyOrder();
  await expect(widget.total()).toHaveText(/^\$\d+\.\d\d$/);
  await widget.proceedToCheckout();
  await widget.fillGuestDetails({ firstName: 'Ada', lastName: 'Framed', phone: '2125550143' });
  await expect(widget.root.getByRole('button', { name: 'Place order' })).toBeEnabled();
  await widget.placeOrder();
  await expect(widget.orderNumber()).toHaveText(/\S/);

  const orders = await sandboxOrders(page);
  expect(orders).toContainEqual(expect.objectContaining({ details: expect.objectContaining({ last_name: 'Framed' }) }));
  expect(longPolls).toEqual([]);

  // Done on the confirmation asks the framing page to close the widget: the envelope, then the older close message.
  await press(widget.root.getByRole('button', { name: 'Done' }));
  const closesPosted = () =>
    page.evaluate(() =>
      (window as unknown as { hostMessages: { type?: string; action?: string }[] }).hostMessages.filter(
        (message) => message.type === 'close' || message.action === 'CLOSE',
      ),
    );
  await expect.poll(closesPosted).toEqual([
    { source: 'guest-ordering', v: 1, type: 'close', payload: { reason: 'order-complete' } },
    { action: 'CLOSE', source: 'home' },
  ]);
});

test('the platform answers code 1015: the host hears `fallback` (bubbling out of the element) and can take over', async ({ page }) => {
  await recordHostEvents(page);
  const checkout = new CheckoutPage(page);
  await checkout.startPickupAtTrattoria();
  await checkout.failNext('cart', 1015, 'USE_HOST_FALLBACK');
  await checkout.addToOrder('Pizza', 'Margherita');
  await expect
    .poll(async () => (await hostEvents(page)).filter((event) => event.type === 'fallback'))
    .toEqual([{ type: 'fallback', detail: { code: 1015, message: 'USE_HOST_FALLBACK', path: '/restaurants/api/v3/cart' }, bubbles: true, composed: true }]);
});

test('the embedded page ignores a host-origin given in its query string, and only its own host may frame it', async ({ page, baseURL }) => {
  const frameOrigin = new URL(baseURL!).origin;
  const hostOrigin = frameOrigin.replace('127.0.0.1', 'localhost');
  // Opened with another site's origin in its query, the page keeps the one host it was built for.
  await page.goto(`${frameOrigin}/embedded.html?hostOrigin=${encodeURIComponent('https://attacker.example')}&host-origin=https://attacker.example`);
  const widget = page.locator('guest-ordering');
  await expect(widget).toBeVisible();
  expect(
    await widget.evaluate(async (element) => {
      await customElements.whenDefined(element.localName);
      return (element as HTMLElement & { config: { hostOrigin: string | null } }).config.hostOrigin;
    }),
  ).toBe(hostOrigin);

  // Another site framing it (asking for its events in the query) gets no widget and no message. It is
  // played by another loopback address, so the browser's private-network rules do not stop it first.
  const attacker = `http://127.0.0.2:${new URL(baseURL!).port}`;
  await page.route(`${attacker}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>attacker</title><script>window.got = []; addEventListener('message', (event) => window.got.push(event.data));</script>
        <iframe id="f" src="${frameOrigin}/embedded.html?hostOrigin=${encodeURIComponent(attacker)}"></iframe>`,
    }),
  );
  const page_ = await page.request.get(`${frameOrigin}/embedded.html`);
  expect(page_.headers()['content-security-policy']).toBe(`frame-ancestors ${hostOrigin}`);
  await page.goto(`${attacker}/`);
  await expect(page.locator('#f')).toBeAttached();
  // Long enough for an allowed frame to load the widget and post its first events.
  await page.waitForTimeout(2000);
  await expect(page.frameLocator('#f').locator('guest-ordering')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { got: unknown[] }).got)).toEqual([]);
});

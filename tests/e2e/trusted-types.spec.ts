import { expect, test } from './support/fixtures';
import { ADA, CARDS, CheckoutPage } from './support/checkout-page';

// Under a host page that enforces Trusted Types for scripts (no policy may even be created) on top of a
// strict script-src, a whole order runs without a single violation: the widget never hands a string to
// a script sink (innerHTML, script src, eval), and its realtime client never falls back to the
// long-polling transport, which works by injecting script tags. The sandbox serves its hostile demo
// page with `require-trusted-types-for 'script'; trusted-types 'none'` as a header (HOSTILE_PAGE_POLICY
// in demo/sandbox/http.ts) on top of the page's own strict meta policy.

test('a whole order (menu, totals over realtime, checkout, card payment, confirmation) under Trusted Types records no CSP violation, even after an earlier WebSocket failure', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => {
    // A WebSocket failed on this device before (the realtime client remembers it in localStorage):
    // left to itself the client would now start with long-polling, which injects script tags.
    localStorage.setItem('firebase:previous_websocket_failure', 'true');
    const violations: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
  });
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  const sockets: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('websocket', (ws) => sockets.push(ws.url()));

  const checkout = new CheckoutPage(page);
  await page.goto('/hostile.html?restaurant=2003&experience=PICKUP');
  // The policy really is in force: the page cannot assign a string to a script sink.
  const enforced = await page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = 'x';
      return false;
    } catch {
      return true;
    }
  });
  expect(enforced).toBe(true);
  const probe = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations.splice(0));
  expect(probe).toHaveLength(1);
  consoleErrors.splice(0);

  await expect(checkout.menuCategories()).toBeVisible();
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
  await checkout.enterDetails(ADA);
  await checkout.agreeAndPlaceOrder();
  await checkout.payByCard(CARDS.success);
  const orderNumber = await checkout.confirmedOrderNumber();

  const orders = await checkout.allOrders();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ check_number: orderNumber });
  // The totals came over a WebSocket, the only transport that injects no script.
  expect(sockets.some((url) => url.startsWith('ws://'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  expect(consoleErrors.filter((text) => /Content Security Policy|Trusted ?Type|TrustedScript|TrustedHTML/i.test(text))).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('rich text from the platform under Trusted Types: shown with its markup, no Trusted Types violation, nothing run', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = violations;
    // Trusted Types violations: the inline handler below is also reported against script-src-attr by
    // Chrome as it parses (blocked, never run), whoever parses the markup.
    document.addEventListener('securitypolicyviolation', (event) => {
      if (/trusted-types/.test(event.violatedDirective)) violations.push(`${event.violatedDirective} ${event.sample}`);
    });
  });
  // The business's my-order disclaimer carries markup, and the host page allows no Trusted Types policy.
  await page.route(/\/restaurants\/api\/v3\/experiences\/\d+(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { settings: { ui: { my_order: { disclaimer: string | null } } } } };
    body.data.settings.ui.my_order.disclaimer =
      'Prices include <b>service</b> &amp; tax. <a href="https://example.com/terms">Terms</a><img src=x onerror="window.__pwned=1">';
    await route.fulfill({ response, json: body });
  });
  const checkout = new CheckoutPage(page);
  await page.goto('/hostile.html?restaurant=2003&experience=PICKUP');
  await expect(checkout.menuCategories()).toBeVisible();
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.viewMyOrderButton().click();
  const disclaimer = checkout.root.getByText(/^Prices include service & tax\./);
  await expect(disclaimer).toBeVisible();
  await expect(disclaimer.locator('b')).toHaveText('service');
  await expect(disclaimer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', 'https://example.com/terms');
  await expect(disclaimer.locator('img')).toHaveCount(0);
  await expect(checkout.root.getByText(/Something went wrong/)).toHaveCount(0);
  await checkout.goToCheckout();
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  expect(pageErrors).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
});

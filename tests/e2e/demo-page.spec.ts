import { expect, test } from './support/fixtures';

// The demo restaurant page tells whoever opens it why the widget is missing, truthfully: offline
// before the widget's code arrived is not the same as a sandbox whose widget was never built.
// A widget still arriving on a slow connection (its loader already ran) is neither.

test('the demo page says why the widget is missing: offline, not built, or nothing when it loads', async ({ page, context }) => {
  await page.clock.install();
  const notice = page.locator('#widget-notice');

  // Offline before the widget's code arrives.
  await page.route(/\/dist\//, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await context.setOffline(true);
  await page.clock.fastForward(3000);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('You are offline');
  await expect(notice).not.toContainText('not built');
  await context.setOffline(false);

  // The sandbox has no built widget: it answers 404 for its code.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.route(/\/dist\//, (route) => route.fulfill({ status: 404, contentType: 'text/javascript', body: '' }));
  await page.reload();
  await page.clock.fastForward(3000);
  await expect(notice).toContainText('not built yet');

  // The widget loads: no notice.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await page.waitForFunction(() => customElements.get('guest-ordering') !== undefined);
  await page.clock.fastForward(3000);
  await expect(notice).toBeHidden();
});

test('the demo page says nothing while a slow connection still brings the widget: the painted menu is not pushed down', async ({ page }) => {
  await page.clock.install();
  const notice = page.locator('#widget-notice');
  // The loader runs and paints the deep link's menu; the rest of the widget's code is slow to come.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/chunks/app-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/?restaurant=2003&experience=PICKUP');
  const paint = page.locator('guest-ordering [data-go-first-paint]');
  await expect(paint).toBeVisible();
  const top = await paint.evaluate((node) => node.getBoundingClientRect().top);
  await page.clock.runFor(10_000);
  await expect(notice).toBeHidden();
  expect(await paint.evaluate((node) => node.getBoundingClientRect().top)).toBe(top);

  // A code that never comes is a failure after a long silence, said as one.
  await page.clock.runFor(15_000);
  await expect(notice).toContainText('did not load');
  release();
  await page.waitForFunction(() => customElements.get('guest-ordering') !== undefined);
  await expect(notice).toBeHidden();
});

import { expect, test } from './support/fixtures';

// The demo restaurant page tells whoever opens it why the widget is missing, truthfully: offline
// before the widget's code arrived is not the same as a sandbox whose widget was never built.

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

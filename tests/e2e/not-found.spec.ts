import { auditAccessibility, auditRightToLeft } from './support/audit';
import type { Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { OrderingWidget } from './support/ordering-widget';

/**
 * Not-found reasons as a guest meets them from a URL: a hotel, restaurant or
 * experience named in the URL that the platform does not list, an unknown path, and a failed
 * locations fetch (with a working 'Try again').
 */
test.use({ timezoneId: 'America/New_York', viewport: { width: 1280, height: 800 } });

/** Tuesday 24 Nov 2026, noon in New York. */
const NOON_NY_TUESDAY = '2026-11-24T17:00:00Z';

test.beforeEach(async ({ page }) => {
  const response = await page.request.post('/__sandbox/clock', { data: { now: NOON_NY_TUESDAY } });
  expect(response.ok()).toBe(true);
  await page.clock.setFixedTime(new Date(NOON_NY_TUESDAY));
});

const notFoundHeading = (widget: OrderingWidget) => widget.root.getByRole('heading', { level: 1, name: 'Page not found' });
const loadFailedHeading = (widget: OrderingWidget) => widget.root.getByRole('heading', { level: 1, name: "We couldn't load the locations" });

test('an unknown hotel in the URL shows the hotel reason (HOTEL_ERROR)', async ({ page }) => {
  const widget = new OrderingWidget(page);
  await widget.openDemo('/hotel.html?hotel=999');
  await expect(notFoundHeading(widget)).toBeVisible();
  await expect(widget.root.getByText("We couldn't find this hotel.")).toBeVisible();
  await expect(page).toHaveURL(/#go:\/not-found\?.*reason=HOTEL_ERROR/);
});

test('an unknown restaurant in the URL shows the restaurant reason (RESTAURANT_ERROR)', async ({ page }) => {
  const widget = new OrderingWidget(page);
  await widget.openDemo('/?restaurant=2999');
  await expect(notFoundHeading(widget)).toBeVisible();
  await expect(widget.root.getByText("We couldn't find this restaurant.")).toBeVisible();
  await expect(page).toHaveURL(/#go:\/not-found\?.*reason=RESTAURANT_ERROR/);
});

test('a restaurant of another hotel in the URL shows the restaurant reason', async ({ page }) => {
  const widget = new OrderingWidget(page);
  // 2104 City Lobby Café belongs to hotel 512, not 511.
  await widget.openDemo('/hotel.html?hotel=511&restaurant=2104');
  await expect(widget.root.getByText("We couldn't find this restaurant.")).toBeVisible();
});

test('an experience type the named restaurant does not offer shows the experience reason (EXPERIENCE_ERROR)', async ({ page }) => {
  const widget = new OrderingWidget(page);
  // Trattoria Lumen (2003) offers PICKUP, DINE_IN and DELIVERY, but no room service.
  await widget.openDemo('/?restaurant=2003&experience=ROOM_SERVICE');
  await expect(notFoundHeading(widget)).toBeVisible();
  await expect(widget.root.getByText("This way of ordering isn't available here.")).toBeVisible();
  await expect(page).toHaveURL(/#go:\/not-found\?.*reason=EXPERIENCE_ERROR/);
});

test('a known restaurant and experience in the URL go straight to its menu, not to not-found', async ({ page }) => {
  const widget = new OrderingWidget(page);
  await widget.openDemo('/?restaurant=2003&experience=DINE_IN');
  await expect(widget.menuCategories()).toBeVisible();
  await expect(widget.root.getByRole('heading', { level: 1, name: 'Trattoria Lumen' })).toBeVisible();
  await expect(notFoundHeading(widget)).toHaveCount(0);
});

test('a deep link never shows the home screen on its way to the menu', async ({ page }) => {
  // Every h1 the widget ever puts in its shadow root, even for a moment.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __widgetHeadings: string[] }).__widgetHeadings = seen;
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init: ShadowRootInit) {
      const root = attach.call(this, init);
      const note = () =>
        root.querySelectorAll('h1').forEach((h) => {
          if (!seen.includes(h.textContent ?? '')) seen.push(h.textContent ?? '');
        });
      new MutationObserver(note).observe(root, { childList: true, subtree: true, characterData: true });
      return root;
    };
  });
  const widget = new OrderingWidget(page);
  await widget.openDemo('/?restaurant=2003&experience=PICKUP');
  await expect(widget.menuCategories()).toBeVisible();
  const headings = await page.evaluate(() => (window as unknown as { __widgetHeadings: string[] }).__widgetHeadings);
  expect(headings).toContain('Trattoria Lumen');
  expect(headings.filter((text) => /^Order (online|from)/.test(text))).toEqual([]);
});

test('an unknown path shows the generic not-found text, and Back to start goes home @phone', async ({ page }) => {
  const widget = new OrderingWidget(page);
  await widget.openDemo('/#go:/no-such-page');
  await expect(notFoundHeading(widget)).toBeVisible();
  await expect(widget.root.getByText("Something went wrong. The page you are looking for doesn't exist.")).toBeVisible();
  await auditAccessibility(page, 'not found');
  await widget.root.getByRole('button', { name: 'Back to start' }).click();
  await expect(widget.locationChoice()).toBeVisible();
});

test('a failed locations fetch says the locations could not be loaded (not "not found"), and Try again recovers @phone', async ({ page }) => {
  let fail = true;
  await page.route(/\/restaurants\/api\/v3\/locations(\?|$)/, async (route) => {
    if (fail) await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, message: 'GENERAL_ERROR' }) });
    else await route.fallback();
  });
  const widget = new OrderingWidget(page);
  await widget.openDemo('/');
  await expect(loadFailedHeading(widget)).toBeVisible();
  await expect(notFoundHeading(widget)).toHaveCount(0);
  await expect(widget.root.getByText("We couldn't find this restaurant.")).toHaveCount(0);
  await expect(widget.root.getByRole('alert')).toContainText("We couldn't reach the ordering service.");
  const retry = widget.root.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await auditAccessibility(page, 'locations could not be loaded');
  await auditRightToLeft(page, 'locations could not be loaded', (root) => root.getByRole('heading', { level: 1, name: 'לא הצלחנו לטעון את המיקומים' }));

  fail = false;
  await retry.click();
  await expect(loadFailedHeading(widget)).toHaveCount(0);
  await expect(widget.locationChoice()).toBeVisible();
  await widget.chooseLocation('Trattoria Lumen');
  await widget.root.getByRole('button', { name: 'Start order' }).click();
  await expect(widget.menuCategories()).toBeVisible();
});

test('an aborted locations answer while online: the ordering service could not be reached, never "connection lost" @phone', async ({ page }) => {
  let fail = true;
  await page.route(/\/restaurants\/api\/v3\/locations(\?|$)/, async (route) => {
    if (fail) await route.abort('connectionreset');
    else await route.fallback();
  });
  const widget = new OrderingWidget(page);
  await widget.openDemo('/');
  await expect(loadFailedHeading(widget)).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(widget.root.getByRole('alert')).toContainText("We couldn't reach the ordering service.");
  await expect(widget.root.getByText(/Internet connection has lost/)).toHaveCount(0);
  fail = false;
  await widget.root.getByRole('button', { name: 'Try again' }).click();
  await expect(widget.locationChoice()).toBeVisible();
});

test('offline for real while the locations load: says the connection is lost, and Try again works once back online @phone', async ({ page, context }) => {
  // The connection goes while the locations call is the only one in flight (the other start-up calls
  // answered), so the locations call is what fails.
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  let fail = true;
  await page.route(/\/restaurants\/api\/v3\/locations(\?|$)/, async (route) => {
    if (!fail) return route.fallback();
    await expect.poll(() => [...inFlight].filter((request) => request !== route.request()).length).toBe(0);
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  const widget = new OrderingWidget(page);
  await widget.openDemo('/');
  await expect(loadFailedHeading(widget)).toBeVisible();
  await expect(widget.root.getByRole('alert')).toContainText('Internet connection has lost');
  fail = false;
  await context.setOffline(false);
  await widget.root.getByRole('button', { name: 'Try again' }).click();
  await expect(widget.locationChoice()).toBeVisible();
});

test('hotel flow: a failed hotels load says the hotels could not be loaded (never "We couldn\'t find this hotel"), and Try again reaches the hotel\'s locations', async ({
  page,
}) => {
  let fail = true;
  await page.route(/\/hotels\/api\/v1\/hotels\/properties/, async (route) => {
    if (fail) await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 503, message: 'GENERAL_ERROR' }) });
    else await route.fallback();
  });
  const widget = new OrderingWidget(page);
  await widget.openDemo('/hotel.html?hotel=511');
  await expect(widget.root.getByRole('heading', { level: 1, name: "We couldn't load the hotels" })).toBeVisible();
  await expect(notFoundHeading(widget)).toHaveCount(0);
  await expect(widget.root.getByText("We couldn't find this hotel.")).toHaveCount(0);
  await expect(widget.root.getByRole('alert')).toContainText("We couldn't reach the ordering service.");

  fail = false;
  await widget.root.getByRole('button', { name: 'Try again' }).click();
  await expect(widget.root.getByRole('heading', { level: 1, name: /^Order at/ })).toBeVisible();
  await expect(page).toHaveURL(/#go:\/location\?.*hotel=511/);
});

test('hotel flow: offline while the hotels load, the hotel choice says the connection is lost, and Try again works once back online', async ({
  page,
  context,
}) => {
  // The connection goes while the hotels call is the only one in flight, so it is what fails.
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  let fail = true;
  await page.route(/\/hotels\/api\/v1\/hotels\/properties/, async (route) => {
    if (!fail) return route.fallback();
    await expect.poll(() => [...inFlight].filter((request) => request !== route.request()).length).toBe(0);
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  const widget = new OrderingWidget(page);
  await widget.openDemo('/hotel.html');
  await expect(widget.root.getByRole('alert')).toContainText('Internet connection has lost');
  await expect(widget.root.getByText("We couldn't load the hotels. Please try again.")).toHaveCount(0);
  await expect(widget.root.getByText("We couldn't find this hotel.")).toHaveCount(0);
  fail = false;
  await context.setOffline(false);
  await widget.root.getByRole('button', { name: 'Try again' }).click();
  await expect(widget.root.getByRole('button', { name: 'Continue' })).toBeVisible();
});

test('offline while the business configuration loads: the start-up failure says the connection is lost, not a generic failure', async ({ page, context }) => {
  // The page loader starts the call before the widget's code has arrived and the widget asks again
  // once: the first attempt is lost while online, the connection goes at the widget's own attempt.
  let attempts = 0;
  let fail = true;
  await page.route(/\/users\/api\/v2\/business\/configurations/, async (route) => {
    if (!fail) return route.fallback();
    attempts += 1;
    if (attempts === 1) return route.abort('connectionreset');
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  const widget = new OrderingWidget(page);
  await widget.openDemo('/');
  await expect(widget.root.getByRole('alert')).toContainText('Internet connection has lost');
  await expect(widget.root.getByText("We couldn't load this ordering page.")).toHaveCount(0);
  fail = false;
  await context.setOffline(false);
  await widget.root.getByRole('button', { name: 'Try again' }).click();
  await expect(widget.locationChoice()).toBeVisible();
});

import { expect, test } from './support/fixtures';
import { locationOption, OrderingWidget } from './support/ordering-widget';
import { press } from './support/press';

/**
 * The restaurant page's home (demo/public/index.html, business 1001): the location choice says where
 * each location is and whether it is open, is searchable, works by touch on a phone, and offers
 * restaurants only (the hotel's outlets are the hotel page's). Both clocks are a Tuesday at noon in
 * New York, where Brooklyn Smokehouse is closed until 17:00 and Trattoria Lumen's pickup runs 24 h.
 */
const NOON_NY_TUESDAY = '2026-11-24T17:00:00Z';

test.use({ timezoneId: 'America/New_York' });

test("the location choice shows each location's status and address, narrows by search and is chosen by a tap @phone", async ({ page }) => {
  const response = await page.request.post('/__sandbox/clock', { data: { now: NOON_NY_TUESDAY } });
  expect(response.ok()).toBe(true);
  await page.clock.setFixedTime(new Date(NOON_NY_TUESDAY));
  const widget = new OrderingWidget(page);
  await widget.openDemo('/');
  const list = widget.locationChoice();
  await expect(list).toBeVisible();
  const option = (name: string) => locationOption(list, name);

  // Restaurants only: the hotel's in-room dining and pool bar belong to the hotel page.
  await expect(option('Trattoria Lumen')).toBeVisible();
  await expect(list.getByRole('option', { name: /In-Room Dining|Pool Bar/ })).toHaveCount(0);

  // Status from the opening hours, in the location's clock, and the address.
  // Each option is named by all it shows, its name first (a voice-control guest says what they see).
  await expect(option('Trattoria Lumen')).toHaveAccessibleName(/^Trattoria Lumen Only accepting ASAP orders 88 Bleecker Street/);
  await expect(option('Brooklyn Smokehouse')).toHaveAccessibleName(/^Brooklyn Smokehouse Currently closed, opens today 5:00 PM /);
  await expect(option('Lumen Wine Bar')).toHaveAccessibleName(/^Lumen Wine Bar View menu · /);

  // Every option is a comfortable touch target and the list fits the widget's width.
  const box = await option('Trattoria Lumen').boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  const overflow = await list.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Searching by name narrows the list; a tap chooses.
  const search = widget.root.getByRole('searchbox', { name: 'Search by name or address' });
  await press(search);
  await search.fill('smoke');
  await expect(list.getByRole('option')).toHaveCount(1);
  await press(option('Brooklyn Smokehouse'));
  await expect(option('Brooklyn Smokehouse')).toHaveAttribute('aria-selected', 'true');
  // ... and by address.
  await search.fill('88 bleecker');
  await expect(list.getByRole('option')).toHaveText([/^Trattoria Lumen/]);
  await press(option('Trattoria Lumen'));
  await press(widget.root.getByRole('button', { name: 'Start order' }));
  await expect(widget.menuCategories()).toBeVisible();
});

test("the hotel page offers the Harbor Grand's in-room dining and pool bar", async ({ page }) => {
  const widget = new OrderingWidget(page);
  await widget.openDemo('/hotel.html');
  await expect(widget.root.getByRole('combobox', { name: 'Hotel', exact: true }).locator('option', { hasText: 'Harbor Grand Hotel' })).toHaveCount(1);
});

import type { Locator, Page } from '@playwright/test';
import { expect, test, callElement } from './support/fixtures';
import { OrderingWidget } from './support/ordering-widget';
import { press } from './support/press';

/**
 * LOCATIONS: the HOTEL flow (demo/public/hotel.html, business 1002 of the sandbox) from the
 * hotel choice to the menu, and the location list: labels, status, banner,
 * sorting, search, more info (inline on desktop, a page on mobile), the options page and the
 * timezone popup. The browser clock and the sandbox clock are set to the same instant, a Tuesday
 * at noon in New York (where every outlet of the hotel business is).
 */
const NOON_NY_TUESDAY = '2026-11-24T17:00:00Z';

async function atNoon(page: Page): Promise<void> {
  const response = await page.request.post('/__sandbox/clock', { data: { now: NOON_NY_TUESDAY } });
  expect(response.ok()).toBe(true);
  await page.clock.setFixedTime(new Date(NOON_NY_TUESDAY));
}

const cards = (widget: OrderingWidget) => widget.root.getByRole('list', { name: 'Locations' }).getByRole('article');
const card = (widget: OrderingWidget, name: string) => widget.root.getByRole('article', { name });

test.describe("location list on a large screen, device in the locations' zone", () => {
  test.use({ timezoneId: 'America/New_York', viewport: { width: 1280, height: 800 } });

  test('a hotel named in the URL opens its list, sorted by label, with status and next-available banner', async ({ page }) => {
    await atNoon(page);
    const widget = new OrderingWidget(page);
    await widget.openDemo('/hotel.html?hotel=511');
    await expect(widget.root.getByRole('heading', { level: 1, name: 'Order at Azure Bay Resort' })).toBeVisible();
    // Order: "around" sooner first (pool 15 min prep before in-room 30), then next available.
    await expect(cards(widget).getByRole('heading')).toHaveText(['Lagoon Pool Bar', 'Azure Bay – In-Room Dining', 'Coral Restaurant']);
    const pool = card(widget, 'Lagoon Pool Bar');
    await expect(pool).toContainText('Currently open, closes at 7:00 PM');
    await expect(pool).toContainText(/Around \d+ min/);
    const coral = card(widget, 'Coral Restaurant');
    await expect(coral).toContainText('Currently closed, opens today 6:00 PM');
    await expect(coral).toContainText(/Next available time: today 6:\d\d PM/);
    await expect(coral.getByText('Next available', { exact: true })).toBeVisible();
    // Same zone as the device: no timezone popup.
    await expect(widget.root.getByRole('dialog')).toHaveCount(0);
  });

  test('search narrows the list and says how many matched', async ({ page }) => {
    await atNoon(page);
    const widget = new OrderingWidget(page);
    await widget.openDemo('/hotel.html?hotel=511');
    await widget.root.getByRole('searchbox', { name: 'Search locations' }).fill('lagoon');
    await expect(widget.root.getByRole('status').filter({ hasText: 'found' })).toHaveText('1 location found');
    await expect(cards(widget).getByRole('heading')).toHaveText(['Lagoon Pool Bar']);
    await widget.root.getByRole('searchbox', { name: 'Search locations' }).fill('');
    await expect(cards(widget)).toHaveCount(3);
  });

  test('More info expands the hours, address and phone inline; the info page redirects to the list', async ({ page }) => {
    await atNoon(page);
    const widget = new OrderingWidget(page);
    await widget.openDemo('/hotel.html?hotel=511');
    const coral = card(widget, 'Coral Restaurant');
    const more = coral.getByRole('button', { name: 'More info about Coral Restaurant' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    // Once the list has its opening hours: cards may change places as they arrive, and a moved
    // button loses the focus a key press was aimed at.
    await expect(cards(widget).getByText('Checking opening hours…')).toHaveCount(0);
    await more.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const hours = coral.getByRole('region', { name: 'Opening hours' });
    await expect(hours.locator('dt:text-is("Monday") + dd')).toHaveText('Closed');
    await expect(hours.locator('dt:text-is("Tuesday") + dd')).toHaveText('6:00 PM – 10:30 PM');
    await expect(coral.getByRole('link', { name: '+13055550100' })).toHaveAttribute('href', 'tel:+13055550100');

    await page.goto('/hotel.html?hotel=511#go:/location/2103/info');
    await expect(page).toHaveURL(/#go:\/location\?/);
    await expect(card(widget, 'Coral Restaurant').getByRole('region', { name: 'Opening hours' })).toBeVisible();
  });

  test('picking a location and an experience (two as radios) goes on to the menu', async ({ page }) => {
    await atNoon(page);
    const widget = new OrderingWidget(page);
    await widget.openDemo('/hotel.html?hotel=511');
    const pool = card(widget, 'Lagoon Pool Bar');
    await pool.getByRole('group', { name: 'Experience' }).getByRole('radio', { name: 'Pickup' }).check();
    await pool.getByRole('button', { name: 'Start order at Lagoon Pool Bar' }).click();
    await expect(widget.menuCategories()).toBeVisible();
  });
});

test.describe('timezone popup', () => {
  test.use({ timezoneId: 'Europe/Paris', viewport: { width: 1280, height: 800 } });

  test("tells the GMT offset when the device is in another zone, and times stay on the location's clock", async ({ page }) => {
    await atNoon(page);
    const widget = new OrderingWidget(page);
    await widget.openDemo('/hotel.html?hotel=511');
    const dialog = widget.root.getByRole('dialog', { name: 'Different time zone' });
    await expect(dialog).toContainText("Times are shown in the location's local time, GMT-05:00.");
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(widget, 'Lagoon Pool Bar')).toContainText('Currently open, closes at 7:00 PM');

    await test.step('a menu that failed sends the guest back here: its "Sorry" and the time-zone notice show one at a time', async () => {
      await page.route('**/menus/files/*.json', (route) => route.fulfill({ status: 500, body: '' }));
      await widget.openDemo('/hotel.html?hotel=511&restaurant=2102&experience=PICKUP');
      const dialogs = widget.root.getByRole('dialog');
      const sorry = widget.root.getByRole('dialog', { name: 'Sorry' });
      // Both have been raised once the list is back: the failure sent the guest here, and the list's
      // zone differs from the device's. Only the first is open; the other waits for it to close.
      await expect(card(widget, 'Lagoon Pool Bar')).toBeVisible();
      await expect(sorry).toContainText("We couldn't load the menu. Please choose again.");
      await expect(dialogs).toHaveCount(1);
      await sorry.getByRole('button', { name: 'OK' }).click();
      await expect(dialog).toBeVisible();
      await expect(dialogs).toHaveCount(1);
      // The notice now shown holds the focus (the dialog that closed gave it back first).
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(dialogs).toHaveCount(0);
    });
  });
});

test.describe('mobile', () => {
  test.use({ timezoneId: 'America/New_York', viewport: { width: 390, height: 844 } });

  test('More info opens the info page; the options page filters the list by experience type', async ({ page }) => {
    await atNoon(page);
    const widget = new OrderingWidget(page);
    await widget.openDemo('/hotel.html?hotel=511');
    await widget.root.getByRole('button', { name: 'More info about Coral Restaurant' }).click();
    await expect(widget.root.getByRole('heading', { level: 1, name: 'Coral Restaurant' })).toBeVisible();
    await expect(widget.root.getByRole('region', { name: 'Address' })).toContainText('1 Azure Bay Drive, Lobby Level');
    await expect(widget.root.getByRole('region', { name: 'Opening hours' }).locator('dt:text-is("Sunday") + dd')).toHaveText('6:00 PM – 10:30 PM');
    await widget.root.getByRole('button', { name: 'Back to locations' }).click();

    await widget.root.getByRole('button', { name: 'All experiences' }).click();
    await expect(widget.root.getByRole('heading', { level: 1, name: 'How would you like to order?' })).toBeVisible();
    const types = widget.root.getByRole('list', { name: 'Experience types' }).getByRole('button');
    await expect(types).toHaveText(['All experiences', 'In-room dining', 'Room service', 'Pool service', 'Pickup', 'Dine in']);
    await types.filter({ hasText: 'Pickup' }).click();
    await expect(cards(widget).getByRole('heading')).toHaveText(['Lagoon Pool Bar', 'Coral Restaurant']);
    await expect(widget.root.getByRole('button', { name: 'Experience: Pickup' })).toBeVisible();
  });
});

test.describe('hotel flow home and not-found', () => {
  test.use({ timezoneId: 'America/New_York', viewport: { width: 1280, height: 800 } });

  test("home shows the hotel choice only; Continue goes to that hotel's locations, in the hotel's own look", async ({ page }) => {
    await atNoon(page);
    const widget = new OrderingWidget(page);
    await widget.openDemo('/hotel.html');
    const colour = (locator: Locator, property: 'color' | 'backgroundColor') => locator.evaluate((element, name) => getComputedStyle(element)[name], property);
    const proceed = widget.root.getByRole('button', { name: 'Continue' });
    await widget.root.getByRole('combobox', { name: 'Hotel', exact: true }).selectOption({ label: 'Azure City Hotel' });
    await expect(widget.locationChoice()).toHaveCount(0);
    // The hotel group's accent (#0E7490) on home, not the restaurant group's.
    await expect.poll(() => colour(proceed, 'backgroundColor')).toBe('rgb(14, 116, 144)');
    await proceed.click();
    await expect(widget.root.getByRole('heading', { level: 1, name: 'Order at Azure City Hotel' })).toBeVisible();
    await expect(cards(widget).getByRole('heading')).toHaveText(['City Lobby Café', 'Skyline Rooftop']);
    await expect(card(widget, 'City Lobby Café')).toContainText('Only accepting ASAP orders');
    // Skyline Rooftop, closed until the evening, has a next time, and the banner says it.
    const rooftop = card(widget, 'Skyline Rooftop');
    await expect(rooftop.locator('[data-kind]')).toHaveAttribute('data-kind', /^(next-available|around)$/);
    await expect(rooftop).toContainText('Next available time');

    // Azure City Hotel's own UI configuration sets only its accent (#1E3A8A) and logo; the rest stays the business's.
    await test.step("the hotel's own look on its location list, the business's back home", async () => {
      const moreInfo = widget.root.getByRole('button', { name: 'More info about City Lobby Café' });
      await expect.poll(() => colour(moreInfo, 'color')).toBe('rgb(30, 58, 138)');
      await expect(widget.root.locator('[data-go-frame="header"] img')).toHaveAttribute('src', /\/azure-city\.svg$/);
      expect(await moreInfo.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Verdana');
      await widget.root.getByRole('button', { name: 'Back' }).click();
      await expect.poll(() => colour(proceed, 'backgroundColor')).toBe('rgb(14, 116, 144)');
      await expect(widget.root.locator('[data-go-frame="header"] img')).toHaveAttribute('src', /\/azure\.svg$/);
    });
  });

  test('a business whose UI configuration hides the availability banner shows no next-available banner, the label stays', async ({ page }) => {
    await atNoon(page);
    expect((await page.request.post('/__sandbox/availability-banner', { data: { business_id: 1002, hidden: true } })).ok()).toBe(true);
    const widget = new OrderingWidget(page);
    await widget.openDemo('/hotel.html');
    await widget.root.getByRole('combobox', { name: 'Hotel', exact: true }).selectOption({ label: 'Azure City Hotel' });
    await widget.root.getByRole('button', { name: 'Continue' }).click();
    const rooftop = card(widget, 'Skyline Rooftop');
    await expect(rooftop.locator('[data-kind]')).toHaveAttribute('data-kind', /^(next-available|around)$/);
    await expect(rooftop).not.toContainText('Next available time');
  });

  test('a hotel named in the URL that does not exist shows the hotel not-found reason', async ({ page }) => {
    const widget = new OrderingWidget(page);
    await widget.openDemo('/hotel.html?hotel=999');
    await expect(widget.root.getByText("We couldn't find this hotel.")).toBeVisible();
  });
});

test.describe("a hotel's own widget", () => {
  // The device in the hotel's zone: no time-zone notice over the list.
  test.use({ timezoneId: 'America/New_York' });

  test("a hotel's own widget wears the hotel's look on every screen, home included, never the restaurant group's font and colour @phone", async ({ page }) => {
    await atNoon(page);
    const widget = new OrderingWidget(page);
    await widget.openDemo('/hotel.html?hotel=512');
    const colour = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);
    const font = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontFamily);
    // Azure City Hotel's accent (#1E3A8A) and logo over the hotel group's font, on its location list...
    const moreInfo = widget.root.getByRole('button', { name: 'More info about City Lobby Café' });
    await expect.poll(() => colour(moreInfo)).toBe('rgb(30, 58, 138)');
    await expect(widget.root.locator('[data-go-frame="header"] img')).toHaveAttribute('src', /\/azure-city\.svg$/);
    expect(await font(moreInfo)).toContain('Verdana');
    expect(await font(moreInfo)).not.toContain('Georgia');
    // ...and back on its home screen: the widget never leaves its hotel.
    await press(widget.root.getByRole('button', { name: 'Back' }));
    const proceed = widget.root.getByRole('button', { name: 'Continue' });
    await expect.poll(() => proceed.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(30, 58, 138)');
    await expect(widget.root.locator('[data-go-frame="header"] img')).toHaveAttribute('src', /\/azure-city\.svg$/);
  });
});

test.describe('outlets abroad, device in the main zone', () => {
  test.use({ timezoneId: 'America/New_York', viewport: { width: 1280, height: 800 } });

  test('no time-zone notice, even when an outlet abroad leads the list', async ({ page }) => {
    const widget = new OrderingWidget(page);
    await widget.openDemo('/');
    // A location named in the address goes first: Tasca do Rio, on Lisbon time.
    await callElement(widget.root, 'open', '/location?restaurant=2007');
    await expect(cards(widget).first().getByRole('heading')).toHaveText('Tasca do Rio');
    await expect(card(widget, 'Tasca do Rio')).toContainText('Next available time');
    await expect(card(widget, 'Brooklyn Smokehouse')).toContainText('Next available time');
    // Most of the business's locations are in New York, the device's zone: nothing to tell.
    await expect(widget.root.getByRole('dialog')).toHaveCount(0);
  });
});

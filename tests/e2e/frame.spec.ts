import type { Locator } from '@playwright/test';
import { expect, hostEvents, recordHostEvents, test } from './support/fixtures';
import { setBothClocks } from './support/clock';
import { paintTakenOver } from './support/menu-page';
import { locationOption, OrderingWidget } from './support/ordering-widget';
import { press, pressSelect } from './support/press';

/** The business's accent (#9A3412) and Corner Deli 24/7's own (#166534), as the browser computes them. */
const BUSINESS_ACCENT = 'rgb(154, 52, 18)';
const CORNER_DELI_ACCENT = 'rgb(22, 101, 52)';
const computed = (locator: Locator, property: 'color' | 'backgroundColor' | 'fontFamily') =>
  locator.evaluate((element, name) => getComputedStyle(element)[name], property);

// The white-label frame around the flow: logo, language picker, footer links, versions popup and the
// cookie-policy notice, all from the business's configuration and UI configuration.

/** A Tuesday at noon in New York: Brooklyn Smokehouse (a 12-hour location) is closed until 17:00. */
const NOON_NY_TUESDAY = '2026-11-24T17:00:00Z';

test('the frame: logo home, footer links in new tabs, versions popup, and the language picker switching to Hebrew (RTL), kept, and back @phone', async ({
  page,
}) => {
  await recordHostEvents(page);
  await setBothClocks(page, NOON_NY_TUESDAY);
  const widget = new OrderingWidget(page);
  await widget.openDemo('/');
  const footer = widget.root.locator('[data-go-frame="footer"]');
  const analytics = async () => (await hostEvents(page)).filter((event) => event.type === 'analytics').map((event) => event.detail);
  // Not embedded: terms, privacy, the cookie policy and the UI configuration's legal notice open in a new tab.
  for (const [name, path] of [
    ['Terms of use', '/terms.html'],
    ['Privacy policy', '/privacy.html'],
    ['Cookie policy', '/cookies.html'],
    ['Legal notice', '/legal.html'],
  ]) {
    const link = footer.getByRole('link', { name: name!, exact: true });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', new RegExp(`${path}$`));
  }
  // The footer is the one place for them: the home screen above it does not repeat terms and privacy.
  for (const name of ['Terms of use', 'Privacy policy']) {
    await expect(widget.root.getByRole('link', { name, exact: true })).toHaveCount(1);
  }
  // No cookie notice for this business (its cookiePolicy flag is off).
  await expect(widget.root.getByRole('button', { name: 'Accept cookies' })).toHaveCount(0);

  await press(footer.getByRole('button', { name: 'Versions' }));
  const versions = widget.root.getByRole('dialog', { name: 'Versions' });
  await expect(versions.getByRole('definition').first()).toBeVisible();
  await expect(versions.getByRole('term')).toHaveText(['api', 'menus', 'ui']);
  await press(versions.getByRole('button', { name: 'Close' }));
  await expect(versions).toBeHidden();

  // The logo loads once the first screen is shown (never ahead of it), and goes home from the menu.
  await expect(widget.root.locator('[data-go-frame="header"] img')).toHaveAttribute('src', /lumen\.svg$/);
  await widget.startOrder('Trattoria Lumen');
  await test.step('Start order tells the host analytics Ordering - Home / Menu with the location name', async () => {
    expect(await analytics()).toContainEqual({ category: 'Ordering - Home', action: 'Menu', label: 'Trattoria Lumen' });
  });
  await press(widget.root.getByRole('button', { name: 'Harbor & Lumen Hospitality home' }));
  await expect(widget.root.getByRole('button', { name: 'Start order' })).toBeVisible();
  // The address follows (debounced): the restaurant left is no longer in it, so a reload opens home.
  const restaurantInAddress = () =>
    page.evaluate(() => {
      const state = new URL(location.href).searchParams.get('state');
      if (!state) return null;
      const json = new TextDecoder().decode(Uint8Array.from(atob(state), (c) => c.charCodeAt(0)));
      return (JSON.parse(json) as { restaurant?: number }).restaurant ?? null;
    });
  await expect.poll(restaurantInAddress).toBeNull();

  const list = widget.root.getByRole('listbox');
  const smokehouse = locationOption(list, 'Brooklyn Smokehouse');
  await expect(smokehouse).toHaveAccessibleName(/^Brooklyn Smokehouse Currently closed, opens today 5:00 PM /);

  // The business offers English and Hebrew: switching needs no reload and turns the widget right to left.
  const picker = widget.root.getByLabel('Language');
  await pressSelect(picker, 'he');
  await expect(widget.root.locator('[part="base"]')).toHaveAttribute('dir', 'rtl');
  await expect(widget.root.getByLabel('שפה')).toHaveValue('he');
  await expect(widget.root.getByRole('button', { name: 'Start order' })).toHaveCount(0);
  await test.step('picking a language tells the host analytics Ordering - Home / Language with the locale', async () => {
    expect(await analytics()).toContainEqual({ category: 'Ordering - Home', action: 'Language', label: 'he' });
  });
  await test.step("the business's own names follow the language: locations from the business translation file", async () => {
    await expect(locationOption(list, 'טרטוריה לומן')).toBeVisible();
    await expect(locationOption(list, 'Trattoria Lumen')).toHaveCount(0);
  });
  await test.step("the opening times switch to Hebrew's 24-hour clock, with no English AM or PM left in the list", async () => {
    await expect(locationOption(list, 'מעשנת ברוקלין')).toHaveAccessibleName(/^מעשנת ברוקלין סגור כעת, נפתח היום 17:00 /);
    await expect(list).not.toContainText(/\b[AP]M\b/);
  });
  // Kept on the device: a reload opens in Hebrew.
  await page.reload();
  await expect(widget.root.locator('[part="base"]')).toHaveAttribute('dir', 'rtl');
  await pressSelect(widget.root.getByLabel('שפה'), 'en_US');
  await expect(widget.root.locator('[part="base"]')).toHaveAttribute('dir', 'ltr');
  await expect(widget.root.getByRole('button', { name: 'Start order' })).toBeVisible();
  await test.step('back in English, the 12-hour location shows its 12-hour clock again', async () => {
    await expect(smokehouse).toHaveAccessibleName(/^Brooklyn Smokehouse Currently closed, opens today 5:00 PM /);
  });
});

test('the cookie-policy notice shows until accepted, once per device', async ({ page }) => {
  const widget = new OrderingWidget(page);
  await widget.openDemo('/hotel.html');
  const accept = widget.root.getByRole('button', { name: 'Accept cookies' });
  await expect(widget.root.getByRole('region', { name: 'Cookie policy' }).getByRole('link', { name: 'Read our cookie policy' })).toHaveAttribute(
    'href',
    /\/cookies\.html$/,
  );
  await accept.click();
  await expect(accept).toHaveCount(0);
  await page.reload();
  await expect(widget.root.locator('[data-go-frame="footer"]')).toBeVisible();
  await expect(accept).toHaveCount(0);
});

test("theming follows the place: a restaurant's own look on its menu, the business's back home, and the host page's --go-accent above both", async ({
  page,
}) => {
  const widget = new OrderingWidget(page);
  await widget.openDemo('/');
  const start = widget.root.getByRole('button', { name: 'Start order' });
  const logo = widget.root.locator('[data-go-frame="header"] img');
  await expect.poll(() => computed(start, 'backgroundColor')).toBe(BUSINESS_ACCENT);
  await expect(logo).toHaveAttribute('src', /\/lumen\.svg$/);

  // Corner Deli 24/7 has a UI configuration of its own: its accent, font and logo on its menu.
  await widget.startOrder('Corner Deli 24/7');
  const add = widget.root.getByRole('button', { name: /^Add / }).first();
  await expect.poll(() => computed(add, 'color')).toBe(CORNER_DELI_ACCENT);
  expect(await computed(add, 'fontFamily')).toContain('Trebuchet MS');
  await expect(logo).toHaveAttribute('src', /\/corner-deli\.svg$/);
  // This page is the hotel's site, not the widget's: its own favicon stays.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml/);

  // Leaving the restaurant (the logo goes home) puts the business's look back.
  await widget.root.getByRole('button', { name: 'Harbor & Lumen Hospitality home' }).click();
  await expect.poll(() => computed(start, 'backgroundColor')).toBe(BUSINESS_ACCENT);
  await expect(logo).toHaveAttribute('src', /\/lumen\.svg$/);

  // The host page's own token beats the business's and the restaurant's UI configuration.
  await page.addStyleTag({ content: 'guest-ordering { --go-accent: rgb(1, 2, 3); }' });
  await expect.poll(() => computed(start, 'backgroundColor')).toBe('rgb(1, 2, 3)');
  await widget.startOrder('Corner Deli 24/7');
  await expect(logo).toHaveAttribute('src', /\/corner-deli\.svg$/);
  expect(await computed(add, 'color')).toBe('rgb(1, 2, 3)');
});

test('framed, terms and privacy open in a popup inside the widget; the framed page, which the widget owns, shows its favicon', async ({ page, baseURL }) => {
  const hostUrl = new URL('/iframe-host.html', baseURL!.replace('127.0.0.1', 'localhost'));
  await page.goto(hostUrl.href);
  const root = page.frameLocator('#ordering-frame').locator('guest-ordering');
  // `/embedded.html` shows nothing but the widget (`owns-page`): the UI configuration's icon is its favicon.
  await expect(page.frameLocator('#ordering-frame').locator('link[rel="icon"]')).toHaveAttribute('href', /\/static\/brand\/lumen-icon\.svg$/);
  // The host page around the frame is not the widget's: nothing is added to its head.
  await expect(page.locator('link[rel~="icon"]')).toHaveCount(0);
  await root.locator('[data-go-frame="footer"]').getByRole('button', { name: 'Terms of use' }).click();
  const dialog = root.getByRole('dialog', { name: 'Terms of use' });
  await expect(dialog).toBeVisible();
  await expect(dialog.frameLocator('iframe').getByRole('heading', { name: 'Terms' })).toBeVisible();
});

test('the page state is written back into the address, so a shared link opens the same place', async ({ page, browser }) => {
  const widget = new OrderingWidget(page);
  await widget.openDemo('/?table=7');
  await widget.chooseLocation('Corner Deli 24/7');
  await widget.root.getByRole('button', { name: 'Start order' }).click();
  await expect(widget.menuCategories()).toBeVisible();
  // The address is rewritten a moment after each change (debounced): the home screen's state has no
  // restaurant yet, the menu's has, so wait for the menu's.
  const stateInAddress = () => {
    const param = new URL(page.url()).searchParams.get('state');
    return param ? JSON.parse(Buffer.from(param, 'base64').toString('utf8')) : null;
  };
  await expect.poll(() => stateInAddress()?.restaurant).toBe(2004);
  const url = new URL(page.url());
  expect(stateInAddress()).toMatchObject({ restaurant: 2004, experience: 'PICKUP', experienceId: 3007, table: '7' });
  // The parameter `state` stands for is gone from the address (it would win over the state at the next start).
  expect(url.searchParams.get('table')).toBeNull();
  expect(url.hash).toBe('#go:/menu');

  // Someone else opens the link (no storage of this browser): the same restaurant's menu, table 7.
  const other = await browser.newPage();
  try {
    await other.goto(url.href);
    const shared = new OrderingWidget(other);
    await expect(shared.menuCategories()).toBeVisible();
    await expect(shared.root.getByRole('heading', { level: 1, name: 'Corner Deli 24/7' })).toBeVisible();
    await paintTakenOver(shared.root);
    await expect(shared.root.getByText('Table 7', { exact: true })).toBeVisible();
  } finally {
    await other.close();
  }
});

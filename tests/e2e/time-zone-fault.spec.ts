import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { MenuPage } from './support/menu-page';

// A location whose time zone the browser does not know (the platform's data is wrong) must not break
// the widget: the zone falls back to UTC with a console warning once something reads it (the list's
// statuses; a menu with one file for all times never does), and the guest still gets the list and
// the menu. The sandbox only sends real zones, so its locations answer is rewritten in flight.

const BAD_ZONE = 'Mars/Olympus';

async function serveBadZones(page: Page): Promise<void> {
  await page.route('**/restaurants/api/v3/locations?**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { timezone?: { name: string } }[] };
    for (const location of body.data ?? []) if (location.timezone) location.timezone.name = BAD_ZONE;
    await route.fulfill({ response, json: body });
  });
}

test('a location with an unknown time zone still opens its menu, with no uncaught error @phone', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await serveBadZones(page);
  const menu = new MenuPage(page);
  await menu.open(2003);
  await expect(menu.category('Pizza')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the locations list shows every location and its opening status when the platform sends unknown zones @phone', async ({ page }) => {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await serveBadZones(page);
  await page.goto('/');
  const list = page.locator('guest-ordering');
  await expect(list.getByRole('option', { name: /Trattoria Lumen/ })).toBeVisible();
  // Opening statuses need the zone math: they are worked out (on UTC) instead of throwing.
  await expect(list.getByRole('option', { name: /Corner Deli 24\/7/ })).toContainText('Open 24 hours');
  await expect(list.getByRole('option', { name: /Trattoria Lumen/ })).toContainText('Only accepting ASAP orders');
  expect(errors).toEqual([]);
  // The statuses read the zone: it falls back to UTC, and the console says so.
  expect(warnings.some((text) => text.includes(`"${BAD_ZONE}"`) && text.includes('UTC'))).toBe(true);
});

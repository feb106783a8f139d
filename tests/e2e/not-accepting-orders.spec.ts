import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { auditAccessibility } from './support/audit';
import { locationOption, OrderingWidget } from './support/ordering-widget';
import { press } from './support/press';

/**
 * A location open but taking no order now ("not accepting orders": its kitchen paused online orders,
 * so the platform offers no slot) says so where the guest meets it, in the notice's two lines: on the
 * hotel's location card and on the menu (which the guest may still browse), and with its short status
 * in the home screen's location choice. Pier 17 Oyster Bar's pickup (3012) is paused in the seed; the
 * sandbox's `POST /__sandbox/paused` pauses another kitchen. Both clocks: a Tuesday at noon in New York.
 */
const NOON_NY_TUESDAY = '2026-11-24T17:00:00Z';
const LINES = ['This location is not accepting orders at the moment.', 'Please try again later.'];
/** City Lobby Café's pickup, of the hotel business (1002). */
const LOBBY_PICKUP = 3107;

test.use({ timezoneId: 'America/New_York' });

async function atNoon(page: Page): Promise<void> {
  expect((await page.request.post('/__sandbox/clock', { data: { now: NOON_NY_TUESDAY } })).ok()).toBe(true);
  await page.clock.setFixedTime(new Date(NOON_NY_TUESDAY));
}

test('the home choice says "Not accepting orders"; the menu says it in two lines and can still be browsed @phone', async ({ page }) => {
  await atNoon(page);
  const widget = new OrderingWidget(page);
  await widget.openDemo('/');
  const option = locationOption(widget.locationChoice(), 'Pier 17 Oyster Bar');
  await expect(option).toHaveAccessibleName(/^Pier 17 Oyster Bar Not available · Not accepting orders /);
  await widget.startOrder('Pier 17 Oyster Bar');
  const notice = widget.root.locator('[data-go-notice="not-accepting-orders"]');
  await expect(notice).toHaveRole('status');
  await expect(notice.locator('p')).toHaveText(LINES);
  // The guest can still read the menu: only ordering waits.
  await expect(widget.root.locator('[data-item-id]').first()).toBeVisible();
  await auditAccessibility(page, 'menu of a location not accepting orders');
});

test('a menu that takes orders says nothing of the kind @phone', async ({ page }) => {
  await atNoon(page);
  const widget = new OrderingWidget(page);
  await widget.openDemo('/');
  await widget.startOrder('Trattoria Lumen');
  await expect(widget.root.locator('[data-item-id]').first()).toBeVisible();
  await expect(widget.root.locator('[data-go-notice="not-accepting-orders"]')).toHaveCount(0);
});

test('a hotel outlet whose kitchen paused online orders shows the two lines on its card, instead of its status @phone', async ({ page }) => {
  await atNoon(page);
  expect((await page.request.post('/__sandbox/paused', { data: { experience_id: LOBBY_PICKUP, paused: true } })).ok()).toBe(true);
  const widget = new OrderingWidget(page);
  await widget.openDemo('/hotel.html');
  await widget.root.getByRole('combobox', { name: 'Hotel', exact: true }).selectOption({ label: 'Azure City Hotel' });
  await press(widget.root.getByRole('button', { name: 'Continue' }));
  const card = widget.root.getByRole('article', { name: 'City Lobby Café' });
  await expect(card.locator('[data-go-notice="not-accepting-orders"] p')).toHaveText(LINES);
  await expect(card).not.toContainText('Only accepting ASAP orders');
  await expect(card.getByText('Not available', { exact: true })).toBeVisible();
  // The other outlet of the hotel takes orders as before.
  await expect(widget.root.getByRole('article', { name: 'Skyline Rooftop' }).locator('[data-go-notice]')).toHaveCount(0);
  await auditAccessibility(page, 'location card of an outlet not accepting orders');
});

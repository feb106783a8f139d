import { auditAccessibility } from './support/audit';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { OrderingWidget } from './support/ordering-widget';
import { press } from './support/press';
import { announcements, recordAnnouncements } from './support/announcements';

/**
 * Time selection and slot confirmation as a guest meets them, at
 * Trattoria Lumen (America/New_York): PICKUP is ASAP-only, DINE_IN (3005) is open Tue-Sun
 * 11:30-14:30 and 17:00-22:00. The browser's clock and zone are set by the test, and the sandbox
 * is told the same instant (POST /__sandbox/clock) so its slots agree with the widget's.
 */
test.use({ timezoneId: 'America/New_York' });

/** Friday 2026-11-20, 10:00 in New York: before lunch opens. */
const FRIDAY_10AM = '2026-11-20T15:00:00Z';

async function setClock(page: Page, iso: string): Promise<void> {
  const response = await page.request.post('/__sandbox/clock', { data: { now: iso, advancing: true } });
  expect(response.ok()).toBe(true);
  await page.clock.install({ time: new Date(iso) });
}

/**
 * Places the order and returns the `checkout_at` the widget posted. Dine-in also needs a table
 * number the checkout form does not ask for yet, so the sandbox may refuse the order itself.
 */
async function placeOrderAndReadTime(widget: OrderingWidget, beforeRequest?: () => Promise<void>): Promise<string | null> {
  const posted = widget.page.waitForRequest((request) => /\/cart\/[^/]+\/checkout$/.test(new URL(request.url()).pathname) && request.method() === 'POST');
  await widget.placeOrder();
  if (beforeRequest) await beforeRequest();
  const body = (await posted).postDataJSON() as { checkout_at?: string | null };
  return body.checkout_at ?? null;
}

/**
 * A time as it reads in English (US) at a 12-hour location, matched whole: Intl separates a range and
 * its AM/PM with thin or narrow no-break spaces, which any space in `text` stands for.
 */
const clock = (text: string) => new RegExp(`^${text.replace(/ /g, '\\s')}$`);

async function chooseDineIn(widget: OrderingWidget): Promise<void> {
  await widget.chooseLocation('Trattoria Lumen');
  await widget.root.getByRole('combobox', { name: 'Experience' }).selectOption({ label: 'Dine in' });
}

test('ASAP-only pickup fixes the date and time to Today / Now with both pickers disabled', async ({ page }) => {
  await setClock(page, FRIDAY_10AM);
  const widget = new OrderingWidget(page);
  await widget.openDemo();
  await widget.chooseLocation('Trattoria Lumen');
  await expect(widget.root.getByRole('button', { name: 'Date Today' })).toBeDisabled();
  await expect(widget.root.getByRole('button', { name: 'Time Now' })).toBeDisabled();
});

test('a guest schedules dine-in for tonight with the picker and orders for that time', async ({ page }) => {
  await setClock(page, FRIDAY_10AM);
  await page.setViewportSize({ width: 1280, height: 800 }); // large screen: day list, then time list
  const widget = new OrderingWidget(page);
  await widget.openDemo();
  await chooseDineIn(widget);
  // The nearest slot is today's lunch opening.
  await expect(widget.root.getByRole('button', { name: 'Date Today' })).toBeEnabled();
  await expect(widget.root.getByRole('button', { name: clock('Time 11:30 AM – 12:00 PM') })).toBeEnabled();

  await widget.root.getByRole('button', { name: clock('Time 11:30 AM – 12:00 PM') }).click();
  const dialog = widget.root.getByRole('dialog', { name: 'Choose a date and time' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('option', { name: clock('7:00 – 7:30 PM') }).click();
  await expect(dialog).toBeHidden();
  await expect(widget.root.getByRole('button', { name: clock('Time 7:00 – 7:30 PM') })).toBeVisible();

  await widget.root.getByRole('button', { name: 'Start order' }).click();
  await expect(widget.menuCategories()).toBeVisible();
  await widget.quickAdd('Margherita');
  await widget.viewMyOrder();
  await widget.proceedToCheckout();
  await widget.fillGuestDetails({ firstName: 'Dana', lastName: 'Levi', phone: '2125550123' });
  await expect(widget.total()).toContainText('$');
  expect(await placeOrderAndReadTime(widget)).toBe('2026-11-20T19:00:00-05:00');
});

test('the date and time can be chosen with the keyboard alone', async ({ page }) => {
  await setClock(page, FRIDAY_10AM);
  await page.setViewportSize({ width: 1280, height: 800 });
  const widget = new OrderingWidget(page);
  await widget.openDemo();
  await chooseDineIn(widget);
  const date = widget.root.getByRole('button', { name: 'Date Today' });
  await date.focus();
  await page.keyboard.press('Enter');
  const dialog = widget.root.getByRole('dialog', { name: 'Choose a date and time' });
  const days = dialog.getByRole('listbox', { name: 'Day' });
  await expect(days).toBeFocused();
  await page.keyboard.press('ArrowDown'); // Tomorrow (Saturday)
  await expect(days.getByRole('option', { name: 'Tomorrow' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  const times = dialog.getByRole('listbox', { name: 'Time' });
  await expect(times).toBeFocused();
  await page.keyboard.press('End'); // 9:45 PM, the last dinner slot
  await page.keyboard.press('PageUp'); // five slots earlier: 8:30 PM
  await expect(times.getByRole('option', { name: clock('8:30 – 9:00 PM') })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('status')).toHaveText(clock('Selected Tomorrow, 8:30 – 9:00 PM'));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(widget.root.getByRole('button', { name: 'Date Tomorrow' })).toBeFocused();
  await expect(widget.root.getByRole('button', { name: clock('Time 8:30 – 9:00 PM') })).toBeVisible();
});

test('at checkout a lapsed time shows the pickup-time-updated popup; continuing orders for the new time', async ({ page }) => {
  await setClock(page, FRIDAY_10AM);
  const widget = new OrderingWidget(page);
  await widget.openDemo();
  await chooseDineIn(widget);
  // Keep the nearest slot (11:30), then let the server's clock move past it: at 11:20 the kitchen
  // (15 minutes' preparation) can only do 11:45.
  await widget.root.getByRole('button', { name: 'Start order' }).click();
  await expect(widget.menuCategories()).toBeVisible();
  await widget.quickAdd('Margherita');
  await widget.viewMyOrder();
  await widget.proceedToCheckout();
  await widget.fillGuestDetails({ firstName: 'Dana', lastName: 'Levi', phone: '2125550123' });
  await expect(widget.total()).toContainText('$');
  const response = await page.request.post('/__sandbox/clock', { data: { now: '2026-11-20T16:20:00Z', advancing: true } });
  expect(response.ok()).toBe(true);
  const events: unknown[] = [];
  await page.exposeFunction('__timeAnalytics', (detail: unknown) => events.push(detail));
  await page.evaluate(() =>
    document.addEventListener('analytics', (event) =>
      (window as unknown as { __timeAnalytics(d: unknown): void }).__timeAnalytics((event as CustomEvent).detail),
    ),
  );
  const checkoutAt = await placeOrderAndReadTime(widget, async () => {
    const popup = widget.root.getByRole('dialog', { name: 'Pickup time updated' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(/11:45\sAM/);
    await recordAnnouncements(widget.root);
    await popup.getByRole('button', { name: clock('Continue with 11:45 AM') }).click();
    await expect(popup).toBeHidden();
  });
  expect(checkoutAt).toBe('2026-11-20T11:45:00-05:00');
  // The confirmed time is said once more as the popup closes.
  expect(await announcements(widget.root)).toContainEqual({ politeness: 'polite', text: expect.stringMatching(clock('Your order time is now 11:45 AM.')) });
  expect(events).toContainEqual(expect.objectContaining({ action: 'Pickup time updated' }));
});

test('going back from a date/time popup keeps the guest on checkout', async ({ page }) => {
  // Monday: dine-in is closed all day, and the widget's picker offers Tuesday.
  await setClock(page, '2026-11-23T15:00:00Z');
  const widget = new OrderingWidget(page);
  await widget.openDemo();
  await chooseDineIn(widget);
  await expect(widget.root.getByRole('button', { name: 'Date Tomorrow' })).toBeVisible();
  await widget.root.getByRole('button', { name: 'Start order' }).click();
  await expect(widget.menuCategories()).toBeVisible();
  await widget.quickAdd('Margherita');
  await widget.viewMyOrder();
  await widget.proceedToCheckout();
  await widget.fillGuestDetails({ firstName: 'Dana', lastName: 'Levi', phone: '2125550123' });
  await expect(widget.total()).toContainText('$');
  // The sandbox's clock jumps to the Sunday night after: every slot of the week ahead is later.
  await page.request.post('/__sandbox/clock', { data: { now: '2026-11-30T03:30:00Z', advancing: true } });
  await widget.placeOrder();
  // A week later: the future-time popup (an hour or more later than chosen).
  const popup = widget.root.getByRole('dialog', { name: 'Your order time has changed' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Go back' }).click();
  await expect(popup).toBeHidden();
  await expect(widget.root.getByRole('heading', { name: 'Checkout' })).toBeVisible();
});

/** Each option of a listbox is at least 24 px tall (a target a finger can hit) and on its own line. */
async function expectReadableOptions(list: Locator): Promise<void> {
  const boxes = await list
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => option.getBoundingClientRect()).map((r) => ({ top: r.top, height: r.height })));
  expect(boxes.length).toBeGreaterThan(1);
  for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(24);
  for (let i = 1; i < boxes.length; i += 1) expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.top + boxes[i - 1]!.height - 1);
}

test('a guest picks a day and a time by tapping: options are readable and the time tapped is the time shown @phone', async ({ page }) => {
  // Tuesday 10:00 in New York: Lumen Café takes scheduled orders every day, 06:00-02:00.
  await setClock(page, '2026-11-24T15:00:00Z');
  const widget = new OrderingWidget(page);
  await widget.openDemo();
  await widget.chooseLocation('Lumen Café');
  await press(widget.root.getByRole('button', { name: /^Date / }));
  const dialog = widget.root.getByRole('dialog', { name: 'Choose a date and time' });
  await expect(dialog).toBeVisible();
  await auditAccessibility(page, 'date and time picker');
  const days = dialog.getByRole('listbox', { name: 'Day' });
  const times = dialog.getByRole('listbox', { name: 'Time' });
  await expectReadableOptions(days);
  // A phone shows two wheels side by side; a large screen lists the days, then that day's times.
  const wheels = await times.isVisible();
  await press(days.getByRole('option', { name: 'Tomorrow' }));
  if (wheels) await expect(days.getByRole('option', { name: 'Tomorrow' })).toHaveAttribute('aria-selected', 'true');
  await expectReadableOptions(times);
  if (wheels) {
    // A swipe: the time that stops in the wheel's centre becomes the selection.
    const late = times.getByRole('option', { name: clock('8:00 – 8:30 PM') });
    await late.evaluate((option: HTMLElement) => {
      const wheel = option.parentElement!;
      const offset = option.getBoundingClientRect().top - wheel.getBoundingClientRect().top;
      wheel.scrollTop += offset - (wheel.clientHeight - option.offsetHeight) / 2;
    });
    await expect(late).toHaveAttribute('aria-selected', 'true');
  }
  // A tap on a time: that is the time shown, and the time the order is for.
  await press(times.getByRole('option', { name: clock('7:00 – 7:30 PM') }));
  await expect(dialog).toBeHidden();
  await expect(widget.root.getByRole('button', { name: 'Date Tomorrow' })).toBeVisible();
  await expect(widget.root.getByRole('button', { name: clock('Time 7:00 – 7:30 PM') })).toBeVisible();
});

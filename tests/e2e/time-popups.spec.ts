import { expect, test } from './support/fixtures';
import { setBothClocks, setSandboxClock } from './support/clock';
import { OrderingWidget } from './support/ordering-widget';

/**
 * The date/time notice popups at checkout as a guest meets them: closed (next
 * opening or back), grace (once per experience; continuing keeps the grace time), not accepting
 * orders (an ASAP experience moved an hour or more) and future time. The browser and the sandbox
 * start at the same instant; then only the sandbox's clock moves (the platform's now), as it
 * would while a guest lingers on checkout. The posted checkout body is observed on the wire, since
 * some orders cannot complete (dine-in needs a table number the form does not ask for yet).
 */
test.use({ timezoneId: 'America/New_York', viewport: { width: 1280, height: 800 } });

const GUEST = { firstName: 'Dana', lastName: 'Levi', phone: '2125550123' };
const isCheckoutPost = (url: string, method: string) => method === 'POST' && /\/cart\/[^/]+\/checkout$/.test(new URL(url).pathname);

/** Records every checkout the widget posts (the body), letting each go on to the sandbox. */
async function recordCheckouts(widget: OrderingWidget): Promise<{ checkout_at?: string | null }[]> {
  const posted: { checkout_at?: string | null }[] = [];
  await widget.page.route(/\/cart\/[^/]+\/checkout$/, async (route) => {
    if (route.request().method() === 'POST') posted.push(route.request().postDataJSON());
    await route.fallback();
  });
  return posted;
}

/** Home -> menu -> my order -> checkout with the guest's details filled in and the total shown. */
async function toCheckout(widget: OrderingWidget): Promise<void> {
  await widget.root.getByRole('button', { name: 'Start order' }).click();
  await expect(widget.menuCategories()).toBeVisible();
  await widget.quickAdd('Margherita');
  await widget.viewMyOrder();
  await widget.proceedToCheckout();
  await widget.fillGuestDetails(GUEST);
  await expect(widget.total()).toContainText('$');
}

/** Picks a time on the large-screen picker for the day already shown. */
/**
 * A time as it reads in English (US) at a 12-hour location, matched whole: Intl separates a range and
 * its AM/PM with thin or narrow no-break spaces, which any space in `text` stands for.
 */
const clock = (text: string) => new RegExp(`^${text.replace(/ /g, '\\s')}$`);

/** "10:30 PM" as the `HH:mm` of a 24-hour clock, "22:30". */
function twentyFourHour(time: string): string {
  const [, h, m, period] = /^(\d{1,2}):(\d\d)\s([AP])M$/.exec(time)!;
  return `${String((Number(h) % 12) + (period === 'P' ? 12 : 0)).padStart(2, '0')}:${m}`;
}

async function chooseTime(widget: OrderingWidget, label: string): Promise<void> {
  await widget.root.getByRole('button', { name: /^Time / }).click();
  const dialog = widget.root.getByRole('dialog', { name: 'Choose a date and time' });
  await dialog.getByRole('option', { name: clock(label) }).click();
  await expect(dialog).toBeHidden();
  await expect(widget.root.getByRole('button', { name: clock(`Time ${label}`) })).toBeVisible();
}

test.describe('closed popup', () => {
  /** Brooklyn Smokehouse pickup (3010, today only, 17:00-23:00), Tuesday 18:42 in New York. */
  const TUESDAY_1842 = '2026-11-24T23:42:00Z';
  /** Tuesday 23:30: closed, and pickup is for today only, so the platform has no slot left. */
  const TUESDAY_2330 = '2026-11-25T04:30:00Z';

  async function lateSmokehousePickup(widget: OrderingWidget): Promise<void> {
    await setBothClocks(widget.page, TUESDAY_1842, { advancing: true });
    await widget.openDemo();
    await widget.chooseLocation('Brooklyn Smokehouse');
    await widget.root.getByRole('radio', { name: 'Pickup' }).check();
    await chooseTime(widget, '10:30 – 11:00 PM');
    await toCheckout(widget);
    await setSandboxClock(widget.page, TUESDAY_2330);
  }

  test('offers the next opening; ordering for it posts that time', async ({ page }) => {
    const widget = new OrderingWidget(page);
    const posted = await recordCheckouts(widget);
    await lateSmokehousePickup(widget);
    await widget.placeOrder();
    const popup = widget.root.getByRole('dialog', { name: "We're closed at this time" });
    await expect(popup).toBeVisible();
    // On the 12-hour clock every other time here reads in English (US).
    const next = popup.getByRole('button', { name: /^Order for the next opening at \d{1,2}:\d\d\s[AP]M$/ });
    const label = (await next.textContent())!.match(/\d{1,2}:\d\d\s[AP]M/)![0];
    await expect(popup).toContainText(`You can order for the next opening at ${label}, or go back.`);
    await expect(popup.getByRole('button', { name: 'Go back' })).toBeVisible();
    await next.click();
    await expect(popup).toBeHidden();
    await expect.poll(() => posted.length).toBe(1);
    expect(posted[0]!.checkout_at).toBe(`2026-11-24T${twentyFourHour(label)}:00-05:00`);
  });

  test('going back keeps the guest on checkout and posts nothing', async ({ page }) => {
    const widget = new OrderingWidget(page);
    const posted = await recordCheckouts(widget);
    await lateSmokehousePickup(widget);
    await widget.placeOrder();
    const popup = widget.root.getByRole('dialog', { name: "We're closed at this time" });
    await popup.getByRole('button', { name: 'Go back' }).click();
    await expect(popup).toBeHidden();
    await expect(widget.root.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(widget.root.getByRole('button', { name: 'Place order' })).toBeEnabled();
    expect(posted).toEqual([]);
  });

  test('a location not accepting orders (Pier 17, no next available) only lets the guest go back', async ({ page }) => {
    const widget = new OrderingWidget(page);
    const posted = await recordCheckouts(widget);
    await setBothClocks(page, '2026-11-24T17:00:00Z', { advancing: true });
    await widget.openDemo();
    await widget.chooseLocation('Pier 17 Oyster Bar');
    await toCheckout(widget);
    await widget.placeOrder();
    const popup = widget.root.getByRole('dialog', { name: "We're closed at this time" });
    await expect(popup).toContainText('The restaurant is closed at the time you chose and has no times available.');
    await expect(popup.getByRole('button', { name: /Order for the next opening/ })).toHaveCount(0);
    await popup.getByRole('button', { name: 'Go back' }).click();
    await expect(popup).toBeHidden();
    await expect(widget.root.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    expect(posted).toEqual([]);
  });
});

test.describe('grace popup (Midnight Ramen 3014: 11:00-22:00, prep 10, 30 grace minutes)', () => {
  /** Tuesday 21:20: the last slot, 21:45, is still listed. */
  const TUESDAY_2120 = '2026-11-25T02:20:00Z';
  /** Tuesday 21:50: 21:45 has passed, but is served as next_available_with_grace. */
  const TUESDAY_2150 = '2026-11-25T02:50:00Z';
  const GRACE_TIME = '2026-11-24T21:45:00-05:00';

  async function lastSlotThenGrace(widget: OrderingWidget): Promise<void> {
    await setBothClocks(widget.page, TUESDAY_2120, { advancing: true });
    await widget.openDemo();
    await widget.chooseLocation('Midnight Ramen');
    await expect(widget.root.getByRole('button', { name: clock('Time 9:45 – 10:15 PM') })).toBeVisible();
    await toCheckout(widget);
    await setSandboxClock(widget.page, TUESDAY_2150);
  }

  test('continuing keeps the grace time and the order posts it', async ({ page }) => {
    const widget = new OrderingWidget(page);
    const posted = await recordCheckouts(widget);
    await lastSlotThenGrace(widget);
    await widget.placeOrder();
    const popup = widget.root.getByRole('dialog', { name: 'Order for a later time' });
    await expect(popup).toContainText('We can still take your order for 9:45 PM.');
    await popup.getByRole('button', { name: 'Continue' }).click();
    await expect(popup).toBeHidden();
    await expect.poll(() => posted.length).toBe(1);
    expect(posted[0]!.checkout_at).toBe(GRACE_TIME);
  });

  test('shows once per experience: after going back, placing the order again posts the grace time without it', async ({ page }) => {
    const widget = new OrderingWidget(page);
    const posted = await recordCheckouts(widget);
    await lastSlotThenGrace(widget);
    await widget.placeOrder();
    const popup = widget.root.getByRole('dialog', { name: 'Order for a later time' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Go back' }).click();
    await expect(popup).toBeHidden();
    expect(posted).toEqual([]);

    await widget.placeOrder();
    await expect.poll(() => posted.length).toBe(1);
    expect(posted[0]!.checkout_at).toBe(GRACE_TIME);
    await expect(widget.root.getByRole('dialog', { name: 'Order for a later time' })).toHaveCount(0);
  });
});

test('an ASAP-only experience whose next slot moved an hour or more shows the not-accepting-orders popup', async ({ page }) => {
  // Trattoria Lumen pickup (3004): ASAP only, 24 h, prep 20. Friday 10:00, then the platform's
  // clock runs two hours ahead: its first slot is 12:20, more than an hour after "Now".
  const widget = new OrderingWidget(page);
  const posted = await recordCheckouts(widget);
  await setBothClocks(page, '2026-11-20T15:00:00Z', { advancing: true });
  await widget.openDemo();
  await widget.chooseLocation('Trattoria Lumen');
  await expect(widget.root.getByRole('button', { name: 'Time Now' })).toBeDisabled();
  await toCheckout(widget);
  await setSandboxClock(page, '2026-11-20T17:00:00Z');
  await widget.placeOrder();
  const popup = widget.root.getByRole('dialog', { name: 'Not accepting orders' });
  await expect(popup.locator('p')).toHaveText(['This location is not accepting orders at the moment.', 'Please try again later.']);
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();
  await expect(widget.root.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  expect(posted).toEqual([]);
});

test('a time an hour or more later shows the future-time popup; continuing posts the new time', async ({ page }) => {
  // Trattoria Lumen dine-in (3005), Friday 10:00: the nearest slot is 11:30. The platform's clock
  // then reads 13:00, so its earliest slot (15 minutes' preparation) is 13:15.
  const widget = new OrderingWidget(page);
  await setBothClocks(page, '2026-11-20T15:00:00Z', { advancing: true });
  await widget.openDemo();
  await widget.chooseLocation('Trattoria Lumen');
  await widget.root.getByRole('combobox', { name: 'Experience' }).selectOption({ label: 'Dine in' });
  await expect(widget.root.getByRole('button', { name: clock('Time 11:30 AM – 12:00 PM') })).toBeVisible();
  await toCheckout(widget);
  await setSandboxClock(page, '2026-11-20T18:00:00Z', false); // fixed, so 13:15 stays the earliest
  const request = page.waitForRequest((r) => isCheckoutPost(r.url(), r.method()));
  await widget.placeOrder();
  const popup = widget.root.getByRole('dialog', { name: 'Your order time has changed' });
  await expect(popup).toContainText('The earliest available time is 1:15 PM, an hour or more later than you chose.');
  await popup.getByRole('button', { name: clock('Continue with 1:15 PM') }).click();
  await expect(popup).toBeHidden();
  expect(((await request).postDataJSON() as { checkout_at?: string }).checkout_at).toBe('2026-11-20T13:15:00-05:00');
});

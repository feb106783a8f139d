import { auditAccessibility, auditRightToLeft } from './support/audit';
import { ADA, CheckoutPage, TUESDAY_NOON_NY } from './support/checkout-page';
import { expect, test } from './support/fixtures';
import { announcements, recordAnnouncements } from './support/announcements';
import { press } from './support/press';

// A table QR code: the table is shown and fixed, and the session ends after the business's
// order_expiration_minutes (30 in the sandbox), checked every 15 s.

test('a table QR code from /table.html shows the table on the menu and checkout, fixed, and the session expires after 30 minutes @phone', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.setClocks(TUESDAY_NOON_NY);
  await page.goto('/table.html');
  // Printable codes for tables and rooms, generated as SVG by the sandbox.
  await expect(page.getByRole('img', { name: /^QR code: Table 12, Trattoria Lumen/ }).locator('svg')).toBeVisible();
  await expect(page.getByRole('img', { name: /^QR code: Room 101/ })).toBeVisible();
  await page.locator('figure[data-place="Table 12"] a').first().click();

  await expect(checkout.menuCategories()).toBeVisible();
  await expect(checkout.root.getByText('Table 12', { exact: true })).toBeVisible();
  await checkout.addToOrder('Dolci', 'Tiramisù');
  await checkout.goToCheckout();
  await expect(checkout.root.getByText('Table 12', { exact: true })).toBeVisible();
  const table = checkout.field('Table number');
  await expect(table).toHaveValue('12');
  await expect(table).not.toBeEditable();

  // 29 minutes later the guest may still order, and has been warned (assertively, once) that time runs
  // out; at 30 the next check sends them to the timeout page.
  await recordAnnouncements(checkout.root);
  await page.clock.fastForward('29:00');
  await expect(checkout.checkoutHeading()).toBeVisible();
  await expect
    .poll(async () => (await announcements(checkout.root)).filter((heard) => heard.text.startsWith('Your ordering time ends')))
    .toEqual([{ politeness: 'assertive', text: 'Your ordering time ends in 1 minute. Place your order now, or scan the code again afterwards.' }]);
  await page.clock.fastForward('01:00');
  const expired = checkout.root.getByText('The menu page has expired. Please rescan your QR code to continue ordering.');
  await expect(expired).toBeVisible();
  await auditAccessibility(page, 'session expired');
  await auditRightToLeft(page, 'session expired', (root) => root.getByText('תוקף דף התפריט פג. סרקו שוב את קוד ה־QR כדי להמשיך להזמין.'));
  await expect(expired).toBeVisible();
  // The address follows the route right after the frame that shows it.
  await expect.poll(() => new URL(page.url()).hash).toBe('#go:/order-timeout');
  // The table stays in the address (as `state`), so the reload below is still table 12's expired session.
  // A reload of the same tab keeps the session's start: still expired, ordering stays closed.
  await page.reload();
  await expect(expired).toBeVisible();
});

test('a table QR code while dine-in is closed says so before ordering, and orders for the opening only when the guest agrees @phone', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  // Tuesday 2:57 PM in New York: dine-in closed at 2:30 PM and opens again at 5:00 PM.
  await checkout.setClocks('2026-11-24T19:57:00Z');
  await page.goto('/?restaurant=2003&experience=DINE_IN&table=12');
  const closed = checkout.root.getByRole('dialog', { name: "We're closed right now" });
  await expect(closed).toContainText('We are closed now and open today 5:00 PM.');
  await press(closed.getByRole('button', { name: 'Not now' }));
  await expect(closed).toBeHidden();

  // The guest browses and orders anyway: the checkout asks again, and going back places nothing.
  await checkout.addToOrder('Dolci', 'Tiramisù');
  await checkout.goToCheckout();
  await checkout.enterDetails(ADA);
  await checkout.field('Number of guests').selectOption('2');
  await checkout.agreeAndPlaceOrder();
  await expect(closed).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(closed).toBeHidden();
  expect(await checkout.allOrders()).toEqual([]);

  await checkout.placeOrder();
  await press(closed.getByRole('button', { name: 'Order for today 5:00 PM' }));
  await checkout.confirmedOrderNumber();
  const orders = await checkout.allOrders();
  expect(orders).toHaveLength(1);
  expect(Date.parse((orders[0] as unknown as { checkout_at: string }).checkout_at)).toBe(Date.parse('2026-11-24T22:00:00Z'));
});

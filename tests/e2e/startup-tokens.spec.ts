import { expect, hostEvents, recordHostEvents, test } from './support/fixtures';
import { CheckoutPage } from './support/checkout-page';

// Start-up tokens in the page address (`?accessToken=&refreshToken=`) are read once and taken out of
// the address: not left in the address bar or history, never sent on in a Referer, and a reload after
// the guest's Done does not sign them back in. The sandbox's demo guest Dana Cohen (demo/README.md).

const DANA = { accessToken: 'demo-guest-dana', refreshToken: 'demo-guest-dana-refresh' };

test('start-up tokens leave the address at once, never reach a Referer, and a reload after Done stays signed out @phone', async ({ page }) => {
  await recordHostEvents(page);
  const referers: string[] = [];
  const bearers: string[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    if (headers.referer) referers.push(headers.referer);
    if (headers.authorization) bearers.push(headers.authorization);
  });
  const checkout = new CheckoutPage(page);
  await page.goto(`/?restaurant=2003&experience=PICKUP&accessToken=${DANA.accessToken}&refreshToken=${DANA.refreshToken}`);
  await expect(checkout.menuCategories()).toBeVisible();

  // Gone from the address bar (the rest of the link stays) and from the history entry.
  expect(page.url()).not.toMatch(/accessToken|refreshToken|demo-guest-dana/);
  expect(await page.evaluate(() => window.location.href)).not.toContain('demo-guest-dana');

  // Signed in as Dana all the same: her profile fills the form.
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
  await expect(checkout.field('Last name')).toHaveValue('Cohen');
  await checkout.payWith('Pay in person');
  await checkout.agreeAndPlaceOrder();
  await checkout.confirmedOrderNumber();
  expect((await checkout.allOrders())[0]).toMatchObject({ user_id: 'usr_guest_dana' });
  expect(bearers).toContain(`Bearer ${DANA.accessToken}`);
  expect(referers.length).toBeGreaterThan(0);
  expect(referers.filter((referer) => referer.includes('demo-guest-dana'))).toEqual([]);

  await checkout.root.getByRole('button', { name: 'Done' }).click();
  const events = await hostEvents(page);
  expect(events.filter((event) => event.type === 'logout').map((event) => event.detail)).toEqual([{ reason: 'order-complete' }]);

  // A reload after Done does not bring Dana back.
  bearers.length = 0;
  await page.reload();
  expect(page.url()).not.toContain('demo-guest-dana');
  await expect(checkout.menuCategories().or(checkout.root.getByRole('heading')).first()).toBeVisible();
  // Carry on from wherever the reload landed (the menu, or the start page Done led to).
  if (!(await checkout.menuCategories().isVisible())) await checkout.startPickupAtTrattoria();
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
  // Nothing of Dana's is left to fill the form: a new guest types their own details.
  await expect(checkout.field('Last name')).toHaveValue('');
  await checkout.enterDetails({ firstName: 'Noa', lastName: 'Levi', phone: '2125550199' });
  await checkout.payWith('Pay in person');
  await checkout.agreeAndPlaceOrder();
  await checkout.confirmedOrderNumber();
  const latest = (await checkout.allOrders())[0]!;
  expect(latest.user_id).toMatch(/^usr_guest_/);
  expect(latest.user_id).not.toBe('usr_guest_dana');
  expect(bearers.filter((bearer) => bearer.includes(DANA.accessToken))).toEqual([]);
});

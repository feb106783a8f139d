import { expect, hostEvents, recordHostEvents, test, callElement } from './support/fixtures';
import { CheckoutPage } from './support/checkout-page';

// Sessions survive a reload: the element keeps its tokens in localStorage (one entry per business,
// `auth-store:1001` for the demo page), restores them at start and loads their user at once. A guest
// is logged in at start where the business supports guests. A session whose refresh fails is logged
// out cleanly at start: the host hears why, the entry goes, and a new guest carries on.

const DANA = { accessToken: 'demo-guest-dana', refreshToken: 'demo-guest-dana-refresh' };
const AUTH_STORE = 'auth-store:1001';

type Login = { userId: string | null; isGuest: boolean; method: string };
const logins = async (checkout: CheckoutPage): Promise<Login[]> =>
  (await hostEvents(checkout.page)).filter((event) => event.type === 'login').map((event) => event.detail as Login);
const keptTokens = (checkout: CheckoutPage) =>
  checkout.page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as { accessToken: string } | null, AUTH_STORE);

test('the guest logged in at start is still signed in after a reload, and the order is theirs @phone', async ({ page }) => {
  await recordHostEvents(page);
  const checkout = new CheckoutPage(page);
  await checkout.startPickupAtTrattoria();
  // Logged in at start, before any checkout.
  await expect.poll(() => logins(checkout)).toEqual([{ userId: expect.stringMatching(/^usr_guest_/), isGuest: true, method: 'guest' }]);
  const [guest] = await logins(checkout);
  expect((await keptTokens(checkout))?.accessToken).toMatch(/^at_/);

  await page.reload();
  await expect(checkout.menuCategories()).toBeVisible();
  // The same guest, restored: no new guest login.
  await expect.poll(() => logins(checkout)).toEqual([{ ...guest, method: 'session' }]);
  const guestLogins: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/users/api/v1/refresh_token')) guestLogins.push(request.url());
  });
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
  await checkout.enterDetails({ firstName: 'Noa', lastName: 'Levi', phone: '2125550199' });
  await checkout.payWith('Pay in person');
  await checkout.agreeAndPlaceOrder();
  await checkout.confirmedOrderNumber();
  expect((await checkout.allOrders())[0]).toMatchObject({ user_id: guest!.userId });
  expect(guestLogins).toEqual([]);
});

test('a session the host signed in survives a reload: the form is filled from the profile and the order is theirs', async ({ page }) => {
  await recordHostEvents(page);
  const checkout = new CheckoutPage(page);
  await checkout.startPickupAtTrattoria();
  await callElement(checkout.root, 'signIn', DANA);
  await expect.poll(() => keptTokens(checkout)).toEqual({ accessToken: DANA.accessToken, refreshToken: DANA.refreshToken });

  await page.reload();
  await expect(checkout.menuCategories()).toBeVisible();
  await expect.poll(() => logins(checkout)).toEqual([{ userId: 'usr_guest_dana', isGuest: true, method: 'session' }]);
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
  await expect(checkout.field('Last name')).toHaveValue('Cohen');
  await checkout.payWith('Pay in person');
  await checkout.agreeAndPlaceOrder();
  await checkout.confirmedOrderNumber();
  expect((await checkout.allOrders())[0]).toMatchObject({ user_id: 'usr_guest_dana' });
});

test('a kept session whose refresh has expired is logged out cleanly at start, and a new guest carries on', async ({ page }) => {
  await recordHostEvents(page);
  const checkout = new CheckoutPage(page);
  await checkout.startPickupAtTrattoria();
  await callElement(checkout.root, 'signIn', DANA);
  await expect.poll(() => keptTokens(checkout)).toMatchObject({ accessToken: DANA.accessToken });
  await expect.poll(async () => (await logins(checkout)).map((login) => login.userId)).toContain('usr_guest_dana');
  // Both of Dana's tokens expire on the platform while the page is away. Away for real: a call of the
  // open page still in flight at the expiry would refresh, fail and log Dana out before the reload, and
  // the reload would then have no kept session to end.
  const address = page.url();
  await page.goto('about:blank');
  for (const data of [{ accessToken: DANA.accessToken }, { refreshToken: DANA.refreshToken }]) {
    expect((await page.request.post('/__sandbox/expire-tokens', { data })).ok()).toBe(true);
  }

  await page.goto(address);
  await expect(checkout.menuCategories()).toBeVisible();
  await expect
    .poll(async () => (await hostEvents(page)).filter((event) => event.type === 'logout').map((event) => event.detail))
    .toEqual([{ reason: 'refresh-failed' }]);
  // A new guest, kept in Dana's place; Dana never signed in again.
  await expect.poll(() => logins(checkout)).toEqual([{ userId: expect.stringMatching(/^usr_guest_/), isGuest: true, method: 'guest' }]);
  const [guest] = await logins(checkout);
  expect(guest!.userId).not.toBe('usr_guest_dana');
  await expect.poll(async () => (await keptTokens(checkout))?.accessToken).toMatch(/^at_/);

  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
  await expect(checkout.field('Last name')).toHaveValue('');
  await checkout.enterDetails({ firstName: 'Noa', lastName: 'Levi', phone: '2125550199' });
  await checkout.payWith('Pay in person');
  await checkout.agreeAndPlaceOrder();
  await checkout.confirmedOrderNumber();
  expect((await checkout.allOrders())[0]).toMatchObject({ user_id: guest!.userId });
});

import { expect, hostEvents, recordHostEvents, test, callElement } from './support/fixtures';
import { CheckoutPage } from './support/checkout-page';

// "fields prefilled for signed-in guests" and "Done logs a guest out" (
// 7.1): a guest the host signed in with `signIn()`, and a guest the widget logged in by itself.
// The sandbox's demo guest Dana Cohen signs in with the fixed tokens of demo/README.md.

const DANA = { accessToken: 'demo-guest-dana', refreshToken: 'demo-guest-dana-refresh' };

interface SandboxUser {
  id: string;
  is_guest: boolean;
  metadata: Record<string, string>;
}
async function sandboxUsers(checkout: CheckoutPage): Promise<SandboxUser[]> {
  const response = await checkout.page.request.get('/__sandbox/users');
  expect(response.ok()).toBe(true);
  return response.json();
}

test('a guest signed in by the host finds the form filled from their profile, never over what they typed; the order is theirs and Done logs them out', async ({
  page,
}) => {
  await recordHostEvents(page);
  const checkout = new CheckoutPage(page);
  await checkout.startPickupAtTrattoria();
  // Listening from before the sign-in: the refresh may start as soon as her token is expired.
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/users/api/v1/login?refreshToken=')) refreshes.push(request.url());
  });
  // Her access token has expired on the platform: the widget refreshes it (code 121) and goes on.
  expect((await page.request.post('/__sandbox/expire-tokens', { data: { accessToken: DANA.accessToken } })).ok()).toBe(true);
  // Hold the profile until the guest has typed a first name of her own (the host's tokens load their
  // user at once, so from before the sign-in).
  let releaseProfile: () => void = () => {};
  const profileHeld = new Promise<void>((resolve) => (releaseProfile = resolve));
  await page.route('**/users/api/v1/user', async (route) => {
    await profileHeld;
    await route.continue();
  });
  await callElement(checkout.root, 'signIn', DANA);

  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
  await checkout.field('First name').fill('Danielle');
  releaseProfile();
  await expect(checkout.field('Last name')).toHaveValue('Cohen');
  await expect(checkout.field('Email')).toHaveValue('dana.cohen@example.com');
  await expect(checkout.field('Phone')).toHaveValue(/212.*555.*0142/);
  await expect(checkout.field('First name')).toHaveValue('Danielle');
  expect(refreshes).toEqual([expect.stringContaining(`refreshToken=${DANA.refreshToken}`)]);

  await checkout.payWith('Pay in person');
  await checkout.agreeAndPlaceOrder();
  const orderNumber = await checkout.confirmedOrderNumber();
  const orders = await checkout.allOrders();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({
    check_number: orderNumber,
    user_id: 'usr_guest_dana',
    details: expect.objectContaining({ first_name: 'Danielle', last_name: 'Cohen' }),
  });
  // Step 3 "save form values": her profile keeps what she ordered with.
  const dana = (await sandboxUsers(checkout)).find((user) => user.id === 'usr_guest_dana');
  expect(dana?.metadata).toMatchObject({ firstName: 'Danielle', lastName: 'Cohen', email: 'dana.cohen@example.com' });

  await checkout.root.getByRole('button', { name: 'Done' }).click();
  const events = await hostEvents(page);
  // Before the host signed Dana in, the page may have logged a guest in at start; Dana's is the last login.
  const logins = events.filter((event) => event.type === 'login').map((event) => event.detail);
  expect(logins.at(-1)).toEqual({ userId: 'usr_guest_dana', isGuest: true, method: 'session' });
  expect(logins.filter((login) => (login as { userId: string }).userId === 'usr_guest_dana')).toHaveLength(1);
  expect(events.filter((event) => event.type === 'logout').map((event) => event.detail)).toEqual([{ reason: 'order-complete' }]);

  // Logged out: the next order is not Dana's. With no session, the widget logs a new guest in.
  await checkout.startPickupAtTrattoria();
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
  // Dana did not tick "Remember me on this device": the next guest finds none of her details.
  await expect(checkout.field('First name')).toHaveValue('');
  await expect(checkout.field('Last name')).toHaveValue('');
  await checkout.enterDetails({ firstName: 'Ada', lastName: 'Lovelace', phone: '2125550143' });
  await checkout.payWith('Pay in person');
  await checkout.agreeAndPlaceOrder();
  await checkout.confirmedOrderNumber();
  const second = (await checkout.allOrders())[0]!;
  expect(second.user_id).toMatch(/^usr_guest_/);
  expect(second.user_id).not.toBe('usr_guest_dana');
});

test("with no session, the checkout logs a guest in; the phone country starts where the visitor is, and they can pick another; the order is that guest's, whom Done logs out", async ({
  page,
}) => {
  await recordHostEvents(page);
  const checkout = new CheckoutPage(page);
  // The geocoding service places this visitor in Canada: the phone's country starts there.
  expect((await page.request.post('/__sandbox/geo', { data: { country: 'CA' } })).ok()).toBe(true);
  await checkout.startPickupAtTrattoria();
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
  const country = checkout.root.getByRole('combobox', { name: 'Country code' });
  await expect(country).toHaveValue('ca');
  await checkout.enterDetails({ firstName: 'Noa', lastName: 'Bar', phone: '050-123-4567' });
  await checkout.payWith('Pay in person');
  // An Israeli mobile number is no Canadian number ("valid for the selected country").
  await checkout.agreeAndPlaceOrder();
  await expect(checkout.field('Phone')).toHaveAttribute('aria-invalid', 'true');
  await country.selectOption({ label: 'Israel (+972)' });
  await expect(checkout.field('Phone')).not.toHaveAttribute('aria-invalid', 'true');
  await checkout.placeOrder();
  await checkout.confirmedOrderNumber();

  const [order] = await checkout.allOrders();
  expect(order!.details.phone).toBe('+972501234567');
  const guest = (await sandboxUsers(checkout)).find((user) => user.id === order!.user_id);
  expect(guest).toMatchObject({
    is_guest: true,
    metadata: expect.objectContaining({ firstName: 'Noa', lastName: 'Bar', country: 'il', language: 'en_US' }),
  });
  const login = (await hostEvents(page)).filter((event) => event.type === 'login').map((event) => event.detail);
  expect(login).toEqual([{ userId: order!.user_id, isGuest: true, method: 'guest' }]);

  await checkout.root.getByRole('button', { name: 'Done' }).click();
  expect((await hostEvents(page)).filter((event) => event.type === 'logout').map((event) => event.detail)).toEqual([{ reason: 'order-complete' }]);
});

test.describe('a host page that may already read the location', () => {
  // The guest granted this site the location before (the context's permission): the widget reads the
  // coordinates without asking, and the geocoding service places them in Israel, whatever the request's
  // address says (the sandbox's default for it is the US).
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 32.0853, longitude: 34.7818 } });

  test("places the guest's country by the coordinates: the phone starts in Israel @phone", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/geo/api/v1/country')) asked.push(request.url());
    });
    await checkout.startPickupAtTrattoria();
    await checkout.addToOrder('Pizza', 'Margherita');
    await checkout.goToCheckout();
    await expect(checkout.root.getByRole('combobox', { name: 'Country code' })).toHaveValue('il');
    expect(new URL(asked[0]!).searchParams.get('lat')).toBe('32.0853');
  });
});

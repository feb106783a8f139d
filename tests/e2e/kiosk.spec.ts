import { expect, test } from './support/fixtures';
import { ADA, CheckoutPage } from './support/checkout-page';
import { press } from './support/press';

// The self-service kiosk of /kiosk.html (business 1004, device lobby-kiosk-1): a portrait touch screen
// at arm's length, paid at the kiosk's own card terminal (the sandbox's simulator), and never left
// stuck on a half-finished order.

test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true });

const DEVICE = 'lobby-kiosk-1';

/** Plays the kiosk's card terminal (the sandbox's simulator) once it waits for a card. */
async function tapAtTerminal(checkout: CheckoutPage, result: 'approve' | 'decline' | 'cancel' | 'timeout'): Promise<void> {
  const { page } = checkout;
  await expect
    .poll(async () => (await (await page.request.get(`/__sandbox/terminal?device_id=${DEVICE}`)).json()).waiting, { message: 'the terminal waits for a card' })
    .not.toBeNull();
  const answer = await page.request.post('/__sandbox/terminal', { data: { device_id: DEVICE, result } });
  expect(answer.ok()).toBe(true);
}

test('a kiosk never told its device id takes no order and asks for staff', async ({ page }) => {
  await page.goto('/kiosk.html?nodevice=1');
  const root = page.locator('guest-ordering');
  await expect(root.getByRole('alert')).toContainText('This kiosk is not ready to take orders');
  await expect(root.getByRole('alert')).toContainText('Please ask a member of staff for help.');
  await expect(root.getByRole('navigation', { name: 'Menu categories' })).toHaveCount(0);
});

test('a kiosk order is paid at its own terminal: a declined card is told, the next card pays, one order', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await page.goto('/kiosk.html');
  await expect(checkout.menuCategories()).toBeVisible();
  // The logo never leaves the kiosk's start.
  await expect(checkout.root.getByRole('button', { name: /home$/ })).toHaveCount(0);
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
  await checkout.enterDetails(ADA);
  await checkout.agreeToTerms();
  // No "remember me" on a kiosk: the next guest must not get this one's details.
  await expect(checkout.root.getByRole('checkbox', { name: 'Remember me on this device' })).toHaveCount(0);
  await checkout.placeOrder();
  await tapAtTerminal(checkout, 'decline');
  await expect(checkout.checkoutError()).toContainText('Your card was declined');
  await expect(checkout.field('First name')).toHaveValue(ADA.firstName);
  expect(await checkout.placedOrders()).toHaveLength(0);

  await checkout.placeOrder();
  await tapAtTerminal(checkout, 'approve');
  const orderNumber = await checkout.confirmedOrderNumber();
  const orders = await checkout.placedOrders();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ check_number: orderNumber, payment_type: 'EMV' });
});

test('left alone, the kiosk asks "Are you still there?": more time keeps the order, no answer clears it for the next guest', async ({ page }) => {
  await page.clock.install();
  const checkout = new CheckoutPage(page);
  await page.goto('/kiosk.html');
  await expect(checkout.menuCategories()).toBeVisible();
  await checkout.addToOrder('Pizza', 'Margherita');
  await expect(checkout.viewMyOrderButton()).toContainText('(1)');

  const idle = checkout.root.getByRole('dialog', { name: 'Are you still there?' });
  await page.clock.fastForward(59_000);
  await expect(idle).toHaveCount(0);
  await page.clock.fastForward(1_500);
  await expect(idle).toBeVisible();
  await expect(idle).toContainText(/Your session expires in (30|29) seconds\./);
  await press(idle.getByRole('button', { name: 'I need more time' }));
  await expect(idle).toBeHidden();
  await expect(checkout.viewMyOrderButton()).toContainText('(1)');

  // Asked again after another minute alone; this time nobody answers.
  await page.clock.fastForward(61_000);
  await expect(idle).toBeVisible();
  await page.clock.fastForward(10_000);
  await expect(idle).toContainText(/Your session expires in (20|19) seconds\./);
  await page.clock.fastForward(21_000);
  await expect(idle).toBeHidden();
  await expect(checkout.menuCategories()).toBeVisible();
  await expect(checkout.viewMyOrderButton()).toHaveCount(0);
});

import { expect, test } from './support/fixtures';
import { OrderingWidget } from './support/ordering-widget';

// A malformed platform response is an error the guest can recover from, never a blank widget.
test('a malformed locations response shows a recoverable message, and Try again recovers', async ({ page }) => {
  let broken = true;
  await page.route('**/restaurants/api/v3/locations**', async (route) => {
    if (!broken) return route.fallback();
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: [{ id: 'not-a-number' }] }) });
  });
  const widget = new OrderingWidget(page);
  await widget.openDemo('/');
  await expect(widget.root.getByRole('alert')).toContainText(/something went wrong/i);
  broken = false;
  await widget.root.getByRole('button', { name: 'Try again' }).click();
  await widget.startOrder('Trattoria Lumen');
});

test('a failed checkout keeps the cart and the form', async ({ page }) => {
  const widget = new OrderingWidget(page);
  await widget.openDemo('/');
  await widget.startOrder('Trattoria Lumen');
  await widget.quickAdd('Margherita');
  await widget.viewMyOrder();
  await widget.proceedToCheckout();
  await expect(widget.total()).toHaveText(/\$/);
  await widget.fillGuestDetails({ firstName: 'Grace', lastName: 'Hopper', phone: '2125550199' });

  let fail = true;
  await page.route('**/restaurants/api/v3/cart/*/checkout', async (route) => {
    if (!fail) return route.fallback();
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 4700, message: 'CART_CHECKOUT_FAILED' }) });
  });
  await widget.placeOrder();
  await expect(widget.root.getByRole('alert')).toContainText(/something went wrong/i);
  await expect(widget.root.getByLabel('First name')).toHaveValue('Grace');
  await expect(widget.root.getByLabel('Last name')).toHaveValue('Hopper');

  fail = false;
  await widget.placeOrder();
  await expect(widget.orderNumber()).toBeVisible();
});

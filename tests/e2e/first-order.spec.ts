import { auditAccessibility } from './support/audit';
import { expect, hostEvents, recordHostEvents, sandboxOrders, test } from './support/fixtures';
import { OrderingWidget } from './support/ordering-widget';
import { press } from './support/press';

// The first order end to end: the demo page embeds the widget as the README's first example (its
// GA4 data layer stays silent without consent), and a guest places a pay-in-person order in the
// RESTAURANT flow.

const GUEST = { firstName: 'Ada', lastName: 'Lovelace', phone: '2125550143' };

/** Places the first order; `audit` runs on each screen on the way (home, menu, item, my order, checkout, confirmation). */
async function placeFirstOrder(widget: OrderingWidget, audit: (screen: string) => Promise<void> = async () => {}): Promise<string> {
  await widget.openDemo('/');
  await expect(widget.locationChoice()).toBeVisible();
  await audit('restaurant home');
  await widget.startOrder('Trattoria Lumen');
  await audit('menu');
  await widget.quickAdd('Margherita');
  await expect(widget.viewMyOrderButton()).toHaveAccessibleName(/\(1\)/);
  // The menu list is virtualized: jump to the category so its rows are rendered.
  await widget.menuCategories().getByRole('button', { name: 'Dolci', exact: true }).click();
  await widget.addFromDetails('Tiramisù', 2, () => audit('item detail'));
  await expect(widget.viewMyOrderButton()).toHaveAccessibleName(/\(3\)/);
  await widget.viewMyOrder();
  await expect(widget.root.getByText('Margherita', { exact: true })).toBeVisible();
  await expect(widget.root.getByText('Tiramisù', { exact: true })).toBeVisible();
  await audit('my order');
  await widget.proceedToCheckout();
  // The total comes from the sandbox's server-side calculation pushed through the realtime
  // database; a loader stands in for it until then.
  await expect(widget.total()).toHaveText(/\$\d+\.\d{2}/);
  await audit('checkout');
  await widget.fillGuestDetails(GUEST);
  await widget.placeOrder();
  await expect(widget.orderNumber()).toBeVisible();
  await audit('confirmation');
  return (await widget.orderNumber().innerText()).trim();
}

test('a guest places a pay-in-person order from the script-tag demo page @phone', async ({ page }) => {
  test.slow(); // six accessibility audits on the way, a second or more each on a busy machine
  // Every file the widget asks for exists: lazy chunks resolve against the script's own URL.
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  const widget = new OrderingWidget(page);
  // The strict accessibility audit of every screen of the order, on both projects.
  const orderNumber = await placeFirstOrder(widget, (screen) => auditAccessibility(page, screen));
  expect(orderNumber).toMatch(/\S+/);
  await expect(widget.root.getByText('Order number')).toBeVisible();

  // Done on a page that is not embedded returns home with an empty cart (confirmation).
  await press(widget.root.getByRole('button', { name: 'Done' }));
  await expect(widget.root.getByRole('button', { name: 'Start order' })).toBeVisible();
  expect(await widget.root.evaluate((el) => (el as unknown as { getCart(): { quantity: number } }).getCart().quantity)).toBe(0);
  expect(missing).toEqual([]);
});

test('the order is stored by the sandbox and order-complete reaches the host page', async ({ page }) => {
  await recordHostEvents(page);
  const widget = new OrderingWidget(page);
  const orderNumber = await placeFirstOrder(widget);

  const orders = await sandboxOrders(page);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({
    check_number: orderNumber,
    payment_type: expect.stringMatching(/^(PAY_IN_PERSON|CASH)$/),
    details: expect.objectContaining({ first_name: GUEST.firstName, last_name: GUEST.lastName }),
  });
  expect(orders[0]!.items).toEqual(
    expect.arrayContaining([expect.objectContaining({ pui: 'TL-MARGHERITA', quantity: 1 }), expect.objectContaining({ pui: 'TL-TIRAMISU', quantity: 2 })]),
  );

  const completions = (await hostEvents(page)).filter((event) => event.type === 'order-complete');
  expect(completions).toHaveLength(1);
  expect(completions[0]).toMatchObject({
    bubbles: true,
    composed: true,
    detail: { orderNumber, orderId: orders[0]!.id },
  });
});

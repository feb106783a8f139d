import { expect, sandboxOrders, test } from './support/fixtures';
import { OrderingWidget } from './support/ordering-widget';

// A partner who knows only its publishable key: the platform's business configuration names the
// business, and every later call uses it.
test('with only publishable-key, the business comes from the platform: menu, then an order @phone', async ({ page }) => {
  const businessIds = new Set<string>();
  page.on('request', (request) => {
    const id = new URL(request.url()).searchParams.get('business_id');
    if (id !== null) businessIds.add(id);
  });
  const uiConfiguration = page.waitForResponse((response) => response.url().includes('/restaurants/api/v3/ui-configurations'));
  const widget = new OrderingWidget(page);
  await widget.openDemo('/publishable-key-only.html');
  expect((await uiConfiguration).status()).toBe(200);
  await widget.startOrder('Trattoria Lumen');
  await widget.quickAdd('Margherita');
  await widget.viewMyOrder();
  await expect(widget.total()).toHaveText(/^\$\d+\.\d\d$/);
  await widget.proceedToCheckout();
  await widget.fillGuestDetails({ firstName: 'Key', lastName: 'Only', phone: '2125550143' });
  await widget.placeOrder();
  await expect(widget.orderNumber()).toHaveText(/\S/);

  const orders = await sandboxOrders(page);
  expect(orders).toContainEqual(expect.objectContaining({ details: expect.objectContaining({ last_name: 'Only' }) }));
  expect([...businessIds]).toEqual(['1001']);
});

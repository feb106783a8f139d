import type { Page } from '@playwright/test';
import { ADA, CARDS, CheckoutPage } from './support/checkout-page';
import { expect, test } from './support/fixtures';
import { OrderingWidget } from './support/ordering-widget';
import { press } from './support/press';

// The demo restaurant page names `window.dataLayer` (`analytics-data-layer="dataLayer"`) and has a
// consent box standing in for a consent banner. The widget's GA4 ecommerce events reach the data layer
// only while the guest's consent is granted: nothing before it, nothing while it is revoked, and what
// happened meanwhile is never sent later.

interface Ga4Item {
  item_id: string;
  item_name: string;
  item_category?: string;
  item_variant?: string;
  price: number;
  quantity: number;
}
interface Ga4Entry {
  event?: string;
  ecommerce: null | {
    currency: string;
    value?: number;
    items: Ga4Item[];
    item_list_id?: string;
    item_list_name?: string;
    payment_type?: string;
    transaction_id?: string;
    tax?: number;
    coupon?: string;
  };
}

/** Everything on the page's data layer, as a tag manager would read it. */
async function dataLayer(page: Page): Promise<Ga4Entry[]> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as Ga4Entry[]);
}
const events = (layer: Ga4Entry[]) => layer.filter((entry) => entry.event);
const eventNames = async (page: Page) => events(await dataLayer(page)).map((entry) => entry.event);

/** The demo page's consent box (outside the widget): ticked grants, unticked revokes. */
async function consent(page: Page, granted: boolean): Promise<void> {
  const box = page.getByRole('checkbox', { name: 'Allow anonymous shopping analytics' });
  if ((await box.isChecked()) !== granted) await press(box);
  await expect(box).toBeChecked({ checked: granted });
  await expect(page.locator('guest-ordering')).toHaveAttribute('analytics-consent', granted ? 'granted' : 'denied');
}

const tiramisu = { item_id: 'TL-TIRAMISU', item_name: 'Tiramisù', item_category: 'Dolci', price: 9 };

test('GA4 events reach window.dataLayer only while consent is granted, through a whole card order, with no personal data @phone', async ({ page }) => {
  test.slow(); // a whole order paid by card, on a busy machine
  const checkout = new CheckoutPage(page);
  const widget = new OrderingWidget(page);
  await checkout.startPickupAtTrattoria();

  // Before consent: the menu shown, an item opened and added push nothing.
  await checkout.addToOrder('Pizza', 'Margherita');
  expect(await dataLayer(page)).toEqual([]);

  // Consent granted: the item opened and the two added.
  await consent(page, true);
  await press(checkout.menuCategories().getByRole('button', { name: 'Dolci', exact: true }));
  await widget.addFromDetails('Tiramisù', 2);
  await expect.poll(() => eventNames(page)).toEqual(['view_item', 'add_to_cart']);

  // Revoked: the Margherita removed is never sent, not even once consent is granted again.
  await widget.viewMyOrder();
  await consent(page, false);
  await press(checkout.root.getByRole('button', { name: 'Remove Margherita' }));
  await expect(checkout.root.getByText('Margherita', { exact: true })).toHaveCount(0);
  await consent(page, true);

  // The checkout, the card and the order placed.
  await checkout.goToCheckout();
  await checkout.enterDetails({ ...ADA, email: 'ada@example.com' });
  await checkout.payWith('Credit card');
  await checkout.agreeAndPlaceOrder();
  await checkout.payByCard(CARDS.success);
  const orderNumber = await checkout.confirmedOrderNumber();
  await expect.poll(() => eventNames(page)).toEqual(['view_item', 'add_to_cart', 'begin_checkout', 'add_payment_info', 'purchase']);

  const layer = await dataLayer(page);
  // Each event comes after `{ ecommerce: null }`, which clears the previous one in Tag Manager.
  expect(layer.filter((_, index) => index % 2 === 0)).toEqual(Array(5).fill({ ecommerce: null }));
  const [viewItem, addToCart, beginCheckout, addPaymentInfo, purchase] = events(layer).map((entry) => entry.ecommerce);
  expect(viewItem).toEqual({ currency: 'USD', value: 9, items: [{ ...tiramisu, quantity: 1 }] });
  expect(addToCart).toEqual({ currency: 'USD', value: 18, items: [{ ...tiramisu, quantity: 2 }] });
  expect(beginCheckout).toEqual({ currency: 'USD', value: 18, items: [{ ...tiramisu, quantity: 2 }] });
  expect(addPaymentInfo).toEqual({ currency: 'USD', value: 18, payment_type: 'WALLET', items: [{ ...tiramisu, quantity: 2 }] });
  expect(purchase).toEqual({
    currency: 'USD',
    value: 18,
    transaction_id: orderNumber,
    tax: expect.any(Number),
    items: [{ ...tiramisu, quantity: 2 }],
  });
  // The sandbox's sales tax on the order, in dollars.
  expect(purchase!.tax).toBeGreaterThan(0);
  const orders = await checkout.placedOrders();
  expect(orders.map((order) => order.check_number)).toEqual([orderNumber]);

  // Nothing the guest typed, nor the card, is on the data layer.
  const text = JSON.stringify(layer);
  for (const secret of [ADA.firstName, ADA.lastName, ADA.phone, 'ada@example.com', '4242']) expect(text).not.toContain(secret);

  // Revoked for good (once the confirmation, a modal, is done): the next order's menu, item and add push nothing more.
  await press(checkout.root.getByRole('button', { name: 'Done' }));
  await consent(page, false);
  await widget.startOrder('Trattoria Lumen');
  await widget.quickAdd('Margherita');
  await expect(widget.viewMyOrderButton()).toHaveAccessibleName(/\(1\)/);
  expect(await dataLayer(page)).toEqual(layer);
});

test('consent queued before the script loads counts from the first menu; the attribute revokes it', async ({ page }) => {
  // A consent manager that answered before the widget's script arrived queues the call.
  await page.addInitScript(() => {
    (window as unknown as { GuestOrdering: unknown }).GuestOrdering = { q: [['setAnalyticsConsent', true]] };
  });
  const checkout = new CheckoutPage(page);
  await checkout.startPickupAtTrattoria();
  await expect.poll(() => eventNames(page)).toEqual(['view_item_list']);
  const [list] = events(await dataLayer(page));
  expect(list!.ecommerce).toMatchObject({ currency: 'USD', item_list_name: 'Trattoria Lumen', item_list_id: expect.stringMatching(/^\d+$/) });
  const items = list!.ecommerce!.items;
  // The menu as the guest sees it, in its order: hidden items (the staff meal) are not listed.
  expect(items[0]).toEqual({ item_id: 'TL-BRUSCHETTA', item_name: 'Bruschetta al Pomodoro', item_category: 'Antipasti', price: 9.5, quantity: 1, index: 0 });
  expect(items).toContainEqual(expect.objectContaining({ item_id: 'TL-CHIANTI', item_category: 'Wine', price: 13 }));
  expect(items.map((item) => item.item_id)).not.toContain('TL-STAFF-MEAL');

  await checkout.root.evaluate((element) => element.setAttribute('analytics-consent', 'denied'));
  await checkout.addToOrder('Dolci', 'Tiramisù');
  expect(await eventNames(page)).toEqual(['view_item_list']);
});

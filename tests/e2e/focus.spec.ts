import { CheckoutPage } from './support/checkout-page';
import { expect, test } from './support/fixtures';
import { focusedElement } from './support/focus';
import { OrderingWidget } from './support/ordering-widget';
import { press } from './support/press';

// Where the focus goes after what a guest does: never back to the host page's <body>. The document's
// focus is read through the shadow roots (the deepest shadowRoot.activeElement).

test("Start order and View my order move the focus to the new screen's heading @phone", async ({ page }) => {
  const widget = new OrderingWidget(page);
  await widget.openDemo('/');
  await widget.startOrder('Trattoria Lumen');
  expect(await focusedElement(page)).toMatchObject({ inWidget: true, tag: 'h1', name: 'Trattoria Lumen' });
  await widget.quickAdd('Margherita');
  // The item's dialog closed: the focus is back on the row's Add, not lost to the page.
  expect(await focusedElement(page)).toMatchObject({ inWidget: true, tag: 'button', name: 'Add Margherita' });
  await widget.viewMyOrder();
  expect(await focusedElement(page)).toMatchObject({ inWidget: true, tag: 'h1', name: 'My order' });
});

test("applying a coupon moves the focus to the coupon's status @phone", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.startPickupAtTrattoria();
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
  const coupon = await checkout.enterCoupon('SAVE10');
  await expect(coupon.getByRole('status')).toContainText('applied');
  await expect.poll(async () => (await focusedElement(page)).name).toMatch(/^Coupon .* applied\.$/);
  expect(await focusedElement(page)).toMatchObject({ inWidget: true, dialog: 'Coupon' });
  // OK: back on the button that opened it (now "Change coupon").
  await press(coupon.getByRole('button', { name: 'OK' }));
  await expect(coupon).toBeHidden();
  expect(await focusedElement(page)).toMatchObject({ inWidget: true, name: 'Change coupon' });
});

test('on a desktop menu, "Skip to my order" moves the focus past the menu to the order panel', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const widget = new OrderingWidget(page);
  await widget.openDemo('/');
  await widget.startOrder('Trattoria Lumen');
  await widget.quickAdd('Margherita');
  // The first stop after the screen's heading.
  await widget.root.getByRole('heading', { level: 1, name: 'Trattoria Lumen' }).focus();
  await page.keyboard.press('Tab');
  expect(await focusedElement(page)).toMatchObject({ inWidget: true, name: 'Skip to my order' });
  await page.keyboard.press('Enter');
  expect(await focusedElement(page)).toMatchObject({ inWidget: true, tag: 'aside' });
  await expect(widget.root.getByRole('complementary', { name: 'Your order' })).toBeFocused();
  // Tab goes on inside the order.
  await page.keyboard.press('Tab');
  await expect(widget.root.getByRole('complementary', { name: 'Your order' }).locator(':focus')).toHaveCount(1);
});

import type { Locator, Page } from '@playwright/test';
import { auditAccessibility, auditRightToLeft } from './support/audit';
import { ADA, CheckoutPage } from './support/checkout-page';
import { expect, test } from './support/fixtures';
import { OrderingWidget } from './support/ordering-widget';
import { press } from './support/press';

// Small dialogs are as tall as what they hold, never the whole window, and stay within the sizes of
// the product's layout rules: a popup at most 640 x 480, the payment chooser and the custom tip 358
// wide, the coupon 358 x 312, the card wallet 436 x 550. Measured on the phone and on desktop.

interface Box {
  width: number;
  height: number;
  /** The height of the dialog's header and body as their content needs it. */
  content: number;
}

async function measure(dialog: Locator): Promise<Box> {
  await expect(dialog).toBeVisible();
  return dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const content = [...element.children].reduce((sum, child) => sum + Math.max((child as HTMLElement).scrollHeight, child.getBoundingClientRect().height), 0);
    return { width: box.width, height: box.height, content };
  });
}

/** Sized to its content (no empty band below it) and within `max` (and the window). */
async function expectSizedToContent(page: Page, dialog: Locator, max: { inline: number; block: number }): Promise<void> {
  const box = await measure(dialog);
  const viewport = page.viewportSize()!;
  expect(box.width).toBeLessThanOrEqual(Math.min(max.inline, viewport.width - 32) + 0.5);
  expect(box.height).toBeLessThanOrEqual(Math.min(max.block, viewport.height - 32) + 0.5);
  expect(box.height, `a dialog ${Math.round(box.height)} px tall for ${Math.round(box.content)} px of content`).toBeLessThanOrEqual(box.content + 2);
}

test("checkout's small dialogs (payment method, custom tip, coupon, pay by card) are as tall as their content @phone", async ({ page }) => {
  test.slow(); // four accessibility audits on the way, a second or more each on a busy machine
  const checkout = new CheckoutPage(page);
  await checkout.startPickupAtTrattoria();
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();

  await press(checkout.paymentSection().getByRole('button', { name: 'Change payment method' }));
  const chooser = checkout.root.getByRole('dialog', { name: 'Choose payment method' });
  await expectSizedToContent(page, chooser, { inline: 358, block: 480 });
  await auditAccessibility(page, 'payment method chooser');
  await press(chooser.getByRole('button', { name: 'Credit card', exact: true }));
  await expect(chooser).toBeHidden();

  await press(checkout.tipGroup().getByRole('button', { name: 'Custom', exact: true }));
  const tip = checkout.root.getByRole('dialog', { name: 'Custom tip' });
  await expectSizedToContent(page, tip, { inline: 358, block: 480 });
  await auditAccessibility(page, 'custom tip');
  await press(tip.getByRole('button', { name: 'Close' }));
  await expect(tip).toBeHidden();

  await press(checkout.root.getByRole('button', { name: 'Add coupon' }));
  await expectSizedToContent(page, checkout.couponDialog(), { inline: 358, block: 312 });
  await auditAccessibility(page, 'coupon');
  await press(checkout.couponDialog().getByRole('button', { name: 'Close' }));
  await expect(checkout.couponDialog()).toBeHidden();

  await checkout.enterDetails(ADA);
  await checkout.agreeAndPlaceOrder();
  await expectSizedToContent(page, checkout.walletDialog(), { inline: 436, block: 550 });
  await auditAccessibility(page, 'pay by card');
});

test.describe('in another time zone', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test('the time-zone notice is as tall as its message @phone', async ({ page }) => {
    const widget = new OrderingWidget(page);
    await widget.openDemo('/hotel.html?hotel=511');
    await expectSizedToContent(page, widget.root.getByRole('dialog', { name: 'Different time zone' }), { inline: 640, block: 480 });
    await auditAccessibility(page, 'time-zone notice');
    await auditRightToLeft(page, 'time-zone notice', (root) => root.getByRole('dialog', { name: 'אזור זמן שונה' }));
  });
});

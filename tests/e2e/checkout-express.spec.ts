import { expect, test } from './support/fixtures';
import { CARDS, CheckoutPage } from './support/checkout-page';
import { auditAccessibility } from './support/audit';
import { press } from './support/press';

/**
 * Express checkout in the card dialog: the sandbox wallet enables Google Pay and Apple Pay for the
 * restaurant business; the dialog offers those this browser can show (Google Pay in Chromium, Apple Pay
 * only where the browser has it) above the card fields. The wallet's simulated sheet approves, cancels
 * or declines, as its 3-D Secure page does.
 */

/** Trattoria Lumen pickup, Ada's details, Place order: the card dialog open with its card fields ready. */
async function toCardDialog(checkout: CheckoutPage): Promise<void> {
  await checkout.openCardDialogAtTrattoria();
  await expect(checkout.cardFields().getByLabel(/card number/i)).toBeVisible();
}

const express = (checkout: CheckoutPage) => checkout.walletDialog().getByRole('group', { name: 'Express checkout' });

test('Google Pay approved: one WALLET order paid through the sheet, recorded and confirmed as Google Pay @phone', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  checkout.recordCheckoutPosts();
  await toCardDialog(checkout);
  // Chromium without Apple Pay: Google Pay, and Alipay (paid on its own page, so any browser).
  await expect(express(checkout).getByRole('button')).toHaveText(['Google Pay', 'Alipay']);
  await auditAccessibility(page, 'card dialog with express checkout');
  await press(express(checkout).getByRole('button', { name: 'Google Pay' }));
  const sheet = checkout.cardFields().getByRole('dialog', { name: /^Google Pay/ });
  await expect(sheet).toBeVisible();
  await press(sheet.getByRole('button', { name: 'Approve' }));
  await checkout.confirmedOrderNumber();
  await expect(checkout.confirmationFact('Payment')).toHaveText('Google Pay');
  expect(checkout.checkoutPosts).toHaveLength(1);
  expect(checkout.checkoutPosts[0]!.body.payment).toMatchObject({ type: 'WALLET', issuer_name: 'Google Pay' });
  const [order] = await checkout.placedOrders();
  expect(order).toMatchObject({ payment_type: 'WALLET' });
  expect(order!.payments?.at(-1)).toMatchObject({ status: 'OK', card: { brand: 'Google Pay' } });
  // The sandbox console names the payment by its issuer.
  await page.goto('/console.html');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: order!.check_number, exact: true }) });
  await expect(row.getByRole('cell', { name: 'WALLET · Google Pay', exact: true })).toBeVisible();
});

test('Google Pay cancelled places nothing and leaves the card dialog as it was @phone', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  checkout.recordCheckoutPosts();
  await toCardDialog(checkout);
  await press(express(checkout).getByRole('button', { name: 'Google Pay' }));
  const sheet = checkout.cardFields().getByRole('dialog', { name: /^Google Pay/ });
  await press(sheet.getByRole('button', { name: 'Cancel' }));
  await expect(sheet).toHaveCount(0);
  await expect(checkout.walletDialog()).toBeVisible();
  await expect(checkout.walletDialog().getByRole('alert')).toHaveCount(0);
  await expect(express(checkout).getByRole('button', { name: 'Google Pay' })).toBeEnabled();
  expect(checkout.checkoutPosts).toHaveLength(0);
  // The card still pays.
  await checkout.payByCard(CARDS.success);
  await checkout.confirmedOrderNumber();
  expect(checkout.checkoutPosts).toHaveLength(1);
});

test('Google Pay declined says so and offers the card, which then pays @phone', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  checkout.recordCheckoutPosts();
  await toCardDialog(checkout);
  await press(express(checkout).getByRole('button', { name: 'Google Pay' }));
  await press(
    checkout
      .cardFields()
      .getByRole('dialog', { name: /^Google Pay/ })
      .getByRole('button', { name: 'Decline' }),
  );
  await expect(checkout.walletDialog()).toContainText('The payment was declined. Pay with a card instead.');
  await expect(checkout.cardFields().getByLabel(/card number/i)).toBeVisible();
  expect(checkout.checkoutPosts).toHaveLength(0);
  await checkout.payByCard(CARDS.success);
  await checkout.confirmedOrderNumber();
  await expect(checkout.confirmationFact('Payment')).toHaveText('Visa ••4242');
});

test.describe('a browser with Apple Pay', () => {
  // Apple Pay exists in Safari only: this Chromium gets the browser's ApplePaySession, stubbed, able to pay.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { ApplePaySession: unknown }).ApplePaySession = { canMakePayments: () => true };
    });
  });

  test('is offered Apple Pay beside Google Pay, and pays with it @phone', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await toCardDialog(checkout);
    await expect(express(checkout).getByRole('button')).toHaveText(['Google Pay', 'Apple Pay', 'Alipay']);
    await press(express(checkout).getByRole('button', { name: 'Apple Pay' }));
    await press(
      checkout
        .cardFields()
        .getByRole('dialog', { name: /^Apple Pay/ })
        .getByRole('button', { name: 'Approve' }),
    );
    await checkout.confirmedOrderNumber();
    await expect(checkout.confirmationFact('Payment')).toHaveText('Apple Pay');
  });
});

test("Alipay: the guest is sent to Alipay's page, pays there, comes back and sees the confirmation @phone", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  checkout.recordCheckoutPosts();
  await toCardDialog(checkout);
  await press(express(checkout).getByRole('button', { name: 'Alipay' }));
  await page.waitForURL(/\/wallet\/alipay\.html\?/);
  expect(new URL(page.url()).searchParams.get('return_url')).toContain('#go:/menu/checkout');
  await press(page.getByRole('button', { name: 'Pay', exact: true }));
  // Back on the shop's page: the checkout it left awaits the payment's outcome, then confirms.
  await page.waitForURL((url) => !url.pathname.includes('/wallet/'));
  await checkout.confirmedOrderNumber();
  await expect(checkout.confirmationFact('Payment')).toHaveText('Alipay');
  const orders = await checkout.placedOrders();
  expect(orders).toHaveLength(1);
  expect(orders[0]!.payments?.at(-1)).toMatchObject({ status: 'OK', card: { brand: 'Alipay' } });
});

test('Alipay cancelled on its page: back on the checkout, nothing placed, and the order can be placed again @phone', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await toCardDialog(checkout);
  await press(express(checkout).getByRole('button', { name: 'Alipay' }));
  await page.waitForURL(/\/wallet\/alipay\.html\?/);
  await press(page.getByRole('button', { name: 'Cancel and go back' }));
  await page.waitForURL((url) => !url.pathname.includes('/wallet/'));
  await expect(checkout.placeOrderButton()).toBeEnabled();
  await expect(checkout.root.getByRole('dialog', { name: 'Confirming your payment' })).toHaveCount(0);
  expect(await checkout.placedOrders()).toHaveLength(0);
  await checkout.agreeAndPlaceOrder();
  await checkout.payByCard(CARDS.success);
  await checkout.confirmedOrderNumber();
});

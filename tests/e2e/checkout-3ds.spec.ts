import { expect, test } from './support/fixtures';
import { ADA, CARDS, CheckoutPage, PAID } from './support/checkout-page';

// "Done when": a 3-D Secure challenge passed and one cancelled (steps 5-6),
// at Trattoria Lumen pickup (3004, cards by default). The bank's page is the sandbox's
// /wallet/challenge.html in a cross-origin frame; the result arrives as a transaction event.

/** Card checkout up to the bank's challenge. */
async function payWithChallengeCard(checkout: CheckoutPage, card: string): Promise<void> {
  await checkout.startPickupAtTrattoria();
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
  await checkout.enterDetails(ADA);
  await checkout.agreeAndPlaceOrder();
  await checkout.payByCard(card);
  await expect(checkout.challengeDialog()).toBeVisible();
  await expect(checkout.bankPage().getByRole('button', { name: 'Complete authentication' })).toBeVisible();
}

/** No order the sandbox holds has a payment that took money. */
async function expectNothingPaid(checkout: CheckoutPage): Promise<void> {
  for (const order of await checkout.allOrders()) {
    for (const payment of order.payments ?? []) expect(payment.status).not.toMatch(PAID);
  }
}

test("a guest passes the bank's 3-D Secure challenge and one paid card order is placed @phone", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  checkout.recordCheckoutPosts();
  await payWithChallengeCard(checkout, CARDS.challenge);
  await checkout.audit();
  // One way out (the widget's "Cancel payment", not a second one on the bank's page) and one sentence
  // saying what the bank asks.
  const dialog = checkout.challengeDialog();
  const bank = checkout.bankPage();
  await expect(dialog.getByRole('button', { name: /cancel/i })).toHaveText(['Cancel payment']);
  await expect(bank.getByRole('button', { name: /cancel/i })).toHaveCount(0);
  await expect(bank.getByText(/asks you to confirm/)).toHaveCount(1);
  await expect(dialog.getByText(/asks you to confirm/)).toHaveCount(0);
  // Nothing clipped: the whole dialog in the window, its body not scrolled past, Cancel payment inside it.
  const body = dialog.locator(':scope > div').nth(1);
  const overflow = await body.evaluate((element) => element.scrollHeight - element.clientHeight);
  expect(overflow).toBeLessThanOrEqual(0);
  const dialogBox = (await dialog.boundingBox())!;
  const cancelBox = (await dialog.getByRole('button', { name: 'Cancel payment' }).boundingBox())!;
  expect(cancelBox.y + cancelBox.height).toBeLessThanOrEqual(dialogBox.y + dialogBox.height);
  expect(dialogBox.y + dialogBox.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await checkout.completeAuthentication();
  const orderNumber = await checkout.confirmedOrderNumber();
  await expect(checkout.challengeDialog()).toHaveCount(0);

  expect(checkout.checkoutPosts).toHaveLength(1);
  const orders = await checkout.allOrders();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ check_number: orderNumber, payment_type: 'WALLET' });
  expect(orders[0]!.payments ?? []).toEqual([expect.objectContaining({ status: expect.stringMatching(PAID) })]);
});

test('a guest cancels the challenge: nothing is paid; paying again with another card places exactly one order', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  checkout.recordCheckoutPosts();
  await payWithChallengeCard(checkout, CARDS.challenge);
  await checkout.cancelPayment();
  // Cancelling is the guest's choice: no error message, still at checkout with the cart.
  await expect(checkout.checkoutError()).toHaveCount(0);
  await expect(checkout.confirmation()).toHaveCount(0);
  await expectNothingPaid(checkout);
  expect((await checkout.allOrders()).length).toBeLessThanOrEqual(1);

  if (!(await checkout.walletDialog().isVisible())) await checkout.placeOrder();
  await checkout.payByCard(CARDS.success);
  const orderNumber = await checkout.confirmedOrderNumber();
  const placed = await checkout.placedOrders();
  expect(placed).toHaveLength(1);
  expect(placed[0]).toMatchObject({ check_number: orderNumber, payment_type: 'WALLET' });
  expect((placed[0]!.payments ?? []).filter((payment) => PAID.test(payment.status))).toHaveLength(1);
  // Exactly one payment took money, over every order the sandbox holds.
  const paid = (await checkout.allOrders()).flatMap((order) => (order.payments ?? []).filter((payment) => PAID.test(payment.status)));
  expect(paid).toHaveLength(1);
});

test('a failed check at the bank says so and what to do, places nothing, and another card then pays @phone', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await payWithChallengeCard(checkout, CARDS.challenge);
  await checkout.failAuthentication();
  await expect(checkout.challengeDialog()).toBeHidden();
  // The bank refused: the guest is told, in the card modal where they can pick another card.
  await expect(checkout.checkoutError()).toContainText('Your bank could not confirm this payment. Try again, or use another card or another payment method.');
  await expect(checkout.confirmation()).toHaveCount(0);
  await expectNothingPaid(checkout);
  if (!(await checkout.walletDialog().isVisible())) await checkout.placeOrder();
  await checkout.payByCard(CARDS.success);
  await checkout.confirmedOrderNumber();
  expect(await checkout.placedOrders()).toHaveLength(1);
});

test('a bank page that cancels by itself (4244) is silent and places nothing', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await payWithChallengeCard(checkout, CARDS.challenge);
  await checkout.cancelAtBank();
  await expect(checkout.challengeDialog()).toBeHidden();
  // CHALLENGE_DECLINED_BY_USER is ignored (the guest chose it).
  await expect(checkout.checkoutError()).toHaveCount(0);
  await expect(checkout.confirmation()).toHaveCount(0);
  await expectNothingPaid(checkout);
  // At most the one unpaid checkout of this cart (withdrawn or not), never a second.
  expect((await checkout.allOrders()).length).toBeLessThanOrEqual(1);
});

test('a card that fails after the challenge (4236) says the card cannot be charged and places nothing', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await payWithChallengeCard(checkout, CARDS.challengeThen4236);
  await checkout.completeAuthentication();
  await expect(checkout.challengeDialog()).toBeHidden();
  await expect(checkout.checkoutError()).toContainText('We are unable to charge this order to your card');
  await expect(checkout.confirmation()).toHaveCount(0);
  await expectNothingPaid(checkout);
  expect((await checkout.allOrders()).length).toBeLessThanOrEqual(1);
});

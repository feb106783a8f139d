import { expect, test } from './support/fixtures';
import { ADA, CheckoutPage } from './support/checkout-page';
import { pressCheck } from './support/press';

// "Done when": good and bad coupons (coupon modal states, 8.2 4247/4700) and a tip
// each way (percent of the subtotal, custom, none), at Trattoria Lumen pickup (3004: tip
// options 10/15/20 %, coupons allowed). One Margherita: subtotal $16.00. Each test pays in person so
// the coupon and the tip are the only things that change, and ends with the one order expected.

async function checkoutWithMargherita(checkout: CheckoutPage): Promise<void> {
  await checkout.startPickupAtTrattoria();
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
  await checkout.payWith('Pay in person');
  await checkout.enterDetails(ADA);
}

async function placeAndReadOrder(checkout: CheckoutPage) {
  await checkout.agreeAndPlaceOrder();
  const orderNumber = await checkout.confirmedOrderNumber();
  const orders = await checkout.allOrders();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ check_number: orderNumber, payment_type: 'PAY_IN_PERSON' });
  return orders[0]!;
}

test.describe('coupons', () => {
  test('SAVE10 takes 10% off; removing it recalculates; applied again it is on the order @phone', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkoutWithMargherita(checkout);
    const coupon = await checkout.enterCoupon('SAVE10');
    await expect(coupon.getByRole('status')).toContainText('applied');
    await checkout.audit();
    await coupon.getByRole('button', { name: 'OK' }).click();
    await expect(coupon).toBeHidden();
    await expect(checkout.summary().locator('dt:text-is("Discount") + dd')).toHaveText('-$1.60');

    // Removing is its own state, then the checkout is recalculated without the discount.
    await checkout.root.getByRole('button', { name: 'Change coupon' }).click();
    await coupon.getByRole('button', { name: 'Remove coupon' }).click();
    await expect(coupon.getByLabel(/^Coupon code/)).toBeVisible();
    await expect(checkout.summaryLine('Discount')).toHaveCount(0);
    await coupon.getByLabel(/^Coupon code/).fill('SAVE10');
    await coupon.getByRole('button', { name: 'Apply' }).click();
    await coupon.getByRole('button', { name: 'OK' }).click();
    await expect(checkout.summary().locator('dt:text-is("Discount") + dd')).toHaveText('-$1.60');

    const order = await placeAndReadOrder(checkout);
    expect(order.summary.discount).toBeCloseTo(1.6, 2);
  });

  test('an expired code says so and lets the guest try another: FIVEOFF takes $5.00 off', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkoutWithMargherita(checkout);
    const coupon = await checkout.enterCoupon('EXPIRED');
    await expect(coupon.getByRole('alert')).toHaveText('Code not valid. Enter another code and try again');
    await coupon.getByRole('button', { name: 'Try again' }).click();
    await coupon.getByLabel(/^Coupon code/).fill('FIVEOFF');
    await coupon.getByRole('button', { name: 'Apply' }).click();
    await expect(coupon.getByRole('status')).toContainText('applied');
    await coupon.getByRole('button', { name: 'OK' }).click();
    await expect(checkout.summary().locator('dt:text-is("Discount") + dd')).toHaveText('-$5.00');

    const order = await placeAndReadOrder(checkout);
    expect(order.summary.discount).toBeCloseTo(5, 2);
  });

  test('a coupon the platform cannot apply shows the general error; the order goes on without a discount', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkoutWithMargherita(checkout);
    const coupon = await checkout.enterCoupon('BROKEN');
    // 4700 in the coupon context: a general error, not "code not valid" (wording is the UI's).
    await expect(coupon.getByRole('alert')).toHaveText(/could(n't| not) apply/);
    await coupon.getByRole('button', { name: 'OK' }).click();
    await expect(coupon).toBeHidden();
    await expect(checkout.summaryLine('Discount')).toHaveCount(0);

    // The coupon modal closes 500 ms after a click outside it, not at once.
    await checkout.root.getByRole('button', { name: 'Add coupon' }).click();
    await expect(coupon).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(coupon).toBeVisible();
    await expect(coupon).toBeHidden({ timeout: 2000 });

    const order = await placeAndReadOrder(checkout);
    expect(order.summary.discount).toBe(0);
  });
});

test.describe('tips', () => {
  test('a percent tip is taken on the subtotal: 20% of $16.00 is $3.20', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkoutWithMargherita(checkout);
    await checkout.tip('20%');
    await expect(checkout.tipAmount()).toHaveText('Tip amount: $3.20');
    const order = await placeAndReadOrder(checkout);
    expect(order.tip).toEqual({ amount: 3.2, type: 'PERCENTAGE' });
    expect(order.summary.tip).toBeCloseTo(3.2, 2);
  });

  test('a custom tip is typed as an amount (the input refuses what is not a decimal)', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkoutWithMargherita(checkout);
    await checkout.tipGroup().getByRole('button', { name: 'Custom', exact: true }).click();
    const popup = checkout.root.getByRole('dialog', { name: 'Custom tip' });
    const input = popup.getByLabel(/^Tip amount/);
    // Digits and one dot, two decimals at most.
    await input.pressSequentially('3.5a.07');
    await expect(input).toHaveValue('3.50');
    await popup.getByRole('button', { name: 'Apply' }).click();
    await expect(popup).toBeHidden();
    await expect(checkout.tipAmount()).toHaveText('Tip amount: $3.50');
    await expect(checkout.summary().locator('dt:text-is("Tip") + dd')).toHaveText('$3.50');

    const order = await placeAndReadOrder(checkout);
    expect(order.tip).toEqual({ amount: 3.5, type: 'FIXED' });
    expect(order.summary.tip).toBeCloseTo(3.5, 2);
  });

  test('no tip leaves the tip off the order', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkoutWithMargherita(checkout);
    await checkout.tip('No tip');
    await expect(checkout.tipAmount()).toHaveText('Tip amount: $0.00');
    await expect(checkout.summaryLine('Tip')).toHaveCount(0);
    const order = await placeAndReadOrder(checkout);
    expect(order.tip?.amount ?? 0).toBe(0);
    expect(order.summary.tip).toBe(0);
  });
});

test("a reload mid-checkout keeps the details just typed (not the last order's), the coupon and the tip, and the totals with them @phone", async ({ page }) => {
  const checkout = new CheckoutPage(page);
  // A first order where Ada asks this device to remember her details.
  await checkoutWithMargherita(checkout);
  await pressCheck(checkout.root.getByRole('checkbox', { name: 'Remember me on this device' }));
  await placeAndReadOrder(checkout);

  await checkout.startPickupAtTrattoria();
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
  await expect(checkout.field('First name')).toHaveValue(ADA.firstName);
  await checkout.payWith('Pay in person');
  await checkout.field('First name').fill('Grace');
  await checkout.field('Phone').fill('2125550199');
  const coupon = await checkout.enterCoupon('SAVE10');
  await expect(coupon.getByRole('status')).toContainText('applied');
  await coupon.getByRole('button', { name: 'OK' }).click();
  await checkout.tip('20%');
  await expect(checkout.summary().locator('dt:text-is("Discount") + dd')).toHaveText('-$1.60');
  await expect(checkout.tipAmount()).toContainText('$3.20');
  const total = (await checkout.total().innerText()).trim();

  await page.reload();
  await expect(checkout.checkoutHeading()).toBeVisible();
  await expect(checkout.field('First name')).toHaveValue('Grace');
  await expect(checkout.field('Last name')).toHaveValue(ADA.lastName);
  await expect(checkout.field('Phone')).toHaveValue('2125550199');
  await expect(checkout.currentPayment()).toHaveText('Pay in person');
  await expect(checkout.tipGroup().getByRole('button', { name: '20%', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(checkout.root.getByText('Coupon SAVE10 applied')).toBeVisible();
  await expect(checkout.summary().locator('dt:text-is("Discount") + dd')).toHaveText('-$1.60');
  await expect(checkout.tipAmount()).toContainText('$3.20');
  await expect(checkout.total()).toHaveText(total);

  await checkout.agreeAndPlaceOrder();
  const orderNumber = await checkout.confirmedOrderNumber();
  const latest = (await checkout.placedOrders()).find((order) => order.check_number === orderNumber)!;
  expect(latest).toMatchObject({
    payment_type: 'PAY_IN_PERSON',
    details: expect.objectContaining({ first_name: 'Grace', phone: expect.stringContaining('2125550199') }),
  });
  expect(latest.summary.discount).toBeCloseTo(1.6, 2);
});

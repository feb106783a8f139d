import { expect, test } from './support/fixtures';
import { ADA, CARDS, CheckoutPage, PAID, ROOMS } from './support/checkout-page';
import { focusedElement } from './support/focus';

// "Done when": a guest pays with each method (card, cash, pay in person, charge to room,
// card terminal), each test ending with exactly the orders expected in the sandbox's database.
// Trattoria Lumen pickup (3004) takes cards (default), pay in person and cash; its dine-in (3005)
// only pay in person; Azure Bay in-room dining (hotel 1002, 3101) charge to room (default), card
// and the card terminal (EMV).

test.describe('Trattoria Lumen pickup', () => {
  test('pays by card: the card is typed into the wallet frame, never the widget, and one paid WALLET order is placed', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    checkout.recordCheckoutPosts();
    await checkout.startPickupAtTrattoria();
    await checkout.addToOrder('Pizza', 'Margherita');
    await checkout.goToCheckout();
    // Reading A+C: the credit card is the experience's default.
    await expect(checkout.currentPayment()).toHaveText('Credit card');
    await checkout.enterDetails({ ...ADA, email: 'ada@example.com' });
    await checkout.agreeAndPlaceOrder();
    await expect(checkout.walletDialog()).toBeVisible();
    await checkout.audit();
    // A guest is never offered saved cards: the card fields only.
    await expect(checkout.walletDialog().getByRole('group', { name: 'Pay with' })).toHaveCount(0);
    await checkout.payByCard(CARDS.success);
    const orderNumber = await checkout.confirmedOrderNumber();
    // The confirmation says when, where and with which card, and has one way out: Done.
    // An as-soon-as-possible pickup with a preparation time: when it should be ready, on the 12-hour clock
    // English (US) reads everywhere; its only way (pick up) is not said a second time.
    await expect(checkout.confirmationFact('Pickup')).toHaveText(/^As soon as possible, ready around \d{1,2}:\d{2}\s[AP]M$/);
    await expect(checkout.root.getByTestId('order-facts').locator('dt:text-is("Delivery")')).toHaveCount(0);
    await expect(checkout.confirmationFact('Location')).toContainText('Trattoria Lumen');
    await expect(checkout.confirmationFact('Location').locator('small')).not.toBeEmpty();
    await expect(checkout.confirmationFact('Payment')).toHaveText('Visa ••4242');
    await expect(checkout.root.getByRole('button', { name: 'Done' })).toHaveCount(1);
    await expect(checkout.root.getByRole('dialog').getByRole('button')).toHaveText(['Done']);

    // Card numbers live in the wallet's frame only: the widget's own DOM holds the last four digits
    // the wallet reported, never the number, and the platform gets neither.
    const widgetDom = await checkout.root.evaluate((el) => (el.shadowRoot?.innerHTML ?? '') + el.innerHTML);
    expect(widgetDom).not.toMatch(/4242\s*4242/);
    expect(checkout.checkoutPosts).toHaveLength(1);
    expect(checkout.checkoutPosts[0]!.body.payment).toMatchObject({ type: 'WALLET', payment_method_id: expect.any(String) });
    expect(JSON.stringify(checkout.checkoutPosts[0]!.body)).not.toContain('4242');

    const orders = await checkout.allOrders();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      check_number: orderNumber,
      experience_id: 3004,
      payment_type: 'WALLET',
      details: expect.objectContaining({ first_name: 'Ada', last_name: 'Lovelace' }),
      items: [expect.objectContaining({ pui: 'TL-MARGHERITA', quantity: 1 })],
    });
    expect(orders[0]!.payments ?? []).toEqual([expect.objectContaining({ status: expect.stringMatching(PAID) })]);
  });

  test('after paying, the confirmation is in view without scrolling and has the focus @phone', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.startPickupAtTrattoria();
    await checkout.addToOrder('Pizza', 'Margherita');
    await checkout.goToCheckout();
    await checkout.enterDetails(ADA);
    await checkout.agreeAndPlaceOrder();
    await checkout.payByCard(CARDS.success);
    await checkout.confirmedOrderNumber();
    const title = 'Thank you! Your order is placed.';
    await expect(checkout.root.getByRole('heading', { name: title })).toBeInViewport();
    await expect(checkout.confirmation()).toBeInViewport();
    // Focus moved to the result: its heading (a page on phones) or into its dialog (desktop).
    const focused = await focusedElement(page);
    expect(focused.inWidget).toBe(true);
    expect(focused.name === title || focused.dialog === title).toBe(true);
  });

  test('a declined card shows the message; paying again with another card reuses the cart and places one order', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    checkout.recordCheckoutPosts();
    await checkout.startPickupAtTrattoria();
    await checkout.addToOrder('Pizza', 'Diavola');
    await checkout.goToCheckout();
    await checkout.enterDetails(ADA);
    await checkout.agreeAndPlaceOrder();
    await checkout.payByCard(CARDS.declined);
    // The issuer refused the card: the same card would fail again, so the guest is sent elsewhere;
    // the card form stays open for another card.
    await expect(checkout.walletDialog().getByRole('alert')).toHaveText('Your card was declined. Use another card or another payment method.');
    expect(await checkout.allOrders()).toEqual([]);

    await checkout.payByCard(CARDS.success);
    const orderNumber = await checkout.confirmedOrderNumber();
    // The same cart id both times: the platform never sees a second cart for one order.
    expect(checkout.checkoutPosts).toHaveLength(2);
    expect(checkout.checkoutPosts[1]!.cartId).toBe(checkout.checkoutPosts[0]!.cartId);
    const orders = await checkout.allOrders();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ check_number: orderNumber, payment_type: 'WALLET', cart_id: checkout.checkoutPosts[0]!.cartId });
  });

  test('an invalid card number is named where the guest sees it, and nothing is posted @phone', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    checkout.recordCheckoutPosts();
    await checkout.startPickupAtTrattoria();
    await checkout.addToOrder('Pizza', 'Margherita');
    await checkout.goToCheckout();
    await checkout.enterDetails(ADA);
    await checkout.agreeAndPlaceOrder();
    await checkout.payByCard(CARDS.invalidNumber);
    await expect(checkout.walletDialog().getByRole('alert')).toHaveText('The card number is not valid. Check it and try again.');
    // The card frame grows to its content: its own error line is not clipped away.
    const frameError = checkout.cardFields().getByRole('alert');
    await expect(frameError).toHaveText('The card number is not valid.');
    const frame = checkout.walletDialog().locator('iframe');
    const frameBox = (await frame.boundingBox())!;
    const errorBox = (await frameError.boundingBox())!;
    expect(errorBox.y + errorBox.height).toBeLessThanOrEqual(frameBox.y + frameBox.height);
    expect(checkout.checkoutPosts).toHaveLength(0);

    await checkout.payByCard(CARDS.success);
    await checkout.confirmedOrderNumber();
    expect(checkout.checkoutPosts).toHaveLength(1);
  });

  test('pays cash: the tip is hidden for cash and one CASH order without a tip is placed', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.startPickupAtTrattoria();
    await checkout.addToOrder('Pizza', 'Margherita');
    await checkout.goToCheckout();
    await expect(checkout.tipGroup()).toBeVisible();
    await checkout.payWith('Cash');
    // No tip for a payment type in the hide list.
    await expect(checkout.tipGroup()).toHaveCount(0);
    await checkout.enterDetails(ADA);
    await checkout.agreeAndPlaceOrder();
    const orderNumber = await checkout.confirmedOrderNumber();

    const orders = await checkout.allOrders();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ check_number: orderNumber, payment_type: 'CASH' });
    expect(orders[0]!.tip?.amount ?? 0).toBe(0);
  });

  test('the form asks for what is missing only after the first attempt, and Enter never places the order', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    checkout.recordCheckoutPosts();
    await checkout.startPickupAtTrattoria();
    await checkout.addToOrder('Pizza', 'Margherita');
    await checkout.goToCheckout();
    await checkout.payWith('Pay in person');
    await expect(checkout.field('First name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(checkout.field('Email')).toHaveAccessibleName(/optional/);
    // Enter in a field does not submit.
    await checkout.field('First name').fill('Ada');
    await checkout.field('First name').press('Enter');
    await checkout.placeOrder();
    await expect(checkout.field('Last name')).toHaveAttribute('aria-invalid', 'true');
    await expect(checkout.field('Phone')).toHaveAttribute('aria-invalid', 'true');
    await checkout.field('Email').fill('not-an-email');
    await expect(checkout.field('Email')).toHaveAttribute('aria-invalid', 'true');
    // Comments count down from the experience's max (120).
    await checkout.field('Comments').fill('Extra napkins, please');
    await expect(checkout.root.getByText('Limit 120 characters, left 99')).toBeVisible();
    expect(checkout.checkoutPosts).toHaveLength(0);

    await checkout.enterDetails({ ...ADA, email: 'ada@example.com' });
    await checkout.agreeAndPlaceOrder();
    await checkout.confirmedOrderNumber();
    const orders = await checkout.allOrders();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ payment_type: 'PAY_IN_PERSON' });
  });
});

test.describe('Trattoria Lumen dine-in', () => {
  test('pays in person with the only method (chooser disabled), a table number and a guest count', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.startDineInAtTrattoria();
    await checkout.addToOrder('Pasta', 'Spaghetti Carbonara');
    await checkout.goToCheckout();
    await expect(checkout.currentPayment()).toHaveText('Pay in person');
    await expect(checkout.paymentSection().getByRole('button', { name: 'Change payment method' })).toBeDisabled();
    await checkout.enterDetails(ADA);
    await checkout.field('Table number').fill('0');
    await checkout.agreeAndPlaceOrder();
    // A table number must be greater than 0; the guest count is required.
    await expect(checkout.root.getByText('Enter a number greater than 0.')).toBeVisible();
    await expect(checkout.field('Number of guests')).toHaveAttribute('aria-invalid', 'true');
    await checkout.field('Table number').fill('12');
    await checkout.field('Number of guests').selectOption('2');
    await checkout.placeOrder();
    const orderNumber = await checkout.confirmedOrderNumber();

    const orders = await checkout.allOrders();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      check_number: orderNumber,
      experience_id: 3005,
      payment_type: 'PAY_IN_PERSON',
      details: expect.objectContaining({ table_number: '12', number_of_diners: 2 }),
      items: [expect.objectContaining({ pui: 'TL-CARBONARA', quantity: 1 })],
    });
  });
});

test.describe('Azure Bay in-room dining', () => {
  test('charges the room of a one-guest reservation: no guest choice, the room token goes with the order', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    checkout.recordCheckoutPosts();
    await checkout.startInRoomDining();
    await checkout.addToOrder('All Day', 'Harbor Club Sandwich');
    await checkout.goToCheckout();
    await expect(checkout.currentPayment()).toHaveText('Charge to room');
    // The room number shows only with the ROOM payment (show_with_payment_type).
    await expect(checkout.field('Room number')).toBeVisible();
    await checkout.enterDetails({ ...ADA, lastName: ROOMS.oneGuest.lastName });
    await checkout.field('Room number').fill(ROOMS.oneGuest.room);
    await checkout.agreeAndPlaceOrder();
    const orderNumber = await checkout.confirmedOrderNumber();
    await expect(checkout.guestChoiceDialog()).toHaveCount(0);

    expect(checkout.checkoutPosts).toHaveLength(1);
    expect(checkout.checkoutPosts[0]!.body.payment).toMatchObject({ type: 'ROOM', room_charge_token: ROOMS.oneGuest.token });
    const orders = await checkout.allOrders();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      check_number: orderNumber,
      experience_id: 3101,
      payment_type: 'ROOM',
      details: expect.objectContaining({ last_name: 'Smith', room_number: '101' }),
    });
  });

  test("charges the room of a two-guest reservation: the guest says who they are and that guest's token is used @phone", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    checkout.recordCheckoutPosts();
    await checkout.startInRoomDining();
    await checkout.addToOrder('All Day', 'Seared Salmon');
    await checkout.goToCheckout();
    await checkout.enterDetails({ firstName: 'Avi', lastName: ROOMS.twoGuests.lastName, phone: '2125550188' });
    await checkout.chargeToRoom(ROOMS.twoGuests.room);
    await checkout.agreeAndPlaceOrder();
    const who = checkout.guestChoiceDialog();
    await expect(who).toBeVisible();
    await expect(who.getByRole('button', { name: /^(Dana|Avi)$/ })).toHaveText(['Dana', 'Avi']);
    await checkout.audit();
    await who.getByRole('button', { name: 'Avi', exact: true }).click();
    const orderNumber = await checkout.confirmedOrderNumber();
    // The confirmation names the room charged, the room, the place and the time.
    await expect(checkout.confirmationFact('Payment')).toHaveText('Charged to room 202');
    await expect(checkout.confirmationFact('Room')).toHaveText('202');
    await expect(checkout.confirmationFact('Location')).toContainText('Azure Bay');
    await expect(checkout.root.getByTestId('order-facts').locator('dt').first()).toHaveText('In-room dining');
    await expect(checkout.root.getByRole('button', { name: 'Done' })).toHaveCount(1);

    expect(checkout.checkoutPosts).toHaveLength(1);
    expect(checkout.checkoutPosts[0]!.body.payment).toMatchObject({ type: 'ROOM', room_charge_token: ROOMS.twoGuests.tokens.Avi });
    const orders = await checkout.allOrders();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ check_number: orderNumber, payment_type: 'ROOM', details: expect.objectContaining({ room_number: '202' }) });
  });

  test('a room that does not match, then a folio that takes no charges, show their messages and place nothing', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.startInRoomDining();
    await checkout.addToOrder('All Day', 'Harbor Club Sandwich');
    await checkout.goToCheckout();
    await checkout.enterDetails({ ...ADA, lastName: 'Nobody' });
    await checkout.chargeToRoom('909');
    await checkout.agreeAndPlaceOrder();
    await expect(checkout.checkoutError()).toContainText('Please make sure your name and room number match your reservation');
    expect(await checkout.allOrders()).toEqual([]);

    // Room 303 "Levi": the validation says NO_POST_ALLOWED (a general error there).
    await checkout.field('Last name').fill(ROOMS.noPost.lastName);
    await checkout.field('Room number').fill(ROOMS.noPost.room);
    await checkout.placeOrder();
    await expect(checkout.checkoutError()).toContainText('Something went wrong');
    expect(await checkout.allOrders()).toEqual([]);

    // The guest pays by card instead; the order is still delivered to room 303 (its reservation
    // takes deliveries), so the room number stays asked: one WALLET order.
    await checkout.payWith('Credit card');
    await expect(checkout.field('Room number')).toHaveValue(ROOMS.noPost.room);
    await checkout.placeOrder();
    await checkout.payByCard(CARDS.success);
    await checkout.confirmedOrderNumber();
    const orders = await checkout.allOrders();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ payment_type: 'WALLET', experience_id: 3101 });
  });

  test('a payment cancelled at the card terminal (6207) says so, charges nothing, and the order can be placed again', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.startInRoomDining();
    await checkout.addToOrder('Breakfast', 'Continental Breakfast');
    await checkout.goToCheckout();
    await checkout.payWith('Card terminal');
    await checkout.deliver('Pickup');
    await checkout.enterDetails(ADA);
    await checkout.failNext('transaction', 6207, 'Transaction status is CANCELED');
    await checkout.agreeAndPlaceOrder();
    await expect(checkout.checkoutError()).toHaveText('The payment was cancelled, so nothing was charged. You can place the order again.');
    await expect(checkout.checkoutError()).not.toContainText('different payment method');
    for (const order of await checkout.allOrders()) for (const payment of order.payments ?? []) expect(payment.status).not.toMatch(PAID);

    await checkout.placeOrder();
    await checkout.confirmedOrderNumber();
    expect(await checkout.placedOrders()).toHaveLength(1);
  });

  test('pays at the card terminal: the widget waits for the terminal, then confirms one EMV order', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.startInRoomDining();
    await checkout.addToOrder('Breakfast', 'Continental Breakfast');
    await checkout.goToCheckout();
    await checkout.payWith('Card terminal');
    // Picked up, the order needs no room.
    await checkout.deliver('Pickup');
    await expect(checkout.field('Room number')).toHaveCount(0);
    await checkout.enterDetails(ADA);
    await checkout.agreeAndPlaceOrder();
    // AWAITING_CONFIRMATION without a challenge page: no bank frame, the sandbox says SUCCESS 2 s later.
    await expect(checkout.challengeDialog()).toHaveCount(0);
    const orderNumber = await checkout.confirmedOrderNumber();

    const orders = await checkout.allOrders();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ check_number: orderNumber, payment_type: 'EMV' });
    expect(orders[0]!.payments ?? []).toEqual([expect.objectContaining({ status: expect.stringMatching(PAID) })]);
  });
});

import { expect, test } from './support/fixtures';
import { ADA, CARDS, CheckoutPage, PAID, ROOMS } from './support/checkout-page';
import { auditAccessibility } from './support/audit';
import { focusedElement } from './support/focus';
import { press, pressCheck } from './support/press';

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
    // The business's wallet runs SDK v3: its page starts with a placeholder amount and shows the total
    // it is then told, never the placeholder ($1.00).
    const cardFrame = checkout.walletDialog().locator('iframe');
    await expect(cardFrame).toHaveAttribute('src', /[?&]sdk=v3(&|$)/);
    expect(new URL((await cardFrame.getAttribute('src'))!).searchParams.get('amount')).toBe('100');
    const total = (await checkout.total().innerText()).trim();
    await expect(
      checkout
        .walletDialog()
        .frameLocator('iframe')
        .getByText(/^Amount to pay:/),
    ).toHaveText(`Amount to pay: \u2068${total}\u2069`);
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
    // Besides Done, only the order's progress has buttons (to follow the order), none of them a way out.
    const dialog = checkout.root.getByRole('dialog');
    await expect(dialog.getByTestId('order-progress')).toBeVisible();
    const following = await dialog.getByTestId('order-progress').getByRole('button').count();
    await expect(dialog.getByRole('button')).toHaveCount(following + 1);
    await expect(dialog.getByRole('button').last()).toHaveText('Done');

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

  test("pays in-room dining by card through the hotel business's SDK v2 wallet: the amount in its page's address @phone", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    checkout.recordCheckoutPosts();
    await checkout.startInRoomDining();
    await checkout.addToOrder('All Day', 'Harbor Club Sandwich');
    await checkout.goToCheckout();
    await checkout.payWith('Credit card');
    await checkout.enterDetails(ADA);
    // Picked up at the restaurant: no room to check.
    await press(checkout.root.getByRole('radio', { name: 'Pickup' }));
    const total = (await checkout.total().innerText()).trim();
    await checkout.agreeAndPlaceOrder();
    const cardFrame = checkout.walletDialog().locator('iframe');
    // v2: the page reads the total from its own address, no placeholder and no message.
    await expect(cardFrame).toHaveAttribute('src', /[?&]sdk=v2(&|$)/);
    expect(new URL((await cardFrame.getAttribute('src'))!).searchParams.get('amount')).not.toBe('100');
    await expect(
      checkout
        .walletDialog()
        .frameLocator('iframe')
        .getByText(/^Amount to pay:/),
    ).toHaveText(`Amount to pay: \u2068${total}\u2069`);
    await checkout.payByCard(CARDS.success);
    await checkout.confirmedOrderNumber();
    await expect(checkout.confirmationFact('Payment')).toHaveText('Visa ••4242');
    expect(checkout.checkoutPosts[0]!.body.payment).toMatchObject({ type: 'WALLET' });
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

    // Every way out leaves the checkout as it was, nothing posted: Escape, Close and Cancel by touch, and "I'm not listed", which says why the room cannot be charged.
    // Each gives the focus back to Place order, the control the guest pressed.
    const placeOrder = checkout.root.getByRole('button', { name: 'Place order', exact: true });
    await page.keyboard.press('Escape');
    await expect(who).toBeHidden();
    await expect(placeOrder).toBeFocused();
    for (const way of ['Close', 'Cancel']) {
      await checkout.placeOrder();
      await press(who.getByRole('button', { name: way, exact: true }));
      await expect(who).toBeHidden();
      await expect(placeOrder).toBeFocused();
    }
    await checkout.placeOrder();
    await press(who.getByRole('button', { name: "I'm not listed" }));
    await expect(who).toBeHidden();
    await expect(placeOrder).toBeFocused();
    await expect(checkout.checkoutError()).toHaveText(
      'Only the guests registered in this room can charge orders to it. Choose another way to pay, or ask the front desk for help.',
    );
    expect(checkout.checkoutPosts).toEqual([]);

    await checkout.placeOrder();
    await press(who.getByRole('button', { name: 'Avi', exact: true }));
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

  test('a room that does not match, then a folio that takes no charges, show their messages and place nothing @phone', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.startInRoomDining();
    await checkout.addToOrder('All Day', 'Harbor Club Sandwich');
    await checkout.goToCheckout();
    await checkout.enterDetails({ ...ADA, lastName: 'Nobody' });
    await checkout.chargeToRoom('909');
    await checkout.agreeAndPlaceOrder();
    // Worded for a hotel; both fields the reservation did not match are marked, the first focused.
    await expect(checkout.checkoutError()).toHaveText('Please make sure your name and room number match your reservation, or ask the front desk for help.');
    await expect(checkout.field('Last name')).toHaveAttribute('aria-invalid', 'true');
    await expect(checkout.field('Room number')).toHaveAttribute('aria-invalid', 'true');
    await expect(checkout.field('Last name')).toBeFocused();
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

  test("a guest's own phone is not offered the card terminal: it stands by the front desk @phone", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.startInRoomDining();
    await checkout.addToOrder('Breakfast', 'Continental Breakfast');
    await checkout.goToCheckout();
    await press(checkout.paymentSection().getByRole('button', { name: 'Change payment method' }));
    const methods = checkout.root.getByRole('dialog', { name: 'Choose payment method' });
    await expect(methods.getByRole('button', { name: 'Credit card', exact: true })).toBeVisible();
    await expect(methods.getByRole('button', { name: 'Charge to room', exact: true })).toBeVisible();
    await expect(methods.getByRole('button', { name: 'Card terminal', exact: true })).toHaveCount(0);
  });

  test('a payment cancelled at the card terminal (6207) says so, charges nothing, and the order can be placed again', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.startInRoomDining({ staffDevice: true });
    await checkout.addToOrder('Breakfast', 'Continental Breakfast');
    await checkout.goToCheckout();
    await checkout.payWith('Card terminal');
    await checkout.deliver('Pickup');
    await checkout.enterDetails(ADA);
    await checkout.agreeAndPlaceOrder();
    await checkout.playTerminal('cancel');
    // On the staff device the terminal's own page says so, and leads back to the checkout.
    await expect(checkout.checkoutError()).toHaveText('The payment was cancelled at the card terminal. No payment was made.');
    await expect(checkout.checkoutError()).not.toContainText('different payment method');
    for (const order of await checkout.allOrders()) for (const payment of order.payments ?? []) expect(payment.status).not.toMatch(PAID);

    await press(checkout.root.getByRole('button', { name: 'Back to checkout' }));
    await checkout.placeOrder();
    await checkout.playTerminal('approve');
    await checkout.confirmedOrderNumber();
    expect(await checkout.placedOrders()).toHaveLength(1);
  });

  test('pays at the card terminal: the widget waits for the terminal, then confirms one EMV order', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.startInRoomDining({ staffDevice: true });
    await checkout.addToOrder('Breakfast', 'Continental Breakfast');
    await checkout.goToCheckout();
    await checkout.payWith('Card terminal');
    // Picked up, the order needs no room.
    await checkout.deliver('Pickup');
    await expect(checkout.field('Room number')).toHaveCount(0);
    await checkout.enterDetails(ADA);
    await checkout.agreeAndPlaceOrder();
    // AWAITING_CONFIRMATION without a challenge page: no bank frame, the terminal says SUCCESS.
    await expect(checkout.challengeDialog()).toHaveCount(0);
    await checkout.playTerminal('approve');
    const orderNumber = await checkout.confirmedOrderNumber();

    const orders = await checkout.allOrders();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ check_number: orderNumber, payment_type: 'EMV' });
    expect(orders[0]!.payments ?? []).toEqual([expect.objectContaining({ status: expect.stringMatching(PAID) })]);
  });
});

// The card fields are the wallet's own page in a frame, yet read as part of the widget: the guest's
// language and direction, the widget's font, and a card number and expiry shaped as the guest types.
test.describe('the card fields', () => {
  test("format the number and expiry as typed and use the widget's font @phone", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.openCardDialogAtTrattoria();
    const frame = checkout.cardFields();
    const number = frame.getByLabel('Card number');
    const expiry = frame.getByLabel('Expiry date (MM/YY)');
    await number.pressSequentially('4242424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await expiry.pressSequentially('1230');
    await expect(expiry).toHaveValue('12/30');
    // Deleting back over the slash leaves the month to correct, not a slash put back.
    await expiry.press('Backspace');
    await expiry.press('Backspace');
    await expect(expiry).toHaveValue('12');
    await expiry.pressSequentially('30');
    await expect(expiry).toHaveValue('12/30');
    // Trattoria Lumen's theme font (Georgia, from its UI configuration), not the wallet's own.
    const widgetFont = await checkout.walletDialog().evaluate((dialog) => getComputedStyle(dialog).fontFamily);
    expect(widgetFont).toContain('Georgia');
    await expect(frame.locator('body')).toHaveCSS('font-family', widgetFont);
    await frame.getByLabel('Security code (CVC)').fill('123');
    await press(checkout.walletDialog().getByRole('button', { name: /^Pay / }));
    await checkout.confirmedOrderNumber();
  });

  test('speak Arabic, right to left, in an Arabic card payment @phone', async ({ page }) => {
    test.slow(); // an accessibility audit with a cross-origin frame, several seconds on a busy machine
    await page.goto('/?language=ar&restaurant=2003&experience=PICKUP');
    const root = page.locator('guest-ordering');
    await press(root.getByRole('navigation', { name: 'فئات القائمة' }).getByRole('button', { name: 'بيتزا', exact: true }));
    await press(root.getByRole('button', { name: 'إضافة مارغريتا' }));
    const item = root.getByRole('dialog', { name: 'مارغريتا' });
    await press(item.getByRole('button', { name: /^إضافة إلى الطلب/ }));
    await expect(item).toBeHidden();
    await press(root.getByRole('button', { name: /^عرض طلبي/ }));
    await press(root.getByRole('button', { name: 'المتابعة إلى الدفع' }));
    await expect(root.getByRole('heading', { name: 'الدفع', exact: true })).toBeVisible();
    await root.getByLabel(/^الاسم الأول/).fill('عائشة');
    await root.getByLabel(/^اسم العائلة/).fill('Lovelace');
    await root.getByLabel(/^الهاتف/).fill('2125550143');
    await pressCheck(root.getByRole('checkbox', { name: /^أوافق/ }));
    await press(root.getByRole('button', { name: 'تقديم الطلب' }));

    const wallet = root.getByRole('dialog', { name: 'الدفع بالبطاقة' });
    await expect(wallet).toBeVisible();
    const frame = wallet.frameLocator('iframe');
    await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(frame.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(frame.getByRole('heading', { name: 'بيانات البطاقة' })).toBeVisible();
    // The amount stays whole after its Arabic label (isolated), never ":Amount to pay" in English.
    await expect(frame.getByText(/^المبلغ المطلوب دفعه: \u2068.+\u2069$/)).toBeVisible();
    await expect(frame.locator('body')).not.toContainText(/Amount|Card|Test cards/);
    // The fields mirror: a label starts at the right edge of the frame.
    const label = frame.getByText('رقم البطاقة', { exact: true });
    const box = (await label.boundingBox())!;
    const frameBox = (await wallet.locator('iframe').boundingBox())!;
    expect(frameBox.x + frameBox.width - (box.x + box.width)).toBeLessThan(frameBox.x + frameBox.width / 2 - box.x);
    // Digits stay left to right in their fields, grouped as typed.
    const number = frame.getByLabel('رقم البطاقة');
    await expect(number).toHaveAttribute('dir', 'ltr');
    await number.pressSequentially('4242424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await frame.getByLabel(/^تاريخ الانتهاء/).pressSequentially('1234');
    await expect(frame.getByLabel(/^تاريخ الانتهاء/)).toHaveValue('12/34');
    await frame.getByLabel(/^رمز الأمان/).fill('123');
    await auditAccessibility(page, 'pay by card, Arabic');
    await press(wallet.getByRole('button', { name: /^ادفع / }));
    const confirmation = root.getByRole('status').filter({ hasText: 'رقم الطلب' });
    await expect(confirmation.locator('strong')).toHaveText(/\S+/, { timeout: 15_000 });
  });
});

// A phone turned sideways (844 x 390): the card dialog is shorter than its card fields, so its
// content scrolls inside it and Pay is reached there, never left below the dialog's bottom edge.
test.describe('in landscape', () => {
  test.use({ viewport: { width: 844, height: 390 } });

  test("the card dialog's Pay button is reachable inside the dialog @phone", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.openCardDialogAtTrattoria();
    const dialog = checkout.walletDialog();
    await expect(checkout.cardFields().getByLabel('Card number')).toBeVisible();
    // In sight as the dialog opens: no scrolling needed to find it, and nothing of it off the dialog.
    const pay = dialog.getByRole('button', { name: /^Pay / });
    const dialogBox = (await dialog.boundingBox())!;
    const payBox = (await pay.boundingBox())!;
    expect(dialogBox.y + dialogBox.height).toBeLessThanOrEqual(390);
    expect(payBox.y).toBeGreaterThanOrEqual(dialogBox.y);
    expect(payBox.y + payBox.height).toBeLessThanOrEqual(dialogBox.y + dialogBox.height);
    await expect(pay).toBeInViewport({ ratio: 1 });
    await checkout.payByCard(CARDS.success);
    await checkout.confirmedOrderNumber();
  });
});

import type { Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ADA, CheckoutPage, ROOMS } from './support/checkout-page';

// What the guest enters reaches the platform: the order comment, the delivery choice (deliver to
// room or pick up) and, for a room delivery, the room looked up against the reservation
// (roomValidity, the last name trimmed). Azure Bay in-room dining (hotel page, 3101) offers both
// deliveries and, on the front desk's staff device, takes the card terminal, which needs no room of its own.

/** Records the room lookups the widget makes for deliveries. */
function recordRoomLookups(checkout: CheckoutPage): URL[] {
  const lookups: URL[] = [];
  checkout.page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (/\/roomValidity$/.test(url.pathname)) lookups.push(url);
  });
  return lookups;
}

async function toCheckout(checkout: CheckoutPage): Promise<void> {
  await checkout.startInRoomDining({ staffDevice: true });
  await checkout.addToOrder('All Day', 'Harbor Club Sandwich');
  await checkout.goToCheckout();
  await checkout.payWith('Card terminal');
}

test('a room delivery checks the room, sends the comment and the delivery, and the confirmation says both @phone', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  const lookups = recordRoomLookups(checkout);
  await toCheckout(checkout);
  // Delivered to the room whatever the payment: the room number is asked.
  await expect(checkout.root.getByRole('radio', { name: 'Deliver to room' })).toBeChecked();
  await checkout.enterDetails({ ...ADA, lastName: `${ROOMS.twoGuests.lastName} ` });
  await checkout.field('Room number').fill(ROOMS.twoGuests.room);
  await checkout.field('Comments').fill('Please knock softly');
  // The delivery time is said before paying, as the confirmation says it afterwards.
  const before = checkout.root.getByTestId('checkout-time');
  await expect(before.locator('dt')).toHaveText('In-room dining');
  await expect(before.locator('dd')).toHaveText(/^Today, \d{1,2}:\d{2} PM$/);
  const deliveryTime = await before.locator('dd').innerText();
  await checkout.agreeAndPlaceOrder();
  await checkout.playTerminal('approve');
  const orderNumber = await checkout.confirmedOrderNumber();
  await expect(checkout.confirmationFact('In-room dining')).toHaveText(deliveryTime);
  // A delivery needs no guest to choose between Dana and Avi.
  await expect(checkout.guestChoiceDialog()).toHaveCount(0);
  await expect(checkout.confirmationFact('Delivery')).toHaveText('Deliver to room');
  await expect(checkout.confirmationFact('Comment')).toHaveText('Please knock softly');
  await expect(checkout.confirmationFact('Room')).toHaveText(ROOMS.twoGuests.room);

  expect(lookups.map((url) => [url.searchParams.get('lastName'), url.searchParams.get('roomNumber')])).toEqual([['Cohen', '202']]);
  const order = (await checkout.allOrders()).find((candidate) => candidate.check_number === orderNumber)!;
  expect(order).toMatchObject({
    experience_id: 3101,
    payment_type: 'EMV',
    comment: 'Please knock softly',
    delivery_method: 'ROOM',
    details: expect.objectContaining({ room_number: '202', last_name: 'Cohen' }),
  });
});

test('a room and name the reservation does not know say so, and nothing is placed until they match', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await toCheckout(checkout);
  await checkout.enterDetails({ ...ADA, lastName: 'Nobody' });
  await checkout.field('Room number').fill('909');
  await checkout.agreeAndPlaceOrder();
  await expect(checkout.checkoutError()).toContainText('Please make sure your name and room number match your reservation');
  expect(await checkout.allOrders()).toEqual([]);

  await checkout.field('Last name').fill(ROOMS.oneGuest.lastName);
  await checkout.field('Room number').fill(ROOMS.oneGuest.room);
  await checkout.placeOrder();
  await checkout.playTerminal('approve');
  await checkout.confirmedOrderNumber();
  const orders = await checkout.allOrders();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ delivery_method: 'ROOM', details: expect.objectContaining({ room_number: '101' }) });
});

test('a pick-up asks no room, looks none up, and is recorded and confirmed as a pick-up @phone', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  const lookups = recordRoomLookups(checkout);
  await toCheckout(checkout);
  await checkout.deliver('Pickup');
  await expect(checkout.field('Room number')).toHaveCount(0);
  await checkout.enterDetails(ADA);
  await checkout.agreeAndPlaceOrder();
  await checkout.playTerminal('approve');
  const orderNumber = await checkout.confirmedOrderNumber();
  await expect(checkout.confirmationFact('Delivery')).toHaveText('Pickup');
  await expect(checkout.root.getByTestId('order-facts').locator('dt:text-is("Comment")')).toHaveCount(0);

  expect(lookups).toEqual([]);
  const order = (await checkout.allOrders()).find((candidate) => candidate.check_number === orderNumber)!;
  expect(order).toMatchObject({ delivery_method: 'PICK_UP', comment: '', details: expect.objectContaining({ room_number: null }) });
});

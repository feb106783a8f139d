import type { Locator, Page } from '@playwright/test';
import { ADA, CARDS, CheckoutPage, ROOMS, TUESDAY_NOON_NY } from './support/checkout-page';
import { expect, hostEvents, recordHostEvents, test } from './support/fixtures';
import { expectFocusVisible, pressKey, tabTo } from './support/keyboard';
import { announcements, recordAnnouncements } from './support/announcements';
import { locationOption } from './support/ordering-widget';

// Whole orders placed with the keyboard alone: Tab, Shift+Tab, Enter, Space, the arrows and Escape,
// never a click and never a script moving the focus. After every key the focus must sit on something
// the guest can see (see support/keyboard.ts), dialogs keep Tab inside them and give the focus back
// to the control that opened them. The card fields and the bank's page are the provider's frames.

/** Tabs to a field and types into it, as a guest does. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Checks an open dialog's Tab loop both ways: a dozen presses each way never take the focus out of it. */
async function expectTrapped(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expectFocusVisible(page, 'opening the dialog');
  // Round the dialog once each way: the focus never leaves it.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < 12; presses += 1) {
      await pressKey(page, key);
      await expect(dialog.locator(':focus, :has(:focus)').first(), `${key} stays inside the dialog`).toBeAttached();
    }
  }
}

test('a pickup order with modifiers, paid by card with 3-D Secure, placed with the keyboard alone', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  const root = checkout.root;
  await page.goto('/');
  const trattoria = locationOption(root.getByRole('listbox', { name: 'Location' }), 'Trattoria Lumen');
  await expect(trattoria).not.toContainText('Checking opening hours…');

  await test.step('home: search, arrow into the list, Enter chooses, Start order', async () => {
    await typeInto(page, root.getByRole('searchbox', { name: 'Search by name or address' }), 'trattoria');
    await pressKey(page, 'ArrowDown');
    await pressKey(page, 'Enter');
    await expect(trattoria).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, root.getByRole('button', { name: 'Start order' }));
    await pressKey(page, 'Enter');
    await expect(checkout.menuCategories()).toBeVisible();
    await expect(root.getByRole('heading', { level: 1, name: 'Trattoria Lumen' })).toBeFocused();
    await recordAnnouncements(root);
  });

  await test.step('menu: a category from the side list takes the focus to its heading', async () => {
    await tabTo(page, checkout.menuCategories().getByRole('button', { name: 'Secondi', exact: true }));
    await pressKey(page, 'Enter');
    await expect(root.getByRole('heading', { level: 2, name: 'Secondi' })).toBeFocused();
  });

  const opener = root.getByRole('button', { name: 'Bistecca, details', exact: true });
  const item = root.getByRole('dialog', { name: 'Bistecca', exact: true });
  await test.step('item: Escape closes the detail and gives the focus back to the row', async () => {
    await tabTo(page, opener);
    await pressKey(page, 'Enter');
    await expectTrapped(page, item);
    await pressKey(page, 'Escape');
    await expect(item).toBeHidden();
    await expect(opener).toBeFocused();
  });

  await test.step('item: arrows choose the cut and its doneness, Enter adds it', async () => {
    await pressKey(page, 'Enter');
    await expect(item).toBeVisible();
    await tabTo(page, item.getByRole('radio', { name: /^Tagliata/ }));
    await pressKey(page, 'ArrowDown');
    await expect(item.getByRole('radio', { name: /^Fiorentina/ })).toBeChecked();
    await tabTo(page, item.getByRole('radio', { name: 'Rare', exact: true }));
    await pressKey(page, 'ArrowDown');
    await expect(item.getByRole('radio', { name: 'Medium rare', exact: true })).toBeChecked();
    await tabTo(page, item.getByRole('button', { name: 'Increase quantity of Bistecca' }));
    await pressKey(page, 'Space');
    await tabTo(page, item.getByRole('button', { name: /^Add to order/ }));
    await expect(item.getByRole('button', { name: /^Add to order/ })).toContainText('$92.00');
    await pressKey(page, 'Enter');
    await expect(item).toBeHidden();
    await expect(opener).toBeFocused();
    // The focus stayed on the menu: the live region says what happened.
    await expect.poll(() => announcements(root)).toContainEqual({ politeness: 'polite', text: 'Bistecca added to your order. Your order has 2 items.' });
  });

  await test.step('my order, then the checkout', async () => {
    await tabTo(page, checkout.viewMyOrderButton());
    await expect(checkout.viewMyOrderButton()).toHaveAccessibleName(/\(2\)/);
    await pressKey(page, 'Enter');
    await expect(root.getByRole('heading', { name: 'My order', level: 1 })).toBeFocused();
    await tabTo(page, root.getByRole('button', { name: 'Proceed to checkout' }));
    await pressKey(page, 'Enter');
    await expect(checkout.checkoutHeading()).toBeVisible();
    await expect(checkout.total()).toHaveText(/\$\d+\.\d{2}/);
    const total = (await checkout.total().innerText()).trim();
    await expect.poll(() => announcements(root)).toContainEqual({ politeness: 'polite', text: `Order total: ${total}` });
  });

  await test.step('an empty form: the summary is said at once and the focus goes to the first field to fix', async () => {
    await tabTo(page, checkout.placeOrderButton());
    await pressKey(page, 'Enter');
    await expect
      .poll(async () => (await announcements(root)).filter((heard) => heard.politeness === 'assertive').map((heard) => heard.text))
      .toContainEqual(expect.stringMatching(/^\d+ fields need your attention\. Please check the form\.$/));
    await expect(checkout.field('First name')).toBeFocused();
  });

  await test.step('checkout form: details, the payment chooser, the terms', async () => {
    await typeInto(page, checkout.field('First name'), ADA.firstName);
    await typeInto(page, checkout.field('Last name'), ADA.lastName);
    await typeInto(page, checkout.field('Phone'), ADA.phone);
    // The chooser: a dialog that hands the focus back to "Change payment method".
    const change = checkout.paymentSection().getByRole('button', { name: 'Change payment method' });
    await tabTo(page, change);
    await pressKey(page, 'Enter');
    const chooser = root.getByRole('dialog', { name: 'Choose payment method' });
    await expectTrapped(page, chooser);
    await tabTo(page, chooser.getByRole('button', { name: 'Credit card', exact: true }));
    await pressKey(page, 'Enter');
    await expect(chooser).toBeHidden();
    await expect(change).toBeFocused();
    await expect(checkout.currentPayment()).toHaveText('Credit card');
    await tabTo(page, root.getByRole('checkbox', { name: /I agree to the terms/ }));
    await pressKey(page, 'Space');
    await expect(root.getByRole('checkbox', { name: /I agree to the terms/ })).toBeChecked();
  });

  await test.step("card: Tab reaches the provider's fields in its frame, then Pay", async () => {
    await tabTo(page, checkout.placeOrderButton());
    await pressKey(page, 'Enter');
    const wallet = checkout.walletDialog();
    await expect(wallet).toBeVisible();
    const card = checkout.cardFields();
    await typeInto(page, card.getByLabel(/card number/i), CARDS.challenge);
    await pressKey(page, 'Tab');
    await page.keyboard.type('12/34');
    await pressKey(page, 'Tab');
    await page.keyboard.type('123');
    await tabTo(page, wallet.getByRole('button', { name: /^Pay / }));
    await pressKey(page, 'Enter');
  });

  await test.step("3-D Secure: Tab reaches the bank's page and Enter confirms", async () => {
    await expect(checkout.challengeDialog()).toBeVisible();
    await tabTo(page, checkout.bankPage().getByRole('button', { name: 'Complete authentication' }));
    await pressKey(page, 'Enter');
    await checkout.confirmedOrderNumber();
    await expectFocusVisible(page, 'the confirmation');
  });

  const [order] = await checkout.placedOrders();
  expect(order).toMatchObject({ payment_type: 'WALLET', items: [expect.objectContaining({ pui: 'TL-BISTECCA', quantity: 2 })] });
});

test.describe('hotel', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('an in-room dining order charged to the room, placed with the keyboard alone', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    const root = checkout.root;
    await checkout.setClocks(TUESDAY_NOON_NY);
    await recordHostEvents(page);
    await page.goto('/hotel.html?hotel=511');
    await expect(root.getByRole('list', { name: 'Locations' })).toBeVisible();

    await test.step("the hotel's accessibility widget: announced once, loaded by the host page, outside the widget", async () => {
      const button = page.getByRole('button', { name: 'Accessibility', exact: true });
      await expect(button).toBeVisible();
      expect(await button.evaluate((element) => element.getRootNode() === document)).toBe(true);
      const announced = (await hostEvents(page)).filter((event) => event.type === 'accessibility-widget');
      expect(announced).toEqual([
        expect.objectContaining({ bubbles: true, composed: true, detail: { url: expect.stringMatching(/\/static\/accessibility-widget\.js$/) } }),
      ]);
      await expect(page.locator('script[src$="/static/accessibility-widget.js"]')).toHaveCount(1);
      await expect(page.locator('script[data-guest-ordering-accessibility-widget]')).toHaveCount(0);
    });

    await test.step('locations: start the order at in-room dining', async () => {
      await tabTo(page, root.getByRole('button', { name: 'Start order at Azure Bay – In-Room Dining' }));
      await pressKey(page, 'Enter');
      await expect(checkout.menuCategories()).toBeVisible();
    });

    await test.step('menu: add an item from its Add button', async () => {
      await tabTo(page, root.getByRole('button', { name: 'Add Harbor Club Sandwich', exact: true }));
      await pressKey(page, 'Enter');
      const item = root.getByRole('dialog', { name: 'Harbor Club Sandwich', exact: true });
      await expect(item).toBeVisible();
      await tabTo(page, item.getByRole('button', { name: /^Add to order/ }));
      await pressKey(page, 'Enter');
      await expect(item).toBeHidden();
      await expect(root.getByRole('button', { name: 'Add Harbor Club Sandwich', exact: true })).toBeFocused();
    });

    await test.step('my order, then the checkout', async () => {
      await tabTo(page, checkout.viewMyOrderButton());
      await pressKey(page, 'Enter');
      await tabTo(page, root.getByRole('button', { name: 'Proceed to checkout' }));
      await pressKey(page, 'Enter');
      await expect(checkout.checkoutHeading()).toBeVisible();
      await expect(checkout.total()).toHaveText(/\$\d+\.\d{2}/);
      await expect(checkout.currentPayment()).toHaveText('Charge to room');
    });

    await test.step('checkout: deliver to the room, the room number, the terms', async () => {
      await expect(root.getByRole('radio', { name: 'Deliver to room' })).toBeChecked();
      await typeInto(page, checkout.field('First name'), 'Dana');
      await typeInto(page, checkout.field('Last name'), ROOMS.twoGuests.lastName);
      await typeInto(page, checkout.field('Phone'), ADA.phone);
      await typeInto(page, checkout.field('Room number'), ROOMS.twoGuests.room);
      await tabTo(page, root.getByRole('checkbox', { name: /I agree to the terms/ }));
      await pressKey(page, 'Space');
      await tabTo(page, checkout.placeOrderButton());
      await pressKey(page, 'Enter');
    });

    await test.step('two guests share the room: the keyboard says who is ordering', async () => {
      const who = checkout.guestChoiceDialog();
      await expectTrapped(page, who);
      await tabTo(page, who.getByRole('button', { name: /Dana/ }));
      await pressKey(page, 'Enter');
      await checkout.confirmedOrderNumber();
      await expectFocusVisible(page, 'the confirmation');
      await expect(checkout.confirmationFact('Room')).toHaveText(ROOMS.twoGuests.room);
    });

    const [order] = await checkout.placedOrders();
    expect(order).toMatchObject({ payment_type: 'ROOM', details: expect.objectContaining({ room_number: ROOMS.twoGuests.room }) });
  });
});

import type { Page } from '@playwright/test';
import { expect, test, callElement } from './support/fixtures';
import { ADA, CheckoutPage } from './support/checkout-page';
import { press, pressCheck } from './support/press';

// A device remembers the guest's name, phone and email only when they tick "Remember me on this
// device"; never on a device many guests share (`shared-device="true"`); and a log-out forgets them.

const GUEST = { ...ADA, email: 'ada@example.com' };
const REMEMBER = /^Remember me on this device$/;

/** Places a pick-up order as `GUEST`, ticking "remember me" when asked, and presses Done. */
async function orderAsGuest(checkout: CheckoutPage, remember: boolean): Promise<void> {
  await checkout.startPickupAtTrattoria();
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
  await checkout.enterDetails(GUEST);
  const box = checkout.root.getByRole('checkbox', { name: REMEMBER });
  await expect(box).not.toBeChecked();
  if (remember) await pressCheck(box);
  await checkout.payWith('Pay in person');
  await checkout.agreeAndPlaceOrder();
  await checkout.confirmedOrderNumber();
  await press(checkout.root.getByRole('button', { name: 'Done' }));
  await expect(checkout.root.getByRole('heading', { name: 'Checkout' })).toBeHidden();
}

/** The next guest's checkout on the same device (a new page view). */
async function nextCheckout(checkout: CheckoutPage): Promise<void> {
  await checkout.startPickupAtTrattoria();
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
}

/** What the widget keeps in the page's storage about the guest (any key naming the form or drafts). */
const storedGuest = (page: Page) =>
  page.evaluate(() => {
    const keys = [...Object.keys(localStorage), ...Object.keys(sessionStorage)];
    return keys.filter((key) => key.startsWith('checkout-form') || key.startsWith('checkout-draft'));
  });

/**
 * Puts `shared-device="true"` on the demo page's element as the parser inserts it (before the
 * widget's script upgrades it), as a hotel-room tablet's page would write it.
 */
async function asSharedDevice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.localName === 'guest-ordering') node.setAttribute('shared-device', 'true');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test('without "remember me" the next checkout on the device starts empty @phone', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await orderAsGuest(checkout, false);
  await nextCheckout(checkout);
  await expect(checkout.field('First name')).toHaveValue('');
  await expect(checkout.field('Last name')).toHaveValue('');
  await expect(checkout.field('Email')).toHaveValue('');
  await expect(checkout.root.getByRole('checkbox', { name: REMEMBER })).not.toBeChecked();
});

test('with "remember me" the next checkout is prefilled, with the box ticked @phone', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await orderAsGuest(checkout, true);
  await nextCheckout(checkout);
  await expect(checkout.field('First name')).toHaveValue(GUEST.firstName);
  await expect(checkout.field('Last name')).toHaveValue(GUEST.lastName);
  await expect(checkout.field('Email')).toHaveValue(GUEST.email);
  await expect(checkout.root.getByRole('checkbox', { name: REMEMBER })).toBeChecked();
});

test('on a shared device there is no "remember me" and nothing about the guest stays @phone', async ({ page }) => {
  await asSharedDevice(page);
  const checkout = new CheckoutPage(page);
  await checkout.startPickupAtTrattoria();
  await expect
    .poll(() => checkout.root.evaluate((element) => (element as HTMLElement & { config?: { sharedDevice: boolean } }).config?.sharedDevice))
    .toBe(true);
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
  await checkout.enterDetails(GUEST);
  await expect(checkout.root.getByRole('checkbox', { name: REMEMBER })).toHaveCount(0);
  await checkout.payWith('Pay in person');
  await checkout.agreeAndPlaceOrder();
  await checkout.confirmedOrderNumber();
  await press(checkout.root.getByRole('button', { name: 'Done' }));
  expect(await storedGuest(page)).toEqual([]);
  await nextCheckout(checkout);
  await expect(checkout.field('First name')).toHaveValue('');
});

test('signing out forgets the remembered details and the checkout in progress', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await orderAsGuest(checkout, true);
  await nextCheckout(checkout);
  await expect(checkout.field('First name')).toHaveValue(GUEST.firstName);
  await checkout.field('Last name').fill('Byron');
  await expect
    .poll(() => storedGuest(page))
    .toEqual(expect.arrayContaining([expect.stringMatching(/^checkout-draft:/), expect.stringMatching(/^checkout-form:/)]));
  // The guest account the widget logged in for this checkout is signed out by the host.
  await callElement(checkout.root, 'signOut');
  expect(await storedGuest(page)).toEqual([]);
  await page.reload();
  await expect(checkout.menuCategories()).toBeVisible();
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
  await expect(checkout.field('First name')).toHaveValue('');
  await expect(checkout.field('Last name')).toHaveValue('');
});

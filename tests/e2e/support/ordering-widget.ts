import { expect, type Locator, type Page } from '@playwright/test';
import { pressAdd } from './item-add';
import { press, pressCheck } from './press';

/**
 * Page object for `<guest-ordering>` on a demo page: the steps a guest takes, named the way a
 * guest would say them. Locators pierce the open shadow root, as assistive technology does.
 */
export class OrderingWidget {
  readonly root: Locator;

  /** `root` is the element to drive when it is not the page's own (e.g. one inside a frame). */
  constructor(
    readonly page: Page,
    root?: Locator,
  ) {
    this.root = root ?? page.locator('guest-ordering');
  }

  async openDemo(path = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.root).toBeVisible();
  }

  /** Home: the location choice, a listbox named "Location" whose options are named by location. */
  locationChoice(): Locator {
    return this.root.getByRole('listbox', { name: 'Location' });
  }

  /** Home: picks a location by name in the location choice (see {@link chooseLocation}). */
  async chooseLocation(locationName: string): Promise<void> {
    await chooseLocation(this.root, locationName);
  }

  /** Home: pick a location (and keep the experience it defaults to), then start the order. */
  async startOrder(locationName: string): Promise<void> {
    await this.chooseLocation(locationName);
    await press(this.root.getByRole('button', { name: 'Start order' }));
    await expect(this.menuCategories()).toBeVisible();
  }

  menuCategories(): Locator {
    return this.root.getByRole('navigation', { name: 'Menu categories' });
  }

  /**
   * Menu: the "Add" next to an item, then, when the business's showEditItem opens the item (
   * the seed says ALWAYS), "Add to order" there with the default choices.
   */
  async quickAdd(itemName: string): Promise<void> {
    const dialog = this.root.getByRole('dialog', { name: itemName });
    if (!(await pressAdd(this.root.getByRole('button', { name: `Add ${itemName}`, exact: true }), dialog, this.viewMyOrderButton()))) return;
    await press(dialog.getByRole('button', { name: /Add to order/ }));
    await expect(dialog).toBeHidden();
  }

  /**
   * Menu: open the item's details, choose a quantity and add it to the order; `whileOpen` runs
   * once the details are showing (an audit of the item screen).
   */
  async addFromDetails(itemName: string, quantity = 1, whileOpen?: () => Promise<void>): Promise<void> {
    await press(this.root.getByRole('button', { name: `${itemName}, details` }));
    const dialog = this.root.getByRole('dialog', { name: itemName });
    await expect(dialog).toBeVisible();
    await whileOpen?.();
    for (let i = 1; i < quantity; i += 1) {
      await press(dialog.getByRole('button', { name: `Increase quantity of ${itemName}` }));
    }
    await press(dialog.getByRole('button', { name: /Add to order/ }));
    await expect(dialog).toBeHidden();
  }

  viewMyOrderButton(): Locator {
    return this.root.getByRole('button', { name: /View my order/ });
  }

  async viewMyOrder(): Promise<void> {
    await press(this.viewMyOrderButton());
    await expect(this.root.getByRole('heading', { name: 'My order' })).toBeVisible();
  }

  async proceedToCheckout(): Promise<void> {
    await press(this.root.getByRole('button', { name: 'Proceed to checkout' }));
    await expect(this.root.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  }

  /**
   * Fills the guest's details (and a table and guest count where the experience asks for them) and
   * agrees to the terms. Unless told otherwise, pays in person: the walking-skeleton tests place
   * card-free orders, whatever method an experience defaults to.
   */
  async fillGuestDetails(details: { firstName: string; lastName: string; phone: string }, payment: string | null = 'Pay in person'): Promise<void> {
    await this.root.getByLabel('First name').fill(details.firstName);
    await this.root.getByLabel('Last name').fill(details.lastName);
    await this.root.getByLabel(/^Phone/).fill(details.phone);
    // Dine-in asks for a table and the number of guests (fields per experience settings).
    const table = this.root.getByLabel(/^Table number/);
    if ((await table.count()) > 0) await table.fill('12');
    const guests = this.root.getByLabel(/^Number of guests/);
    if ((await guests.count()) > 0) await guests.selectOption('2');
    if (payment) await this.choosePayment(payment);
    await pressCheck(this.root.getByLabel('I agree to the terms and privacy policy'));
  }

  /**
   * Checkout: picks a payment method in the payment chooser. Nothing to do when it is
   * already the chosen one (the chooser is disabled when an experience allows one method).
   */
  async choosePayment(label: string): Promise<void> {
    const section = this.root.getByRole('region', { name: 'Payment method' });
    if ((await section.getByTestId('payment-current').innerText()).trim() === label) return;
    await press(section.getByRole('button', { name: 'Change payment method' }));
    const dialog = this.root.getByRole('dialog', { name: 'Choose payment method' });
    await press(dialog.getByRole('button', { name: label, exact: true }));
    await expect(dialog).toBeHidden();
    await expect(section.getByTestId('payment-current')).toHaveText(label);
  }

  /** The total line of the summary once the platform's calculation has arrived. */
  total(): Locator {
    return this.root.getByRole('region', { name: 'Order summary' }).locator('dt:text-is("Total") + dd');
  }

  async placeOrder(): Promise<void> {
    await press(this.root.getByRole('button', { name: 'Place order' }));
  }

  orderNumber(): Locator {
    return this.root.getByRole('status').filter({ hasText: 'Order number' }).locator('strong');
  }
}

/**
 * The option of a location list whose name is `name`: an option is named by all it shows, its name
 * first, then its status and address lines.
 */
export function locationOption(list: Locator, name: string): Locator {
  return list.getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`) });
}

/**
 * Home: picks a location by name inside any widget root (a frame's or one of two widgets): a press on
 * its option in the "Location" listbox (scrolled into view inside the list), which then reads as chosen.
 */
export async function chooseLocation(root: Locator, locationName: string): Promise<void> {
  const option = locationOption(root.getByRole('listbox', { name: 'Location' }), locationName);
  // A guest taps once the list has settled: the location's opening status is known.
  await expect(option).not.toContainText('Checking opening hours…');
  await press(option);
  await expect(option).toHaveAttribute('aria-selected', 'true');
}

import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Page object for `<guest-ordering>` on a demo page: the steps a guest takes, named the way a
 * guest would say them. Locators pierce the open shadow root, as assistive technology does.
 */
export class OrderingWidget {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('guest-ordering');
  }

  async openDemo(path = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.root).toBeVisible();
  }

  /** Home: pick a location (and keep the experience it defaults to), then start the order. */
  async startOrder(locationName: string): Promise<void> {
    await this.root.getByLabel('Location').selectOption({ label: locationName });
    await this.root.getByRole('button', { name: 'Start order' }).click();
    await expect(this.menuCategories()).toBeVisible();
  }

  menuCategories(): Locator {
    return this.root.getByRole('navigation', { name: 'Menu categories' });
  }

  /**
   * Menu: the "Add" next to an item, then, when the business's showEditItem opens the item (spec 4.3;
   * the seed says ALWAYS), "Add to order" there with the default choices.
   */
  async quickAdd(itemName: string): Promise<void> {
    await this.root.getByRole('button', { name: `Add ${itemName}`, exact: true }).click();
    const dialog = this.root.getByRole('dialog', { name: itemName });
    const opened = await dialog.waitFor({ state: 'visible', timeout: 3000 }).then(() => true, () => false);
    if (!opened) return;
    await dialog.getByRole('button', { name: /Add to order/ }).click();
    await expect(dialog).toBeHidden();
  }

  /** Menu: open the item's details, choose a quantity and add it to the order. */
  async addFromDetails(itemName: string, quantity = 1): Promise<void> {
    await this.root.getByRole('button', { name: `${itemName}, details` }).click();
    const dialog = this.root.getByRole('dialog', { name: itemName });
    await expect(dialog).toBeVisible();
    for (let i = 1; i < quantity; i += 1) {
      await dialog.getByRole('button', { name: `Increase quantity of ${itemName}` }).click();
    }
    await dialog.getByRole('button', { name: /Add to order/ }).click();
    await expect(dialog).toBeHidden();
  }

  viewMyOrderButton(): Locator {
    return this.root.getByRole('button', { name: /View my order/ });
  }

  async viewMyOrder(): Promise<void> {
    await this.viewMyOrderButton().click();
    await expect(this.root.getByRole('heading', { name: 'My order' })).toBeVisible();
  }

  async proceedToCheckout(): Promise<void> {
    await this.root.getByRole('button', { name: 'Proceed to checkout' }).click();
    await expect(this.root.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  }

  async fillGuestDetails(details: { firstName: string; lastName: string; phone: string }): Promise<void> {
    await this.root.getByLabel('First name').fill(details.firstName);
    await this.root.getByLabel('Last name').fill(details.lastName);
    await this.root.getByLabel(/^Phone/).fill(details.phone);
    await this.root.getByLabel('I agree to the terms and privacy policy').check();
  }

  /** The total line of the summary once the platform's calculation has arrived. */
  total(): Locator {
    return this.root.getByRole('region', { name: 'Order summary' }).locator('dt:text-is("Total") + dd');
  }

  async placeOrder(): Promise<void> {
    await this.root.getByRole('button', { name: 'Place order' }).click();
  }

  orderNumber(): Locator {
    return this.root.getByRole('status').filter({ hasText: 'Order number' }).locator('strong');
  }
}

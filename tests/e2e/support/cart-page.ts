import { auditAccessibility } from './audit';
import { expect, type Locator, type Page } from '@playwright/test';
import { paintTakenOver } from './menu-page';
import { press } from './press';

/** Trattoria Lumen (demo/sandbox/seed.ts): where the cart tests order. */
export const TRATTORIA = 2003;

/**
 * Page object for the item detail, the age check and my order inside `<guest-ordering>`,
 * named the way a guest sees them. Locators pierce the open shadow root.
 */
export class CartPage {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('guest-ordering');
  }

  /** Deep link to Trattoria Lumen's menu. */
  async openMenu(): Promise<void> {
    await this.page.goto(`/?restaurant=${TRATTORIA}&experience=PICKUP`);
    await expect(this.root.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
    // Until React has taken the loader's paint over, both draw the same words (the React tree hidden).
    await paintTakenOver(this.root);
  }

  /** Brings a category into view (the list is virtualized: far rows are not in the DOM). */
  async showCategory(category: string): Promise<void> {
    await press(this.root.getByRole('navigation', { name: 'Menu categories' }).getByRole('button', { name: category, exact: true }));
  }

  /** Taps the item's "Add" button (opens the detail, or adds at once, by showEditItem). */
  async tapAdd(category: string, itemName: string): Promise<void> {
    await this.showCategory(category);
    await press(this.root.getByRole('button', { name: `Add ${itemName}`, exact: true }));
  }

  /** Opens the item's detail from its "{name}, details" button and returns the dialog. */
  async openItem(category: string, itemName: string): Promise<Locator> {
    await this.showCategory(category);
    await press(this.root.getByRole('button', { name: `${itemName}, details`, exact: true }));
    const dialog = this.itemDialog(itemName);
    await expect(dialog).toBeVisible();
    return dialog;
  }

  itemDialog(itemName: string): Locator {
    return this.root.getByRole('dialog', { name: itemName, exact: true });
  }

  /** The submit button of an item dialog ("Add to order $x" or "Update order $x"). */
  submit(dialog: Locator): Locator {
    return dialog.getByRole('button', { name: /^(Add to order|Update order)/ });
  }

  group(dialog: Locator, name: string): Locator {
    return dialog.getByRole('group', { name: new RegExp(`^${name}`) });
  }

  ageDialog(): Locator {
    return this.root.getByRole('dialog', { name: 'Are you over 18?' });
  }

  viewMyOrderButton(): Locator {
    return this.root.getByRole('button', { name: /View my order/ });
  }

  async viewMyOrder(): Promise<void> {
    await press(this.viewMyOrderButton());
    await expect(this.root.getByRole('heading', { name: 'My order', level: 1 })).toBeVisible();
  }

  /** The lines of my order (or of the desktop side panel when on the menu). */
  lines(): Locator {
    return this.root.getByRole('list', { name: 'Items in your order' }).getByRole('listitem');
  }

  line(itemName: string): Locator {
    return this.lines().filter({ has: this.page.getByText(itemName, { exact: true }) });
  }

  notice(): Locator {
    return this.root.getByRole('dialog').filter({ has: this.page.getByRole('button', { name: 'OK' }) });
  }

  /** Sets an item in or out of stock in the sandbox (`POST /__sandbox/stock`). */
  async setStock(pui: string, inStock: boolean): Promise<void> {
    const response = await this.page.request.post('/__sandbox/stock', { data: { pui, in_stock: inStock } });
    expect(response.ok()).toBe(true);
  }

  /** The strict accessibility audit ({@link auditAccessibility}) of the screen the cart shows. */
  async audit(screen = 'order'): Promise<void> {
    await auditAccessibility(this.page, screen);
  }
}

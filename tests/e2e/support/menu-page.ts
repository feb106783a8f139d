import { expect, type Locator, type Page } from '@playwright/test';

/** Seed locations of the menu tests (demo/sandbox/seed.ts, demo/README.md). */
export const MENU_LOCATIONS = {
  trattoria: 2003,
  lumenCafe: 2011,
  grandBuffet: 2012,
  cafeLumiere: 2013,
  sushiKaze: 2014,
  gulfGrill: 2015,
} as const;

/**
 * Waits, once `widget`'s menu shows, until it is the widget's own: a deep link is first drawn by the
 * loader's paint, with the React menu laid out hidden under it, so until the paint goes a text of
 * the menu is found twice (a `getByText` is then ambiguous).
 */
export async function paintTakenOver(widget: Locator): Promise<void> {
  await expect(widget).not.toHaveAttribute('data-go-painting');
}

/**
 * Page object for the menu screen inside `<guest-ordering>`: rows, tabs, the side list
 * and the order button, named the way a guest sees them. Locators pierce the open shadow root.
 */
export class MenuPage {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('guest-ordering');
  }

  /**
   * Deep link straight to a location's menu: `?restaurant={id}&experience=PICKUP`, once the widget's
   * own menu shows (the loader's paint, drawn first, has only the rows the window shows).
   */
  async open(restaurant: number, options: { language?: string } = {}): Promise<void> {
    const query = new URLSearchParams({ restaurant: String(restaurant), experience: 'PICKUP' });
    if (options.language) query.set('language', options.language);
    await this.page.goto(`/?${query}`);
    await expect(this.categories()).toBeVisible();
    await this.paintTakenOver();
  }

  /** The category navigation: side list on desktop, sticky tabs on mobile. */
  categories(): Locator {
    return this.root.getByRole('navigation', { name: 'Menu categories' });
  }

  /** A category's entry in the navigation (its name as shown, cut to 22 characters on mobile tabs). */
  category(name: string): Locator {
    return this.categories().getByRole('button', { name, exact: true });
  }

  /** The button a tab or side-list entry carries while its category is at the top of the list. */
  currentCategory(): Locator {
    return this.categories().locator('button[aria-current="true"]').first();
  }

  /** An item's row (card), found by its "{name}, details" button. */
  row(itemName: string): Locator {
    return this.root.locator('[data-item-id]').filter({ has: this.page.getByRole('button', { name: `${itemName}, details`, exact: true }) });
  }

  details(itemName: string): Locator {
    return this.root.getByRole('button', { name: `${itemName}, details`, exact: true });
  }

  add(itemName: string): Locator {
    return this.root.getByRole('button', { name: `Add ${itemName}`, exact: true });
  }

  /** A category heading in the list (its name may be followed by the "Over 18 only" mark). */
  heading(name: string): Locator {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.root.getByRole('heading', { name: new RegExp(`^${escaped}( Over 18 only)?$`) });
  }

  /** Item rows in the DOM right now (the list is virtualized: far fewer than the menu has). */
  renderedRows(): Locator {
    return this.root.locator('[data-item-id]');
  }

  viewMyOrder(): Locator {
    return this.root.getByRole('button', { name: /View my order/ });
  }

  /** See {@link paintTakenOver}. */
  async paintTakenOver(): Promise<void> {
    await paintTakenOver(this.root);
  }
}

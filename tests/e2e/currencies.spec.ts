import { expect, test } from './support/fixtures';
import { MENU_LOCATIONS, MenuPage } from './support/menu-page';
import { OrderingWidget } from './support/ordering-widget';

/** One seeded currency: a location in it, one item and how its amounts read. */
interface CurrencyCase {
  code: string;
  location: number;
  item: string;
  /** The item's price as the menu shows it. */
  price: string;
  /** A major-unit amount (what the sandbox records) as the widget writes it in this currency. */
  format(major: number): string;
}

const grouped = (major: number, decimals: number, thousands: string, point: string) => {
  const [whole, fraction] = major.toFixed(decimals).split('.');
  const digits = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return fraction ? `${digits}${point}${fraction}` : digits;
};

// The seeded currencies (demo/README.md): the currency settings file gives EUR `.`/`,` separators,
// JPY no decimals and the symbol ￥, KWD three decimals.
const CASES: CurrencyCase[] = [
  { code: 'USD', location: MENU_LOCATIONS.trattoria, item: 'Margherita', price: '$16.00', format: (n) => `$${grouped(n, 2, ',', '.')}` },
  { code: 'EUR', location: MENU_LOCATIONS.cafeLumiere, item: 'Croissant', price: '€2,50', format: (n) => `€${grouped(n, 2, '.', ',')}` },
  { code: 'JPY', location: MENU_LOCATIONS.sushiKaze, item: 'Salmon nigiri', price: '￥480', format: (n) => `￥${grouped(n, 0, ',', '.')}` },
  { code: 'KWD', location: MENU_LOCATIONS.gulfGrill, item: 'Lamb kebab', price: 'KD4.250', format: (n) => `KD${grouped(n, 3, ',', '.')}` },
];

for (const c of CASES) {
  test(`${c.code}: the menu, My order, checkout, confirmation and the order the platform records agree @phone`, async ({ page }) => {
    const menu = new MenuPage(page);
    const widget = new OrderingWidget(page);
    await menu.open(c.location);
    await expect(menu.row(c.item)).toContainText(c.price);
    await widget.quickAdd(c.item);

    await widget.viewMyOrder();
    const summary = widget.root.getByRole('region', { name: 'Order summary' });
    const line = (label: string) => summary.locator(`dt:text-is("${label}") + dd`);
    await expect(widget.root.getByRole('list', { name: 'Items in your order' })).toContainText(c.price);
    await expect(line('Subtotal')).toHaveText(c.price);
    const orderTotal = (await line('Total').innerText()).trim();

    await widget.proceedToCheckout();
    await expect(line('Subtotal')).toHaveText(c.price);
    await widget.fillGuestDetails({ firstName: 'Ada', lastName: c.code, phone: '2125550143' });
    // The checkout's total adds the tip, when the experience offers one.
    const total = (await line('Total').innerText()).trim();
    await widget.placeOrder();
    await expect(widget.orderNumber()).toHaveText(/\S/);
    const totals = widget.root.getByRole('heading', { name: 'Totals' }).locator('xpath=following-sibling::dl[1]');
    await expect(totals.locator('dt:text-is("Subtotal") + dd')).toHaveText(c.price);
    await expect(totals.locator('dt:text-is("Total") + dd')).toHaveText(total);
    await expect(widget.root.getByRole('heading', { name: 'Your items' }).locator('xpath=following-sibling::ul[1]')).toContainText(c.price);

    // What the platform recorded is what the guest saw.
    const orders = (await (await page.request.get('/__sandbox/orders')).json()) as {
      details: { last_name: string };
      summary: { subtotal: number; tip: number; total: number };
      payments: { amount: number; currency: string }[];
    }[];
    const order = orders.find((candidate) => candidate.details.last_name === c.code);
    expect(order).toBeTruthy();
    expect(c.format(order!.summary.subtotal)).toBe(c.price);
    expect(c.format(order!.summary.total)).toBe(total);
    expect(c.format(order!.summary.total - order!.summary.tip)).toBe(orderTotal);
    expect(order!.payments.at(-1)).toMatchObject({ currency: c.code });
    expect(c.format(order!.payments.at(-1)!.amount)).toBe(total);
  });
}

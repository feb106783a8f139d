import { auditAccessibility } from './support/audit';
import { expect, test } from './support/fixtures';
import { OrderingWidget } from './support/ordering-widget';

test('offline, the no-internet overlay covers the widget; back online it closes, the stock is asked again and the cart is kept @phone', async ({
  page,
  context,
}) => {
  const widget = new OrderingWidget(page);
  await widget.openDemo('/');
  await widget.startOrder('Trattoria Lumen');
  await widget.quickAdd('Margherita');
  await expect(widget.viewMyOrderButton()).toHaveAccessibleName(/\(1\)/);

  await context.setOffline(true);
  const overlay = widget.root.getByRole('dialog', { name: 'No internet connection' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('Internet connection has lost. Please wait while trying to reconnect.');
  await auditAccessibility(page, 'no internet overlay');
  // It cannot be dismissed while offline.
  await page.keyboard.press('Escape');
  await expect(overlay).toBeVisible();

  const stockAgain = page.waitForRequest(/\/menus\/api\/v1\/getOutOfStockItems/);
  await context.setOffline(false);
  await stockAgain;
  await expect(overlay).toBeHidden();
  await expect(widget.menuCategories()).toBeVisible();
  await expect(widget.viewMyOrderButton()).toHaveAccessibleName(/\(1\)/);
});

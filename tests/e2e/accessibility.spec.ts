import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { OrderingWidget } from './support/ordering-widget';

// axe audits of each screen of the first order, inside the shadow root (axe pierces open roots).
async function audit(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('guest-ordering').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('every screen of the first order passes axe with no serious violations', async ({ page }) => {
  const widget = new OrderingWidget(page);
  await widget.openDemo('/');
  await expect(widget.root.getByLabel('Location')).toBeVisible();
  await audit(page);
  await widget.startOrder('Trattoria Lumen');
  await audit(page);
  await widget.quickAdd('Margherita');
  await widget.viewMyOrder();
  await audit(page);
  await widget.proceedToCheckout();
  await expect(widget.total()).toHaveText(/\$/);
  await audit(page);
});

test('the home screen can be completed with the keyboard alone', async ({ page }) => {
  const widget = new OrderingWidget(page);
  await widget.openDemo('/');
  const location = widget.root.getByLabel('Location');
  await location.focus();
  await location.selectOption({ label: 'Trattoria Lumen' });
  const start = widget.root.getByRole('button', { name: 'Start order' });
  for (let i = 0; i < 10 && !(await start.evaluate((el) => el.matches(':focus'))); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(widget.menuCategories()).toBeVisible();
});

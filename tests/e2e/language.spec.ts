import { expect, test } from './support/fixtures';

// Spec 1: a language query parameter selects the language; RTL languages lay out right to left.
test('?language=he shows Hebrew, right to left', async ({ page }) => {
  await page.goto('/?language=he');
  const root = page.locator('guest-ordering');
  await expect(root.locator('[dir="rtl"]').first()).toBeVisible();
  await expect(root.locator('[lang^="he"]').first()).toBeVisible();
  // A Hebrew string from the home screen, not the English source.
  await expect(root.getByRole('button', { name: 'Start order' })).toHaveCount(0);
});

test('the language attribute works without a query parameter', async ({ page }) => {
  await page.goto('/');
  const root = page.locator('guest-ordering');
  await expect(root.getByRole('button', { name: 'Start order' })).toBeVisible();
  await root.evaluate((el) => el.setAttribute('language', 'he'));
  await expect(root.locator('[dir="rtl"]').first()).toBeVisible();
  await expect(root.getByRole('button', { name: 'Start order' })).toHaveCount(0);
});

import { expect, sandboxOrders, test } from './support/fixtures';
import { press, pressCheck } from './support/press';

// A language query parameter selects the language; RTL languages lay out right to left.
test('?language=he shows Hebrew, right to left @phone', async ({ page }) => {
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

// The whole journey in Hebrew, as a guest on a phone orders it: menu, my order, checkout, confirmation.
test('a guest orders in Hebrew from menu to confirmation @phone', async ({ page }) => {
  await page.goto('/?language=he&restaurant=2003&experience=PICKUP');
  const root = page.locator('guest-ordering');
  await expect(root.locator('[dir="rtl"]').first()).toBeVisible();
  await test.step("the business's own names in Hebrew: location, experience and allergens by name, not by letter", async () => {
    await expect(root.getByRole('heading', { level: 1, name: 'טרטוריה לומן' })).toBeVisible();
    await expect(root.getByText(/^איסוף מהדלפק/)).toBeVisible();
    await press(root.getByRole('navigation', { name: 'קטגוריות בתפריט' }).getByRole('button', { name: 'פיצה', exact: true }));
    const margheritaAllergens = root.locator('[data-item-id]').filter({ hasText: 'מרגריטה' }).getByRole('list', { name: 'אלרגנים' });
    await expect(margheritaAllergens.getByRole('img', { name: 'גלוטן' })).toBeVisible();
    await expect(margheritaAllergens.getByRole('listitem').first()).toHaveAttribute('title', 'גלוטן');
  });
  await press(root.getByRole('button', { name: /^הוספת.*מרגריטה$/ }));
  const item = root.getByRole('dialog', { name: 'מרגריטה' });
  await press(item.getByRole('button', { name: /^הוספה להזמנה/ }));
  await expect(item).toBeHidden();
  await press(root.getByRole('button', { name: /^להזמנה שלי/ }));
  await expect(root.getByRole('heading', { name: 'ההזמנה שלי', exact: true })).toBeVisible();
  await press(root.getByRole('button', { name: 'המשך לתשלום' }));
  await expect(root.getByRole('heading', { name: 'תשלום', exact: true })).toBeVisible();
  await root.getByLabel(/^שם פרטי/).fill('עדה');
  await root.getByLabel(/^שם משפחה/).fill('לאבלייס');
  await root.getByLabel(/^טלפון/).fill('2125550143');
  await press(root.getByRole('button', { name: 'שינוי אמצעי התשלום' }));
  await press(root.getByRole('dialog', { name: 'בחירת אמצעי תשלום' }).getByRole('button', { name: 'תשלום במקום', exact: true }));
  await pressCheck(root.getByRole('checkbox', { name: /^אני מסכים/ }));
  await press(root.getByRole('button', { name: 'ביצוע הזמנה' }));
  const confirmation = root.getByRole('status').filter({ hasText: 'מספר הזמנה' });
  await expect(confirmation.locator('strong')).toHaveText(/\S+/, { timeout: 15_000 });
  const orders = await sandboxOrders(page);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.items).toEqual([expect.objectContaining({ pui: 'TL-MARGHERITA', quantity: 1 })]);
});

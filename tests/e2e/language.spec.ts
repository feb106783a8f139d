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

// The business offers Spanish, French, German and Italian too: the picker names each language in its
// own words, and picking one shows the menu in it, with `lang` naming what is shown.
test('a guest picks Español, Français, Deutsch or Italiano and sees the menu in that language', async ({ page }) => {
  await page.goto('/?restaurant=2003&experience=PICKUP');
  const root = page.locator('guest-ordering');
  await expect(root.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
  const languages = [
    { value: 'es_ES', name: 'Español', lang: 'es-ES', picker: 'Idioma', categories: 'Categorías de la carta', add: /^Añadir .*Margherita$/ },
    { value: 'fr_FR', name: 'Français', lang: 'fr-FR', picker: 'Langue', categories: 'Catégories de la carte', add: /^Ajouter .*Margherita$/ },
    { value: 'de_DE', name: 'Deutsch', lang: 'de-DE', picker: 'Sprache', categories: 'Kategorien der Speisekarte', add: /^Margherita.* hinzufügen$/ },
    { value: 'it_IT', name: 'Italiano', lang: 'it-IT', picker: 'Lingua', categories: 'Categorie del menu', add: /^Aggiungi .*Margherita$/ },
  ];
  let picker = root.getByLabel('Language', { exact: true });
  for (const language of languages) {
    await test.step(language.name, async () => {
      await picker.selectOption({ label: language.name });
      await expect(root.locator('[part="base"]')).toHaveAttribute('lang', language.lang);
      await expect(root.locator('[part="base"]')).toHaveAttribute('dir', 'ltr');
      picker = root.getByLabel(language.picker, { exact: true });
      await expect(picker).toHaveValue(language.value);
      await expect(root.getByRole('navigation', { name: language.categories })).toBeVisible();
      await expect(root.getByRole('button', { name: language.add }).first()).toBeVisible();
    });
  }
});

// The whole journey in Hebrew, as a guest on a phone orders it: menu, my order, checkout, confirmation.
test('a guest orders in Hebrew from menu to confirmation @phone', async ({ page }) => {
  await page.goto('/?language=he&restaurant=2003&experience=PICKUP');
  const root = page.locator('guest-ordering');
  await expect(root.locator('[dir="rtl"]').first()).toBeVisible();
  await press(root.getByRole('navigation', { name: 'קטגוריות בתפריט' }).getByRole('button', { name: 'פיצה', exact: true }));
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

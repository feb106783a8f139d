import { expect, test } from './support/fixtures';
import { paintTakenOver } from './support/menu-page';
import { press, pressCheck } from './support/press';

/**
 * Hebrew as a guest reads it (`?language=he`): a prefix letter joins a Latin name with a maqaf and
 * the name is isolated from the right-to-left sentence, dial codes read "(+972)" not "(972+)", form
 * problems are sentences in Hebrew, the sale text comes from the platform's Hebrew translation file,
 * and the card number is typed left to right.
 */
const FSI = '\u2068';
const LRI = '\u2066';
const PDI = '\u2069';

test('home: the business name follows a maqaf and is isolated from the Hebrew title @phone', async ({ page }) => {
  await page.goto('/?language=he');
  const root = page.locator('guest-ordering');
  const title = root.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(/^הזמנה מ־/);
  expect(await title.textContent()).toBe(`הזמנה מ־${FSI}Harbor & Lumen Hospitality${PDI}`);
});

test('checkout in Hebrew: sale text, natural form problems, isolated dial codes and a left-to-right card number @phone', async ({ page }) => {
  await page.goto('/?language=he&restaurant=2003&experience=PICKUP');
  const root = page.locator('guest-ordering');
  await expect(root.locator('[dir="rtl"]').first()).toBeVisible();
  await paintTakenOver(root);
  // The sale text is the translation file's Hebrew, and it claims no discount the price does not give.
  await press(root.getByRole('navigation', { name: 'קטגוריות בתפריט' }).getByRole('button', { name: 'פיצה', exact: true }));
  await expect(root.getByText('בחירת השף השבוע')).toBeVisible();
  await expect(root.getByText(/10%/)).toHaveCount(0);

  await press(root.getByRole('button', { name: /^הוספה של.*מרגריטה$/ }));
  const item = root.getByRole('dialog', { name: 'מרגריטה' });
  await press(item.getByRole('button', { name: /^הוספה להזמנה/ }));
  await expect(item).toBeHidden();
  await press(root.getByRole('button', { name: /^להזמנה שלי/ }));
  await press(root.getByRole('button', { name: 'המשך לתשלום' }));
  await expect(root.getByRole('heading', { name: 'תשלום', exact: true })).toBeVisible();

  // Form problems say what to do, in Hebrew sentences.
  await pressCheck(root.getByRole('checkbox', { name: /^אני מסכים/ }));
  await press(root.getByRole('button', { name: 'ביצוע הזמנה' }));
  await expect(root.getByText('הזינו את השם הפרטי שלכם.')).toBeVisible();
  await expect(root.getByText('הזינו את שם המשפחה שלכם.')).toBeVisible();

  // Dial codes are isolated left to right inside the Hebrew country names.
  const country = root.getByLabel('קידומת מדינה');
  await expect(country.locator('option:checked')).toHaveText(new RegExp(`\\(${LRI}\\+1${PDI}\\)$`));

  // The card number is typed and shown left to right inside the Hebrew card form.
  await root.getByLabel(/^שם פרטי/).fill('עדה');
  await root.getByLabel(/^שם משפחה/).fill('לאבלייס');
  await root.getByLabel(/^טלפון/).fill('2125550143');
  await press(root.getByRole('button', { name: 'ביצוע הזמנה' }));
  const cardFrame = root.getByRole('dialog').frameLocator('iframe');
  const number = cardFrame.locator('#card-number');
  await expect(number).toBeVisible();
  await expect(cardFrame.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await number.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
});

test('totals in Hebrew: tax and service-charge names come from the translation file, on My order, checkout and confirmation @phone', async ({ page }) => {
  await page.goto('/?language=he&restaurant=2003&experience=PICKUP');
  const root = page.locator('guest-ordering');
  // The platform names them "NY Sales Tax" and "Service charge 3%"; the Hebrew file names them.
  const expectHebrewCharges = async () => {
    const summary = root.getByRole('region', { name: 'סיכום ההזמנה' });
    await expect(summary.locator('dt', { hasText: 'מס מכירה של ניו יורק' })).toBeVisible();
    await expect(summary.locator('dt', { hasText: 'דמי שירות 3%' })).toBeVisible();
    await expect(summary.getByText(/NY Sales Tax|Service charge/)).toHaveCount(0);
  };

  await press(root.getByRole('navigation', { name: 'קטגוריות בתפריט' }).getByRole('button', { name: 'פיצה', exact: true }));
  await press(root.getByRole('button', { name: /^הוספה של.*מרגריטה$/ }));
  const item = root.getByRole('dialog', { name: 'מרגריטה' });
  await press(item.getByRole('button', { name: /^הוספה להזמנה/ }));
  await expect(item).toBeHidden();
  await press(root.getByRole('button', { name: /^להזמנה שלי/ }));
  await expectHebrewCharges();

  await press(root.getByRole('button', { name: 'המשך לתשלום' }));
  await expect(root.getByRole('heading', { name: 'תשלום', exact: true })).toBeVisible();
  await expectHebrewCharges();

  await press(root.getByRole('button', { name: 'שינוי אמצעי התשלום' }));
  const methods = root.getByRole('dialog', { name: 'בחירת אמצעי תשלום' });
  await press(methods.getByRole('button', { name: 'מזומן', exact: true }));
  await expect(methods).toBeHidden();
  await root.getByLabel(/^שם פרטי/).fill('עדה');
  await root.getByLabel(/^שם משפחה/).fill('לאבלייס');
  await root.getByLabel(/^טלפון/).fill('2125550143');
  await pressCheck(root.getByRole('checkbox', { name: /^אני מסכים/ }));
  await press(root.getByRole('button', { name: 'ביצוע הזמנה' }));

  await expect(root.getByText('תודה! ההזמנה שלך התקבלה.')).toBeVisible({ timeout: 15_000 });
  const totals = root.locator('dl').filter({ has: page.locator('dt', { hasText: 'מס מכירה של ניו יורק' }) });
  await expect(totals.locator('dt', { hasText: 'דמי שירות 3%' })).toBeVisible();
  await expect(totals.getByText(/NY Sales Tax|Service charge/)).toHaveCount(0);
});

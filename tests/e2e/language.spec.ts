import { auditAccessibility } from './support/audit';
import { expect, sandboxOrders, test } from './support/fixtures';
import { CARDS, CheckoutPage } from './support/checkout-page';
import { unisolatedLatinText } from './support/layout-checks';
import { paintTakenOver } from './support/menu-page';
import { locationOption } from './support/ordering-widget';
import { press, pressCheck, pressSelect } from './support/press';

// A language query parameter selects the language; RTL languages lay out right to left.
test('?language=he shows Hebrew, right to left @phone', async ({ page }) => {
  await page.goto('/?language=he');
  const root = page.locator('guest-ordering');
  await expect(root.locator('[dir="rtl"]').first()).toBeVisible();
  await expect(root.locator('[lang^="he"]').first()).toBeVisible();
  // A Hebrew string from the home screen, not the English source.
  await expect(root.getByRole('button', { name: 'Start order' })).toHaveCount(0);
  await auditAccessibility(page, 'home, right to left');
});

test('the language attribute works without a query parameter', async ({ page }) => {
  await page.goto('/');
  const root = page.locator('guest-ordering');
  await expect(root.getByRole('button', { name: 'Start order' })).toBeVisible();
  await root.evaluate((el) => el.setAttribute('language', 'he'));
  await expect(root.locator('[dir="rtl"]').first()).toBeVisible();
  await expect(root.getByRole('button', { name: 'Start order' })).toHaveCount(0);

  await test.step('a right-to-left language we ship no catalog for: English words, mirrored layout', async () => {
    await root.evaluate((el) => el.setAttribute('language', 'fa'));
    await expect(root.getByRole('button', { name: 'Start order' })).toBeVisible();
    // `lang` names the English shown; the layout follows the guest's Persian.
    await expect(root.locator('[part="base"]')).toHaveAttribute('dir', 'rtl');
    await expect(root.locator('[part="base"]')).toHaveAttribute('lang', 'en-US');
  });

  await test.step('Chinese: its own words and formats, left to right, on the menu too', async () => {
    await root.evaluate((el) => el.setAttribute('language', 'zh_CN'));
    await expect(root.getByRole('button', { name: '开始点餐' })).toBeVisible();
    await expect(root.locator('[part="base"]')).toHaveAttribute('dir', 'ltr');
    await expect(root.locator('[part="base"]')).toHaveAttribute('lang', 'zh-CN');
    await page.goto('/?language=zh_CN&restaurant=2003&experience=PICKUP');
    await expect(root.getByRole('navigation', { name: '菜单分类' })).toBeVisible();
    await expect(root.getByRole('button', { name: '添加玛格丽特披萨' })).toBeVisible();
  });
});

// An Arabic guest on a phone: Arabic words, mirrored layout, Arabic-Indic digits in prices and
// quantities; the menu, its charges and the footer's legal notice come from the platform's Arabic
// translation files, and a phone typed with Arabic-Indic digits reaches the platform in Latin ones.
test('a guest orders in Arabic from menu to confirmation @phone', async ({ page }) => {
  await page.goto('/?language=ar&restaurant=2003&experience=PICKUP');
  const root = page.locator('guest-ordering');
  await expect(root.locator('[part="base"]')).toHaveAttribute('dir', 'rtl');
  await expect(root.locator('[part="base"]')).toHaveAttribute('lang', 'ar');
  // The UI configuration's "Legal notice", named by the business file.
  const footer = root.locator('[data-go-frame="footer"]');
  await expect(footer.getByRole('link', { name: 'إشعار قانوني', exact: true })).toBeVisible();
  await expect(footer.getByText('Legal notice')).toHaveCount(0);
  await press(root.getByRole('navigation', { name: 'فئات القائمة' }).getByRole('button', { name: 'بيتزا', exact: true }));
  const row = root.locator('[data-item-id]').filter({ has: page.getByRole('button', { name: 'مارغريتا، التفاصيل' }) });
  await expect(row.locator('bdi').first()).toHaveText('مارغريتا');
  await expect(row.getByText('طماطم سان مارزانو، فيور دي لاتي، ريحان، زيت زيتون.')).toBeVisible();
  // Translated: nothing to say about the venue's language.
  await expect(root.locator('[data-go-venue-language]')).toHaveCount(0);
  // "$16.00" as an Arabic page writes it, kept left to right by an isolate; calories in Arabic-Indic digits too.
  await expect(row.getByText(/^\u2066\$[٠-٩]+٫[٠-٩]{2}\u2069$/)).toBeVisible();
  await expect(row.getByText(/^[٠-٩]+ سعرة حرارية$/)).toBeVisible();
  // Allergens by their Arabic names (the allergens file's translations), never a Latin letter.
  await expect(row.getByRole('list', { name: 'مسببات الحساسية' }).getByRole('img', { name: 'الغلوتين' })).toBeVisible();
  await press(row.getByRole('button', { name: 'إضافة مارغريتا' }));
  const item = root.getByRole('dialog', { name: 'مارغريتا' });
  // Every number shown in Arabic-Indic digits, the quantity too.
  await expect(item.getByRole('group', { name: 'كمية مارغريتا' }).getByRole('status')).toHaveText('١');
  await press(item.getByRole('button', { name: /^إضافة إلى الطلب/ }));
  await expect(item).toBeHidden();
  await expect(root.getByRole('button', { name: /^عرض طلبي \(١\)/ })).toBeVisible();
  await press(root.getByRole('button', { name: /^عرض طلبي/ }));
  await expect(root.getByRole('heading', { name: 'طلبي', exact: true })).toBeVisible();
  await expect(root.getByRole('group', { name: 'كمية مارغريتا' }).getByRole('status')).toHaveText('١');
  const summary = root.getByRole('region', { name: 'ملخص الطلب' });
  await expect(summary.locator('dt', { hasText: 'ضريبة مبيعات نيويورك' })).toBeVisible();
  await expect(summary.locator('dt', { hasText: 'رسوم خدمة ٣٪' })).toBeVisible();
  await expect(summary.getByText(/NY Sales Tax|Service charge/)).toHaveCount(0);
  await press(root.getByRole('button', { name: 'المتابعة إلى الدفع' }));
  await expect(root.getByRole('heading', { name: 'الدفع', exact: true })).toBeVisible();
  await root.getByLabel(/^الاسم الأول/).fill('عائشة');
  await root.getByLabel(/^اسم العائلة/).fill('Lovelace');
  const phone = root.getByLabel(/^الهاتف/);
  await expect(phone).toHaveAttribute('dir', 'ltr');
  await phone.fill('٢١٢٥٥٥٠١٤٣');
  await auditAccessibility(page, 'checkout, Arabic');
  await press(root.getByRole('button', { name: 'تغيير طريقة الدفع' }));
  await press(root.getByRole('dialog', { name: 'اختر طريقة الدفع' }).getByRole('button', { name: 'الدفع شخصيًا', exact: true }));
  await pressCheck(root.getByRole('checkbox', { name: /^أوافق/ }));
  await press(root.getByRole('button', { name: 'تقديم الطلب' }));
  const confirmation = root.getByRole('status').filter({ hasText: 'رقم الطلب' });
  await expect(confirmation.locator('strong')).toHaveText(/\S+/, { timeout: 15_000 });
  await expect(root.getByText('١ × مارغريتا', { exact: true })).toBeVisible();
  await expect(root.getByText(/\b1 ×/)).toHaveCount(0);
  const orders = await sandboxOrders(page);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.items).toEqual([expect.objectContaining({ pui: 'TL-MARGHERITA', quantity: 1 })]);
  expect(orders[0]!.details.phone).toContain('2125550143');
});

// A platform with no Arabic translation of the menu (its file answers 404): the menu stays in the venue's
// English, and the guest is told so once, in Arabic, where the menu starts; in Hebrew, which the
// platform translates, nothing is said.
test("without the platform's Arabic translation, the menu says once, in Arabic, that it is in the venue's language @phone", async ({ page }) => {
  await page.route('**/menus/translations/*/ar.json', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"code":404,"message":"NOT_FOUND"}' }),
  );
  await page.goto('/?language=ar&restaurant=2003&experience=PICKUP');
  const root = page.locator('guest-ordering');
  await expect(root.locator('[part="base"]')).toHaveAttribute('lang', 'ar');
  const note = root.getByRole('status').filter({ hasText: 'تُعرض هذه القائمة بلغة المطعم.' });
  await expect(note).toHaveCount(1);
  await expect(note).toBeVisible();
  await expect(root.getByRole('button', { name: 'إضافة Margherita' })).toBeVisible();
  await pressSelect(root.getByRole('combobox', { name: 'اللغة', exact: true }), { label: 'עברית' });
  await expect(root.getByRole('button', { name: /^הוספה של.*מרגריטה$/ }).first()).toBeVisible();
  await expect(root.locator('[data-go-venue-language]')).toHaveCount(0);
});

// The business offers Spanish, French, German, Italian and Hebrew too: the picker in the frame's header
// names each language in its own words, and picking one (a tap on a phone, then the system's picker)
// shows the menu in it, with `lang` naming what is shown and `dir` following the language.
test('a guest picks Español, Français, Deutsch, Italiano or עברית and sees the menu in that language @phone', async ({ page }) => {
  await page.goto('/?restaurant=2003&experience=PICKUP');
  const root = page.locator('guest-ordering');
  await expect(root.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
  const languages = [
    { value: 'es_ES', name: 'Español', lang: 'es-ES', dir: 'ltr', picker: 'Idioma', categories: 'Categorías de la carta', add: /^Añadir .*Margarita$/ },
    { value: 'fr_FR', name: 'Français', lang: 'fr-FR', dir: 'ltr', picker: 'Langue', categories: 'Catégories de la carte', add: /^Ajouter .*Margherita$/ },
    {
      value: 'de_DE',
      name: 'Deutsch',
      lang: 'de-DE',
      dir: 'ltr',
      picker: 'Sprache',
      categories: 'Kategorien der Speisekarte',
      add: /^Hinzufügen: .*Margherita$/,
    },
    { value: 'it_IT', name: 'Italiano', lang: 'it-IT', dir: 'ltr', picker: 'Lingua', categories: 'Categorie del menu', add: /^Aggiungi .*Margherita$/ },
    { value: 'he', name: 'עברית', lang: 'he', dir: 'rtl', picker: 'שפה', categories: 'קטגוריות בתפריט', add: /^הוספה של.*מרגריטה$/ },
    { value: 'en_US', name: 'English', lang: 'en-US', dir: 'ltr', picker: 'Language', categories: 'Menu categories', add: /^Add Margherita$/ },
  ];
  // By role: the one shown, the loader's paint's picker until React takes over (what is picked there is
  // carried over), then React's; the tree hidden under the paint is out of the accessibility tree.
  let picker = root.getByRole('combobox', { name: 'Language', exact: true });
  for (const language of languages) {
    await test.step(language.name, async () => {
      await pressSelect(picker, { label: language.name });
      await expect(root.locator('[part="base"]')).toHaveAttribute('lang', language.lang);
      await expect(root.locator('[part="base"]')).toHaveAttribute('dir', language.dir);
      picker = root.getByRole('combobox', { name: language.picker, exact: true });
      await expect(picker).toHaveValue(language.value);
      if (language.value === 'he') {
        // The picker is as wide as the language it shows (a short name here), not as its widest option:
        // a copy sized the browser's default way, beside it, is wider.
        const widths = await picker.evaluate((select) => {
          const copy = select.cloneNode(true) as HTMLSelectElement;
          copy.style.setProperty('field-sizing', 'fixed');
          select.after(copy);
          const both = { shown: select.getBoundingClientRect().width, widest: copy.getBoundingClientRect().width };
          copy.remove();
          return both;
        });
        expect(widths.shown).toBeLessThan(widths.widest - 8);
      }
      await expect(root.getByRole('navigation', { name: language.categories })).toBeVisible();
      await expect(root.getByRole('button', { name: language.add }).first()).toBeVisible();
    });
  }
  await test.step('the guest goes on in the language picked: a tap on a category still lands', async () => {
    await press(root.getByRole('navigation', { name: 'Menu categories' }).getByRole('button', { name: 'Pizza', exact: true }));
    await expect(root.getByRole('heading', { name: 'Pizza', exact: true })).toBeInViewport();
  });
});

// The whole journey in Hebrew, as a guest on a phone orders it: menu, my order, checkout, confirmation.
test('a guest orders in Hebrew from menu to confirmation @phone', async ({ page }) => {
  test.slow(); // seven accessibility audits on the way, a second or more each on a busy machine
  await page.goto('/?language=he&restaurant=2003&experience=PICKUP');
  const root = page.locator('guest-ordering');
  await expect(root.locator('[dir="rtl"]').first()).toBeVisible();
  await test.step("the business's own names in Hebrew: location, experience and allergens by name, not by letter", async () => {
    await expect(root.getByRole('heading', { level: 1, name: 'טרטוריה לומן' })).toBeVisible();
    await auditAccessibility(page, 'menu, right to left');
    await paintTakenOver(root);
    await expect(root.getByText(/^איסוף מהדלפק/)).toBeVisible();
    // The UI configuration's "Legal notice" too.
    await expect(root.locator('[data-go-frame="footer"]').getByRole('link', { name: 'הודעה משפטית', exact: true })).toBeVisible();
    await press(root.getByRole('navigation', { name: 'קטגוריות בתפריט' }).getByRole('button', { name: 'פיצה', exact: true }));
    const margheritaAllergens = root.locator('[data-item-id]').filter({ hasText: 'מרגריטה' }).getByRole('list', { name: 'אלרגנים' });
    await expect(margheritaAllergens.getByRole('img', { name: 'גלוטן' })).toBeVisible();
    await expect(margheritaAllergens.getByRole('listitem').first()).toHaveAttribute('title', 'גלוטן');
  });
  await press(root.getByRole('button', { name: /^הוספה של.*מרגריטה$/ }));
  const item = root.getByRole('dialog', { name: 'מרגריטה' });
  await expect(item).toBeVisible();
  await auditAccessibility(page, 'item detail, right to left');
  await press(item.getByRole('button', { name: /^הוספה להזמנה/ }));
  await expect(item).toBeHidden();
  await press(root.getByRole('button', { name: /^להזמנה שלי/ }));
  await expect(root.getByRole('heading', { name: 'ההזמנה שלי', exact: true })).toBeVisible();
  await auditAccessibility(page, 'my order, right to left');
  await press(root.getByRole('button', { name: 'המשך לתשלום' }));
  await expect(root.getByRole('heading', { name: 'תשלום', exact: true })).toBeVisible();
  await root.getByLabel(/^שם פרטי/).fill('עדה');
  await root.getByLabel(/^שם משפחה/).fill('לאבלייס');
  await root.getByLabel(/^טלפון/).fill('2125550143');
  await auditAccessibility(page, 'checkout, right to left');
  await press(root.getByRole('button', { name: 'שינוי אמצעי התשלום' }));
  await expect(root.getByRole('dialog', { name: 'בחירת אמצעי תשלום' })).toBeVisible();
  await auditAccessibility(page, 'payment method chooser, right to left');
  await press(root.getByRole('dialog', { name: 'בחירת אמצעי תשלום' }).getByRole('button', { name: 'תשלום במקום', exact: true }));
  await pressCheck(root.getByRole('checkbox', { name: /^אני מסכים/ }));
  await press(root.getByRole('button', { name: 'ביצוע הזמנה' }));
  const confirmation = root.getByRole('status').filter({ hasText: 'מספר הזמנה' });
  await expect(confirmation.locator('strong')).toHaveText(/\S+/, { timeout: 15_000 });
  await auditAccessibility(page, 'confirmation, right to left');
  const orders = await sandboxOrders(page);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.items).toEqual([expect.objectContaining({ pui: 'TL-MARGHERITA', quantity: 1 })]);
});

// Every popup and overlay a Hebrew guest can meet, audited right to left (on the phone and on desktop),
// in two sessions that run side by side: what comes before the checkout (the date and time picker, the
// item detail with its allergens, the age check, the not-found screen), then the checkout's own (tip,
// coupon and payment dialogs, the no-internet overlay, the card wallet and its 3-D Secure page). The
// journeys above audit the screens themselves.
test('right to left, every popup before the checkout passes the strict audit in Hebrew @phone', async ({ page }) => {
  test.slow(); // six accessibility audits, a second or more each on a busy machine
  const checkout = new CheckoutPage(page);
  const root = checkout.root;
  // Tuesday 10:00 in New York: Lumen Café takes scheduled orders, so its date and time can be chosen.
  await checkout.setClocks('2026-11-24T15:00:00Z');
  await page.goto('/?language=he');
  await expect(root.locator('[part="base"]')).toHaveAttribute('dir', 'rtl');

  await test.step('date and time picker', async () => {
    const cafe = locationOption(root.getByRole('listbox', { name: 'מיקום' }), 'קפה לומן');
    await expect(cafe).not.toContainText('בודקים את שעות הפתיחה…');
    await press(cafe);
    await press(root.getByRole('button', { name: /^תאריך / }));
    await expect(root.getByRole('dialog', { name: 'בחירת תאריך ושעה' })).toBeVisible();
    await auditAccessibility(page, 'date and time picker, right to left');
  });

  await page.goto('/?language=he&restaurant=2003&experience=PICKUP');
  const categories = root.getByRole('navigation', { name: 'קטגוריות בתפריט' });
  await test.step('item detail and its allergens', async () => {
    await press(categories.getByRole('button', { name: 'קינוחים', exact: true }));
    await press(root.getByRole('button', { name: 'טירמיסו, פרטים', exact: true }));
    const tiramisu = root.getByRole('dialog', { name: 'טירמיסו', exact: true });
    await expect(tiramisu).toBeVisible();
    await auditAccessibility(page, 'item detail, right to left');
    await press(tiramisu.getByRole('button', { name: 'מידע על אלרגנים' }));
    const allergens = root.getByRole('dialog', { name: /^אלרגנים ב־.*טירמיסו/ });
    await expect(allergens.getByRole('listitem')).toHaveCount(3);
    await auditAccessibility(page, 'allergens popup, right to left');
    await press(allergens.getByRole('button', { name: 'חזרה לפריט' }));
    await press(tiramisu.getByRole('button', { name: /^הוספה להזמנה/ }));
    await expect(tiramisu).toBeHidden();
  });

  await test.step('age check', async () => {
    await press(categories.getByRole('button', { name: 'משקאות', exact: true }));
    await press(root.getByRole('button', { name: 'הוספה של פרוני', exact: true }));
    const age = root.getByRole('dialog', { name: 'האם מלאו לך 18?' });
    await expect(age).toContainText('פרוני');
    await auditAccessibility(page, 'age check, right to left');
    await press(age.getByRole('button', { name: 'כן, מלאו לי 18' }));
    const peroni = root.getByRole('dialog', { name: 'פרוני', exact: true });
    await press(peroni.getByRole('button', { name: /^הוספה להזמנה/ }));
    await expect(peroni).toBeHidden();
  });

  await test.step('not found', async () => {
    await page.goto('/?language=he#go:/no-such-page');
    await expect(root.getByRole('heading', { level: 1, name: 'הדף לא נמצא' })).toBeVisible();
    await auditAccessibility(page, 'not found, right to left');
  });
});

test('right to left, every popup of the checkout passes the strict audit in Hebrew @phone', async ({ page, context }) => {
  test.slow(); // seven accessibility audits, a second or more each on a busy machine
  const checkout = new CheckoutPage(page);
  const root = checkout.root;
  await checkout.setClocks('2026-11-24T15:00:00Z');
  await page.goto('/?language=he&restaurant=2003&experience=PICKUP');
  await press(root.getByRole('navigation', { name: 'קטגוריות בתפריט' }).getByRole('button', { name: 'קינוחים', exact: true }));
  await press(root.getByRole('button', { name: 'טירמיסו, פרטים', exact: true }));
  const tiramisu = root.getByRole('dialog', { name: 'טירמיסו', exact: true });
  await press(tiramisu.getByRole('button', { name: /^הוספה להזמנה/ }));
  await expect(tiramisu).toBeHidden();
  await press(root.getByRole('button', { name: /^להזמנה שלי \(1\)/ }));
  await press(root.getByRole('button', { name: 'המשך לתשלום' }));
  await expect(root.getByRole('heading', { name: 'תשלום', exact: true })).toBeVisible();

  await test.step('custom tip', async () => {
    await press(root.getByRole('group', { name: 'טיפ' }).getByRole('button', { name: 'סכום אחר', exact: true }));
    const tip = root.getByRole('dialog', { name: 'טיפ בסכום אחר' });
    await expect(tip).toBeVisible();
    await auditAccessibility(page, 'custom tip, right to left');
    await press(tip.getByRole('button', { name: 'סגירה' }));
    await expect(tip).toBeHidden();
  });

  await test.step('coupon, then the coupon applied', async () => {
    await press(root.getByRole('button', { name: 'הוספת קופון' }));
    const coupon = root.getByRole('dialog', { name: 'קופון' });
    await expect(coupon).toBeVisible();
    await auditAccessibility(page, 'coupon, right to left');
    await coupon.getByLabel(/^קוד קופון/).fill('SAVE10');
    await press(coupon.getByRole('button', { name: 'החלה' }));
    await expect(coupon.getByRole('button', { name: 'הסרת הקופון' })).toBeVisible();
    await auditAccessibility(page, 'coupon applied, right to left');
    await press(coupon.getByRole('button', { name: 'אישור' }));
    await expect(coupon).toBeHidden();
  });

  await test.step('payment method chooser', async () => {
    await press(root.getByRole('button', { name: 'שינוי אמצעי התשלום' }));
    const chooser = root.getByRole('dialog', { name: 'בחירת אמצעי תשלום' });
    await expect(chooser).toBeVisible();
    await auditAccessibility(page, 'payment method chooser, right to left');
    await press(chooser.getByRole('button', { name: 'כרטיס אשראי', exact: true }));
    await expect(chooser).toBeHidden();
  });

  await test.step('no-internet overlay', async () => {
    await context.setOffline(true);
    const overlay = root.getByRole('dialog', { name: 'אין חיבור לאינטרנט' });
    await expect(overlay).toBeVisible();
    await auditAccessibility(page, 'no internet overlay, right to left');
    await context.setOffline(false);
    await expect(overlay).toBeHidden();
  });

  await test.step('pay by card, then its 3-D Secure page', async () => {
    await root.getByLabel(/^שם פרטי/).fill('עדה');
    await root.getByLabel(/^שם משפחה/).fill('לאבלייס');
    await root.getByLabel(/^טלפון/).fill('2125550143');
    await pressCheck(root.getByRole('checkbox', { name: /^אני מסכים/ }));
    await press(root.getByRole('button', { name: 'ביצוע הזמנה' }));
    const wallet = root.getByRole('dialog', { name: 'תשלום בכרטיס' });
    await expect(wallet).toBeVisible();
    await auditAccessibility(page, 'pay by card, right to left');
    const frame = wallet.frameLocator('iframe');
    await frame.getByLabel('מספר כרטיס').fill(CARDS.challenge);
    await frame.getByLabel(/^תוקף/).fill('12/34');
    await frame.getByLabel(/^קוד אבטחה/).fill('123');
    await press(wallet.getByRole('button', { name: /^תשלום / }));
    const challenge = root.getByRole('dialog', { name: 'אישור התשלום בכרטיס' });
    await expect(challenge).toBeVisible();
    await auditAccessibility(page, '3-D Secure page, right to left');
  });
});

// A Hebrew or Arabic guest at a venue with no platform translation for their language reads its
// English texts inside the right-to-left screens: each (address, location name, description, item,
// category and choice names, cart lines, the confirmation's place) is isolated in its own direction on
// every screen of the journey, so "88 Bleecker Street" never reads "Bleecker Street ... 88".
for (const language of [
  {
    code: 'he',
    add: /^הוספה להזמנה/,
    myOrder: /^להזמנה שלי/,
    toCheckout: 'המשך לתשלום',
    first: /^שם פרטי/,
    last: /^שם משפחה/,
    phone: /^טלפון/,
    change: 'שינוי אמצעי התשלום',
    chooser: 'בחירת אמצעי תשלום',
    inPerson: 'תשלום במקום',
    agree: /^אני מסכים/,
    place: 'ביצוע הזמנה',
  },
  {
    code: 'ar',
    add: /^إضافة إلى الطلب/,
    myOrder: /^عرض طلبي/,
    toCheckout: 'المتابعة إلى الدفع',
    first: /^الاسم الأول/,
    last: /^اسم العائلة/,
    phone: /^الهاتف/,
    change: 'تغيير طريقة الدفع',
    chooser: 'اختر طريقة الدفع',
    inPerson: 'الدفع شخصيًا',
    agree: /^أوافق/,
    place: 'تقديم الطلب',
  },
]) {
  test(`${language.code}: the venue's untranslated English texts keep their own direction on every screen @phone`, async ({ page }) => {
    // The platform has no translation in this language: its texts stay English.
    await page.route(/\/translations\//, (route) => route.fulfill({ status: 404, body: '' }));
    const root = page.locator('guest-ordering');
    const expectIsolated = async (screen: string) => {
      const { seen, loose } = await unisolatedLatinText(page);
      expect(loose, screen).toEqual([]);
      expect(seen, `${screen}: English platform texts on screen`).toBeGreaterThan(0);
    };

    await page.goto(`/?language=${language.code}`);
    await expect(root.locator('[part="base"]')).toHaveAttribute('dir', 'rtl');
    await expect(root.getByText(/88 Bleecker Street/).first()).toBeVisible();
    await expectIsolated('location list');

    await page.goto(`/?language=${language.code}&restaurant=2003&experience=PICKUP`);
    const row = root.locator('[data-item-id]').filter({ hasText: 'Margherita' }).first();
    await expect(row).toBeVisible();
    await paintTakenOver(root);
    await expectIsolated('menu');

    await press(row.getByRole('button').first());
    const item = root.getByRole('dialog', { name: 'Margherita' });
    await expect(item).toBeVisible();
    await expectIsolated('item dialog');
    await press(item.getByRole('button', { name: language.add }));
    await expect(item).toBeHidden();

    await press(root.getByRole('button', { name: language.myOrder }));
    await expect(root.getByRole('button', { name: language.toCheckout })).toBeVisible();
    await expectIsolated('my order');
    await press(root.getByRole('button', { name: language.toCheckout }));
    await expect(root.getByLabel(language.first)).toBeVisible();
    await expectIsolated('checkout');

    await root.getByLabel(language.first).fill('Ada');
    await root.getByLabel(language.last).fill('Lovelace');
    await root.getByLabel(language.phone).fill('2125550143');
    await press(root.getByRole('button', { name: language.change }));
    await press(root.getByRole('dialog', { name: language.chooser }).getByRole('button', { name: language.inPerson, exact: true }));
    await pressCheck(root.getByRole('checkbox', { name: language.agree }));
    await press(root.getByRole('button', { name: language.place }));
    await expect(root.getByTestId('order-facts')).toBeVisible({ timeout: 15_000 });
    await expect(root.getByTestId('order-facts')).toContainText('88 Bleecker Street');
    await expectIsolated('confirmation');
  });
}

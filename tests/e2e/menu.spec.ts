import { setBothClocks } from './support/clock';
import { auditAccessibility, auditRightToLeft } from './support/audit';
import { expect, test } from './support/fixtures';
import { focusObscuredBy } from './support/layout-checks';
import { MENU_LOCATIONS, MenuPage } from './support/menu-page';
import { OrderingWidget } from './support/ordering-widget';
import { press } from './support/press';

// The menu screen: desktop and mobile layouts, tabs, rows (calories,
// allergens, the 18+ mark, sale text, unavailable), translations, currencies, time-dependent menu
// files and the virtualized 2,000-item menu. Seed names: demo/sandbox/seed*.ts, demo/README.md.

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('category list at the inline start, items, and the order panel at the inline end', async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.open(MENU_LOCATIONS.trattoria);
    // In the demo page's column (about 660 px) the category list sits above the items, beside the panel.
    await expect(menu.row('Margherita')).toBeVisible();
    await auditAccessibility(page, 'menu, desktop');
    await auditRightToLeft(page, 'menu, desktop', (root) => root.getByRole('navigation', { name: 'קטגוריות בתפריט' }));
    const narrowNav = await menu.categories().boundingBox();
    const narrowRow = await menu.row('Bruschetta al Pomodoro').boundingBox();
    expect(narrowNav!.y + narrowNav!.height).toBeLessThanOrEqual(narrowRow!.y + 1);
    // A host giving the widget the page's whole width gets the three columns.
    await page.addStyleTag({ content: '.layout { display: block !important; }' });
    await expect.poll(async () => (await menu.categories().boundingBox())!.height).toBeGreaterThan(300);
    const nav = await menu.categories().boundingBox();
    const row = await menu.row('Margherita').boundingBox();
    const panel = await menu.root.getByRole('complementary', { name: 'Your order' }).boundingBox();
    expect(nav && row && panel).toBeTruthy();
    expect(nav!.x + nav!.width).toBeLessThanOrEqual(row!.x + 1);
    expect(row!.x + row!.width).toBeLessThanOrEqual(panel!.x + 1);
    // Sub-categories are listed under their category (Wine under Drinks).
    await expect(menu.category('Wine')).toBeVisible();
    // Choosing a category scrolls the list to it and marks it current.
    await menu.category('Dolci').click();
    await expect(menu.heading('Dolci')).toBeInViewport();
    await expect(menu.currentCategory()).toHaveText('Dolci');

    await test.step('in a host column under 600 px the order bar sticks to the bottom and Tab never hides the focus under it', async () => {
      await page.addStyleTag({ content: 'guest-ordering { max-inline-size: 560px !important; }' });
      await new OrderingWidget(page).quickAdd('Tiramisù');
      await expect(menu.viewMyOrder()).toBeVisible();
      await menu.category('Antipasti').click();
      await menu.category('Antipasti').focus();
      for (let i = 0; i < 30; i += 1) {
        await page.keyboard.press('Tab');
        expect(await focusObscuredBy(page), `Tab ${i + 1}`).toBeNull();
      }
    });
  });

  test('rows: price, calories, up to five named allergen icons, sale text, 18+ mark, unavailable, hidden items absent', async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.open(MENU_LOCATIONS.trattoria);
    const margherita = menu.row('Margherita');
    await expect(margherita).toContainText('$16.00');
    await expect(margherita).toContainText('860 kcal');
    const allergens = margherita.getByRole('list', { name: 'Allergens' });
    await expect(allergens.getByRole('img', { name: 'Gluten' })).toBeVisible();
    await expect(allergens.getByRole('img', { name: 'Dairy' })).toBeVisible();
    const counts = await menu.root.getByRole('list', { name: 'Allergens' }).evaluateAll((lists) => lists.map((list) => list.querySelectorAll('li').length));
    expect(Math.max(...counts)).toBeLessThanOrEqual(5);
    await expect(menu.row('Diavola')).toContainText("Chef's pick this week");
    // Under 18: an item flagged itself (Peroni) and an item of an under-18 category (Cocktails).
    await menu.category('Drinks').click();
    await expect(menu.row('Peroni').getByRole('img', { name: 'Over 18 only' })).toBeVisible();
    await expect(menu.row('Margherita')).toHaveCount(0); // virtualized: far rows leave the DOM
    await menu.category('Cocktails').click();
    await expect(menu.row('Negroni').getByRole('img', { name: 'Over 18 only' })).toBeVisible();
    await menu.category('Antipasti').click();
    await expect(menu.row('Fried Calamari')).toContainText('Unavailable');
    await expect(menu.add('Fried Calamari')).toHaveCount(0);
    // The hidden staff meal is never shown, wherever the list is scrolled.
    for (const name of ['Antipasti', 'Pizza', 'Pasta', 'Secondi', 'Insalate', 'Dolci', 'Drinks', 'Cocktails']) {
      await menu.category(name).click();
      await expect(menu.root.getByText('Staff Meal')).toHaveCount(0);
    }
  });
});

test.describe('mobile', () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  test('sticky category tabs follow the scroll and jump to their category', async ({ page }) => {
    const menu = new MenuPage(page);
    // The allergens file loads after the first screen: held here, so the rows are seen without it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/menus/allergens.json', async (route) => {
      await held;
      await route.continue();
    });
    await menu.open(MENU_LOCATIONS.trattoria);
    await expect(menu.currentCategory()).toHaveText('Antipasti');

    await test.step("the rows keep their allergen icons' room while the file loads: nothing moves when the icons come", async () => {
      const heights = () =>
        menu.root
          .locator('[data-item-id]')
          .evaluateAll((rows) => Object.fromEntries(rows.map((row) => [row.getAttribute('data-item-id'), Math.round(row.getBoundingClientRect().height)])));
      await expect(menu.root.locator('[data-allergen-slots]').first()).toBeAttached();
      await expect(menu.root.getByRole('list', { name: 'Allergens' })).toHaveCount(0);
      const before = await heights();
      release();
      await expect(menu.root.getByRole('list', { name: 'Allergens' }).first()).toBeVisible();
      await expect(menu.root.locator('[data-allergen-slots]')).toHaveCount(0);
      const after = await heights();
      for (const [id, height] of Object.entries(before)) if (id in after) expect(after[id], `row ${id}`).toBe(height);
    });
    await auditAccessibility(page, 'menu, mobile');
    await auditRightToLeft(page, 'menu, mobile', (root) => root.getByRole('navigation', { name: 'קטגוריות בתפריט' }));
    await menu.category('Pasta').click();
    await expect(menu.heading('Pasta')).toBeInViewport();
    await expect(menu.currentCategory()).toHaveText('Pasta');
    // The tabs stay on screen, over the list, while it scrolls under them.
    await expect(menu.categories()).toBeInViewport();
    await page.mouse.wheel(0, 600);
    await expect(menu.categories()).toBeInViewport();
    await expect(menu.currentCategory()).not.toHaveText('Pasta');
    // Scrolling back to the top makes the first category current again.
    await page.mouse.wheel(0, -100_000);
    await expect(menu.currentCategory()).toHaveText('Antipasti');
    // No order yet: no "View my order" button.
    await expect(menu.viewMyOrder()).toHaveCount(0);
  });

  test('a sub-category strip shows under the current category', async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.open(MENU_LOCATIONS.trattoria);
    await menu.category('Drinks').click();
    await expect(menu.category('Wine')).toBeVisible();
    await menu.category('Wine').click();
    await expect(menu.heading('Wine')).toBeInViewport();
  });

  test('keyboard: Tab walks the tabs and every row, past the rendered window, and Enter opens an item', async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.open(MENU_LOCATIONS.trattoria);
    await menu.category('Antipasti').focus();
    const focusedName = () =>
      menu.root.evaluate((host) => {
        const active = host.shadowRoot?.activeElement;
        return active ? (active.getAttribute('aria-label') ?? active.textContent ?? '') : '';
      });
    const seen: string[] = [];
    for (let i = 0; i < 120 && !seen.includes('Add Aperol Spritz'); i += 1) {
      await page.keyboard.press('Tab');
      seen.push(await focusedName());
    }
    // Every item of the menu was reached, the last one too (rows render as focus moves down).
    expect(seen).toContain('Bruschetta al Pomodoro, details');
    expect(seen).toContain('Add Margherita');
    expect(seen).toContain('Add Aperol Spritz');
    expect(seen).not.toContain('Add Fried Calamari'); // unavailable: no Add button
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName()).toBe('Aperol Spritz, details');
    await page.keyboard.press('Enter');
    // An under-18 category: the age check comes first (ITEM-ORDER's modal), else the item itself.
    await expect(menu.root.getByRole('dialog')).toBeVisible();
    await auditAccessibility(page, 'age check');
  });
});

test('Hebrew: menu texts from the translation file, right to left', async ({ page }) => {
  const menu = new MenuPage(page);
  await page.goto(`/?${new URLSearchParams({ restaurant: String(MENU_LOCATIONS.trattoria), experience: 'PICKUP', language: 'he' })}`);
  await expect(menu.root.locator('[dir="rtl"]').first()).toBeVisible();
  await expect(menu.root.getByRole('heading', { name: 'פיצה' })).toBeVisible();
  await menu.paintTakenOver();
  await expect(menu.root.getByText('מרגריטה', { exact: true })).toBeVisible();
  await expect(menu.root.getByText('עגבניות סן מרצאנו, מוצרלה, בזיליקום, שמן זית.')).toBeVisible();
});

test.describe('currencies', () => {
  test.use({ viewport: DESKTOP });

  test('EUR with the settings file separators, JPY without decimals and its custom symbol, KWD with three decimals', async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.open(MENU_LOCATIONS.cafeLumiere);
    await expect(menu.row('Croque-monsieur')).toContainText('€12,50');
    await expect(menu.row('Plateau Royal (for 8)')).toContainText('€1.250,00');
    await menu.open(MENU_LOCATIONS.sushiKaze);
    await expect(menu.row('Otoro nigiri')).toContainText('￥1,200');
    await expect(menu.row('Omakase set')).toContainText('￥12,800');
    await menu.open(MENU_LOCATIONS.gulfGrill);
    await expect(menu.row('Mint lemonade')).toContainText('KD1.125');
    await expect(menu.row('Chicken machboos')).toContainText('KD3.750');
  });
});

test.describe('time-dependent menu files', () => {
  test.use({ timezoneId: 'America/New_York', viewport: DESKTOP });

  test('Lumen Café switches from Breakfast to All day, then Late night, as the time crosses the windows', async ({ page }) => {
    await setBothClocks(page, '2026-11-24T14:00:00Z', { advancing: true }); // Tuesday 09:00 in New York
    const menu = new MenuPage(page);
    await menu.open(MENU_LOCATIONS.lumenCafe);
    await expect(menu.row('Pancakes')).toBeVisible();
    await expect(menu.row('Club Sandwich')).toHaveCount(0);
    // 11:20: past the breakfast window (to exclusive): the default "All day" file.
    await page.request.post('/__sandbox/clock', { data: { now: '2026-11-24T16:20:00Z', advancing: true } });
    // Time jumps as after a sleeping phone wakes: timers due meanwhile fire once at the end. (Running
    // every timer of the 2 h 20 min would also fire the new menu request's 30 s timeout at once.)
    await page.clock.fastForward('02:20:00');
    await expect(menu.row('Club Sandwich')).toBeVisible();
    await expect(menu.row('Pancakes')).toHaveCount(0);
    // 22:30: the late-night window (22:00-02:00, across midnight).
    await page.request.post('/__sandbox/clock', { data: { now: '2026-11-25T03:30:00Z', advancing: true } });
    await page.clock.fastForward('11:10:00');
    await expect(menu.row('Midnight Burger')).toBeVisible();
    await expect(menu.row('Club Sandwich')).toHaveCount(0);
  });
});

test.describe('large menu', () => {
  test.use({ viewport: MOBILE });

  test('2,000 items: only a window is rendered; the last tab jumps to the last dish', async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.open(MENU_LOCATIONS.grandBuffet);
    await expect(menu.row('Dish 0001')).toBeVisible();
    expect(await menu.renderedRows().count()).toBeLessThan(60);
    await menu.category('Category 40').click();
    await expect(menu.heading('Category 40')).toBeInViewport();
    await expect(menu.currentCategory()).toHaveText('Category 40');
    // Scroll on down, a screen at a time as a guest would, until the last dish is on screen. (One
    // long flick to the end of the page can overshoot it: the demo page goes on below the widget.)
    const viewport = page.viewportSize() ?? MOBILE;
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    await expect(async () => {
      await page.mouse.wheel(0, viewport.height * 0.6);
      await expect(menu.row('Dish 2000')).toBeInViewport({ timeout: 300 });
    }).toPass({ intervals: [50], timeout: 20_000 });
    expect(await menu.renderedRows().count()).toBeLessThan(60);
    // And back up to the middle by tab.
    await menu.category('Category 20').click();
    await expect(menu.row('Dish 0951')).toBeVisible();
  });
});

/**
 * How the text of each element matching `selector` in the widget lays out: its words, its lines,
 * and the words cut across two lines (measured with DOM ranges, through the shadow root).
 */
async function textLayout(menu: MenuPage, selector: string): Promise<{ text: string; words: number; lines: number; broken: string[] }[]> {
  return menu.root.evaluate((host, sel) => {
    const lineCount = (range: Range) => new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    return [...host.shadowRoot!.querySelectorAll<HTMLElement>(sel)]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        const text = el.textContent ?? '';
        // The name's text node, also when it sits inside an isolate (`<bdi>`) rather than directly in the button.
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT, {
          acceptNode: (n) => (n.textContent!.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
        });
        const node = walker.nextNode() ?? el;
        const whole = document.createRange();
        whole.selectNodeContents(el);
        const broken: string[] = [];
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const word = document.createRange();
          word.setStart(node, match.index!);
          word.setEnd(node, match.index! + match[0].length);
          if (lineCount(word) > 1) broken.push(match[0]);
        }
        return { text: text.trim(), words: text.trim().split(/\s+/).length, lines: lineCount(whole), broken };
      });
  }, selector);
}

test.describe("the menu follows the widget's width, not the window's", () => {
  test.use({ viewport: DESKTOP });

  for (const width of [360, 640, 1000]) {
    test(`at ${width} px in a wide window, categories keep whole words and item names are not one word a line`, async ({ page }) => {
      const menu = new MenuPage(page);
      await menu.open(MENU_LOCATIONS.trattoria);
      // The host gives the widget this width, in a 1280 px window.
      await page.addStyleTag({ content: `.layout { display: block !important; } guest-ordering { inline-size: ${width}px !important; }` });
      await expect.poll(async () => Math.round((await menu.root.boundingBox())!.width)).toBe(width);
      const categories = await textLayout(menu, 'nav[aria-label="Menu categories"] button');
      expect(categories.length).toBeGreaterThan(3);
      for (const category of categories) expect(category, `category "${category.text}"`).toMatchObject({ broken: [] });
      // The categories are one row (a strip) or one column (a side list), never a row broken in pieces.
      const tops = await menu
        .categories()
        .locator(':scope > ul > li > button, [data-strip="top"] > button')
        .evaluateAll((buttons) =>
          buttons.map((b) => {
            const box = b.getBoundingClientRect();
            return { top: Math.round(box.top), left: Math.round(box.left) };
          }),
        );
      expect(tops.length).toBeGreaterThan(3);
      const oneRow = new Set(tops.map((b) => b.top)).size === 1;
      const oneColumn = new Set(tops.map((b) => b.left)).size === 1;
      expect(oneRow || oneColumn, `categories at ${JSON.stringify(tops)}`).toBe(true);
      const names = await textLayout(menu, '[data-item-id] button[aria-label$=", details"]');
      expect(names.length).toBeGreaterThan(3);
      for (const name of names) {
        expect(name.broken, `item "${name.text}"`).toEqual([]);
        // At most half as many lines as words: never a word a line.
        if (name.words > 1) expect(name.lines, `item "${name.text}" on ${name.lines} lines`).toBeLessThanOrEqual(Math.ceil(name.words / 2));
      }
    });
  }
});

test.describe('a phone on its side (844x390, touch)', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });

  test('a category with sub-categories: the strip they add never covers the heading jumped to nor its first item', async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.open(MENU_LOCATIONS.trattoria);
    await press(menu.category('Drinks'));
    // The second strip (Wine…) appears under the tabs as Drinks becomes current.
    await expect(menu.category('Wine')).toBeVisible();
    const bottomOfTabs = async () => {
      const box = await menu.categories().boundingBox();
      return box!.y + box!.height;
    };
    const top = async (locator: ReturnType<MenuPage['heading']>) => (await locator.boundingBox())!.y;
    await expect
      .poll(async () => (await top(menu.heading('Drinks'))) - (await bottomOfTabs()), { message: 'the Drinks heading below the tabs' })
      .toBeGreaterThanOrEqual(0);
    await expect(menu.heading('Drinks')).toBeInViewport();
    // (Its first item sits under the heading, so nothing of it is under the tabs either.)
    // A sub-category jump lands below both strips too.
    await press(menu.category('Wine'));
    // (Within a pixel: the tabs measure in whole px, the layout in fractions.)
    await expect
      .poll(async () => (await top(menu.heading('Wine'))) - (await bottomOfTabs()), { message: 'the Wine heading below the tabs' })
      .toBeGreaterThanOrEqual(-1);
  });

  test('an item with a required choice shows the choice on its first screen, beside a smaller picture', async ({ page }) => {
    const menu = new MenuPage(page);
    await menu.open(MENU_LOCATIONS.trattoria);
    await press(menu.category('Pasta'));
    await press(menu.details('Rigatoni alla Vodka'));
    const dialog = menu.root.getByRole('dialog', { name: 'Rigatoni alla Vodka' });
    const add = dialog.getByRole('button', { name: /^Add to order/ });
    await expect(add).toBeInViewport();
    // The required group's name and its first option are on screen, above the sticky Add to order.
    const group = dialog.getByRole('group').first();
    const firstOption = group.getByRole('radio').first();
    await expect(group).toContainText('required', { ignoreCase: true });
    const addTop = (await add.boundingBox())!.y;
    const optionBox = (await firstOption.boundingBox())!;
    expect(optionBox.y + optionBox.height, 'the first option above Add to order').toBeLessThanOrEqual(addTop);
    await expect(firstOption).toBeInViewport();
    await auditAccessibility(page, 'item dialog, landscape');
  });
});

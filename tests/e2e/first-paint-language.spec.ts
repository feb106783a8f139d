import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The loader paints a deep-linked menu before the widget's code arrives (src/element/static-menu.ts).
// It must already speak the guest's language, as React will: the same words and accessible names, the
// same direction, rows in the same places, so nothing changes for the guest, sighted or not, when
// React takes over. The widget's code is held back here, so what is seen first is the paint.

/** Holds the chunks `pattern` matches until `release()`. */
async function holdChunks(page: Page, pattern: string): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Holds the widget code (the `app` chunk) until `release()`; the loader and the painter load freely. */
const holdWidgetCode = (page: Page) => holdChunks(page, '**/dist/chunks/app-*.js');

/**
 * The guest scrolls the painted list to the window's top: the paint draws only the rows the window
 * shows, and the list may start near its bottom (under the demo page's hero).
 */
async function scrollToPaintedList(page: Page): Promise<void> {
  await page.locator('guest-ordering [data-go-first-paint-list]').evaluate((list) => list.scrollIntoView({ block: 'start' }));
}

/** What a guest (or a screen reader) finds in the first rows: names of the name and add buttons, and where the rows are. */
async function firstRows(page: Page, scope: string) {
  return page.locator('guest-ordering').evaluate((host, selector) => {
    const root = host.shadowRoot!.querySelector(selector)!;
    return [...root.querySelectorAll('[data-item-id]')].slice(0, 4).map((row) => {
      const box = row.getBoundingClientRect();
      const buttons = [...row.querySelectorAll('button')].map((button) => button.getAttribute('aria-label') ?? button.textContent);
      return { id: row.getAttribute('data-item-id'), buttons, inlineStart: box.right, top: box.top, height: box.height };
    });
  }, scope);
}

test('a Hebrew deep link is painted in Hebrew, right to left, and React takes over with the same names in the same places @phone', async ({ page }) => {
  const code = await holdWidgetCode(page);
  await page.goto('/?language=he&restaurant=2003&experience=PICKUP');
  const root = page.locator('guest-ordering');
  const paint = root.locator('[data-go-first-paint]');

  let painted: Awaited<ReturnType<typeof firstRows>> = [];
  await test.step('the paint, before any React: Hebrew words and names, right to left', async () => {
    await expect(paint).toBeVisible();
    await expect(root.locator('[part="base"]')).toHaveCount(0);
    await expect(paint).toHaveAttribute('dir', 'rtl');
    await expect(paint).toHaveAttribute('lang', 'he');
    await expect(paint.getByRole('navigation', { name: 'קטגוריות בתפריט' })).toBeVisible();
    await scrollToPaintedList(page);
    await expect(paint.getByRole('button', { name: 'מרגריטה, פרטים', exact: true })).toBeVisible();
    await expect(paint.getByRole('button', { name: 'הוספה של מרגריטה', exact: true })).toHaveText('הוספה');
    await expect(paint.getByRole('button', { name: 'חזרה' })).toBeVisible();
    // The experience's label in Hebrew under the heading, as the React menu titles it (the menu's name,
    // "Trattoria Lumen", repeats the heading and is left out).
    await expect(paint.getByText('איסוף עצמי', { exact: true }).first()).toBeVisible();
    await expect(paint.getByText(/ · Trattoria Lumen/)).toHaveCount(0);
    // The language picker, named in Hebrew, with Hebrew chosen.
    await expect(paint.getByRole('combobox', { name: 'שפה' })).toHaveValue('he');
    await expect(paint.getByText(/^(Add|Back|Unavailable|Language|Menu)$/)).toHaveCount(0);
    painted = await firstRows(page, '[data-go-first-paint]');
    expect(painted.length).toBeGreaterThan(1);
  });

  await test.step('the takeover: the same words, names and places in React', async () => {
    // What React shows in the very task the paint leaves (no English frame in between).
    await root.evaluate((host) => {
      const shadow = host.shadowRoot!;
      new MutationObserver((_, observer) => {
        if (shadow.querySelector('[data-go-first-paint]')) return;
        observer.disconnect();
        const base = shadow.querySelector('[part="base"]')!;
        (window as unknown as { __takeover: unknown }).__takeover = {
          lang: base.getAttribute('lang'),
          add: base.querySelector('[data-item-id] button[aria-label^="הוספה"], [data-item-id] button[aria-label^="Add"]')?.textContent,
        };
      }).observe(shadow, { childList: true });
    });
    // React's own catalogs (the `messages-*` chunks) arrive after its first menu is rendered: the
    // paint stays until React speaks Hebrew too.
    const catalogs = await holdChunks(page, '**/dist/chunks/messages-*.js');
    code.release();
    await expect(root.locator('[part="base"] [data-item-id]').first()).toBeAttached();
    await expect(paint).toBeVisible();
    catalogs.release();
    await expect(paint).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __takeover: unknown }).__takeover)).toEqual({ lang: 'he', add: 'הוספה' });
    await expect(root.locator('[part="base"]')).toHaveAttribute('dir', 'rtl');
    await expect(root.locator('[part="base"]')).toHaveAttribute('lang', 'he');
    const shown = await firstRows(page, '[part="base"]');
    // Every row named the same, in the same order, and where it was, as tall as it was: the Hebrew
    // calories push a row's allergen icons under its price, and the paint keeps their room as React
    // does until the allergens file (after React's first screen) brings the icons.
    expect(shown.map(({ id, buttons }) => ({ id, buttons }))).toEqual(painted.map(({ id, buttons }) => ({ id, buttons })));
    // Within a pixel: the same content laid out by another tree may land a fraction of a device pixel apart.
    for (const [index, row] of shown.entries()) {
      expect(Math.abs(row.inlineStart - painted[index]!.inlineStart), `row ${row.id}`).toBeLessThan(1);
      expect(Math.abs(row.top - painted[index]!.top), `row ${row.id}`).toBeLessThan(1);
      expect(Math.abs(row.height - painted[index]!.height), `row ${row.id}`).toBeLessThan(1);
    }
    await expect(root.locator('[part="base"]').getByRole('list', { name: 'אלרגנים' }).first()).toBeVisible();
    const withIcons = await firstRows(page, '[part="base"]');
    for (const [index, row] of withIcons.entries()) expect(Math.abs(row.height - painted[index]!.height), `row ${row.id} with its icons`).toBeLessThan(1);
    await expect(root.getByRole('navigation', { name: 'קטגוריות בתפריט' })).toBeVisible();
    await expect(root.getByRole('combobox', { name: 'שפה' })).toHaveValue('he');
  });

  await test.step("without a language in the link, the guest's choice kept on this device: painted in Arabic", async () => {
    // As the language picker keeps it: `language:{business-id}`.
    await page.evaluate(() => localStorage.setItem('language:1001', 'ar'));
    const again = await holdWidgetCode(page);
    await page.goto('/?restaurant=2003&experience=PICKUP');
    await expect(paint).toHaveAttribute('lang', 'ar');
    await expect(root.locator('[part="base"]')).toHaveCount(0);
    await expect(paint).toHaveAttribute('dir', 'rtl');
    await expect(paint.getByRole('navigation', { name: 'فئات القائمة' })).toBeVisible();
    await expect(paint.getByRole('combobox')).toHaveValue('ar');
    await scrollToPaintedList(page);
    // Calories in Arabic words and digits, as React's i18n.number writes them (Bruschetta: 320 kcal).
    const calories = '٣٢٠ سعرة حرارية';
    await expect(paint.locator('[data-item-id]').first().getByText(calories, { exact: true })).toBeVisible();
    again.release();
    await expect(paint).toHaveCount(0);
    await expect(root.locator('[part="base"]')).toHaveAttribute('lang', 'ar');
    await expect(root.getByRole('navigation', { name: 'فئات القائمة' })).toBeVisible();
    await expect(root.locator('[part="base"] [data-item-id]').first().getByText(calories, { exact: true })).toBeVisible();
  });
});

test("an Arabic deep link the platform does not translate: the paint already says the menu is in the venue's language, and React keeps it there @phone", async ({
  page,
}) => {
  await page.route('**/menus/translations/*/ar.json', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"code":404,"message":"NOT_FOUND"}' }),
  );
  const code = await holdWidgetCode(page);
  await page.goto('/?language=ar&restaurant=2003&experience=PICKUP');
  const root = page.locator('guest-ordering');
  const paint = root.locator('[data-go-first-paint]');
  const note = 'تُعرض هذه القائمة بلغة المطعم.';
  await expect(paint).toBeVisible();
  await expect(paint.getByRole('status').filter({ hasText: note })).toBeVisible();
  const top = async (scope: string) =>
    root.evaluate((host, selector) => host.shadowRoot!.querySelector(`${selector} [data-go-venue-language]`)!.getBoundingClientRect().top, scope);
  await scrollToPaintedList(page);
  const painted = { note: await top('[data-go-first-paint]'), rows: await firstRows(page, '[data-go-first-paint]') };
  expect(painted.rows.length).toBeGreaterThan(0);
  code.release();
  await expect(paint).toHaveCount(0);
  const shown = root.locator('[part="base"]').getByRole('status').filter({ hasText: note });
  await expect(shown).toHaveCount(1);
  expect(Math.abs((await top('[part="base"]')) - painted.note)).toBeLessThan(1);
  const rows = await firstRows(page, '[part="base"]');
  expect(rows.map((row) => row.id)).toEqual(painted.rows.map((row) => row.id));
  for (const [index, row] of rows.entries()) expect(Math.abs(row.top - painted.rows[index]!.top), `row ${row.id}`).toBeLessThan(1);
});

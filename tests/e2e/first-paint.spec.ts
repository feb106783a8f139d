import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The loader's own early paint of a deep-linked menu (src/element/static-menu.ts) shows only when the
// app's first screen is that menu and only from answers the API client accepts
// (src/element/paint-plan.ts, src/api/first-menu-check.ts). Each test holds the widget's code back
// until the answers are in, so that a paint the rules failed to stop would be on screen before the app.

const TRATTORIA = '?restaurant=2003&experience=PICKUP';

/** Records on the page whether any widget was ever painted by the loader (the host's painting mark). */
async function watchPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = ((window as unknown as { __paints: string[] }).__paints = [] as string[]);
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        if (target.localName === 'guest-ordering' && target.hasAttribute('data-go-painting')) seen.push(target.id || 'widget');
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-go-painting'] });
  });
}

const paints = (page: Page) => page.evaluate(() => (window as unknown as { __paints: string[] }).__paints);

/**
 * Holds the widget's code (the `app` chunk) until `until` settles, then lets it through: the loader's
 * painter and the platform's answers arrive first, as on a slow phone.
 */
async function holdWidgetCode(page: Page, until: () => Promise<unknown>): Promise<void> {
  await page.route('**/chunks/app-*.js', async (route) => {
    await until();
    await route.continue();
  });
}

/** Resolves once the menu file has been answered (the last of the answers a paint waits for). */
const menuAnswered = (page: Page) => page.waitForResponse((response) => /\/menus\/files\//.test(response.url()));

test.describe('the early paint of a deep-linked menu', () => {
  test('a deep link to an item or to the checkout is not painted as the menu: the app opens that screen', async ({ page }) => {
    await watchPaints(page);
    let answered = menuAnswered(page);
    await holdWidgetCode(page, () => answered);

    await test.step('an item route opens the item, with no menu painted first', async () => {
      await page.goto(`/${TRATTORIA}#go:/menu/14`);
      await expect(page.locator('guest-ordering').getByRole('dialog', { name: 'Margherita' })).toBeVisible();
      expect(await paints(page)).toEqual([]);
    });

    await test.step('the checkout route is not painted either (an empty order then goes to the menu)', async () => {
      answered = menuAnswered(page);
      await page.goto(`/${TRATTORIA}#go:/menu/checkout`);
      await expect(page.locator('guest-ordering').getByRole('button', { name: 'Margherita, details' })).toBeVisible();
      expect(await paints(page)).toEqual([]);
    });
  });

  test('a malformed menu answer paints nothing, and the app shows its own recoverable message', async ({ page }) => {
    await watchPaints(page);
    // One item lacks a field the client's schema requires: the menu could still be drawn from it.
    await page.route('**/menus/files/*.json', async (route) => {
      const response = await route.fetch();
      const menu = (await response.json()) as { categories: { items: Record<string, unknown>[] }[] };
      const item = menu.categories.find((category) => category.items.length > 0)!.items[0]!;
      delete item.is_hidden;
      await route.fulfill({ response, json: menu });
    });
    const answered = menuAnswered(page);
    await holdWidgetCode(page, () => answered);
    await page.goto(`/${TRATTORIA}`);
    const sorry = page.locator('guest-ordering').getByRole('dialog', { name: 'Sorry' });
    await expect(sorry).toContainText("We couldn't load the menu. Please choose again.");
    expect(await paints(page)).toEqual([]);
    await sorry.getByRole('button', { name: 'OK' }).click();
    await expect(sorry).toBeHidden();
  });

  test('two widgets on one page are painted each in its own root, and a tap opens the item in the widget it was made on', async ({ page }) => {
    await watchPaints(page);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await holdWidgetCode(page, () => released);
    await page.goto(`/two-widgets.html${TRATTORIA}`);
    const left = page.locator('guest-ordering#left');
    const right = page.locator('guest-ordering#right');
    const leftPaint = left.locator('[data-go-first-paint]');
    const rightPaint = right.locator('[data-go-first-paint]');
    await expect(leftPaint).toBeVisible();
    await expect(rightPaint).toBeVisible();
    // Each in its own language: the right-hand widget's attribute asks for Hebrew.
    await expect(leftPaint).toHaveAttribute('dir', 'ltr');
    await expect(rightPaint).toHaveAttribute('dir', 'rtl');

    const tapped = rightPaint.locator('[data-go-open-item]').first();
    const itemId = await tapped.getAttribute('data-go-open-item');
    await tapped.click();
    release();

    await expect(right.getByRole('dialog')).toBeVisible();
    await expect(leftPaint).toHaveCount(0);
    await expect(rightPaint).toHaveCount(0);
    await expect(left.getByRole('dialog')).toHaveCount(0);
    await expect(left.getByRole('button', { name: 'Margherita, details' })).toBeVisible();
    expect(new URL(page.url()).hash).toBe(`#go-right:/menu/${itemId}`);
    expect((await paints(page)).sort()).toEqual(['left', 'right']);
  });
});

import type { Locator, Page } from '@playwright/test';
import { announcements, recordAnnouncements } from './support/announcements';
import { expect, test } from './support/fixtures';
import { focusedElement } from './support/focus';
import { MenuPage } from './support/menu-page';
import { press } from './support/press';

// The loader's own early paint of a deep-linked menu (src/element/static-menu.ts) shows only when the
// app's first screen is that menu and only from answers the API client accepts
// (src/element/paint-plan.ts, src/api/first-menu-check.ts). Each test holds the widget's code back
// until the answers are in, so that a paint the rules failed to stop would be on screen before the app.
//
// Then React's takeover of the paint, for every guest: nothing moves, the focus stays on the same
// control, the page stays scrolled where it was, a tap made on the paint is answered, and the React
// tree is out of reach of Tab and screen readers while it lies hidden under the paint.

const TRATTORIA = '?restaurant=2003&experience=PICKUP';

/** Records on the page whether any widget was ever painted by the loader (the host's painting mark). */
async function watchPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __paints: string[] }).__paints = seen;
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
 * Holds the widget's code (the `app` chunk, or another chunk named `chunk`: `menu` is the menu screen)
 * until `until` settles, then lets it through: the loader's painter and the platform's answers arrive
 * first, as on a slow phone.
 */
async function holdWidgetCode(page: Page, until: () => Promise<unknown>, chunk = 'app'): Promise<void> {
  await page.route(`**/chunks/${chunk}-*.js`, async (route) => {
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

    const tappedRow = rightPaint.locator('[data-item-id]').first();
    const itemId = await tappedRow.getAttribute('data-item-id');
    const tapped = tappedRow.locator('button').first();
    await tapped.click();
    release();

    await expect(right.getByRole('dialog')).toBeVisible();
    await expect(leftPaint).toHaveCount(0);
    await expect(rightPaint).toHaveCount(0);
    await expect(left.getByRole('dialog')).toHaveCount(0);
    await expect(left.getByRole('button', { name: 'Margherita, details' })).toBeVisible();
    await expect.poll(() => new URL(page.url()).hash).toBe(`#go-right:/menu/${itemId}`);
    expect((await paints(page)).sort()).toEqual(['left', 'right']);
  });
});

const DEEP_LINK = '/?restaurant=2003&experience=PICKUP';

/** Holds back the widget's code chunks named `names` until each is released by name. */
async function holdCode(page: Page, names: string[]): Promise<(name: string) => void> {
  const releases = new Map<string, () => void>();
  for (const name of names) {
    const released = new Promise<void>((resolve) => releases.set(name, resolve));
    await holdWidgetCode(page, () => released, name);
  }
  return (name) => releases.get(name)?.();
}

/** The paint and the React tree inside a widget (`host` is the `<guest-ordering>` locator). */
function parts(host: Locator) {
  return { paint: host.locator('[data-go-first-paint]'), react: host.locator('[part="base"]') };
}

/** The id of the painted row whose name starts with `name`. */
async function paintedItemId(paint: Locator, name: string): Promise<string> {
  const id = await paint.locator('[data-item-id]').filter({ hasText: name }).first().getAttribute('data-item-id');
  expect(id, `a painted row for ${name}`).toBeTruthy();
  return id!;
}

/** Where a row is in the window, as the guest sees it. */
function rowBox(host: Locator, itemId: string, which: 'paint' | 'react') {
  return boxOf(host, `[data-item-id="${itemId}"]`, which);
}

/** Where what `selector` finds (a row, a heading) is in the window, in the paint or in React's tree. */
function boxOf(host: Locator, selector: string, which: 'paint' | 'react') {
  const scope = which === 'paint' ? '[data-go-first-paint]' : '[part="base"]';
  return host.locator(`${scope} ${selector}`).evaluate((row) => {
    const box = row.getBoundingClientRect();
    return { x: box.x, y: box.y, width: box.width, height: box.height };
  });
}

/**
 * The row is where it was, to the pixel: layout of the same content by another tree may land a
 * fraction of a device pixel apart (a phone's 2x screen), which no guest sees as a move.
 */
function expectSameBox(after: { x: number; y: number; width: number; height: number }, before: typeof after): void {
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(after[key] - before[key]), `${key}: ${after[key]} vs ${before[key]}`).toBeLessThan(1);
}

/** Every position the row was seen at, frame by frame, is within a pixel of where it was. */
function expectNoMove(seen: number[], before: { y: number }): void {
  expect(seen.length).toBeGreaterThan(0);
  for (const y of seen) expect(Math.abs(y - before.y), `seen at ${seen.join(', ')} vs ${before.y}`).toBeLessThan(1);
}

/**
 * Starts sampling, every frame, where the shown copy of a row is in the window (the paint's while it
 * is there, then React's); the returned function stops and hands back the distinct positions seen.
 */
async function watchRow(host: Locator, itemId: string): Promise<() => Promise<number[]>> {
  await host.evaluate((element, id) => {
    const seen = new Set<number>();
    const root = element.shadowRoot!;
    const sample = () => {
      const paint = root.querySelector('[data-go-first-paint]');
      const row = (paint ?? root.querySelector('[part="base"]'))?.querySelector(`[data-item-id="${id}"]`);
      if (row) seen.add(row.getBoundingClientRect().y);
      (element as unknown as { __rowWatch: number }).__rowWatch = requestAnimationFrame(sample);
    };
    (element as unknown as { __rowsSeen: Set<number> }).__rowsSeen = seen;
    sample();
  }, itemId);
  return () =>
    host.evaluate((element) => {
      cancelAnimationFrame((element as unknown as { __rowWatch: number }).__rowWatch);
      return [...(element as unknown as { __rowsSeen: Set<number> }).__rowsSeen];
    });
}

/**
 * The painted menu: before the guest does anything, only the rows the window shows (and a row or two
 * below its bottom edge: the list may start near it, under the host's hero); once the guest scrolls the list
 * to the window's top, the rows that brings into view, with names and prices, and the categories.
 */
async function expectPaintedMenu(paint: Locator): Promise<void> {
  await expect(paint).toBeVisible();
  const list = paint.locator('[data-go-first-paint-list]');
  // The paint estimates where its list starts (on the safe side, so the window's bottom is never left
  // blank) and places rows at the React list's estimated heights: a row or two may start below the
  // edge, where a screenful more would be many.
  const below = await list.evaluate((node) => [...node.children].filter((row) => row.getBoundingClientRect().top >= innerHeight).length);
  expect(below, 'rows drawn below the window before the guest scrolled').toBeLessThanOrEqual(2);
  // …and no blank at the window's bottom: where the list goes on below the window, the rows drawn
  // reach its bottom edge.
  const gap = await list.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const drawnTo = node.lastElementChild?.getBoundingClientRect().bottom ?? box.top;
    return box.top < innerHeight && box.bottom > innerHeight ? innerHeight - drawnTo : 0;
  });
  expect(gap, 'px of the window left blank under the painted rows').toBeLessThanOrEqual(0);
  await scrollToList(paint);
  const rows = paint.locator('[data-item-id]');
  await expect(rows.first()).toBeVisible();
  // Drawn at the scroll event, which the browser sends with its next frame.
  await expect.poll(() => rows.count()).toBeGreaterThan(3);
  await expect(rows.filter({ hasText: 'Margherita' }).first()).toContainText(/\$\d+\.\d\d/);
  const categories = paint.locator('nav button');
  expect(await categories.count()).toBeGreaterThan(3);
  await expect(categories.first()).toBeVisible();
}

/** The guest scrolls the painted list to the window's top (or as far as the page goes). */
async function scrollToList(paint: Locator): Promise<void> {
  await paint.locator('[data-go-first-paint-list]').evaluate((list) => list.scrollIntoView({ block: 'start' }));
}

/** The takeover happened: no paint left, the React menu shown in its place. */
async function expectTakenOver(host: Locator): Promise<void> {
  const { paint, react } = parts(host);
  await expect(paint).toHaveCount(0);
  await expect(react.locator('[data-item-id]').first()).toBeVisible();
}

/**
 * The deep link painted while the widget's code is held back: the paint's first row, that item's id
 * and name, and the release that lets the code (and so React's takeover) through.
 */
async function paintedWithCodeHeld(page: Page) {
  const release = await holdCode(page, ['app']);
  await page.goto(DEEP_LINK);
  const host = page.locator('guest-ordering');
  const { paint } = parts(host);
  await expectPaintedMenu(paint);
  const firstRow = paint.locator('[data-item-id]').first();
  const itemId = (await firstRow.getAttribute('data-item-id'))!;
  const itemName = (await firstRow.locator('button').first().innerText()).trim();
  return { release, host, paint, firstRow, itemId, itemName };
}

test('a location not accepting orders: the paint says so in its two lines, and React where the paint did @phone', async ({ page }) => {
  // Pier 17 Oyster Bar (2008): open around the clock, its kitchen has paused online orders.
  const release = await holdCode(page, ['app']);
  await page.goto('/?restaurant=2008&experience=PICKUP');
  const host = page.locator('guest-ordering');
  const { paint, react } = parts(host);
  const lines = ['This location is not accepting orders at the moment.', 'Please try again later.'];
  const painted = paint.locator('[data-go-notice="not-accepting-orders"]');
  await expect(painted.locator('p')).toHaveText(lines);
  const paintedBox = (await painted.boundingBox())!;
  release('app');
  await expect(paint).toHaveCount(0, { timeout: 15_000 });
  const shown = react.locator('[data-go-notice="not-accepting-orders"]');
  await expect(shown.locator('p')).toHaveText(lines);
  await expect(host.locator('[data-go-notice]')).toHaveCount(1);
  const shownBox = (await shown.boundingBox())!;
  expect(Math.abs(shownBox.y - paintedBox.y)).toBeLessThanOrEqual(1);
});

test.describe('React takes the paint over', () => {
  test('a deep link is painted before the code and React takes over in place, the scroll kept and a tap on Add answered @phone', async ({ page }) => {
    const release = await holdCode(page, ['app']);
    await page.goto(DEEP_LINK);
    const host = page.locator('guest-ordering');
    const { paint } = parts(host);

    await test.step('the paint: rows, prices, calories and categories, before any of the widget code', async () => {
      await expectPaintedMenu(paint);
      await expect(paint.locator('[data-item-id]').filter({ hasText: 'Bruschetta al Pomodoro' }).getByText('320 kcal', { exact: true })).toBeVisible();
      await expect(host.locator('[part="base"]')).toHaveCount(0);
    });

    // The first row: the paint draws what the React row shows there (React adds allergen icons to the
    // rows once the allergens file arrives, after its first screen).
    const firstRow = paint.locator('[data-item-id]').first();
    const itemId = (await firstRow.getAttribute('data-item-id'))!;
    const itemName = (await firstRow.locator('button').first().innerText()).trim();
    const add = firstRow.locator('button').last();
    await test.step('the guest scrolls down and taps Add on a row before React is in', async () => {
      await page.evaluate((top) => scrollBy(0, top - 160), (await firstRow.boundingBox())!.y);
      await press(add);
    });
    const scrolled = await page.evaluate(() => scrollY);
    expect(scrolled).toBeGreaterThan(0);
    const before = await rowBox(host, itemId, 'paint');

    await test.step('React takes over: the row does not move in any frame, the page stays scrolled, the tap opens the item', async () => {
      const samples = await watchRow(host, itemId);
      release('app');
      await expectTakenOver(host);
      expectSameBox(await rowBox(host, itemId, 'react'), before);
      expectNoMove(await samples(), before);
      expect(await page.evaluate(() => scrollY)).toBe(scrolled);
      // The seed's showEditItem is ALWAYS: the menu's Add opens the item.
      const dialog = host.getByRole('dialog', { name: itemName });
      await expect(dialog).toBeVisible();
      // Closing it gives the focus back to the control the guest used: React's own Add.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(host.locator(`[part="base"] [data-item-id="${itemId}"] button`).last()).toBeFocused();
    });
  });

  test("a tap on an item's name before React is in opens its dialog at once; React opens its own on the same item, the focus back on the name at its close @phone", async ({
    page,
  }) => {
    const { release, host, paint, firstRow, itemId, itemName } = await paintedWithCodeHeld(page);
    await press(firstRow.locator('button').first());

    await test.step("the paint's dialog: the item's name, words and price, its choices on their way", async () => {
      const early = paint.getByRole('dialog', { name: itemName });
      await expect(early).toBeVisible();
      await expect(early.getByRole('status')).toHaveText('Loading…');
      await expect(early.getByText(/^\$\d+\.\d\d$/)).toBeVisible();
      await expect(host.locator('[part="base"]')).toHaveCount(0);
    });

    await test.step("React's dialog on the same item, with its choices and Add; closing it gives the focus to the item's name", async () => {
      release('app');
      await expectTakenOver(host);
      const dialog = host.getByRole('dialog', { name: itemName });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: /^Add to order/ })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(host.locator(`[part="base"] [data-item-id="${itemId}"] button`).first()).toBeFocused();
    });
  });

  test("a tap on Add before React is in opens the item's dialog too where Add opens the item (the seed's setting) @phone", async ({ page }) => {
    const { release, host, paint, firstRow, itemName } = await paintedWithCodeHeld(page);
    await press(firstRow.locator('button').last());
    await expect(paint.getByRole('dialog', { name: itemName })).toBeVisible();
    release('app');
    await expectTakenOver(host);
    await expect(host.getByRole('dialog', { name: itemName }).getByRole('button', { name: /^Add to order/ })).toBeVisible();
  });

  test('the item dialog closed on the paint stays closed when React takes over @phone', async ({ page }) => {
    const { release, host, paint, firstRow, itemName } = await paintedWithCodeHeld(page);
    await press(firstRow.locator('button').first());
    const early = paint.getByRole('dialog', { name: itemName });
    await expect(early).toBeVisible();
    await press(early.getByRole('button', { name: 'Close' }));
    await expect(early).toHaveCount(0);
    // The focus back on the name that opened it.
    await expect(firstRow.locator('button').first()).toBeFocused();
    release('app');
    await expectTakenOver(host);
    await expect(host.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
    await expect(host.getByRole('dialog')).toHaveCount(0);
    expect(new URL(page.url()).hash).not.toContain('/menu/');
  });

  test("a language chosen on the paint's picker is React's language; one left as drawn lets the host's attribute decide later @phone", async ({ page }) => {
    const host = page.locator('guest-ordering');
    const { paint, react } = parts(host);

    await test.step('chosen on the paint: React shows it once it is in', async () => {
      const release = await holdCode(page, ['app']);
      await page.goto(DEEP_LINK);
      await expectPaintedMenu(paint);
      await paint.getByLabel('Language').selectOption('es_ES');
      release('app');
      await expectTakenOver(host);
      await expect(react).toHaveAttribute('lang', 'es-ES');
      await expect(host.getByRole('navigation', { name: 'Categorías de la carta' })).toBeVisible();
    });

    await test.step("left as drawn: the host's later language attribute applies", async () => {
      await page.evaluate(() => localStorage.clear());
      const release = await holdCode(page, ['app']);
      await page.goto(DEEP_LINK);
      await expectPaintedMenu(paint);
      release('app');
      await expectTakenOver(host);
      await host.evaluate((element) => element.setAttribute('language', 'he'));
      await expect(react).toHaveAttribute('dir', 'rtl');
      await expect(react).toHaveAttribute('lang', 'he');
    });
  });

  test('a keyboard or screen-reader guest meets one menu: the hidden React tree is out of reach, the focus kept and Enter on Add answered once', async ({
    page,
  }) => {
    // The business's showEditItem says an item without options is added at once: so does the Add pressed on the paint.
    await page.route('**/users/api/v2/business/configurations?**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.showEditItem = 'MODIFIERS';
      await route.fulfill({ response, json: body });
    });
    const release = await holdCode(page, ['app', 'menu']);
    await page.goto(DEEP_LINK);
    const host = page.locator('guest-ordering');
    const { paint, react } = parts(host);
    await expectPaintedMenu(paint);

    await test.step("Tab reaches the paint's controls", async () => {
      for (let i = 0; i < 20 && !(await focusedElement(page)).inWidget; i += 1) await page.keyboard.press('Tab');
      expect((await focusedElement(page)).inWidget).toBe(true);
      expect(await paint.evaluate((node) => node.contains((node.getRootNode() as ShadowRoot).activeElement))).toBe(true);
    });

    await test.step('React laid out under the paint is reached by neither Tab nor the accessibility tree', async () => {
      release('app');
      // The element's React tree is in (its frame, the menu screen still loading) while the paint stays.
      await expect(react).toHaveCount(1);
      await expect(react.locator('[data-go-frame="header"]')).toHaveCount(1);
      await expect(paint).toBeVisible();
      const tree = await host.ariaSnapshot();
      // One language picker (the paint's), no loading status of the hidden React screen.
      expect(tree.match(/combobox/g)?.length ?? 0).toBeLessThanOrEqual(1);
      expect(tree).not.toContain('Loading');
      for (let i = 0; i < 6; i += 1) {
        await page.keyboard.press('Tab');
        expect(await react.evaluate((node) => node.contains((node.getRootNode() as ShadowRoot).activeElement))).toBe(false);
      }
    });

    const itemId = await paintedItemId(paint, 'Bruschetta al Pomodoro');
    await test.step('Enter on an Add in the paint: React adds the item, says so once, and the focus is on its own Add', async () => {
      await paint.locator(`[data-item-id="${itemId}"] button`).last().focus();
      await page.keyboard.press('Enter');
      await recordAnnouncements(host);
      release('menu');
      await expectTakenOver(host);
      await expect(new MenuPage(page).add('Bruschetta al Pomodoro')).toBeFocused();
      await expect.poll(() => host.evaluate((element) => (element as unknown as { getCart(): { quantity: number } }).getCart().quantity)).toBe(1);
      await expect.poll(async () => (await announcements(host)).filter((heard) => heard.text.includes('Bruschetta al Pomodoro added')).length).toBe(1);
      await expect(host.getByRole('dialog')).toHaveCount(0);
      // One menu in the accessibility tree: the paint is gone.
      expect((await host.ariaSnapshot()).match(/Bruschetta al Pomodoro, details/g)).toHaveLength(1);
      expect((await announcements(host)).filter((heard) => heard.text.includes('Bruschetta al Pomodoro added'))).toHaveLength(1);
    });
  });

  test('a category tapped on the paint, then Add pressed across the takeover: the Add is answered, not the older category @phone', async ({ page }) => {
    const release = await holdCode(page, ['app']);
    await page.goto(DEEP_LINK);
    const host = page.locator('guest-ordering');
    const { paint } = parts(host);
    await expectPaintedMenu(paint);
    await press(paint.getByRole('navigation', { name: 'Menu categories' }).getByRole('button', { name: 'Pizza', exact: true }));
    const itemId = await paintedItemId(paint, 'Margherita');
    const add = paint.locator(`[data-item-id="${itemId}"] button`).last();
    await add.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => scrollY);
    const box = (await add.boundingBox())!;
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const touch = await page.context().newCDPSession(page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
    release('app');
    await expectTakenOver(host);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // The seed's showEditItem is ALWAYS: the menu's Add opens the item. The page stayed where the guest had it.
    await expect(host.getByRole('dialog', { name: 'Margherita', exact: true })).toBeVisible();
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
  });

  for (const pointer of ['mouse', 'finger'] as const) {
    test(`a ${pointer} press on Add begun on the paint and released once React is in adds the item once @phone`, async ({ page }) => {
      // The business's showEditItem says an item without options is added at once: a second answer would add a second.
      await page.route('**/users/api/v2/business/configurations?**', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        body.data.showEditItem = 'MODIFIERS';
        await route.fulfill({ response, json: body });
      });
      const release = await holdCode(page, ['app']);
      await page.goto(DEEP_LINK);
      const host = page.locator('guest-ordering');
      const { paint } = parts(host);
      await expectPaintedMenu(paint);
      const itemId = await paintedItemId(paint, 'Bruschetta al Pomodoro');
      const add = paint.locator(`[data-item-id="${itemId}"] button`).last();
      await add.scrollIntoViewIfNeeded();
      const box = (await add.boundingBox())!;
      const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const touch = pointer === 'finger' ? await page.context().newCDPSession(page) : null;
      // Pressed on the paint; React takes over under the held press; released on React's own Add.
      if (touch) await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
      else {
        await page.mouse.move(at.x, at.y);
        await page.mouse.down();
      }
      release('app');
      await expectTakenOver(host);
      if (touch) await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      else await page.mouse.up();
      const quantity = () => host.evaluate((element) => (element as unknown as { getCart(): { quantity: number } }).getCart().quantity);
      await expect.poll(quantity).toBe(1);
      await expect(new MenuPage(page).viewMyOrder()).toContainText('(1)');
      await page.waitForTimeout(300);
      expect(await quantity()).toBe(1);
    });
  }

  test("what a first tap opens comes with the widget's code: the item dialog's code and words, and the takeover's, are asked for before the menu screen renders @phone", async ({
    page,
  }) => {
    // The menu screen's own chunk is held until they are asked for: were they fetched only once the menu
    // renders (or after the tap), they would never be, and the menu would never take the paint over.
    // The dialog's code and words are one chunk: its shared parts (the dialog frame, the stepper) are not
    // a second round trip found once it has arrived.
    const detailCode = page.waitForRequest(/\/chunks\/menu-detail-[^/]*\.js$/);
    const takeoverCode = page.waitForRequest(/\/chunks\/paint-takeover-[^/]*\.js$/);
    await holdWidgetCode(page, () => Promise.all([detailCode, takeoverCode]), 'menu');
    const release = await holdCode(page, ['app']);
    await page.goto(DEEP_LINK);
    const host = page.locator('guest-ordering');
    const firstRow = parts(host).paint.locator('[data-item-id]').first();
    await expect(firstRow).toBeVisible();
    const itemName = (await firstRow.locator('button').first().innerText()).trim();
    await press(firstRow.locator('button').first());
    release('app');
    await expectTakenOver(host);
    await expect(host.getByRole('dialog', { name: itemName })).toBeVisible();
  });

  test('framed on another origin, the frame paints its deep link and React takes over in place, a tap on a name answered', async ({ page, baseURL }) => {
    const release = await holdCode(page, ['app']);
    // The host page is served as localhost, the frame as 127.0.0.1 (see host-embedding.spec.ts); the host passes the deep link on.
    await page.goto(new URL(`/iframe-host.html${DEEP_LINK.slice(1)}`, baseURL!.replace('127.0.0.1', 'localhost')).href);
    const host = page.frameLocator('#ordering-frame').locator('guest-ordering');
    const { paint } = parts(host);
    await expectPaintedMenu(paint);
    const firstRow = paint.locator('[data-item-id]').first();
    const itemId = (await firstRow.getAttribute('data-item-id'))!;
    const itemName = (await firstRow.locator('button').first().innerText()).trim();
    const before = await rowBox(host, itemId, 'paint');

    await test.step("a tap on the first item's name before React opens it once React is in; nothing moved", async () => {
      await firstRow.locator('button').first().click();
      const samples = await watchRow(host, itemId);
      release('app');
      await expectTakenOver(host);
      expectSameBox(await rowBox(host, itemId, 'react'), before);
      expectNoMove(await samples(), before);
      const dialog = host.getByRole('dialog', { name: itemName });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(host.getByRole('button', { name: `${itemName}, details`, exact: true })).toBeFocused();
    });
  });

  test('at the widths hosts give the widget, the first row keeps its place, the focus its control, and a category tapped on the paint is scrolled to', async ({
    page,
  }) => {
    /** Opens the deep link with the widget given `width` px by the host, its code held back. */
    const open = async (width: number) => {
      // The host's width is in the page before the paint (the widget's own stylesheet comes with the code).
      await page.unrouteAll();
      await page.route(
        (url) => url.pathname === '/',
        async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(
            '</head>',
            `<style>.layout { display: block !important; } guest-ordering { inline-size: ${width}px !important; }</style></head>`,
          );
          await route.fulfill({ response, body: html });
        },
      );
      const release = await holdCode(page, ['app']);
      await page.goto(DEEP_LINK);
      const host = page.locator('guest-ordering');
      await expectPaintedMenu(parts(host).paint);
      expect(Math.round((await host.boundingBox())!.width)).toBe(width);
      return { host, release, ...parts(host) };
    };

    for (const width of [360, 640, 1000]) {
      await test.step(`${width} px: the first row and the focus on a category`, async () => {
        const { host, release, paint, react } = await open(width);
        const itemId = (await paint.locator('[data-item-id]').first().getAttribute('data-item-id'))!;
        await paint.locator('nav button').nth(2).focus();
        const before = await rowBox(host, itemId, 'paint');
        const samples = await watchRow(host, itemId);
        release('app');
        await expectTakenOver(host);
        expectSameBox(await rowBox(host, itemId, 'react'), before);
        expectNoMove(await samples(), before);
        await expect(react.locator('nav button').nth(2)).toBeFocused();
      });
    }

    await test.step('360 px: a category tapped on the paint', async () => {
      const { host, release, paint, react } = await open(360);
      const category = paint.locator('nav button').nth(3);
      const name = (await category.innerText()).trim();
      await category.click();
      release('app');
      await expectTakenOver(host);
      const heading = react.locator('[data-category-id]').filter({ hasText: name }).first();
      await expect(heading).toBeInViewport();
      await expect(heading).toBeFocused();
      await expect(react.locator('nav button[aria-current="true"]')).toHaveText(name);
    });

    await test.step('a window tall enough to paint the drinks: calories and the "18+" mark as React shows them, no row or heading moved or resized at the takeover', async () => {
      await page.setViewportSize({ width: 1280, height: 3200 });
      const { host, release, paint, react } = await open(640);
      const mark = (scope: Locator) => scope.getByRole('img', { name: 'Over 18 only', exact: true });
      // Peroni is under 18 itself, Chianti is in the under-18 Wine sub-category of Drinks, Negroni and the
      // Spritz are in the under-18 Cocktails category; San Pellegrino is neither.
      const adult = ['Peroni', 'Chianti Classico (glass)', 'Negroni', 'Aperol Spritz'];
      const ids = new Map<string, string>();
      for (const name of [...adult, 'San Pellegrino 500 ml', 'Bruschetta al Pomodoro']) ids.set(name, await paintedItemId(paint, name));
      const headings = { drinks: '[data-category-id="105"]', wine: '[data-category-id="106"]', cocktails: '[data-category-id="109"]' };
      const calories = { 'Bruschetta al Pomodoro': '320 kcal', Peroni: '142 kcal', 'San Pellegrino 500 ml': '0 kcal' } as const;
      /** The calories and marks of `tree`: what the paint must show before React, and React after it. */
      const expectMarked = async (tree: Locator) => {
        for (const name of adult) await expect(mark(tree.locator(`[data-item-id="${ids.get(name)}"]`)), name).toHaveCount(1);
        await expect(mark(tree.locator(`[data-item-id="${ids.get('San Pellegrino 500 ml')}"]`))).toHaveCount(0);
        await expect(mark(tree.locator(headings.wine))).toHaveCount(1);
        await expect(mark(tree.locator(headings.cocktails))).toHaveCount(1);
        await expect(mark(tree.locator(headings.drinks))).toHaveCount(0);
        for (const [name, text] of Object.entries(calories)) {
          await expect(tree.locator(`[data-item-id="${ids.get(name)}"]`).getByText(text, { exact: true })).toBeVisible();
        }
      };
      await expectMarked(paint);
      // Every painted row and heading, down to the last cocktail.
      const shapes = await paint.locator('[data-item-id], [data-category-id]').evaluateAll((nodes) =>
        nodes.map((node) => {
          const item = node.getAttribute('data-item-id');
          return item === null ? `[data-category-id="${node.getAttribute('data-category-id')}"]` : `[data-item-id="${item}"]`;
        }),
      );
      expect(shapes).toContain(`[data-item-id="${ids.get('Aperol Spritz')}"]`);
      const before = await Promise.all(shapes.map((selector) => boxOf(host, selector, 'paint')));
      release('app');
      await expectTakenOver(host);
      await expectMarked(react);
      for (const [index, selector] of shapes.entries()) expectSameBox(await boxOf(host, selector, 'react'), before[index]!);
    });
  });
});

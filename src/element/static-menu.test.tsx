// @vitest-environment happy-dom
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapMenu } from '../api/map-menu';
import type { FirstMenuAnswers } from '../api/preload';
import { wireExperience, wireFirstMenuAnswers } from '../api/test-support';
import type { WireCategory, WireItem, WireMenu } from '../api/wire';
import type { Allergen, Currency } from '../domain/types';
import { mapCurrencySettings } from '../api/map-menu-texts';
import { allergenListStyles } from '../ui/allergen-icons.styles';
import { getCurrency } from '../domain/currency';
import { displayItemName } from '../domain/menu/display';
import { menuRows, visibleCategories } from '../domain/menu/rows';
import { messages as arMessages } from '../i18n/locales/ar/messages';
import { messages as enMessages } from '../i18n/locales/en_US/messages';
import { messages as heMessages } from '../i18n/locales/he/messages';
import { shownLocale } from '../i18n/shown-locale';
import { CategorySideList, CategoryTabs } from '../screens/menu/CategoryNav';
import { CategoryHeading, MenuItemRow } from '../screens/menu/MenuItemRow';
import { atom } from 'nanostores';
import { metaStyles } from '../screens/menu/menu-row.styles';
import { PRESSED_ATTRIBUTE, releaseFirstPaint, TAPPED_ATTRIBUTE } from '../ui/first-paint-handover';
import { attachEarlyRoot } from './early-root';
import { loadPaintMessages } from './paint-messages';
import { PAINT_TEXTS, type PaintMessages } from './paint-texts';
import { NotAcceptingOrdersNoticeView } from '../screens/shared/not-accepting-orders-view';
import { paintFirstMenu, rowsOnScreen } from './static-menu';

// The loader's paint of a row must show what the React row (MenuItemRow, CategoryHeading) shows from
// the same data: calories when the experience shows them, the "18+" mark of under-18 items and of
// every item and heading of an under-18 category or of a sub-category inside one.

const wireItem = (id: number, name: string, extra: Partial<WireItem> = {}): WireItem => ({
  id,
  pos_unique_id: `i${id}`,
  serial_id: 500 + id,
  name,
  description: '',
  price: 5,
  image: null,
  kcal: null,
  allergens: [],
  under_18: false,
  is_hidden: false,
  modifierGroups: [],
  ...extra,
});
const wireCategory = (id: number, name: string, items: WireItem[], extra: Partial<WireCategory> = {}): WireCategory => ({
  id,
  bid: 1,
  serial_id: 100 + id,
  name,
  pos_unique_id: `c${id}`,
  type: 'category',
  under_18: false,
  subcategories: [],
  items,
  ...extra,
});

/** Soup (calories), Beer (under 18 itself), and the under-18 Bar with Negroni and its Wine sub-category (not marked itself). */
const MENU: WireMenu = {
  id: 7,
  name: 'All day',
  categories: [
    wireCategory(1, 'Mains', [wireItem(5, 'Soup', { kcal: 120.6, description: 'Tomato and basil.' }), wireItem(6, 'Beer', { under_18: true })]),
    wireCategory(2, 'Bar', [wireItem(7, 'Negroni', { kcal: 1249.5 })], {
      under_18: true,
      subcategories: [wireCategory(3, 'Wine', [wireItem(8, 'Chianti', { kcal: 125 })], { type: 'subcategory' })],
    }),
  ],
};

/** The experience's answer with `show_calories` as given. */
const experience = (showCalories: boolean) => {
  const answer = wireExperience();
  answer.settings.ui.menu.show_calories = showCalories;
  return answer as unknown as Record<string, unknown>;
};

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

/** Paints MENU into a fresh widget's early root; null when the painter refused. */
function paint(overrides: Partial<FirstMenuAnswers> = {}, messages: PaintMessages | null = null): HTMLElement | null {
  const host = document.createElement('guest-ordering');
  document.body.append(host);
  const root = attachEarlyRoot(host)!;
  const painted = paintFirstMenu(root, wireFirstMenuAnswers({ menu: MENU, translation: null, experience: experience(true), ...overrides }), messages);
  return painted ? root.querySelector<HTMLElement>('[data-go-first-paint]') : null;
}

const row = (scope: Element, id: number) => scope.querySelector(`[data-item-id="${id}"]`)!;
const heading = (scope: Element, id: number) => scope.querySelector(`[data-category-id="${id}"]`)!;
/** The row's meta line past its price: calories, then the "18+" mark. */
const metaPastPrice = (scope: Element, id: number) => [...row(scope, id).querySelector(`.${metaStyles}`)!.children].slice(1);

/** React's rows of MENU as MenuList renders them, in an element i18n speaking `language`. */
function renderReact(
  i18n: I18n,
  showCalories: boolean,
  {
    menu = MENU,
    allergensPending = false,
    allergens = new Map<number, Allergen>(),
    unavailable = new Set<number>(),
    currency = getCurrency('USD'),
  }: { menu?: WireMenu; allergensPending?: boolean; allergens?: Map<number, Allergen>; unavailable?: Set<number>; currency?: Currency } = {},
): HTMLElement {
  const categories = visibleCategories(mapMenu(menu, 2, (url) => url ?? null).categories);
  const { container } = render(
    <I18nProvider i18n={i18n}>
      {menuRows(categories).map((entry) =>
        entry.kind === 'category' ? (
          <CategoryHeading key={`c${entry.category.id}`} category={entry.category} depth={entry.depth} adult={entry.category.under18} />
        ) : (
          <MenuItemRow
            key={`i${entry.item.id}`}
            item={entry.item}
            currency={currency}
            locale={i18n.locale}
            allergens={allergens}
            allergensPending={allergensPending}
            showCalories={showCalories}
            available={!unavailable.has(entry.item.id)}
            adult={entry.item.under18 || entry.category.under18}
            desktop={matchMedia('(min-width: 992px) and (orientation: landscape)').matches}
            onTap={() => undefined}
            onOpen={() => undefined}
          />
        ),
      )}
    </I18nProvider>,
  );
  return container;
}

/** An element i18n switched to `language` as `createLocaleSwitcher` does it. */
function elementI18n(language: string, messages: Messages): I18n {
  const shown = shownLocale(language);
  const i18n = setupI18n({ messages: { [shown.catalog]: messages } });
  i18n.activate(shown.catalog, [shown.intl]);
  return i18n;
}

describe('the first paint of a row is the React row: the same view, the same markup', () => {
  /** One item of each kind a row shows, and headings of each depth, one category under 18. */
  const EVERY_KIND: WireMenu = {
    id: 8,
    name: 'Every kind',
    categories: [
      wireCategory(1, 'Mains', [
        wireItem(11, 'Plain soup'),
        wireItem(12, 'Pictured pizza', { image: 'https://images.example.test/pizza.jpg', description: 'Wood-fired.' }),
        wireItem(13, 'Sold-out stew'),
        wireItem(14, 'Calorie count', { kcal: 1249.5 }),
        wireItem(15, 'Beer', { under_18: true }),
        wireItem(16, 'Allergic bread', { allergens: [1, 2, 3, 4, 5, 6] }),
        wireItem(17, 'Sale salad', { saleText: 'Two for one', description: 'Crisp leaves (local).' }),
        wireItem(18, 'A very long name for a dish that is cut beside its picture because it runs far too long', {
          image: 'https://images.example.test/long.jpg',
        }),
      ]),
      wireCategory(2, 'Bar', [wireItem(21, 'Negroni', { kcal: 240 })], {
        under_18: true,
        subcategories: [wireCategory(3, 'Wine', [wireItem(31, 'Chianti')], { type: 'subcategory' })],
      }),
    ],
  };
  const SOLD_OUT_SERIAL = 500 + 13;
  const withAllergensFile = () => {
    const answer = experience(true) as unknown as ReturnType<typeof wireExperience>;
    answer.settings.menus.allergens.url = '/menus/allergens.json';
    return answer as unknown as Record<string, unknown>;
  };
  const itemIds = [11, 12, 13, 14, 15, 16, 17, 18, 21, 31];
  // The paint's currency as the app's stores give it: the location's, with the platform's currency settings.
  const currency = getCurrency('USD', mapCurrencySettings(wireFirstMenuAnswers().currencySettings as Parameters<typeof mapCurrencySettings>[0]));

  it.each([
    ['English, left to right', 'en_US', enMessages, null],
    ['Arabic, right to left, Arabic digits', 'ar', arMessages, 'ar'],
    ['Hebrew, right to left', 'he', heMessages, 'he'],
  ] as const)('%s: every row and heading is drawn as React renders it', async (_label, language, catalog, paintCatalog) => {
    const painted = paint(
      {
        menu: EVERY_KIND,
        experience: withAllergensFile(),
        outOfStock: { items: [SOLD_OUT_SERIAL] },
        ...(language === 'en_US' ? {} : { language, request: { ...wireFirstMenuAnswers().request, languageNamed: true } }),
      },
      paintCatalog ? await loadPaintMessages(paintCatalog) : null,
    )!;
    expect(painted).not.toBeNull();
    // The rows past the first screen too (drawn at the first scroll).
    window.dispatchEvent(new Event('scroll'));
    const react = renderReact(elementI18n(language, catalog), true, { menu: EVERY_KIND, allergensPending: true, unavailable: new Set([13]), currency });
    for (const id of itemIds) expect(row(painted, id).outerHTML, `item ${id}`).toBe(row(react, id).outerHTML);
    for (const id of [1, 2, 3]) expect(heading(painted, id).outerHTML, `category ${id}`).toBe(heading(react, id).outerHTML);
    // What each kind shows, so the comparison is of rows that show it.
    expect(row(painted, 12).querySelector('img')?.getAttribute('src')).toBe('https://images.example.test/pizza.jpg');
    expect(row(painted, 13).hasAttribute('data-unavailable')).toBe(true);
    expect(row(painted, 16).querySelectorAll('[data-allergen-slots] > *')).toHaveLength(5);
    expect(row(painted, 15).querySelector('[role="img"]')).not.toBeNull();
    if (language === 'ar') expect(row(painted, 14).textContent).toContain('١٬٢٥٠');
  });

  it('once the allergens file is in, React shows the icons where the paint kept their room', () => {
    const painted = paint({ menu: EVERY_KIND, experience: withAllergensFile(), outOfStock: { items: [SOLD_OUT_SERIAL] } })!;
    window.dispatchEvent(new Event('scroll'));
    const allergens = new Map<number, Allergen>(
      [1, 2, 3, 4, 5, 6].map((id) => [id, { id, key: `allergen${id}`, name: `Allergen ${id}`, icon: null, translations: {} }]),
    );
    const react = renderReact(elementI18n('en_US', enMessages), true, { menu: EVERY_KIND, allergens, unavailable: new Set([13]), currency });
    const meta = (scope: Element) => row(scope, 16).querySelector(`.${metaStyles}`)!;
    const icons = meta(react).lastElementChild!;
    expect(icons.matches(`ul.${allergenListStyles}`)).toBe(true);
    expect(icons.querySelectorAll('li')).toHaveLength(5);
    // Everything before the icons is the same.
    const beforeIcons = (scope: Element) => [...meta(scope).children].slice(0, -1).map((node) => node.outerHTML);
    expect(beforeIcons(painted)).toEqual(beforeIcons(react));
    expect(meta(painted).lastElementChild!.hasAttribute('data-allergen-slots')).toBe(true);
  });
});

describe("the first paint of the category navigation is React's", () => {
  /** React's navigation of MENU (Mains, and the under-18 Bar with its Wine sub-category), none chosen yet. */
  const reactNav = (wide: boolean) => {
    const categories = visibleCategories(mapMenu(MENU, 2, (url) => url ?? null).categories);
    const props = { categories, $active: atom<number | null>(null), onChoose: () => undefined };
    const { container } = render(
      <I18nProvider i18n={elementI18n('he', heMessages)}>{wide ? <CategorySideList {...props} /> : <CategoryTabs {...props} />}</I18nProvider>,
    );
    return container.querySelector('nav')!;
  };
  const paintIn = async (wide: boolean) => {
    const words = await loadPaintMessages('he');
    const media = vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: wide, media: query }) as MediaQueryList);
    try {
      return paint({ language: 'he', request: { ...wireFirstMenuAnswers().request, languageNamed: true } }, words);
    } finally {
      media.mockRestore();
    }
  };

  it('narrow: the same tab strip, the first tab current, in the same words', async () => {
    const painted = await paintIn(false);
    expect(painted).not.toBeNull();
    expect(painted!.querySelector('nav')!.outerHTML).toBe(reactNav(false).outerHTML);
  });

  it('wide: the same side list, sub-categories nested', async () => {
    const painted = (await paintIn(true))!;
    expect(painted.querySelector('nav')!.outerHTML).toBe(reactNav(true).outerHTML);
    expect(painted.querySelectorAll('nav li li')).toHaveLength(1);
  });
});

describe("a tap on a name in the paint opens the item's dialog at once, drawn from React's own views", () => {
  it('a modal dialog named by the item: its description, price, calories and allergens room, then "Loading…" where the choices come', () => {
    const painted = paint({
      experience: (() => {
        const answer = experience(true) as unknown as ReturnType<typeof wireExperience>;
        answer.settings.menus.allergens.url = '/menus/allergens.json';
        return answer as unknown as Record<string, unknown>;
      })(),
    })!;
    const name = row(painted, 5).querySelector<HTMLButtonElement>('button')!;
    name.click();
    const dialog = painted.querySelector('dialog')!;
    expect(dialog).not.toBeNull();
    expect(dialog.open).toBe(true);
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('Soup');
    expect(dialog.getAttribute('aria-labelledby')).toBe(dialog.querySelector('h2')!.id);
    expect(dialog.textContent).toContain('Tomato and basil.');
    expect(dialog.textContent).toContain('121 kcal. Adults need around 2,000 kcal a day.');
    expect(within(dialog).getByRole('status').textContent).toBe('Loading…');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    // The tap stays marked: React opens its own dialog on the same item when it takes over.
    expect(name.hasAttribute(TAPPED_ATTRIBUTE)).toBe(true);
  });

  it('closed by the guest (the close button, Escape), nothing is opened once React is in', () => {
    const painted = paint()!;
    const name = row(painted, 5).querySelector<HTMLButtonElement>('button')!;
    name.click();
    within(painted.querySelector('dialog')!).getByRole('button', { name: 'Close' }).click();
    expect(painted.querySelector('dialog')).toBeNull();
    expect(name.hasAttribute(TAPPED_ATTRIBUTE)).toBe(false);
    name.click();
    painted.querySelector('dialog')!.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(painted.querySelector('dialog')).toBeNull();
    expect(name.hasAttribute(TAPPED_ATTRIBUTE)).toBe(false);
  });

  it("an under-18 item opens nothing in the paint: its age check comes first, and that is React's", () => {
    const painted = paint()!;
    for (const id of [6, 7]) row(painted, id).querySelector<HTMLButtonElement>('button')!.click();
    expect(painted.querySelector('dialog')).toBeNull();
  });

  it("a tap on Add opens the dialog where the business's setting says Add opens the item, and nothing where it adds at once", () => {
    const opens = paint()!;
    const add = (scope: Element) => [...row(scope, 5).querySelectorAll<HTMLButtonElement>('button')].at(-1)!;
    add(opens).click();
    expect(within(opens.querySelector('dialog')!).getByRole('heading', { level: 2 }).textContent).toBe('Soup');
    cleanup();
    document.body.replaceChildren();
    const configuration = { ...wireFirstMenuAnswers().configuration, showEditItem: 'NEVER' };
    const adds = paint({ configuration })!;
    add(adds).click();
    expect(adds.querySelector('dialog')).toBeNull();
    // React adds it once it is in (the tap is replayed).
    expect(add(adds).hasAttribute(TAPPED_ATTRIBUTE)).toBe(true);
  });
});

describe('the first paint of a row, as the React row shows it', () => {
  it("shows the rounded calories, muted, in the guest's locale when the experience shows calories", () => {
    const painted = paint()!;
    expect(within(row(painted, 5) as HTMLElement).getByText('121 kcal')).toBeTruthy();
    expect(within(row(painted, 7) as HTMLElement).getByText('1,250 kcal')).toBeTruthy();
    expect(row(painted, 6).textContent).not.toContain('kcal');
  });

  it('shows no calories when the experience does not', () => {
    const painted = paint({ experience: experience(false) })!;
    expect(painted.querySelector('[data-item-id="5"]')).not.toBeNull();
    expect(painted.textContent).not.toContain('kcal');
  });

  it('marks an under-18 item, every item of an under-18 category and of its sub-categories, and their headings', () => {
    const painted = paint()!;
    const marked = (element: Element) => within(element as HTMLElement).queryAllByRole('img', { name: 'Over 18 only' });
    expect(marked(row(painted, 5))).toHaveLength(0);
    expect(marked(heading(painted, 1))).toHaveLength(0);
    for (const element of [row(painted, 6), row(painted, 7), row(painted, 8), heading(painted, 2), heading(painted, 3)]) {
      const [mark, ...more] = marked(element);
      expect(more).toHaveLength(0);
      expect(mark!.innerHTML).toBe('<span aria-hidden="true">18+</span>');
    }
  });

  it('draws the calories, the marks and the headings with the same elements, classes and names as React (English)', () => {
    const painted = paint()!;
    const react = renderReact(elementI18n('en_US', enMessages), true);
    for (const id of [5, 6, 7, 8]) {
      expect(
        metaPastPrice(painted, id).map((node) => node.outerHTML),
        `item ${id}`,
      ).toEqual(metaPastPrice(react, id).map((node) => node.outerHTML));
    }
    for (const id of [1, 2, 3]) expect(heading(painted, id).innerHTML, `category ${id}`).toBe(heading(react, id).innerHTML);
    expect(metaPastPrice(painted, 7)).toHaveLength(2);
    // The venue's texts keep their own direction in both: the name and the description each isolated.
    for (const id of [5, 6, 7, 8]) {
      for (const part of ['bdi', 'p'])
        expect(row(painted, id).querySelector(part)?.outerHTML, `item ${id} ${part}`).toBe(row(react, id).querySelector(part)?.outerHTML);
    }
  });

  it("in Arabic: the same words and the same digits as React's i18n.number", async () => {
    const painted = paint({ language: 'ar', request: { ...wireFirstMenuAnswers().request, languageNamed: true } }, await loadPaintMessages('ar'))!;
    const react = renderReact(elementI18n('ar', arMessages), true);
    expect(row(painted, 7).textContent).toContain('١٬٢٥٠');
    for (const id of [5, 6, 7, 8]) {
      expect(
        metaPastPrice(painted, id).map((node) => node.outerHTML),
        `item ${id}`,
      ).toEqual(metaPastPrice(react, id).map((node) => node.outerHTML));
    }
    expect(heading(painted, 2).innerHTML).toBe(heading(react, 2).innerHTML);
  });

  it('paints nothing when the "18+" mark\'s name cannot be shown exactly', async () => {
    const ar = { ...(await loadPaintMessages('ar')) };
    delete ar[PAINT_TEXTS.over18.id];
    expect(paint({ language: 'ar', request: { ...wireFirstMenuAnswers().request, languageNamed: true } }, ar)).toBeNull();
  });

  describe('the room of allergen icons, kept until their file comes after the first screen', () => {
    /** Soup names six allergens (five show), Beer two, Chianti none. */
    const withAllergens: WireMenu = {
      ...MENU,
      categories: [
        wireCategory(1, 'Mains', [wireItem(5, 'Soup', { allergens: [1, 2, 3, 4, 5, 6] }), wireItem(6, 'Beer', { allergens: [2, 3] }), wireItem(8, 'Chianti')]),
      ],
    };
    const slots = (scope: Element, id: number) => row(scope, id).querySelector('[data-allergen-slots]');
    const withFile = (url: string | null) => {
      const answer = experience(true) as unknown as ReturnType<typeof wireExperience>;
      answer.settings.menus.allergens.url = url;
      return answer as unknown as Record<string, unknown>;
    };

    it('keeps up to five discs, hidden from screen readers, drawn as the React row draws them while the file loads', () => {
      const painted = paint({ menu: withAllergens, experience: withFile('/menus/allergens.json') })!;
      const react = renderReact(elementI18n('en_US', enMessages), true, { menu: withAllergens, allergensPending: true });
      expect(slots(painted, 5)?.children).toHaveLength(5);
      expect(slots(painted, 5)?.getAttribute('aria-hidden')).toBe('true');
      expect(slots(painted, 6)?.children).toHaveLength(2);
      expect(slots(painted, 8)).toBeNull();
      for (const id of [5, 6]) expect(slots(painted, id)!.outerHTML, `item ${id}`).toBe(slots(react, id)!.outerHTML);
    });

    it('keeps no room when the experience has no allergens file, or one the allow-list refuses', () => {
      for (const url of [null, 'javascript:alert(1)']) {
        const painted = paint({ menu: withAllergens, experience: withFile(url) })!;
        expect(painted.querySelector('[data-allergen-slots]'), String(url)).toBeNull();
        cleanup();
        document.body.replaceChildren();
      }
    });
  });

  it('draws the first screen of rows with the paint and the next screen once the guest scrolls, nothing further', async () => {
    // 60 soups: the list is as tall as all of them (the React list's estimates), but only two screens are drawn.
    const long: WireMenu = {
      ...MENU,
      categories: [
        wireCategory(
          1,
          'Mains',
          Array.from({ length: 60 }, (_, index) => wireItem(100 + index, `Soup ${index}`)),
        ),
      ],
    };
    const painted = paint({ menu: long })!;
    const drawn = () => painted.querySelectorAll('[data-item-id]').length;
    const firstScreen = drawn();
    // Rows of about 104 px, a heading of 52: a screen of innerHeight px holds this many, and one more.
    const perScreen = Math.ceil((innerHeight - 52) / 104) + 1;
    expect(firstScreen).toBeGreaterThan(0);
    expect(firstScreen).toBeLessThanOrEqual(perScreen);
    // Not while the guest only looks.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drawn()).toBe(firstScreen);
    window.dispatchEvent(new Event('scroll'));
    expect(drawn()).toBeGreaterThan(firstScreen);
    expect(drawn()).toBeLessThanOrEqual(2 * perScreen + 1);
    expect(drawn()).toBeLessThan(60);
  });

  it("draws only the rows the window shows when the list starts near its bottom (below a host's hero), the next screen at the first scroll", () => {
    const long: WireMenu = {
      ...MENU,
      categories: [
        wireCategory(
          1,
          'Mains',
          Array.from({ length: 60 }, (_, index) => wireItem(100 + index, `Soup ${index}`)),
        ),
      ],
    };
    // The widget starts 150 px above where the list's frame (at least 160 px) would end at the
    // window's bottom: the heading (52) and the first row (104) start above it.
    const box = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const top = this.localName === 'guest-ordering' ? innerHeight - 150 - 160 : 0;
      return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
    });
    try {
      const painted = paint({ menu: long })!;
      const list = painted.querySelector('[data-go-first-paint-list]')!;
      expect([...list.children].map((child) => child.getAttribute('data-category-id') ?? child.getAttribute('data-item-id'))).toEqual(['1', '100']);
      window.dispatchEvent(new Event('scroll'));
      // The next screen: rows starting up to one window below the bottom edge.
      const perScreen = Math.ceil(innerHeight / 104);
      expect(list.children.length).toBeGreaterThanOrEqual(2 + perScreen - 1);
      expect(list.children.length).toBeLessThanOrEqual(2 + perScreen + 1);
    } finally {
      box.mockRestore();
    }
  });

  describe('rowsOnScreen: the rows a window shows, from where the list starts in it', () => {
    const rows = menuRows(
      visibleCategories(
        mapMenu(
          {
            ...MENU,
            categories: [
              wireCategory(
                1,
                'Mains',
                Array.from({ length: 20 }, (_, index) => wireItem(100 + index, `Soup ${index}`)),
              ),
            ],
          },
          2,
          () => null,
        ).categories,
      ),
    );
    const ids = (list: typeof rows) => list.map((entry) => (entry.kind === 'category' ? `c${entry.category.id}` : entry.item.id));

    it("a list at the window's top: rows starting above its bottom, then those of the screen below", () => {
      // 52 + 104 * n: rows start at 0, 52, 156, 260, 364, 468; the window is 400 px tall.
      const { firstRows, nextRows } = rowsOnScreen(rows, 0, 400);
      expect(ids(firstRows)).toEqual(['c1', 100, 101, 102, 103]);
      // Starting at 468 up to (not at) 800: 468, 572, 676, 780.
      expect(ids(nextRows)).toEqual([104, 105, 106, 107]);
    });

    it('a list starting near the bottom: the row or two the guest sees', () => {
      expect(ids(rowsOnScreen(rows, 340, 400).firstRows)).toEqual(['c1', 100]);
      // A row starting exactly at the bottom edge is not seen.
      expect(ids(rowsOnScreen(rows, 348, 400).firstRows)).toEqual(['c1']);
    });

    it('a list below the window: nothing with the paint, the screen it scrolls into next', () => {
      const { firstRows, nextRows } = rowsOnScreen(rows, 500, 400);
      expect(firstRows).toEqual([]);
      // Rows starting above 300 px of the list (the window's height past its own bottom).
      expect(ids(nextRows)).toEqual(['c1', 100, 101, 102]);
      expect(rowsOnScreen(rows, 900, 400)).toEqual({ firstRows: [], nextRows: [] });
    });

    it('a list scrolled past its start: the rows above the window are drawn too (the list stacks them from its start)', () => {
      const { firstRows } = rowsOnScreen(rows, -300, 400);
      // Everything starting above 700 px of the list.
      expect(ids(firstRows)).toEqual(['c1', 100, 101, 102, 103, 104, 105, 106]);
    });
  });

  it('marks the control a pointer presses until its click (then the tap) or its cancel, the last one only', () => {
    const painted = paint()!;
    const [first, second] = Array.from(painted.querySelectorAll<HTMLButtonElement>('[data-item-id] button'));
    const press = (button: Element, type: string) => button.dispatchEvent(new Event(type, { bubbles: true }));
    const marked = (attribute: string) => Array.from(painted.querySelectorAll(`[${attribute}]`));
    press(first!, 'pointerdown');
    expect(marked(PRESSED_ATTRIBUTE)).toEqual([first]);
    press(second!, 'pointerdown');
    expect(marked(PRESSED_ATTRIBUTE)).toEqual([second]);
    second!.click();
    expect(marked(PRESSED_ATTRIBUTE)).toEqual([]);
    expect(marked(TAPPED_ATTRIBUTE)).toEqual([second]);
    press(first!, 'pointerdown');
    press(first!, 'pointercancel');
    expect(marked(PRESSED_ATTRIBUTE)).toEqual([]);
    expect(marked(TAPPED_ATTRIBUTE)).toEqual([second]);
  });

  it('draws the next rows at a key press too, and none once React has taken the paint over', async () => {
    const long: WireMenu = {
      ...MENU,
      categories: [
        wireCategory(
          1,
          'Mains',
          Array.from({ length: 60 }, (_, index) => wireItem(100 + index, `Soup ${index}`)),
        ),
      ],
    };
    const shown = paint({ menu: long })!;
    const before = shown.querySelectorAll('[data-item-id]').length;
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(shown.querySelectorAll('[data-item-id]').length).toBeGreaterThan(before);
    cleanup();
    document.body.replaceChildren();

    const painted = paint({ menu: long })!;
    const list = painted.querySelector('[data-go-first-paint-list]')!;
    const firstScreen = list.children.length;
    const removed = vi.spyOn(window, 'removeEventListener');
    releaseFirstPaint(painted.getRootNode() as ShadowRoot);
    // The takeover lets go of the page's listeners (and of the paint they hold) without waiting for a key.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(removed.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining(['scroll', 'keydown', 'touchstart']));
    removed.mockRestore();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(list.children.length).toBe(firstScreen);
  });

  it("shows a drawn row's image only through the allow-list, and names a row whose image was refused as one without", () => {
    // 100 characters: cut beside an image (over 80), whole without one (up to 120).
    const name = 'Slow-braised beef cheek with soft polenta, gremolata, roasted shallots and a glass of house red wine';
    const pictured: WireMenu = {
      ...MENU,
      categories: [
        wireCategory(1, 'Mains', [
          wireItem(5, name, { image: 'https://images.example.test/beef.jpg' }),
          wireItem(6, name, { image: 'javascript:alert(1)' }),
          wireItem(7, name, { image: '/static/soup.jpg' }),
        ]),
      ],
    };
    const painted = paint({ menu: pictured })!;
    const image = (id: number) => row(painted, id).querySelector('img')?.getAttribute('src') ?? null;
    expect(image(5)).toBe('https://images.example.test/beef.jpg');
    expect(image(6)).toBeNull();
    // A relative address is the platform's own, made absolute against the API base.
    expect(image(7)).toBe(new URL('static/soup.jpg', wireFirstMenuAnswers().base).href);
    // The name is cut as React cuts it (the API client's allow-list leaves a refused image out): the
    // refused image's row as one without an image.
    const desktop = matchMedia('(min-width: 992px) and (orientation: landscape)').matches;
    const cut = (hasImage: boolean) => displayItemName(name, { hasImage, desktop }).name;
    expect(cut(true)).not.toBe(cut(false));
    expect(row(painted, 5).querySelector('bdi')!.textContent).toBe(cut(true));
    expect(row(painted, 6).querySelector('bdi')!.textContent).toBe(cut(false));
  });
});

describe('the not-accepting-orders notice, where the React menu shows it', () => {
  /** The experience open around the clock, with the slot given (null: its kitchen paused orders). */
  const openAllDay = (nextAvailable: string | null) => {
    const answer = wireExperience();
    const allDay = [{ from: '00:00', to: '00:00' }];
    answer.settings.open_hours = { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay };
    answer.settings.slots = { next_available: nextAvailable, next_available_with_grace: nextAvailable };
    return answer as unknown as Record<string, unknown>;
  };

  it('an experience open but offering no slot: the two lines under the subtitle, in the markup React draws', () => {
    const painted = paint({ experience: openAllDay(null) })!;
    const notice = painted.querySelector('[data-go-notice="not-accepting-orders"]')!;
    expect([...notice.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'This location is not accepting orders at the moment.',
      'Please try again later.',
    ]);
    expect(notice.getAttribute('role')).toBe('status');
    const i18n = elementI18n('en_US', enMessages);
    const { container } = render(<I18nProvider i18n={i18n}>{NotAcceptingOrdersNoticeView({ say: (d) => i18n._(d), live: true })}</I18nProvider>);
    expect(notice.outerHTML).toBe(container.innerHTML);
  });

  it('an experience with a slot soon says nothing of the kind', () => {
    const soon = new Date(Date.now() + 10 * 60_000).toISOString();
    expect(paint({ experience: openAllDay(soon) })!.querySelector('[data-go-notice]')).toBeNull();
  });
});

import type { WireCategory, WireItem, WireMenu, WireModifierGroup } from '../../src/api/wire';

/**
 * The Grand Buffet's benchmark menu ("Large menus"), generated rather than checked in:
 * 2,000 items "Dish 0001".."Dish 2000" in 40 categories "Category 01".."Category 40" (50 each, in
 * order). Deterministic, so tests and the benchmark can name any dish:
 * - item n: id 100000 + n, serial 90000 + n, pui `GB-{nnnn}`;
 * - price 4.00 + ((n x 37) mod 2600) / 100, i.e. 4.00 .. 29.99 (prices vary);
 * - every 7th (n % 7 === 0) has a description; every 5th has calories; every 3rd has one or two allergens;
 * - every 10th (n % 10 === 0) has one optional modifier group "Extras" (0..2 of 3, ids 600000 + n*10 + k).
 * Categories: id 1000 + c, pui `CAT-{1000 + c}`, serial 71000 + c.
 */

export const BUFFET_CATEGORIES = 40;
export const BUFFET_ITEMS = 2000;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The price of dish n in major units (two decimals). */
export const buffetPrice = (n: number): number => (400 + ((n * 37) % 2600)) / 100;

function extras(n: number): WireModifierGroup {
  const base = 600000 + n * 10;
  const options: [string, number][] = [
    ['Extra sauce', 0.5],
    ['Double portion', 4],
    ['Side salad', 2.5],
  ];
  return {
    id: base,
    pos_unique_id: `MG-GB-${pad(n, 4)}`,
    name: 'Extras',
    minSelect: 0,
    maxSelect: 2,
    modifiers: options.map(([name, price], index) => ({
      id: base + index + 1,
      pos_unique_id: `MOD-GB-${pad(n, 4)}-${index + 1}`,
      name,
      price,
      kcal: 40 * (index + 1),
      allergens: [],
      stock: true,
    })),
  };
}

function dish(n: number): WireItem {
  return {
    id: 100000 + n,
    pos_unique_id: `GB-${pad(n, 4)}`,
    serial_id: 90000 + n,
    name: `Dish ${pad(n, 4)}`,
    description: n % 7 === 0 ? `Chef's buffet special number ${n}, slow-cooked and served warm with seasonal garnish.` : '',
    price: buffetPrice(n),
    image: null,
    kcal: n % 5 === 0 ? 150 + ((n * 13) % 700) : null,
    allergens: n % 3 === 0 ? [(n % 17) + 1, ...(n % 6 === 0 ? [((n + 5) % 17) + 1] : [])].filter((id, i, all) => all.indexOf(id) === i) : [],
    under_18: false,
    is_hidden: false,
    modifierGroups: n % 10 === 0 ? [extras(n)] : [],
  };
}

/** The generated menu (`id` is its menu id, `bid` the location id written on categories). */
export function grandBuffetMenu(id: number, bid: number): WireMenu {
  const perCategory = BUFFET_ITEMS / BUFFET_CATEGORIES;
  const categories: WireCategory[] = [];
  for (let c = 1; c <= BUFFET_CATEGORIES; c += 1) {
    const items: WireItem[] = [];
    for (let n = (c - 1) * perCategory + 1; n <= c * perCategory; n += 1) items.push(dish(n));
    categories.push({
      id: 1000 + c,
      bid,
      serial_id: 71000 + c,
      name: `Category ${pad(c, 2)}`,
      pos_unique_id: `CAT-${1000 + c}`,
      type: 'category',
      under_18: false,
      subcategories: [],
      items,
    });
  }
  return { id, name: 'Grand Buffet', categories };
}

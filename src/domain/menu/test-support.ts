/**
 * Test fixtures (not shipped): menu items with every modifier shape, built with small
 * factories so each test states only what it needs.
 */
import type { MenuCategory, MenuItem, Modifier, ModifierGroup } from '../types';

export function modifier(id: number, extra: Partial<Modifier> = {}): Modifier {
  return { id, posUniqueId: `m-${id}`, name: `Modifier ${id}`, price: 0, kcal: null, allergens: [], inStock: true, modifierGroups: [], ...extra };
}

export function group(id: number, minSelect: number, maxSelect: number, modifiers: Modifier[], extra: Partial<ModifierGroup> = {}): ModifierGroup {
  return { id, posUniqueId: `g-${id}`, name: `Group ${id}`, minSelect, maxSelect, modifiers, ...extra };
}

export function menuItem(id: number, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    posUniqueId: `i-${id}`,
    serialId: id * 10,
    name: `Item ${id}`,
    description: '',
    price: 1000,
    image: null,
    kcal: null,
    allergens: [],
    under18: false,
    hidden: false,
    modifierGroups: [],
    saleText: null,
    ...extra,
  };
}

export function category(id: number, items: MenuItem[], extra: Partial<MenuCategory> = {}): MenuCategory {
  return { id, serialId: id, name: `Category ${id}`, posUniqueId: `c-${id}`, under18: false, subcategories: [], items, ...extra };
}

/** Rigatoni: a required radio "Sauce" (1..1) and optional extras (0..0, any number). */
export const rigatoni = menuItem(1, {
  name: 'Rigatoni',
  price: 1450,
  kcal: 820.4,
  modifierGroups: [
    group(
      10,
      1,
      1,
      [
        modifier(101, { name: 'Tomato', kcal: 40 }),
        modifier(102, { name: 'Cream', price: 150, kcal: 210.3 }),
        modifier(103, { name: 'Pesto', price: 200, inStock: false }),
      ],
      { name: 'Sauce' },
    ),
    group(11, 0, 0, [modifier(111, { name: 'Parmesan', price: 100, kcal: 80 }), modifier(112, { name: 'Chili', price: 0, kcal: 1 })], { name: 'Extras' }),
  ],
});

/** Antipasto board: "Pick 2 to 4" of six. */
export const antipasto = menuItem(2, {
  name: 'Antipasto Board',
  price: 1800,
  kcal: 600,
  modifierGroups: [
    group(
      20,
      2,
      4,
      [1, 2, 3, 4, 5, 6].map((n) => modifier(200 + n, { name: `Antipasto ${n}`, price: n * 50, kcal: 10 * n })),
      { name: 'Pick' },
    ),
  ],
});

/** Build your salad: 12 optional toppings, no max. */
export const salad = menuItem(3, {
  name: 'Build Your Salad',
  price: 900,
  kcal: 150,
  modifierGroups: [
    group(
      30,
      0,
      0,
      Array.from({ length: 12 }, (_, n) => modifier(301 + n, { name: `Topping ${n + 1}`, price: 75, kcal: 25 })),
      { name: 'Toppings' },
    ),
  ],
});

/**
 * Bistecca: radio "Cut"; "Fiorentina" (+12.00) opens a nested radio "Doneness" (one option +1.50)
 * whose "Blue" option opens a further optional "Sauce on the side" group (depth 2).
 */
export const bistecca = menuItem(4, {
  name: 'Bistecca',
  price: 3200,
  kcal: 700,
  modifierGroups: [
    group(
      40,
      1,
      1,
      [
        modifier(401, { name: 'Sirloin', kcal: 0 }),
        modifier(402, {
          name: 'Fiorentina',
          price: 1200,
          kcal: 450,
          modifierGroups: [
            group(
              41,
              1,
              1,
              [
                modifier(411, { name: 'Rare' }),
                modifier(412, { name: 'Medium' }),
                modifier(413, {
                  name: 'Blue',
                  price: 150,
                  kcal: 5.6,
                  modifierGroups: [
                    group(
                      42,
                      0,
                      2,
                      [
                        modifier(421, { name: 'Pepper sauce', price: 250, kcal: 90 }),
                        modifier(422, { name: 'Salsa verde', price: 200, kcal: 60 }),
                        modifier(423, { name: 'Aioli', price: 100 }),
                      ],
                      { name: 'On the side' },
                    ),
                  ],
                }),
              ],
              { name: 'Doneness' },
            ),
          ],
        }),
      ],
      { name: 'Cut' },
    ),
    group(43, 0, 1, [modifier(431, { name: 'Fries', price: 400, kcal: 300 }), modifier(432, { name: 'Salad', price: 300, kcal: 50 })], { name: 'Side' }),
  ],
});

/** Margherita: optional extras, up to 3. */
export const margherita = menuItem(5, {
  name: 'Margherita',
  price: 1100,
  kcal: 900,
  modifierGroups: [
    group(
      50,
      0,
      3,
      [1, 2, 3, 4].map((n) => modifier(500 + n, { name: `Extra ${n}`, price: 100 })),
      { name: 'Extras' },
    ),
  ],
});

/** No modifiers at all. */
export const tiramisu = menuItem(6, { name: 'Tiramisu', price: 750, kcal: 450 });

import type { WireAllergensResponse } from '../../src/api/wire';

/**
 * The sandbox's allergens file (allergen and diet keys, 7.4 `menus.allergens.url`): one entry
 * per key with its English name, a Hebrew translation and an SVG icon under
 * demo/public/static/allergens/. Menu items and modifiers carry these ids in `allergens`.
 */

/** One allergen or diet mark as seeded. */
export interface SeedAllergen {
  id: number;
  key: string;
  name: string;
  he: string;
}

/**
 * Every key. Ids 1-16 are the ones the menus used before the allergens file existed
 * (kept stable); `glutenWheat` was added as 17.
 */
export const SEED_ALLERGENS: readonly SeedAllergen[] = [
  { id: 1, key: 'gluten', name: 'Gluten', he: 'גלוטן' },
  { id: 2, key: 'dairy', name: 'Dairy', he: 'חלב' },
  { id: 3, key: 'egg', name: 'Egg', he: 'ביצים' },
  { id: 4, key: 'nuts', name: 'Tree nuts', he: 'אגוזים' },
  { id: 5, key: 'fish', name: 'Fish', he: 'דגים' },
  { id: 6, key: 'crustaceans', name: 'Crustaceans', he: 'סרטנים' },
  { id: 7, key: 'molluscs', name: 'Molluscs', he: 'רכיכות' },
  { id: 8, key: 'soy', name: 'Soy', he: 'סויה' },
  { id: 9, key: 'sesame', name: 'Sesame', he: 'שומשום' },
  { id: 10, key: 'celery', name: 'Celery', he: 'סלרי' },
  { id: 11, key: 'mustard', name: 'Mustard', he: 'חרדל' },
  { id: 12, key: 'sulphurDioxide', name: 'Sulphites', he: 'סולפיטים' },
  { id: 13, key: 'peanuts', name: 'Peanuts', he: 'בוטנים' },
  { id: 14, key: 'lupin', name: 'Lupin', he: 'תורמוס' },
  { id: 15, key: 'vegetarian', name: 'Vegetarian', he: 'צמחוני' },
  { id: 16, key: 'vegan', name: 'Vegan', he: 'טבעוני' },
  { id: 17, key: 'glutenWheat', name: 'Wheat', he: 'חיטה' },
];

/** Allergen ids by key, for writing menus readably (`A.dairy`). */
export const A = Object.fromEntries(SEED_ALLERGENS.map((allergen) => [allergen.key, allergen.id])) as Record<
  'gluten' | 'dairy' | 'egg' | 'nuts' | 'fish' | 'crustaceans' | 'molluscs' | 'soy' | 'sesame' | 'celery' | 'mustard'
  | 'sulphurDioxide' | 'peanuts' | 'lupin' | 'vegetarian' | 'vegan' | 'glutenWheat',
  number
>;

/** Where every experience's `menus.allergens.url` points (relative to the API base). */
export const ALLERGENS_URL = '/menus/allergens.json';

/** The icon path of a key, served from demo/public (root-relative: resolved against the file's host). */
export const allergenIconPath = (key: string): string => `/static/allergens/${key}.svg`;

/** GET /menus/allergens.json */
export function allergensFile(): WireAllergensResponse {
  return {
    allergens: SEED_ALLERGENS.map((allergen) => ({
      id: allergen.id,
      key: allergen.key,
      name: allergen.name,
      icon: allergenIconPath(allergen.key),
      translations: [{ language: 'he', text: allergen.he }],
    })),
  };
}

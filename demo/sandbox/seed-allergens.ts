import type { WireAllergensResponse } from '../../src/api/wire';

/**
 * The sandbox's allergens file (allergen and diet keys, 7.4 `menus.allergens.url`): one entry
 * per key with its English name, its name in the languages the widget ships and an SVG icon under
 * demo/public/static/allergens/. Menu items and modifiers carry these ids in `allergens`.
 */

/** One allergen or diet mark as seeded. */
export interface SeedAllergen {
  id: number;
  key: string;
  name: string;
  /** The name in each language the sandbox serves (the allergens file's `translations`). */
  he: string;
  es: string;
  fr: string;
  de: string;
  it: string;
  ar: string;
  zh: string;
}

/** The languages of {@link SeedAllergen}'s names, as the allergens file names them. */
const ALLERGEN_LANGUAGES = ['he', 'es', 'fr', 'de', 'it', 'ar', 'zh'] as const;

/**
 * Every key. Ids 1-16 are the ones the menus used before the allergens file existed
 * (kept stable); `glutenWheat` was added as 17.
 */
export const SEED_ALLERGENS: readonly SeedAllergen[] = [
  { id: 1, key: 'gluten', name: 'Gluten', he: 'גלוטן', es: 'Gluten', fr: 'Gluten', de: 'Gluten', it: 'Glutine', ar: 'الغلوتين', zh: '麸质' },
  { id: 2, key: 'dairy', name: 'Dairy', he: 'חלב', es: 'Lácteos', fr: 'Produits laitiers', de: 'Milch', it: 'Latticini', ar: 'الألبان', zh: '乳制品' },
  { id: 3, key: 'egg', name: 'Egg', he: 'ביצים', es: 'Huevo', fr: 'Œufs', de: 'Eier', it: 'Uova', ar: 'البيض', zh: '蛋类' },
  {
    id: 4,
    key: 'nuts',
    name: 'Tree nuts',
    he: 'אגוזים',
    es: 'Frutos de cáscara',
    fr: 'Fruits à coque',
    de: 'Schalenfrüchte',
    it: 'Frutta a guscio',
    ar: 'المكسرات',
    zh: '坚果',
  },
  { id: 5, key: 'fish', name: 'Fish', he: 'דגים', es: 'Pescado', fr: 'Poisson', de: 'Fisch', it: 'Pesce', ar: 'السمك', zh: '鱼类' },
  {
    id: 6,
    key: 'crustaceans',
    name: 'Crustaceans',
    he: 'סרטנים',
    es: 'Crustáceos',
    fr: 'Crustacés',
    de: 'Krebstiere',
    it: 'Crostacei',
    ar: 'القشريات',
    zh: '甲壳类',
  },
  {
    id: 7,
    key: 'molluscs',
    name: 'Molluscs',
    he: 'רכיכות',
    es: 'Moluscos',
    fr: 'Mollusques',
    de: 'Weichtiere',
    it: 'Molluschi',
    ar: 'الرخويات',
    zh: '软体动物',
  },
  { id: 8, key: 'soy', name: 'Soy', he: 'סויה', es: 'Soja', fr: 'Soja', de: 'Soja', it: 'Soia', ar: 'الصويا', zh: '大豆' },
  { id: 9, key: 'sesame', name: 'Sesame', he: 'שומשום', es: 'Sésamo', fr: 'Sésame', de: 'Sesam', it: 'Sesamo', ar: 'السمسم', zh: '芝麻' },
  { id: 10, key: 'celery', name: 'Celery', he: 'סלרי', es: 'Apio', fr: 'Céleri', de: 'Sellerie', it: 'Sedano', ar: 'الكرفس', zh: '芹菜' },
  { id: 11, key: 'mustard', name: 'Mustard', he: 'חרדל', es: 'Mostaza', fr: 'Moutarde', de: 'Senf', it: 'Senape', ar: 'الخردل', zh: '芥末' },
  {
    id: 12,
    key: 'sulphurDioxide',
    name: 'Sulphites',
    he: 'סולפיטים',
    es: 'Sulfitos',
    fr: 'Sulfites',
    de: 'Sulfite',
    it: 'Solfiti',
    ar: 'الكبريتيت',
    zh: '亚硫酸盐',
  },
  {
    id: 13,
    key: 'peanuts',
    name: 'Peanuts',
    he: 'בוטנים',
    es: 'Cacahuetes',
    fr: 'Arachides',
    de: 'Erdnüsse',
    it: 'Arachidi',
    ar: 'الفول السوداني',
    zh: '花生',
  },
  { id: 14, key: 'lupin', name: 'Lupin', he: 'תורמוס', es: 'Altramuces', fr: 'Lupin', de: 'Lupinen', it: 'Lupini', ar: 'الترمس', zh: '羽扇豆' },
  {
    id: 15,
    key: 'vegetarian',
    name: 'Vegetarian',
    he: 'צמחוני',
    es: 'Vegetariano',
    fr: 'Végétarien',
    de: 'Vegetarisch',
    it: 'Vegetariano',
    ar: 'نباتي',
    zh: '素食',
  },
  { id: 16, key: 'vegan', name: 'Vegan', he: 'טבעוני', es: 'Vegano', fr: 'Végétalien', de: 'Vegan', it: 'Vegano', ar: 'نباتي صرف', zh: '纯素' },
  { id: 17, key: 'glutenWheat', name: 'Wheat', he: 'חיטה', es: 'Trigo', fr: 'Blé', de: 'Weizen', it: 'Grano', ar: 'القمح', zh: '小麦' },
];

/** Allergen ids by key, for writing menus readably (`A.dairy`). */
export const A = Object.fromEntries(SEED_ALLERGENS.map((allergen) => [allergen.key, allergen.id])) as Record<
  | 'gluten'
  | 'dairy'
  | 'egg'
  | 'nuts'
  | 'fish'
  | 'crustaceans'
  | 'molluscs'
  | 'soy'
  | 'sesame'
  | 'celery'
  | 'mustard'
  | 'sulphurDioxide'
  | 'peanuts'
  | 'lupin'
  | 'vegetarian'
  | 'vegan'
  | 'glutenWheat',
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
      translations: ALLERGEN_LANGUAGES.map((language) => ({ language, text: allergen[language] })),
    })),
  };
}

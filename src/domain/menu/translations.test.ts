import { describe, expect, it } from 'vitest';
import type { Allergen, Menu, MenuTranslations } from '../types';
import { allergenName, chargeName, translateMenu } from './translations';
import { bistecca, category, rigatoni, tiramisu } from './test-support';

const menu: Menu = {
  id: 1,
  name: 'All day',
  categories: [
    category(1, [{ ...rigatoni, description: 'Pasta with sauce' }], { name: 'Pasta', subcategories: [category(2, [bistecca], { name: 'Grill' })] }),
    category(3, [tiramisu], { name: 'Desserts' }),
  ],
};

const he: MenuTranslations = {
  'c-1': { name: 'פסטה' },
  'c-2': { name: 'גריל' },
  'i-1': { name: 'ריגטוני', description: 'פסטה ברוטב' },
  'g-10': { name: 'רוטב' },
  'm-102': { name: 'שמנת' },
  'g-41': { name: 'מידת עשייה' },
  'm-413': { name: 'כחול' },
  'i-4': { description: 'סטייק' },
  'i-6': { name: '   ' },
};

describe('translateMenu', () => {
  const translated = translateMenu(menu, he);
  const pasta = translated.categories[0]!;
  const [item] = pasta.items;
  const grill = pasta.subcategories[0]!;
  const steak = grill.items[0]!;

  it('translates category, sub-category, item, group and modifier texts by POS id', () => {
    expect(pasta.name).toBe('פסטה');
    expect(grill.name).toBe('גריל');
    expect(item!.name).toBe('ריגטוני');
    expect(item!.description).toBe('פסטה ברוטב');
    expect(item!.modifierGroups[0]!.name).toBe('רוטב');
    expect(item!.modifierGroups[0]!.modifiers.map((m) => m.name)).toEqual(['Tomato', 'שמנת', 'Pesto']);
  });

  it('translates nested groups and modifiers', () => {
    const doneness = steak.modifierGroups[0]!.modifiers[1]!.modifierGroups[0]!;
    expect(doneness.name).toBe('מידת עשייה');
    expect(doneness.modifiers.map((m) => m.name)).toEqual(['Rare', 'Medium', 'כחול']);
  });

  it('keeps untranslated texts, missing fields and blank translations as they are', () => {
    expect(translated.categories[1]!.name).toBe('Desserts');
    expect(steak.name).toBe('Bistecca');
    expect(steak.description).toBe('סטייק');
    expect(translated.categories[1]!.items[0]!.name).toBe('Tiramisu');
    expect(item!.modifierGroups[1]!.name).toBe('Extras');
  });

  it("translates an item's promotion text, and never gives a promotion to an item without one", () => {
    const onSale = { ...menu, categories: [{ ...menu.categories[0]!, items: [{ ...rigatoni, saleText: "Chef's pick" }] }] };
    expect(translateMenu(onSale, { 'i-1': { saleText: 'בחירת השף' } }).categories[0]!.items[0]!.saleText).toBe('בחירת השף');
    const noSale = { ...menu, categories: [{ ...menu.categories[0]!, items: [{ ...rigatoni, saleText: null }] }] };
    expect(translateMenu(noSale, { 'i-1': { saleText: 'בחירת השף' } }).categories[0]!.items[0]!.saleText).toBeNull();
  });

  it('translates a promotion text by sale id from the business file when the menu file leaves it, the menu file winning', () => {
    const onSale = { ...menu, categories: [{ ...menu.categories[0]!, items: [{ ...rigatoni, saleText: "Chef's pick", saleIds: [900, 901] }] }] };
    const sales = { '901': 'מבצע השבוע' };
    expect(translateMenu(onSale, null, sales).categories[0]!.items[0]!.saleText).toBe('מבצע השבוע');
    expect(translateMenu(onSale, { 'i-1': { saleText: 'בחירת השף' } }, sales).categories[0]!.items[0]!.saleText).toBe('בחירת השף');
    const noSale = { ...menu, categories: [{ ...menu.categories[0]!, items: [{ ...rigatoni, saleText: null, saleIds: [901] }] }] };
    expect(translateMenu(noSale, null, sales).categories[0]!.items[0]!.saleText).toBeNull();
    expect(translateMenu(menu, null, {})).toBe(menu);
  });

  it('keeps ids, prices and flags', () => {
    expect({ ...item!, name: rigatoni.name, description: 'Pasta with sauce', modifierGroups: [] }).toEqual({
      ...rigatoni,
      description: 'Pasta with sauce',
      modifierGroups: [],
    });
    expect(translated.id).toBe(1);
    expect(translated.name).toBe('All day');
  });

  it('does not change the menu it is given', () => {
    expect(menu.categories[0]!.name).toBe('Pasta');
    expect(menu.categories[0]!.items[0]!.name).toBe('Rigatoni');
  });

  it('returns the menu itself without translations', () => {
    expect(translateMenu(menu, null)).toBe(menu);
    expect(translateMenu(menu, {})).toBe(menu);
  });

  it('does not pick up inherited object keys as resource ids', () => {
    const odd = { ...menu, categories: [category(9, [], { posUniqueId: 'constructor', name: 'Kept' })] };
    expect(translateMenu(odd, { x: { name: 'y' } }).categories[0]!.name).toBe('Kept');
  });
});

describe('allergenName', () => {
  const gluten: Allergen = {
    id: 1,
    key: 'glutenWheat',
    name: 'Gluten (wheat)',
    icon: null,
    translations: { he: 'גלוטן (חיטה)', fr_FR: 'Gluten (blé)', 'pt-BR': 'Glúten (trigo)', es: '' },
  };

  it('uses the exact locale, in any spelling', () => {
    expect(allergenName(gluten, 'fr_FR')).toBe('Gluten (blé)');
    expect(allergenName(gluten, 'fr-FR')).toBe('Gluten (blé)');
    expect(allergenName(gluten, 'pt_BR')).toBe('Glúten (trigo)');
  });

  it('falls back to the bare language, then another region of it', () => {
    expect(allergenName(gluten, 'he_IL')).toBe('גלוטן (חיטה)');
    expect(allergenName(gluten, 'he')).toBe('גלוטן (חיטה)');
    expect(allergenName(gluten, 'fr')).toBe('Gluten (blé)');
    expect(allergenName(gluten, 'fr_CA')).toBe('Gluten (blé)');
  });

  it('prefers the exact locale over the bare language', () => {
    const both: Allergen = { ...gluten, translations: { he: 'כללי', he_IL: 'ישראלי' } };
    expect(allergenName(both, 'he_IL')).toBe('ישראלי');
    expect(allergenName(both, 'he')).toBe('כללי');
  });

  it('falls back to the platform name (also for blank translations)', () => {
    expect(allergenName(gluten, 'en_US')).toBe('Gluten (wheat)');
    expect(allergenName(gluten, 'es_ES')).toBe('Gluten (wheat)');
    expect(allergenName({ ...gluten, translations: {} }, 'he')).toBe('Gluten (wheat)');
    expect(allergenName(gluten, '')).toBe('Gluten (wheat)');
  });
});

describe('chargeName', () => {
  const names = { 'NY Sales Tax': 'מס מכירה של ניו יורק', 'Service charge 3%': 'דמי שירות 3%', 'Resort levy': '  ' };

  it("names a tax or service charge as the translation file does, by the platform's exact name", () => {
    expect(chargeName('NY Sales Tax', names)).toBe('מס מכירה של ניו יורק');
    expect(chargeName('Service charge 3%', names)).toBe('דמי שירות 3%');
  });

  it("keeps the platform's name without a file, without an entry, for a blank entry or another spelling", () => {
    expect(chargeName('NY Sales Tax', null)).toBe('NY Sales Tax');
    expect(chargeName('VAT 10%', names)).toBe('VAT 10%');
    expect(chargeName('Resort levy', names)).toBe('Resort levy');
    expect(chargeName('ny sales tax', names)).toBe('ny sales tax');
    expect(chargeName('toString', names)).toBe('toString');
  });
});

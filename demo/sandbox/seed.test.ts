import { describe, expect, it } from 'vitest';
import type { WireCategory, WireItem } from '../../src/api/wire';
import { buildSeedCatalog } from './seed';

/** Every item of a category and its sub-categories, with whether the item or a category around it asks for the age check. */
function* itemsOf(category: WireCategory, adultAbove = false): Generator<{ item: WireItem; adultOnly: boolean }> {
  const adult = adultAbove || category.under_18;
  for (const item of category.items) yield { item, adultOnly: adult || item.under_18 };
  for (const sub of category.subcategories) yield* itemsOf(sub, adult);
}

describe('seed menus', () => {
  const items = buildSeedCatalog().menus.flatMap((menu) => menu.categories.flatMap((category) => [...itemsOf(category)]));

  it('state the one legal age the widget checks (18) in every description that names an age, on age-checked items only', () => {
    const ages = items.flatMap(({ item, adultOnly }) =>
      [...item.description.matchAll(/\b(\d+)\+/g)].map((match) => ({ name: item.name, age: match[1], adultOnly })),
    );
    expect(ages.length).toBeGreaterThan(0);
    for (const entry of ages) expect(entry, entry.name).toEqual({ name: entry.name, age: '18', adultOnly: true });
  });
});

import { describe, expect, it } from 'vitest';
import { buildSeedCatalog } from './seed';
import { HEBREW_CHARGES, menuTranslationsFile } from './seed-translations';

describe('translation files: tax and service-charge names', () => {
  const catalog = buildSeedCatalog();

  it('name in Hebrew every tax and service charge the seeded locations charge', () => {
    const names = new Set(
      catalog.locations.flatMap((seed) => [...seed.taxes.map((tax) => tax.name), ...(seed.serviceCharge ? [seed.serviceCharge.name] : [])]),
    );
    expect(names.size).toBeGreaterThan(0);
    for (const name of names) expect(HEBREW_CHARGES[name], name).toEqual(expect.stringMatching(/[\u0590-\u05FF]/));
  });

  it("are carried by the Hebrew file only; the English file keeps the platform's names", () => {
    expect(menuTranslationsFile('he', catalog.menus)?.charges?.['NY Sales Tax']).toBe('מס מכירה של ניו יורק');
    expect(menuTranslationsFile('en_US', catalog.menus)?.charges).toBeUndefined();
  });
});

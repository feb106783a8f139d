import { describe, expect, it } from 'vitest';
import { buildSeedCatalog } from './seed';
import { chargeNamesIn, HEBREW_CHARGES, hasMenuTranslations, menuResources, menuTranslationsFile, TRANSLATION_LANGUAGES } from './seed-translations';

describe('translation files: tax and service-charge names', () => {
  const catalog = buildSeedCatalog();

  it('name in Hebrew every tax and service charge the seeded locations charge', () => {
    const names = new Set(
      catalog.locations.flatMap((seed) => [...seed.taxes.map((tax) => tax.name), ...(seed.serviceCharge ? [seed.serviceCharge.name] : [])]),
    );
    expect(names.size).toBeGreaterThan(0);
    for (const name of names) expect(HEBREW_CHARGES[name], name).toEqual(expect.stringMatching(/[\u0590-\u05FF]/));
  });

  it("are carried by every file but the English one, which keeps the platform's names", () => {
    expect(menuTranslationsFile('he', catalog.menus)?.charges?.['NY Sales Tax']).toBe('מס מכירה של ניו יורק');
    expect(menuTranslationsFile('ar', catalog.menus)?.charges?.['Service charge 3%']).toBe('رسوم خدمة ٣٪');
    expect(menuTranslationsFile('en_US', catalog.menus)?.charges).toBeUndefined();
    for (const language of TRANSLATION_LANGUAGES.filter((served) => served !== 'en_US')) {
      expect(Object.keys(chargeNamesIn(language) ?? {}).sort(), language).toEqual(Object.keys(HEBREW_CHARGES).sort());
    }
  });
});

describe('translation files: menu texts', () => {
  const catalog = buildSeedCatalog();
  const resources = menuResources(catalog.menus.filter((menu) => hasMenuTranslations(menu.id)));
  const described = new Set(resources.filter((resource) => resource.description).map((resource) => resource.pui));

  it.each(TRANSLATION_LANGUAGES)('%s names every resource of the translated menus and describes every described item', (language) => {
    const file = menuTranslationsFile(language, catalog.menus)!;
    const byId = new Map(file.data.map((entry) => [entry.resource_id, entry]));
    for (const resource of resources) {
      expect(byId.get(resource.pui)?.name?.trim(), resource.pui).toBeTruthy();
      if (described.has(resource.pui)) expect(byId.get(resource.pui)?.description?.trim(), resource.pui).toBeTruthy();
    }
  });

  it('writes the Arabic file in Arabic, not in the menus English', () => {
    const file = menuTranslationsFile('ar', catalog.menus)!;
    for (const entry of file.data) expect(entry.name, entry.resource_id).toMatch(/[\u0600-\u06FF]/);
    expect(file.data.find((entry) => entry.resource_id === 'TL-MARGHERITA')).toMatchObject({ name: 'مارغريتا' });
  });
});

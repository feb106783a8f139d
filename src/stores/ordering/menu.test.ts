import { describe, expect, it } from 'vitest';
import { translationFileFor } from './menu';
import { allergenName } from '../../domain/menu';
import type { Experience, Menu } from '../../domain/types';
import {
  allergens,
  businessConfiguration,
  createFakeWorld,
  currencySettings,
  deferred,
  experienceFor,
  flush,
  hebrewTranslations,
  menu,
  modifierMenu,
  storesAtMenu,
  type FakeWorld,
} from '../test-support';

/** Lumen-Café-like experience: scheduled, open 06:00-02:00 (New York), three menu files. */
function timedExperience(id: number): Experience {
  const hours = { from: '06:00', to: '02:00' };
  return {
    ...experienceFor(id),
    isAsapOnly: false,
    openHours: { mon: [hours], tue: [hours], wed: [hours], thu: [hours], fri: [hours], sat: [hours], sun: [hours] },
    menuFiles: [
      { url: '/menus/breakfast.json', isDefault: false, days: null, from: '07:00', to: '11:00' },
      { url: '/menus/late.json', isDefault: false, days: null, from: '22:00', to: '02:00' },
      { url: '/menus/all-day.json', isDefault: true, days: null, from: null, to: null },
    ],
  };
}

/** A world whose menus are named after their file, so a test can tell which file shows. */
function timedWorld(): FakeWorld {
  const world = createFakeWorld();
  world.api.getExperience.mockImplementation(async (id: number) => timedExperience(id));
  world.api.getMenu.mockImplementation(async (url: string): Promise<Menu> => ({ ...menu, name: url }));
  return world;
}

const menuUrls = (world: FakeWorld) => world.api.getMenu.mock.calls.map(([url]) => url as string);

describe('menu store: which menu file', () => {
  it('with no file bound to days or hours, never asks for the order time nor reads the zone (no Intl work before the menu)', async () => {
    const world = createFakeWorld();
    // The first read of a location's zone checks it with an Intl formatter: count them.
    let zoneReads = 0;
    const counted = (await world.api.getLocations()).map((location) => {
      const copy = { ...location };
      Object.defineProperty(copy, 'timeZone', {
        get: () => {
          zoneReads += 1;
          return location.timeZone;
        },
      });
      return copy;
    });
    world.api.getLocations.mockImplementation(async () => counted);
    const { createOrderingStores } = await import('../index');
    const stores = createOrderingStores(world.deps);
    let asked = 0;
    const plannedTime = stores.time.plannedTime.bind(stores.time);
    stores.time.plannedTime = () => {
      asked += 1;
      return plannedTime();
    };
    stores.start();
    await stores.started();
    stores.selection.selectLocation(11);
    await flush();
    await stores.menuSide();
    await flush();
    expect(stores.menu.$status.get()).toBe('ready');
    expect(asked).toBe(0);
    expect(zoneReads).toBe(0);
  });

  it('picks the file of the order time on the location clock and fetches again only when the file changes', async () => {
    // 12:00Z is 07:00 in New York; with nothing chosen the nearest slot (07:15) is breakfast time.
    const world = timedWorld();
    const { stores } = await storesAtMenu(world);
    expect(stores.menu.$menuName.get()).toBe('/menus/breakfast.json');
    expect(menuUrls(world)).toEqual(['/menus/breakfast.json']);

    stores.time.select('2026-11-20T17:00:00.000Z'); // 12:00 New York: the default file
    await flush();
    expect(stores.menu.$menuName.get()).toBe('/menus/all-day.json');

    stores.time.select('2026-11-20T17:30:00.000Z'); // still the default file: no request
    await flush();
    expect(menuUrls(world)).toEqual(['/menus/breakfast.json', '/menus/all-day.json']);

    stores.time.select('2026-11-21T06:30:00.000Z'); // 01:30 next night: late night runs past midnight
    await flush();
    expect(stores.menu.$menuName.get()).toBe('/menus/late.json');
    expect(world.api.getMenu).toHaveBeenCalledTimes(3);

    stores.menu.ensure(); // loaded: nothing to do
    await flush();
    expect(world.api.getMenu).toHaveBeenCalledTimes(3);
    stores.menu.refresh(); // forced
    await flush();
    expect(menuUrls(world).at(-1)).toBe('/menus/late.json');
    expect(world.api.getMenu).toHaveBeenCalledTimes(4);
    expect(world.api.getOutOfStockItems).toHaveBeenCalledTimes(4);
  });

  it('asks for menu, stock, translation and currency settings at once, and the allergens once the menu is on screen', async () => {
    const world = createFakeWorld();
    world.api.getExperience.mockImplementation(async (id: number) => ({
      ...experienceFor(id),
      allergensUrl: '/allergens.json',
      menuTranslationFiles: [{ language: 'en_US', url: '/t/en.json' }],
    }));
    const pending = deferred<Menu>();
    world.api.getMenu.mockReturnValue(pending.promise);
    const { stores } = await storesAtMenu(world);
    expect(stores.menu.$status.get()).toBe('loading');
    expect(world.api.getOutOfStockItems).toHaveBeenCalledWith(11);
    expect(world.api.getMenuTranslations).toHaveBeenCalledWith('/t/en.json');
    expect(world.api.getCurrencySettings).toHaveBeenCalledTimes(1);
    pending.resolve(menu);
    await flush();
    // The menu is ready without its allergens: the icons only decorate it, and their file must not
    // hold the first menu back nor share the network with it.
    expect(stores.menu.$status.get()).toBe('ready');
    expect(world.api.getAllergens).not.toHaveBeenCalled();
    expect(stores.menu.$allergens.get().size).toBe(0);
    // Meanwhile the rows keep their icons' room.
    expect(stores.menu.$allergensPending.get()).toBe(true);
    // Hidden items and categories with only hidden items are dropped; rows follow the categories.
    expect(stores.menu.$categories.get().map((category) => category.name)).toEqual(['Pizzas', 'Drinks']);
    expect(stores.menu.$rows.get().map((row) => (row.kind === 'item' ? row.item.name : `# ${row.category.name}`))).toEqual([
      '# Pizzas',
      'Margherita',
      'Diavola',
      '# Drinks',
      'Lemonade',
    ]);
    stores.firstScreenShown();
    await flush();
    expect(world.api.getAllergens).toHaveBeenCalledWith('/allergens.json');
    expect([...stores.menu.$allergens.get().values()]).toEqual(allergens);
    expect(stores.menu.$allergensPending.get()).toBe(false);
  });

  it('asks for the allergens with the menu once the first screen was shown before it (a menu reached from home)', async () => {
    const world = createFakeWorld();
    world.api.getExperience.mockImplementation(async (id: number) => ({ ...experienceFor(id), allergensUrl: '/allergens.json' }));
    const { createOrderingStores } = await import('../index');
    const stores = createOrderingStores(world.deps);
    stores.start();
    await stores.started();
    stores.firstScreenShown();
    stores.selection.selectLocation(11);
    await flush();
    await stores.ordering();
    await flush();
    expect(stores.menu.$status.get()).toBe('ready');
    expect(world.api.getAllergens).toHaveBeenCalledTimes(1);
    expect([...stores.menu.$allergens.get().values()]).toEqual(allergens);
  });

  it('drops an allergens answer for a menu no longer shown, and shows no icons of another file', async () => {
    const world = createFakeWorld();
    world.api.getExperience.mockImplementation(async (id: number) => ({ ...experienceFor(id), allergensUrl: '/allergens.json' }));
    const late = deferred<typeof allergens>();
    world.api.getAllergens.mockReturnValueOnce(late.promise);
    const { stores } = await storesAtMenu(world);
    stores.firstScreenShown();
    await flush();
    expect(world.api.getAllergens).toHaveBeenCalledTimes(1);
    stores.menu.clear();
    late.resolve(allergens);
    await flush();
    expect(stores.menu.$allergens.get().size).toBe(0);
  });

  it('shows the menu without allergens when the allergens file fails', async () => {
    const world = createFakeWorld();
    world.api.getExperience.mockImplementation(async (id: number) => ({ ...experienceFor(id), allergensUrl: '/allergens.json' }));
    world.api.getAllergens.mockRejectedValue(new Error('404'));
    const { stores } = await storesAtMenu(world);
    stores.firstScreenShown();
    await flush();
    expect(stores.menu.$status.get()).toBe('ready');
    expect(world.api.getAllergens).toHaveBeenCalledTimes(1);
    expect(stores.menu.$allergens.get().size).toBe(0);
    // No room kept for icons that will not come.
    expect(stores.menu.$allergensPending.get()).toBe(false);
  });

  it('keeps no room for icons when the experience has no allergens file, nor after the menu is cleared', async () => {
    const world = createFakeWorld();
    world.api.getExperience.mockImplementation(async (id: number) => ({ ...experienceFor(id), allergensUrl: null }));
    const { stores } = await storesAtMenu(world);
    expect(stores.menu.$status.get()).toBe('ready');
    expect(stores.menu.$allergensPending.get()).toBe(false);
    const other = createFakeWorld();
    other.api.getExperience.mockImplementation(async (id: number) => ({ ...experienceFor(id), allergensUrl: '/allergens.json' }));
    const { stores: waiting } = await storesAtMenu(other);
    expect(waiting.menu.$allergensPending.get()).toBe(true);
    waiting.menu.clear();
    expect(waiting.menu.$allergensPending.get()).toBe(false);
  });

  it('translates the menu into the guest language and fetches the other file when the language changes', async () => {
    const world = createFakeWorld();
    world.api.getExperience.mockImplementation(async (id: number) => ({
      ...experienceFor(id),
      menuTranslationFiles: [{ language: 'he_IL', url: '/t/he.json' }],
    }));
    world.api.getMenuTranslations.mockImplementation(async (url: string) => (url === '/t/he.json' ? hebrewTranslations : null));
    const { stores } = await storesAtMenu(world);
    expect(world.api.getMenuTranslations).not.toHaveBeenCalled(); // no en_US file
    expect(stores.menu.findItem(1)?.name).toBe('Margherita');

    world.deps.i18n.load('he', {});
    world.deps.i18n.activate('he', ['he']);
    await flush();
    expect(world.api.getMenuTranslations).toHaveBeenCalledWith('/t/he.json');
    expect(stores.menu.$categories.get()[0]?.name).toBe('פיצות');
    expect(stores.menu.findItem(1)).toMatchObject({ name: 'מרגריטה', description: 'עגבניות ומוצרלה' });
    expect(stores.menu.findItem(2)?.name).toBe('Diavola'); // untranslated stays
    expect(world.api.getMenu).toHaveBeenCalledTimes(1); // only the translation was fetched
    expect(stores.menu.$chargeNames.get()).toEqual({ 'NY Sales Tax': 'מס מכירה של ניו יורק' });

    world.deps.i18n.activate('en_US', ['en-US']);
    await flush();
    expect(stores.menu.findItem(1)?.name).toBe('Margherita');
    expect(stores.menu.$chargeNames.get()).toBeNull(); // no en_US file: the platform's names
  });

  it("says the menu is in the venue's language while no file translates it for the guest: none listed, or it failed", async () => {
    const world = createFakeWorld();
    world.api.getExperience.mockImplementation(async (id: number) => ({
      ...experienceFor(id),
      menuTranslationFiles: [
        { language: 'he', url: '/t/he.json' },
        { language: 'fr_FR', url: '/t/fr.json' },
      ],
    }));
    world.api.getMenuTranslations.mockImplementation(async (url: string) => {
      if (url === '/t/he.json') return hebrewTranslations;
      throw new Error('404');
    });
    const { stores } = await storesAtMenu(world);
    // English, the business's default language: its menu is the venue's own words, nothing to say.
    expect(stores.menu.$inVenueLanguage.get()).toBe(false);

    await world.deps.setLanguage('ar');
    await flush();
    expect(stores.menu.$inVenueLanguage.get()).toBe(true); // no Arabic file listed

    await world.deps.setLanguage('he');
    await flush();
    expect(stores.menu.$inVenueLanguage.get()).toBe(false); // translated

    await world.deps.setLanguage('fr_FR');
    await flush();
    expect(stores.menu.$inVenueLanguage.get()).toBe(true); // listed, but the file failed

    await world.deps.setLanguage('en_US');
    await flush();
    expect(stores.menu.$inVenueLanguage.get()).toBe(false); // back in the venue's language
  });

  it('adds the business translation file: charge names the menu file leaves, allergen names its allergens file lacks', async () => {
    const world = createFakeWorld();
    world.api.getBusinessConfiguration.mockResolvedValue({ ...businessConfiguration, translationsUrl: 'https://tr.test' });
    world.api.getExperience.mockImplementation(async (id: number) => ({ ...experienceFor(id), allergensUrl: '/allergens.json' }));
    world.api.getPlatformTexts.mockImplementation(async (language: string) => ({
      language,
      places: {},
      experiences: {},
      sales: {},
      links: {},
      charges: { 'NY Sales Tax': 'Impuesto de Nueva York' },
      allergens: { gluten: 'Gluten (es)', dairy: 'Lácteos' },
    }));
    const { stores } = await storesAtMenu(world);
    stores.firstScreenShown();
    expect(world.api.getPlatformTexts).not.toHaveBeenCalled(); // English: the platform's own names
    await world.deps.setLanguage('es_ES');
    await flush();
    expect(world.api.getPlatformTexts).toHaveBeenCalledWith('es_ES');
    expect(stores.menu.$chargeNames.get()).toEqual({ 'NY Sales Tax': 'Impuesto de Nueva York' });
    expect(allergenName(stores.menu.$allergens.get().get(2)!, 'es_ES')).toBe('Lácteos');
    expect(allergenName(stores.menu.$allergens.get().get(2)!, 'he')).toBe('חלב'); // the allergens file's own stays
  });

  it('picks the translation file by exact locale, then language', () => {
    const files = [
      { language: 'en_US', url: 'en' },
      { language: 'he', url: 'he' },
      { language: 'fr_CA', url: 'fr' },
    ];
    expect(translationFileFor(files, 'en_US')).toBe('en');
    expect(translationFileFor(files, 'he_IL')).toBe('he');
    expect(translationFileFor(files, 'fr')).toBe('fr');
    expect(translationFileFor(files, 'de_DE')).toBeNull();
  });

  it('formats with the location currency and the business currency settings', async () => {
    const world = createFakeWorld();
    // The HTTP client tells the scope the settings it loads; this fake does the same.
    world.api.getCurrencySettings.mockImplementation(async () => {
      world.deps.scope.learnCurrencySettings(currencySettings);
      return currencySettings;
    });
    const { stores } = await storesAtMenu(world);
    expect(stores.menu.$currency.get().code).toBe('USD');
    expect(stores.cart.$currency.get().code).toBe('USD');
    stores.selection.selectLocation(12); // Garden Cafe, EUR
    await flush();
    expect(stores.menu.$currency.get()).toMatchObject({ code: 'EUR', thousandsSeparator: '.', decimalSeparator: ',' });
    expect(stores.cart.$currency.get().code).toBe('EUR');
    // The same currency the API client and the realtime connector convert amounts with.
    expect(world.deps.scope.currency()).toBe(stores.menu.$currency.get());
    expect(world.api.getCurrencySettings).toHaveBeenCalledTimes(1); // business-wide: fetched once
  });

  it('after a failure, a change with the same file does not fetch again; ensure() does', async () => {
    const world = createFakeWorld();
    world.api.getMenu.mockRejectedValueOnce(new Error('500'));
    const { stores } = await storesAtMenu(world);
    expect(stores.menu.$status.get()).toBe('error');
    expect(world.deps.router.$route.get().path).toBe('/location');
    stores.selection.reloadExperience(); // e.g. the closing re-check: same experience, same file
    await flush();
    expect(world.api.getMenu).toHaveBeenCalledTimes(1);
    expect(world.deps.router.$route.get().path).toBe('/location');
    stores.menu.ensure();
    await flush();
    expect(world.api.getMenu).toHaveBeenCalledTimes(2);
    expect(stores.menu.$status.get()).toBe('ready');
  });

  it('keeps the menu while the same experience is fetched again; clears it for another one', async () => {
    const { world, stores } = await storesAtMenu();
    stores.selection.reloadExperience();
    await flush();
    expect(stores.menu.$status.get()).toBe('ready');
    expect(world.api.getMenu).toHaveBeenCalledTimes(1);
    stores.selection.selectExperience(102);
    expect(stores.menu.$categories.get()).toEqual([]);
    await flush();
    expect(stores.menu.$status.get()).toBe('ready');
    expect(world.api.getMenu).toHaveBeenCalledTimes(2);
  });

  it('finds items and their category, with an under-18 parent category inherited', async () => {
    const world = createFakeWorld();
    world.api.getMenu.mockResolvedValue(modifierMenu);
    const { stores } = await storesAtMenu(world);
    expect(stores.menu.findItem(9)?.name).toBe('Aperol Spritz');
    expect(stores.menu.findCategoryOf(9)).toMatchObject({ name: 'Spritz', under18: true });
    expect(stores.menu.findCategoryOf(1)).toMatchObject({ name: 'Pasta & plates', under18: false });
    expect(stores.menu.findItem(404)).toBeNull();
    expect(stores.menu.findCategoryOf(404)).toBeNull();
  });

  it('refreshStock() takes the new out-of-stock list without fetching the menu', async () => {
    const { world, stores } = await storesAtMenu();
    expect(stores.menu.isAvailable(stores.menu.findItem(2)!)).toBe(false); // serial 20
    world.api.getOutOfStockItems.mockResolvedValue([10]);
    await stores.menu.refreshStock();
    expect(stores.menu.isAvailable(stores.menu.findItem(2)!)).toBe(true);
    expect(stores.menu.isAvailable(stores.menu.findItem(1)!)).toBe(false);
    expect(world.api.getMenu).toHaveBeenCalledTimes(1);
  });
});

import { is } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, isCancellation } from './index';
import { mapMenu } from './map-menu';
import { mapAllergens, mapChargeNames, mapCurrencySettings, mapMenuTranslations, resolveIconUrl } from './map-menu-extras';
import {
  AllergensResponseSchema,
  BusinessConfigurationResponseSchema,
  CurrencySettingsSchema,
  ItemSchema,
  MenuSchema,
  MenuTranslationsResponseSchema,
} from './schemas';
import { testPlatformApi, type Answer, type RecordedCall } from './test-support';
import { wireAllergens, wireBusinessConfiguration, wireCurrencySettings, wireMenu, wireMenuTranslations } from './test-support';
import type { WireBusinessConfigurationResponse } from './wire';

// (wave 3) wire fields and calls: nested modifier groups, promotions, the allergens file,
// menu translation files and currency settings.

const setup = (answer: Answer[] | ((call: RecordedCall) => Answer), currencyCode: string | null = null) => testPlatformApi(answer, { currencyCode });

/** The business configuration; `url` replaces its `currency_settings_url`, `'absent'` leaves the field out. */
const business = (url: string | null | 'absent' = 'settings/currencies.json'): WireBusinessConfigurationResponse => {
  const wire = wireBusinessConfiguration();
  if (url === 'absent') delete wire.data.currency_settings_url;
  else wire.data.currency_settings_url = url;
  return wire;
};

const bistecca = () => wireMenu().categories[0]!.items[1]!;

describe('menu schema: nested modifier groups and promotions', () => {
  it('accepts nested groups at any depth, and items and modifiers without the optional fields', () => {
    expect(is(wireMenu(), MenuSchema)).toBe(true);
    const plain = { ...bistecca() };
    delete plain.saleIds;
    delete plain.saleText;
    expect(is(plain, ItemSchema)).toBe(true);
    expect(is({ ...bistecca(), saleText: null }, ItemSchema)).toBe(true);
  });

  it('refuses a mistyped field deep inside a nested group, and mistyped promotions', async () => {
    const menu = wireMenu();
    const deep = menu.categories[0]!.items[1]!.modifierGroups[0]!.modifiers[1]!.modifierGroups![0]!.modifiers[1]!.modifierGroups![0]!;
    (deep.modifiers[0] as unknown as Record<string, unknown>).price = '0.50';
    const { api } = setup([{ json: menu }]);
    const error = (await api.getMenu('/m.json').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain(
      'categories[0].items[1].modifierGroups[0].modifiers[1].modifierGroups[0].modifiers[1].modifierGroups[0].modifiers[0].price expected a number, got "0.50"',
    );
    expect(is({ ...bistecca(), saleIds: ['4'] }, ItemSchema)).toBe(false);
    expect(is({ ...bistecca(), saleText: 3 }, ItemSchema)).toBe(false);
    expect(
      is(
        {
          ...bistecca(),
          modifierGroups: [{ ...bistecca().modifierGroups[0]!, modifiers: [{ ...bistecca().modifierGroups[0]!.modifiers[0]!, modifierGroups: {} }] }],
        },
        ItemSchema,
      ),
    ).toBe(false);
  });

  it('maps nested groups recursively (prices in minor units, kcal rounded) and saleText', () => {
    const menu = mapMenu(wireMenu(), 2, (url) => `https://p.test/${url}`);
    const [soup, steak] = menu.categories[0]!.items;
    expect(soup!.saleText).toBeNull();
    expect(soup!.modifierGroups[0]!.modifiers[0]!.modifierGroups).toEqual([]);
    expect(steak!.saleText).toBe('2 for 1 on Mondays');
    const fiorentina = steak!.modifierGroups[0]!.modifiers[1]!;
    expect(fiorentina).toMatchObject({ name: 'Fiorentina', price: 1200, kcal: 300, allergens: [2] });
    const doneness = fiorentina.modifierGroups[0]!;
    expect(doneness).toMatchObject({ id: 21, posUniqueId: 'g21', name: 'Doneness', minSelect: 1, maxSelect: 1 });
    expect(doneness.modifiers[1]).toMatchObject({ name: 'Well done', price: 150, inStock: false });
    expect(doneness.modifiers[1]!.modifierGroups[0]!.modifiers[0]).toEqual({
      id: 221,
      posUniqueId: 'm221',
      name: 'Pepper',
      price: 50,
      kcal: 10,
      allergens: [],
      inStock: true,
      modifierGroups: [],
    });
    // Modifiers without the optional field get an empty list, never undefined.
    expect(doneness.modifiers[0]!.modifierGroups).toEqual([]);
  });

  it('converts nested prices with the currency minor unit (KWD: 3)', async () => {
    const { api } = setup([{ json: wireMenu() }], 'KWD');
    const menu = await api.getMenu('/m.json');
    const fiorentina = menu.categories[0]!.items[1]!.modifierGroups[0]!.modifiers[1]!;
    expect(fiorentina.price).toBe(12000);
    expect(fiorentina.modifierGroups[0]!.modifiers[1]!.price).toBe(1500);
  });
});

describe('business configuration: showComment and currency_settings_url', () => {
  it('are optional, typed when present, and default to true and null', async () => {
    const bare = business('absent');
    delete bare.data.showComment;
    expect(is(bare, BusinessConfigurationResponseSchema)).toBe(true);
    expect(is(business(null), BusinessConfigurationResponseSchema)).toBe(true);
    const { api } = setup([{ json: bare }]);
    expect(await api.getBusinessConfiguration()).toMatchObject({ showComment: true, currencySettingsUrl: null });

    const wrong = business();
    (wrong.data as unknown as Record<string, unknown>).showComment = 'yes';
    const bad = setup([{ json: wrong }]);
    const error = (await bad.api.getBusinessConfiguration().catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('data.showComment expected a value of type `boolean`');
    const wrongUrl = business();
    (wrongUrl.data as unknown as Record<string, unknown>).currency_settings_url = 5;
    expect(is(wrongUrl, BusinessConfigurationResponseSchema)).toBe(false);
  });
});

describe('getAllergens', () => {
  it('fetches the file URL and maps allergens with absolute icon URLs and translations', async () => {
    const { api, calls } = setup([{ json: wireAllergens() }]);
    const allergens = await api.getAllergens('https://cdn.test/menus/3004/allergens.json');
    expect(calls[0]?.url).toBe('https://cdn.test/menus/3004/allergens.json');
    expect(allergens).toEqual([
      { id: 1, key: 'dairy', name: 'Dairy', icon: 'https://cdn.test/icons/dairy.svg', translations: { he: 'חלב' } },
      // A regional translation also answers for its bare language; an explicit bare one would win.
      {
        id: 2,
        key: 'glutenWheat',
        name: 'Gluten (wheat)',
        icon: 'https://cdn.test/static/allergens/gluten.svg',
        translations: { he_IL: 'גלוטן', he: 'גלוטן', fr_FR: 'Gluten (blé)', fr: 'Gluten (blé)' },
      },
      // Relative to the file itself, not to the API base.
      { id: 3, key: 'vegan', name: 'Vegan', icon: 'https://cdn.test/menus/3004/vegan.svg', translations: {} },
      { id: 4, key: 'sesame', name: 'Sesame', icon: null, translations: {} },
    ]);
  });

  it('resolves a platform-relative file URL against the API base, and its icons against the file', async () => {
    const { api, calls } = setup([{ json: wireAllergens() }]);
    const allergens = await api.getAllergens('/static/allergens.json');
    expect(calls[0]?.url).toBe('https://p.test/static/allergens.json');
    expect(allergens.map((a) => a.icon)).toEqual([
      'https://cdn.test/icons/dairy.svg',
      'https://p.test/static/allergens/gluten.svg',
      'https://p.test/static/vegan.svg',
      null,
    ]);
  });

  it('a malformed file is an ApiError invalid-response naming the field; an HTTP error stays an http ApiError', async () => {
    const wire = wireAllergens() as unknown as { allergens: Record<string, unknown>[] };
    wire.allergens[1]!.translations = [{ language: 'he' }];
    const { api } = setup([{ json: wire }, { status: 404, json: { code: 404, message: 'NOT_FOUND' } }, { text: '<html>', contentType: 'text/html' }]);
    const malformed = (await api.getAllergens('/a.json').catch((e: unknown) => e)) as ApiError;
    expect(malformed).toBeInstanceOf(ApiError);
    expect(malformed.kind).toBe('invalid-response');
    expect(malformed.message).toContain('allergens[1].translations[0].text expected a string, got undefined');
    const missing = (await api.getAllergens('/a.json').catch((e: unknown) => e)) as ApiError;
    expect(missing).toMatchObject({ kind: 'http', status: 404 });
    const html = (await api.getAllergens('/a.json').catch((e: unknown) => e)) as ApiError;
    expect(html.kind).toBe('invalid-response');
  });

  it('a newer allergens request cancels an older one (the menu changed meanwhile)', async () => {
    const { api } = setup((call) => (call.url.includes('old') ? { hang: true } : { json: wireAllergens() }));
    const older = api.getAllergens('/old.json');
    const newer = api.getAllergens('/new.json');
    expect(isCancellation(await older.catch((e: unknown) => e))).toBe(true);
    expect(await newer).toHaveLength(4);
  });
});

describe('resolveIconUrl', () => {
  it('keeps https icons (resolved against the file), drops other schemes, protocol-relative URLs and blanks', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(resolveIconUrl('dairy.svg', 'https://a.test/files/x.json')).toBe('https://a.test/files/dairy.svg');
    expect(resolveIconUrl('https://cdn.test/a.svg', 'https://a.test/x.json')).toBe('https://cdn.test/a.svg');
    expect(resolveIconUrl('data:image/svg+xml,<svg/>', 'https://a.test/x.json')).toBeNull();
    expect(resolveIconUrl('javascript:alert(1)', 'https://a.test/x.json')).toBeNull();
    expect(resolveIconUrl('  ', 'https://a.test/x.json')).toBeNull();
    expect(resolveIconUrl('//img.test/a.svg', 'https://a.test/x.json')).toBeNull();
    expect(resolveIconUrl('a.svg', 'http://evil.test/x.json')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(4);
    warn.mockRestore();
    // Without an absolute file URL (relative api-base outside a page) the client's resolver decides.
    expect(resolveIconUrl('a.svg', '/x.json', (url) => `/base/${url}`)).toBe('/base/a.svg');
  });
});

describe('getMenuTranslations', () => {
  it('fetches the file and maps texts by resource id and charge names by platform name, leaving out null and empty texts', async () => {
    const { api, calls } = setup([{ json: wireMenuTranslations() }]);
    const translations = await api.getMenuTranslations('menus/3004.he.json');
    expect(calls[0]?.url).toBe('https://p.test/menus/3004.he.json');
    expect(translations).toEqual({
      texts: {
        c1: { name: 'עיקריות' },
        i5: { name: 'מרק', description: 'חם' },
        g9: { name: 'גודל' },
        m202: { name: 'פיורנטינה' },
      },
      charges: { 'NY Sales Tax': 'מס מכירה של ניו יורק', 'Service charge 3%': 'דמי שירות 3%' },
    });
  });

  it('reads a file without charge names (older files) as naming none', () => {
    const wire = wireMenuTranslations();
    delete wire.charges;
    expect(is(wire, MenuTranslationsResponseSchema)).toBe(true);
    expect(mapChargeNames(wire)).toEqual({});
    expect(mapChargeNames({ ...wire, charges: null })).toEqual({});
  });

  it('merges a resource listed twice, later texts winning', () => {
    expect(
      mapMenuTranslations({
        language: 'he',
        data: [
          { resource_id: 'a', name: 'x', description: 'd' },
          { resource_id: 'a', name: 'y' },
        ],
      }),
    ).toEqual({ a: { name: 'y', description: 'd' } });
  });

  it.each<[string, Answer]>([
    ['HTTP 404', { status: 404, json: { code: 404, message: 'NOT_FOUND' } }],
    ['HTTP 500 without a platform body', { status: 500, text: 'oops', contentType: 'text/plain' }],
    ['a network failure', { networkError: 'Failed to fetch' }],
    ['a malformed file', { json: { language: 'he', data: [{ resource_id: 5, name: 'x' }] } }],
    ['a body that is not JSON', { text: '<html></html>', contentType: 'text/html' }],
  ])('resolves null on %s ("null on failure")', async (_, answer) => {
    const { api } = setup([answer]);
    await expect(api.getMenuTranslations('/t.json')).resolves.toBeNull();
  });

  it('is not cancelled by a newer translation request (each language file resolves on its own)', async () => {
    const { api } = setup([{ json: wireMenuTranslations() }, { json: { language: 'en_US', data: [] } }]);
    const [he, en] = await Promise.all([api.getMenuTranslations('/he.json'), api.getMenuTranslations('/en.json')]);
    expect(he?.texts.c1).toEqual({ name: 'עיקריות' });
    expect(en).toEqual({ texts: {}, charges: {} });
  });
});

describe('getCurrencySettings', () => {
  it('is {} without a request before the business configuration is loaded, or when it names no file', async () => {
    const none = setup([]);
    expect(await none.api.getCurrencySettings()).toEqual({});
    expect(none.calls).toHaveLength(0);
    const noUrl = setup([{ json: business(null) }]);
    await noUrl.api.getBusinessConfiguration();
    expect(await noUrl.api.getCurrencySettings()).toEqual({});
    expect(noUrl.calls).toHaveLength(1);
  });

  it('fetches the configured file once (resolved against the API base) and maps currencies by upper-case code', async () => {
    const { api, calls } = setup([{ json: business() }, { json: wireCurrencySettings() }]);
    await api.getBusinessConfiguration();
    const [settings, again] = await Promise.all([api.getCurrencySettings(), api.getCurrencySettings()]);
    expect(calls.map((call) => call.url)).toEqual([
      'https://p.test/users/api/v2/business/configurations?public_only=1&keys=pickupv2&publishableKey=pk_1',
      'https://p.test/settings/currencies.json',
    ]);
    expect(settings).toEqual({
      EUR: { code: 'EUR', name: 'Euro', minorUnit: 2, symbol: '€', thousandsSeparator: '.', decimalSeparator: ',', customSymbol: null },
      USD: { code: 'USD', name: 'US Dollar', minorUnit: 2, symbol: '$', thousandsSeparator: ',', decimalSeparator: '.', customSymbol: 'US$' },
      XTS: { code: 'XTS', name: 'Test points', minorUnit: 3, symbol: 'pt', thousandsSeparator: ' ', decimalSeparator: '.', customSymbol: null },
    });
    expect(again).toEqual(settings);
    // Each caller gets its own copy of the cached settings.
    (settings as Record<string, unknown>).EUR = null;
    expect((await api.getCurrencySettings()).EUR?.decimalSeparator).toBe(',');
    expect(calls).toHaveLength(2);
  });

  it('is {} when the file fails or is malformed, and tries again on the next call', async () => {
    const { api, calls } = setup([
      { json: business() },
      { status: 503, json: { code: 503, message: 'UNAVAILABLE' } },
      { json: { currenciesList: [{ ...wireCurrencySettings().currenciesList[0]!, minorUnit: 2.5 }] } },
      { json: { currenciesList: [{ code: 'EUR' }] } },
      { json: wireCurrencySettings() },
    ]);
    await api.getBusinessConfiguration();
    expect(await api.getCurrencySettings()).toEqual({});
    expect(await api.getCurrencySettings()).toEqual({});
    expect(await api.getCurrencySettings()).toEqual({});
    expect(Object.keys(await api.getCurrencySettings())).toEqual(['EUR', 'USD', 'XTS']);
    expect(calls).toHaveLength(5);
  });

  it('supplies the minor unit for menus and carts when the settings list the currency', async () => {
    const menu = wireMenu();
    menu.categories[0]!.items[0]!.price = 1.234;
    const { api, calls } = setup((call) => {
      if (call.url.includes('configurations')) return { json: business() };
      if (call.url.includes('currencies')) return { json: wireCurrencySettings() };
      return { json: menu };
    }, 'xts');
    await api.getBusinessConfiguration();
    const mapped = await api.getMenu('/m.json');
    expect(mapped.categories[0]!.items[0]!.price).toBe(1234);
    // The settings were fetched once, in parallel with the menu.
    expect(calls.filter((call) => call.url.includes('currencies'))).toHaveLength(1);
  });
});

describe('schemas of the new files', () => {
  it('accept the fixtures and refuse mistyped fields', () => {
    expect(is(wireAllergens(), AllergensResponseSchema)).toBe(true);
    expect(is({ allergens: [{ ...wireAllergens().allergens[0]!, icon: 1 }] }, AllergensResponseSchema)).toBe(false);
    expect(is(wireMenuTranslations(), MenuTranslationsResponseSchema)).toBe(true);
    expect(is({ language: 'he', data: [{ resource_id: 'a', description: 3 }] }, MenuTranslationsResponseSchema)).toBe(false);
    expect(is({ data: [] }, MenuTranslationsResponseSchema)).toBe(false);
    expect(is({ language: 'he', data: [], charges: { 'NY Sales Tax': 5 } }, MenuTranslationsResponseSchema)).toBe(false);
    expect(is(wireCurrencySettings(), CurrencySettingsSchema)).toBe(true);
    const eur = wireCurrencySettings().currenciesList[0]!;
    expect(is({ currenciesList: [{ ...eur, minorUnit: -1 }] }, CurrencySettingsSchema)).toBe(false);
    expect(is({ currenciesList: [{ ...eur, minorUnit: 9 }] }, CurrencySettingsSchema)).toBe(false);
    expect(is({ currenciesList: [{ ...eur, customSymbol: undefined }] }, CurrencySettingsSchema)).toBe(false);
  });

  it('mappers are pure functions of the wire objects', () => {
    expect(mapCurrencySettings({ currenciesList: [] })).toEqual({});
    expect(mapAllergens({ allergens: [] }, 'https://a.test/x.json')).toEqual([]);
  });
});

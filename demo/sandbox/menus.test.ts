// @vitest-environment node
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  WireAllergensResponse,
  WireBusinessConfigurationResponse,
  WireCartRequest,
  WireCategory,
  WireCurrencySettings,
  WireErrorBody,
  WireExperienceResponse,
  WireItem,
  WireLocationsResponse,
  WireMenu,
  WireMenuTranslationsResponse,
  WireModifierGroup,
  WireOutOfStockResponse,
  WireRealtimeCart,
} from '../../src/api/wire';
import { DEMO } from './seed';
import { startSandboxServer, type SandboxServer } from './server';

// Sandbox over HTTP: menu files per time window, allergens, translations, currencies,
// the generated benchmark menu, images on disk, and POST /__sandbox/stock.

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
let server: SandboxServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'go-menus-'));
  server = await startSandboxServer({ port: 0, dataDir, fresh: true, realtime: null, calculationDelayMs: [0, 0], log: () => {} });
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await post('/__sandbox/reset', {});
});

async function get<T>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(new URL(path, server.url));
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}
async function post<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(path, server.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}
const experience = async (id: number) => (await get<WireExperienceResponse>(`/restaurants/api/v3/experiences/${id}`)).body.data;
const menuFile = async (url: string) => (await get<WireMenu>(url)).body;

function allItems(categories: readonly WireCategory[]): WireItem[] {
  return categories.flatMap((category) => [...category.items, ...allItems(category.subcategories)]);
}
function allCategories(categories: readonly WireCategory[]): WireCategory[] {
  return categories.flatMap((category) => [category, ...allCategories(category.subcategories)]);
}
function allGroups(groups: readonly WireModifierGroup[]): WireModifierGroup[] {
  return groups.flatMap((group) => [group, ...group.modifiers.flatMap((modifier) => allGroups(modifier.modifierGroups ?? []))]);
}

/** Runs a cart through the calculation and returns what the realtime database would receive. */
async function calculate(id: string, experienceId: number, items: WireCartRequest['items']): Promise<WireRealtimeCart> {
  const request: WireCartRequest = {
    id,
    experience_id: experienceId,
    business_id: DEMO.businessId,
    items,
    comment: '',
    total_calculations: true,
    coupon_code: null,
    checkout_at: null,
  };
  expect((await post('/restaurants/api/v3/cart', request)).status).toBe(200);
  await server.platform.settled();
  return server.store.getCart(id)!.result!;
}
const line = (pui: string, quantity = 1): WireCartRequest['items'][number] => ({ pui, quantity, comment: '', modifiers: [] });

describe('Trattoria Lumen menu (3004)', () => {
  it('has images on disk, calories, allergens from the allergens file, a sale text and every group shape', async () => {
    const settings = (await experience(DEMO.experiences.trattoriaPickup)).settings;
    const menu = await menuFile(settings.menus.files[0]!.url);
    const items = allItems(menu.categories);
    const allergenIds = new Set((await get<WireAllergensResponse>(settings.menus.allergens.url!)).body.allergens.map((a) => a.id));
    const visible = items.filter((item) => !item.is_hidden);
    expect(visible.filter((item) => item.image).length).toBeGreaterThan(visible.length / 2);
    expect(visible.filter((item) => item.allergens.length).length).toBeGreaterThan(visible.length / 2);
    for (const item of items) {
      if (item.image) expect(existsSync(join(PUBLIC_DIR, item.image)), item.image).toBe(true);
      for (const id of item.allergens) expect(allergenIds.has(id), `${item.name} allergen ${id}`).toBe(true);
    }
    expect(items.find((item) => item.pos_unique_id === DEMO.items.diavola)!.saleText).toBe("Chef's pick this week");
    // The sandbox charges list prices: no sale text may promise a discount it does not give.
    expect(items.filter((item) => /\d\s*%|\boff\b|discount/i.test(item.saleText ?? '')).map((item) => item.saleText)).toEqual([]);

    const find = (pui: string) => items.find((item) => item.pos_unique_id === pui)!;
    expect(find(DEMO.items.antipasto)).toMatchObject({ name: 'Antipasto Board', modifierGroups: [{ minSelect: 2, maxSelect: 4 }] });
    const salad = find(DEMO.items.salad);
    expect(salad.name).toBe('Build Your Salad');
    expect(salad.modifierGroups[1]).toMatchObject({ minSelect: 0, maxSelect: 0 });
    expect(salad.modifierGroups[1]!.modifiers.length).toBeGreaterThan(10);
    expect(find(DEMO.items.burrata).modifierGroups[0]).toMatchObject({ minSelect: 0, maxSelect: 0 });
    const cut = find(DEMO.items.bistecca).modifierGroups[0]!;
    expect(cut).toMatchObject({ name: 'Cut', minSelect: 1, maxSelect: 1 });
    const fiorentina = cut.modifiers.find((modifier) => modifier.pos_unique_id === DEMO.modifiers.cutFiorentina)!;
    expect(fiorentina.price).toBe(12);
    expect(fiorentina.modifierGroups![0]).toMatchObject({ name: 'Doneness', minSelect: 1, maxSelect: 1 });
    expect(fiorentina.modifierGroups![0]!.modifiers.map((modifier) => modifier.price)).toContain(1.5);

    expect(find(DEMO.items.peroni)).toMatchObject({ name: 'Peroni', under_18: true });
    const cocktails = menu.categories.find((category) => category.name === 'Cocktails')!;
    expect(cocktails.under_18).toBe(true);
    expect(cocktails.items.every((item) => !item.under_18)).toBe(true);
    // The items seeded first keep their ids and puis.
    expect(find(DEMO.items.margherita)).toMatchObject({ id: 14, name: 'Margherita', price: 16 });
    expect(find(DEMO.items.tiramisu)).toMatchObject({ id: 18, name: 'Tiramisù' });
    expect(find(DEMO.items.staffMeal).is_hidden).toBe(true);
  });

  it('serves the allergens file with every key, a name in every shipped language and an icon on disk', async () => {
    const { body } = await get<WireAllergensResponse>('/menus/allergens.json');
    expect(body.allergens.map((a) => a.key).sort()).toEqual([
      'celery',
      'crustaceans',
      'dairy',
      'egg',
      'fish',
      'gluten',
      'glutenWheat',
      'lupin',
      'molluscs',
      'mustard',
      'nuts',
      'peanuts',
      'sesame',
      'soy',
      'sulphurDioxide',
      'vegan',
      'vegetarian',
    ]);
    for (const allergen of body.allergens) {
      expect(allergen.translations.map((t) => t.language)).toEqual(['he', 'es', 'fr', 'de', 'it', 'ar', 'zh']);
      for (const { text } of allergen.translations) expect(text).not.toBe('');
      expect(existsSync(join(PUBLIC_DIR, allergen.icon!)), allergen.icon!).toBe(true);
      expect((await fetch(new URL(allergen.icon!, server.url))).headers.get('content-type')).toBe('image/svg+xml');
    }
    const everyExperience = await Promise.all(server.store.catalog().experiences.map((seed) => experience(seed.experience.id)));
    expect(everyExperience.every((served) => served.settings.menus.allergens.url === '/menus/allergens.json')).toBe(true);
  });

  it('names a translation file in every catalog language; the Hebrew one covers every category and item, and some descriptions and modifiers', async () => {
    const settings = (await experience(DEMO.experiences.trattoriaPickup)).settings;
    expect(settings.menus.translations.files.map((file) => file.language)).toEqual(['ar', 'de_DE', 'en_US', 'es_ES', 'fr_FR', 'he', 'it_IT', 'zh_CN']);
    const fileOf = (language: string) => settings.menus.translations.files.find((file) => file.language === language)!.url;
    const menu = await menuFile(settings.menus.files[0]!.url);
    const he = (await get<WireMenuTranslationsResponse>(fileOf('he'))).body;
    expect(he.language).toBe('he');
    const byId = new Map(he.data.map((entry) => [entry.resource_id, entry]));
    for (const node of [...allCategories(menu.categories), ...allItems(menu.categories)]) {
      expect(byId.get(node.pos_unique_id)?.name, node.name).toMatch(/[\u0590-\u05FF]/);
    }
    for (const group of allItems(menu.categories).flatMap((item) => allGroups(item.modifierGroups))) {
      expect(byId.get(group.pos_unique_id)?.name, group.name).toBeTruthy();
      for (const modifier of group.modifiers) expect(byId.get(modifier.pos_unique_id)?.name, modifier.name).toBeTruthy();
    }
    expect(byId.get(DEMO.items.margherita)).toEqual({
      resource_id: DEMO.items.margherita,
      name: 'מרגריטה',
      description: 'עגבניות סן מרצאנו, מוצרלה, בזיליקום, שמן זית.',
    });
    expect(byId.get('CAT-109')!.name).toBe('קוקטיילים');
    // Every item with a promotion text has it in Hebrew too.
    for (const item of allItems(menu.categories).filter((candidate) => candidate.saleText)) {
      expect(byId.get(item.pos_unique_id)?.sale_text, item.name).toMatch(/[\u0590-\u05FF]/);
    }

    const en = (await get<WireMenuTranslationsResponse>(fileOf('en_US'))).body;
    expect(en.data.find((entry) => entry.resource_id === DEMO.items.margherita)).toMatchObject({ name: 'Margherita' });
    // Any locale of a served language gets its file; a language the widget does not ship has none.
    expect((await get<WireMenuTranslationsResponse>(`/menus/translations/${DEMO.experiences.trattoriaPickup}/ar_SA.json`)).body.charges?.['NY Sales Tax']).toBe(
      'ضريبة مبيعات نيويورك',
    );
    expect((await get<WireErrorBody>(`/menus/translations/${DEMO.experiences.trattoriaPickup}/pt.json`)).status).toBe(404);
    // Untranslated menus name no files.
    expect((await experience(DEMO.experiences.roomService)).settings.menus.translations.files).toEqual([]);
  });
});

describe('Lumen Café (2011 / 3021): menus by time of day', () => {
  it('lists Breakfast and Late night windows before the default All day file, each with its items', async () => {
    const settings = (await experience(DEMO.menuExperiences.lumenCafePickup)).settings;
    expect(settings.is_asap_only).toBe(false);
    expect(settings.open_hours.mon).toEqual([{ from: '06:00', to: '02:00' }]);
    const everyDay = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
    const f = DEMO.menuFiles;
    expect(settings.menus.files).toEqual([
      { url: `/menus/files/${f.lumenBreakfast}.json`, is_default: false, days: everyDay, from: '07:00', to: '11:00' },
      { url: `/menus/files/${f.lumenLateNight}.json`, is_default: false, days: everyDay, from: '22:00', to: '02:00' },
      { url: `/menus/files/${f.lumenAllDay}.json`, is_default: true },
    ]);
    const names = await Promise.all(
      settings.menus.files.map(async (file) => {
        const menu = await menuFile(file.url);
        return [menu.name, allItems(menu.categories).map((item) => item.name)];
      }),
    );
    expect(names).toEqual([
      ['Breakfast', ['Pancakes', 'Eggs Benedict']],
      ['Late night', ['Midnight Burger']],
      ['All day', ['Club Sandwich', 'Caesar Salad']],
    ]);
    const he = (await get<WireMenuTranslationsResponse>(settings.menus.translations.files.find((file) => file.language === 'he')!.url)).body;
    expect(he.data.find((entry) => entry.resource_id === DEMO.cafeItems.midnightBurger)!.name).toBe('המבורגר חצות');
    expect(he.data.find((entry) => entry.resource_id === DEMO.cafeItems.pancakes)!.name).toBe('פנקייקים');

    const locations = (await get<WireLocationsResponse>('/restaurants/api/v3/locations?business_id=1001&location_group_id=601')).body.data;
    expect(locations.find((location) => location.id === DEMO.menuLocations.lumenCafe)).toMatchObject({ name: 'Lumen Café', currency: { code: 'USD' } });
  });

  it('calculates carts with items of any of its menus', async () => {
    const result = await calculate('cart-menus-cafe-0001', DEMO.menuExperiences.lumenCafePickup, [
      line(DEMO.cafeItems.midnightBurger),
      line(DEMO.cafeItems.caesar),
    ]);
    expect(result).toMatchObject({ status: 'CALCULATED', summary: { subtotal: 29 } });
  });
});

describe('Grand Buffet (2012 / 3022): the generated benchmark menu', () => {
  it('serves 2,000 items in 40 categories, gzipped', async () => {
    const settings = (await experience(DEMO.menuExperiences.grandBuffetPickup)).settings;
    expect(settings.is_asap_only).toBe(true);
    const { body: menu, headers } = await get<WireMenu>(settings.menus.files[0]!.url);
    expect(headers.get('content-encoding')).toBe('gzip');
    expect(menu.categories.map((category) => category.name)).toEqual(Array.from({ length: 40 }, (_, i) => `Category ${String(i + 1).padStart(2, '0')}`));
    const items = allItems(menu.categories);
    expect(items).toHaveLength(2000);
    expect(items[0]!.name).toBe('Dish 0001');
    expect(items[1999]).toMatchObject({ name: 'Dish 2000', pos_unique_id: 'GB-2000' });
    expect(new Set(items.map((item) => item.price)).size).toBeGreaterThan(100);
    expect(items.filter((item) => item.description).length).toBe(285);
    expect(items.filter((item) => item.modifierGroups.length).length).toBe(200);
    expect(items[9]!.modifierGroups[0]).toMatchObject({ name: 'Extras', minSelect: 0, maxSelect: 2 });
    expect(new Set(items.map((item) => item.id)).size).toBe(2000);
  });

  it('prices a generated dish with its extras', async () => {
    const result = await calculate('cart-menus-buffet-0001', DEMO.menuExperiences.grandBuffetPickup, [
      { pui: 'GB-0010', quantity: 1, comment: '', modifiers: [{ pui: 'MOD-GB-0010-2', quantity: 1, comment: '' }] },
    ]);
    // Dish 0010: 4.00 + 370/100 = 7.70, + double portion 4.00.
    expect(result).toMatchObject({ status: 'CALCULATED', summary: { subtotal: 11.7 } });
  });
});

describe('currencies', () => {
  it('has EUR, JPY and KWD locations, each with an ASAP 24 h pickup', async () => {
    const locations = (await get<WireLocationsResponse>('/restaurants/api/v3/locations?business_id=1001')).body.data;
    const m = DEMO.menuLocations;
    const summary = (id: number) => {
      const location = locations.find((entry) => entry.id === id)!;
      return [location.name, location.currency.code, location.timezone.name, location.experiences.map((e) => e.id)];
    };
    const x = DEMO.menuExperiences;
    expect(summary(m.cafeLumiere)).toEqual(['Café Lumière', 'EUR', 'Europe/Paris', [x.cafeLumierePickup]]);
    expect(summary(m.sushiKaze)).toEqual(['Sushi Kaze', 'JPY', 'Asia/Tokyo', [x.sushiKazePickup]]);
    expect(summary(m.gulfGrill)).toEqual(['Gulf Grill', 'KWD', 'Asia/Kuwait', [x.gulfGrillPickup]]);
    for (const id of [x.cafeLumierePickup, x.sushiKazePickup, x.gulfGrillPickup]) {
      const settings = (await experience(id)).settings;
      expect(settings.is_asap_only).toBe(true);
      expect(settings.slots.next_available).not.toBeNull();
    }
  });

  it("names a currency settings file in business 1001's configuration (not 1002's), with comments on/off", async () => {
    const config = (await get<WireBusinessConfigurationResponse>('/users/api/v2/business/configurations?publishableKey=pk_demo')).body.data;
    expect(config.showComment).toBe(true);
    expect(config.currency_settings_url).toBe(new URL('/menus/currency-settings.json', server.url).toString());
    const { body } = await get<WireCurrencySettings>(config.currency_settings_url!);
    const byCode = Object.fromEntries(body.currenciesList.map((currency) => [currency.code, currency]));
    expect(byCode.EUR).toMatchObject({ thousandsSeparator: '.', decimalSeparator: ',', customSymbol: null });
    expect(byCode.JPY).toMatchObject({ minorUnit: 0, customSymbol: '￥' });
    expect(byCode.KWD).toMatchObject({ minorUnit: 3 });
    expect(byCode.USD).toMatchObject({ symbol: '$', thousandsSeparator: ',', decimalSeparator: '.', customSymbol: null });

    const hotel = (await get<WireBusinessConfigurationResponse>(`/users/api/v2/business/configurations?publishableKey=${DEMO.hotelBusiness.publishableKey}`))
      .body.data;
    expect(hotel.showComment).toBe(false);
    expect(hotel.currency_settings_url).toBeUndefined();
  });
});

describe('POST /__sandbox/stock', () => {
  const stock = async (bid: number) => (await get<WireOutOfStockResponse>(`/menus/api/v1/getOutOfStockItems?bid=${bid}`)).body.items;

  it('puts an item out of stock by serial id: listed, and a cart holding it is REJECTED with items_errors', async () => {
    const margherita = 50004;
    const changed = await post<{ pui: string; location_ids: number[] }>('/__sandbox/stock', { serial_id: margherita, in_stock: false });
    expect(changed.status).toBe(200);
    expect(changed.body.pui).toBe(DEMO.items.margherita);
    expect(changed.body.location_ids).toContain(DEMO.locations.trattoria);
    expect(await stock(DEMO.locations.trattoria)).toEqual([DEMO.outOfStockSerial, margherita]);

    const rejected = await calculate('cart-menus-stock-0001', DEMO.experiences.trattoriaPickup, [line(DEMO.items.margherita), line(DEMO.items.tiramisu)]);
    expect(rejected).toMatchObject({ status: 'REJECTED', reason: 'CART_ITEM_OUT_OF_STOCK', summary: null });
    expect(rejected.items_errors).toEqual([{ pui: DEMO.items.margherita, name: 'Margherita', error: 'OUT_OF_STOCK', available: 0 }]);

    // Back in stock (by pui): the same cart calculates again.
    await post('/__sandbox/stock', { pui: DEMO.items.margherita, in_stock: true });
    expect(await stock(DEMO.locations.trattoria)).toEqual([DEMO.outOfStockSerial]);
    expect(await calculate('cart-menus-stock-0002', DEMO.experiences.trattoriaPickup, [line(DEMO.items.margherita)])).toMatchObject({ status: 'CALCULATED' });
  });

  it("can bring the seed's out-of-stock item back, only at one location, until a reset", async () => {
    await post('/__sandbox/stock', { pui: DEMO.items.calamari, in_stock: true, location_id: DEMO.locations.trattoria });
    expect(await stock(DEMO.locations.trattoria)).toEqual([]);
    await post('/__sandbox/stock', { pui: DEMO.items.tiramisu, in_stock: false, location_id: DEMO.timeLocations.cornerDeli });
    expect(await stock(DEMO.timeLocations.cornerDeli)).toEqual([50008]);
    expect(await stock(DEMO.locations.trattoria)).toEqual([]);
    await post('/__sandbox/reset', {});
    expect(await stock(DEMO.locations.trattoria)).toEqual([DEMO.outOfStockSerial]);
    expect(await stock(DEMO.timeLocations.cornerDeli)).toEqual([]);
  });

  it('answers bad bodies with 400 and unknown items with 404', async () => {
    expect((await post<WireErrorBody>('/__sandbox/stock', { serial_id: 50004 })).status).toBe(400);
    expect((await post<WireErrorBody>('/__sandbox/stock', { in_stock: false })).status).toBe(400);
    expect((await post<WireErrorBody>('/__sandbox/stock', { pui: 'NOPE', in_stock: false })).status).toBe(404);
  });
});

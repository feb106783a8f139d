// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformApi } from '../../src/api';
import { testScope } from '../../src/api/test-support';
import { DEMO } from './seed';
import { startSandboxServer, type SandboxServer } from './server';

// The calls end to end: the widget's real API layer (schemas + mappers) against the
// sandbox, with the sandbox clock set.

let server: SandboxServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'go-api-contract-'));
  server = await startSandboxServer({ port: 0, dataDir, fresh: true, realtime: null, log: () => {} });
  server.platform.setClock('2026-11-24T15:00:00.000Z'); // Tuesday 10:00 in New York
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const api = (businessId: number = DEMO.businessId) =>
  createPlatformApi({
    apiBase: server.url,
    publishableKey: 'pk_demo',
    productId: 'demo',
    scope: testScope({ businessId }),
    getAccessToken: () => null,
    refreshAccessToken: async () => null,
  });

describe('calls against the sandbox', () => {
  it('searchLocations returns valid domain locations, 5 at most by default', async () => {
    const found = await api().searchLocations('new york');
    expect(found).toHaveLength(5);
    const [ramen] = await api().searchLocations('RAMEN');
    expect(ramen).toMatchObject({ id: DEMO.timeLocations.ramen, timeZone: 'America/New_York', locationGroupId: DEMO.groups.brooklyn });
    expect(await api().searchLocations('Lisboa', { limit: 1 })).toEqual([expect.objectContaining({ timeZone: 'Europe/Lisbon', currencyCode: 'EUR' })]);
  });

  it('names the own UI configurations of Corner Deli and Azure City Hotel, which answer by id (an unknown id is not found)', async () => {
    const deli = (await api().getLocations()).find((location) => location.id === DEMO.timeLocations.cornerDeli);
    expect(deli?.uiConfigurationId).toBe(DEMO.uiConfigurations.cornerDeli);
    const city = (await api(DEMO.hotelBusiness.id).getHotels()).find((hotel) => hotel.id === DEMO.hotelBusiness.hotels.azureCity);
    expect(city?.uiConfigurationId).toBe(DEMO.uiConfigurations.azureCity);
    const business = await api().getUiConfiguration();
    expect(business).toMatchObject({ colors: { primary: '#9A3412' }, faviconUrl: `${new URL(server.url).origin}/static/brand/lumen-icon.svg` });
    // The hotel group's look is its own, not the restaurant group's.
    expect(await api(DEMO.hotelBusiness.id).getUiConfiguration()).toMatchObject({ colors: { primary: '#0E7490' }, fontFamily: 'Verdana, Geneva, sans-serif' });
    expect(await api().getUiConfiguration(DEMO.uiConfigurations.cornerDeli)).toMatchObject({
      colors: { primary: '#166534' },
      logoUrl: `${new URL(server.url).origin}/static/brand/corner-deli.svg`,
      faviconUrl: `${new URL(server.url).origin}/static/brand/corner-deli-icon.svg`,
    });
    expect(await api().getUiConfiguration(DEMO.uiConfigurations.azureCity)).toMatchObject({
      colors: { primary: '#1E3A8A' },
      fontFamily: null,
      faviconUrl: null,
    });
    await expect(api().getUiConfiguration(999)).rejects.toMatchObject({ status: 404 });
  });

  it('getSchedule maps rows of one experience type', async () => {
    const rows = await api().getSchedule({ experienceType: 'PICKUP' });
    expect(rows).toContainEqual({
      locationId: DEMO.timeLocations.cornerDeli,
      experienceId: DEMO.timeExperiences.deliPickup,
      nextAvailable: '2026-11-24T10:00:00-05:00',
    });
    expect(rows).toContainEqual({ locationId: DEMO.timeLocations.oysterBar, experienceId: DEMO.timeExperiences.oysterPickup, nextAvailable: null });
  });

  it('getLocations honours the group and available_from', async () => {
    const brooklyn = await api().getLocations({ locationGroupId: DEMO.groups.brooklyn });
    expect(brooklyn.map((location) => location.name)).toEqual(['Night Owl Bakery', 'Brooklyn Smokehouse', 'Midnight Ramen']);
    const open = await api().getLocations({ availableFrom: new Date('2026-11-24T15:00:00.000Z') });
    expect(open.map((location) => location.id)).not.toContain(DEMO.timeLocations.oysterBar);
  });

  it('getSlots carries the grace slot, and the hotel business reads as HOTEL flow', async () => {
    server.platform.setClock('2026-11-25T02:50:00.000Z');
    const slots = await api().getSlots(DEMO.timeExperiences.ramenPickup, new Date('2026-11-25T02:50:00.000Z'));
    expect(slots).toMatchObject({ nextAvailable: '2026-11-25T11:00:00-05:00', nextAvailableWithGrace: '2026-11-24T21:45:00-05:00' });
    const hotel = createPlatformApi({
      apiBase: server.url,
      publishableKey: DEMO.hotelBusiness.publishableKey,
      productId: 'demo',
      scope: testScope({ businessId: DEMO.hotelBusiness.id }),
      getAccessToken: () => null,
      refreshAccessToken: async () => null,
    });
    expect((await hotel.getBusinessConfiguration()).flow).toBe('HOTEL');
    expect((await hotel.getHotels()).map((h) => h.name)).toEqual(['Azure Bay Resort', 'Azure City Hotel', 'Harbor Grand Hotel']);
  });
});

// Menus, allergens, translations and currency settings through the widget's API layer.
describe('menu calls against the sandbox', () => {
  const menuApi = (currencyCode: string) =>
    createPlatformApi({
      apiBase: server.url,
      publishableKey: 'pk_demo',
      productId: 'demo',
      scope: testScope({ businessId: DEMO.businessId, currencyCode }),
      getAccessToken: () => null,
      refreshAccessToken: async () => null,
    });

  it('reads the Trattoria menu with nested groups, its allergens and both translation files', async () => {
    const client = menuApi('USD');
    const experience = await client.getExperience(DEMO.experiences.trattoriaPickup);
    const menu = await client.getMenu(experience.menuFiles[0]!.url);
    const items = menu.categories.flatMap((category) => [...category.items, ...category.subcategories.flatMap((sub) => sub.items)]);
    const bistecca = items.find((item) => item.posUniqueId === DEMO.items.bistecca)!;
    const fiorentina = bistecca.modifierGroups[0]!.modifiers.find((modifier) => modifier.posUniqueId === DEMO.modifiers.cutFiorentina)!;
    expect(fiorentina.price).toBe(1200);
    expect(fiorentina.modifierGroups[0]!.modifiers.map((modifier) => modifier.price)).toEqual([0, 0, 0, 150]);
    expect(items.find((item) => item.posUniqueId === DEMO.items.diavola)!.saleText).toBe("Chef's pick this week");
    expect(items.find((item) => item.posUniqueId === DEMO.items.margherita)!.image).toBe(new URL('/static/menu/margherita.svg', server.url).toString());

    const allergens = await client.getAllergens(experience.allergensUrl!);
    expect(allergens).toHaveLength(17);
    const dairy = allergens.find((allergen) => allergen.key === 'dairy')!;
    expect(dairy.icon).toBe(new URL('/static/allergens/dairy.svg', server.url).toString());
    expect(Object.values(dairy.translations)).toContain('חלב');

    const he = experience.menuTranslationFiles.find((file) => file.language === 'he')!;
    const translations = await client.getMenuTranslations(he.url);
    expect(translations!.texts[DEMO.items.margherita]!.name).toBe('מרגריטה');
    expect(translations!.texts['MG-DONENESS']!.name).toBe('מידת עשייה');
    expect(translations!.charges['NY Sales Tax']).toBe('מס מכירה של ניו יורק');
  });

  it('reads the Lumen Café time-window files and the currency settings, and prices menus in yen and dinars', async () => {
    const client = menuApi('JPY');
    const config = await client.getBusinessConfiguration();
    expect(config.showComment).toBe(true);
    expect(config.currencySettingsUrl).toBeTruthy();
    const settings = await client.getCurrencySettings();
    expect(settings.EUR).toMatchObject({ thousandsSeparator: '.', decimalSeparator: ',' });
    expect(settings.JPY).toMatchObject({ minorUnit: 0, customSymbol: '￥' });

    const cafe = await client.getExperience(DEMO.menuExperiences.lumenCafePickup);
    expect(cafe.menuFiles.map((file) => [file.isDefault, file.from ?? null, file.to ?? null])).toEqual([
      [false, '07:00', '11:00'],
      [false, '22:00', '02:00'],
      [true, null, null],
    ]);

    const sushi = await client.getExperience(DEMO.menuExperiences.sushiKazePickup);
    const omakase = (await client.getMenu(sushi.menuFiles[0]!.url)).categories[1]!.items[0]!;
    expect(omakase.price).toBe(12800);

    const dinars = menuApi('KWD');
    await dinars.getBusinessConfiguration();
    const grill = await dinars.getExperience(DEMO.menuExperiences.gulfGrillPickup);
    expect((await dinars.getMenu(grill.menuFiles[0]!.url)).categories[0]!.items[0]!.price).toBe(3750);
  });
});

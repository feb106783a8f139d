import { describe, expect, it, vi } from 'vitest';
import type { Experience, Hotel, Location } from '../../domain/types';
import { createOrderingStores } from '../index';
import { businessConfiguration, createFakeWorld, deferred, experienceFor, flush, locations } from '../test-support';

// A hotel (id 501) with two outlets and a standalone restaurant in a group; clock 2026-11-20 12:00Z.
const hotel: Hotel = { id: 501, name: 'Harbor Grand', image: null, locationIds: [11], uiConfigurationId: null };
const outlets: Location[] = [
  { ...locations[0]!, id: 11, name: 'Zeta Bar', hotelId: null },
  { ...locations[1]!, id: 12, name: 'Alpha Cafe', hotelId: 501, timeZone: 'America/New_York' },
  { ...locations[1]!, id: 13, name: 'Trattoria', hotelId: null, locationGroupId: 601, experiences: [{ id: 301, type: 'DINE_IN', active: true }] },
];
const everyDay = (from: string, to: string) => Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ from, to }]]));

function world(details: Record<number, Partial<Experience>>, startup = {}) {
  const w = createFakeWorld({ startup, config: { flow: 'HOTEL' } });
  w.api.getHotels.mockResolvedValue([hotel]);
  w.api.getLocations.mockResolvedValue(outlets);
  w.api.getExperience.mockImplementation(async (id: number) => ({ ...experienceFor(id), isAsapOnly: false, ...details[id] }));
  const search = vi.fn(async (_query: string, _options?: { limit?: number }) => [outlets[1]!]);
  Object.assign(w.api, { searchLocations: search });
  return { w, search };
}

async function started(w: ReturnType<typeof createFakeWorld>) {
  const stores = createOrderingStores(w.deps);
  stores.start();
  await stores.started();
  const store = await stores.locations();
  return { stores, store };
}

describe('locations store', () => {
  it("lists the hotel's locations with status and label in the location's zone, sorted open first", async () => {
    // 12:00Z is 07:00 in New York: Zeta Bar (11, NY) opens at 07:30 (around 30 min), Alpha Cafe (12, NY)
    // is open with a slot now (order now).
    const { w } = world(
      {
        101: { openHours: everyDay('07:30', '22:00'), nextAvailable: '2026-11-20T12:30:00Z' },
        201: { openHours: everyDay('06:00', '22:00'), nextAvailable: '2026-11-20T12:00:00Z' },
      },
      { hotel: 501 },
    );
    const { store } = await started(w);
    store.setScope({ hotelId: 501 });
    await flush();
    const cards = store.$cards.get();
    expect(cards.map((card) => card.location.name)).toEqual(['Alpha Cafe', 'Zeta Bar']);
    expect(cards[0]!.label).toEqual({ kind: 'order-now' });
    expect(cards[0]!.status).toMatchObject({ kind: 'open-closes-at', time: '22:00' });
    expect(cards[1]!.label).toMatchObject({ kind: 'around', minutes: 30 });
    expect(cards[1]!.status).toMatchObject({ kind: 'around', minutes: 30, time: '07:30' });
  });

  it('keeps the order it shows while statuses arrive one by one, and sorts once all are in', async () => {
    // Platform order: Zeta Bar (11), Alpha Cafe (12), Trattoria (13). Trattoria is open now, the other
    // two open later: sorted, Trattoria goes first. Its status arrives first, Zeta Bar's last.
    const { w } = world({});
    const answers = { 101: deferred<Experience>(), 201: deferred<Experience>(), 202: deferred<Experience>(), 301: deferred<Experience>() };
    w.api.getExperience.mockImplementation((id: number) => answers[id as keyof typeof answers].promise);
    const later = { openHours: everyDay('20:00', '22:00'), nextAvailable: '2026-11-20T20:00:00Z', isAsapOnly: false };
    const { store } = await started(w);
    store.setScope({});
    await flush();
    const names = () => store.$cards.get().map((card) => card.location.name);
    expect(names()).toEqual(['Zeta Bar', 'Alpha Cafe', 'Trattoria']);
    answers[301].resolve({ ...experienceFor(301), isAsapOnly: false, openHours: everyDay('00:00', '23:59'), nextAvailable: '2026-11-20T12:00:00Z' });
    await flush();
    expect(store.$cards.get()[2]!.label).toEqual({ kind: 'order-now' });
    expect(names()).toEqual(['Zeta Bar', 'Alpha Cafe', 'Trattoria']);
    answers[201].resolve({ ...experienceFor(201), ...later });
    await flush();
    expect(names()).toEqual(['Zeta Bar', 'Alpha Cafe', 'Trattoria']);
    answers[101].resolve({ ...experienceFor(101), ...later });
    await flush();
    expect(names()).toEqual(['Trattoria', 'Alpha Cafe', 'Zeta Bar']);
    // A card whose status loads again (another experience chosen) keeps the sorted order meanwhile.
    store.chooseExperience(12, 202);
    expect(names()).toEqual(['Trattoria', 'Alpha Cafe', 'Zeta Bar']);
  });

  it('puts a location named in the URL first and filters by group and experience type', async () => {
    const { w } = world({}, { restaurant: 12 });
    const { store } = await started(w);
    store.setScope({ hotelId: null });
    await flush();
    expect(store.$cards.get()[0]!.location.id).toBe(12);
    store.setScope({ locationGroupId: 601 });
    expect(store.$cards.get().map((card) => card.location.id)).toEqual([13]);
    store.setScope({ locationGroupId: null, experienceType: 'DELIVERY' });
    expect(store.$cards.get().map((card) => card.location.id)).toEqual([12]);
    expect(store.$cards.get()[0]!.experiences.map((e) => e.type)).toEqual(['DELIVERY']);
    // The options page lists every type of the scope, whatever the filter.
    expect(store.$experienceTypes.get()).toEqual(['PICKUP', 'DINE_IN', 'DELIVERY', 'TAKE_AWAY']);
  });

  it('search keeps the matching cards and asks for the configured limit; empty query clears', async () => {
    const { w, search } = world({});
    const { store } = await started(w);
    store.setScope({});
    await store.search('alpha');
    expect(search).toHaveBeenCalledWith('alpha', { limit: 5 });
    expect(store.$cards.get().map((card) => card.location.id)).toEqual([12]);
    expect(store.$allCards.get()).toHaveLength(3);
    await store.search('');
    expect(store.$cards.get()).toHaveLength(3);
  });

  it("asks for the business configuration's locationLimit (configurable)", async () => {
    const { w, search } = world({});
    w.api.getBusinessConfiguration.mockResolvedValue({ ...businessConfiguration, locationLimit: 2 });
    const { store } = await started(w);
    await store.search('alpha');
    expect(search).toHaveBeenCalledWith('alpha', { limit: 2 });
  });

  it('a newer search wins over an older answer', async () => {
    const { w, search } = world({});
    const first = deferred<Location[]>();
    search.mockReturnValueOnce(first.promise);
    const { store } = await started(w);
    store.setScope({});
    const older = store.search('a');
    await store.search('trat');
    first.resolve([outlets[0]!]);
    await older;
    expect(store.$search.get().query).toBe('trat');
  });

  it('choosing another experience on a card loads its details; startOrder selects and goes to /menu', async () => {
    const { w } = world({ 202: { nextAvailable: null, openHours: {} } });
    const { stores, store } = await started(w);
    store.setScope({});
    await flush();
    store.chooseExperience(12, 202);
    await flush();
    const card = store.$cards.get().find((c) => c.location.id === 12)!;
    expect(card.experienceId).toBe(202);
    expect(card.label).toEqual({ kind: 'closed' });
    expect(store.startOrder(12)).toBe(true);
    expect(stores.selection.$locationId.get()).toBe(12);
    expect(stores.selection.$experienceId.get()).toBe(202);
    expect(w.deps.router.$route.get().path).toBe('/menu');
    // Reported as the list's menu choice, by the location's name.
    const name = store.$cards.get().find((c) => c.location.id === 12)!.location.name;
    expect(w.emitted).toContainEqual({ type: 'analytics', detail: { category: 'Ordering - Location', action: 'Menu', label: name } });
  });

  it("never races the selection's own request for the chosen experience: one request, both stores get the answer", async () => {
    const { w } = world({ 101: { openHours: everyDay('00:00', '00:00'), nextAvailable: '2026-11-20T12:10:00Z' } });
    const { stores, store } = await started(w);
    // The guest picks location 11 while the list is loading its statuses (same request key).
    stores.selection.selectLocation(11);
    expect(stores.selection.$experienceId.get()).toBe(101);
    store.setScope({});
    await flush();
    expect(w.api.getExperience.mock.calls.filter(([id]) => id === 101)).toHaveLength(1);
    expect(stores.selection.$experienceStatus.get()).toBe('ready');
    expect(store.$allCards.get().find((card) => card.location.id === 11)!.status).not.toBeNull();
  });

  it('tick() refetches an experience whose next available time has passed (on its own where the schedule lacks it)', async () => {
    const { w } = world({ 101: { openHours: everyDay('00:00', '00:00'), nextAvailable: '2026-11-20T12:10:00Z' } });
    const { store } = await started(w);
    store.setScope({});
    await flush();
    const calls = () => w.api.getExperience.mock.calls.filter(([id]) => id === 101).length;
    const before = calls();
    w.clock.now = new Date('2026-11-20T12:05:00Z');
    store.tick();
    expect(calls()).toBe(before);
    expect(w.api.getSchedule).not.toHaveBeenCalled();
    w.clock.now = new Date('2026-11-20T12:11:00Z');
    store.tick();
    await flush();
    expect(w.api.getSchedule).toHaveBeenCalledTimes(1);
    expect(calls()).toBe(before + 1);
  });

  it("tick() takes every card's new next time from one locations schedule call, not one call per experience", async () => {
    const { w } = world({
      101: { openHours: everyDay('00:00', '00:00'), nextAvailable: '2026-11-20T12:10:00Z' },
      201: { openHours: everyDay('00:00', '00:00'), nextAvailable: '2026-11-20T12:10:00Z' },
    });
    const { store } = await started(w);
    store.setScope({});
    await flush();
    const experienceCalls = w.api.getExperience.mock.calls.length;
    w.api.getSchedule.mockResolvedValue([
      { locationId: 11, experienceId: 101, nextAvailable: '2026-11-20T12:30:00Z' },
      { locationId: 12, experienceId: 201, nextAvailable: '2026-11-20T12:45:00Z' },
    ]);
    w.clock.now = new Date('2026-11-20T12:11:00Z');
    store.tick();
    store.tick();
    await flush();
    expect(w.api.getSchedule).toHaveBeenCalledTimes(1);
    expect(w.api.getExperience.mock.calls.length).toBe(experienceCalls);
    const next = (locationId: number) => store.$allCards.get().find((card) => card.location.id === locationId)?.details?.nextAvailable;
    expect([next(11), next(12)]).toEqual(['2026-11-20T12:30:00Z', '2026-11-20T12:45:00Z']);
    // A failed schedule call falls back to asking each passed experience.
    w.api.getSchedule.mockRejectedValueOnce(new Error('offline'));
    w.clock.now = new Date('2026-11-20T12:50:00Z');
    store.tick();
    await flush();
    expect(w.api.getExperience.mock.calls.length).toBe(experienceCalls + 2);
  });

  it('hotel-flow submit selects the hotel (clearing the experience), loads the configuration, goes to /location', async () => {
    const { w } = world({});
    const { stores, store } = await started(w);
    stores.selection.selectLocation(11);
    expect(stores.selection.$experienceId.get()).not.toBeNull();
    const configCalls = w.api.getBusinessConfiguration.mock.calls.length;
    expect(await store.submitHotel(501)).toBe(true);
    expect(stores.selection.$hotelId.get()).toBe(501);
    expect(stores.selection.$experienceId.get()).toBeNull();
    expect(w.api.getBusinessConfiguration.mock.calls.length).toBe(configCalls + 1);
    expect(w.deps.router.$route.get()).toEqual({ path: '/location', query: { hotel: '501' } });
  });

  it('a failing configuration on submit reports an error and stays', async () => {
    const { w } = world({});
    const { store } = await started(w);
    w.api.getBusinessConfiguration.mockRejectedValueOnce(new Error('down'));
    expect(await store.submitHotel(501)).toBe(false);
    expect(store.$submitError.get()).toBe(true);
    expect(w.deps.router.$route.get().path).toBe('/');
  });
});

describe('hotel start-up', () => {
  it('a hotel named in the URL goes to /location', async () => {
    const { w } = world({}, { hotel: 501, locationGroupId: 601 });
    await started(w);
    expect(w.deps.router.$route.get()).toEqual({ path: '/location', query: { hotel: '501', location_group_id: '601' } });
  });

  it('an unknown hotel, or a failed hotels fetch, is HOTEL_ERROR', async () => {
    const { w } = world({}, { hotel: 999 });
    await started(w);
    expect(w.deps.router.$route.get()).toEqual({ path: '/not-found', query: { reason: 'HOTEL_ERROR' } });

    const failed = world({}, { hotel: 501 }).w;
    failed.api.getHotels.mockRejectedValue(new Error('down'));
    await started(failed);
    expect(failed.deps.router.$route.get().query.reason).toBe('HOTEL_ERROR');
  });

  it("a restaurant that is not the hotel's is RESTAURANT_ERROR", async () => {
    const { w } = world({}, { hotel: 501, restaurant: 13 });
    await started(w);
    expect(w.deps.router.$route.get().query.reason).toBe('RESTAURANT_ERROR');
  });
});

describe('lazy boundary', () => {
  it('the widget code the script-tag loader imports does not statically import the locations store or screens', async () => {
    const path = await import('node:path');
    const { staticClosure } = await import('../../../build/first-screen-messages-plugin');
    const src = path.resolve(import.meta.dirname, '../..');
    const entry = [...staticClosure([path.join(src, 'element/boot.ts')])].map((file) => path.relative(src, file).split(path.sep).join('/'));
    expect(entry).toContain('stores/index.ts');
    for (const lazy of [
      'stores/locations/locations.ts',
      'domain/location-sort.ts',
      'screens/locations/LocationsScreen.tsx',
      'screens/location-info/LocationInfoScreen.tsx',
      'screens/options/OptionsScreen.tsx',
    ]) {
      expect(entry, lazy).not.toContain(lazy);
    }
  });
});

// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  WireBusinessConfigurationResponse,
  WireErrorBody,
  WireExperienceResponse,
  WireHotelsResponse,
  WireLocationSearchResponse,
  WireLocationsResponse,
  WireScheduleResponse,
  WireSlotsResponse,
} from '../../src/api/wire';
import { availabilityLabel } from '../../src/domain/availability';
import { decideSlotConfirmation } from '../../src/domain/slot-confirmation';
import { isOpenAt, openingStatus } from '../../src/domain/time';
import type { SandboxClockState } from './platform';
import { DEMO } from './seed';
import { startSandboxServer, type SandboxServer } from './server';

// Sandbox: the clock, location search, the schedule, location groups, available_from,
// grace, the HOTEL-flow business, and every seeded status/label reached at a set clock.

let server: SandboxServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'go-time-seed-'));
  server = await startSandboxServer({ port: 0, dataDir, fresh: true, realtime: null, log: () => {} });
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await post('/__sandbox/reset', {});
});

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(path, server.url));
  return { status: response.status, body: (await response.json()) as T };
}
async function post<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(path, server.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}
const setClock = (now: string | null, advancing?: boolean) => post<SandboxClockState>('/__sandbox/clock', { now, advancing });

const T = DEMO.timeLocations;
const X = DEMO.timeExperiences;
/** Tuesday 24 November 2026, 10:00 in New York (EST, UTC-5). */
const TUE_10 = '2026-11-24T15:00:00.000Z';

async function experience(id: number) {
  return (await get<WireExperienceResponse>(`/restaurants/api/v3/experiences/${id}`)).body.data;
}

/** The status message and availability label the widget would derive from what the sandbox serves. */
async function derived(experienceId: number, locationId: number, now: Date) {
  const locations = (await get<WireLocationsResponse>('/restaurants/api/v3/locations?business_id=1001')).body.data;
  const location = locations.find((entry) => entry.id === locationId)!;
  const served = await experience(experienceId);
  const zone = location.timezone.name;
  const s = served.settings;
  const status = openingStatus({ openHours: s.open_hours, timeZone: zone, now, isAsapOnly: s.is_asap_only });
  const label = availabilityLabel({
    checkoutActive: s.checkout.is_active,
    experienceActive: served.status === 'ACTIVE',
    nextAvailable: s.slots.next_available,
    now,
    isOpenNow: isOpenAt(s.open_hours, zone, now),
    asapOnly: s.is_asap_only,
  });
  return { status, label, served };
}

describe('sandbox clock', () => {
  it('follows real time until set, then stays fixed, runs on when advancing, and resets with null or /__sandbox/reset', async () => {
    const before = await get<SandboxClockState>('/__sandbox/clock');
    expect(before.body.overridden).toBe(false);
    expect(Math.abs(Date.parse(before.body.now) - Date.now())).toBeLessThan(5_000);

    expect((await setClock(TUE_10)).body).toEqual({ now: TUE_10, overridden: true, advancing: false });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await get<SandboxClockState>('/__sandbox/clock')).body.now).toBe(TUE_10);

    await setClock(TUE_10, true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const running = (await get<SandboxClockState>('/__sandbox/clock')).body;
    expect(running.advancing).toBe(true);
    expect(Date.parse(running.now)).toBeGreaterThan(Date.parse(TUE_10));

    expect((await setClock(null)).body.overridden).toBe(false);
    await setClock(TUE_10);
    await post('/__sandbox/reset', {});
    expect((await get<SandboxClockState>('/__sandbox/clock')).body.overridden).toBe(false);
  });

  it('refuses a body without a valid now', async () => {
    expect((await post<WireErrorBody>('/__sandbox/clock', { now: 'yesterday' })).status).toBe(400);
    expect((await post<WireErrorBody>('/__sandbox/clock', {})).status).toBe(400);
  });

  it('drives slots and experience settings', async () => {
    await setClock(TUE_10);
    const slots = (await get<WireSlotsResponse>(`/restaurants/api/v3/experiences/${X.deliPickup}/slots`)).body;
    expect(slots.next_available).toBe('2026-11-24T10:00:00-05:00');
    expect((await experience(X.smokehouseDineIn)).settings.slots.next_available).toBe('2026-11-24T17:00:00-05:00');
    // A chosen time that lapsed (Trattoria dine-in, 15 minutes' preparation): at 11:20 the next slot is 11:45.
    await setClock('2026-11-20T16:20:00Z');
    const lapsed = (
      await get<WireSlotsResponse>(
        `/restaurants/api/v3/experiences/${DEMO.experiences.trattoriaDineIn}/slots?from=${encodeURIComponent('2026-11-20T11:30:00-05:00')}`,
      )
    ).body;
    expect(lapsed.next_available).toBe('2026-11-20T11:45:00-05:00');
  });
});

describe('seeded statuses and labels at a set clock (restaurant flow, business 1001)', () => {
  const now = new Date(TUE_10);
  beforeEach(async () => {
    await setClock(TUE_10);
  });

  it('Corner Deli 24/7: open 24h, order now on a quarter hour', async () => {
    const { status, label } = await derived(X.deliPickup, T.cornerDeli, now);
    expect(status.kind).toBe('open-24h');
    expect(label.kind).toBe('order-now');
  });

  it('Night Owl Bakery: opens 40 minutes after the sandbox clock, whatever it is', async () => {
    const { status, label, served } = await derived(X.nightOwlPickup, T.nightOwl, now);
    expect(served.settings.open_hours).toEqual({ tue: [{ from: '10:40', to: '16:00' }] });
    expect(status).toMatchObject({ kind: 'around', minutes: 40, time: '10:40' });
    expect(label).toMatchObject({ kind: 'around', minutes: 40, at: '2026-11-24T10:40:00-05:00' });
    // Late evening: the window starts after midnight, on the next weekday, and crosses nothing.
    await setClock('2026-11-25T04:30:00.000Z'); // Tue 23:30
    expect((await experience(X.nightOwlPickup)).settings.open_hours).toEqual({ wed: [{ from: '00:10', to: '05:30' }] });
  });

  it('Brooklyn Smokehouse: closed, opens at 17:00 today; after closing, tomorrow; on Monday no slot today', async () => {
    const today = await derived(X.smokehouseDineIn, T.smokehouse, now);
    expect(today.status).toMatchObject({ kind: 'closed-opens-at', time: '17:00', dayOffset: 0 });
    expect(today.label).toMatchObject({ kind: 'next-available', at: '2026-11-24T17:00:00-05:00' });

    const late = new Date('2026-11-25T04:30:00.000Z'); // Tue 23:30
    await setClock(late.toISOString());
    expect((await derived(X.smokehouseDineIn, T.smokehouse, late)).status).toMatchObject({ kind: 'closed-opens-at', time: '17:00', dayOffset: 1 });

    const monday = new Date('2026-11-23T15:00:00.000Z');
    await setClock(monday.toISOString());
    expect((await derived(X.smokehousePickup, T.smokehouse, monday)).label.kind).toBe('closed');
    expect((await derived(X.smokehouseDineIn, T.smokehouse, monday)).label).toMatchObject({ kind: 'next-available', at: '2026-11-24T17:00:00-05:00' });
  });

  it('Tasca do Rio: Lisbon time and euros', async () => {
    const { status, served } = await derived(X.lisbonPickup, T.lisbon, now);
    expect(status).toMatchObject({ kind: 'open-closes-at', time: '23:00' });
    expect(served.settings.slots.next_available).toBe('2026-11-24T15:15:00+00:00');
    const location = (await get<WireLocationsResponse>('/restaurants/api/v3/locations?business_id=1001')).body.data.find((l) => l.id === T.lisbon)!;
    expect(location).toMatchObject({ timezone: { name: 'Europe/Lisbon' }, currency: { code: 'EUR' } });
  });

  it('Pier 17 Oyster Bar: open hours now but no slots: not accepting orders', async () => {
    const { label, served } = await derived(X.oysterPickup, T.oysterBar, now);
    expect(served.settings.slots).toEqual({ next_available: null, next_available_with_grace: null });
    expect(label.kind).toBe('not-available');
    const slots = (await get<WireSlotsResponse>(`/restaurants/api/v3/experiences/${X.oysterPickup}/slots`)).body;
    expect(slots).toEqual({ next_available: null, next_available_with_grace: null, data: { time_slots: [] } });
  });

  it('Lumen Wine Bar: checkout inactive, view menu', async () => {
    const { label, served } = await derived(X.wineBarDineIn, T.wineBar, now);
    expect(served.settings.checkout.is_active).toBe(false);
    expect(label.kind).toBe('view-menu');
  });

  it('Trattoria Lumen PICKUP stays ASAP-only around the clock', async () => {
    const { status } = await derived(DEMO.experiences.trattoriaPickup, DEMO.locations.trattoria, now);
    expect(status.kind).toBe('asap-only');
  });
});

describe('grace (Midnight Ramen, 11:00-22:00, 10 preparation minutes, 30 grace minutes)', () => {
  const ramen = `/restaurants/api/v3/experiences/${X.ramenPickup}/slots`;

  it('serves the passed last slot as next_available_with_grace from 21:36 to 22:05, and the grace popup follows', async () => {
    await setClock('2026-11-25T02:50:00.000Z'); // Tue 21:50
    const slots = (await get<WireSlotsResponse>(ramen)).body;
    expect(slots.next_available).toBe('2026-11-25T11:00:00-05:00');
    expect(slots.next_available_with_grace).toBe('2026-11-24T21:45:00-05:00');
    expect(slots.data.time_slots).not.toContain('2026-11-24T21:45:00-05:00');
    expect((await experience(X.ramenPickup)).settings.slots.next_available_with_grace).toBe('2026-11-24T21:45:00-05:00');

    const decision = decideSlotConfirmation({
      chosenTime: '2026-11-24T21:45:00-05:00',
      answer: { nextAvailable: slots.next_available, nextAvailableWithGrace: slots.next_available_with_grace },
      experience: { asapOnly: false, checkoutActive: true },
      viewMode: false,
      graceEnabled: true,
      gracePopupShown: false,
      now: new Date('2026-11-25T02:50:00.000Z'),
    });
    expect(decision.kind).toBe('grace');
  });

  it('has no grace while the last slot is still offered, nor once the grace window is over', async () => {
    for (const [now, expected] of [
      ['2026-11-25T02:35:00.000Z', '2026-11-24T21:45:00-05:00'], // 21:35: 21:45 is still the next slot
      ['2026-11-25T03:05:00.000Z', '2026-11-24T21:45:00-05:00'], // 22:05: last instant of grace
      ['2026-11-25T03:06:00.000Z', '2026-11-25T11:00:00-05:00'], // 22:06: over
    ] as const) {
      await setClock(now);
      const slots = (await get<WireSlotsResponse>(ramen)).body;
      expect(slots.next_available_with_grace, now).toBe(expected);
    }
    // Midday: grace equals next available (no window just closed).
    await setClock(TUE_10.replace('15:00', '17:00'));
    const midday = (await get<WireSlotsResponse>(ramen)).body;
    expect(midday.next_available_with_grace).toBe(midday.next_available);
  });
});

describe('location groups and available_from', () => {
  it('filters by location_group_id', async () => {
    const g = (id: number) => get<WireLocationsResponse>(`/restaurants/api/v3/locations?business_id=1001&location_group_id=${id}`);
    expect((await g(DEMO.groups.westVillage)).body.data.map((l) => l.id)).toEqual([
      DEMO.locations.trattoria,
      T.cornerDeli,
      T.oysterBar,
      T.wineBar,
      DEMO.menuLocations.lumenCafe,
    ]);
    expect((await g(DEMO.groups.brooklyn)).body.data.map((l) => l.id)).toEqual([T.nightOwl, T.smokehouse, T.ramen]);
  });

  it('keeps only experiences with a slot at or after available_from', async () => {
    await setClock(TUE_10);
    const at = (from: string) =>
      get<WireLocationsResponse>(`/restaurants/api/v3/locations?business_id=1001&experience[slots][available_from]=${encodeURIComponent(from)}`);
    const now = (await at(TUE_10)).body.data;
    expect(now.map((l) => l.id)).not.toContain(T.oysterBar); // paused
    expect(now.map((l) => l.id)).toContain(T.smokehouse);

    const friday = (await at('2026-11-27T15:00:00.000Z')).body.data; // 3 days later
    const trattoria = friday.find((l) => l.id === DEMO.locations.trattoria)!;
    expect(trattoria.experiences.map((e) => e.id)).toEqual([DEMO.experiences.trattoriaDineIn, DEMO.experiences.trattoriaDelivery]);
    expect(friday.map((l) => l.id)).not.toContain(T.nightOwl);
    expect(friday.map((l) => l.id)).not.toContain(DEMO.locations.poolBar);

    expect((await at('not a date')).status).toBe(400);
  });
});

describe('location search (GET /api/v1/business/search)', () => {
  const search = (q: string, extra = '') => get<WireLocationSearchResponse>(`/api/v1/business/search?business_id=1001&q=${encodeURIComponent(q)}${extra}`);

  it('matches name, address and descriptions case-insensitively, in the /locations shape', async () => {
    expect((await search('BLEECKER')).body.data.map((l) => l.name)).toEqual(['Trattoria Lumen', 'Lumen Wine Bar']);
    expect((await search('lisboa')).body.data.map((l) => l.id)).toEqual([T.lisbon]);
    expect((await search('sourdough')).body.data.map((l) => l.id)).toEqual([T.nightOwl]);
    const [first] = (await search('ramen')).body.data;
    expect(first).toMatchObject({
      id: T.ramen,
      timezone: { name: 'America/New_York' },
      experiences: [{ id: X.ramenPickup, type: 'PICKUP', status: 'ACTIVE' }],
    });
  });

  it('returns at most 5 by default, or the limit asked for; an empty query finds nothing', async () => {
    expect((await search('new york')).body.data).toHaveLength(5);
    expect((await search('new york', '&limit=2')).body.data).toHaveLength(2);
    expect((await search('  ')).body.data).toEqual([]);
    expect((await search('a', '&limit=0')).status).toBe(400);
  });

  it('searches one business only', async () => {
    const pool = await get<WireLocationSearchResponse>('/api/v1/business/search?business_id=1002&q=pool');
    expect(pool.body.data.map((l) => l.id)).toEqual([DEMO.locations.poolBar, DEMO.hotelBusiness.locations.lagoonPool]);
    // The restaurant business's page never finds the hotels' pool bars.
    expect((await get<WireLocationSearchResponse>('/api/v1/business/search?business_id=1001&q=pool')).body.data).toEqual([]);
    expect((await get<WireErrorBody>('/api/v1/business/search?business_id=9&q=pool')).status).toBe(404);
  });
});

describe('locations schedule (GET /restaurants/api/v3/locations/schedule)', () => {
  it('lists next available per experience, filtered by type and status', async () => {
    await setClock(TUE_10);
    const pickup = (
      await get<WireScheduleResponse>('/restaurants/api/v3/locations/schedule?business_id=1001&experience[type]=PICKUP&experience[status]=ACTIVE')
    ).body.data;
    expect(pickup.every((row) => row.experience_type === 'PICKUP')).toBe(true);
    expect(pickup.find((row) => row.experience_id === X.deliPickup)).toEqual({
      location_id: T.cornerDeli,
      experience_id: X.deliPickup,
      experience_type: 'PICKUP',
      next_available: '2026-11-24T10:00:00-05:00',
    });
    expect(pickup.find((row) => row.experience_id === X.oysterPickup)?.next_available).toBeNull();
    expect(pickup.find((row) => row.experience_id === X.nightOwlPickup)?.next_available).toBe('2026-11-24T10:40:00-05:00');

    const dineIn = (await get<WireScheduleResponse>('/restaurants/api/v3/locations/schedule?business_id=1001&experience[type]=DINE_IN')).body.data;
    expect(dineIn.map((row) => row.experience_id)).toEqual([DEMO.experiences.trattoriaDineIn, X.smokehouseDineIn, X.wineBarDineIn]);
    const all = (await get<WireScheduleResponse>('/restaurants/api/v3/locations/schedule?business_id=1001')).body.data;
    expect(all.length).toBeGreaterThan(pickup.length + dineIn.length);
  });
});

describe('HOTEL-flow business 1002', () => {
  const h = DEMO.hotelBusiness;

  it('is found by its publishable key, with flow HOTEL', async () => {
    const config = (await get<WireBusinessConfigurationResponse>(`/users/api/v2/business/configurations?publishableKey=${h.publishableKey}`)).body.data;
    expect(config).toMatchObject({ business_id: h.id, flow: 'HOTEL' });
  });

  it('has three hotels, their outlets, and experiences of many types', async () => {
    const hotels = (await get<WireHotelsResponse>(`/hotels/api/v1/hotels/properties?business_id=${h.id}`)).body.data;
    expect(hotels.hotelsList.map((hotel) => [hotel.id, hotel.location_ids])).toEqual([
      [h.hotels.azureBay, [h.locations.bayInRoom, h.locations.lagoonPool, h.locations.coral]],
      [h.hotels.azureCity, [h.locations.lobbyCafe, h.locations.skyline]],
      [DEMO.hotelId, [DEMO.locations.inRoomDining, DEMO.locations.poolBar]],
    ]);
    expect(hotels.restaurantList).toEqual([]);
    const locations = (await get<WireLocationsResponse>(`/restaurants/api/v3/locations?business_id=${h.id}`)).body.data;
    expect(locations.every((l) => l.hotel_id !== null)).toBe(true);
    expect(new Set(locations.flatMap((l) => l.experiences.map((e) => e.type)))).toEqual(
      new Set(['IN_ROOM_DINING', 'ROOM_SERVICE', 'POOL_SERVICE', 'PICKUP', 'DINE_IN']),
    );
    // The restaurant business 1001 sees none of them: its page offers no in-room dining or pool bar.
    const own = (await get<WireHotelsResponse>('/hotels/api/v1/hotels/properties?business_id=1001')).body.data.hotelsList;
    expect(own).toEqual([]);
    const restaurants = (await get<WireLocationsResponse>('/restaurants/api/v3/locations?business_id=1001')).body.data;
    expect(restaurants.every((l) => l.hotel_id === null)).toBe(true);
    expect(restaurants.flatMap((l) => l.experiences.map((e) => e.type))).not.toContain('ROOM_SERVICE');
  });

  it('serves each outlet experience', async () => {
    for (const id of Object.values(h.experiences)) {
      expect((await get(`/restaurants/api/v3/experiences/${id}`)).status, String(id)).toBe(200);
    }
  });
});

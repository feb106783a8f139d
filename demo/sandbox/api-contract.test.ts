// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformApi } from '../../src/api';
import { DEMO } from './seed';
import { startSandboxServer, type SandboxServer } from './server';

// The issue 3 calls end to end: the widget's real API layer (schemas + mappers) against the
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

const api = (businessId: number = DEMO.businessId) => createPlatformApi({
  apiBase: server.url, publishableKey: 'pk_demo', productId: 'demo', getBusinessId: () => businessId,
  getAccessToken: () => null, refreshAccessToken: async () => null,
});

describe('issue 3 calls against the sandbox', () => {
  it('searchLocations returns valid domain locations, 5 at most by default', async () => {
    const found = await api().searchLocations('new york');
    expect(found).toHaveLength(5);
    const [ramen] = await api().searchLocations('RAMEN');
    expect(ramen).toMatchObject({ id: DEMO.timeLocations.ramen, timeZone: 'America/New_York', locationGroupId: DEMO.groups.brooklyn });
    expect(await api().searchLocations('Lisboa', { limit: 1 })).toEqual([expect.objectContaining({ timeZone: 'Europe/Lisbon', currencyCode: 'EUR' })]);
  });

  it('getSchedule maps rows of one experience type', async () => {
    const rows = await api().getSchedule({ experienceType: 'PICKUP' });
    expect(rows).toContainEqual({ locationId: DEMO.timeLocations.cornerDeli, experienceId: DEMO.timeExperiences.deliPickup, nextAvailable: '2026-11-24T10:00:00-05:00' });
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
      apiBase: server.url, publishableKey: DEMO.hotelBusiness.publishableKey, productId: 'demo', getBusinessId: () => DEMO.hotelBusiness.id,
      getAccessToken: () => null, refreshAccessToken: async () => null,
    });
    expect((await hotel.getBusinessConfiguration()).flow).toBe('HOTEL');
    expect((await hotel.getHotels()).map((h) => h.name)).toEqual(['Azure Bay Resort', 'Azure City Hotel']);
  });
});

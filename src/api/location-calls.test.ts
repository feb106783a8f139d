import { describe, expect, it } from 'vitest';
import { ApiError, DEFAULT_LOCATION_SEARCH_LIMIT, isCancellation } from './index';
import { mapScheduleEntry } from './place-calls';
import { LocationSearchResponseSchema, ScheduleResponseSchema } from './schemas-places';
import { testPlatformApi, type Answer, type RecordedCall } from './test-support';
import { wireLocation } from './test-support';
import { check } from './validation';
import type { WireScheduleResponse } from './wire';

// Calls: location search and the locations schedule, and the
// available_from filter of the locations call.

const setup = (answer: Answer[] | ((call: RecordedCall) => Answer)) => testPlatformApi(answer);

const schedule = (): WireScheduleResponse => ({
  data: [
    { location_id: 1, experience_id: 10, experience_type: 'PICKUP', next_available: '2030-01-07T12:15:00-05:00' },
    { location_id: 2, experience_id: 20, experience_type: 'PICKUP', next_available: null },
  ],
});

describe('searchLocations', () => {
  it('calls GET /api/v1/business/search with q, business_id and the default limit 5, and maps locations', async () => {
    const { api, calls } = setup([{ json: { data: [wireLocation(1), wireLocation(2)] } }]);
    const found = await api.searchLocations('  Bleecker ');
    expect(DEFAULT_LOCATION_SEARCH_LIMIT).toBe(5);
    expect(calls[0]?.url).toBe('https://p.test/api/v1/business/search?q=Bleecker&business_id=12&limit=5');
    expect(found.map((location) => location.id)).toEqual([1, 2]);
    expect(found[0]).toMatchObject({ timeZone: expect.any(String), experiences: expect.any(Array) });
  });

  it('honours a configured limit, also when the platform answers with more', async () => {
    const { api, calls } = setup([{ json: { data: [1, 2, 3, 4].map(wireLocation) } }]);
    const found = await api.searchLocations('a', { limit: 2 });
    expect(calls[0]?.url).toContain('limit=2');
    expect(found.map((location) => location.id)).toEqual([1, 2]);
  });

  it('answers an empty query with [] and sends nothing', async () => {
    const { api, calls } = setup([]);
    expect(await api.searchLocations('   ')).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('a newer search cancels the one in flight', async () => {
    const { api } = setup((call) => (call.url.includes('q=a&') ? { hang: true } : { json: { data: [wireLocation(3)] } }));
    const first = api.searchLocations('a').catch((error: unknown) => error);
    const second = await api.searchLocations('ab');
    expect(second.map((location) => location.id)).toEqual([3]);
    expect(isCancellation(await first)).toBe(true);
  });

  it('refuses a malformed answer', async () => {
    const { api } = setup([{ json: { data: [{ id: 'x' }] } }]);
    const error = await api.searchLocations('a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('invalid-response');
  });
});

describe('getSchedule', () => {
  it('calls GET /restaurants/api/v3/locations/schedule with the type and ACTIVE status and maps rows', async () => {
    const { api, calls } = setup([{ json: schedule() }]);
    const rows = await api.getSchedule({ experienceType: 'PICKUP' });
    expect(calls[0]?.url).toBe('https://p.test/restaurants/api/v3/locations/schedule?business_id=12&experience%5Btype%5D=PICKUP&experience%5Bstatus%5D=ACTIVE');
    expect(rows).toEqual([
      { locationId: 1, experienceId: 10, nextAvailable: '2030-01-07T12:15:00-05:00' },
      { locationId: 2, experienceId: 20, nextAvailable: null },
    ]);
  });

  it('leaves the type out when none is asked for', async () => {
    const { api, calls } = setup([{ json: { data: [] } }]);
    expect(await api.getSchedule({})).toEqual([]);
    expect(calls[0]?.url).toBe('https://p.test/restaurants/api/v3/locations/schedule?business_id=12&experience%5Bstatus%5D=ACTIVE');
  });

  it('refuses rows with a mistyped next_available', async () => {
    const { api } = setup([{ json: { data: [{ location_id: 1, experience_id: 2, experience_type: 'PICKUP', next_available: 5 }] } }]);
    expect(((await api.getSchedule({}).catch((e: unknown) => e)) as ApiError).kind).toBe('invalid-response');
  });

  it('maps one row', () => {
    expect(mapScheduleEntry({ location_id: 4, experience_id: 5, experience_type: 'DINE_IN', next_available: null })).toEqual({
      locationId: 4,
      experienceId: 5,
      nextAvailable: null,
    });
  });
});

describe('schemas calls', () => {
  it('accept the wire shapes and extra fields, refuse missing ones', () => {
    expect(check({ data: [wireLocation(1)], total: 1 }, LocationSearchResponseSchema).ok).toBe(true);
    expect(check(schedule(), ScheduleResponseSchema).ok).toBe(true);
    expect(check({ data: [{ location_id: 1, experience_id: 2, next_available: null }] }, ScheduleResponseSchema).ok).toBe(false);
  });
});

describe('getLocations', () => {
  it('sends location_group_id and experience[slots][available_from] when given', async () => {
    const { api, calls } = setup([{ json: { data: [wireLocation(1)] } }]);
    await api.getLocations({ locationGroupId: 601, availableFrom: new Date('2030-01-07T17:00:00Z') });
    expect(calls[0]?.url).toBe(
      'https://p.test/restaurants/api/v3/locations?business_id=12&experience%5Bstatus%5D=ACTIVE&contain_experience=1&location_group_id=601&experience%5Bslots%5D%5Bavailable_from%5D=2030-01-07T17%3A00%3A00.000Z',
    );
  });
});

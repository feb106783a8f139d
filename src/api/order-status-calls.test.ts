import { describe, expect, it } from 'vitest';
import type { ApiError } from './index';
import { toOrderStatus } from './order-status-calls';
import { testPlatformApi } from './test-support';
import type { WireOrderStatus } from './wire';

const wire = (overrides: Partial<WireOrderStatus> = {}): WireOrderStatus => ({
  status: 'ACCEPTED',
  eta: '2026-11-29T17:25:00Z',
  message: null,
  updated_at: '2026-11-29T17:05:00Z',
  ...overrides,
});

describe('toOrderStatus', () => {
  it('maps the wire status, reading absent flags as false and "not said"', () => {
    expect(toOrderStatus(wire())).toEqual({
      status: 'ACCEPTED',
      eta: '2026-11-29T17:25:00Z',
      message: null,
      updatedAt: '2026-11-29T17:05:00Z',
      delayed: false,
      charge: null,
      facts: { checkNumber: null, locationName: null, timeZone: null, experienceType: null },
    });
    expect(toOrderStatus(wire({ status: 'REJECTED', eta: null, message: '  Closed early  ', delayed: true, charge: 'REFUNDED' }))).toMatchObject({
      message: 'Closed early',
      delayed: true,
      charge: 'REFUNDED',
    });
  });
  it("reads the order's facts, dropping a time zone this browser does not know", () => {
    const facts = { check_number: 'A-1042', location_name: 'Trattoria Lumen', time_zone: 'America/New_York', experience_type: 'PICKUP' };
    expect(toOrderStatus(wire(facts)).facts).toEqual({
      checkNumber: 'A-1042',
      locationName: 'Trattoria Lumen',
      timeZone: 'America/New_York',
      experienceType: 'PICKUP',
    });
    expect(toOrderStatus(wire({ ...facts, time_zone: 'Mars/Olympus' })).facts.timeZone).toBeNull();
  });
  it('drops an ETA that is no time and a blank message', () => {
    expect(toOrderStatus(wire({ eta: 'soon', message: '   ' }))).toMatchObject({ eta: null, message: null });
  });
});

describe('getOrderStatus', () => {
  it('reads GET /restaurants/api/v3/order/{id}/status, the id escaped', async () => {
    const { api, calls } = testPlatformApi([{ json: { data: wire() } }]);
    expect(await api.getOrderStatus('ord 1/2')).toMatchObject({ status: 'ACCEPTED', eta: '2026-11-29T17:25:00Z' });
    expect(calls[0]?.url).toBe('https://p.test/restaurants/api/v3/order/ord%201%2F2/status');
    expect(calls[0]?.method).toBe('GET');
  });
  it('reads a 404 as a platform without the capability: null', async () => {
    const { api } = testPlatformApi([{ status: 404, json: { code: 4004, message: 'NOT_FOUND' } }]);
    expect(await api.getOrderStatus('o1')).toBeNull();
  });
  it('rejects a malformed answer and other failures, for the guest to try again', async () => {
    const { api } = testPlatformApi([{ json: { data: { ...wire(), status: 'COOKING' } } }, { status: 500, json: { code: 1, message: 'boom' } }]);
    const malformed = await api.getOrderStatus('o1').catch((error: ApiError) => error);
    expect(malformed).toMatchObject({ kind: 'invalid-response' });
    const failed = await api.getOrderStatus('o1').catch((error: ApiError) => error);
    expect(failed).toMatchObject({ kind: 'http', status: 500 });
  });
});

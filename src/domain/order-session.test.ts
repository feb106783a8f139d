import { describe, expect, it } from 'vitest';
import {
  ORDER_SESSION_CHECK_INTERVAL_MS,
  ORDER_SESSION_EXPIRY_MINUTES_DEFAULT,
  ORDER_TIMEOUT_PATH,
  orderSessionExpiryMs,
  orderSessionKey,
  orderSessionMinutesLeft,
  orderSessionRoute,
  orderSessionStatus,
  resolveOrderSession,
} from './order-session';

const T = Date.parse('2024-06-01T12:00:00Z');
const MIN = 60_000;

describe('order session constants', () => {
  it('have the spec values', () => {
    expect(ORDER_SESSION_EXPIRY_MINUTES_DEFAULT).toBe(30);
    expect(ORDER_SESSION_CHECK_INTERVAL_MS).toBe(15_000);
    expect(ORDER_TIMEOUT_PATH).toBe('/order-timeout');
  });
});

describe('orderSessionKey / resolveOrderSession', () => {
  it('only a table or room starts a session; table wins', () => {
    expect(orderSessionKey({ table: null, room: null })).toBeNull();
    expect(orderSessionKey({ table: '', room: '' })).toBeNull();
    expect(orderSessionKey({ table: '12', room: null })).toBe('table:12');
    expect(orderSessionKey({ table: null, room: '301' })).toBe('room:301');
    expect(orderSessionKey({ table: '12', room: '301' })).toBe('table:12');
    expect(resolveOrderSession(null, { table: null, room: null }, T)).toBeNull();
  });
  it('starts now when nothing is stored', () => {
    expect(resolveOrderSession(null, { table: '4', room: null }, T)).toEqual({ startedAt: T, key: 'table:4' });
    expect(resolveOrderSession(undefined, { table: null, room: '9' }, new Date(T))).toEqual({ startedAt: T, key: 'room:9' });
  });
  it('keeps the stored start for the same table (a reload does not restart the clock)', () => {
    const stored = { startedAt: T - 20 * MIN, key: 'table:4' };
    expect(resolveOrderSession(stored, { table: '4', room: null }, T)).toEqual(stored);
  });
  it('restarts for another table or room, a malformed record, or a start in the future', () => {
    expect(resolveOrderSession({ startedAt: T - 20 * MIN, key: 'table:4' }, { table: '5', room: null }, T)).toEqual({ startedAt: T, key: 'table:5' });
    expect(resolveOrderSession({ startedAt: T - 20 * MIN, key: 'table:4' }, { table: null, room: '4' }, T)).toEqual({ startedAt: T, key: 'room:4' });
    expect(resolveOrderSession({ startedAt: Number.NaN, key: 'table:4' }, { table: '4', room: null }, T)).toEqual({ startedAt: T, key: 'table:4' });
    expect(resolveOrderSession({ startedAt: T + 1, key: 'table:4' }, { table: '4', room: null }, T)).toEqual({ startedAt: T, key: 'table:4' });
  });
});

describe('orderSessionExpiryMs', () => {
  it('uses order_expiration_minutes, defaulting to 30 minutes', () => {
    expect(orderSessionExpiryMs(45)).toBe(45 * MIN);
    expect(orderSessionExpiryMs(0.5)).toBe(30_000);
    expect(orderSessionExpiryMs(undefined)).toBe(30 * MIN);
    expect(orderSessionExpiryMs(null)).toBe(30 * MIN);
    expect(orderSessionExpiryMs(0)).toBe(30 * MIN);
    expect(orderSessionExpiryMs(-5)).toBe(30 * MIN);
    expect(orderSessionExpiryMs(Number.POSITIVE_INFINITY)).toBe(30 * MIN);
  });
});

describe('orderSessionStatus and route', () => {
  const session = { startedAt: T };
  it('NONE without a session', () => {
    expect(orderSessionStatus(null, T, 30)).toBe('NONE');
    expect(orderSessionRoute('NONE')).toBeNull();
  });
  it('ACTIVE until the age reaches the expiry, TIMEOUT exactly at it', () => {
    expect(orderSessionStatus(session, T + 30 * MIN - 1, null)).toBe('ACTIVE');
    expect(orderSessionStatus(session, T + 30 * MIN, null)).toBe('TIMEOUT');
    expect(orderSessionStatus(session, new Date(T + 10 * MIN), 10)).toBe('TIMEOUT');
    expect(orderSessionStatus(session, T + 10 * MIN, 60)).toBe('ACTIVE');
    expect(orderSessionRoute('ACTIVE')).toBeNull();
  });
  it('TIMEOUT goes to /order-timeout', () => {
    expect(orderSessionRoute(orderSessionStatus(session, T + 31 * MIN, 30))).toBe('/order-timeout');
  });
  it('a check every 15 s notices the timeout within 15 s of it', () => {
    const checks = Array.from({ length: 130 }, (_, i) => T + i * ORDER_SESSION_CHECK_INTERVAL_MS);
    const first = checks.find((now) => orderSessionStatus(session, now, 30) === 'TIMEOUT');
    expect(first).toBe(T + 30 * MIN);
  });
});

describe('orderSessionMinutesLeft', () => {
  const start = { startedAt: Date.UTC(2026, 10, 24, 17, 0, 0) };
  const at = (minutes: number) => start.startedAt + minutes * 60_000;

  it('is null while more than two minutes are left, and once the session is over', () => {
    expect(orderSessionMinutesLeft(start, at(27.9), 30)).toBeNull();
    expect(orderSessionMinutesLeft(start, at(30), 30)).toBeNull();
    expect(orderSessionMinutesLeft(null, at(29), 30)).toBeNull();
  });

  it('counts the whole minutes left, rounded up, in the last two minutes', () => {
    expect(orderSessionMinutesLeft(start, at(28), 30)).toBe(2);
    expect(orderSessionMinutesLeft(start, at(28.5), 30)).toBe(2);
    expect(orderSessionMinutesLeft(start, at(29.25), 30)).toBe(1);
    // The business's own expiry, not the default.
    expect(orderSessionMinutesLeft(start, at(9), 10)).toBe(1);
  });
});

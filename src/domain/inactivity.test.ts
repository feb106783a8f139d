import { describe, expect, it } from 'vitest';
import { INACTIVITY_EVENTS, INACTIVITY_RESET_MS, msUntilReset, normalizeSelectedTime, shouldReset } from './inactivity';

const T = Date.parse('2024-06-01T12:00:00Z');

describe('inactivity reset', () => {
  it('resets after exactly 1 hour (3,600,000 ms), not a millisecond before', () => {
    expect(INACTIVITY_RESET_MS).toBe(3_600_000);
    expect(shouldReset(T, T + 3_600_000)).toBe(true);
    expect(shouldReset(T, T + 3_599_999)).toBe(false);
    expect(shouldReset(new Date(T), new Date(T + 5 * 3_600_000))).toBe(true);
    expect(shouldReset(T, T)).toBe(false);
  });
  it('a last activity in the future (clock moved back) does not reset', () => {
    expect(shouldReset(T + 10_000, T)).toBe(false);
    expect(msUntilReset(T + 10_000, T)).toBe(3_600_000);
  });
  it('msUntilReset counts down to 0', () => {
    expect(msUntilReset(T, T)).toBe(3_600_000);
    expect(msUntilReset(T, T + 600_000)).toBe(3_000_000);
    expect(msUntilReset(T, T + 3_600_000)).toBe(0);
    expect(msUntilReset(T, T + 9_000_000)).toBe(0);
  });
  it('lists mouse, scroll, key and resize events', () => {
    expect([...INACTIVITY_EVENTS]).toEqual(['mousemove', 'mousedown', 'scroll', 'keydown', 'resize']);
    expect(Object.isFrozen(INACTIVITY_EVENTS)).toBe(true);
  });
});

describe('normalizeSelectedTime', () => {
  const now = new Date(T);
  it('replaces a past time by now', () => {
    expect(normalizeSelectedTime('2024-06-01T11:59:59.999Z', now)).toBe('2024-06-01T12:00:00.000Z');
    expect(normalizeSelectedTime('2024-05-01T09:00:00+03:00', T)).toBe('2024-06-01T12:00:00.000Z');
  });
  it('keeps now and future times as given (same string)', () => {
    expect(normalizeSelectedTime('2024-06-01T12:00:00Z', now)).toBe('2024-06-01T12:00:00Z');
    expect(normalizeSelectedTime('2024-06-01T15:00:00+02:00', now)).toBe('2024-06-01T15:00:00+02:00');
  });
  it('keeps null (Now) and replaces garbage by now', () => {
    expect(normalizeSelectedTime(null, now)).toBeNull();
    expect(normalizeSelectedTime('tomorrow', now)).toBe('2024-06-01T12:00:00.000Z');
  });
});

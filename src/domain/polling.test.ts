import { describe, expect, it } from 'vitest';
import { closingRecheckDelay, MAX_TIMER_DELAY_MS, msUntilNextMinute, nearestTimePollDelay, NEAREST_TIME_POLL_MS } from './polling';

const T = Date.parse('2024-06-01T12:00:00Z');

describe('constants', () => {
  it('have the spec values', () => {
    expect(NEAREST_TIME_POLL_MS).toBe(5000);
  });
});

describe('nearest-time polling', () => {
  it('first poll after 5000 ms', () => {
    expect(nearestTimePollDelay(T + 12_345, 0)).toBe(5000);
    expect(nearestTimePollDelay(new Date(T), 0)).toBe(5000);
  });
  it('then aligned to the next minute', () => {
    expect(nearestTimePollDelay(T + 5000, 1)).toBe(55_000);
    expect(nearestTimePollDelay(T + 59_999, 3)).toBe(1);
  });
  it('on an exact minute boundary waits a full minute, never 0', () => {
    expect(msUntilNextMinute(T)).toBe(60_000);
    expect(nearestTimePollDelay(T, 2)).toBe(60_000);
  });
  it('aligns to wall-clock minutes in zones with non-hour offsets (instants only)', () => {
    // 12:00:30Z is 17:45:30 in Asia/Kathmandu (+05:45): the next minute is 30 s away in both.
    expect(msUntilNextMinute(Date.parse('2024-06-01T17:45:30+05:45'))).toBe(30_000);
  });
  it('handles instants before 1970', () => {
    expect(msUntilNextMinute(-1)).toBe(1);
    expect(msUntilNextMinute(-60_000)).toBe(60_000);
  });
});

describe('closingRecheckDelay', () => {
  it('is the time to closing', () => {
    expect(closingRecheckDelay(T + 90 * 60_000, T)).toBe(5_400_000);
    expect(closingRecheckDelay(new Date(T + 1000), new Date(T))).toBe(1000);
    expect(closingRecheckDelay('2024-06-01T23:00:00+02:00', T)).toBe(9 * 3_600_000);
  });
  it('fires at once when closing is now', () => {
    expect(closingRecheckDelay(T, T)).toBe(0);
  });
  it('no timer when there is no closing, it already passed, or it is unparsable', () => {
    expect(closingRecheckDelay(null, T)).toBeNull();
    expect(closingRecheckDelay(T - 1, T)).toBeNull();
    expect(closingRecheckDelay('later', T)).toBeNull();
  });
  it('is capped at the largest setTimeout delay', () => {
    expect(closingRecheckDelay(T + 40 * 86_400_000, T)).toBe(MAX_TIMER_DELAY_MS);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDateOf, minutesOfDay, zonedTimeToInstant } from './zoned';

// Each check makes a handful of Intl lookups; 100 runs stay well under a second.
const RUNS = { numRuns: 100 };

const zone = fc.constantFrom(
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/London',
  'Asia/Jerusalem',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'UTC',
);
/** Any instant from 2000 to 2040, to the minute. */
const instant = fc.integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2040, 0, 1) / 60_000 }).map((minutes) => new Date(minutes * 60_000));

describe('zoned time properties', () => {
  it('the wall clock of an instant maps back to that instant, or to its first occurrence on a fall-back night', () => {
    fc.assert(
      fc.property(instant, zone, (at, timeZone) => {
        const back = zonedTimeToInstant(localDateOf(at, timeZone), minutesOfDay(at, timeZone), timeZone);
        expect(back.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(at.getTime() - back.getTime()).toBeLessThanOrEqual(60 * 60_000);
        expect(minutesOfDay(back, timeZone)).toBe(minutesOfDay(at, timeZone));
      }),
      RUNS,
    );
  });

  it('later wall times of one day never map to earlier instants (so no window ends before it starts)', () => {
    fc.assert(
      fc.property(instant, zone, fc.integer({ min: 0, max: 1440 }), fc.integer({ min: 0, max: 1440 }), (at, timeZone, a, b) => {
        const date = localDateOf(at, timeZone);
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(zonedTimeToInstant(date, early, timeZone).getTime()).toBeLessThanOrEqual(zonedTimeToInstant(date, late, timeZone).getTime());
      }),
      RUNS,
    );
  });
});

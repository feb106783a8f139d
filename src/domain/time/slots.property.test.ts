import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OpenHours } from '../types';
import { isOpenAt, parseHm, windowsOf } from './open-hours';
import { computeSlots, SLOT_MINUTES } from './slots';
import { formatHm, formatLocalTime, WEEKDAYS } from './zoned';

// Slot computation walks Intl per window; a few dozen runs cover the space and keep the file fast.
const RUNS = { numRuns: 25 };

/** Zones with DST in either hemisphere, a half-hour offset, and none at all. */
const zone = fc.constantFrom('America/New_York', 'Europe/London', 'Asia/Jerusalem', 'Australia/Sydney', 'Asia/Kolkata', 'UTC');

/** A wall time on the quarter-hour grid, midnight at either end included. */
const quarterHour = fc.integer({ min: 0, max: 96 }).map((quarters) => formatHm(quarters * 15));
const window = fc.record({ from: quarterHour, to: quarterHour });
const openHours: fc.Arbitrary<OpenHours> = fc.dictionary(
  fc.constantFrom(...WEEKDAYS),
  fc.array(window, { minLength: 0, maxLength: 3 }),
) as fc.Arbitrary<OpenHours>;

/** Instants around the DST changes of 2026 in both hemispheres, and ordinary days. */
const now = fc
  .constantFrom(
    Date.UTC(2026, 2, 7),
    Date.UTC(2026, 2, 27),
    Date.UTC(2026, 3, 3),
    Date.UTC(2026, 9, 2),
    Date.UTC(2026, 9, 24),
    Date.UTC(2026, 10, 0),
    Date.UTC(2026, 6, 15),
  )
  .chain((base) => fc.integer({ min: 0, max: 2 * 24 * 60 }).map((minutes) => new Date(base + minutes * 60_000)));

describe('slot properties', () => {
  it("every slot is open, on the quarter-hour grid, after now, strictly sorted and labelled on the zone's wall clock", () => {
    fc.assert(
      fc.property(openHours, zone, now, fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 90 }), (hours, timeZone, at, days, lead) => {
        const slots = computeSlots({ openHours: hours, timeZone, now: at, availableDays: days, leadMinutes: lead });
        let previous = -Infinity;
        // isOpenAt rebuilds a week of windows per call, so it checks a spread of eight slots, ends included.
        const every = Math.max(1, Math.floor(slots.length / 8));
        slots.forEach((slot, index) => {
          const t = slot.start.getTime();
          expect(t).toBeGreaterThan(previous);
          previous = t;
          expect(t).toBeGreaterThanOrEqual(at.getTime() + lead * 60_000);
          if (index % every === 0 || index === slots.length - 1) expect(isOpenAt(hours, timeZone, slot.start)).toBe(true);
          expect(slot.time).toBe(formatLocalTime(slot.start, timeZone));
          expect(Number(slot.time.slice(3)) % SLOT_MINUTES).toBe(0);
          expect(new Date(slot.iso).getTime()).toBe(t);
          expect(slot.rangeLabel).toBe(`${slot.time}-${slot.rangeEnd}`);
        });
      }),
      RUNS,
    );
  });

  it('all-day open hours give a slot every 15 elapsed minutes, DST nights included', () => {
    const allDay: OpenHours = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ from: '00:00', to: '00:00' }]]));
    fc.assert(
      fc.property(zone, now, (timeZone, at) => {
        const slots = computeSlots({ openHours: allDay, timeZone, now: at, availableDays: 2 });
        expect(slots.length).toBeGreaterThan(0);
        for (let i = 1; i < slots.length; i += 1) {
          expect(slots[i]!.start.getTime() - slots[i - 1]!.start.getTime()).toBe(SLOT_MINUTES * 60_000);
        }
      }),
      RUNS,
    );
  });
});

describe('open hours properties', () => {
  it('parseHm never throws and gives minutes 0..1440 or null', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (text) => {
        const minutes = parseHm(text);
        if (minutes !== null) {
          expect(Number.isInteger(minutes)).toBe(true);
          expect(minutes).toBeGreaterThanOrEqual(0);
          expect(minutes).toBeLessThanOrEqual(1440);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('parseHm reads back every formatted time of day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        expect(parseHm(formatHm(minutes))).toBe(minutes);
      }),
      { numRuns: 300 },
    );
  });

  it('windows of arbitrary text are either dropped or run forward for at most a day', () => {
    const text = fc.oneof(quarterHour, fc.string({ maxLength: 6 }));
    fc.assert(
      fc.property(fc.array(fc.record({ from: text, to: text }), { maxLength: 5 }), (windows) => {
        for (const { from, to } of windowsOf({ mon: windows }, 'mon')) {
          expect(from).toBeGreaterThanOrEqual(0);
          expect(from).toBeLessThan(1440);
          expect(to).toBeGreaterThan(from);
          expect(to - from).toBeLessThanOrEqual(1440);
        }
      }),
      { numRuns: 300 },
    );
  });
});

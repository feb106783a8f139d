import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLocalDays,
  daysBetween,
  FALLBACK_TIME_ZONE,
  isValidTimeZone,
  formatHm,
  formatLocalDate,
  formatLocalTime,
  formatZonedIso,
  localDateOf,
  localParts,
  minutesOfDay,
  startOfLocalDay,
  weekdayOf,
  zonedTimeToInstant,
  zoneOffsetMinutes,
} from './zoned';

const NY = 'America/New_York';
const iso = (date: Date) => date.toISOString();

describe('localParts', () => {
  it('reads the wall clock of the given zone, not the device', () => {
    const instant = new Date('2026-11-23T04:30:00Z');
    expect(localParts(instant, NY)).toEqual({ year: 2026, month: 11, day: 22, hour: 23, minute: 30, second: 0, weekday: 'sun' });
    expect(localParts(instant, 'Pacific/Kiritimati')).toMatchObject({ year: 2026, month: 11, day: 23, hour: 18, minute: 30, weekday: 'mon' });
    expect(localParts(instant, 'UTC')).toMatchObject({ day: 23, hour: 4, weekday: 'mon' });
    expect(minutesOfDay(instant, 'Asia/Kolkata')).toBe(10 * 60);
    expect(localDateOf(instant, NY)).toEqual({ year: 2026, month: 11, day: 22 });
  });

  it('prints midnight as hour 0', () => {
    expect(localParts(new Date('2026-11-23T05:00:00Z'), NY)).toMatchObject({ day: 23, hour: 0, minute: 0 });
  });

  it('throws for an unknown zone', () => {
    expect(() => localParts(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('zoneOffsetMinutes', () => {
  it.each([
    ['2026-01-15T12:00:00Z', NY, -300],
    ['2026-07-15T12:00:00Z', NY, -240],
    ['2026-07-15T12:00:00Z', 'Pacific/Kiritimati', 840],
    ['2026-07-15T12:00:00Z', 'Asia/Kolkata', 330],
    ['2026-07-15T12:00:00Z', 'Asia/Kathmandu', 345],
    ['2026-07-15T12:00:00Z', 'UTC', 0],
  ])('%s in %s is %i', (instant, zone, offset) => {
    expect(zoneOffsetMinutes(new Date(instant), zone)).toBe(offset);
  });

  it('changes at the DST instants of New York 2026', () => {
    expect(zoneOffsetMinutes(new Date('2026-03-08T06:59:00Z'), NY)).toBe(-300);
    expect(zoneOffsetMinutes(new Date('2026-03-08T07:00:00Z'), NY)).toBe(-240);
    expect(zoneOffsetMinutes(new Date('2026-11-01T05:59:00Z'), NY)).toBe(-240);
    expect(zoneOffsetMinutes(new Date('2026-11-01T06:00:00Z'), NY)).toBe(-300);
  });
});

describe('zonedTimeToInstant', () => {
  const spring = { year: 2026, month: 3, day: 8 };
  const fall = { year: 2026, month: 11, day: 1 };

  it('maps ordinary wall times', () => {
    expect(iso(zonedTimeToInstant({ year: 2026, month: 11, day: 22 }, 12 * 60, NY))).toBe('2026-11-22T17:00:00.000Z');
    expect(iso(zonedTimeToInstant({ year: 2026, month: 7, day: 1 }, 0, 'Pacific/Kiritimati'))).toBe('2026-06-30T10:00:00.000Z');
    expect(iso(zonedTimeToInstant({ year: 2026, month: 7, day: 1 }, 0, 'Asia/Kolkata'))).toBe('2026-06-30T18:30:00.000Z');
  });

  it('counts minutes beyond the day into the next days, and negative ones back', () => {
    expect(iso(zonedTimeToInstant({ year: 2026, month: 12, day: 31 }, 24 * 60 + 90, NY))).toBe('2027-01-01T06:30:00.000Z');
    expect(iso(zonedTimeToInstant({ year: 2026, month: 1, day: 1 }, -60, NY))).toBe('2026-01-01T04:00:00.000Z');
    // Midnight at the end of the spring-forward day is 23 hours after its start.
    expect(zonedTimeToInstant(spring, 24 * 60, NY).getTime() - zonedTimeToInstant(spring, 0, NY).getTime()).toBe(23 * 3_600_000);
    expect(zonedTimeToInstant(fall, 24 * 60, NY).getTime() - zonedTimeToInstant(fall, 0, NY).getTime()).toBe(25 * 3_600_000);
  });

  it('maps a time in the spring-forward gap to the end of the gap (02:30 -> 03:00 EDT)', () => {
    for (const minutes of [120, 121, 150, 179]) {
      expect(formatZonedIso(zonedTimeToInstant(spring, minutes, NY), NY)).toBe('2026-03-08T03:00:00-04:00');
    }
    expect(formatZonedIso(zonedTimeToInstant(spring, 119, NY), NY)).toBe('2026-03-08T01:59:00-05:00');
    expect(formatZonedIso(zonedTimeToInstant(spring, 180, NY), NY)).toBe('2026-03-08T03:00:00-04:00');
    expect(formatZonedIso(zonedTimeToInstant(spring, 181, NY), NY)).toBe('2026-03-08T03:01:00-04:00');
  });

  it('handles a 30-minute DST gap (Lord Howe Island)', () => {
    const day = { year: 2026, month: 10, day: 4 };
    expect(formatZonedIso(zonedTimeToInstant(day, 2 * 60 + 15, 'Australia/Lord_Howe'), 'Australia/Lord_Howe')).toBe('2026-10-04T02:30:00+11:00');
  });

  it('maps a repeated fall-back time to its first occurrence (01:30 -> 01:30 EDT)', () => {
    expect(formatZonedIso(zonedTimeToInstant(fall, 90, NY), NY)).toBe('2026-11-01T01:30:00-04:00');
    expect(formatZonedIso(zonedTimeToInstant(fall, 60, NY), NY)).toBe('2026-11-01T01:00:00-04:00');
    expect(formatZonedIso(zonedTimeToInstant(fall, 120, NY), NY)).toBe('2026-11-01T02:00:00-05:00');
  });

  it('is monotonic and round-trips every existing minute of both DST days', () => {
    for (const day of [spring, fall]) {
      let previous = -Infinity;
      // Every minute around the change (00:00-05:00), every 5 minutes after.
      for (let minutes = 0; minutes < 24 * 60; minutes += minutes < 300 ? 1 : 5) {
        const instant = zonedTimeToInstant(day, minutes, NY);
        expect(instant.getTime()).toBeGreaterThanOrEqual(previous);
        previous = instant.getTime();
        const inGap = day === spring && minutes >= 120 && minutes < 180;
        if (!inGap) expect(minutesOfDay(instant, NY)).toBe(minutes);
      }
    }
  });

  it('starts a local day at local midnight', () => {
    expect(iso(startOfLocalDay({ year: 2026, month: 11, day: 1 }, NY))).toBe('2026-11-01T04:00:00.000Z');
  });
});

describe('formatting and calendar helpers', () => {
  it('formats ISO with the offset and round-trips', () => {
    expect(formatZonedIso(new Date('2026-01-15T17:00:00Z'), NY)).toBe('2026-01-15T12:00:00-05:00');
    expect(formatZonedIso(new Date('2026-07-15T16:00:00Z'), 'Asia/Kolkata')).toBe('2026-07-15T21:30:00+05:30');
    expect(formatZonedIso(new Date('2026-07-15T16:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-07-16T06:00:00+14:00');
    expect(formatZonedIso(new Date('2026-07-15T16:00:00Z'), 'UTC')).toBe('2026-07-15T16:00:00+00:00');
    for (const zone of [NY, 'Asia/Kathmandu', 'Pacific/Kiritimati', 'America/St_Johns']) {
      const instant = new Date('2026-11-01T05:45:00Z');
      expect(new Date(formatZonedIso(instant, zone)).getTime()).toBe(instant.getTime());
    }
  });

  it('formats dates and times', () => {
    expect(formatLocalDate({ year: 2026, month: 3, day: 8 })).toBe('2026-03-08');
    expect(formatHm(0)).toBe('00:00');
    expect(formatHm(24 * 60)).toBe('00:00');
    expect(formatHm(13 * 60 + 5)).toBe('13:05');
    expect(formatHm(-15)).toBe('23:45');
    expect(formatLocalTime(new Date('2026-11-23T04:30:00Z'), NY)).toBe('23:30');
  });

  it('gives weekday keys and adds calendar days across months, years and leap days', () => {
    expect(weekdayOf({ year: 2026, month: 3, day: 8 })).toBe('sun');
    expect(weekdayOf({ year: 2026, month: 11, day: 23 })).toBe('mon');
    expect(weekdayOf({ year: 2028, month: 2, day: 29 })).toBe('tue');
    expect(addLocalDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addLocalDays({ year: 2028, month: 2, day: 28 }, 1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(addLocalDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addLocalDays({ year: 2026, month: 3, day: 7 }, 30)).toEqual({ year: 2026, month: 4, day: 6 });
    expect(daysBetween({ year: 2026, month: 3, day: 7 }, { year: 2026, month: 3, day: 9 })).toBe(2);
    expect(daysBetween({ year: 2026, month: 1, day: 1 }, { year: 2025, month: 12, day: 31 })).toBe(-1);
  });
});

describe('isValidTimeZone', () => {
  it.each(['UTC', 'Europe/Paris', 'America/New_York', 'Pacific/Kiritimati', FALLBACK_TIME_ZONE])('accepts %s', (zone) => {
    expect(isValidTimeZone(zone)).toBe(true);
  });

  it.each(['Mars/Olympus', '', ' ', 'Europe/Nowhere', 'not a zone'])('refuses %j', (zone) => {
    expect(isValidTimeZone(zone)).toBe(false);
    // Asked again, the cached answer is the same.
    expect(isValidTimeZone(zone)).toBe(false);
  });

  it('says true exactly when the zone math does not throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...Intl.supportedValuesOf('timeZone'))), (zone) => {
        let works = true;
        try {
          localParts(new Date(0), zone);
        } catch {
          works = false;
        }
        expect(isValidTimeZone(zone)).toBe(works && zone.trim() !== '');
      }),
    );
  });
});

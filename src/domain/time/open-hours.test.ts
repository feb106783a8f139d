import { describe, expect, it } from 'vitest';
import type { OpenHours } from '../types';
import {
  closingTimeToday,
  currentOpenSpan,
  hasOpenHours,
  isOpen24h,
  isOpenAllDay,
  isOpenAt,
  lastClosingToday,
  nextOpenSpan,
  parseHm,
  windowsOf,
  windowsOnDate,
} from './open-hours';
import { formatZonedIso } from './zoned';

const NY = 'America/New_York';
/** A New York wall time in November 2026 (EST, -05:00). 2026-11-23 is a Monday. */
const ny = (local: string) => new Date(`${local}-05:00`);
const nyIso = (date: Date | null | undefined) => (date ? formatZonedIso(date, NY) : null);
const ALL_WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const every = (windows: { from: string; to: string }[]): OpenHours => Object.fromEntries(ALL_WEEK.map((d) => [d, windows]));

describe('parseHm and windowsOf', () => {
  it('parses HH:mm, 24:00 included, and rejects malformed times', () => {
    expect(parseHm('00:00')).toBe(0);
    expect(parseHm('9:05')).toBe(545);
    expect(parseHm(' 23:59 ')).toBe(1439);
    expect(parseHm('24:00')).toBe(1440);
    for (const bad of ['24:30', '25:00', '12:60', '9am', '', '12:5', '-1:00']) expect(parseHm(bad)).toBeNull();
  });

  it('reads 00:00/24:00 as end-of-day midnight and to <= from as crossing midnight', () => {
    const hours: OpenHours = {
      mon: [
        { from: '18:00', to: '00:00' },
        { from: '06:00', to: '24:00' },
        { from: '22:00', to: '02:00' },
        { from: '00:00', to: '00:00' },
        { from: '08:00', to: '08:00' },
      ],
    };
    expect(windowsOf(hours, 'mon')).toEqual([
      { from: 1080, to: 1440 },
      { from: 360, to: 1440 },
      { from: 1320, to: 1560 },
      { from: 0, to: 1440 },
      { from: 480, to: 1920 },
    ]);
  });

  it('ignores a malformed window but keeps the others', () => {
    const hours: OpenHours = {
      tue: [
        { from: '25:00', to: '26:00' },
        { from: '24:00', to: '02:00' },
        { from: '10:00', to: '11:00' },
      ],
    };
    expect(windowsOf(hours, 'tue')).toEqual([{ from: 600, to: 660 }]);
    expect(hasOpenHours(hours, 'tue')).toBe(true);
    expect(hasOpenHours({ wed: [{ from: 'x', to: 'y' }] }, 'wed')).toBe(false);
    expect(hasOpenHours({}, 'wed')).toBe(false);
  });
});

describe('windowsOnDate', () => {
  it('gives instants in the location zone, sorted', () => {
    const windows = windowsOnDate(
      {
        mon: [
          { from: '17:00', to: '22:00' },
          { from: '11:30', to: '14:30' },
        ],
      },
      { year: 2026, month: 11, day: 23 },
      NY,
    );
    expect(windows.map((w) => [nyIso(w.start), nyIso(w.end), w.dateKey, w.weekday])).toEqual([
      ['2026-11-23T11:30:00-05:00', '2026-11-23T14:30:00-05:00', '2026-11-23', 'mon'],
      ['2026-11-23T17:00:00-05:00', '2026-11-23T22:00:00-05:00', '2026-11-23', 'mon'],
    ]);
  });

  it('makes all-day windows 23 and 25 hours long on the DST days', () => {
    const [spring] = windowsOnDate(every([{ from: '00:00', to: '00:00' }]), { year: 2026, month: 3, day: 8 }, NY);
    const [fall] = windowsOnDate(every([{ from: '00:00', to: '24:00' }]), { year: 2026, month: 11, day: 1 }, NY);
    expect(spring!.end.getTime() - spring!.start.getTime()).toBe(23 * 3_600_000);
    expect(fall!.end.getTime() - fall!.start.getTime()).toBe(25 * 3_600_000);
  });

  it('opens a window starting inside the spring-forward gap when the gap ends', () => {
    const [window] = windowsOnDate({ sun: [{ from: '02:30', to: '05:00' }] }, { year: 2026, month: 3, day: 8 }, NY);
    expect(formatZonedIso(window!.start, NY)).toBe('2026-03-08T03:00:00-04:00');
    expect(formatZonedIso(window!.end, NY)).toBe('2026-03-08T05:00:00-04:00');
  });
});

describe('isOpenAt', () => {
  const lunchDinner: OpenHours = {
    mon: [
      { from: '11:30', to: '14:30' },
      { from: '17:00', to: '22:00' },
    ],
  };

  it('is open from `from` (inclusive) to `to` (exclusive)', () => {
    expect(isOpenAt(lunchDinner, NY, ny('2026-11-23T11:29:59'))).toBe(false);
    expect(isOpenAt(lunchDinner, NY, ny('2026-11-23T11:30:00'))).toBe(true);
    expect(isOpenAt(lunchDinner, NY, ny('2026-11-23T14:29:59'))).toBe(true);
    expect(isOpenAt(lunchDinner, NY, ny('2026-11-23T14:30:00'))).toBe(false);
    expect(isOpenAt(lunchDinner, NY, ny('2026-11-23T18:00:00'))).toBe(true);
    expect(isOpenAt(lunchDinner, NY, ny('2026-11-24T12:00:00'))).toBe(false); // Tuesday: no hours
  });

  it('handles a window ending at 00:00 (open until midnight, closed at midnight)', () => {
    const hours: OpenHours = { mon: [{ from: '18:00', to: '00:00' }] };
    expect(isOpenAt(hours, NY, ny('2026-11-23T23:59:59'))).toBe(true);
    expect(isOpenAt(hours, NY, ny('2026-11-24T00:00:00'))).toBe(false);
    expect(isOpenAt(hours, NY, ny('2026-11-23T00:30:00'))).toBe(false); // not the early hours of Monday
  });

  it('keeps a window crossing midnight open into the next day', () => {
    const hours: OpenHours = { fri: [{ from: '22:00', to: '02:00' }] };
    expect(isOpenAt(hours, NY, ny('2026-11-27T21:59:00'))).toBe(false);
    expect(isOpenAt(hours, NY, ny('2026-11-27T23:00:00'))).toBe(true);
    expect(isOpenAt(hours, NY, ny('2026-11-28T01:59:00'))).toBe(true); // Saturday, from Friday's window
    expect(isOpenAt(hours, NY, ny('2026-11-28T02:00:00'))).toBe(false);
    expect(isOpenAt(hours, NY, ny('2026-11-28T23:00:00'))).toBe(false); // Saturday has no window itself
  });

  it('uses the location zone: the same instant is open in one zone and closed in another', () => {
    const hours: OpenHours = { mon: [{ from: '09:00', to: '17:00' }] };
    const instant = new Date('2026-11-23T08:00:00Z'); // Mon 10:00 in Athens, Mon 03:00 in New York
    expect(isOpenAt(hours, 'Europe/Athens', instant)).toBe(true);
    expect(isOpenAt(hours, NY, instant)).toBe(false);
    // Kiritimati (UTC+14) is already Tuesday when Los Angeles is at Monday 10:00.
    const kiritimati = new Date('2026-11-23T18:00:00Z');
    expect(isOpenAt(hours, 'America/Los_Angeles', kiritimati)).toBe(true);
    expect(isOpenAt(hours, 'Pacific/Kiritimati', kiritimati)).toBe(false);
  });
});

describe('current and next window, closing time', () => {
  it('joins back-to-back windows so the span ends when the location really closes', () => {
    const hours: OpenHours = {
      mon: [{ from: '18:00', to: '00:00' }],
      tue: [
        { from: '00:00', to: '02:00' },
        { from: '11:00', to: '15:00' },
      ],
    };
    const span = currentOpenSpan(hours, NY, ny('2026-11-23T19:00:00'));
    expect(nyIso(span?.start)).toBe('2026-11-23T18:00:00-05:00');
    expect(nyIso(span?.end)).toBe('2026-11-24T02:00:00-05:00');
    expect(currentOpenSpan(hours, NY, ny('2026-11-24T03:00:00'))).toBeNull();
    expect(nyIso(nextOpenSpan(hours, NY, ny('2026-11-24T03:00:00'))?.start)).toBe('2026-11-24T11:00:00-05:00');
  });

  it('finds the next opening days ahead, and none for empty hours', () => {
    expect(nyIso(nextOpenSpan({ sun: [{ from: '10:00', to: '11:00' }] }, NY, ny('2026-11-23T09:00:00'))?.start)).toBe('2026-11-29T10:00:00-05:00');
    expect(nextOpenSpan({}, NY, ny('2026-11-23T09:00:00'))).toBeNull();
  });

  it('gives the closing time today for the re-check timer', () => {
    const hours: OpenHours = {
      mon: [
        { from: '11:30', to: '14:30' },
        { from: '17:00', to: '22:00' },
      ],
      fri: [{ from: '22:00', to: '02:00' }],
    };
    expect(nyIso(closingTimeToday(hours, NY, ny('2026-11-23T12:00:00')))).toBe('2026-11-23T14:30:00-05:00');
    expect(nyIso(closingTimeToday(hours, NY, ny('2026-11-23T15:00:00')))).toBe('2026-11-23T22:00:00-05:00');
    expect(closingTimeToday(hours, NY, ny('2026-11-23T22:00:00'))).toBeNull();
    // Crossing midnight: Friday night closes on Saturday 02:00, also seen from Saturday 01:00.
    expect(nyIso(closingTimeToday(hours, NY, ny('2026-11-27T20:00:00')))).toBe('2026-11-28T02:00:00-05:00');
    expect(nyIso(closingTimeToday(hours, NY, ny('2026-11-28T01:00:00')))).toBe('2026-11-28T02:00:00-05:00');
    expect(closingTimeToday(hours, NY, ny('2026-11-28T03:00:00'))).toBeNull();
  });

  it('gives the last closing time of today, including a window carried over from yesterday', () => {
    const hours: OpenHours = {
      mon: [
        { from: '11:30', to: '14:30' },
        { from: '17:00', to: '00:00' },
      ],
      fri: [{ from: '22:00', to: '02:00' }],
    };
    expect(nyIso(lastClosingToday(hours, NY, ny('2026-11-23T08:00:00')))).toBe('2026-11-24T00:00:00-05:00');
    expect(nyIso(lastClosingToday(hours, NY, ny('2026-11-28T00:30:00')))).toBe('2026-11-28T02:00:00-05:00');
    expect(lastClosingToday(hours, NY, ny('2026-11-25T12:00:00'))).toBeNull();
  });

  it('closes on time on the fall-back night (a 25-hour day)', () => {
    const hours = every([{ from: '00:00', to: '00:00' }]);
    expect(formatZonedIso(closingTimeToday({ sun: hours.sun }, NY, new Date('2026-11-01T12:00:00Z'))!, NY)).toBe('2026-11-02T00:00:00-05:00');
  });
});

describe('open all day / 24h', () => {
  it('detects all-day days from 00:00-00:00, 00:00-24:00 or joined pieces', () => {
    expect(isOpenAllDay({ mon: [{ from: '00:00', to: '00:00' }] }, 'mon')).toBe(true);
    expect(isOpenAllDay({ mon: [{ from: '00:00', to: '24:00' }] }, 'mon')).toBe(true);
    expect(
      isOpenAllDay(
        {
          mon: [
            { from: '12:00', to: '00:00' },
            { from: '00:00', to: '12:00' },
          ],
        },
        'mon',
      ),
    ).toBe(true);
    expect(isOpenAllDay({ sun: [{ from: '20:00', to: '06:00' }], mon: [{ from: '06:00', to: '00:00' }] }, 'mon')).toBe(true);
    expect(isOpenAllDay({ mon: [{ from: '00:00', to: '23:59' }] }, 'mon')).toBe(false);
    expect(
      isOpenAllDay(
        {
          mon: [
            { from: '00:00', to: '11:00' },
            { from: '12:00', to: '00:00' },
          ],
        },
        'mon',
      ),
    ).toBe(false);
    expect(isOpenAllDay({}, 'mon')).toBe(false);
  });

  it('is open 24h only when every weekday is', () => {
    expect(isOpen24h(every([{ from: '00:00', to: '00:00' }]))).toBe(true);
    expect(isOpen24h(every([{ from: '12:00', to: '12:00' }]))).toBe(true); // each day runs into the next
    const { sun: _sun, ...sixDays } = every([{ from: '00:00', to: '00:00' }]);
    expect(isOpen24h(sixDays)).toBe(false);
  });
});

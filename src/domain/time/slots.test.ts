import { describe, expect, it } from 'vitest';
import type { OpenHours } from '../types';
import {
  buildTimePicker,
  computeSlots,
  findPickerTime,
  isNowSlot,
  openDays,
  pickerLayout,
  rangeLabel,
  searchDays,
  slotStep,
  weekList,
  type SlotQuery,
} from './slots';

const NY = 'America/New_York';
/** A New York wall time in November 2026 (EST). 2026-11-23 is a Monday. */
const ny = (local: string) => new Date(`${local}-05:00`);
const ALL_WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const every = (windows: { from: string; to: string }[]): OpenHours => Object.fromEntries(ALL_WEEK.map((d) => [d, windows]));
const LUNCH_DINNER: OpenHours = {
  mon: [
    { from: '11:30', to: '14:30' },
    { from: '17:00', to: '22:00' },
  ],
};
const isos = (query: SlotQuery) => computeSlots(query).map((slot) => slot.iso);

describe('computeSlots', () => {
  it('gives 15-minute slots inside each window, `to` exclusive', () => {
    const slots = isos({ openHours: { mon: [{ from: '11:30', to: '14:30' }] }, timeZone: NY, now: ny('2026-11-23T09:00:00') });
    expect(slots).toHaveLength(12);
    expect(slots[0]).toBe('2026-11-23T11:30:00-05:00');
    expect(slots.at(-1)).toBe('2026-11-23T14:15:00-05:00');
  });

  it('starts at now + lead time rounded up to the grid, and honours notBefore', () => {
    const base = { openHours: LUNCH_DINNER, timeZone: NY };
    expect(isos({ ...base, now: ny('2026-11-23T12:07:00') })[0]).toBe('2026-11-23T12:15:00-05:00');
    expect(isos({ ...base, now: ny('2026-11-23T12:15:00') })[0]).toBe('2026-11-23T12:15:00-05:00');
    expect(isos({ ...base, now: ny('2026-11-23T12:00:00'), leadMinutes: 20 })[0]).toBe('2026-11-23T12:30:00-05:00');
    expect(isos({ ...base, now: ny('2026-11-23T14:10:00'), leadMinutes: 20 })[0]).toBe('2026-11-23T17:00:00-05:00');
    expect(isos({ ...base, now: ny('2026-11-23T09:00:00'), notBefore: ny('2026-11-23T13:10:00') })[0]).toBe('2026-11-23T13:15:00-05:00');
    expect(isos({ ...base, now: ny('2026-11-23T13:00:00'), notBefore: ny('2026-11-23T09:00:00') })[0]).toBe('2026-11-23T13:00:00-05:00');
  });

  it('counts the grid from the window opening', () => {
    expect(isos({ openHours: { mon: [{ from: '11:10', to: '12:00' }] }, timeZone: NY, now: ny('2026-11-23T11:11:00') })).toEqual([
      '2026-11-23T11:25:00-05:00',
      '2026-11-23T11:40:00-05:00',
      '2026-11-23T11:55:00-05:00',
    ]);
  });

  it('reads `interval` as the step, falling back to 15 minutes', () => {
    expect(slotStep(30)).toBe(30);
    for (const bad of [0, -15, 7.5, Number.NaN, undefined]) expect(slotStep(bad)).toBe(15);
    const slots = isos({ openHours: LUNCH_DINNER, timeZone: NY, now: ny('2026-11-23T09:00:00'), interval: 30 });
    expect(slots.slice(0, 3)).toEqual(['2026-11-23T11:30:00-05:00', '2026-11-23T12:00:00-05:00', '2026-11-23T12:30:00-05:00']);
    expect(slots).toHaveLength(6 + 10);
  });

  it('gives times and 30-minute range labels on the location clock', () => {
    const [slot] = computeSlots({ openHours: LUNCH_DINNER, timeZone: NY, now: ny('2026-11-23T11:50:00') });
    expect(slot).toMatchObject({ time: '12:00', rangeEnd: '12:30', rangeLabel: '12:00-12:30', dateKey: '2026-11-23' });
    expect(slot!.start.toISOString()).toBe('2026-11-23T17:00:00.000Z');
  });

  it('ends a window closing at 00:00 with the 23:45 slot', () => {
    const slots = computeSlots({ openHours: { mon: [{ from: '18:00', to: '00:00' }] }, timeZone: NY, now: ny('2026-11-23T23:20:00'), availableDays: 2 });
    expect(slots.map((s) => s.rangeLabel)).toEqual(['23:30-00:00', '23:45-00:15']);
    expect(slots.at(-1)!.dateKey).toBe('2026-11-23');
  });

  it('lists a window crossing midnight under the day it starts, and under today once it runs from yesterday', () => {
    const hours: OpenHours = { fri: [{ from: '22:00', to: '02:00' }] };
    const friday = computeSlots({ openHours: hours, timeZone: NY, now: ny('2026-11-27T20:00:00'), availableDays: 2 });
    expect(friday).toHaveLength(16);
    expect(friday.at(-1)).toMatchObject({ iso: '2026-11-28T01:45:00-05:00', dateKey: '2026-11-27' });
    const saturday = computeSlots({ openHours: hours, timeZone: NY, now: ny('2026-11-28T00:30:00') });
    expect(saturday.map((s) => s.time)).toEqual(['00:30', '00:45', '01:00', '01:15', '01:30', '01:45']);
    expect(new Set(saturday.map((s) => s.dateKey))).toEqual(new Set(['2026-11-28']));
  });

  it('does not repeat a slot where windows overlap', () => {
    const hours: OpenHours = { fri: [{ from: '22:00', to: '02:00' }], sat: [{ from: '01:00', to: '03:00' }] };
    const times = computeSlots({ openHours: hours, timeZone: NY, now: ny('2026-11-27T23:30:00'), availableDays: 2 }).map((s) => s.iso);
    expect(new Set(times).size).toBe(times.length);
    expect(times).toContain('2026-11-28T02:45:00-05:00');
    expect(times).toHaveLength(14);
  });

  it('skips the missing hour on the spring-forward night (America/New_York 2026-03-08)', () => {
    const slots = computeSlots({ openHours: every([{ from: '00:00', to: '00:00' }]), timeZone: NY, now: new Date('2026-03-08T05:00:00Z') });
    expect(slots).toHaveLength(23 * 4);
    expect(slots.some((s) => s.time.startsWith('02:'))).toBe(false);
    const i = slots.findIndex((s) => s.time === '01:45');
    expect(slots[i]!.iso).toBe('2026-03-08T01:45:00-05:00');
    expect(slots[i]!.rangeLabel).toBe('01:45-03:15');
    expect(slots[i + 1]!.iso).toBe('2026-03-08T03:00:00-04:00');
    expect(slots.at(-1)!.iso).toBe('2026-03-08T23:45:00-04:00');
  });

  it('offers the repeated hour twice on the fall-back night (2026-11-01), each with its own offset', () => {
    const slots = computeSlots({ openHours: every([{ from: '00:00', to: '00:00' }]), timeZone: NY, now: new Date('2026-11-01T04:00:00Z') });
    expect(slots).toHaveLength(25 * 4);
    expect(slots.filter((s) => s.time === '01:30').map((s) => s.iso)).toEqual(['2026-11-01T01:30:00-04:00', '2026-11-01T01:30:00-05:00']);
    expect(slots.find((s) => s.iso === '2026-11-01T01:45:00-04:00')!.rangeLabel).toBe('01:45-01:15');
    expect(slots.at(-1)!.iso).toBe('2026-11-01T23:45:00-05:00');
  });

  it('keeps to available_days, at most 30 days, today only for 0', () => {
    const hourly = every([{ from: '10:00', to: '11:00' }]);
    const base = { openHours: hourly, timeZone: NY, now: ny('2026-11-23T09:00:00'), interval: 60 };
    expect(computeSlots({ ...base, availableDays: 3 })).toHaveLength(3);
    expect(computeSlots({ ...base, availableDays: 45 })).toHaveLength(30);
    expect(computeSlots({ ...base, availableDays: 0 })).toHaveLength(1);
    expect(computeSlots({ ...base })).toHaveLength(1);
    expect(searchDays(30)).toBe(30);
    expect(searchDays(31)).toBe(30);
    expect(searchDays(-2)).toBe(1);
    expect(searchDays(Number.NaN)).toBe(1);
  });

  it('is empty when no day is open within 30 days', () => {
    for (const openHours of [{}, { mon: [{ from: 'bad', to: 'worse' }] }] as OpenHours[]) {
      expect(computeSlots({ openHours, timeZone: NY, now: ny('2026-11-23T09:00:00'), availableDays: 30 })).toEqual([]);
    }
    // Only Sundays, and the 3 days from Monday hold none.
    expect(computeSlots({ openHours: { sun: [{ from: '10:00', to: '11:00' }] }, timeZone: NY, now: ny('2026-11-23T09:00:00'), availableDays: 3 })).toEqual([]);
  });

  it('computes in the location zone: Kiritimati (UTC+14) is already Tuesday', () => {
    const now = new Date('2026-11-23T11:00:00Z'); // Mon 03:00 in Los Angeles, Tue 01:00 in Kiritimati
    const hours: OpenHours = { tue: [{ from: '09:00', to: '10:00' }] };
    const slots = computeSlots({ openHours: hours, timeZone: 'Pacific/Kiritimati', now });
    expect(slots[0]).toMatchObject({ iso: '2026-11-24T09:00:00+14:00', dateKey: '2026-11-24', time: '09:00' });
    expect(computeSlots({ openHours: hours, timeZone: 'America/Los_Angeles', now })).toEqual([]);
  });

  it('caps the list with limit', () => {
    expect(
      computeSlots({ openHours: every([{ from: '00:00', to: '00:00' }]), timeZone: NY, now: ny('2026-11-23T09:00:00'), availableDays: 30, limit: 5 }),
    ).toHaveLength(5);
  });
});

describe('labels', () => {
  it('makes 30-minute range labels, across midnight too', () => {
    expect(rangeLabel(ny('2026-11-23T12:00:00'), NY)).toEqual({ from: '12:00', to: '12:30', label: '12:00-12:30' });
    expect(rangeLabel(ny('2026-11-23T23:45:00'), NY).label).toBe('23:45-00:15');
    expect(rangeLabel(ny('2026-11-23T12:00:00'), 'Asia/Kolkata').label).toBe('22:30-23:00');
  });

  it("shows 'now' for a slot within the frame time", () => {
    const now = ny('2026-11-23T12:00:00');
    expect(isNowSlot(ny('2026-11-23T12:15:00'), now, 15)).toBe(true);
    expect(isNowSlot(ny('2026-11-23T12:15:01'), now, 15)).toBe(false);
    expect(isNowSlot(ny('2026-11-23T11:59:00'), now, 0)).toBe(true);
    expect(isNowSlot(ny('2026-11-23T12:01:00'), now, 0)).toBe(false);
  });
});

describe('openDays and weekList', () => {
  const hours: OpenHours = {
    mon: [
      { from: '11:30', to: '14:30' },
      { from: '17:00', to: '22:00' },
    ],
    wed: [{ from: '10:00', to: '12:00' }],
    fri: [{ from: '22:00', to: '02:00' }],
  };
  const keys = (now: Date, availableDays = 7) => openDays({ openHours: hours, timeZone: NY, now, availableDays }).map((d) => d.dateKey);

  it('offers only weekdays with open hours within available_days', () => {
    expect(keys(ny('2026-11-23T09:00:00'))).toEqual(['2026-11-23', '2026-11-25', '2026-11-27']);
    expect(keys(ny('2026-11-23T09:00:00'), 3)).toEqual(['2026-11-23', '2026-11-25']);
    expect(keys(ny('2026-11-23T09:00:00'), 30)).toHaveLength(13);
    expect(openDays({ openHours: hours, timeZone: NY, now: ny('2026-11-23T09:00:00'), availableDays: 7 })[0]).toMatchObject({ weekday: 'mon', isToday: true });
  });

  it('drops today once its last closing time has passed', () => {
    expect(keys(ny('2026-11-23T21:59:00'))[0]).toBe('2026-11-23');
    expect(keys(ny('2026-11-23T22:00:00'))[0]).toBe('2026-11-25');
  });

  it('keeps today while a window from yesterday still runs', () => {
    expect(keys(ny('2026-11-28T01:00:00'))[0]).toBe('2026-11-28');
    expect(keys(ny('2026-11-28T02:00:00'))[0]).toBe('2026-11-30');
  });

  it('is empty with no open hours in 30 days', () => {
    expect(openDays({ openHours: {}, timeZone: NY, now: ny('2026-11-23T09:00:00'), availableDays: 30 })).toEqual([]);
  });

  it('lists 7 days from today with their windows, across the month end', () => {
    const week = weekList(hours, NY, ny('2026-11-29T23:30:00'));
    expect(week.map((d) => d.dateKey)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(week.map((d) => d.weekday)).toEqual(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
    expect(week[1]!.windows).toEqual(hours.mon);
    expect(week[0]!.windows).toEqual([]);
    expect(week.filter((d) => d.isToday)).toHaveLength(1);
  });
});

describe('buildTimePicker', () => {
  const base = { timeZone: NY, frameTime: 15, isAsapOnly: false };

  it('groups times by day, flags the now slots and uses the default layout when small', () => {
    const picker = buildTimePicker({
      ...base,
      openHours: { mon: [{ from: '11:30', to: '12:30' }], tue: [{ from: '11:30', to: '12:30' }] },
      now: ny('2026-11-23T11:30:00'),
      availableDays: 3,
    });
    expect(picker.asapOnly).toBe(false);
    expect(picker.days.map((d) => [d.dateKey, d.times.map((t) => t.time)])).toEqual([
      ['2026-11-23', ['11:30', '11:45', '12:00', '12:15']],
      ['2026-11-24', ['11:30', '11:45', '12:00', '12:15']],
    ]);
    expect(picker.days[0]!.times.map((t) => t.isNow)).toEqual([true, true, false, false]);
    expect(picker.days[1]!.times.some((t) => t.isNow)).toBe(false);
    expect(picker.layout).toBe('default');
    expect(picker.first?.iso).toBe('2026-11-23T11:30:00-05:00');
  });

  it('shows 7 dates by default and switches to linear past 4 dates or 15 times', () => {
    const daily = every([{ from: '10:00', to: '11:00' }]);
    const week = buildTimePicker({ ...base, openHours: daily, now: ny('2026-11-23T09:00:00'), availableDays: 30 });
    expect(week.days).toHaveLength(7);
    expect(week.layout).toBe('linear');
    expect(buildTimePicker({ ...base, openHours: daily, now: ny('2026-11-23T09:00:00'), availableDays: 30, maxDays: 4 }).layout).toBe('default');
    const long = buildTimePicker({ ...base, openHours: { mon: [{ from: '10:00', to: '14:00' }] }, now: ny('2026-11-23T09:00:00') });
    expect(long.days[0]!.times).toHaveLength(16);
    expect(long.layout).toBe('linear');
    expect(pickerLayout(4, 15)).toBe('default');
    expect(pickerLayout(5, 1)).toBe('linear');
    expect(pickerLayout(1, 16)).toBe('linear');
  });

  it('drops today when no slot is left (after the last close, or lead time past it)', () => {
    const hours: OpenHours = { mon: [{ from: '11:30', to: '14:30' }], tue: [{ from: '11:30', to: '14:30' }] };
    expect(buildTimePicker({ ...base, openHours: hours, now: ny('2026-11-23T15:00:00'), availableDays: 2 }).days.map((d) => d.dateKey)).toEqual(['2026-11-24']);
    expect(
      buildTimePicker({ ...base, openHours: hours, now: ny('2026-11-23T14:00:00'), leadMinutes: 30, availableDays: 2 }).days.map((d) => d.dateKey),
    ).toEqual(['2026-11-24']);
  });

  it('gives ASAP-only experiences Today and Now only', () => {
    const picker = buildTimePicker({
      ...base,
      isAsapOnly: true,
      openHours: every([{ from: '00:00', to: '00:00' }]),
      now: ny('2026-11-23T23:50:00'),
      leadMinutes: 20,
      availableDays: 2,
    });
    expect(picker.asapOnly).toBe(true);
    expect(picker.days).toHaveLength(1);
    expect(picker.days[0]).toMatchObject({ dateKey: '2026-11-23', isToday: true });
    expect(picker.days[0]!.times).toHaveLength(1);
    expect(picker.days[0]!.times[0]).toMatchObject({ isNow: true, iso: '2026-11-24T00:15:00-05:00' });
    expect(picker.layout).toBe('default');
  });

  it('is empty when nothing can be ordered within 30 days', () => {
    for (const isAsapOnly of [false, true]) {
      expect(buildTimePicker({ ...base, isAsapOnly, openHours: {}, now: ny('2026-11-23T09:00:00'), availableDays: 30 })).toEqual({
        asapOnly: isAsapOnly,
        days: [],
        layout: 'default',
        first: null,
      });
    }
  });
});

describe('findPickerTime (start-up date, time and checkoutTime)', () => {
  const picker = buildTimePicker({
    timeZone: NY,
    frameTime: 15,
    isAsapOnly: false,
    availableDays: 3,
    openHours: { mon: [{ from: '11:30', to: '12:30' }], tue: [{ from: '17:00', to: '19:00' }] },
    now: ny('2026-11-23T09:00:00'),
  });

  it('finds the slot at a date and an HH:mm time in the location zone', () => {
    expect(findPickerTime(picker, { date: '2026-11-24', time: '18:15', checkoutTime: null })?.iso).toBe('2026-11-24T18:15:00-05:00');
    expect(findPickerTime(picker, { date: '2026-11-24', time: '1815', checkoutTime: null })?.time).toBe('18:15');
    expect(findPickerTime(picker, { date: '2026-11-24', time: '9:00', checkoutTime: null })).toBeNull();
  });

  it('takes the first slot of the date when no time is given', () => {
    expect(findPickerTime(picker, { date: '2026-11-23', time: null, checkoutTime: null })?.time).toBe('11:30');
  });

  it('prefers checkoutTime, matched as an instant whatever its offset', () => {
    const wanted = { date: '2026-11-23', time: '11:30', checkoutTime: '2026-11-24T22:30:00Z' };
    expect(findPickerTime(picker, wanted)?.iso).toBe('2026-11-24T17:30:00-05:00');
  });

  it('returns null for a day without slots, a bad time or nothing named', () => {
    expect(findPickerTime(picker, { date: '2026-11-25', time: '18:00', checkoutTime: null })).toBeNull();
    expect(findPickerTime(picker, { date: '2026-11-24', time: 'seven', checkoutTime: null })).toBeNull();
    expect(findPickerTime(picker, { date: null, time: null, checkoutTime: null })).toBeNull();
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { computeSlots as domainSlots } from '../../src/domain/time/slots.ts';
import { computeSlots, formatZonedIso, graceSlot, slotsResponse, zonedToInstant } from './slots';

const NY = 'America/New_York';
const DAILY_24H = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ from: '00:00', to: '00:00' }]]));

describe('sandbox slots', () => {
  it('formats instants with the zone offset, EST and EDT', () => {
    expect(formatZonedIso(new Date('2026-01-15T17:00:00Z'), NY)).toBe('2026-01-15T12:00:00-05:00');
    expect(formatZonedIso(new Date('2026-07-15T16:00:00Z'), NY)).toBe('2026-07-15T12:00:00-04:00');
    expect(formatZonedIso(new Date('2026-07-15T16:00:00Z'), 'Asia/Kolkata')).toBe('2026-07-15T21:30:00+05:30');
    expect(zonedToInstant(2026, 3, 8, 3 * 60, NY).toISOString()).toBe('2026-03-08T07:00:00.000Z');
  });

  it('starts at now + preparation on a quarter hour and rolls past midnight', () => {
    // 23:50 in New York on a Saturday.
    const now = new Date('2026-11-22T04:50:00Z');
    const response = slotsResponse({ openHours: DAILY_24H, timeZone: NY, availableDays: 2, preparationMinutes: 20, now });
    expect(response.next_available).toBe('2026-11-22T00:15:00-05:00');
    expect(response.data.time_slots).toHaveLength(96 - 1);
  });

  it('keeps to open windows and weekdays, and honours from', () => {
    const now = new Date('2026-11-23T14:00:00Z'); // Monday 09:00 in New York
    const slots = computeSlots({
      openHours: { tue: [{ from: '11:30', to: '14:30' }] },
      timeZone: NY,
      availableDays: 7,
      preparationMinutes: 15,
      now,
      from: new Date('2026-11-24T17:10:00Z'), // Tuesday 12:10
    }).map((slot) => formatZonedIso(slot, NY));
    expect(slots[0]).toBe('2026-11-24T12:15:00-05:00');
    expect(slots.at(-1)).toBe('2026-11-24T14:15:00-05:00');
    expect(slots).toHaveLength(9);
  });

  it('is empty when nothing is open within available days', () => {
    const now = new Date('2026-11-23T14:00:00Z');
    expect(slotsResponse({ openHours: { sun: [{ from: '10:00', to: '11:00' }] }, timeZone: NY, availableDays: 3, preparationMinutes: 0, now })).toEqual({
      next_available: null,
      next_available_with_grace: null,
      data: { time_slots: [] },
    });
  });

  it('serves exactly the slots the widget computes (one implementation), interval included', () => {
    const now = new Date('2026-11-23T14:07:00Z'); // Monday 09:07 in New York
    const openHours = { mon: [{ from: '11:30', to: '14:30' }], wed: [{ from: '22:00', to: '02:00' }] };
    for (const interval of [15, 30]) {
      const served = slotsResponse({ openHours, timeZone: NY, availableDays: 7, preparationMinutes: 25, interval, now }).data.time_slots;
      const widget = domainSlots({ openHours, timeZone: NY, availableDays: 7, leadMinutes: 25, interval, now }).map((slot) => slot.iso);
      expect(served).toEqual(widget);
      expect(served.length).toBe(interval === 15 ? 12 + 16 : 6 + 8);
    }
  });

  it('has no slot in the missing hour of the spring-forward night', () => {
    const slots = slotsResponse({ openHours: DAILY_24H, timeZone: NY, availableDays: 1, preparationMinutes: 0, now: new Date('2026-03-08T05:00:00Z') }).data
      .time_slots;
    expect(slots).toHaveLength(92);
    expect(slots.filter((slot) => slot.startsWith('2026-03-08T02:'))).toEqual([]);
  });
});

describe('sandbox grace rule', () => {
  const openHours = { tue: [{ from: '11:00', to: '22:00' }], wed: [{ from: '11:00', to: '22:00' }] };
  const base = { openHours, timeZone: NY, availableDays: 2, preparationMinutes: 10, graceMinutes: 30 };

  it('offers the passed last slot of a window within the grace minutes', () => {
    const now = new Date('2026-11-25T02:50:00Z'); // Tue 21:50
    expect(graceSlot({ ...base, now })?.toISOString()).toBe('2026-11-25T02:45:00.000Z');
    const response = slotsResponse({ ...base, now });
    expect(response.next_available).toBe('2026-11-25T11:00:00-05:00');
    expect(response.next_available_with_grace).toBe('2026-11-24T21:45:00-05:00');
  });

  it('gives none without grace minutes, mid-window, after the grace window, or when paused', () => {
    expect(graceSlot({ ...base, graceMinutes: 0, now: new Date('2026-11-25T02:50:00Z') })).toBeNull();
    expect(graceSlot({ ...base, now: new Date('2026-11-24T18:07:00Z') })).toBeNull(); // 13:07: 13:00 passed, but 13:30 follows
    expect(graceSlot({ ...base, now: new Date('2026-11-25T03:06:00Z') })).toBeNull(); // 22:06
    expect(slotsResponse({ ...base, paused: true, now: new Date('2026-11-24T18:07:00Z') }).data.time_slots).toEqual([]);
  });
});

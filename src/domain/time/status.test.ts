import { describe, expect, it } from 'vitest';
import type { OpenHours } from '../types';
import { openingStatus } from './status';
import { formatZonedIso } from './zoned';

const NY = 'America/New_York';
/** A New York wall time in November 2026 (EST). 2026-11-23 is a Monday. */
const ny = (local: string) => new Date(`${local}-05:00`);
const ALL_WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const every = (windows: { from: string; to: string }[]): OpenHours => Object.fromEntries(ALL_WEEK.map((d) => [d, windows]));
const HOURS: OpenHours = {
  mon: [
    { from: '11:30', to: '14:30' },
    { from: '17:00', to: '00:00' },
  ],
  tue: [{ from: '00:00', to: '01:00' }],
  fri: [{ from: '22:00', to: '02:00' }],
};
const status = (now: Date, extra: { isAsapOnly?: boolean; acceptingOrders?: boolean; openHours?: OpenHours; timeZone?: string } = {}) =>
  openingStatus({ openHours: HOURS, timeZone: NY, now, ...extra });

describe('openingStatus', () => {
  it('open: closes at the end of the current window', () => {
    const result = status(ny('2026-11-23T12:00:00'));
    expect(result).toMatchObject({ kind: 'open-closes-at', time: '14:30', dayOffset: 0 });
    if (result.kind === 'open-closes-at') expect(formatZonedIso(result.at, NY)).toBe('2026-11-23T14:30:00-05:00');
  });

  it('open: joins windows across midnight for the closing time', () => {
    expect(status(ny('2026-11-23T20:00:00'))).toMatchObject({ kind: 'open-closes-at', time: '01:00', dayOffset: 1 });
    expect(status(ny('2026-11-28T01:00:00'))).toMatchObject({ kind: 'open-closes-at', time: '02:00', dayOffset: 0 });
  });

  it('closed: around N minutes when opening within 60 minutes (rounded up)', () => {
    expect(status(ny('2026-11-23T16:20:00'))).toMatchObject({ kind: 'around', minutes: 40, time: '17:00' });
    expect(status(ny('2026-11-23T16:00:00'))).toMatchObject({ kind: 'around', minutes: 60 });
    expect(status(ny('2026-11-23T16:59:30'))).toMatchObject({ kind: 'around', minutes: 1 });
  });

  it('closed: opens at a later time, today or on a later day', () => {
    expect(status(ny('2026-11-23T15:59:00'))).toMatchObject({ kind: 'closed-opens-at', time: '17:00', dayOffset: 0 });
    expect(status(ny('2026-11-24T09:00:00'))).toMatchObject({ kind: 'closed-opens-at', time: '22:00', dayOffset: 3 });
  });

  it('closed: no opening at all', () => {
    expect(status(ny('2026-11-23T12:00:00'), { openHours: {} })).toEqual({ kind: 'closed' });
  });

  it('open 24h: the open stretch covers all of today', () => {
    expect(status(ny('2026-11-23T12:00:00'), { openHours: every([{ from: '00:00', to: '00:00' }]) })).toEqual({ kind: 'open-24h' });
    expect(status(ny('2026-11-23T12:00:00'), { openHours: { mon: [{ from: '00:00', to: '24:00' }] } })).toEqual({ kind: 'open-24h' });
    // Open all Monday from Sunday evening on: still 24h on Monday.
    expect(status(ny('2026-11-23T12:00:00'), { openHours: { sun: [{ from: '20:00', to: '00:00' }], mon: [{ from: '00:00', to: '00:00' }] } })).toEqual({
      kind: 'open-24h',
    });
    // Until 23:59 only: not 24h.
    expect(status(ny('2026-11-23T12:00:00'), { openHours: { mon: [{ from: '00:00', to: '23:59' }] } })).toMatchObject({
      kind: 'open-closes-at',
      time: '23:59',
    });
    // 24h on the 25-hour fall-back day too.
    expect(status(new Date('2026-11-01T16:00:00Z'), { openHours: every([{ from: '00:00', to: '00:00' }]) })).toEqual({ kind: 'open-24h' });
  });

  it('ASAP-only while open; not accepting orders first of all', () => {
    expect(status(ny('2026-11-23T12:00:00'), { isAsapOnly: true })).toEqual({ kind: 'asap-only' });
    expect(status(ny('2026-11-23T16:20:00'), { isAsapOnly: true })).toMatchObject({ kind: 'around', minutes: 40 });
    expect(status(ny('2026-11-23T12:00:00'), { acceptingOrders: false })).toEqual({ kind: 'not-accepting' });
    expect(status(ny('2026-11-23T12:00:00'), { acceptingOrders: true })).toMatchObject({ kind: 'open-closes-at' });
  });

  it('uses the location zone: Athens, 10 hours ahead of Los Angeles', () => {
    const now = new Date('2026-11-23T08:00:00Z'); // Athens Mon 10:00, Los Angeles Mon 00:00
    const hours: OpenHours = { mon: [{ from: '09:00', to: '17:00' }] };
    expect(openingStatus({ openHours: hours, timeZone: 'Europe/Athens', now })).toMatchObject({ kind: 'open-closes-at', time: '17:00' });
    expect(openingStatus({ openHours: hours, timeZone: 'America/Los_Angeles', now })).toMatchObject({ kind: 'closed-opens-at', time: '09:00', dayOffset: 0 });
  });
});

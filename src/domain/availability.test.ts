import { describe, expect, it } from 'vitest';
import {
  acceptingOrders,
  AVAILABILITY_ORDER,
  AROUND_WINDOW_MINUTES,
  availabilityLabel,
  availabilityRank,
  isInNextAvailableBannerWindow,
  NEXT_AVAILABLE_BANNER_WINDOW_MS,
  type AvailabilityInput,
} from './availability';

const NOW = Date.parse('2024-06-01T12:00:00Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const base: AvailabilityInput = {
  checkoutActive: true,
  experienceActive: true,
  nextAvailable: at(0),
  now: NOW,
  preparationMinutes: null,
  isOpenNow: true,
  asapOnly: false,
};
const label = (over: Partial<AvailabilityInput>) => availabilityLabel({ ...base, ...over });

describe('availabilityLabel priority', () => {
  it('view menu wins over everything when checkout is inactive', () => {
    expect(label({ checkoutActive: false, experienceActive: false, nextAvailable: null, isOpenNow: false })).toEqual({ kind: 'view-menu' });
    expect(label({ checkoutActive: false })).toEqual({ kind: 'view-menu' });
  });
  it('not available when the experience is inactive, even with a slot now', () => {
    expect(label({ experienceActive: false })).toEqual({ kind: 'not-available' });
  });
  it('not available when open now but the platform offers no slot', () => {
    expect(label({ nextAvailable: null, isOpenNow: true })).toEqual({ kind: 'not-available' });
  });
  it('order now when open and the next slot is now or already past', () => {
    expect(label({})).toEqual({ kind: 'order-now' });
    expect(label({ nextAvailable: at(-10) })).toEqual({ kind: 'order-now' });
    expect(label({ now: new Date(NOW) })).toEqual({ kind: 'order-now' });
  });
  it('a preparation time turns a due slot into around N (N = preparation minutes)', () => {
    expect(label({ preparationMinutes: 20 })).toEqual({ kind: 'around', minutes: 20, at: at(0) });
    expect(label({ preparationMinutes: 0 })).toEqual({ kind: 'order-now' });
  });
  it('around N minutes when the next slot is within 60 minutes; N rounds up', () => {
    expect(label({ nextAvailable: at(40), isOpenNow: false })).toEqual({ kind: 'around', minutes: 40, at: at(40) });
    expect(label({ nextAvailable: new Date(NOW + 30_001).toISOString() })).toMatchObject({ kind: 'around', minutes: 1 });
    expect(label({ nextAvailable: at(15), preparationMinutes: 10 })).toMatchObject({ kind: 'around', minutes: 15 });
    expect(label({ nextAvailable: at(15), preparationMinutes: 25 })).toMatchObject({ kind: 'around', minutes: 25 });
  });
  it('exactly 60 minutes is still around; 60 minutes and 1 ms is next available', () => {
    expect(AROUND_WINDOW_MINUTES).toBe(60);
    expect(label({ nextAvailable: at(60) })).toEqual({ kind: 'around', minutes: 60, at: at(60) });
    const later = new Date(NOW + 3_600_001).toISOString();
    expect(label({ nextAvailable: later })).toEqual({ kind: 'next-available', at: later });
    expect(label({ nextAvailable: at(30), preparationMinutes: 61 })).toMatchObject({ kind: 'next-available' });
  });
  it('a due slot while the hours read closed shows around 1 minute, never order now', () => {
    expect(label({ isOpenNow: false })).toEqual({ kind: 'around', minutes: 1, at: at(0) });
  });
  it('next available for a slot hours or days away', () => {
    expect(label({ nextAvailable: at(24 * 60), isOpenNow: false })).toEqual({ kind: 'next-available', at: at(24 * 60) });
  });
  it('closed when there is no slot and the location is not open', () => {
    expect(label({ nextAvailable: null, isOpenNow: false })).toEqual({ kind: 'closed' });
    expect(label({ nextAvailable: 'not a date', isOpenNow: false })).toEqual({ kind: 'closed' });
  });
  it('ASAP-only: a slot more than 60 minutes away is not available; within 60 behaves as usual', () => {
    expect(label({ asapOnly: true })).toEqual({ kind: 'order-now' });
    expect(label({ asapOnly: true, nextAvailable: at(60) })).toMatchObject({ kind: 'around', minutes: 60 });
    expect(label({ asapOnly: true, nextAvailable: at(61) })).toEqual({ kind: 'not-available' });
    expect(label({ asapOnly: true, nextAvailable: null, isOpenNow: false })).toEqual({ kind: 'closed' });
  });
  it('works on instants: the same instant written with another offset gives the same label', () => {
    const inOffset = '2024-06-01T14:40:00+02:00'; // 12:40Z
    expect(label({ nextAvailable: inOffset })).toEqual({ kind: 'around', minutes: 40, at: inOffset });
    // Across a DST change (Europe/Berlin, 2024-03-31 01:00Z): minutes are elapsed time, not wall-clock time.
    const dstNow = Date.parse('2024-03-31T00:30:00Z');
    expect(label({ now: dstNow, nextAvailable: '2024-03-31T03:20:00+02:00' })).toMatchObject({ kind: 'around', minutes: 50 });
  });
});

describe('acceptingOrders (the not-accepting-orders notice)', () => {
  const accepting = (over: Partial<AvailabilityInput>) => acceptingOrders({ ...base, ...over });
  it('an experience open now with a slot takes orders, whatever its wait when it takes later times', () => {
    expect(accepting({})).toBe(true);
    expect(accepting({ nextAvailable: at(240) })).toBe(true);
  });
  it('open now but offered no slot (none, or unreadable): not accepting orders', () => {
    expect(accepting({ nextAvailable: null })).toBe(false);
    expect(accepting({ nextAvailable: 'soon' })).toBe(false);
  });
  it('ASAP-only: not accepting once the next slot (or the preparation time) is more than 60 minutes away', () => {
    expect(accepting({ asapOnly: true, nextAvailable: at(AROUND_WINDOW_MINUTES) })).toBe(true);
    expect(accepting({ asapOnly: true, nextAvailable: at(AROUND_WINDOW_MINUTES + 1) })).toBe(false);
    expect(accepting({ asapOnly: true, nextAvailable: at(0), preparationMinutes: 90 })).toBe(false);
  });
  it('browse-only, inactive and closed-now experiences are said in their own words, never as not accepting', () => {
    expect(accepting({ checkoutActive: false, nextAvailable: null })).toBe(true);
    expect(accepting({ experienceActive: false, nextAvailable: null })).toBe(true);
    expect(accepting({ isOpenNow: false, nextAvailable: null })).toBe(true);
    expect(accepting({ isOpenNow: false, asapOnly: true, nextAvailable: at(300) })).toBe(true);
  });
});

describe('availabilityRank', () => {
  it('follows the spec order', () => {
    expect(AVAILABILITY_ORDER).toEqual(['view-menu', 'not-available', 'order-now', 'around', 'next-available', 'closed']);
    expect(availabilityRank({ kind: 'view-menu' })).toBe(0);
    expect(availabilityRank('closed')).toBe(5);
    expect(availabilityRank({ kind: 'around', minutes: 5, at: at(5) })).toBeLessThan(availabilityRank({ kind: 'next-available', at: at(90) }));
  });
});

describe('isInNextAvailableBannerWindow (60 minutes)', () => {
  it('is true for a future slot up to exactly 60 minutes away', () => {
    expect(NEXT_AVAILABLE_BANNER_WINDOW_MS).toBe(3_600_000);
    expect(isInNextAvailableBannerWindow(at(1), NOW)).toBe(true);
    expect(isInNextAvailableBannerWindow(at(60), new Date(NOW))).toBe(true);
  });
  it('is false beyond 60 minutes, for a slot already due, and for null or garbage', () => {
    expect(isInNextAvailableBannerWindow(new Date(NOW + 3_600_001).toISOString(), NOW)).toBe(false);
    expect(isInNextAvailableBannerWindow(at(0), NOW)).toBe(false);
    expect(isInNextAvailableBannerWindow(at(-5), NOW)).toBe(false);
    expect(isInNextAvailableBannerWindow(null, NOW)).toBe(false);
    expect(isInNextAvailableBannerWindow('soon', NOW)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { AvailabilityLabel } from './availability';
import { compareLocations, keepShownOrder, sortLocations, type SortableLocation } from './location-sort';

const loc = (id: number, name: string, label: AvailabilityLabel): SortableLocation => ({ id, name, label });
const ids = (list: SortableLocation[]) => list.map((l) => l.id);

describe('sortLocations', () => {
  it('sorts by label order first', () => {
    const list = [
      loc(1, 'A', { kind: 'closed' }),
      loc(2, 'A', { kind: 'next-available', at: '2024-06-01T15:00:00Z' }),
      loc(3, 'A', { kind: 'around', minutes: 10, at: '2024-06-01T12:10:00Z' }),
      loc(4, 'A', { kind: 'order-now' }),
      loc(5, 'A', { kind: 'not-available' }),
      loc(6, 'A', { kind: 'view-menu' }),
    ];
    expect(ids(sortLocations(list))).toEqual([6, 5, 4, 3, 2, 1]);
  });
  it('within around: by minimum pickup minutes; within next available: by the instant', () => {
    const list = [
      loc(1, 'A', { kind: 'around', minutes: 45, at: '2024-06-01T12:45:00Z' }),
      loc(2, 'B', { kind: 'around', minutes: 15, at: '2024-06-01T12:15:00Z' }),
      loc(3, 'C', { kind: 'next-available', at: '2024-06-02T09:00:00Z' }),
      loc(4, 'D', { kind: 'next-available', at: '2024-06-01T20:00:00+02:00' }), // 18:00Z
    ];
    expect(ids(sortLocations(list))).toEqual([2, 1, 4, 3]);
  });
  it('then by name, locale-aware and numeric', () => {
    const now = { kind: 'order-now' } as const;
    const list = [loc(1, 'Zebra', now), loc(2, 'Ápple', now), loc(3, 'apple', now), loc(4, 'Bar 10', now), loc(5, 'Bar 9', now)];
    const names = sortLocations(list, { locale: 'en_US' }).map((l) => l.name);
    expect(names.indexOf('Bar 9')).toBeLessThan(names.indexOf('Bar 10'));
    expect(names.at(-1)).toBe('Zebra');
    expect(names.slice(0, 2).sort()).toEqual(['apple', 'Ápple'].sort());
  });
  it('uses the locale collation (Swedish puts Ä after Z)', () => {
    const now = { kind: 'order-now' } as const;
    const list = [loc(1, 'Äpple', now), loc(2, 'Zon', now)];
    expect(ids(sortLocations(list, { locale: 'sv' }))).toEqual([2, 1]);
    expect(ids(sortLocations(list, { locale: 'en' }))).toEqual([1, 2]);
  });
  it('is stable: full ties keep their input order', () => {
    const now = { kind: 'order-now' } as const;
    const list = [loc(7, 'Same', now), loc(3, 'Same', now), loc(9, 'Same', now)];
    expect(ids(sortLocations(list))).toEqual([7, 3, 9]);
    const closed = { kind: 'closed' } as const;
    expect(ids(sortLocations([loc(2, 'X', closed), loc(1, 'X', closed)]))).toEqual([2, 1]);
  });
  it('puts the location named in the URL first, whatever its label', () => {
    const list = [loc(1, 'A', { kind: 'order-now' }), loc(2, 'B', { kind: 'closed' }), loc(3, 'C', { kind: 'around', minutes: 5, at: '2024-06-01T12:05:00Z' })];
    expect(ids(sortLocations(list, { urlLocationId: 2 }))).toEqual([2, 1, 3]);
    expect(ids(sortLocations(list, { urlLocationId: 99 }))).toEqual([1, 3, 2]);
    expect(ids(sortLocations(list, { urlLocationId: null }))).toEqual([1, 3, 2]);
  });
  it('does not mutate the input and handles empty lists; a bad locale falls back', () => {
    const list = [loc(2, 'B', { kind: 'closed' }), loc(1, 'A', { kind: 'order-now' })];
    const copy = [...list];
    sortLocations(list, { locale: 'not a locale!!' });
    expect(list).toEqual(copy);
    expect(sortLocations([])).toEqual([]);
  });
  it('an unparsable next-available time sorts last within its label', () => {
    const list = [loc(1, 'A', { kind: 'next-available', at: 'garbage' }), loc(2, 'B', { kind: 'next-available', at: '2024-06-01T18:00:00Z' })];
    expect(ids(sortLocations(list))).toEqual([2, 1]);
  });
  it('compareLocations is usable directly', () => {
    const cmp = compareLocations();
    expect(cmp(loc(1, 'A', { kind: 'order-now' }), loc(2, 'A', { kind: 'closed' }))).toBeLessThan(0);
    expect(cmp(loc(1, 'A', { kind: 'closed' }), loc(2, 'A', { kind: 'closed' }))).toBe(0);
  });
});

describe('keepShownOrder', () => {
  const at = (...ids: number[]) => ids.map((id) => ({ id }));
  it('lists the shown ids in their shown order, the others after them in their own order', () => {
    expect(keepShownOrder(at(1, 2, 3, 4, 5), [4, 2]).map(({ id }) => id)).toEqual([4, 2, 1, 3, 5]);
  });
  it('ignores shown ids no longer listed and leaves its input untouched', () => {
    const input = at(3, 1);
    expect(keepShownOrder(input, [9, 1, 3]).map(({ id }) => id)).toEqual([1, 3]);
    expect(input.map(({ id }) => id)).toEqual([3, 1]);
  });
  it('with nothing shown yet, keeps the input order', () => {
    expect(keepShownOrder(at(5, 4, 6), []).map(({ id }) => id)).toEqual([5, 4, 6]);
  });
});

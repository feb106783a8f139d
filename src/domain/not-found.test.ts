import { describe, expect, it } from 'vitest';
import { checkNamedSelection, GENERIC_NOT_FOUND, notFoundRoute, parseNotFoundReason, resolveStartup, type FetchedLists } from './not-found';

const none = { hotel: null, restaurant: null, experience: null, experienceId: null };
const hotels = {
  status: 'ok' as const,
  items: [
    { id: 1, locationIds: [10, 11] },
    { id: 2, locationIds: [] },
  ],
};
const locations = {
  status: 'ok' as const,
  items: [
    {
      id: 10,
      hotelId: 1,
      experiences: [
        { id: 100, type: 'PICKUP', active: true },
        { id: 101, type: 'ROOM_SERVICE', active: false },
      ],
    },
    { id: 11, hotelId: null, experiences: [{ id: 110, type: 'DINE_IN', active: true }] },
    { id: 20, hotelId: null, experiences: [{ id: 200, type: 'TAKE_AWAY', active: true }] },
  ],
};
const lists: FetchedLists = { hotels, locations };

describe('checkNamedSelection', () => {
  it('nothing named: ok once locations are loaded', () => {
    expect(checkNamedSelection(none, { locations })).toEqual({ kind: 'ok' });
    expect(checkNamedSelection(none, { locations: { status: 'pending' } })).toEqual({ kind: 'waiting' });
  });
  it('failed fetches are load failures, never "not found": hotels -> HOTEL_ERROR, locations -> RESTAURANT_ERROR, named or not', () => {
    expect(checkNamedSelection(none, { hotels: { status: 'failed' }, locations })).toEqual({ kind: 'load-failed', reason: 'HOTEL_ERROR' });
    expect(checkNamedSelection(none, { locations: { status: 'failed' } })).toEqual({ kind: 'load-failed', reason: 'RESTAURANT_ERROR' });
    expect(checkNamedSelection({ ...none, hotel: 1 }, { hotels: { status: 'failed' }, locations: { status: 'failed' } })).toEqual({
      kind: 'load-failed',
      reason: 'HOTEL_ERROR',
    });
    expect(checkNamedSelection({ ...none, hotel: 1 }, { hotels: { status: 'failed' }, locations })).toEqual({ kind: 'load-failed', reason: 'HOTEL_ERROR' });
  });
  it('a named hotel waits for the hotels list, then must be in it', () => {
    expect(checkNamedSelection({ ...none, hotel: 1 }, { locations })).toEqual({ kind: 'waiting' });
    expect(checkNamedSelection({ ...none, hotel: 1 }, { hotels: { status: 'pending' }, locations })).toEqual({ kind: 'waiting' });
    expect(checkNamedSelection({ ...none, hotel: 1 }, lists)).toEqual({ kind: 'ok' });
    expect(checkNamedSelection({ ...none, hotel: 9 }, lists)).toEqual({ kind: 'not-found', reason: 'HOTEL_ERROR' });
  });
  it('no hotel named: the hotels list is not needed', () => {
    expect(checkNamedSelection({ ...none, restaurant: 20 }, { locations })).toEqual({ kind: 'ok' });
  });
  it('a named restaurant must be in the locations list', () => {
    expect(checkNamedSelection({ ...none, restaurant: 20 }, lists)).toEqual({ kind: 'ok' });
    expect(checkNamedSelection({ ...none, restaurant: 99 }, lists)).toEqual({ kind: 'not-found', reason: 'RESTAURANT_ERROR' });
  });
  it('a named restaurant of a named hotel must belong to it (hotel list or location side)', () => {
    expect(checkNamedSelection({ ...none, hotel: 1, restaurant: 10 }, lists)).toEqual({ kind: 'ok' });
    expect(checkNamedSelection({ ...none, hotel: 1, restaurant: 11 }, lists)).toEqual({ kind: 'ok' });
    expect(checkNamedSelection({ ...none, hotel: 1, restaurant: 20 }, lists)).toEqual({ kind: 'not-found', reason: 'RESTAURANT_ERROR' });
    // Hotel 2 records no locations and location 20 no hotel: membership unknown, accepted.
    expect(checkNamedSelection({ ...none, hotel: 2, restaurant: 20 }, lists)).toEqual({ kind: 'ok' });
    // Location 10 says it belongs to hotel 1.
    expect(checkNamedSelection({ ...none, hotel: 2, restaurant: 10 }, lists)).toEqual({ kind: 'not-found', reason: 'RESTAURANT_ERROR' });
  });
  it('a named experience must be an active experience of the named restaurant', () => {
    expect(checkNamedSelection({ ...none, restaurant: 10, experience: 'PICKUP' }, lists)).toEqual({ kind: 'ok' });
    expect(checkNamedSelection({ ...none, restaurant: 10, experienceId: 100 }, lists)).toEqual({ kind: 'ok' });
    expect(checkNamedSelection({ ...none, restaurant: 10, experience: 'DINE_IN' }, lists)).toEqual({ kind: 'not-found', reason: 'EXPERIENCE_ERROR' });
    expect(checkNamedSelection({ ...none, restaurant: 10, experienceId: 101 }, lists)).toEqual({ kind: 'not-found', reason: 'EXPERIENCE_ERROR' });
    expect(checkNamedSelection({ ...none, restaurant: 10, experience: 'ROOM_SERVICE' }, lists)).toMatchObject({ reason: 'EXPERIENCE_ERROR' });
  });
  it('experienceId wins over the type (as the selection store matches)', () => {
    expect(checkNamedSelection({ ...none, restaurant: 10, experience: 'NOPE', experienceId: 100 }, lists)).toEqual({ kind: 'ok' });
    expect(checkNamedSelection({ ...none, restaurant: 10, experience: 'PICKUP', experienceId: 110 }, lists)).toMatchObject({ reason: 'EXPERIENCE_ERROR' });
  });
  it('an experience without a restaurant must exist in some fetched location', () => {
    expect(checkNamedSelection({ ...none, hotel: 1, experience: 'DINE_IN' }, lists)).toEqual({ kind: 'ok' });
    expect(checkNamedSelection({ ...none, experience: 'KIOSK' }, lists)).toEqual({ kind: 'not-found', reason: 'EXPERIENCE_ERROR' });
  });
  it('reports the outermost missing thing first', () => {
    expect(checkNamedSelection({ hotel: 9, restaurant: 99, experience: 'X', experienceId: null }, lists)).toMatchObject({ reason: 'HOTEL_ERROR' });
    expect(checkNamedSelection({ hotel: 1, restaurant: 99, experience: 'X', experienceId: null }, lists)).toMatchObject({ reason: 'RESTAURANT_ERROR' });
  });
});

describe('resolveStartup', () => {
  it('not-found before any redirect', () => {
    expect(resolveStartup({ ...none, restaurant: 99 }, '/', lists)).toEqual({ kind: 'not-found', path: '/not-found', query: { reason: 'RESTAURANT_ERROR' } });
  });
  it('a failed list load goes to not-found marked failed=load', () => {
    expect(resolveStartup({ ...none, hotel: 1 }, '/', { hotels: { status: 'failed' }, locations })).toEqual({
      kind: 'not-found',
      path: '/not-found',
      query: { reason: 'HOTEL_ERROR', failed: 'load' },
    });
    expect(resolveStartup(none, '/', { locations: { status: 'failed' } })).toEqual({
      kind: 'not-found',
      path: '/not-found',
      query: { reason: 'RESTAURANT_ERROR', failed: 'load' },
    });
  });
  it('waits while a needed list is loading', () => {
    expect(resolveStartup({ ...none, hotel: 1 }, '/', { locations })).toEqual({ kind: 'waiting' });
  });
  it('otherwise follows startupRedirect', () => {
    expect(resolveStartup({ hotel: 1, restaurant: 10, experience: 'PICKUP', experienceId: null }, '/', lists)).toEqual({ kind: 'redirect', path: '/menu' });
    expect(resolveStartup({ ...none, hotel: 1 }, '/', lists)).toEqual({ kind: 'redirect', path: '/location' });
    expect(resolveStartup({ ...none, hotel: 1 }, '/location', lists)).toEqual({ kind: 'stay' });
    expect(resolveStartup({ ...none, restaurant: 20 }, '/menu', lists)).toEqual({ kind: 'redirect', path: '/' });
    expect(resolveStartup(none, '/menu', lists)).toEqual({ kind: 'stay' });
  });
});

describe('not-found route and reason', () => {
  it('builds the route', () => {
    expect(notFoundRoute('HOTEL_ERROR')).toEqual({ kind: 'not-found', path: '/not-found', query: { reason: 'HOTEL_ERROR' } });
  });
  it('parses known reasons; anything else is generic', () => {
    expect(parseNotFoundReason('HOTEL_ERROR')).toBe('HOTEL_ERROR');
    expect(parseNotFoundReason('RESTAURANT_ERROR')).toBe('RESTAURANT_ERROR');
    expect(parseNotFoundReason('EXPERIENCE_ERROR')).toBe('EXPERIENCE_ERROR');
    expect(parseNotFoundReason('NOT_FOUND_ERROR')).toBe('NOT_FOUND_ERROR');
    expect(parseNotFoundReason('hotel_error')).toBe(GENERIC_NOT_FOUND);
    expect(parseNotFoundReason(undefined)).toBe('NOT_FOUND_ERROR');
    expect(parseNotFoundReason(null)).toBe('NOT_FOUND_ERROR');
  });
});

import { describe, expect, it } from 'vitest';
import { afterOrderRoute, homeRoute, kioskStartRoute } from './home-route';

const open = { blockHomePage: false, hotel: null, locationGroupId: null, kiosk: false, restaurant: null };

describe('homeRoute', () => {
  it('is the home page unless the business blocks it', () => {
    expect(homeRoute(open)).toEqual({ path: '/', query: {} });
    expect(homeRoute({ ...open, blockHomePage: true })).toEqual({ path: '/location', query: {} });
  });

  it('keeps the hotel and location group of the start-up URL on the location list', () => {
    expect(homeRoute({ blockHomePage: true, hotel: 511, locationGroupId: 601 })).toEqual({
      path: '/location',
      query: { hotel: '511', location_group_id: '601' },
    });
  });
});

describe('afterOrderRoute (confirmation Done)', () => {
  it('goes home by default', () => {
    expect(afterOrderRoute(open)).toEqual({ path: '/', query: {} });
  });

  it('goes to the location list for a location group or a blocked home page', () => {
    expect(afterOrderRoute({ ...open, locationGroupId: 602 })).toEqual({ path: '/location', query: { location_group_id: '602' } });
    expect(afterOrderRoute({ ...open, blockHomePage: true })).toEqual({ path: '/location', query: {} });
  });
});

describe('kioskStartRoute', () => {
  it("is the menu of the kiosk's restaurant, otherwise home (never a blocked home's location list)", () => {
    expect(kioskStartRoute({ restaurant: 2301, hotel: null, locationGroupId: null })).toEqual({ path: '/menu', query: {} });
    expect(kioskStartRoute({ restaurant: null, hotel: null, locationGroupId: 601 })).toEqual({ path: '/', query: {} });
  });

  it("is where a kiosk's Done goes, whatever the home page settings", () => {
    expect(afterOrderRoute({ ...open, kiosk: true, restaurant: 2301, blockHomePage: true, locationGroupId: 602 })).toEqual({ path: '/menu', query: {} });
  });
});

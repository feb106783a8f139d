import { describe, expect, it } from 'vitest';
import type { Location, UiConfiguration } from './types';
import { layerUiConfigurations, placeUiConfigurationIds, type UiPlace } from './ui-place';

const location = (overrides: Partial<Location> = {}): Location => ({
  id: 11,
  name: 'Deli',
  image: null,
  shortDescription: '',
  longDescription: '',
  currencyCode: 'USD',
  phone: null,
  timeZone: 'America/New_York',
  dateFormat: 'MM/dd/yyyy',
  timeFormat: 'hh:mm a',
  address: '',
  experiences: [],
  hotelId: null,
  locationGroupId: null,
  uiConfigurationId: null,
  ...overrides,
});
const place = (overrides: Partial<UiPlace>): UiPlace => ({ path: '/', routeHotelId: null, selectedHotelId: null, location: null, ...overrides });
const hotels = new Map([[512, 702]]);
const hotelUi = (id: number) => hotels.get(id) ?? null;

const business: UiConfiguration = {
  name: 'Lumen',
  policyUrl: 'https://p.test/cookies',
  hideAvailabilityBanner: false,
  colors: { primary: '#9a3412', background: '#fffbf5', text: '#1c1917' },
  fontFamily: 'Georgia',
  logoUrl: 'https://p.test/lumen.svg',
  faviconUrl: 'https://p.test/lumen-icon.svg',
  accessibilityWidgetUrl: 'https://p.test/a11y.js',
  footerLinks: [{ label: 'Legal', url: 'https://p.test/legal' }],
};

describe('placeUiConfigurationIds (whose look applies where)', () => {
  it("on the restaurant's screens, the location's own over its hotel's", () => {
    const deli = location({ uiConfigurationId: 701 });
    for (const path of ['/menu', '/menu/order', '/menu/checkout', '/menu/confirm', '/menu/12', '/order/ord_1']) {
      expect(placeUiConfigurationIds(place({ path, location: deli }), hotelUi), path).toEqual([701]);
    }
    expect(placeUiConfigurationIds(place({ path: '/menu', location: location({ hotelId: 512, uiConfigurationId: 701 }) }), hotelUi)).toEqual([702, 701]);
    // A hotel outlet without a look of its own takes its hotel's.
    expect(placeUiConfigurationIds(place({ path: '/menu', location: location({ hotelId: 512 }) }), hotelUi)).toEqual([702]);
  });

  it("on a hotel's location list its hotel's; anywhere else only the business's", () => {
    expect(placeUiConfigurationIds(place({ path: '/location', routeHotelId: 512 }), hotelUi)).toEqual([702]);
    expect(placeUiConfigurationIds(place({ path: '/location/2104/info', selectedHotelId: 512 }), hotelUi)).toEqual([702]);
    expect(placeUiConfigurationIds(place({ path: '/location', routeHotelId: 511 }), hotelUi)).toEqual([]);
    // Home, not-found and the expired session: the guest left the restaurant, whatever stays selected.
    const deli = location({ uiConfigurationId: 701, hotelId: 512 });
    for (const path of ['/', '/not-found', '/order-timeout']) {
      expect(placeUiConfigurationIds(place({ path, location: deli, selectedHotelId: 512 }), hotelUi), path).toEqual([]);
    }
    // The menu without a selected location has nothing of its own yet.
    expect(placeUiConfigurationIds(place({ path: '/menu' }), hotelUi)).toEqual([]);
  });

  it("in a widget started for a hotel, that hotel's on every screen, under its outlet's own on the outlet's screens", () => {
    for (const path of ['/', '/not-found', '/order-timeout']) {
      expect(placeUiConfigurationIds(place({ path, startupHotelId: 512 }), hotelUi), path).toEqual([702]);
    }
    expect(
      placeUiConfigurationIds(place({ path: '/menu', startupHotelId: 512, location: location({ hotelId: 512, uiConfigurationId: 701 }) }), hotelUi),
    ).toEqual([702, 701]);
  });
});

describe('layerUiConfigurations', () => {
  it('lays each part of the look over the one beneath, keeping the frame texts and links of the business', () => {
    const hotel: UiConfiguration = {
      ...business,
      name: 'City',
      colors: { primary: '#1e3a8a' },
      fontFamily: null,
      logoUrl: 'https://p.test/city.svg',
      faviconUrl: null,
      footerLinks: [],
      policyUrl: null,
    };
    const deli: UiConfiguration = {
      ...hotel,
      name: 'Deli',
      colors: { background: '#f7fbf4', text: ' ' },
      fontFamily: 'Trebuchet MS',
      logoUrl: null,
      faviconUrl: 'https://p.test/deli-icon.svg',
      accessibilityWidgetUrl: 'https://p.test/deli-a11y.js',
    };
    expect(layerUiConfigurations(business, [hotel, deli])).toEqual({
      ...business,
      colors: { primary: '#1e3a8a', background: '#f7fbf4', text: '#1c1917' },
      fontFamily: 'Trebuchet MS',
      logoUrl: 'https://p.test/city.svg',
      faviconUrl: 'https://p.test/deli-icon.svg',
      accessibilityWidgetUrl: 'https://p.test/deli-a11y.js',
    });
  });

  it('skips layers not loaded yet, and starts from the first loaded one without a business configuration', () => {
    expect(layerUiConfigurations(business, [null])).toBe(business);
    expect(layerUiConfigurations(null, [])).toBeNull();
    const own = { ...business, name: 'Own' };
    expect(layerUiConfigurations(null, [null, own])).toBe(own);
  });
});

import { describe, expect, it } from 'vitest';
import {
  EMPTY_STARTUP_PARAMS,
  decodeBase64Utf8,
  encodeBase64Utf8,
  isLocationPath,
  parseStartupParams,
  readStateParam,
  startupRedirect,
  stateForPath,
  withoutStartupCredentials,
  withStateParam,
} from './startup-params';

const b64 = (value: unknown) => encodeBase64Utf8(JSON.stringify(value));
const withState = (value: unknown, extra = '') => `?state=${encodeURIComponent(b64(value))}${extra}`;

describe('parseStartupParams: query parameters', () => {
  it('reads every parameter', () => {
    const params = parseStartupParams(
      '?isNative=true&isIframe=1&hotel=3&location_group_id=4&restaurant=5&experience=PICKUP&date=2030-01-07&time=12:15' +
        '&accessToken=a&refreshToken=r&room=101&table=7&grace=true&deviceId=kiosk-1&language=he_IL',
    );
    expect(params).toEqual({
      isNative: true,
      isIframe: true,
      hotel: 3,
      locationGroupId: 4,
      restaurant: 5,
      experience: 'PICKUP',
      experienceId: null,
      date: '2030-01-07',
      time: '12:15',
      checkoutTime: null,
      accessToken: 'a',
      refreshToken: 'r',
      room: '101',
      table: '7',
      grace: true,
      deviceId: 'kiosk-1',
      language: 'he_IL',
    });
  });
  it('gives defaults for an empty query, with or without ?', () => {
    expect(parseStartupParams('')).toEqual(EMPTY_STARTUP_PARAMS);
    expect(parseStartupParams('?')).toEqual(EMPTY_STARTUP_PARAMS);
    expect(parseStartupParams('hotel=2').hotel).toBe(2);
  });
  it('ignores malformed values', () => {
    const params = parseStartupParams('?hotel=abc&restaurant=-1&isNative=maybe&room=&table=null&grace=no');
    expect(params).toMatchObject({ hotel: null, restaurant: null, isNative: false, room: null, table: null, grace: false });
  });
});

describe('parseStartupParams: state parameter', () => {
  const state = {
    isNative: true,
    isIframe: false,
    date: '2030-01-08',
    checkoutTime: '2030-01-08T10:00:00+02:00',
    hotel: 3,
    location_group_id: 9,
    restaurant: 5,
    experience: 'ROOM_SERVICE',
    experienceId: 44,
    urlrestaurant: true,
    room: '12',
    table: '3',
    deviceId: 'd-1',
  };
  it('reads every state field', () => {
    expect(parseStartupParams(withState(state))).toEqual({
      ...EMPTY_STARTUP_PARAMS,
      isNative: true,
      date: '2030-01-08',
      checkoutTime: '2030-01-08T10:00:00+02:00',
      hotel: 3,
      locationGroupId: 9,
      restaurant: 5,
      experience: 'ROOM_SERVICE',
      experienceId: 44,
      room: '12',
      table: '3',
      deviceId: 'd-1',
    });
    expect(readStateParam(b64(state)).urlrestaurant).toBe(true);
  });
  it('lets query parameters win over state', () => {
    const params = parseStartupParams(withState(state, '&restaurant=6&room=200&isNative=false'));
    expect(params).toMatchObject({ restaurant: 6, room: '200', isNative: false, hotel: 3, experienceId: 44 });
  });
  it('accepts URL-safe, unpadded base64, a raw + turned into a space, and UTF-8', () => {
    const encoded = b64({ room: 'חדר 5', experienceType: 'PICKUP', hotel: '7' });
    const urlSafe = encoded.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(readStateParam(urlSafe)).toEqual({ room: 'חדר 5', experience: 'PICKUP', hotel: 7 });
    expect(decodeBase64Utf8('Pz8/')).toBe('???');
    expect(decodeBase64Utf8('Pz8 ')).toBe(decodeBase64Utf8('Pz8+'));
  });
  it('ignores invalid base64, invalid JSON and non-objects without throwing', () => {
    for (const bad of ['%%%', '!!notbase64', encodeBase64Utf8('{not json'), b64([1, 2]), b64('text'), b64(null), 'A']) {
      expect(() => parseStartupParams(`?state=${encodeURIComponent(bad)}&hotel=2`)).not.toThrow();
      expect(parseStartupParams(`?state=${encodeURIComponent(bad)}&hotel=2`)).toEqual({ ...EMPTY_STARTUP_PARAMS, hotel: 2 });
    }
  });
  it('drops state fields of the wrong type', () => {
    expect(readStateParam(b64({ hotel: 'x', room: 5, isIframe: 'yes', date: {} }))).toEqual({ room: '5', isIframe: true });
  });
});

describe('startupRedirect', () => {
  const p = (hotel: number | null, restaurant: number | null, experience: string | null) => ({ hotel, restaurant, experience, experienceId: null });
  it('experience, restaurant and hotel: /menu', () => {
    expect(startupRedirect(p(1, 2, 'PICKUP'), '/')).toBe('/menu');
    expect(startupRedirect(p(1, 2, 'PICKUP'), '/menu')).toBeNull();
    expect(startupRedirect({ hotel: 1, restaurant: 2, experience: null, experienceId: 9 }, '/location')).toBe('/menu');
  });
  it('hotel but not on a location path: /location', () => {
    expect(startupRedirect(p(1, null, null), '/')).toBe('/location');
    expect(startupRedirect(p(1, 2, null), '/menu')).toBe('/location');
    expect(startupRedirect(p(1, null, null), '/location')).toBeNull();
    expect(startupRedirect(p(1, null, null), '/location/4/info')).toBeNull();
  });
  it('otherwise: /', () => {
    expect(startupRedirect(p(null, 2, 'PICKUP'), '/menu')).toBe('/');
    expect(startupRedirect(p(null, 2, null), '/index.html')).toBeNull();
  });
  it("leaves an order's own page where it is, whatever the address names", () => {
    expect(startupRedirect(p(1, null, null), '/order/ord_1')).toBeNull();
    expect(startupRedirect(p(null, 2, 'PICKUP'), '/order/ord_1')).toBeNull();
    expect(startupRedirect(p(1, null, null), '/order')).toBe('/location');
  });
  it('does nothing without hotel, restaurant or experience', () => {
    expect(startupRedirect(p(null, null, null), '/menu/checkout')).toBeNull();
  });
  it('isLocationPath', () => {
    expect(isLocationPath('/location')).toBe(true);
    expect(isLocationPath('location/3/info?x=1')).toBe(true);
    expect(isLocationPath('/locations')).toBe(false);
  });
});

describe('withoutStartupCredentials', () => {
  it.each([
    ['https://shop.test/order?accessToken=a&refreshToken=r', 'https://shop.test/order'],
    ['https://shop.test/order?restaurant=3&accessToken=a&refreshToken=r&language=he', 'https://shop.test/order?restaurant=3&language=he'],
    ['https://shop.test/?ACCESSTOKEN=a&RefreshToken=r&accessToken=b#/menu', 'https://shop.test/#/menu'],
    ['https://shop.test/#/menu?accessToken=a&table=4', 'https://shop.test/#/menu?table=4'],
    ['https://shop.test/#/menu?accessToken=a', 'https://shop.test/#/menu'],
    ['https://shop.test/#accessToken=a&refreshToken=r', 'https://shop.test/'],
    ['https://shop.test/#accessToken=a&x=1', 'https://shop.test/#x=1'],
    ['https://shop.test/p?accessToken=a#/checkout?refreshToken=r', 'https://shop.test/p#/checkout'],
  ])('removes the tokens from %s', (href, clean) => {
    expect(withoutStartupCredentials(href)).toBe(clean);
  });

  it('removes tokens carried in the state parameter, keeping the rest of the state', () => {
    const href = `https://shop.test/${withState({ restaurant: 3, accessToken: 'a', refreshToken: 'r' }, '&experience=PICKUP')}`;
    const clean = withoutStartupCredentials(href);
    expect(clean).not.toBeNull();
    const url = new URL(clean!);
    expect(url.searchParams.get('experience')).toBe('PICKUP');
    expect(JSON.parse(decodeBase64Utf8(url.searchParams.get('state')!)!)).toEqual({ restaurant: 3 });
    const inHash = withoutStartupCredentials(`https://shop.test/#/menu${withState({ table: '4', accessToken: 'a' })}`);
    expect(JSON.parse(decodeBase64Utf8(new URLSearchParams(new URL(inHash!).hash.split('?')[1]).get('state')!)!)).toEqual({ table: '4' });
  });

  it('gives null when there is nothing to remove, so history is left alone', () => {
    expect(withoutStartupCredentials('https://shop.test/?restaurant=3#/menu?table=4')).toBeNull();
    expect(withoutStartupCredentials(`https://shop.test/${withState({ restaurant: 3 })}`)).toBeNull();
    expect(withoutStartupCredentials('https://shop.test/?state=not-base64!')).toBeNull();
    expect(withoutStartupCredentials('https://shop.test/?token=x&access=y')).toBeNull();
    expect(withoutStartupCredentials('not a url')).toBeNull();
  });
});

describe('state written back', () => {
  const full = {
    isNative: true,
    date: '2026-11-24',
    checkoutTime: '2026-11-24T17:00:00Z',
    hotel: 511,
    location_group_id: 601,
    restaurant: 2003,
    experience: 'DINE_IN',
    experienceId: 3005,
    urlrestaurant: true,
    room: '101',
    table: '12',
  };
  it('leaves out what each path must not carry', () => {
    for (const home of ['/', '/index.html', '/not-found']) {
      expect(stateForPath(full, home)).toEqual({
        isNative: true,
        checkoutTime: full.checkoutTime,
        location_group_id: 601,
        experience: 'DINE_IN',
        experienceId: 3005,
        urlrestaurant: true,
        room: '101',
        table: '12',
      });
    }
    expect(stateForPath(full, '/location')).toEqual({
      isNative: true,
      date: full.date,
      hotel: 511,
      location_group_id: 601,
      experience: 'DINE_IN',
      urlrestaurant: true,
      room: '101',
      table: '12',
    });
    expect(stateForPath(full, '/location/2003/info')).not.toHaveProperty('restaurant');
    expect(stateForPath(full, '/menu/confirm')).not.toHaveProperty('table');
    expect(stateForPath(full, '/menu/confirm')).not.toHaveProperty('room');
    expect(stateForPath(full, '/order/ord_1')).not.toHaveProperty('table');
    expect(stateForPath(full, '/order/ord_1')).toMatchObject({ restaurant: full.restaurant, hotel: 511 });
    expect(stateForPath(full, '/menu')).toEqual(full);
  });
  it('writes state into the address in place of the parameters it carries, keeping the rest and the hash; reads back the same', () => {
    const href = 'https://hotel.example/order?restaurant=2003&experience=PICKUP&utm=x#go:/menu';
    const next = withStateParam(href, { restaurant: 2004, experienceId: 3007 });
    const url = new URL(next!);
    expect(url.searchParams.get('restaurant')).toBeNull();
    expect(url.searchParams.get('utm')).toBe('x');
    expect(url.hash).toBe('#go:/menu');
    expect(parseStartupParams(url.search)).toMatchObject({ restaurant: 2004, experienceId: 3007, experience: null });
    expect(withStateParam(next!, { restaurant: 2004, experienceId: 3007 })).toBeNull();
    expect(new URL(withStateParam(next!, {})!).search).toBe('?utm=x');
  });
});

import { describe, expect, it } from 'vitest';
import { readAttributeValues } from '../domain/element-attributes';
import { elementStart } from '../domain/element-start';
import { EMPTY_STARTUP_PARAMS, type StartupParams } from '../domain/startup-params';
import { pagePaintRefusal, type PaintPage } from './paint-plan';

interface PageOptions extends Partial<Omit<PaintPage, 'start'>> {
  /** The element's attributes, as its markup gives them. */
  attributes?: Record<string, string>;
  /** `configure()` values over them. */
  configured?: Record<string, unknown>;
}

/** A page whose address names restaurant 2003's pickup menu, with `startup` and `options` over it. */
const page = (startup: Partial<StartupParams> = {}, { attributes = {}, configured = {}, ...rest }: PageOptions = {}): PaintPage => ({
  start: elementStart({
    attributes: readAttributeValues({ getAttribute: (name) => attributes[name] ?? null }),
    configured,
    params: { ...EMPTY_STARTUP_PARAMS, restaurant: 2003, experience: 'PICKUP', ...startup },
  }),
  hash: '',
  elementId: null,
  queued: [],
  ...rest,
});

describe('whether the loader may paint a deep link’s first menu (the page’s side)', () => {
  it('paints a restaurant named with its experience type or id, the first screen being that menu', () => {
    expect(pagePaintRefusal(page())).toBeNull();
    expect(pagePaintRefusal(page({ experience: null, experienceId: 3004 }))).toBeNull();
  });

  it('does not paint without a restaurant and an experience: the first screen is home', () => {
    expect(pagePaintRefusal(page({ restaurant: null }))).toBe('not-a-menu-link');
    expect(pagePaintRefusal(page({ experience: null, experienceId: null }))).toBe('not-a-menu-link');
  });

  it('does not paint on a kiosk: attribute, configure() or a device id in the address', () => {
    expect(pagePaintRefusal(page({ deviceId: 'K1' }))).toBe('kiosk');
    expect(pagePaintRefusal(page({}, { attributes: { kiosk: '' } }))).toBe('kiosk');
    expect(pagePaintRefusal(page({}, { attributes: { kiosk: 'TRUE' } }))).toBe('kiosk');
    expect(pagePaintRefusal(page({}, { configured: { kiosk: true } }))).toBe('kiosk');
    // kiosk="false" (or configure({ kiosk: false }) over the attribute) is no kiosk.
    expect(pagePaintRefusal(page({}, { attributes: { kiosk: 'false' } }))).toBeNull();
    expect(pagePaintRefusal(page({}, { attributes: { kiosk: '' }, configured: { kiosk: false } }))).toBeNull();
  });

  it('does not paint for a table or room code: the menu names the place and the session may be over', () => {
    expect(pagePaintRefusal(page({ table: '12' }))).toBe('table-or-room');
    expect(pagePaintRefusal(page({ room: '301' }))).toBe('table-or-room');
  });

  it('does not paint when a hotel is named: the app checks it against the hotels list first', () => {
    expect(pagePaintRefusal(page({ hotel: 511 }))).toBe('hotel');
  });

  it('does not paint when the element’s route is not the menu (item, order, checkout, confirmation, members, not-found)', () => {
    for (const route of [
      '/menu/12',
      '/menu/12/abc',
      '/menu/order',
      '/order',
      '/menu/checkout',
      '/menu/confirm',
      '/history',
      '/profile',
      '/location',
      '/not-found',
    ]) {
      expect(pagePaintRefusal(page({}, { hash: `#go:${route}` })), route).toBe('route');
    }
  });

  it('paints when the route is home or the menu, or the fragment is not the element’s', () => {
    for (const hash of ['#go:/', '#go:/menu', '#go:/menu?x=1', '#go:/index.html', '#contact', '#go-left:/menu/12', '']) {
      expect(pagePaintRefusal(page({}, { hash })), hash).toBeNull();
    }
  });

  it('reads the route in the element’s own namespace and under its base path', () => {
    expect(pagePaintRefusal(page({}, { hash: '#go-left:/menu/12', elementId: 'left' }))).toBe('route');
    expect(pagePaintRefusal(page({}, { hash: '#go:/menu/12', elementId: 'left' }))).toBeNull();
    expect(pagePaintRefusal(page({}, { hash: '#go:/lumen/menu/checkout', attributes: { 'base-path': 'lumen' } }))).toBe('route');
    expect(pagePaintRefusal(page({}, { hash: '#go:/lumen/menu', configured: { basePath: '/lumen/' } }))).toBeNull();
  });

  it('ignores the fragment under memory routing, which always starts at the menu of a deep link', () => {
    expect(pagePaintRefusal(page({}, { hash: '#go:/menu/checkout', attributes: { routing: 'memory' } }))).toBeNull();
  });

  it('does not paint when the host queued a call that may change the first screen', () => {
    expect(
      pagePaintRefusal(page({}, { queued: [['configure', { language: 'he' }], ['signIn', { accessToken: 'a' }], ['signOut'], ['setAnalyticsConsent', true]] })),
    ).toBeNull();
    expect(pagePaintRefusal(page({}, { queued: [['open', '/menu/12']] }))).toBe('queued-call');
    expect(pagePaintRefusal(page({}, { queued: [['setLanguage', 'he']] }))).toBe('queued-call');
    expect(pagePaintRefusal(page({}, { queued: [() => undefined] }))).toBe('queued-call');
  });
});

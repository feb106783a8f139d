// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normalizePath, parseLocation } from './route-path';
import { createRouter, type ElementRouter, hashNamespace } from './router';

describe('path rules', () => {
  it('redirects /order and maps /index(.html) to home', () => {
    expect(normalizePath('/order')).toBe('/menu/order');
    expect(normalizePath('/index')).toBe('/');
    expect(normalizePath('/index.html')).toBe('/');
    expect(normalizePath('menu//12/')).toBe('/menu/12');
    expect(normalizePath('')).toBe('/');
  });

  it('strips the base path segment-wise only', () => {
    expect(parseLocation('/my-hotel/menu?x=1', '/my-hotel')).toEqual({ path: '/menu', query: { x: '1' } });
    expect(parseLocation('/my-hotelx/menu', '/my-hotel').path).toBe('/my-hotelx/menu');
    expect(parseLocation('/my-hotel', '/my-hotel').path).toBe('/');
  });
});

describe('hash router', () => {
  let router: ElementRouter | undefined;
  beforeEach(() => {
    window.history.replaceState(null, '', '/hotel/page.html?promo=1');
  });
  afterEach(() => router?.dispose());

  it('writes a namespaced fragment and keeps the page path and query', () => {
    router = createRouter({ mode: 'hash' });
    router.navigate('/menu/order');
    expect(window.location.hash).toBe('#go:/menu/order');
    expect(window.location.pathname).toBe('/hotel/page.html');
    expect(window.location.search).toBe('?promo=1');
    expect(router.$route.get()).toEqual({ path: '/menu/order', query: {} });
  });

  it('starts from its own fragment, with redirects applied', () => {
    window.history.replaceState(null, '', '/page#go:/order');
    router = createRouter({ mode: 'hash' });
    expect(router.$route.get().path).toBe('/menu/order');
  });

  it("leaves the host's own anchors alone", () => {
    router = createRouter({ mode: 'hash' });
    router.navigate('/menu');
    window.location.hash = '#contact';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(router.$route.get().path).toBe('/menu');
    expect(window.location.hash).toBe('#contact');
  });

  it('follows fragment edits in its namespace (browser back, a pasted link)', () => {
    router = createRouter({ mode: 'hash' });
    window.location.hash = '#go:/menu/checkout?step=2';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(router.$route.get()).toEqual({ path: '/menu/checkout', query: { step: '2' } });
  });

  it('namespaces per element id so two widgets ignore each other', () => {
    expect(hashNamespace('left')).toBe('go-left');
    const left = createRouter({ mode: 'hash', namespace: hashNamespace('left') });
    const right = createRouter({ mode: 'hash', namespace: hashNamespace('right') });
    left.navigate('/menu');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(window.location.hash).toBe('#go-left:/menu');
    expect(right.$route.get().path).toBe('/');
    left.dispose();
    right.dispose();
  });

  it('prefixes the base path in the fragment and strips it when reading', () => {
    router = createRouter({ mode: 'hash', basePath: 'my-hotel/' });
    router.navigate('/location', { query: { hotel: '3' } });
    expect(window.location.hash).toBe('#go:/my-hotel/location?hotel=3');
    expect(router.$route.get()).toEqual({ path: '/location', query: { hotel: '3' } });
  });

  it('replace does not add a history entry', () => {
    router = createRouter({ mode: 'hash' });
    const before = window.history.length;
    router.navigate('/menu', { replace: true });
    expect(window.history.length).toBe(before);
    expect(window.location.hash).toBe('#go:/menu');
  });
});

describe('memory router', () => {
  it('never touches the URL and goes back through its own stack', () => {
    window.history.replaceState(null, '', '/page#contact');
    const router = createRouter({ mode: 'memory', initialPath: '/index.html' });
    expect(router.$route.get().path).toBe('/');
    router.navigate('/menu');
    router.navigate('/order');
    expect(router.$route.get().path).toBe('/menu/order');
    expect(window.location.hash).toBe('#contact');
    router.back();
    expect(router.$route.get().path).toBe('/menu');
    router.back();
    expect(router.$route.get().path).toBe('/');
    router.back();
    expect(router.$route.get().path).toBe('/');
  });

  it('replace swaps the current entry', () => {
    const router = createRouter({ mode: 'memory' });
    router.navigate('/menu');
    router.navigate('/menu/checkout', { replace: true });
    router.back();
    expect(router.$route.get().path).toBe('/');
  });

  it('ignores a navigation to the current route', () => {
    const router = createRouter({ mode: 'memory' });
    const seen: string[] = [];
    router.$route.listen((route) => seen.push(route.path));
    router.navigate('/');
    router.navigate('/menu');
    router.navigate('/menu');
    expect(seen).toEqual(['/menu']);
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizePath, parseLocation } from '../domain/route-path';
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

/** A stand-in for the frame: the address writes it was given run when the test says the frame is on screen. */
function frames() {
  let writes: (() => void)[] = [];
  return {
    schedule: (write: () => void) => {
      writes.push(write);
      return () => {
        writes = writes.filter((entry) => entry !== write);
      };
    },
    paint: () => {
      const due = writes;
      writes = [];
      for (const write of due) write();
    },
  };
}

describe('hash router', () => {
  let router: ElementRouter | undefined;
  let frame = frames();
  beforeEach(() => {
    window.history.replaceState(null, '', '/hotel/page.html?promo=1');
    frame = frames();
  });
  afterEach(() => router?.dispose());
  const hashRouter = (options: { namespace?: string; basePath?: string } = {}) =>
    createRouter({ mode: 'hash', scheduleAddressWrite: frame.schedule, ...options });

  it('writes a namespaced fragment and keeps the page path and query', () => {
    router = hashRouter();
    router.navigate('/menu/order');
    frame.paint();
    expect(window.location.hash).toBe('#go:/menu/order');
    expect(window.location.pathname).toBe('/hotel/page.html');
    expect(window.location.search).toBe('?promo=1');
    expect(router.$route.get()).toEqual({ path: '/menu/order', query: {} });
  });

  it('starts from its own fragment, with redirects applied', () => {
    window.history.replaceState(null, '', '/page#go:/order');
    router = hashRouter();
    expect(router.$route.get().path).toBe('/menu/order');
  });

  it("leaves the host's own anchors alone", () => {
    router = hashRouter();
    router.navigate('/menu');
    frame.paint();
    window.location.hash = '#contact';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(router.$route.get().path).toBe('/menu');
    expect(window.location.hash).toBe('#contact');
  });

  it('follows fragment edits in its namespace (browser back, a pasted link)', () => {
    router = hashRouter();
    window.location.hash = '#go:/menu/checkout?step=2';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(router.$route.get()).toEqual({ path: '/menu/checkout', query: { step: '2' } });
  });

  it('namespaces per element id so two widgets ignore each other', () => {
    expect(hashNamespace('left')).toBe('go-left');
    const left = hashRouter({ namespace: hashNamespace('left') });
    const right = hashRouter({ namespace: hashNamespace('right') });
    left.navigate('/menu');
    frame.paint();
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(window.location.hash).toBe('#go-left:/menu');
    expect(right.$route.get().path).toBe('/');
    left.dispose();
    right.dispose();
  });

  it('prefixes the base path in the fragment and strips it when reading', () => {
    router = hashRouter({ basePath: 'my-hotel/' });
    router.navigate('/location', { query: { hotel: '3' } });
    frame.paint();
    expect(window.location.hash).toBe('#go:/my-hotel/location?hotel=3');
    expect(router.$route.get()).toEqual({ path: '/location', query: { hotel: '3' } });
  });

  it('replace does not add a history entry', () => {
    router = hashRouter();
    const before = window.history.length;
    router.navigate('/menu', { replace: true });
    frame.paint();
    expect(window.history.length).toBe(before);
    expect(window.location.hash).toBe('#go:/menu');
  });

  it('changes the route at once and the address only once its frame is shown', () => {
    router = hashRouter();
    const push = vi.spyOn(window.history, 'pushState');
    router.navigate('/menu/12');
    expect(router.$route.get().path).toBe('/menu/12');
    expect(push).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
    frame.paint();
    expect(push).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#go:/menu/12');
    push.mockRestore();
  });

  it('keeps the order of the writes of one frame: a push each, a replace rewrites the entry before it', () => {
    router = hashRouter();
    const before = window.history.length;
    router.navigate('/menu');
    router.navigate('/menu/12');
    router.navigate('/menu', { replace: true });
    frame.paint();
    expect(window.history.length).toBe(before + 2);
    expect(window.location.hash).toBe('#go:/menu');
  });

  it('writes what is pending before going back, so back leaves the route the guest is on', () => {
    router = hashRouter();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    router.navigate('/menu');
    router.navigate('/menu/12');
    router.back();
    expect(window.location.hash).toBe('#go:/menu/12');
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it('drops what is pending when the browser goes back or forward before the paint', () => {
    router = hashRouter();
    router.navigate('/menu');
    frame.paint();
    router.navigate('/menu/12');
    window.dispatchEvent(new PopStateEvent('popstate'));
    frame.paint();
    expect(window.location.hash).toBe('#go:/menu');
    expect(router.$route.get().path).toBe('/menu');
  });

  it('writes what is pending when the page is left, when asked, and when disposed', () => {
    router = hashRouter();
    router.navigate('/menu');
    window.dispatchEvent(new Event('pagehide'));
    expect(window.location.hash).toBe('#go:/menu');
    router.navigate('/menu/order');
    router.flushAddress();
    expect(window.location.hash).toBe('#go:/menu/order');
    router.navigate('/menu/checkout');
    router.dispose();
    expect(window.location.hash).toBe('#go:/menu/checkout');
  });

  it('waits by default until the frame after the next paint, when the new screen is on screen', () => {
    vi.useFakeTimers();
    const frameCallbacks: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frameCallbacks.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    try {
      router = createRouter({ mode: 'hash' });
      router.navigate('/menu');
      vi.advanceTimersByTime(0);
      expect(window.location.hash).toBe('');
      frameCallbacks.shift()!(0);
      vi.advanceTimersByTime(0);
      // Painted, but still on its way to the screen.
      expect(window.location.hash).toBe('');
      frameCallbacks.shift()!(0);
      vi.advanceTimersByTime(0);
      expect(window.location.hash).toBe('#go:/menu');
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
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

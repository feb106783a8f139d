// @vitest-environment happy-dom
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStateParam, type StateParam } from '../domain/startup-params';
import { keepStateInAddress, STATE_WRITE_DEBOUNCE_MS } from './address-state';

function source(initial: StateParam | null) {
  const $route = atom({ path: '/menu' });
  const $state = atom<StateParam | null>(initial);
  return {
    $route,
    $state,
    pageState: () => $state.get(),
    onPageStateChange: (listener: () => void) => $state.listen(listener),
  };
}

const written = (): StateParam | null => {
  const param = new URL(window.location.href).searchParams.get('state');
  return param === null ? null : readStateParam(param);
};

describe('keepStateInAddress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/page?utm=x');
  });
  afterEach(() => vi.useRealTimers());

  it('writes a burst of route and page-state changes once, after the debounce, keeping other parameters', () => {
    const page = source({});
    const replace = vi.spyOn(window.history, 'replaceState');
    const stop = keepStateInAddress(window, page);
    page.$state.set({ restaurant: 2003 });
    page.$state.set({ restaurant: 2003, experience: 'PICKUP' });
    page.$route.set({ path: '/menu/order' });
    vi.advanceTimersByTime(STATE_WRITE_DEBOUNCE_MS - 1);
    expect(replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(written()).toEqual({ restaurant: 2003, experience: 'PICKUP' });
    expect(new URL(window.location.href).searchParams.get('utm')).toBe('x');
    stop();
    replace.mockRestore();
  });

  it('going home drops the restaurant from the address, so a reload lands home', () => {
    const page = source({ restaurant: 2003, experience: 'PICKUP' });
    const stop = keepStateInAddress(window, page);
    page.$route.set({ path: '/menu/order' });
    vi.advanceTimersByTime(STATE_WRITE_DEBOUNCE_MS);
    expect(written()).toEqual({ restaurant: 2003, experience: 'PICKUP' });
    page.$route.set({ path: '/' });
    vi.advanceTimersByTime(STATE_WRITE_DEBOUNCE_MS);
    expect(written()).toEqual({ experience: 'PICKUP' });
    stop();
  });

  it('a page being left writes the pending change at once', () => {
    const page = source({ restaurant: 2003 });
    const stop = keepStateInAddress(window, page);
    page.$state.set({ restaurant: 2004 });
    window.dispatchEvent(new Event('pagehide'));
    expect(written()).toEqual({ restaurant: 2004 });
    stop();
  });

  it('writes nothing while the start-up restores the address, nor after it is stopped', () => {
    const page = source(null);
    const stop = keepStateInAddress(window, page);
    page.$route.set({ path: '/menu/order' });
    vi.advanceTimersByTime(STATE_WRITE_DEBOUNCE_MS);
    expect(written()).toBeNull();
    page.$state.set({ restaurant: 2003 });
    stop();
    vi.advanceTimersByTime(STATE_WRITE_DEBOUNCE_MS);
    window.dispatchEvent(new Event('pagehide'));
    page.$route.set({ path: '/' });
    vi.advanceTimersByTime(STATE_WRITE_DEBOUNCE_MS);
    expect(written()).toBeNull();
  });

  it("lets the route write its own pending address first, so the state lands on the route's entry", () => {
    const page = source({ restaurant: 2003 });
    // The route's write, still waiting for a paint when the state is written (a push of /menu/order).
    const flushRoute = vi.fn(() => window.history.pushState(null, '', `${window.location.pathname}${window.location.search}#go:/menu/order`));
    const stop = keepStateInAddress(window, { ...page, flushRoute });
    page.$route.set({ path: '/menu/order' });
    vi.advanceTimersByTime(STATE_WRITE_DEBOUNCE_MS);
    expect(flushRoute).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#go:/menu/order');
    expect(written()).toEqual({ restaurant: 2003 });
    stop();
  });
});

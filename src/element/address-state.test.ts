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

  it('writes a route change at once: leaving the restaurant for home and reloading lands home', async () => {
    const page = source({ restaurant: 2003, experience: 'PICKUP' });
    const stop = keepStateInAddress(window, page);
    page.$route.set({ path: '/menu/order' });
    await Promise.resolve();
    expect(written()).toEqual({ restaurant: 2003, experience: 'PICKUP' });
    page.$route.set({ path: '/' });
    await Promise.resolve();
    // No timer has run: the home route is in the address already, without the restaurant.
    expect(written()).toEqual({ experience: 'PICKUP' });
    expect(new URL(window.location.href).searchParams.get('utm')).toBe('x');
    stop();
  });

  it('debounces page-state bursts into one write, and a route change flushes a pending one', async () => {
    const page = source({});
    const replace = vi.spyOn(window.history, 'replaceState');
    const stop = keepStateInAddress(window, page);
    page.$state.set({ restaurant: 2003 });
    page.$state.set({ restaurant: 2003, experience: 'PICKUP' });
    expect(replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(STATE_WRITE_DEBOUNCE_MS);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(written()).toEqual({ restaurant: 2003, experience: 'PICKUP' });

    page.$state.set({ restaurant: 2004, experience: 'PICKUP' });
    page.$route.set({ path: '/menu/order' });
    await Promise.resolve();
    expect(written()).toEqual({ restaurant: 2004, experience: 'PICKUP' });
    vi.advanceTimersByTime(STATE_WRITE_DEBOUNCE_MS);
    expect(replace).toHaveBeenCalledTimes(2);
    stop();
    replace.mockRestore();
  });

  it('writes nothing while the start-up restores the address, nor after it is stopped', async () => {
    const page = source(null);
    const stop = keepStateInAddress(window, page);
    page.$route.set({ path: '/menu/order' });
    await Promise.resolve();
    expect(written()).toBeNull();
    page.$state.set({ restaurant: 2003 });
    stop();
    vi.advanceTimersByTime(STATE_WRITE_DEBOUNCE_MS);
    page.$route.set({ path: '/' });
    await Promise.resolve();
    expect(written()).toBeNull();
  });
});

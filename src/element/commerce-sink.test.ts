import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommerceMoment } from '../domain/analytics/commerce-moments';
import type { ElementConfig } from '../domain/element-config';
import { menuItem } from '../domain/menu/test-support';
import { createCommerceSink, type DataLayerModule } from './commerce-sink';

afterEach(() => vi.restoreAllMocks());

const viewed = (id: number): CommerceMoment => ({ kind: 'item-viewed', item: menuItem(id), category: null, currency: { code: 'USD', minorUnit: 2 } });
const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** A sink over settings the test changes, with a fake adapter module recording what it was asked to push. */
function setup(initial: Partial<Pick<ElementConfig, 'analyticsDataLayer' | 'analyticsConsent'>> = {}) {
  const settings = { analyticsDataLayer: 'dataLayer' as string | null, analyticsConsent: false, ...initial };
  const pushed: { name: string; id: number }[] = [];
  const module = {
    pushToDataLayer: vi.fn((_win: Window, name: string, moment: CommerceMoment) => {
      if (moment.kind === 'item-viewed') pushed.push({ name, id: moment.item.id });
    }),
  } as unknown as DataLayerModule;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const load = vi.fn(() => gate.then(() => module));
  const win = {} as Window;
  const sink = createCommerceSink(() => settings, win, load);
  return { settings, pushed, load, release, sink };
}

describe('createCommerceSink', () => {
  it('drops moments before consent: granting it later sends none of them, and nothing is downloaded for them', async () => {
    const { settings, pushed, load, release, sink } = setup();
    sink(viewed(1));
    release();
    await flush();
    expect(load).not.toHaveBeenCalled();
    settings.analyticsConsent = true;
    sink(viewed(2));
    await flush();
    expect(pushed).toEqual([{ name: 'dataLayer', id: 2 }]);
  });

  it('without a data layer named nothing goes, consent or not', async () => {
    const { pushed, load, release, sink } = setup({ analyticsDataLayer: null, analyticsConsent: true });
    sink(viewed(1));
    release();
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(pushed).toEqual([]);
  });

  it('moments arriving while the adapter loads wait for it in order; one load for all', async () => {
    const { pushed, load, release, sink } = setup({ analyticsConsent: true });
    sink(viewed(1));
    sink(viewed(2));
    await flush();
    expect(pushed).toEqual([]);
    release();
    await flush();
    sink(viewed(3));
    await flush();
    expect(pushed.map(({ id }) => id)).toEqual([1, 2, 3]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a revoke stops pushing at once, even the moments still waiting for the adapter', async () => {
    const { settings, pushed, release, sink } = setup({ analyticsConsent: true });
    sink(viewed(1));
    settings.analyticsConsent = false;
    release();
    await flush();
    sink(viewed(2));
    await flush();
    expect(pushed).toEqual([]);
    settings.analyticsConsent = true;
    settings.analyticsDataLayer = 'otherLayer';
    sink(viewed(3));
    await flush();
    expect(pushed).toEqual([{ name: 'otherLayer', id: 3 }]);
  });

  it('an adapter that failed to download is reported and asked for again with the next moment', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { pushed, load, release, sink } = setup({ analyticsConsent: true });
    load.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    sink(viewed(1));
    await flush();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('could not be pushed'), expect.any(Error));
    release();
    sink(viewed(2));
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(pushed).toEqual([{ name: 'dataLayer', id: 2 }]);
  });
});

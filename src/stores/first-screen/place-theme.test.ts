// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Hotel, Location, UiConfiguration } from '../../domain/types';
import { createOrderingStores } from '../index';
import { createFakeWorld, deferred, flush, locations, uiConfiguration } from '../test-support';

// Location 11 has a look of its own (UI configuration 701); location 12 belongs to hotel 512, whose own is 702.
const themed: Location[] = [
  { ...locations[0]!, uiConfigurationId: 701 },
  { ...locations[1]!, hotelId: 512 },
];
const business: UiConfiguration = { ...uiConfiguration, colors: { primary: '#9a3412', text: '#1c1917' }, logoUrl: 'https://p.test/lumen.svg' };
const deli: UiConfiguration = { ...uiConfiguration, name: 'Deli', colors: { primary: '#166534' }, logoUrl: 'https://p.test/deli.svg' };
const city: UiConfiguration = { ...uiConfiguration, name: 'City', colors: { primary: '#1e3a8a' } };
const hotel: Hotel = { id: 512, name: 'Azure City', image: null, locationIds: [12], uiConfigurationId: 702 };

function world() {
  const w = createFakeWorld();
  const own = new Map([
    [701, deferred<UiConfiguration>()],
    [702, deferred<UiConfiguration>()],
  ]);
  w.api.getLocations.mockResolvedValue(themed);
  w.api.getHotels.mockResolvedValue([hotel]);
  w.api.getUiConfiguration.mockImplementation((id?: number) => (id === undefined ? Promise.resolve(business) : own.get(id)!.promise));
  const stores = createOrderingStores(w.deps);
  const $route = w.deps.router.$route as unknown as { set(route: { path: string; query: Record<string, string> }): void };
  return { w, own, stores, go: (path: string, query: Record<string, string> = {}) => $route.set({ path, query }) };
}

describe('the place theme (a restaurant or hotel look over the business one)', () => {
  it("asks for a location's own look when it is selected, with its experience; applies it in the restaurant and drops it on leaving", async () => {
    const { w, own, stores, go } = world();
    stores.start();
    await stores.started();
    const $ui = stores.placeTheme.$uiConfiguration;
    const stop = $ui.listen(() => undefined);
    expect($ui.get()?.colors.primary).toBe('#9a3412');

    stores.selection.selectLocation(11);
    // Asked at once, alongside the experience: never after the menu.
    expect(w.api.getUiConfiguration).toHaveBeenCalledWith(701);
    expect(w.api.getExperience).toHaveBeenCalled();
    own.get(701)!.resolve(deli);
    await flush();
    // Still on home: the business's look.
    expect($ui.get()?.colors.primary).toBe('#9a3412');
    go('/menu');
    expect($ui.get()).toMatchObject({ name: uiConfiguration.name, colors: { primary: '#166534', text: '#1c1917' }, logoUrl: 'https://p.test/deli.svg' });
    go('/menu/order');
    expect($ui.get()?.colors.primary).toBe('#166534');
    // Back home: the business's look again, without asking twice when the guest comes back.
    go('/');
    expect($ui.get()?.colors.primary).toBe('#9a3412');
    go('/menu');
    expect($ui.get()?.colors.primary).toBe('#166534');
    expect(w.api.getUiConfiguration.mock.calls.filter(([id]) => id === 701)).toHaveLength(1);
    stop();
  });

  it("a hotel's own look applies on its location list and in its outlets, once the hotels name it", async () => {
    const { w, own, stores, go } = world();
    stores.start();
    await stores.started();
    const $ui = stores.placeTheme.$uiConfiguration;
    const stop = $ui.listen(() => undefined);
    go('/location', { hotel: '512' });
    expect(w.api.getUiConfiguration).not.toHaveBeenCalledWith(702);
    await (await stores.locations()).loadHotels();
    expect(w.api.getUiConfiguration).toHaveBeenCalledWith(702);
    own.get(702)!.resolve(city);
    await flush();
    expect($ui.get()?.colors.primary).toBe('#1e3a8a');
    stores.selection.selectLocation(12);
    go('/menu');
    expect($ui.get()?.colors.primary).toBe('#1e3a8a');
    go('/');
    expect($ui.get()?.colors.primary).toBe('#9a3412');
    stop();
  });

  it('a look that cannot be loaded leaves the business one, and is asked again on the next visit', async () => {
    const { w, own, stores, go } = world();
    stores.start();
    await stores.started();
    const $ui = stores.placeTheme.$uiConfiguration;
    const stop = $ui.listen(() => undefined);
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      stores.selection.selectLocation(11);
      go('/menu');
      own.get(701)!.reject(new Error('offline'));
      await flush();
      expect($ui.get()?.colors.primary).toBe('#9a3412');
      own.set(701, deferred<UiConfiguration>());
      go('/');
      go('/menu');
      expect(w.api.getUiConfiguration.mock.calls.filter(([id]) => id === 701)).toHaveLength(2);
    } finally {
      console.warn = warn;
      stop();
    }
  });
});

// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createOrderingStores } from './index';
import { businessConfiguration, createFakeWorld, deferred, experienceFor, flush, locations, uiConfiguration, storesAtMenu } from './test-support';

describe('start()', () => {
  it('asks for business configuration, UI configuration and locations at once', async () => {
    const world = createFakeWorld();
    const config = deferred<typeof businessConfiguration>();
    const ui = deferred<typeof uiConfiguration>();
    const list = deferred<typeof locations>();
    world.api.getBusinessConfiguration.mockReturnValue(config.promise);
    world.api.getUiConfiguration.mockReturnValue(ui.promise);
    world.api.getLocations.mockReturnValue(list.promise);
    const stores = createOrderingStores(world.deps);
    stores.start();
    // Nothing has answered yet, and all three calls are already out.
    expect(world.api.getBusinessConfiguration).toHaveBeenCalledTimes(1);
    expect(world.api.getUiConfiguration).toHaveBeenCalledTimes(1);
    expect(world.api.getLocations).toHaveBeenCalledTimes(1);
    expect(stores.business.$status.get()).toBe('loading');
    config.resolve(businessConfiguration);
    ui.resolve(uiConfiguration);
    list.resolve(locations);
    await stores.started();
    expect(stores.business.$status.get()).toBe('ready');
    expect(stores.business.$locations.get()).toHaveLength(2);
    expect(stores.business.$flow.get()).toBe('RESTAURANT');
  });

  it('with only a publishable key, the UI configuration and locations wait for the business the configuration names', async () => {
    const world = createFakeWorld({ config: { businessId: null } });
    const config = deferred<typeof businessConfiguration>();
    world.api.getBusinessConfiguration.mockReturnValue(config.promise);
    const askedFor: (number | null)[] = [];
    world.api.getUiConfiguration.mockImplementation(async () => {
      askedFor.push(world.deps.scope.businessId());
      return uiConfiguration;
    });
    world.api.getLocations.mockImplementation(async () => {
      askedFor.push(world.deps.scope.businessId());
      return locations;
    });
    const stores = createOrderingStores(world.deps);
    stores.start();
    await flush();
    expect(world.api.getLocations).not.toHaveBeenCalled();
    expect(world.api.getUiConfiguration).not.toHaveBeenCalled();
    config.resolve({ ...businessConfiguration, businessId: 1001, flow: 'HOTEL' });
    await stores.started();
    // Both went out once the scope knew the business, which every later call and store reads.
    expect(askedFor).toEqual([1001, 1001]);
    expect(stores.business.$status.get()).toBe('ready');
    expect(stores.business.businessId()).toBe(1001);
    expect(stores.business.$flow.get()).toBe('HOTEL');
    expect(world.deps.scope.storageKey('go-checkout')).toBe('go-checkout:pk');
  });

  it('preselects restaurant and experience from start-up parameters and opens the menu', async () => {
    const world = createFakeWorld({ startup: { restaurant: 12, experience: 'DELIVERY' } });
    const stores = createOrderingStores(world.deps);
    stores.start();
    await stores.started();
    expect(stores.selection.$locationId.get()).toBe(12);
    expect(stores.selection.$experienceId.get()).toBe(202);
    expect(world.navigations).toEqual(['/menu']);
    await stores.ordering();
    await flush();
    expect(stores.selection.$experience.get()?.id).toBe(202);
    // The menu starts loading as soon as the experience is known.
    expect(world.api.getMenu).toHaveBeenCalledWith('/menus/default.json');
  });

  it("a deep link goes to the menu before the start-up calls answer, and warms the menu's files when its experience arrives", async () => {
    const world = createFakeWorld({ startup: { restaurant: 11, experience: 'PICKUP', experienceId: 101 } });
    const list = deferred<typeof locations>();
    world.api.getLocations.mockReturnValue(list.promise);
    world.api.getExperience.mockResolvedValue({
      ...experienceFor(101),
      allergensUrl: '/menus/allergens.json',
      menuTranslationFiles: [{ language: 'en_US', url: '/menus/translations/101/en_US.json' }],
    });
    const stores = createOrderingStores(world.deps);
    stores.start();
    // Straight to the menu: the menu screen waits for the selection, home never shows.
    expect(world.navigations).toEqual(['/menu']);
    expect(stores.$starting.get()).toBe(true);
    await stores.ordering();
    await flush();
    expect(world.api.warmMenu).toHaveBeenCalledWith({
      menuUrl: '/menus/default.json',
      locationId: 11,
      translationUrl: '/menus/translations/101/en_US.json',
    });
    expect(world.api.getMenu).not.toHaveBeenCalled();
    list.resolve(locations);
    await stores.started();
    await flush();
    expect(stores.$starting.get()).toBe(false);
    expect(world.api.getMenu).toHaveBeenCalledWith('/menus/default.json');
    expect(world.api.warmMenu).toHaveBeenCalledTimes(1);
    expect(world.navigations).toEqual(['/menu']);
  });

  it("warms no menu file whose choice needs the location's time zone", async () => {
    const world = createFakeWorld({ startup: { restaurant: 11, experience: 'PICKUP', experienceId: 101 } });
    world.api.getLocations.mockReturnValue(new Promise(() => undefined));
    world.api.getExperience.mockResolvedValue({
      ...experienceFor(101),
      menuFiles: [
        { url: '/menus/breakfast.json', isDefault: false, days: null, from: '07:00', to: '11:00' },
        { url: '/menus/default.json', isDefault: true, days: null, from: null, to: null },
      ],
    });
    const stores = createOrderingStores(world.deps);
    stores.start();
    await stores.ordering();
    await flush();
    expect(world.api.warmMenu).toHaveBeenCalledWith(expect.objectContaining({ menuUrl: null, locationId: 11 }));
  });

  it('sends an unknown restaurant or experience to not-found with the reason', async () => {
    const world = createFakeWorld({ startup: { restaurant: 99 } });
    const stores = createOrderingStores(world.deps);
    stores.start();
    await stores.started();
    expect(world.deps.router.$route.get()).toEqual({ path: '/not-found', query: { reason: 'RESTAURANT_ERROR' } });

    const other = createFakeWorld({ startup: { restaurant: 11, experience: 'ROOM_SERVICE' } });
    const otherStores = createOrderingStores(other.deps);
    otherStores.start();
    await otherStores.started();
    expect(other.deps.router.$route.get().query.reason).toBe('EXPERIENCE_ERROR');
  });

  it('a hotels list that could not be loaded is not a missing hotel: not-found marked failed=load, and a retry recovers', async () => {
    const world = createFakeWorld({ startup: { hotel: 7 } });
    world.api.getHotels.mockRejectedValueOnce(new Error('500'));
    world.api.getHotels.mockResolvedValue([{ id: 7, name: 'Harbour Hotel', image: null, locationIds: [11] }]);
    const stores = createOrderingStores(world.deps);
    stores.start();
    await stores.started();
    expect(world.deps.router.$route.get()).toEqual({ path: '/not-found', query: { reason: 'HOTEL_ERROR', failed: 'load' } });
    world.deps.router.navigate('/', { replace: true });
    stores.start();
    await stores.started();
    expect(world.deps.router.$route.get().path).toBe('/location');
  });

  it('a failed start says the guest is offline when the browser reports so', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const world = createFakeWorld();
      world.api.getBusinessConfiguration.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      const stores = createOrderingStores(world.deps);
      stores.start();
      await stores.started();
      expect(stores.business.$error.get()?.message).toMatch(/Internet connection has lost/);
    } finally {
      online.mockRestore();
    }
  });

  it('reloads the restaurants after an hour without activity in the hotel flow only', async () => {
    vi.useFakeTimers();
    try {
      for (const flow of ['HOTEL', 'RESTAURANT'] as const) {
        const world = createFakeWorld({ config: { flow } });
        world.deps.now = () => new Date(Date.now());
        const stores = createOrderingStores(world.deps);
        stores.start();
        await vi.advanceTimersByTimeAsync(50);
        const before = world.api.getLocations.mock.calls.length;
        expect(before).toBeGreaterThan(0);
        await vi.advanceTimersByTimeAsync(60 * 60 * 1000 + 6_000);
        const reloaded = world.api.getLocations.mock.calls.length > before;
        expect({ flow, reloaded }).toEqual({ flow, reloaded: flow === 'HOTEL' });
        stores.dispose();
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetches the experience again when the location closes', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-20T17:00:00Z')); // Friday 12:00 in New York
    try {
      const world = createFakeWorld();
      world.deps.now = () => new Date(Date.now());
      const lunch = [{ from: '11:00', to: '12:30' }];
      world.api.getExperience.mockImplementation(async (id: number) => ({
        ...experienceFor(id, 11),
        isAsapOnly: false,
        openHours: { mon: lunch, tue: lunch, wed: lunch, thu: lunch, fri: lunch, sat: lunch, sun: lunch },
      }));
      const stores = createOrderingStores(world.deps);
      stores.start();
      await vi.advanceTimersByTimeAsync(50);
      stores.selection.selectLocation(11);
      await vi.advanceTimersByTimeAsync(50);
      const before = world.api.getExperience.mock.calls.length;
      await vi.advanceTimersByTimeAsync(25 * 60 * 1000); // 12:25: still open
      expect(world.api.getExperience.mock.calls.length).toBe(before);
      await vi.advanceTimersByTimeAsync(6 * 60 * 1000); // past 12:30: closed
      expect(world.api.getExperience.mock.calls.length).toBeGreaterThan(before);
      stores.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a failed start as a recoverable error', async () => {
    const world = createFakeWorld();
    world.api.getBusinessConfiguration.mockRejectedValueOnce(new Error('boom'));
    const stores = createOrderingStores(world.deps);
    stores.start();
    await stores.started();
    expect(stores.business.$status.get()).toBe('error');
    expect(stores.business.$error.get()).not.toBeNull();
    stores.start();
    await stores.started();
    expect(stores.business.$status.get()).toBe('ready');
  });
});

describe('selection and menu', () => {
  it('resets the experience to the first one when the location changes', async () => {
    const world = createFakeWorld();
    const stores = createOrderingStores(world.deps);
    stores.start();
    await stores.started();
    stores.selection.selectLocation(11);
    stores.selection.selectExperience(102);
    stores.selection.selectLocation(12);
    expect(stores.selection.$experienceId.get()).toBe(201);
    await flush();
    expect(world.api.getExperience).toHaveBeenLastCalledWith(201);
  });

  it('loads the default menu file with stock, hides hidden items and marks out-of-stock ones', async () => {
    const world = createFakeWorld();
    const { stores } = await storesAtMenu(world);
    expect(world.api.getMenu).toHaveBeenCalledWith('/menus/default.json');
    expect(world.api.getOutOfStockItems).toHaveBeenCalledWith(11);
    const categories = stores.menu.$categories.get();
    expect(categories.map((category) => category.name)).toEqual(['Pizzas', 'Drinks']);
    expect(categories[0]?.items.map((item) => item.name)).toEqual(['Margherita', 'Diavola']);
    const diavola = stores.menu.findItem(2)!;
    expect(stores.menu.isAvailable(diavola)).toBe(false);
    expect(stores.menu.isAvailable(stores.menu.findItem(1)!)).toBe(true);
    expect(stores.menu.findItem(3)).toBeNull();
  });

  it('clears the menu, tells the guest and goes back to /location when the menu fails to load', async () => {
    const world = createFakeWorld();
    world.api.getMenu.mockRejectedValueOnce(new Error('404'));
    const stores = createOrderingStores(world.deps);
    stores.start();
    await stores.started();
    world.deps.router.navigate('/menu');
    stores.selection.selectLocation(11);
    await flush();
    // The menu/cart stores are a lazy chunk (created once an experience is chosen).
    await stores.ordering();
    await flush();
    expect(stores.menu.$categories.get()).toEqual([]);
    expect(stores.notice.$notice.get()).not.toBeNull();
    expect(world.deps.router.$route.get().path).toBe('/location');
  });

  it('ignores a cancelled menu load', async () => {
    const { ApiError } = await import('../api/errors');
    const world = createFakeWorld();
    world.api.getMenu.mockRejectedValueOnce(new ApiError({ kind: 'cancelled', message: 'cancelled' }));
    const stores = createOrderingStores(world.deps);
    stores.start();
    await stores.started();
    world.deps.router.navigate('/menu');
    stores.selection.selectLocation(11);
    await flush();
    // The menu/cart stores are a lazy chunk (created once an experience is chosen).
    await stores.ordering();
    await flush();
    expect(stores.notice.$notice.get()).toBeNull();
    expect(world.deps.router.$route.get().path).toBe('/menu');
  });
});

describe('the page state written into the address', () => {
  it('carries the chosen time and its day on the location calendar, and neither while the nearest time stands', async () => {
    const world = createFakeWorld({ startup: { restaurant: 11, experience: 'PICKUP', experienceId: 101 } });
    const allDay = [{ from: '00:00', to: '00:00' }];
    world.api.getExperience.mockResolvedValue({
      ...experienceFor(101),
      isAsapOnly: false,
      openHours: { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay },
    });
    const stores = createOrderingStores(world.deps);
    stores.start();
    await stores.started();
    await stores.ordering();
    await flush();
    expect(stores.pageState()).toMatchObject({ restaurant: 11, experience: 'PICKUP', experienceId: 101 });
    expect(stores.pageState()).not.toHaveProperty('date');
    expect(stores.pageState()).not.toHaveProperty('checkoutTime');
    const later = stores.time.$picker
      .get()!
      .days.flatMap((day) => day.times)
      .at(-1)!;
    stores.time.select(later.iso);
    expect(stores.pageState()).toMatchObject({ checkoutTime: later.iso, date: later.dateKey });
  });
});

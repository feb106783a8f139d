import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBusinessStore } from './business';
import { createOrderSessionStore } from './order-session';
import { businessConfiguration, createFakeWorld, MemoryStorage } from '../test-support';

const MIN = 60_000;

async function setup(startup: { table?: string | null; room?: string | null }, session = new MemoryStorage(), expiryMinutes = 30) {
  const world = createFakeWorld({ startup: { table: startup.table ?? null, room: startup.room ?? null } });
  world.api.getBusinessConfiguration.mockResolvedValue({ ...businessConfiguration, orderExpirationMinutes: expiryMinutes });
  const business = createBusinessStore(world.deps);
  const store = createOrderSessionStore(world.deps, business, session);
  world.deps.router.navigate('/menu');
  await business.load();
  return { world, business, store, session };
}

describe('order session store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('no table or room: no session, no timer, no place', async () => {
    const { world, store } = await setup({});
    expect(store.$place.get()).toBeNull();
    expect(store.$status.get()).toBe('NONE');
    world.clock.now = new Date(world.clock.now.getTime() + 60 * MIN);
    vi.advanceTimersByTime(60 * MIN);
    expect(world.navigations).not.toContain('/order-timeout');
    store.dispose();
  });

  it('a table code keeps its start in session storage and times out after order_expiration_minutes, checked every 15 s', async () => {
    const { world, store, session } = await setup({ table: '12' }, new MemoryStorage(), 20);
    expect(store.$place.get()).toEqual({ table: '12', room: null });
    expect(store.$status.get()).toBe('ACTIVE');
    const saved = JSON.parse(session.getItem('order-session:7') ?? 'null');
    expect(saved).toEqual({ startedAt: world.clock.now.getTime(), key: 'table:12' });

    // 19 minutes: still ordering.
    world.clock.now = new Date(saved.startedAt + 19 * MIN);
    vi.advanceTimersByTime(15_000);
    expect(store.$status.get()).toBe('ACTIVE');
    expect(world.navigations).not.toContain('/order-timeout');
    // 20 minutes (the business's expiry, not the default 30): the next 15 s check ends it.
    world.clock.now = new Date(saved.startedAt + 20 * MIN);
    vi.advanceTimersByTime(14_999);
    expect(store.$status.get()).toBe('ACTIVE');
    vi.advanceTimersByTime(1);
    expect(store.$status.get()).toBe('TIMEOUT');
    expect(world.deps.router.$route.get().path).toBe('/order-timeout');
    store.dispose();
  });

  it('once timed out, going back to the menu lands on the timeout page again', async () => {
    const { world, store } = await setup({ room: '301' });
    world.clock.now = new Date(world.clock.now.getTime() + 30 * MIN);
    store.check();
    expect(world.deps.router.$route.get().path).toBe('/order-timeout');
    world.deps.router.navigate('/menu');
    await Promise.resolve();
    expect(world.deps.router.$route.get().path).toBe('/order-timeout');
    store.dispose();
  });

  it('a reload keeps the clock running: an expired stored start times out as soon as the configuration arrives', async () => {
    const session = new MemoryStorage();
    const start = new Date('2026-11-20T11:00:00Z').getTime();
    session.setItem('order-session:7', JSON.stringify({ startedAt: start, key: 'room:301' }));
    const world = createFakeWorld({ startup: { room: '301' } });
    const business = createBusinessStore(world.deps);
    const store = createOrderSessionStore(world.deps, business, session);
    // Not judged on the default before the business's expiry is known.
    expect(store.$status.get()).toBe('ACTIVE');
    await business.load();
    expect(store.$status.get()).toBe('TIMEOUT');
    expect(world.deps.router.$route.get().path).toBe('/order-timeout');
    store.dispose();
  });

  it('another table starts a new session; Done ends it and forgets the place', async () => {
    const session = new MemoryStorage();
    session.setItem('order-session:7', JSON.stringify({ startedAt: 0, key: 'table:4' }));
    const { world, store } = await setup({ table: '5' }, session);
    expect(JSON.parse(session.getItem('order-session:7') ?? 'null')).toEqual({ startedAt: world.clock.now.getTime(), key: 'table:5' });
    store.end();
    expect(store.$place.get()).toBeNull();
    expect(store.$status.get()).toBe('NONE');
    expect(session.getItem('order-session:7')).toBeNull();
    world.clock.now = new Date(world.clock.now.getTime() + 60 * MIN);
    vi.advanceTimersByTime(60 * MIN);
    expect(world.navigations).not.toContain('/order-timeout');
    store.dispose();
  });
});

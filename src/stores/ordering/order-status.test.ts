import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { NO_ORDER_FACTS, type OrderStatus } from '../../domain/order-status/status';
import { createFakeWorld, deferred, type FakeWorld } from '../test-support';
import { createOrderStatusStore } from './order-status';

const at = (minutes: number) => new Date(Date.parse('2026-11-20T12:00:00Z') + minutes * 60_000).toISOString();
const report = (status: OrderStatus['status'], minutes: number, extra: Partial<OrderStatus> = {}): OrderStatus => ({
  status,
  eta: null,
  message: null,
  updatedAt: at(minutes),
  delayed: false,
  charge: null,
  facts: NO_ORDER_FACTS,
  ...extra,
});

/** A store over the world's fake realtime connection, and the world's host events of kind `order-status`. */
function following(world: FakeWorld = createFakeWorld()) {
  const store = createOrderStatusStore(world.deps, () => world.deps.connectRealtime());
  const told = () => world.emitted.filter((event) => event.type === 'order-status').map((event) => event.detail);
  return { world, store, told };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('order status store', () => {
  it('shows the first answer, then each realtime change, and tells the host once per change', async () => {
    const { world, store, told } = following();
    world.api.getOrderStatus.mockResolvedValue(report('RECEIVED', 0));
    store.follow('o1');
    expect(store.$following.get()).toMatchObject({ orderId: 'o1', kind: 'loading' });
    await settle();
    expect(store.$following.get()).toMatchObject({ kind: 'live', status: { status: 'RECEIVED' } });
    // The push repeats what the call said: nothing new for the host.
    world.pushOrderStatus('o1', report('RECEIVED', 0));
    world.pushOrderStatus('o1', report('ACCEPTED', 1, { eta: at(20) }));
    world.pushOrderStatus('o1', report('ACCEPTED', 1, { eta: at(20) }));
    expect(store.$following.get()).toMatchObject({ kind: 'live', status: { status: 'ACCEPTED', eta: at(20) } });
    world.pushOrderStatus('o1', report('ACCEPTED', 2, { eta: at(35), delayed: true, message: 'A large party just arrived' }));
    expect(told()).toEqual([
      { version: 1, orderId: 'o1', status: 'RECEIVED', eta: null, message: null, delayed: false },
      { version: 1, orderId: 'o1', status: 'ACCEPTED', eta: at(20), message: null, delayed: false },
      { version: 1, orderId: 'o1', status: 'ACCEPTED', eta: at(35), message: 'A large party just arrived', delayed: true },
    ]);
  });

  it('leaves everything as it was on a platform without the capability (the call answers 404: null)', async () => {
    const { store, told } = following();
    store.follow('o1');
    await settle();
    expect(store.$following.get()).toEqual({ orderId: 'o1', kind: 'unsupported', status: null });
    expect(told()).toEqual([]);
  });

  it('hears a status pushed after the call found none', async () => {
    const { world, store } = following();
    store.follow('o1');
    await settle();
    world.pushOrderStatus('o1', report('RECEIVED', 0));
    expect(store.$following.get()).toMatchObject({ kind: 'live', status: { status: 'RECEIVED' } });
  });

  it('keeps the newer report when the call answers after a push', async () => {
    const { world, store } = following();
    const answer = deferred<OrderStatus | null>();
    world.api.getOrderStatus.mockReturnValue(answer.promise);
    store.follow('o1');
    await settle();
    world.pushOrderStatus('o1', report('PREPARING', 5));
    answer.resolve(report('ACCEPTED', 1));
    await settle();
    expect(store.$following.get()).toMatchObject({ status: { status: 'PREPARING' } });
  });

  it('asks again when the realtime connection comes back, so a change made while it was down is shown', async () => {
    const { world, store } = following();
    world.api.getOrderStatus.mockResolvedValue(report('ACCEPTED', 1));
    store.follow('o1');
    await settle();
    world.setRealtimeConnected(true);
    expect(world.api.getOrderStatus).toHaveBeenCalledTimes(1);
    world.setRealtimeConnected(false);
    world.api.getOrderStatus.mockResolvedValue(report('READY', 9));
    world.setRealtimeConnected(true);
    await settle();
    expect(world.api.getOrderStatus).toHaveBeenCalledTimes(2);
    expect(store.$following.get()).toMatchObject({ kind: 'live', status: { status: 'READY' } });
  });

  it('shows an order that ended over an hour ago as ended, and a recent ending live', async () => {
    const { world, store } = following();
    world.api.getOrderStatus.mockResolvedValue(report('PICKED_UP', -61));
    store.follow('o1');
    await settle();
    expect(store.$following.get()).toMatchObject({ kind: 'ended', status: { status: 'PICKED_UP' } });
    world.api.getOrderStatus.mockResolvedValue(report('REJECTED', -5, { charge: 'REFUNDED', message: 'Kitchen closed' }));
    store.follow('o2');
    await settle();
    expect(store.$following.get()).toMatchObject({ orderId: 'o2', kind: 'live', status: { status: 'REJECTED', charge: 'REFUNDED' } });
  });

  it('says when the status cannot be read, and asks again on retry', async () => {
    const { world, store } = following();
    world.api.getOrderStatus.mockRejectedValue(new ApiError({ kind: 'invalid-response', message: 'bad' }));
    store.follow('o1');
    await settle();
    expect(store.$following.get()).toEqual({ orderId: 'o1', kind: 'error', status: null });
    world.api.getOrderStatus.mockResolvedValue(report('RECEIVED', 0));
    store.retry();
    await settle();
    expect(store.$following.get()).toMatchObject({ kind: 'live', status: { status: 'RECEIVED' } });
  });

  it('keeps what the guest saw when a later call fails', async () => {
    const { world, store } = following();
    world.api.getOrderStatus.mockResolvedValue(report('ACCEPTED', 1));
    store.follow('o1');
    await settle();
    world.api.getOrderStatus.mockRejectedValue(new ApiError({ kind: 'network', message: 'offline' }));
    world.setRealtimeConnected(false);
    world.setRealtimeConnected(true);
    await settle();
    expect(store.$following.get()).toMatchObject({ kind: 'live', status: { status: 'ACCEPTED' } });
  });

  it('keeps following while one screen hands over to the next, and stops after the last lets go', async () => {
    vi.useFakeTimers();
    const { world, store } = following();
    world.api.getOrderStatus.mockResolvedValue(report('RECEIVED', 0));
    const releaseConfirmation = store.follow('o1');
    await vi.advanceTimersByTimeAsync(0);
    releaseConfirmation();
    const releasePage = store.follow('o1');
    await vi.advanceTimersByTimeAsync(5000);
    expect(world.api.getOrderStatus).toHaveBeenCalledTimes(1);
    expect(store.$following.get()).toMatchObject({ kind: 'live' });
    releasePage();
    releasePage();
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.$following.get()).toBeNull();
    expect(world.statusWatchers.size).toBe(0);
  });

  it('follows one order at a time: another order replaces it and its listener', async () => {
    const { world, store } = following();
    world.api.getOrderStatus.mockResolvedValue(report('RECEIVED', 0));
    store.follow('o1');
    await settle();
    store.follow('o2');
    await settle();
    expect([...world.statusWatchers.keys()]).toEqual(['o2']);
    world.pushOrderStatus('o1', report('READY', 3));
    expect(store.$following.get()).toMatchObject({ orderId: 'o2', status: { status: 'RECEIVED' } });
  });
});

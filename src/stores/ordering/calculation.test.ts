import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { CALCULATION_TIMEOUT_MS } from './calculation';
import { businessConfiguration, createFakeWorld, deferred, flush, summary, storesAtMenu } from '../test-support';

async function withItem() {
  const world = createFakeWorld();
  const { stores } = await storesAtMenu(world);
  stores.cart.addItem(stores.menu.findItem(1)!);
  return { world, stores };
}

// The menu side and what prices the cart are lazy chunks; their first transform is slow on a busy machine.
beforeAll(async () => {
  await Promise.all([import('./menu-part'), import('./pricing-part'), import('./checkout-part')]);
}, 60_000);

describe('calculation', () => {
  it('creates the cart with a local id, then updates it', async () => {
    const { world, stores } = await withItem();
    // The save waits for lazy chunks: on a busy machine that takes more than a few ticks.
    await vi.waitFor(() => expect(world.api.saveCart).toHaveBeenCalledTimes(1));
    const [request, create] = world.api.saveCart.mock.calls[0]!;
    expect(create).toBe(true);
    expect(request).toMatchObject({ experienceId: 101, businessId: 7, checkoutAt: null });
    expect(request.cartId).toMatch(/^[0-9a-f-]{36}$/);
    // The connector opens the database the scope learned from the business configuration.
    expect(world.deps.connectRealtime).toHaveBeenCalledOnce();
    expect(world.deps.scope.realtime()).toEqual({ databaseUrl: 'http://127.0.0.1:9000', namespace: 'demo' });
    stores.cart.addItem(stores.menu.findItem(4)!);
    await vi.waitFor(() => expect(world.api.saveCart).toHaveBeenCalledTimes(2));
    const [second, createAgain] = world.api.saveCart.mock.calls[1]!;
    expect(createAgain).toBe(false);
    expect(second.cartId).toBe(request.cartId);
  });

  it('a tap that changes the lines makes the totals pending at once and saves after its frame, once for a burst', async () => {
    const world = createFakeWorld();
    const { stores } = await storesAtMenu(world);
    stores.cart.addItem(stores.menu.findItem(1)!);
    // Within the tap: the totals shown are stale (checkout waits), but no save runs in it.
    expect(stores.calculation.$state.get().status).toBe('pending');
    expect(world.api.saveCart).not.toHaveBeenCalled();
    stores.cart.addItem(stores.menu.findItem(4)!);
    await vi.waitFor(() => expect(world.api.saveCart).toHaveBeenCalledTimes(1));
    await flush();
    expect(world.api.saveCart).toHaveBeenCalledTimes(1);
    expect(world.api.saveCart.mock.calls[0]![0].lines).toHaveLength(2);
  });

  it('saves at once when asked before the put-off save ran (checkout), and not again after it', async () => {
    const world = createFakeWorld();
    const { stores } = await storesAtMenu(world);
    stores.cart.addItem(stores.menu.findItem(1)!);
    void stores.calculation.calculate();
    expect(world.api.saveCart).toHaveBeenCalledTimes(1);
    await flush();
    expect(world.api.saveCart).toHaveBeenCalledTimes(1);
  });

  it('stays pending until the realtime result with the same hash arrives', async () => {
    const { world, stores } = await withItem();
    await flush();
    expect(stores.calculation.$state.get().status).toBe('pending');
    const cartId = world.api.saveCart.mock.calls[0]![0].cartId as string;
    world.push({ status: 'CALCULATED', cartId, hash: 'stale', timestamp: 1, summary: summary(1) });
    expect(stores.calculation.$state.get().status).toBe('pending');
    world.push({ status: 'CALCULATED', cartId: 'other-cart', hash: 'h1', timestamp: 2, summary: summary(2) });
    expect(stores.calculation.$state.get().status).toBe('pending');
    world.push({ status: 'CALCULATED', cartId, hash: 'h1', timestamp: 3, summary: summary(1375) });
    expect(stores.calculation.$state.get()).toEqual({ status: 'calculated', summary: summary(1375) });
  });

  it('applies a result that arrives before the save answers', async () => {
    const world = createFakeWorld();
    const { stores } = await storesAtMenu(world);
    const ack = deferred<{ cartId: string; hash: string; pending: boolean; summary: null; coupon: null }>();
    world.api.saveCart.mockReturnValueOnce(ack.promise);
    stores.cart.addItem(stores.menu.findItem(1)!);
    await flush();
    const cartId = world.api.saveCart.mock.calls[0]![0].cartId as string;
    world.push({ status: 'CALCULATED', cartId, hash: 'early', timestamp: 5, summary: summary(1250) });
    expect(stores.calculation.$state.get().status).toBe('pending');
    ack.resolve({ cartId, hash: 'early', pending: true, summary: null, coupon: null });
    await flush();
    expect(stores.calculation.$state.get()).toEqual({ status: 'calculated', summary: summary(1250) });
  });

  it('turns a REJECTED calculation into a translated error', async () => {
    const { world, stores } = await withItem();
    await flush();
    const cartId = world.api.saveCart.mock.calls[0]![0].cartId as string;
    world.push({
      status: 'REJECTED',
      cartId,
      hash: 'h1',
      timestamp: 2,
      reason: 'CART_ITEM_OUT_OF_STOCK',
      itemErrors: [
        { posUniqueId: 'pui-1', name: 'Margherita', error: 'OUT_OF_STOCK', available: 0 },
        { posUniqueId: 'pui-2', name: 'Diavola', error: 'SOLD_OUT', available: null },
        { posUniqueId: 'pui-4', name: 'Lemonade', error: 'NOT_ENOUGH', available: 3 },
      ],
    });
    const state = stores.calculation.$state.get();
    expect(state.status).toBe('rejected');
    const text = state.status === 'rejected' ? world.deps.i18n._(state.message) : '';
    // Each item says what is wrong with it.
    expect(text).toBe(
      'We regret to inform you that the following items are not available at the moment: ' +
        'Margherita (out of stock), Diavola (sold out), Lemonade (only 3 items are available)',
    );
  });

  it('retries once with a new cart id on a race condition', async () => {
    const world = createFakeWorld();
    const { stores } = await storesAtMenu(world);
    world.api.saveCart.mockRejectedValueOnce(new ApiError({ kind: 'http', code: 4700, message: 'CART_RACE_CONDITIONS' }));
    stores.cart.addItem(stores.menu.findItem(1)!);
    await flush();
    expect(world.api.saveCart).toHaveBeenCalledTimes(2);
    const [first, second] = world.api.saveCart.mock.calls;
    expect(second![0].cartId).not.toBe(first![0].cartId);
    expect(second![1]).toBe(true);
    expect(stores.calculation.$state.get().status).toBe('pending');
  });

  it('shows a translated error when saving fails, and recalculates on demand', async () => {
    const world = createFakeWorld();
    const { stores } = await storesAtMenu(world);
    world.api.saveCart.mockRejectedValueOnce(new ApiError({ kind: 'http', code: 500, message: 'CART_CREATION_FAILED' }));
    stores.cart.addItem(stores.menu.findItem(1)!);
    await flush();
    const state = stores.calculation.$state.get();
    expect(state.status).toBe('error');
    expect(state.status === 'error' && world.deps.i18n._(state.message)).toBe('Something went wrong. Please try again.');
    stores.calculation.ensureCalculated();
    await flush();
    expect(stores.calculation.$state.get().status).toBe('pending');
  });

  it('stops listening on dispose', async () => {
    const { world, stores } = await withItem();
    await flush();
    expect(world.watchers.size).toBe(1);
    stores.dispose();
    expect(world.watchers.size).toBe(0);
  });

  describe('a calculation that does not arrive', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('with no usable realtime database in the configuration, says at once that the totals could not be got', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const world = createFakeWorld();
      world.api.getBusinessConfiguration.mockResolvedValue({ ...businessConfiguration, realtime: null });
      const { stores } = await storesAtMenu(world);
      stores.cart.addItem(stores.menu.findItem(1)!);
      await flush();
      expect(world.api.saveCart).toHaveBeenCalledOnce();
      expect(world.deps.connectRealtime).not.toHaveBeenCalled();
      const state = stores.calculation.$state.get();
      expect(state.status).toBe('error');
      expect(state.status === 'error' && world.deps.i18n._(state.message)).toBe("We couldn't get your order's totals. Check your connection and try again.");
    });

    it('ends in a translated message after a bounded wait, not an endless spinner', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { world, stores } = await withItem();
      await flush();
      expect(stores.calculation.$state.get().status).toBe('pending');
      vi.advanceTimersByTime(CALCULATION_TIMEOUT_MS - 500);
      expect(stores.calculation.$state.get().status).toBe('pending');
      vi.advanceTimersByTime(500);
      const state = stores.calculation.$state.get();
      expect(state.status).toBe('error');
      expect(state.status === 'error' && world.deps.i18n._(state.message)).toBe("We couldn't get your order's totals. Check your connection and try again.");
    });

    it('retries by saving again and reconnecting the realtime connection at once; the new result shows', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { world, stores } = await withItem();
      await flush();
      vi.advanceTimersByTime(CALCULATION_TIMEOUT_MS);
      expect(stores.calculation.$state.get().status).toBe('error');
      expect(world.realtimeReconnect).not.toHaveBeenCalled();

      await stores.calculation.calculate();
      expect(world.realtimeReconnect).toHaveBeenCalledOnce();
      expect(world.api.saveCart).toHaveBeenCalledTimes(2);
      expect(stores.calculation.$state.get().status).toBe('pending');
      const cartId = world.api.saveCart.mock.calls[1]![0].cartId as string;
      world.push({ status: 'CALCULATED', cartId, hash: 'h2', timestamp: 9, summary: summary(1600) });
      expect(stores.calculation.$state.get()).toEqual({ status: 'calculated', summary: summary(1600) });
      // The wait of the retry ended with its result: no message later.
      vi.advanceTimersByTime(CALCULATION_TIMEOUT_MS * 2);
      expect(stores.calculation.$state.get().status).toBe('calculated');
      // Only a timed-out wait asks for a reconnection.
      stores.cart.addItem(stores.menu.findItem(4)!);
      await flush();
      expect(world.realtimeReconnect).toHaveBeenCalledOnce();
    });

    it('restarts the wait with each new save, and stops it on dispose', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { stores } = await withItem();
      await flush();
      vi.advanceTimersByTime(CALCULATION_TIMEOUT_MS - 1000);
      stores.cart.addItem(stores.menu.findItem(4)!);
      await flush();
      vi.advanceTimersByTime(CALCULATION_TIMEOUT_MS - 1000);
      expect(stores.calculation.$state.get().status).toBe('pending');
      stores.dispose();
      vi.advanceTimersByTime(CALCULATION_TIMEOUT_MS);
      expect(stores.calculation.$state.get().status).toBe('pending');
    });
  });
});

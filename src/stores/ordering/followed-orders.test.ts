import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../test-support';
import { createFollowedOrders, type FollowedOrder } from './followed-orders';

const order = (orderId: string): FollowedOrder => ({
  orderId,
  orderNumber: `A-${orderId}`,
  locationName: 'Trattoria Lumen',
  experienceType: 'PICKUP',
  delivery: null,
  timeZone: 'America/New_York',
});

describe('followed orders', () => {
  it('keeps the orders placed on this device for their own page, newest first, ten at most', () => {
    const world = createFakeWorld();
    const kept = createFollowedOrders(world.deps);
    for (let index = 1; index <= 12; index += 1) kept.remember(order(String(index)));
    expect(kept.find('12')).toEqual(order('12'));
    expect(kept.find('3')).toEqual(order('3'));
    expect(kept.find('2')).toBeNull();
    // Remembered again: one entry, the newer one.
    kept.remember({ ...order('3'), fromHistory: true });
    expect(kept.find('3')).toMatchObject({ fromHistory: true });
    // Another element of the same business on this device reads them too.
    expect(createFollowedOrders(world.deps).find('12')).toEqual(order('12'));
  });

  it('forgets them a day later, and reads broken storage as none', () => {
    const world = createFakeWorld();
    const kept = createFollowedOrders(world.deps);
    kept.remember(order('1'));
    world.clock.now = new Date(world.clock.now.getTime() + 24 * 60 * 60 * 1000 + 1);
    expect(kept.find('1')).toBeNull();
    world.storage.setItem(world.deps.scope.storageKey('go-followed-orders'), '{not json');
    expect(kept.find('1')).toBeNull();
    kept.remember(order('2'));
    expect(kept.find('2')).toEqual(order('2'));
  });
});

// STUB: owned by the ordering-stores work; replaced with the real per-element stores.
import type { OrderingDeps, OrderingStoresPublic } from '../app/contracts';

export type OrderingStores = OrderingStoresPublic;

export function createOrderingStores(_deps: OrderingDeps): OrderingStores {
  return {
    start() {},
    snapshotCart: () => ({ lines: [], quantity: 0, subtotal: 0, currency: 'USD' }),
    reset() {},
    dispose() {},
  };
}

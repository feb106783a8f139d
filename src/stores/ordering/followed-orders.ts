import { createPersisted } from '../first-screen/persisted';
import type { OrderingDeps } from '../deps';

/** What the order's own page (`/order/{id}`) shows beside its progress, kept from when the order was placed. */
export interface FollowedOrder {
  orderId: string;
  /** The number the guest is called by; '' when not known (an order opened from the history). */
  orderNumber: string;
  locationName: string;
  /** The experience type and delivery choice: they decide the order's steps. */
  experienceType: string;
  delivery: 'ROOM' | 'PICK_UP' | null;
  /** The location's clock, for the ETA; absent when not known (the page then uses the device's). */
  timeZone?: string;
  timeFormat?: string;
  /** Opened from the member's order history: its page links back to the order's details there. */
  fromHistory?: boolean;
}

/** The orders the guest may come back to follow on this device (the order's page survives a reload and the history). */
export interface FollowedOrders {
  remember(order: FollowedOrder): void;
  /** The order kept under `orderId`, or null (another device, or kept too long ago). */
  find(orderId: string): FollowedOrder | null;
}

/** A day: long enough for an order placed for tonight, short enough that a shared device forgets. */
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;
/** The newest orders kept; an older one's page still shows its progress, only without its number. */
const KEPT_ORDERS = 10;

/** Creates the device's list of followed orders, in the element's local storage. */
export function createFollowedOrders(deps: Pick<OrderingDeps, 'storage' | 'now' | 'scope'>): FollowedOrders {
  const persisted = createPersisted<FollowedOrder[]>(deps.storage, deps.now, KEPT_FOR_MS);
  const key = deps.scope.storageKey('go-followed-orders');
  const read = (): FollowedOrder[] => {
    const list = persisted.read(key);
    return Array.isArray(list) ? list.filter((entry) => typeof entry?.orderId === 'string') : [];
  };
  return {
    remember(order) {
      const others = read().filter((entry) => entry.orderId !== order.orderId);
      persisted.write(key, [order, ...others].slice(0, KEPT_ORDERS));
    },
    find(orderId) {
      return read().find((entry) => entry.orderId === orderId) ?? null;
    },
  };
}

import { atom, type ReadableAtom } from 'nanostores';
import { afterOrderRoute } from '../../domain/home-route';
import { isKiosk } from '../../domain/kiosk/mode';
import type { OrderingDeps } from '../deps';
import type { CartLine, OrderSummary, PlacedOrder } from '../../domain/types';

/**
 * How the placed order reaches the guest and how it was paid, as the confirmation states it: the
 * experience and its time, the place, the payment, the table or room.
 */
export interface OrderFulfilment {
  /** The experience type (`PICKUP`, `DINE_IN`, `ROOM_SERVICE`…). */
  experienceType: string;
  /** The time the order is for (ISO instant); null: as soon as possible. */
  checkoutAt: string | null;
  /**
   * When an as-soon-as-possible order should be ready (ISO instant): the experience's nearest time
   * when the order was placed; absent or null when the experience gave none.
   */
  readyAt?: string | null;
  /**
   * Whether the confirmation states the order's time (the experience's `display_order_time`); absent on a
   * confirmation saved by an older version, which stated it.
   */
  showTime?: boolean;
  /** The location's IANA zone: the time is said in the location's clock. */
  timeZone: string;
  /** The location's time format (`h:mm A`, `HH:mm`); absent on a confirmation saved by an older version. */
  timeFormat?: string;
  /** The location's street address ('' when the platform gives none). */
  address: string;
  tableNumber: string | null;
  roomNumber: string | null;
  /** The payment method code, and for a card the wallet's issuer and last four digits when it reported them. */
  payment: { type: string; cardIssuer: string | null; cardLast4: string | null };
  /** Deliver to the room or pick up, when the experience offered the choice. */
  delivery?: 'ROOM' | 'PICK_UP' | null;
  /** The guest's comment on the order. */
  comment?: string | null;
}

/**
 * What the confirmation screen shows (3 order): the order (`order.orderNumber`,
 * `order.confirmationNumber`, `order.checkoutTime`), the items as they were when placed, and the
 * totals with the tip included (`summary.tip`, `summary.total`).
 */
export interface PlacedOrderView {
  order: PlacedOrder;
  lines: CartLine[];
  summary: OrderSummary;
  currencyCode: string;
  locationName: string;
  /** When, where and how paid; absent on a confirmation saved by an older version. */
  fulfilment?: OrderFulfilment;
}

/** The placed order (confirmation). */
export interface OrderStore {
  readonly $placed: ReadableAtom<PlacedOrderView | null>;
  place(view: PlacedOrderView): void;
  /**
   * Done or back on the confirmation: logs a guest out, clears the adult flag, the stored
   * order info, the checkout time and the room and table parameters; then emits `close` when running
   * native or in an iframe, otherwise goes home or to the location page (location group, block home).
   */
  finish(): void;
  clear(): void;
  /**
   * Calls `listener` when the guest finishes with the confirmation, after the order is forgotten and
   * before the widget leaves the page: the other stores clear what belonged to that order (the guest
   * session, the adult flag, the checkout time, the place). Returns an unsubscribe.
   */
  onFinish(listener: () => void): () => void;
}

/** Where the order store keeps the confirmation. */
export interface OrderStoreOptions {
  /** The tab's sessionStorage: the confirmation survives a reload until Done. */
  session?: Storage | null;
}

/** Creates the order store. */
export function createOrderStore(
  deps: OrderingDeps,
  /** The business configuration's block-home-page setting: Done then goes to the location page. */
  blockHomePage: () => boolean = () => false,
  options: OrderStoreOptions = {},
): OrderStore {
  const key = deps.scope.storageKey('go-placed-order');
  const session = options.session ?? null;
  const finishListeners = new Set<() => void>();

  function restore(): PlacedOrderView | null {
    try {
      const raw = session?.getItem(key);
      const view = raw ? (JSON.parse(raw) as PlacedOrderView) : null;
      return view?.order?.id ? view : null;
    } catch {
      return null;
    }
  }
  function persist(view: PlacedOrderView | null): void {
    try {
      if (view) session?.setItem(key, JSON.stringify(view));
      else session?.removeItem(key);
    } catch {
      // Private mode: the confirmation lives for this page view only.
    }
  }

  const $placed = atom<PlacedOrderView | null>(restore());
  const set = (view: PlacedOrderView | null) => {
    $placed.set(view);
    persist(view);
  };

  return {
    $placed,
    place: set,
    finish() {
      set(null);
      for (const listener of [...finishListeners]) listener();
      if (deps.startup.isNative || deps.startup.isIframe) deps.emit('close', { reason: 'order-complete' });
      else {
        const { path, query } = afterOrderRoute({
          blockHomePage: blockHomePage(),
          hotel: deps.startup.hotel,
          locationGroupId: deps.startup.locationGroupId,
          kiosk: isKiosk(deps.config, deps.startup),
          restaurant: deps.startup.restaurant,
        });
        deps.router.navigate(path, { query });
      }
    },
    clear: () => set(null),
    onFinish(listener) {
      finishListeners.add(listener);
      return () => finishListeners.delete(listener);
    },
  };
}

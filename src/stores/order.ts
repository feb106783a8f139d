import { atom, type ReadableAtom } from 'nanostores';
import { afterOrderRoute } from '../domain/home-route';
import type { OrderingDeps } from '../app/contracts';
import type { CartLine, OrderSummary, PlacedOrder } from '../domain/types';

/** What the confirmation screen shows: the order plus the cart as it was when placed. */
export interface PlacedOrderView {
  order: PlacedOrder;
  lines: CartLine[];
  summary: OrderSummary;
  currencyCode: string;
  locationName: string;
}

/** The placed order (spec 2.3 confirmation). */
export interface OrderStore {
  readonly $placed: ReadableAtom<PlacedOrderView | null>;
  place(view: PlacedOrderView): void;
  /**
   * Done on the confirmation (spec 2.3): forgets the order and the adult flag, then posts close when running native
   * or in an iframe, otherwise returns home.
   */
  finish(): void;
  clear(): void;
}

/** Creates the order store. */
export function createOrderStore(
  deps: OrderingDeps,
  /** The business configuration's block-home-page setting (spec 2.1). */
  blockHomePage: () => boolean = () => false,
  /** Clears the adult confirmation (`age.forget()`, spec 2.3 "clears the adult flag"). */
  forgetAdult: () => void = () => undefined,
): OrderStore {
  const $placed = atom<PlacedOrderView | null>(null);
  return {
    $placed,
    place: (view) => $placed.set(view),
    finish() {
      $placed.set(null);
      forgetAdult();
      if (deps.startup.isNative || deps.startup.isIframe) deps.emit('close', { reason: 'order-complete' });
      else {
        const { path, query } = afterOrderRoute({
          blockHomePage: blockHomePage(),
          hotel: deps.startup.hotel,
          locationGroupId: deps.startup.locationGroupId,
        });
        deps.router.navigate(path, { query });
      }
    },
    clear: () => $placed.set(null),
  };
}

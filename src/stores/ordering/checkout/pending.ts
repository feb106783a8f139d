import type { CheckoutRequest, PlacedOrder } from '../../../domain/types';
import type { PlacedOrderView } from '../order';

/**
 * A checkout in flight, kept in `sessionStorage` so a reload mid-submit never checks the same cart
 * out twice: the reloaded page posts the SAME cart id again (the platform answers a
 * second checkout of a cart with the order it already made) and resumes the 3-D Secure wait, or shows
 * the confirmation.
 *
 * The card token's CVV and fingerprint are never written (a resumed post needs only the cart id and
 * the payment method id, and the platform already has the order when the first post arrived).
 */
export interface PendingCheckout {
  request: CheckoutRequest;
  /** What the confirmation shows once the order is placed (lines, summary with tip, currency, location). */
  view: Omit<PlacedOrderView, 'order'>;
  /** The platform's order, once the checkout answered. */
  order: PlacedOrder | null;
  startedAt: number;
  /**
   * The checkout's answer was lost (a 5xx, a dropped connection) and asking the platform did not
   * settle whether the order exists: a reload asks again (read-only) instead of posting it again.
   */
  unconfirmed?: boolean;
  /**
   * The guest was sent to the payment's own page (Alipay): coming back, the page awaits the payment's
   * outcome instead of sending them there again.
   */
  redirected?: boolean;
}

/** Pending checkouts older than this are forgotten (a guest coming back hours later starts over). */
export const PENDING_MAX_AGE_MS = 60 * 60 * 1000;

/** Reads, writes and clears the one pending checkout of an element's business. */
export interface PendingCheckoutStore {
  read(): PendingCheckout | null;
  write(pending: PendingCheckout): void;
  clear(): void;
}

export { tabSessionStorage } from '../../first-screen/guest-details';

/** Strips what must not be stored from a checkout request (CVV, fingerprint). */
function storable(request: CheckoutRequest): CheckoutRequest {
  const card = request.payment?.card;
  if (!request.payment || !card) return request;
  return { ...request, payment: { ...request.payment, card: { ...card, encryptedCvv: null, fingerprint: null } } };
}

/** Creates the pending-checkout record under `key` (one per business: `go-checkout:{businessId}`). */
export function createPendingCheckoutStore(storage: Storage | null, key: string, now: () => Date): PendingCheckoutStore {
  return {
    read() {
      if (!storage) return null;
      try {
        const raw = storage.getItem(key);
        if (!raw) return null;
        const pending = JSON.parse(raw) as PendingCheckout;
        if (typeof pending?.startedAt !== 'number' || !pending.request?.cartId || now().getTime() - pending.startedAt > PENDING_MAX_AGE_MS) {
          storage.removeItem(key);
          return null;
        }
        return pending;
      } catch {
        return null;
      }
    },
    write(pending) {
      try {
        storage?.setItem(key, JSON.stringify({ ...pending, request: storable(pending.request) }));
      } catch {
        // Quota or private mode: the in-page guard still stops a double click.
      }
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // see write()
      }
    },
  };
}

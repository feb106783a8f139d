/**
 * Posting the checkout when its answer may be lost. A checkout whose answer did not arrive intact (no
 * answer, a server error, a garbled body) may still have made the order and charged the card, so it
 * is never posted a second time: the platform is asked (read-only, a bounded number of times) whether
 * the cart has an order. Found, that order is the answer; none, the checkout was not placed; no clear
 * answer, the outcome stays unknown and the pending checkout is kept for a later look-up.
 */
import { ApiError } from '../../../api/errors';
import type { CheckoutRequest, PlacedOrder } from '../../../domain/types';
import type { OrderingDeps } from '../../deps';
import type { PendingCheckout, PendingCheckoutStore } from './pending';

/** Three look-ups, over about four seconds, before the guest is told the outcome is still unknown. */
export const LOOKUP_DELAYS_MS: readonly number[] = [0, 1000, 3000];

/**
 * True when a failed checkout may still have made the order: the request may have reached the
 * platform but its answer did not arrive intact (no answer, a server error, a garbled body). A
 * platform's 4xx refusal is an answer: no order was made.
 */
export function isAmbiguousCheckoutFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network' || error.kind === 'invalid-response') return true;
  return error.kind === 'http' && error.status !== null && error.status >= 500;
}

/** What asking the platform for a cart's order found. */
export type CheckoutLookup = { kind: 'placed'; order: PlacedOrder } | { kind: 'none' } | { kind: 'unknown' };

/** What a look-up of a checkout whose answer was lost found: no order, or still no clear answer. */
export class CheckoutOutcome extends Error {
  override readonly name = 'CheckoutOutcome';
  constructor(
    readonly outcome: 'not-placed' | 'unconfirmed',
    cause: unknown,
  ) {
    super(outcome === 'not-placed' ? 'The checkout made no order.' : 'Whether the checkout made an order is not known yet.', { cause });
  }
}

/** Posts checkouts and settles the ones whose answer was lost. */
export interface CheckoutPoster {
  /**
   * Posts the checkout. A lost answer is settled by {@link settleLost}; a refusal is thrown as is.
   */
  checkoutOnce(request: CheckoutRequest, view: PendingCheckout['view']): Promise<PlacedOrder>;
  /**
   * Asks the platform whether the cart has an order: resolves to it, or throws a
   * {@link CheckoutOutcome} (`not-placed`, or `unconfirmed` with the pending checkout kept).
   */
  settleLost(request: CheckoutRequest, view: PendingCheckout['view'], cause: unknown): Promise<PlacedOrder>;
}

/** Creates the poster over the platform API and the tab's pending checkout; `isDisposed` stops the look-ups. */
export function createCheckoutPoster(deps: OrderingDeps, pending: PendingCheckoutStore, isDisposed: () => boolean): CheckoutPoster {
  /** Only a clear answer counts: a look-up that fails again leaves the outcome unknown. */
  async function lookUp(cartId: string): Promise<CheckoutLookup> {
    for (const delay of LOOKUP_DELAYS_MS) {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      if (isDisposed()) break;
      try {
        const order = await deps.api.findCheckout(cartId);
        return order ? { kind: 'placed', order } : { kind: 'none' };
      } catch {
        // Still no clear answer: ask again after the next wait.
      }
    }
    return { kind: 'unknown' };
  }

  async function settleLost(request: CheckoutRequest, view: PendingCheckout['view'], cause: unknown): Promise<PlacedOrder> {
    const found = await lookUp(request.cartId);
    if (found.kind === 'placed') return found.order;
    if (found.kind === 'none') throw new CheckoutOutcome('not-placed', cause);
    pending.write({ request, view, order: null, startedAt: deps.now().getTime(), unconfirmed: true });
    throw new CheckoutOutcome('unconfirmed', cause);
  }

  return {
    async checkoutOnce(request, view) {
      try {
        return await deps.api.checkout(request);
      } catch (error) {
        if (!isAmbiguousCheckoutFailure(error)) throw error;
        return settleLost(request, view, error);
      }
    },
    settleLost,
  };
}

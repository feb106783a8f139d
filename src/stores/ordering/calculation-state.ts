import type { MessageDescriptor } from '@lingui/core';
import type { ReadableAtom } from 'nanostores';
import type { RealtimeCarts } from '../../realtime/realtime-carts';
import type { CartRequest, OrderSummary } from '../../domain/types';

/*
 * What the menu side knows of the cart's calculation without its code: the state, the store's
 * interface and the wait's bound. The code that saves the cart and follows its calculation
 * (`calculation.ts`) is a later chunk; `lazy-calculation.ts` stands in for it until it arrives.
 */

/**
 * Where the server-side calculation of the cart stands: `pending` until the realtime
 * result with the hash of the last saved cart arrives.
 */
export type CalculationState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'calculated'; summary: OrderSummary }
  /**
   * `unavailable`: POS ids of the items (or modifiers) the platform reported out of stock or sold out
   * (NOT_ENOUGH lines are not listed: a smaller quantity still works); when not empty my order offers "Remove unavailable items" (`cart.removeUnavailable()`).
   */
  | { status: 'rejected'; message: MessageDescriptor; unavailable: string[] }
  | { status: 'error'; message: MessageDescriptor };

/** Saves the cart to the platform and follows its calculation through the realtime listener. */
export interface CalculationStore {
  readonly $state: ReadableAtom<CalculationState>;
  /** Saves the current cart (create, then update) and waits for its calculation. */
  calculate(): Promise<void>;
  /** Calculates unless the current cart is already calculated or being calculated (entering my order/checkout). */
  ensureCalculated(): void;
  /** The request describing the cart as last saved, for checkout; null when nothing is saved. */
  currentRequest(): CartRequest | null;
  /** Forgets the platform cart (new id next time); used after an order and on reset. */
  forget(): void;
  /**
   * Saves the cart again under a NEW cart id and resolves with its request (null when it could not be
   * saved): the checkout's one silent retry after a race or a changed experience.
   */
  renew(): Promise<CartRequest | null>;
  /** The realtime connection of the business (shared with the cart listener), for 3-D Secure transactions. */
  realtime(): Promise<RealtimeCarts | null>;
  dispose(): void;
}

/**
 * How long the totals may stay pending. Past it the guest is told the totals did not arrive and is
 * offered a retry, rather than watching a spinner that may never stop (a blocked realtime connection
 * looks exactly like a slow one).
 */
export const CALCULATION_TIMEOUT_MS = 15_000;

/** POS ids the calculation rejected for stock (none unless it is rejected); for `cart.removeUnavailable()`. */
export function rejectedPosIds(state: CalculationState): ReadonlySet<string> {
  return new Set(state.status === 'rejected' ? state.unavailable : []);
}

/**
 * The coupon the cart is saved with (the checkout's coupon sub-store, src/stores/ordering/checkout/coupon.ts). The
 * calculation reports back whether the platform took it.
 */
export interface CalculationCoupon {
  code(): string | null;
  /** A save or calculation carrying the code was refused (an ApiError, or a REJECTED reason key). */
  refused(error: unknown): void;
  accepted(coupon: { code: string; name: string } | null): void;
}

/**
 * Pure handling of realtime cart snapshots, kept apart from Firebase so it is unit
 * tested without it: normalise what the Realtime Database returns, validate it against the
 * `WireRealtimeCart` contract, map it to a domain `CartCalculation`, and drop stale ones.
 */
import { RealtimeCartSchema } from '../api/schemas-order';
import { mapSummary } from '../api/map-cart';
import { check } from '../api/validation';
import type { WireRealtimeCart } from '../api/wire';
import type { CartCalculation } from '../domain/types';

/** Reason used when the platform rejects a cart without saying why (default message). */
export const DEFAULT_REJECTION_REASON = 'CART_NOT_VALID';

/**
 * The Realtime Database does not store `null` or empty arrays and may return an array as an object
 * with numeric keys. This puts back what the contract says is there, so validation judges the
 * platform's data rather than the database's storage quirks.
 */
export function normalizeRealtimeCart(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const cart = { ...(value as Record<string, unknown>) };
  cart.summary = cart.summary === undefined ? null : normalizeSummary(cart.summary);
  cart.reason ??= null;
  cart.items_errors = toArray(cart.items_errors);
  return cart;
}

function normalizeSummary(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const summary = { ...(value as Record<string, unknown>) };
  summary.service_charges = toArray(summary.service_charges);
  summary.taxes = toArray(summary.taxes);
  summary.tip ??= 0;
  summary.discount ??= 0;
  return summary;
}

function toArray(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.filter((entry) => entry !== undefined && entry !== null);
  if (typeof value === 'object' && Object.keys(value).every((key) => /^\d+$/.test(key))) {
    return Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, entry]) => entry);
  }
  return value;
}

/** Wire realtime cart -> domain calculation; null when a CALCULATED cart carries no summary. */
/** `minorUnit`: decimals of the cart's currency (JPY 0, USD 2, KWD 3), from the element's scope. */
export function toCartCalculation(wire: WireRealtimeCart, minorUnit: number): CartCalculation | null {
  if (wire.status === 'CALCULATED') {
    if (!wire.summary) return null;
    return { status: 'CALCULATED', cartId: wire.id, hash: wire.hash, timestamp: wire.timestamp, summary: mapSummary(wire.summary, minorUnit) };
  }
  return {
    status: 'REJECTED',
    cartId: wire.id,
    hash: wire.hash,
    timestamp: wire.timestamp,
    reason: wire.reason ?? DEFAULT_REJECTION_REASON,
    itemErrors: wire.items_errors.map((e) => ({ posUniqueId: e.pui, name: e.name, error: e.error, available: e.available ?? null })),
  };
}

/**
 * Parses one snapshot value for `cartId`: null when it is empty, malformed, for another cart, or
 * not a usable calculation. Malformed snapshots are reported through `onInvalid` (for developers)
 * and never reach the cart.
 */
export function parseCartSnapshot(value: unknown, cartId: string, minorUnit: number, onInvalid?: (problem: string) => void): CartCalculation | null {
  if (value === null || value === undefined) return null;
  const checked = check(normalizeRealtimeCart(value), RealtimeCartSchema);
  if (!checked.ok) {
    onInvalid?.(`The realtime cart at carts/${cartId} does not match the platform contract (WireRealtimeCart): ${checked.problem}. It was ignored.`);
    return null;
  }
  if (checked.value.id !== cartId) return null;
  return toCartCalculation(checked.value, minorUnit);
}

/**
 * A snapshot handler for one watched cart: delivers each valid calculation whose timestamp is newer
 * than the last one delivered (an older or equal timestamp is a stale result), ignoring the rest. `minorUnit` is
 * read for each snapshot, so the amounts follow the currency the cart is in now.
 */
export function createCartSnapshotHandler(
  cartId: string,
  onCalculation: (calculation: CartCalculation) => void,
  options: { minorUnit: () => number; onInvalid?: (problem: string) => void },
): (value: unknown) => void {
  let lastTimestamp = Number.NEGATIVE_INFINITY;
  return (value) => {
    const calculation = parseCartSnapshot(value, cartId, options.minorUnit(), options.onInvalid);
    if (!calculation || calculation.timestamp <= lastTimestamp) return;
    lastTimestamp = calculation.timestamp;
    onCalculation(calculation);
  };
}

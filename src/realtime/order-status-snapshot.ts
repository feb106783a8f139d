/**
 * Pure handling of the order statuses the platform writes at `order_statuses/{orderId}` (the optional
 * order-status capability), kept apart from Firebase so it is unit tested without it. Each snapshot is
 * validated against `WireOrderStatus` and mapped to the domain's `OrderStatus`; malformed ones are
 * reported and ignored.
 */
import { toOrderStatus } from '../api/order-status-calls';
import { OrderStatusSchema } from '../api/schemas-order-status';
import { check } from '../api/validation';
import type { OrderStatus } from '../domain/order-status/status';
import { isDatabaseKey } from './database-key';

/** The realtime path of an order's status, or null when the id cannot be a database key. */
export function orderStatusPath(orderId: string): string | null {
  if (!isDatabaseKey(orderId)) return null;
  return `order_statuses/${orderId}`;
}

/**
 * The Realtime Database does not store `null`: an `eta` or `message` written as null comes back
 * without its key. This puts them back, so validation judges the platform's data.
 */
function withNulls(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const status = { ...(value as Record<string, unknown>) };
  status.eta ??= null;
  status.message ??= null;
  return status;
}

/**
 * Parses one snapshot value: null when empty (nothing written yet) or malformed. Malformed snapshots
 * are reported through `onInvalid` (for developers) and never reach the guest.
 */
export function parseOrderStatusSnapshot(value: unknown, orderId: string, onInvalid?: (problem: string) => void): OrderStatus | null {
  if (value === null || value === undefined) return null;
  const checked = check(withNulls(value), OrderStatusSchema);
  if (!checked.ok) {
    onInvalid?.(`The order status at order_statuses/${orderId} does not match the platform contract (WireOrderStatus): ${checked.problem}. It was ignored.`);
    return null;
  }
  return toOrderStatus(checked.value);
}

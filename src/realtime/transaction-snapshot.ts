/**
 * Pure handling of realtime transaction snapshots, kept apart from Firebase so it is
 * unit tested without it: when a payment AWAITING_CONFIRMATION (3-D Secure, card terminal) ends, the
 * platform writes `{ eventHandlingStatus, exceptionInfo, timestamp }` at
 * `transactions/{orderId}/{paymentId}`. Each snapshot is validated against `WireRealtimeTransaction`
 * and mapped to a domain `TransactionEvent`; malformed ones are reported and ignored.
 */
import { RealtimeTransactionSchema } from '../api/schemas-order';
import { check } from '../api/validation';
import type { WireRealtimeTransaction } from '../api/wire';
import type { TransactionEvent } from '../domain/types';
import { isDatabaseKey } from './database-key';

/** The realtime path of a payment's transaction, or null when an id cannot be a database key. */
export function transactionPath(orderId: string, paymentId: string): string | null {
  if (!isDatabaseKey(orderId) || !isDatabaseKey(paymentId)) return null;
  return `transactions/${orderId}/${paymentId}`;
}

/**
 * The Realtime Database does not store `null`: a SUCCESS written with `exceptionInfo: null` comes
 * back without the key. This puts it back, so validation judges the platform's data.
 */
export function normalizeRealtimeTransaction(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const transaction = { ...(value as Record<string, unknown>) };
  transaction.exceptionInfo ??= null;
  return transaction;
}

/** Wire transaction -> domain event of `orderId` / `paymentId`. */
export function toTransactionEvent(wire: WireRealtimeTransaction, orderId: string, paymentId: string): TransactionEvent {
  return {
    orderId,
    paymentId,
    status: wire.eventHandlingStatus,
    code: wire.exceptionInfo?.code ?? null,
    message: wire.exceptionInfo?.message ?? null,
    timestamp: wire.timestamp,
  };
}

/**
 * Parses one snapshot value: null when empty (nothing written yet) or malformed. Malformed snapshots
 * are reported through `onInvalid` (for developers) and never reach the checkout.
 */
export function parseTransactionSnapshot(value: unknown, orderId: string, paymentId: string, onInvalid?: (problem: string) => void): TransactionEvent | null {
  if (value === null || value === undefined) return null;
  const checked = check(normalizeRealtimeTransaction(value), RealtimeTransactionSchema);
  if (!checked.ok) {
    onInvalid?.(
      `The realtime transaction at transactions/${orderId}/${paymentId} does not match the platform contract ` +
        `(WireRealtimeTransaction): ${checked.problem}. It was ignored.`,
    );
    return null;
  }
  return toTransactionEvent(checked.value, orderId, paymentId);
}

/**
 * A snapshot handler for one watched payment: delivers each valid event whose timestamp is newer than
 * the last one delivered, so a listener re-firing with the same value never reports a payment twice.
 */
export function createTransactionSnapshotHandler(
  orderId: string,
  paymentId: string,
  onEvent: (event: TransactionEvent) => void,
  onInvalid?: (problem: string) => void,
): (value: unknown) => void {
  let lastTimestamp = Number.NEGATIVE_INFINITY;
  return (value) => {
    const event = parseTransactionSnapshot(value, orderId, paymentId, onInvalid);
    if (!event || event.timestamp <= lastTimestamp) return;
    lastTimestamp = event.timestamp;
    onEvent(event);
  };
}

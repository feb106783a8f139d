import type { RealtimeCarts } from '../../realtime/realtime-carts';
import type { TransactionEvent } from '../../domain/types';

/** How the wait for a payment awaiting confirmation ended. */
export type TransactionOutcome = { kind: 'event'; event: TransactionEvent } | { kind: 'cancelled' };

/**
 * Waits for the first transaction event written for `orderId`/`paymentId` (3-D Secure or card
 * terminal) or for `cancel()` (the guest cancelled the challenge), whichever comes first.
 * Without a realtime connection only `cancel()` ends the wait.
 */
export function waitForTransaction(
  realtime: Promise<RealtimeCarts | null>,
  orderId: string,
  paymentId: string,
): { result: Promise<TransactionOutcome>; cancel(): void } {
  let finish!: (outcome: TransactionOutcome) => void;
  let done = false;
  let unwatch: (() => void) | null = null;
  const result = new Promise<TransactionOutcome>((resolve) => {
    finish = (outcome) => {
      if (done) return;
      done = true;
      unwatch?.();
      resolve(outcome);
    };
  });
  void realtime
    .then(async (carts) => {
      if (!carts || done) return;
      const stop = await carts.watchTransaction(orderId, paymentId, (event) => {
        if (event.orderId === orderId && event.paymentId === paymentId) finish({ kind: 'event', event });
      });
      if (done) stop();
      else unwatch = stop;
    })
    .catch(() => undefined);
  return { result, cancel: () => finish({ kind: 'cancelled' }) };
}

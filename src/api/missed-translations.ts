import type { MissedTranslation } from '../domain/types';

/** Collects untranslated platform messages and sends each distinct one once. */
export interface MissedReporter {
  /** Queues `missed` unless the same message (or, without a message, the same code) was queued before. */
  report(missed: MissedTranslation): void;
}

/**
 * Creates the reporter of one element: messages met in the same turn of the event loop go out as
 * one list (`send`), each distinct message once for the reporter's lifetime, whatever its
 * language or outcome. A failed send is dropped, never retried and never seen by the guest:
 * reporting must not get in the way of ordering.
 */
export function createMissedReporter(
  send: (batch: MissedTranslation[]) => Promise<void>,
  defer: (run: () => void) => void = (run) => void setTimeout(run, 0),
): MissedReporter {
  const seen = new Set<string>();
  let queue: MissedTranslation[] = [];
  return {
    report(missed) {
      const key = missed.message ? `m:${missed.message}` : `c:${String(missed.code)}`;
      if ((!missed.message && missed.code === null) || seen.has(key)) return;
      seen.add(key);
      queue.push(missed);
      if (queue.length > 1) return;
      defer(() => {
        const batch = queue;
        queue = [];
        try {
          void send(batch).catch(() => undefined);
        } catch {
          // A send that throws at once is dropped like a failed one.
        }
      });
    },
  };
}

import type { WireRealtimeCart, WireRealtimeTransaction } from '../../src/api/wire';

/**
 * Writes calculated and rejected carts to the realtime database server over its
 * REST interface: `PUT {url}/carts/{cartId}.json?ns={ns}`. Firebase clients listening on
 * `carts/{cartId}` receive the value. Transaction events go to `transactions/{orderId}/{paymentId}`. Note the database drops nulls and empty arrays, so a
 * listener sees `reason` and `items_errors` absent rather than null / [].
 */
export interface RealtimeTarget {
  /** e.g. http://127.0.0.1:9000 */
  url: string;
  namespace: string;
}

export interface RealtimeWriter {
  writeCart(cart: WireRealtimeCart): Promise<void>;
  /** How a payment awaiting confirmation ended, at `transactions/{orderId}/{paymentId}`. */
  writeTransaction(orderId: string, paymentId: string, transaction: WireRealtimeTransaction): Promise<void>;
}

/** A writer for a running realtime server; `null` target gives a writer that only logs. */
export function createRealtimeWriter(target: RealtimeTarget | null, log: (message: string) => void = () => {}): RealtimeWriter {
  async function put(path: string, value: unknown, label: string): Promise<void> {
    if (!target) return;
    const url = `${target.url.replace(/\/$/, '')}/${path}.json?ns=${encodeURIComponent(target.namespace)}`;
    try {
      const response = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });
      if (!response.ok) log(`realtime write ${label} failed: HTTP ${response.status}`);
      await response.arrayBuffer();
    } catch (error) {
      log(`realtime write ${label} failed: ${(error as Error).message}`);
    }
  }
  return {
    writeCart(cart) {
      return put(`carts/${encodeURIComponent(cart.id)}`, cart, cart.id);
    },
    writeTransaction(orderId, paymentId, transaction) {
      return put(`transactions/${encodeURIComponent(orderId)}/${encodeURIComponent(paymentId)}`, transaction, `transaction ${orderId}/${paymentId}`);
    },
  };
}

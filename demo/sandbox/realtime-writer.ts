import type { WireOrderStatus, WireRealtimeCart, WireRealtimeTransaction } from '../../src/api/wire';
import type { WireTableOrder } from '../../src/api/wire-table-order';

/**
 * Writes calculated and rejected carts to the realtime database server over its
 * REST interface: `PUT {url}/carts/{cartId}.json?ns={ns}`. Firebase clients listening on
 * `carts/{cartId}` receive the value. Transaction events go to `transactions/{orderId}/{paymentId}`,
 * order statuses to `order_statuses/{orderId}`, shared table orders to `table_orders/{id}`. Note the database drops nulls and empty arrays, so a
 * listener sees `reason` and `items_errors` absent rather than null / [] (and an order status without
 * an ETA, a message or a charge without `eta`, `message`, `charge`).
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
  /** Where a placed order is, at `order_statuses/{orderId}` (the whole value, replaced at each change). */
  writeOrderStatus(orderId: string, status: WireOrderStatus): Promise<void>;
  /** A shared table order, at `table_orders/{id}` (the whole value, replaced at each change). */
  writeTableOrder(tableOrder: WireTableOrder): Promise<void>;
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
    writeOrderStatus(orderId, status) {
      return put(`order_statuses/${encodeURIComponent(orderId)}`, status, `order status ${orderId}`);
    },
    writeTableOrder(tableOrder) {
      return put(`table_orders/${encodeURIComponent(tableOrder.id)}`, tableOrder, `table order ${tableOrder.id} v${tableOrder.version}`);
    },
  };
}

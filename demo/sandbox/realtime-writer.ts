import type { WireRealtimeCart } from '../../src/api/wire';

/**
 * Writes calculated and rejected carts to the realtime database server (spec 4.4, 7.5) over its
 * REST interface: `PUT {url}/carts/{cartId}.json?ns={ns}`. Firebase clients listening on
 * `carts/{cartId}` receive the value. Note the database drops nulls and empty arrays, so a
 * listener sees `reason` and `items_errors` absent rather than null / [].
 */
export interface RealtimeTarget {
  /** e.g. http://127.0.0.1:9000 */
  url: string;
  namespace: string;
}

export interface RealtimeWriter {
  writeCart(cart: WireRealtimeCart): Promise<void>;
}

/** A writer for a running realtime server; `null` target gives a writer that only logs. */
export function createRealtimeWriter(target: RealtimeTarget | null, log: (message: string) => void = () => {}): RealtimeWriter {
  return {
    async writeCart(cart) {
      if (!target) return;
      const url = `${target.url.replace(/\/$/, '')}/carts/${encodeURIComponent(cart.id)}.json?ns=${encodeURIComponent(target.namespace)}`;
      try {
        const response = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(cart) });
        if (!response.ok) log(`realtime write ${cart.id} failed: HTTP ${response.status}`);
        await response.arrayBuffer();
      } catch (error) {
        log(`realtime write ${cart.id} failed: ${(error as Error).message}`);
      }
    },
  };
}

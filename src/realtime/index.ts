/**
 * Realtime cart calculations and payment transactions over the Firebase Realtime Database.
 *
 * Firebase is ~45 KB gzipped, so it is loaded with dynamic `import()` the first time a connection
 * opens and never sits in the first-screen bundle; so do the rules of `./calculated-cart.ts` (reading a calculated cart).
 */
import type { RealtimeCarts } from './realtime-carts';
import type { ElementScope } from '../scope/element-scope';

/** What a realtime connection reads from the element's scope (`src/scope`). */
export type RealtimeScope = Pick<ElementScope, 'realtime' | 'currency'>;

/** Options of one realtime connection. */
export interface RealtimeOptions {
  /** Reports snapshots that broke the contract (they are ignored); defaults to `console.warn`. */
  onInvalid?: (problem: string) => void;
}

/** A realtime connection; `close()` deletes its Firebase app when the element leaves the page. */
export interface RealtimeConnection extends RealtimeCarts {
  close(): Promise<void>;
}

let connectionCount = 0;

/** `${databaseUrl}?ns=${namespace}`, unless the URL already names a namespace. */
export function databaseUrlWithNamespace(databaseUrl: string, namespace: string): string {
  if (/[?&]ns=/.test(databaseUrl) || !namespace) return databaseUrl;
  return `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}ns=${encodeURIComponent(namespace)}`;
}

/**
 * Opens a realtime connection (the `RealtimeConnector` of `src/realtime/realtime-carts.ts`) to the scope's
 * realtime database; it rejects when the scope knows none yet. Each call gets its own Firebase app,
 * named uniquely, so two elements on a page never share a connection. Calculated amounts are
 * converted with the minor unit of the scope's currency at the moment they arrive.
 * `watchCart(cartId, cb)` listens at `carts/{cartId}` and calls `cb` with each valid, newer
 * calculation; the promise it returns resolves to an unsubscribe function. `watchTransaction(orderId,
 * paymentId, cb)` listens at `transactions/{orderId}/{paymentId}` the same way (validated, newer only),
 * `watchOrderStatus(orderId, cb)` at `order_statuses/{orderId}` (validated), `watchTableOrder(id, cb)` at
 * `table_orders/{id}` (validated, newer versions only).
 */
export const connectRealtime = async (scope: RealtimeScope, options: RealtimeOptions = {}): Promise<RealtimeConnection> => {
  const settings = scope.realtime();
  if (!settings) throw new Error('<guest-ordering>: no realtime database is known yet (the business configuration names it).');
  // Firebase and the snapshot rules (schemas, mappers) load only when the first cart is watched.
  const [
    { initializeApp, deleteApp },
    { forceWebSockets, getDatabase, goOffline, goOnline, onValue, ref },
    { createCartSnapshotHandler },
    transactions,
    statuses,
  ] = await Promise.all([
    import('firebase/app'),
    import('firebase/database'),
    import('./calculated-cart'),
    import('./transaction-snapshot'),
    import('./order-status-snapshot'),
  ]);
  connectionCount += 1;
  const appName = `guest-ordering-${connectionCount}-${Math.random().toString(36).slice(2, 8)}`;
  const app = initializeApp({ databaseURL: databaseUrlWithNamespace(settings.databaseUrl, settings.namespace) }, appName);
  // WebSocket is the one transport every Realtime Database server speaks (the sandbox's only speaks
  // that). Left to itself the client falls back to long-polling where storage is refused (a
  // cross-site iframe) or after a drop, and a WebSocket-only server then answers 404 forever.
  // The setting is global to the Firebase client and must be made before the database is opened.
  forceWebSockets();
  const db = getDatabase(app);
  const onInvalid = options.onInvalid ?? ((problem: string) => console.warn(`[guest-ordering] ${problem}`));
  const unsubscribers = new Set<() => void>();
  let closed = false;

  /** Registers a listener's stop function; the returned unsubscribe is idempotent. */
  function track(stop: () => void): () => void {
    const unsubscribe = () => {
      if (unsubscribers.delete(unsubscribe)) stop();
    };
    unsubscribers.add(unsubscribe);
    return unsubscribe;
  }

  return {
    async watchCart(cartId, onCalculation) {
      if (closed) return () => {};
      const handle = createCartSnapshotHandler(cartId, onCalculation, { minorUnit: () => scope.currency().minorUnit, onInvalid });
      const stop = onValue(
        ref(db, `carts/${cartId}`),
        (snapshot) => handle(snapshot.val()),
        // A failed listener (rules, network) leaves totals pending; the cart store decides what to show.
        (error) => onInvalid(`Listening to carts/${cartId} failed: ${error.message}`),
      );
      return track(stop);
    },
    async watchTransaction(orderId, paymentId, onEvent) {
      if (closed) return () => {};
      const path = transactions.transactionPath(orderId, paymentId);
      if (!path) {
        onInvalid(
          `Cannot watch the transaction of order ${JSON.stringify(orderId)} payment ${JSON.stringify(paymentId)}: an id is empty or not a valid database key.`,
        );
        return () => {};
      }
      const handle = transactions.createTransactionSnapshotHandler(orderId, paymentId, onEvent, onInvalid);
      const stop = onValue(
        ref(db, path),
        (snapshot) => handle(snapshot.val()),
        // A failed listener leaves the payment awaiting confirmation; the guest can still cancel it.
        (error) => onInvalid(`Listening to ${path} failed: ${error.message}`),
      );
      return track(stop);
    },
    async watchOrderStatus(orderId, onStatus) {
      if (closed) return () => {};
      const path = statuses.orderStatusPath(orderId);
      if (!path) {
        onInvalid(`Cannot follow the status of order ${JSON.stringify(orderId)}: its id is empty or not a valid database key.`);
        return () => {};
      }
      const stop = onValue(
        ref(db, path),
        (snapshot) => {
          const status = statuses.parseOrderStatusSnapshot(snapshot.val(), orderId, onInvalid);
          if (status) onStatus(status);
        },
        // A failed listener leaves the status as the call last said; the follower asks again on reconnect.
        (error) => onInvalid(`Listening to ${path} failed: ${error.message}`),
      );
      return track(stop);
    },
    async watchTableOrder(tableOrderId, onOrder) {
      if (closed) return () => {};
      // Only a shared table's phones need its schemas and mapping: loaded with its first watch.
      const tables = await import('./table-order-snapshot');
      if (closed) return () => {};
      const path = tables.tableOrderPath(tableOrderId);
      if (!path) {
        onInvalid(`Cannot follow table order ${JSON.stringify(tableOrderId)}: its id is empty or not a valid database key.`);
        return () => {};
      }
      const handle = tables.createTableOrderSnapshotHandler(tableOrderId, onOrder, onInvalid);
      const stop = onValue(
        ref(db, path),
        (snapshot) => handle(snapshot.val()),
        // A failed listener leaves the table as the last call answered; the store asks again on reconnect.
        (error) => onInvalid(`Listening to ${path} failed: ${error.message}`),
      );
      return track(stop);
    },
    async watchConnection(onChange) {
      if (closed) return () => {};
      // `.info/connected` is the client's own view of its link to the server, not data of the platform.
      const stop = onValue(ref(db, '.info/connected'), (snapshot) => onChange(snapshot.val() === true));
      return track(stop);
    },
    reconnect() {
      if (closed) return;
      goOffline(db);
      goOnline(db);
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const unsubscribe of [...unsubscribers]) unsubscribe();
      await deleteApp(app);
    },
  };
};

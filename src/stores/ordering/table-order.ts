import { atom, type ReadableAtom } from 'nanostores';
import { ApiError, isCancellation } from '../../api/errors';
import type { JoinedTable, TableOrder, TableShareRequest } from '../../domain/table-order/types';
import type { RealtimeCarts } from '../../realtime/realtime-carts';
import type { OrderingDeps } from '../deps';
import { waitForTransaction, type TransactionOutcome } from './transaction';

/**
 * Where this phone stands with its table's shared order (the optional shared table order capability):
 * - `none`: no table or room link, or a platform without shared orders: the one-phone flow, as always;
 * - `joining`: the link names a table and the platform is being asked;
 * - `joined`: this phone is guest `guestId` at the table's `order`, kept up to date live;
 * - `error`: the table could not be joined (`code`: the platform's refusal, or `network`); `join()` again.
 */
export type TableState = { kind: 'none' } | { kind: 'joining' } | { kind: 'joined'; guestId: string; order: TableOrder } | { kind: 'error'; code: string };

/** The table or room a link names, and the experience it orders from. */
export interface TablePlace {
  experienceId: number;
  table: string;
  place: 'TABLE' | 'ROOM';
}

/** How a change asked of the table ended: done, or refused with the platform's code (`LINE_NOT_YOURS`…). */
export type TableOutcome = { ok: true } | { ok: false; code: string };

/** How a guest's payment ended: paid, refused before any charge, declined or cancelled. */
export type TablePaymentOutcome =
  | { ok: true; paymentId: string }
  | { ok: false; code: string }
  | { ok: false; code: 'CHALLENGE'; paymentId: string; challengeUrl: string; outcome: Promise<TransactionOutcome>; cancel(): void };

/** One phone's part in its table's shared order. */
export interface TableOrderStore {
  readonly $table: ReadableAtom<TableState>;
  /**
   * Joins the table's order (the same guest again after a reload: its id is kept for the tab), then
   * follows it live. On a platform without shared orders the state stays `none`.
   */
  join(place: TablePlace, name?: string | null): Promise<void>;
  /** The name the table calls this guest (cleaned by the platform). */
  rename(name: string): Promise<TableOutcome>;
  /** "I'm ready" (or not) for the round being gathered. */
  setReady(ready: boolean): Promise<TableOutcome>;
  addLine(line: { pui: string; quantity: number; modifierPuis: string[]; comment: string }): Promise<TableOutcome>;
  setLineQuantity(lineId: string, quantity: number): Promise<TableOutcome>;
  removeLine(lineId: string): Promise<TableOutcome>;
  /** Sends what was gathered to the kitchen, as decided on the order this phone shows (its version). */
  send(forEveryone: boolean): Promise<TableOutcome>;
  /** Pays this guest's share; a 3-D Secure card hands back its challenge and the wait for it. */
  pay(request: Omit<TableShareRequest, 'guestId'>): Promise<TablePaymentOutcome>;
  /** Leaves the table (the lines stay) and goes back to the one-phone flow. */
  leave(): Promise<void>;
  dispose(): void;
}

/** The tab keeps which guest this phone is at each table, so a reload rejoins as the same guest. */
const guestKey = (place: TablePlace) => `go-table-guest:${place.experienceId}:${place.place}:${place.table}`;

/** The platform's refusal code of a failed call, or `network` when there was no answer worth showing. */
function refusalCode(error: unknown): string {
  return error instanceof ApiError && error.kind === 'http' ? error.message : 'network';
}

/** Creates the table-order store of one element over its realtime connection (shared with the cart's). */
export function createTableOrderStore(deps: OrderingDeps, realtime: () => Promise<RealtimeCarts | null>, session: Storage | null): TableOrderStore {
  const $table = atom<TableState>({ kind: 'none' });
  let stopWatching: (() => void) | null = null;
  let disposed = false;

  /** A newer version of the order (a call's answer or the realtime push); older ones are dropped. */
  function heard(order: TableOrder): void {
    const state = $table.get();
    if (state.kind !== 'joined' || state.order.id !== order.id || order.version < state.order.version) return;
    $table.set({ ...state, order });
  }

  function watch(tableOrderId: string): void {
    stopWatching?.();
    let stopped = false;
    const stops: (() => void)[] = [];
    stopWatching = () => {
      stopped = true;
      for (const stop of stops.splice(0)) stop();
    };
    void realtime()
      .then(async (carts) => {
        if (!carts || stopped) return;
        let dropped = false;
        const started = await Promise.all([
          carts.watchTableOrder(tableOrderId, heard),
          carts.watchConnection((connected) => {
            if (!connected) dropped = true;
            else if (dropped && !stopped) {
              dropped = false;
              // Back after a drop: what the others did meanwhile comes with one call.
              deps.api.tables.get(tableOrderId).then(heard, () => undefined);
            }
          }),
        ]);
        if (stopped) for (const stop of started) stop();
        else stops.push(...started);
      })
      .catch(() => undefined);
  }

  /** Runs a change of the joined table; its answer (the order after it) is shown at once. */
  async function change(call: (tableOrderId: string, guestId: string) => Promise<TableOrder>): Promise<TableOutcome> {
    const state = $table.get();
    if (state.kind !== 'joined') return { ok: false, code: 'NOT_AT_TABLE' };
    try {
      heard(await call(state.order.id, state.guestId));
      return { ok: true };
    } catch (error) {
      if (isCancellation(error)) return { ok: false, code: 'cancelled' };
      // A refusal says the order moved on: ask for it, so what the guest sees is what was refused against.
      deps.api.tables.get(state.order.id).then(heard, () => undefined);
      return { ok: false, code: refusalCode(error) };
    }
  }

  function remember(place: TablePlace, joined: JoinedTable): void {
    try {
      session?.setItem(guestKey(place), JSON.stringify({ tableOrderId: joined.order.id, guestId: joined.guestId }));
    } catch {
      // Private mode: a reload joins as a new guest.
    }
  }

  function keptGuest(place: TablePlace): string | null {
    try {
      const kept = JSON.parse(session?.getItem(guestKey(place)) ?? 'null') as { guestId?: unknown } | null;
      return typeof kept?.guestId === 'string' ? kept.guestId : null;
    } catch {
      return null;
    }
  }

  return {
    $table,
    async join(place, name = null) {
      $table.set({ kind: 'joining' });
      try {
        const joined = await deps.api.tables.join({ ...place, guestId: keptGuest(place), name });
        if (disposed) return;
        if (!joined) {
          $table.set({ kind: 'none' });
          return;
        }
        remember(place, joined);
        $table.set({ kind: 'joined', guestId: joined.guestId, order: joined.order });
        watch(joined.order.id);
      } catch (error) {
        if (disposed || isCancellation(error)) return;
        $table.set({ kind: 'error', code: refusalCode(error) });
      }
    },
    rename: (name) => change((id, guestId) => deps.api.tables.updateGuest(id, guestId, { name })),
    setReady: (ready) => change((id, guestId) => deps.api.tables.updateGuest(id, guestId, { ready })),
    addLine: (line) => change((id, guestId) => deps.api.tables.addLine(id, { guestId, ...line })),
    setLineQuantity: (lineId, quantity) => change((id, guestId) => deps.api.tables.setLineQuantity(id, lineId, guestId, quantity)),
    removeLine: (lineId) => change((id, guestId) => deps.api.tables.removeLine(id, lineId, guestId)),
    send(forEveryone) {
      const state = $table.get();
      const version = state.kind === 'joined' ? state.order.version : 0;
      return change((id, guestId) => deps.api.tables.sendRound(id, { guestId, version, forEveryone }));
    },
    async pay(request) {
      const state = $table.get();
      if (state.kind !== 'joined') return { ok: false, code: 'NOT_AT_TABLE' };
      try {
        const paid = await deps.api.tables.payShare(state.order.id, state.order.bill.currency, { ...request, guestId: state.guestId });
        heard(paid.order);
        if (paid.status === 'OK') return { ok: true, paymentId: paid.paymentId };
        if (paid.status === 'AWAITING_CONFIRMATION' && paid.challengeUrl) {
          const waiting = waitForTransaction(realtime(), state.order.id, paid.paymentId);
          return { ok: false, code: 'CHALLENGE', paymentId: paid.paymentId, challengeUrl: paid.challengeUrl, outcome: waiting.result, cancel: waiting.cancel };
        }
        return { ok: false, code: 'DECLINED' };
      } catch (error) {
        if (isCancellation(error)) return { ok: false, code: 'cancelled' };
        deps.api.tables.get(state.order.id).then(heard, () => undefined);
        return { ok: false, code: refusalCode(error) };
      }
    },
    async leave() {
      const state = $table.get();
      stopWatching?.();
      stopWatching = null;
      $table.set({ kind: 'none' });
      if (state.kind === 'joined') await deps.api.tables.leave(state.order.id, state.guestId).catch(() => undefined);
    },
    dispose() {
      disposed = true;
      stopWatching?.();
      stopWatching = null;
    },
  };
}

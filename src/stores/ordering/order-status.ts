import { atom, type ReadableAtom } from 'nanostores';
import { isCancellation } from '../../api/errors';
import { isFinalStatus, isFollowedLive, isStatusChange, newerStatus, type OrderStatus } from '../../domain/order-status/status';
import type { RealtimeCarts } from '../../realtime/realtime-carts';
import type { OrderingDeps } from '../deps';

/**
 * Where the followed order is, as the guest's screens show it:
 * - `loading`: the first answer is on its way;
 * - `unsupported`: the platform has no status for the order (it lacks the capability): the screens stay
 *   as they were without it;
 * - `live`: followed as it changes;
 * - `ended`: a final status reached more than an hour ago, shown once, no longer followed;
 * - `error`: the status could not be read (no answer, a malformed one); `retry()` asks again.
 */
export type OrderFollowState =
  | { orderId: string; kind: 'loading'; status: null }
  | { orderId: string; kind: 'unsupported'; status: null }
  | { orderId: string; kind: 'live' | 'ended'; status: OrderStatus }
  | { orderId: string; kind: 'error'; status: OrderStatus | null };

/** Follows one placed order's status at a time (the optional order-status capability). */
export interface OrderStatusStore {
  /** The followed order and where it is; null when none is followed. */
  readonly $following: ReadableAtom<OrderFollowState | null>;
  /**
   * Follows `orderId`: its status from the platform's call, then each change pushed through the realtime
   * database until it ends, asking again whenever the realtime connection comes back (what was written
   * while it was down is not missed). Returns the release: the order stops being followed shortly after
   * its last follower released it (a screen handing over to another keeps it followed).
   */
  follow(orderId: string): () => void;
  /** Asks the platform again (after an error). */
  retry(): void;
  dispose(): void;
}

/** How long a released order is still followed, so that a screen handing over to the next one does not start again. */
const RELEASE_GRACE_MS = 2000;

/** Creates the order-status store over the element's realtime connection (`realtime`, shared with the cart's). */
export function createOrderStatusStore(deps: OrderingDeps, realtime: () => Promise<RealtimeCarts | null>): OrderStatusStore {
  const $following = atom<OrderFollowState | null>(null);
  /** The last status told to the host per order, so that a report heard twice is told once. */
  const told = new Map<string, OrderStatus>();
  let current: { orderId: string; holders: number; stop: () => void } | null = null;
  let releaseTimer: ReturnType<typeof setTimeout> | null = null;

  const stateOf = (orderId: string) => {
    const state = $following.get();
    return state?.orderId === orderId ? state : null;
  };

  function tell(orderId: string, status: OrderStatus): void {
    const before = told.get(orderId) ?? null;
    if (!isStatusChange(before, status)) return;
    told.set(orderId, status);
    deps.emit('order-status', { version: 1, orderId, status: status.status, eta: status.eta, message: status.message, delayed: status.delayed });
  }

  /** A report from the call or the realtime push: the newer one stands. */
  function heard(orderId: string, incoming: OrderStatus): void {
    if (current?.orderId !== orderId) return;
    const before = stateOf(orderId)?.status ?? null;
    const status = newerStatus(before, incoming);
    const kind = isFollowedLive(status, deps.now()) ? 'live' : 'ended';
    $following.set({ orderId, kind, status });
    tell(orderId, status);
  }

  function start(orderId: string): () => void {
    let stopped = false;
    const unsubscribers: (() => void)[] = [];
    const ask = async () => {
      try {
        const status = await deps.api.getOrderStatus(orderId);
        if (stopped) return;
        if (status) heard(orderId, status);
        else if (!stateOf(orderId)?.status) $following.set({ orderId, kind: 'unsupported', status: null });
      } catch (error) {
        if (stopped || isCancellation(error)) return;
        const status = stateOf(orderId)?.status ?? null;
        // What the guest already saw stays; only a first answer that never came is an error to show.
        if (!status) $following.set({ orderId, kind: 'error', status: null });
      }
    };
    $following.set({ orderId, kind: 'loading', status: null });
    void ask();
    // The realtime listener starts with the call, not after it: a platform that writes the first status
    // a moment after the order is placed is heard even when the call answered 404.
    void realtime()
      .then(async (carts) => {
        if (!carts || stopped) return;
        let dropped = false;
        const stops = await Promise.all([
          carts.watchOrderStatus(orderId, (status) => {
            if (!stopped) heard(orderId, status);
          }),
          carts.watchConnection((connected) => {
            if (!connected) dropped = true;
            else if (dropped && !stopped) {
              dropped = false;
              // Back after a drop: ask, so a change written while the link was down (a final one too) is shown.
              const status = stateOf(orderId)?.status;
              if (!status || !isFinalStatus(status.status)) void ask();
            }
          }),
        ]);
        if (stopped) for (const stop of stops) stop();
        else unsubscribers.push(...stops);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      for (const stop of unsubscribers.splice(0)) stop();
    };
  }

  function stopFollowing(): void {
    if (releaseTimer) clearTimeout(releaseTimer);
    releaseTimer = null;
    current?.stop();
    current = null;
    $following.set(null);
  }

  return {
    $following,
    follow(orderId) {
      if (releaseTimer) clearTimeout(releaseTimer);
      releaseTimer = null;
      if (current?.orderId !== orderId) {
        stopFollowing();
        current = { orderId, holders: 0, stop: () => undefined };
        current.stop = start(orderId);
      }
      const followed = current;
      followed.holders += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        followed.holders -= 1;
        if (current !== followed || followed.holders > 0) return;
        releaseTimer = setTimeout(() => {
          if (current === followed && followed.holders === 0) stopFollowing();
        }, RELEASE_GRACE_MS);
      };
    },
    retry() {
      const followed = current;
      if (!followed) return;
      followed.stop();
      followed.stop = start(followed.orderId);
    },
    dispose: stopFollowing,
  };
}

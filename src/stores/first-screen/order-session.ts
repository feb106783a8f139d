import { atom, type ReadableAtom } from 'nanostores';
import {
  ORDER_SESSION_CHECK_INTERVAL_MS,
  ORDER_TIMEOUT_PATH,
  orderSessionMinutesLeft,
  orderSessionStatus,
  resolveOrderSession,
  type OrderSessionRecord,
  type OrderSessionStatus,
} from '../../domain/order-session';
import type { OrderingDeps } from '../deps';
import type { BusinessStore } from './business';

/** The table or room a QR code named (`?table=` / `?room=`); the guest cannot edit either. */
export interface OrderPlace {
  table: string | null;
  room: string | null;
}

/**
 * A table or room order session: a guest who scanned a table or room QR code may order for a limited
 * time (the business's `order_expiration_minutes`, 30 by default), then is sent to `/order-timeout`
 * and must scan again. The start is kept in the tab's session storage, so a reload does not restart
 * the clock while a new tab (a new scan) does.
 */
export interface OrderSessionStore {
  /** The table and room of the code, or null when the guest did not come from one (or finished the order). */
  readonly $place: ReadableAtom<OrderPlace | null>;
  /** NONE without a table or room, ACTIVE until the expiry, TIMEOUT after it. */
  readonly $status: ReadableAtom<OrderSessionStatus>;
  /** Whole minutes left once the session is about to end (its last two minutes), else null. */
  readonly $minutesLeft: ReadableAtom<number | null>;
  /** Checks the session's age now (also run every 15 s); on TIMEOUT goes to `/order-timeout`. */
  check(): void;
  /** The order was finished (Done): the table or room is forgotten and the session ends. */
  end(): void;
  /** Stops the timer and the listeners. */
  dispose(): void;
}

const readRecord = (storage: Storage | null, key: string): OrderSessionRecord | null => {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<OrderSessionRecord> | null;
    return parsed && typeof parsed.startedAt === 'number' && typeof parsed.key === 'string' ? { startedAt: parsed.startedAt, key: parsed.key } : null;
  } catch {
    return null;
  }
};

/**
 * Creates the order session of one element from its start-up `table` / `room`. `session` is the tab's
 * session storage (null where it is refused: the session then lives as long as the page).
 */
export function createOrderSessionStore(deps: OrderingDeps, business: BusinessStore, session: Storage | null): OrderSessionStore {
  const storageKey = deps.scope.storageKey('order-session');
  const place: OrderPlace = { table: deps.startup.table, room: deps.startup.room };
  let record = resolveOrderSession(readRecord(session, storageKey), place, deps.now());
  const write = (value: OrderSessionRecord | null): void => {
    try {
      if (value) session?.setItem(storageKey, JSON.stringify(value));
      else session?.removeItem(storageKey);
    } catch {
      // A full or refused storage: the session still runs for this page.
    }
  };
  write(record);

  const $place = atom<OrderPlace | null>(record ? place : null);
  const $status = atom<OrderSessionStatus>(record ? 'ACTIVE' : 'NONE');
  const $minutesLeft = atom<number | null>(null);
  let timer: ReturnType<typeof setInterval> | null = null;
  const stopTimer = (): void => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const toTimeoutPage = (): void => {
    if (deps.router.$route.get().path !== ORDER_TIMEOUT_PATH) deps.router.navigate(ORDER_TIMEOUT_PATH, { replace: true });
  };

  function check(): void {
    const configuration = business.$configuration.get();
    // The expiry is the business's: until its configuration arrives, a reload is not judged on the default.
    if (!record || !configuration) return;
    const status = orderSessionStatus(record, deps.now(), configuration.orderExpirationMinutes);
    $status.set(status);
    $minutesLeft.set(orderSessionMinutesLeft(record, deps.now(), configuration.orderExpirationMinutes));
    if (status === 'TIMEOUT') {
      stopTimer();
      toTimeoutPage();
    }
  }

  if (record) timer = setInterval(check, ORDER_SESSION_CHECK_INTERVAL_MS);
  const unlistenConfiguration = business.$configuration.listen(() => check());
  // An expired session keeps the guest on the timeout page: a back press or an old link to the menu
  // must not reopen ordering for a table the guest may have left.
  const unlistenRoute = deps.router.$route.listen((route) => {
    if ($status.get() === 'TIMEOUT' && route.path !== ORDER_TIMEOUT_PATH) queueMicrotask(toTimeoutPage);
  });

  return {
    $place,
    $status,
    $minutesLeft,
    check,
    end() {
      stopTimer();
      record = null;
      write(null);
      $place.set(null);
      $status.set('NONE');
      $minutesLeft.set(null);
    },
    dispose() {
      stopTimer();
      unlistenConfiguration();
      unlistenRoute();
    },
  };
}

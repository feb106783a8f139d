/**
 * Table or room order session: "Table or room session: the start time is kept; when
 * the age reaches the expiry the session is marked TIMEOUT and the user goes to /order-timeout.
 * Checked every 15000 ms." Expiry: "Order session expiry default 30 minutes
 * (order_expiration_minutes)". Pure: the caller keeps the record in session storage and
 * runs the interval.
 */

/** Default `order_expiration_minutes`. */
export const ORDER_SESSION_EXPIRY_MINUTES_DEFAULT = 30;
/** The session is checked every 15000 ms. */
export const ORDER_SESSION_CHECK_INTERVAL_MS = 15_000;
/** The route shown when the session has expired. */
export const ORDER_TIMEOUT_PATH = '/order-timeout';

/** NONE: no table or room in play; ACTIVE: within the expiry; TIMEOUT: expired. */
export type OrderSessionStatus = 'NONE' | 'ACTIVE' | 'TIMEOUT';

/** What is kept in session storage: when the session started and for which table or room. */
export interface OrderSessionRecord {
  startedAt: number;
  /** `table:{n}` or `room:{n}`; a different table or room starts a new session. */
  key: string;
}

const ms = (instant: Date | number): number => (typeof instant === 'number' ? instant : instant.getTime());

/** The session key for the start-up `table` / `room` values (table wins), or null when neither is set. */
export function orderSessionKey(params: { table: string | null; room: string | null }): string | null {
  if (params.table !== null && params.table !== '') return `table:${params.table}`;
  if (params.room !== null && params.room !== '') return `room:${params.room}`;
  return null;
}

/**
 * The session to keep after start-up. No table or room: null (no session). A stored record for the
 * same table or room is kept, so a reload does not restart the clock; otherwise (none stored,
 * another table or room, a malformed record, or a start in the future after a clock change) a new
 * session starts now.
 */
export function resolveOrderSession(
  stored: OrderSessionRecord | null | undefined,
  params: { table: string | null; room: string | null },
  now: Date | number,
): OrderSessionRecord | null {
  const key = orderSessionKey(params);
  if (key === null) return null;
  const nowMs = ms(now);
  const valid = stored && stored.key === key && Number.isFinite(stored.startedAt) && stored.startedAt <= nowMs;
  return valid ? { startedAt: stored.startedAt, key } : { startedAt: nowMs, key };
}

/**
 * The expiry in ms from `order_expiration_minutes`; missing, non-finite, zero or negative values
 * fall back to the default 30 minutes (an expiry of 0 would end every session at once).
 */
export function orderSessionExpiryMs(orderExpirationMinutes: number | null | undefined): number {
  const minutes =
    typeof orderExpirationMinutes === 'number' && Number.isFinite(orderExpirationMinutes) && orderExpirationMinutes > 0
      ? orderExpirationMinutes
      : ORDER_SESSION_EXPIRY_MINUTES_DEFAULT;
  return minutes * 60_000;
}

/** The session status at `now`: TIMEOUT once the age reaches the expiry (exactly at expiry too). */
export function orderSessionStatus(
  session: Pick<OrderSessionRecord, 'startedAt'> | null,
  now: Date | number,
  orderExpirationMinutes: number | null | undefined,
): OrderSessionStatus {
  if (session === null) return 'NONE';
  return ms(now) - session.startedAt >= orderSessionExpiryMs(orderExpirationMinutes) ? 'TIMEOUT' : 'ACTIVE';
}

/** How long before the end of a table or room session the guest is warned (time to finish the order). */
export const ORDER_SESSION_WARNING_MS = 2 * 60_000;

/**
 * Whole minutes left (rounded up) when the session ends within {@link ORDER_SESSION_WARNING_MS}, else
 * null (no session, more time left, or already over): the guest is warned once it turns non-null.
 */
export function orderSessionMinutesLeft(
  session: Pick<OrderSessionRecord, 'startedAt'> | null,
  now: Date | number,
  orderExpirationMinutes: number | null | undefined,
): number | null {
  if (session === null) return null;
  const left = session.startedAt + orderSessionExpiryMs(orderExpirationMinutes) - ms(now);
  return left > 0 && left <= ORDER_SESSION_WARNING_MS ? Math.ceil(left / 60_000) : null;
}

/** Where to go for a status: {@link ORDER_TIMEOUT_PATH} on TIMEOUT, otherwise nowhere (null). */
export function orderSessionRoute(status: OrderSessionStatus): string | null {
  return status === 'TIMEOUT' ? ORDER_TIMEOUT_PATH : null;
}

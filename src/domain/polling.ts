/**
 * Timer delays and timing constants, as pure functions of `now`: stores own the
 * timers, this module only says how long to wait. Instants are epoch based; every IANA zone is
 * offset by whole minutes today, so a UTC minute boundary is a minute boundary on every wall clock.
 */

/** "Nearest-time polling defaults to 5000 ms". */
export const NEAREST_TIME_POLL_MS = 5000;
/** One minute, the alignment of nearest-time polling after the first poll. */
export const MINUTE_MS = 60_000;
/** Largest delay `setTimeout` honours (2^31 - 1 ms); longer delays fire at once in browsers. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

const ms = (instant: Date | number): number => (typeof instant === 'number' ? instant : instant.getTime());

/**
 * Milliseconds until the next whole minute after `now`. On an exact minute boundary this is a full
 * minute (the poll for this minute has just run), never 0.
 */
export function msUntilNextMinute(now: Date | number): number {
  const into = ((ms(now) % MINUTE_MS) + MINUTE_MS) % MINUTE_MS;
  return MINUTE_MS - into;
}

/**
 * The delay before the next nearest-time poll ("defaults to 5000 ms, then aligns to the
 * next minute"): the first poll (`pollsSoFar` 0) waits 5000 ms; later ones wait for the next minute
 * boundary, so the nearest time ticks over when the wall clock does.
 */
export function nearestTimePollDelay(now: Date | number, pollsSoFar: number): number {
  return pollsSoFar <= 0 ? NEAREST_TIME_POLL_MS : msUntilNextMinute(now);
}

/**
 * The delay of the timer that re-checks the experience slot when the location closes (
 * "time to closing from today's open hours"). `closingAt` is today's closing instant from the time
 * module; null (closed today, or open 24 hours) or a closing already past means no timer (null).
 * Closing exactly now fires at once (0). Capped at {@link MAX_TIMER_DELAY_MS}.
 */
export function closingRecheckDelay(closingAt: Date | number | string | null, now: Date | number): number | null {
  if (closingAt === null) return null;
  const closing = typeof closingAt === 'string' ? Date.parse(closingAt) : ms(closingAt);
  if (Number.isNaN(closing)) return null;
  const delay = closing - ms(now);
  return delay < 0 ? null : Math.min(delay, MAX_TIMER_DELAY_MS);
}

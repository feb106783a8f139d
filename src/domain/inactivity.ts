/**
 * Inactivity reset of the selected date and time: "The selected date resets to now
 * after 1 hour of inactivity (mouse, scroll, key, resize) and reloads the restaurants in the hotel
 * flow. A selected time in the past is replaced by now." Pure: the caller listens for
 * {@link INACTIVITY_EVENTS}, keeps the last activity instant and asks these functions.
 */

/** "Inactivity reset: 3,600,000 ms". */
export const INACTIVITY_RESET_MS = 3_600_000;

/**
 * Window events that count as activity (mouse, scroll, key, resize). Taps on touch
 * screens fire compatibility `mousedown` events and swipes fire `scroll`, so touch is covered.
 * `scroll` does not bubble: listen with `capture: true` to see scrolling inside the widget too.
 */
export const INACTIVITY_EVENTS = Object.freeze(['mousemove', 'mousedown', 'scroll', 'keydown', 'resize'] as const);

const ms = (instant: Date | number): number => (typeof instant === 'number' ? instant : instant.getTime());

/**
 * True when the selection should reset: at least 1 hour (3,600,000 ms) since the last activity.
 * Exactly one hour resets ("after 1 hour"). A last activity in the future (clock moved back) does not.
 */
export function shouldReset(lastActivity: Date | number, now: Date | number): boolean {
  return ms(now) - ms(lastActivity) >= INACTIVITY_RESET_MS;
}

/**
 * Milliseconds until {@link shouldReset} becomes true, for a single timer instead of polling;
 * 0 when it already is. A last activity in the future is treated as now.
 */
export function msUntilReset(lastActivity: Date | number, now: Date | number): number {
  const elapsed = Math.max(0, ms(now) - ms(lastActivity));
  return Math.max(0, INACTIVITY_RESET_MS - elapsed);
}

/**
 * The selected time, or now's ISO instant when the selected time is in the past.
 * A selected time equal to now is kept. Null (no time chosen, "Now") stays null. An unparsable
 * time is replaced by now, since it cannot be a valid future slot.
 */
export function normalizeSelectedTime(selected: string | null, now: Date | number): string | null {
  if (selected === null) return null;
  const selectedMs = Date.parse(selected);
  const nowMs = ms(now);
  return Number.isNaN(selectedMs) || selectedMs < nowMs ? new Date(nowMs).toISOString() : selected;
}

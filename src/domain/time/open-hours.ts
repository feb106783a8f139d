/**
 * Open hours of an experience (`settings.open_hours`): per weekday key, a list of
 * `{ from, to }` wall-clock windows in the LOCATION's time zone.
 *
 * Readings (one place for the whole SDK):
 * - `to` is exclusive: open from `from` up to, not including, `to`.
 * - `to` of `"00:00"` or `"24:00"` means midnight at the END of the day, so `00:00-00:00` is all day.
 * - A window whose `to` is at or before its `from` (e.g. `22:00-02:00`) crosses midnight and belongs
 *   to the day it starts: Friday's `22:00-02:00` runs Friday 22:00 to Saturday 02:00.
 * - Malformed times (`"25:00"`, `"9am"`) make that one window ignored, never the whole schedule.
 * - Wall times are turned into instants with {@link zonedTimeToInstant}, so DST nights follow its
 *   rule (a time in the spring-forward gap means the end of the gap; an ambiguous time its first
 *   occurrence). Windows are compared as instants, so a full day is 23 or 25 hours long on those days.
 */
import type { OpenHours, Weekday } from '../types';
import { addLocalDays, DAY_MINUTES, formatLocalDate, localDateOf, weekdayOf, WEEKDAYS, zonedTimeToInstant, type LocalDate } from './zoned';

export type { OpenHours };

/** One open window on a concrete day, as instants. */
export interface OpenWindow {
  /** The local date the window belongs to (the day it starts, spec reading above). */
  date: LocalDate;
  /** `YYYY-MM-DD` of {@link date}. */
  dateKey: string;
  weekday: Weekday;
  /** First instant open. */
  start: Date;
  /** First instant closed again (exclusive). */
  end: Date;
}

/** Minutes since midnight of a window's `from`/`to` as configured (`to` normalised, see module doc). */
export interface WindowMinutes {
  from: number;
  /** Greater than `from`; above 1440 when the window crosses midnight. */
  to: number;
}

const HM = /^(\d{1,2}):(\d{2})$/;

/** `"HH:mm"` to minutes past midnight (0..1440), or null when malformed. `"24:00"` is 1440. */
export function parseHm(value: string): number | null {
  const match = HM.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/**
 * The valid windows of one weekday in minutes, in configured order. `to` is normalised: midnight
 * (`00:00`/`24:00`) becomes 1440 and a `to` at or before `from` gets +1440 (crossing midnight).
 */
export function windowsOf(openHours: OpenHours, weekday: Weekday): WindowMinutes[] {
  const result: WindowMinutes[] = [];
  for (const window of openHours[weekday] ?? []) {
    const from = parseHm(window.from);
    let to = parseHm(window.to);
    if (from === null || to === null || from >= DAY_MINUTES) continue;
    if (to === 0) to = DAY_MINUTES;
    if (to <= from) to += DAY_MINUTES;
    result.push({ from, to });
  }
  return result;
}

/** True when the weekday has at least one valid window. */
export function hasOpenHours(openHours: OpenHours, weekday: Weekday): boolean {
  return windowsOf(openHours, weekday).length > 0;
}

/** The windows that start on `date`, as instants in `timeZone`, earliest first. */
export function windowsOnDate(openHours: OpenHours, date: LocalDate, timeZone: string): OpenWindow[] {
  const weekday = weekdayOf(date);
  const dateKey = formatLocalDate(date);
  return windowsOf(openHours, weekday)
    .map(({ from, to }) => ({
      date,
      dateKey,
      weekday,
      start: zonedTimeToInstant(date, from, timeZone),
      end: zonedTimeToInstant(date, to, timeZone),
    }))
    .filter((window) => window.end > window.start)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * The windows starting on the local dates from `firstDate` for `days` days, earliest first.
 * Pass the day before today as `firstDate` to include a window still running from yesterday.
 */
export function windowsBetween(openHours: OpenHours, firstDate: LocalDate, days: number, timeZone: string): OpenWindow[] {
  const result: OpenWindow[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    result.push(...windowsOnDate(openHours, addLocalDays(firstDate, offset), timeZone));
  }
  return result.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** An open stretch: touching or overlapping windows joined (e.g. Mon 18:00-00:00 + Tue 00:00-02:00). */
export interface OpenSpan {
  start: Date;
  end: Date;
}

function mergeWindows(windows: OpenWindow[]): OpenSpan[] {
  const spans: OpenSpan[] = [];
  for (const window of windows) {
    const last = spans[spans.length - 1];
    if (last && window.start.getTime() <= last.end.getTime()) {
      if (window.end > last.end) last.end = window.end;
    } else {
      spans.push({ start: window.start, end: window.end });
    }
  }
  return spans;
}

/** Days looked at around `now` for the current/next window: a weekly schedule repeats within 8. */
const LOOKAHEAD_DAYS = 8;

function spansAround(openHours: OpenHours, timeZone: string, now: Date, days = LOOKAHEAD_DAYS): OpenSpan[] {
  const yesterday = addLocalDays(localDateOf(now, timeZone), -1);
  return mergeWindows(windowsBetween(openHours, yesterday, days + 1, timeZone));
}

/** True when `at` falls inside an open window (start inclusive, end exclusive). */
export function isOpenAt(openHours: OpenHours, timeZone: string, at: Date): boolean {
  return currentOpenSpan(openHours, timeZone, at) !== null;
}

/**
 * The open stretch containing `now` (adjacent windows joined, so its `end` is when the location
 * really closes), or null when closed.
 */
export function currentOpenSpan(openHours: OpenHours, timeZone: string, now: Date): OpenSpan | null {
  const t = now.getTime();
  // Only yesterday's and today's windows can contain now; merging beyond them finds the real end.
  return spansAround(openHours, timeZone, now).find((span) => span.start.getTime() <= t && t < span.end.getTime()) ?? null;
}

/** The next open stretch starting after `now` (within 8 days), or null when there is none. */
export function nextOpenSpan(openHours: OpenHours, timeZone: string, now: Date): OpenSpan | null {
  return spansAround(openHours, timeZone, now).find((span) => span.start.getTime() > now.getTime()) ?? null;
}

/**
 * When the location next closes today: the end of the current open stretch, or of a later stretch
 * that opens today; null when nothing is open for the rest of today. This drives the timer that
 * re-checks the experience slot when the location closes.
 */
export function closingTimeToday(openHours: OpenHours, timeZone: string, now: Date): Date | null {
  const current = currentOpenSpan(openHours, timeZone, now);
  if (current) return current.end;
  const todayKey = formatLocalDate(localDateOf(now, timeZone));
  const next = nextOpenSpan(openHours, timeZone, now);
  return next && formatLocalDate(localDateOf(next.start, timeZone)) === todayKey ? next.end : null;
}

/**
 * The last closing time among the windows of today (including one carried over from yesterday),
 * or null when today has none. "Today is dropped once the last closing time has passed."
 */
export function lastClosingToday(openHours: OpenHours, timeZone: string, now: Date): Date | null {
  const today = localDateOf(now, timeZone);
  const todayStart = zonedTimeToInstant(today, 0, timeZone).getTime();
  const tomorrowStart = zonedTimeToInstant(addLocalDays(today, 1), 0, timeZone).getTime();
  let last: Date | null = null;
  for (const window of windowsBetween(openHours, addLocalDays(today, -1), 2, timeZone)) {
    const touchesToday = window.end.getTime() > todayStart && window.start.getTime() < tomorrowStart;
    if (touchesToday && (!last || window.end > last)) last = window.end;
  }
  return last;
}

/**
 * True when a weekday is covered from midnight to midnight, by its own windows and any window
 * carried over from the day before (`00:00-00:00`, `00:00-24:00`, or pieces that join up).
 */
export function isOpenAllDay(openHours: OpenHours, weekday: Weekday): boolean {
  const previous = WEEKDAYS[(WEEKDAYS.indexOf(weekday) + 6) % 7]!;
  const pieces: [number, number][] = windowsOf(openHours, weekday).map((w) => [w.from, w.to]);
  for (const w of windowsOf(openHours, previous)) if (w.to > DAY_MINUTES) pieces.push([0, w.to - DAY_MINUTES]);
  pieces.sort((a, b) => a[0] - b[0]);
  let covered = 0;
  for (const [from, to] of pieces) {
    if (from > covered) return false;
    covered = Math.max(covered, to);
  }
  return covered >= DAY_MINUTES;
}

/** True when every weekday is open all day: the location is open 24 hours, 7 days. */
export function isOpen24h(openHours: OpenHours): boolean {
  return WEEKDAYS.every((weekday) => isOpenAllDay(openHours, weekday));
}

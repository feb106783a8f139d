/**
 * Wall-clock arithmetic in a named IANA time zone with nothing but `Intl.DateTimeFormat`
 * (no date library: this ships in the widget).
 *
 * Every function takes the zone as an argument, and every instant is a `Date` (epoch based), so a
 * result never depends on the device's zone: the zone that matters is the LOCATION's (
 * `timezone.name`).
 */
import type { Weekday } from '../types';

export type { Weekday };

/** A calendar date on the wall clock of some zone; `month` is 1-12. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** The wall-clock reading of an instant in a zone. */
export interface ZonedParts extends LocalDate {
  hour: number;
  minute: number;
  second: number;
  weekday: Weekday;
}

/** Minutes in a day; also the `to` value of a window that ends at midnight. */
export const DAY_MINUTES = 24 * 60;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Weekday keys in `Date#getUTCDay()` order (0 = Sunday). */
const BY_UTC_DAY: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/** Weekday keys Monday first, the order ("weekday keys mon to sun"). */
export const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** The zone a place falls back to when the platform sends one `Intl` does not know. */
export const FALLBACK_TIME_ZONE = 'UTC';

const zoneValidity = new Map<string, boolean>();
/**
 * Whether `Intl` knows `timeZone` as an IANA zone name (`Europe/Paris`, `UTC`); the answer is cached
 * per name, so checking every location of a long list costs one formatter per distinct zone.
 */
export function isValidTimeZone(timeZone: string): boolean {
  const known = zoneValidity.get(timeZone);
  if (known !== undefined) return known;
  let valid = timeZone.trim() !== '';
  if (valid) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
    } catch {
      valid = false;
    }
  }
  zoneValidity.set(timeZone, valid);
  return valid;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws RangeError for an unknown zone: a bad zone is a data error the caller should see.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock parts (date, time, weekday) of `instant` in `timeZone`. */
export function localParts(instant: Date, timeZone: string): ZonedParts {
  const values: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  const date = { year: values.year ?? 0, month: values.month ?? 1, day: values.day ?? 1 };
  return {
    ...date,
    // Some engines print midnight as 24 even with h23.
    hour: (values.hour ?? 0) % 24,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
    weekday: weekdayOf(date),
  };
}

/** The local calendar date of `instant` in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const { year, month, day } = localParts(instant, timeZone);
  return { year, month, day };
}

/** Minutes since local midnight of `instant` in `timeZone` (0..1439). */
export function minutesOfDay(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  return p.hour * 60 + p.minute;
}

/**
 * The zone's offset from UTC at `instant`, in minutes: -300 for New York in winter, +840 for
 * Pacific/Kiritimati. Whole minutes (sub-minute historical offsets are rounded).
 */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wallAsUtc - whole) / MINUTE_MS);
}

/**
 * The instant at which the wall clock of `timeZone` reads `minutes` past midnight of `date`.
 * `minutes` may be negative or exceed a day (it then counts into the neighbouring days, by the
 * calendar, so `(2026-03-08, 1440 + 60)` is 01:00 on 2026-03-09).
 *
 * DST, defined here once for the whole SDK:
 * - A wall time that does not exist (the spring-forward gap, e.g. 02:30 on 2026-03-08 in
 *   America/New_York) means the instant the gap ends: the first moment the clock reads a time at or
 *   after it (03:00 EDT, 07:00Z). "Open from 02:30" then opens at 03:00, when the clock first shows a
 *   time past 02:30. This keeps the mapping monotonic, so a window never ends before it starts.
 * - A wall time that occurs twice (the fall-back overlap, e.g. 01:30 on 2026-11-01 in New York)
 *   means its first occurrence (01:30 EDT, 05:30Z).
 */
export function zonedTimeToInstant(date: LocalDate, minutes: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  // The real instant is within a day of `wall` (offsets are within -12h..+14h), and DST changes
  // are months apart, so the offsets a day either side are the two candidates.
  const before = zoneOffsetMinutes(new Date(wall - DAY_MS), timeZone);
  const after = zoneOffsetMinutes(new Date(wall + DAY_MS), timeZone);
  const candidates = [wall - before * MINUTE_MS, wall - after * MINUTE_MS].filter((t) => zoneOffsetMinutes(new Date(t), timeZone) * MINUTE_MS === wall - t);
  if (candidates.length) return new Date(Math.min(...candidates));
  // A gap: find the transition, the first minute carrying the later offset.
  let lo = wall - after * MINUTE_MS; // still on the earlier offset
  let hi = wall - before * MINUTE_MS; // already on the later offset
  while (hi - lo > MINUTE_MS) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
    if (zoneOffsetMinutes(new Date(mid), timeZone) === after) hi = mid;
    else lo = mid;
  }
  return new Date(hi);
}

/** The instant local midnight starts `date` in `timeZone` (23 or 25 hours apart on DST days). */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  return zonedTimeToInstant(date, 0, timeZone);
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/**
 * ISO 8601 with the zone's offset and no milliseconds, e.g. `2026-11-22T14:15:00-05:00`: the wire
 * form of slot times. `new Date(result)` gives `instant` back (to the second).
 */
export function formatZonedIso(instant: Date, timeZone: string): string {
  return formatIsoAtOffset(instant, zoneOffsetMinutes(instant, timeZone));
}

/**
 * {@link formatZonedIso} for a known offset (one `Intl` call fewer per instant; slot lists reuse
 * a window's offset when it does not change inside the window).
 */
export function formatIsoAtOffset(instant: Date, offsetMinutes: number): string {
  const wall = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offsetMinutes * MINUTE_MS);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${wall.toISOString().slice(0, 19)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** `HH:mm` of `instant` on a clock `offsetMinutes` from UTC. */
export function formatTimeAtOffset(instant: Date, offsetMinutes: number): string {
  return formatHm(Math.floor(instant.getTime() / MINUTE_MS) + offsetMinutes);
}

/** `YYYY-MM-DD` of a local date: a stable key for day lists. */
export function formatLocalDate(date: LocalDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** `HH:mm` of minutes past midnight (wraps at 24 h, so 1440 prints `00:00`). */
export function formatHm(minutes: number): string {
  const m = ((Math.round(minutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** `HH:mm` (24-hour) of `instant` on the wall clock of `timeZone`. */
export function formatLocalTime(instant: Date, timeZone: string): string {
  return formatHm(minutesOfDay(instant, timeZone));
}

/** The weekday key (`mon`..`sun`) of a local date; the zone does not matter for a calendar date. */
export function weekdayOf(date: LocalDate): Weekday {
  return BY_UTC_DAY[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()]!;
}

/** `date` plus `days` calendar days (negative goes back); month and year roll over. */
export function addLocalDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Whole calendar days from `a` to `b` (positive when `b` is later). */
export function daysBetween(a: LocalDate, b: LocalDate): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

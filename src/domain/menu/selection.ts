/**
 * Which menu file shows ("menus.files"): an experience lists menu files, each with
 * optional weekdays and a `from`/`to` window on the LOCATION's clock.
 *
 * Readings (kept in line with the open-hours rules of `../time/open-hours.ts`, which do the zone math):
 * - `from` is inclusive, `to` exclusive; `"00:00"` (or `"24:00"`) as `to` means midnight at the end
 *   of the day; a `to` at or before `from` (`22:00-02:00`) runs past midnight and belongs to the day it
 *   starts, so a Friday-only `22:00-02:00` file still shows on Saturday at 01:00.
 * - `days: null` means every day. A missing `from` means `00:00`, a missing `to` means midnight.
 * - A file is TIME-BOUND when it names days or a window. A file with neither (and every default file
 *   without one) is never picked by the clock, only as the fallback: the first time-bound file (in
 *   list order) whose window contains the instant wins, else the default file, else the first file.
 * - A malformed time (`"7am"`) makes that file never match by the clock.
 * - DST: wall times become instants with `zonedTimeToInstant` (a time in the spring-forward gap means
 *   the end of the gap; a repeated time its first occurrence).
 */
import type { MenuFile, OpenHours } from '../types';
import { addLocalDays, localDateOf, windowsBetween, windowsOf, WEEKDAYS, type OpenWindow } from '../time';

/** The selection changes at most at window edges; a weekly schedule repeats within this many days. */
const SWITCH_LOOKAHEAD_DAYS = 8;
const DAY_MS = 86_400_000;

/** True when a file names weekdays or a window, i.e. the clock can choose it. */
function isTimeBound(file: MenuFile): boolean {
  return file.days !== null || file.from !== null || file.to !== null;
}

/**
 * Whether any of `files` is bound to days or hours: only then does the choice depend on the order
 * time (and on the location's zone); otherwise the default file serves every time.
 */
export function hasTimeBoundFile(files: readonly MenuFile[]): boolean {
  return files.some(isTimeBound);
}

/** The file's windows as open hours, so the shared open-hours code turns them into instants. */
function hoursOf(file: MenuFile): OpenHours {
  const window = { from: file.from ?? '00:00', to: file.to ?? '00:00' };
  const hours: OpenHours = {};
  for (const day of file.days ?? WEEKDAYS) hours[day] = [window];
  return hours;
}

/** The file's windows that start from the day before `at` for `days` days, as instants. */
function windowsAround(file: MenuFile, at: Date, timeZone: string, days: number): OpenWindow[] {
  const hours = hoursOf(file);
  // Skip the zone math entirely for a file whose window is malformed.
  if (!WEEKDAYS.some((day) => windowsOf(hours, day).length > 0)) return [];
  return windowsBetween(hours, addLocalDays(localDateOf(at, timeZone), -1), days + 1, timeZone);
}

function matches(file: MenuFile, at: Date, timeZone: string): boolean {
  const t = at.getTime();
  // Only yesterday's (crossing midnight) and today's windows can contain `at`.
  return windowsAround(file, at, timeZone, 1).some((w) => w.start.getTime() <= t && t < w.end.getTime());
}

/**
 * The menu file to show at `at` (the chosen order time, or now for ASAP) in the location's
 * `timeZone`: the first time-bound file whose weekday and window contain `at`, else the default file,
 * else the first file; null when there are no files. See the module doc for the readings.
 */
export function selectMenuFile(files: readonly MenuFile[], at: Date, timeZone: string): MenuFile | null {
  for (const file of files) {
    if (isTimeBound(file) && matches(file, at, timeZone)) return file;
  }
  return files.find((file) => file.isDefault) ?? files[0] ?? null;
}

/**
 * The file {@link selectMenuFile} will choose whatever the time and the location's time zone, or null
 * when that depends on them (some file is time-bound). Lets a deep link start the menu before the
 * location (and its zone) is known.
 */
export function menuFileWithoutTimeZone(files: readonly MenuFile[]): MenuFile | null {
  if (files.some(isTimeBound)) return null;
  return files.find((file) => file.isDefault) ?? files[0] ?? null;
}

/**
 * A key that changes exactly when another menu must be fetched: the experience plus the file's URL
 * (`'3004|none'` without a file). The menu store refetches only when this key changes.
 */
export function menuSelectionKey(experienceId: number, file: MenuFile | null): string {
  return `${experienceId}|${file ? file.url : 'none'}`;
}

/**
 * The next instant after `at` at which {@link selectMenuFile} gives another file (a window of a
 * time-bound file opens or closes and the choice really changes), looking at most 8 days ahead;
 * null when the choice never changes (e.g. only a default file). The menu store uses it to switch the
 * menu while a guest orders "now" across a window edge.
 */
export function nextMenuSwitch(files: readonly MenuFile[], at: Date, timeZone: string): Date | null {
  const now = at.getTime();
  const limit = now + SWITCH_LOOKAHEAD_DAYS * DAY_MS;
  const edges = new Set<number>();
  for (const file of files) {
    if (!isTimeBound(file)) continue;
    for (const w of windowsAround(file, at, timeZone, SWITCH_LOOKAHEAD_DAYS + 1)) {
      for (const edge of [w.start.getTime(), w.end.getTime()]) if (edge > now && edge <= limit) edges.add(edge);
    }
  }
  const current = selectMenuFile(files, at, timeZone);
  for (const edge of [...edges].sort((a, b) => a - b)) {
    const instant = new Date(edge);
    if (selectMenuFile(files, instant, timeZone) !== current) return instant;
  }
  return null;
}

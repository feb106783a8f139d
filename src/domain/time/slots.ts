/**
 * Time slots, open days and the time picker's content, in the LOCATION's time zone.
 * One implementation for the widget and the sandbox platform (demo/sandbox/slots.ts).
 *
 * Readings:
 * - Step: slots are every `interval` minutes when the experience's `interval` is a positive whole
 * number, else every 15. The seed data has `interval: 15`, which agrees with.
 * - Grid: slots are counted in elapsed time from each window's opening instant (a 11:30 opening
 *   gives 11:30, 11:45, ...); the first slot is the first grid point at or after
 *   `now + leadMinutes` (and `notBefore`). Because the grid is elapsed time, the spring-forward
 *   night has no slots in the missing hour, and the fall-back night offers the repeated hour twice
 *   (two different instants, each with its own offset in the ISO form).
 * - A slot lies inside its window: `start <= slot < end`.
 * - Days: `available_days` counts calendar days from today (today = day 1), capped at 30;
 *   0 or less is read as today only. Slots of a window crossing midnight belong to the day the
 *   window starts; a window still running from yesterday lists its remaining slots under today.
 */
import type { OpenHours, Weekday } from '../types';
import { lastClosingToday, windowsBetween, hasOpenHours } from './open-hours';
import {
  addLocalDays,
  formatIsoAtOffset,
  formatLocalDate,
  formatLocalTime,
  formatTimeAtOffset,
  localDateOf,
  weekdayOf,
  zoneOffsetMinutes,
  type LocalDate,
} from './zoned';

/** Slots every 15 minutes (the default step). */
export const SLOT_MINUTES = 15;
/** The range label spans 30 minutes (e.g. 12:00-12:30). */
export const RANGE_MINUTES = 30;
/** The open-day search looks at most 30 days ahead. */
export const MAX_SEARCH_DAYS = 30;
/** The week list shows 7 days. */
export const WEEK_DAYS = 7;
/** The date picker shows 7 days by default. */
export const DATE_PICKER_DAYS = 7;
/** More dates than this switch the picker to the linear layout. */
export const LINEAR_DATES_OVER = 4;
/** More times than this switch the picker to the linear layout. */
export const LINEAR_TIMES_OVER = 15;

const MINUTE_MS = 60_000;

/** What slots depend on; all plain values, the clock included. */
export interface SlotQuery {
  openHours: OpenHours;
  /** The location's IANA zone (`timezone.name`), never the device's. */
  timeZone: string;
  now: Date;
  /** Minutes from now to the earliest slot: preparation time (sandbox) or frame time. Default 0. */
  leadMinutes?: number;
  /** The experience's `interval`, read as the slot step in minutes; default 15. */
  interval?: number;
  /** The experience's `available_days`; default 1 (today only). */
  availableDays?: number;
  /** No slot before this instant (the guest's `from`, or the server's `next_available`). */
  notBefore?: Date | null;
  /** Safety cap on the number of slots. Default 3000. */
  limit?: number;
}

/** One slot. */
export interface Slot {
  /** The instant the slot starts. */
  start: Date;
  /** Wire form with the location's offset, e.g. `2026-11-22T12:00:00-05:00`. */
  iso: string;
  /** `YYYY-MM-DD` of the day the slot is listed under (see module readings). */
  dateKey: string;
  /** `HH:mm` on the location's wall clock. */
  time: string;
  /** `HH:mm` 30 minutes later: the end of the range label. */
  rangeEnd: string;
  /** `12:00-12:30`: the 30-minute range label. */
  rangeLabel: string;
}

/** The slot step in minutes: `interval` when a positive whole number, else 15. */
export function slotStep(interval?: number): number {
  return interval !== undefined && Number.isInteger(interval) && interval > 0 ? interval : SLOT_MINUTES;
}

/** The number of calendar days searched: `available_days` within 1..30. */
export function searchDays(availableDays?: number): number {
  const days = availableDays !== undefined && Number.isFinite(availableDays) ? Math.floor(availableDays) : 1;
  return Math.min(Math.max(days, 1), MAX_SEARCH_DAYS);
}

/** The 30-minute range label of a slot on the location's clock, e.g. `{ from: '12:00', to: '12:30' }`. */
export function rangeLabel(start: Date, timeZone: string, minutes = RANGE_MINUTES): { from: string; to: string; label: string } {
  const from = formatLocalTime(start, timeZone);
  const to = formatLocalTime(new Date(start.getTime() + minutes * MINUTE_MS), timeZone);
  return { from, to, label: `${from}-${to}` };
}

/**
 * The 'now' label shows when the slot starts within the frame time, i.e. at most
 * `frameTimeMinutes` after `now` (a slot already begun counts too).
 */
export function isNowSlot(start: Date, now: Date, frameTimeMinutes: number): boolean {
  return start.getTime() - now.getTime() <= Math.max(0, frameTimeMinutes) * MINUTE_MS;
}

/** All slots from the earliest allowed instant through the last searched day, earliest first. */
export function computeSlots(query: SlotQuery): Slot[] {
  const { openHours, timeZone, now } = query;
  const step = slotStep(query.interval) * MINUTE_MS;
  const earliest = Math.max(now.getTime() + (query.leadMinutes ?? 0) * MINUTE_MS, query.notBefore?.getTime() ?? -Infinity);
  const limit = query.limit ?? 3000;
  const today = localDateOf(now, timeZone);
  const todayKey = formatLocalDate(today);
  // From yesterday: its window may still run past midnight into today.
  const windows = windowsBetween(openHours, addLocalDays(today, -1), searchDays(query.availableDays) + 1, timeZone);
  const slots: Slot[] = [];
  let last = -Infinity;
  for (const window of windows) {
    const start = window.start.getTime();
    const end = window.end.getTime();
    const first = earliest <= start ? start : start + Math.ceil((earliest - start) / step) * step;
    // biome-ignore lint/complexity/useMathMinMax: date keys are `YYYY-MM-DD` strings, which Math.max would turn into NaN
    const dateKey = window.dateKey < todayKey ? todayKey : window.dateKey;
    // One Intl lookup per window instead of several per slot (this runs in the widget): the offset
    // is the same at both ends of the window (range end included) unless a DST change falls inside.
    const startOffset = zoneOffsetMinutes(window.start, timeZone);
    const steady = startOffset === zoneOffsetMinutes(new Date(end + RANGE_MINUTES * MINUTE_MS), timeZone);
    const offsetAt = (instant: Date) => (steady ? startOffset : zoneOffsetMinutes(instant, timeZone));
    for (let t = first; t < end && slots.length < limit; t += step) {
      // Overlapping windows (a carried-over night and an early opening) must not repeat a slot.
      if (t <= last) continue;
      last = t;
      const instant = new Date(t);
      const rangeEndInstant = new Date(t + RANGE_MINUTES * MINUTE_MS);
      const time = formatTimeAtOffset(instant, offsetAt(instant));
      const rangeEnd = formatTimeAtOffset(rangeEndInstant, offsetAt(rangeEndInstant));
      slots.push({
        start: instant,
        iso: formatIsoAtOffset(instant, offsetAt(instant)),
        dateKey,
        time,
        rangeEnd,
        rangeLabel: `${time}-${rangeEnd}`,
      });
    }
  }
  // Windows are sorted by start; an overlapping pair could still interleave, so sort once more.
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** A day in the open-day search. */
export interface OpenDay {
  date: LocalDate;
  dateKey: string;
  weekday: Weekday;
  isToday: boolean;
}

function openDay(date: LocalDate, today: LocalDate): OpenDay {
  const dateKey = formatLocalDate(date);
  return { date, dateKey, weekday: weekdayOf(date), isToday: dateKey === formatLocalDate(today) };
}

/**
 * Open-day search: the days within `available_days` (at most 30) whose weekday has open
 * hours, today dropped once its last closing time has passed. Today is also kept while a window
 * from yesterday still runs into it.
 */
export function openDays(query: Pick<SlotQuery, 'openHours' | 'timeZone' | 'now' | 'availableDays'>): OpenDay[] {
  const { openHours, timeZone, now } = query;
  const today = localDateOf(now, timeZone);
  const days: OpenDay[] = [];
  for (let offset = 0; offset < searchDays(query.availableDays); offset += 1) {
    const date = addLocalDays(today, offset);
    if (offset === 0) {
      const lastClose = lastClosingToday(openHours, timeZone, now);
      if (!lastClose || lastClose.getTime() <= now.getTime()) continue;
    } else if (!hasOpenHours(openHours, weekdayOf(date))) {
      continue;
    }
    days.push(openDay(date, today));
  }
  return days;
}

/** One entry of the week list (7 days from today), e.g. for the location info page. */
export interface WeekListDay extends OpenDay {
  /** The day's windows as configured, `HH:mm`, in order. */
  windows: { from: string; to: string }[];
}

/** The 7 days from today in the location's zone, with each day's configured windows. */
export function weekList(openHours: OpenHours, timeZone: string, now: Date, days = WEEK_DAYS): WeekListDay[] {
  const today = localDateOf(now, timeZone);
  return Array.from({ length: days }, (_, offset) => {
    const day = openDay(addLocalDays(today, offset), today);
    return { ...day, windows: (openHours[day.weekday] ?? []).map(({ from, to }) => ({ from, to })) };
  });
}

/** A time in the picker. */
export interface PickerTime extends Slot {
  /** Show 'Now' instead of the time (always for ASAP-only). */
  isNow: boolean;
}

/** A date in the picker with its times. */
export interface PickerDay extends OpenDay {
  times: PickerTime[];
}

/** The picker's layout: `linear` past 4 dates or 15 times. */
export type PickerLayout = 'default' | 'linear';

/** The time picker's content. */
export interface TimePicker {
  /** ASAP-only: only Today and Now, pickers disabled. */
  asapOnly: boolean;
  days: PickerDay[];
  layout: PickerLayout;
  /** The first slot (the picker's default), or null when nothing can be ordered. */
  first: PickerTime | null;
}

/** More than 4 dates or more than 15 times switch the picker to a linear list. */
export function pickerLayout(dateCount: number, timeCount: number): PickerLayout {
  return dateCount > LINEAR_DATES_OVER || timeCount > LINEAR_TIMES_OVER ? 'linear' : 'default';
}

/** Inputs of {@link buildTimePicker}. */
export interface TimePickerQuery extends SlotQuery {
  /** Experience `is_asap_only`. */
  isAsapOnly: boolean;
  /** Experience `frame_time` in minutes: the 'now' label window. */
  frameTime: number;
  /** How many dates to show; default 7. */
  maxDays?: number;
}

/**
 * The time picker: the open days (up to 7) that still have slots, each with its times, the 'now'
 * flags and the layout. ASAP-only experiences get one day (Today) with one time (Now, the first
 * slot). `layout` counts the dates and the busiest day's times.
 */
export function buildTimePicker(query: TimePickerQuery): TimePicker {
  // ASAP-only shows the first slot alone: list no more than that one.
  const slots = computeSlots(query.isAsapOnly ? { ...query, limit: 1 } : query);
  const today = localDateOf(query.now, query.timeZone);
  if (query.isAsapOnly) {
    const firstSlot = slots[0];
    if (!firstSlot) return { asapOnly: true, days: [], layout: 'default', first: null };
    const now: PickerTime = { ...firstSlot, isNow: true };
    return { asapOnly: true, days: [{ ...openDay(today, today), times: [now] }], layout: 'default', first: now };
  }
  const byDay = new Map<string, PickerTime[]>();
  for (const slot of slots) {
    const times = byDay.get(slot.dateKey) ?? [];
    times.push({ ...slot, isNow: isNowSlot(slot.start, query.now, query.frameTime) });
    byDay.set(slot.dateKey, times);
  }
  const days = openDays(query)
    .filter((day) => byDay.has(day.dateKey))
    .slice(0, query.maxDays ?? DATE_PICKER_DAYS)
    .map((day) => ({ ...day, times: byDay.get(day.dateKey)! }));
  const busiest = Math.max(0, ...days.map((day) => day.times.length));
  return { asapOnly: false, days, layout: pickerLayout(days.length, busiest), first: days[0]?.times[0] ?? null };
}

/** A time a link asked for: `date` + `time` query values, or the `state` parameter's `checkoutTime`. */
export interface WantedTime {
  /** YYYY-MM-DD in the location's zone. */
  date: string | null;
  /** HH:mm in the location's zone. */
  time: string | null;
  /** An instant (ISO 8601); wins over date and time. */
  checkoutTime: string | null;
}

/**
 * The picker time a start-up link names: the slot at `checkoutTime`, else the slot at `date` + `time`,
 * else the first slot of `date`. Null when the link names nothing the picker offers (the guest then
 * gets the nearest time, as for any time that is no longer available).
 */
export function findPickerTime(picker: TimePicker, wanted: WantedTime): PickerTime | null {
  const times = picker.days.flatMap((day) => day.times);
  if (wanted.checkoutTime) {
    const instant = Date.parse(wanted.checkoutTime);
    if (!Number.isNaN(instant)) return times.find((slot) => slot.start.getTime() === instant) ?? null;
  }
  if (!wanted.date) return null;
  const onDate = times.filter((slot) => slot.dateKey === wanted.date);
  if (!wanted.time) return onDate[0] ?? null;
  const hm = /^(\d{1,2}):?(\d{2})$/.exec(wanted.time.trim());
  if (!hm) return null;
  const label = `${hm[1]!.padStart(2, '0')}:${hm[2]}`;
  return onDate.find((slot) => slot.time === label) ?? null;
}

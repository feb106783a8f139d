/**
 * The one way a time of day is written for the guest: every screen (the time picker, the location
 * list and its opening hours, the checkout's time popups, the confirmation, a member's past orders)
 * formats through here, so a guest never reads "14:30-15:00" on one screen and "9:30 PM" on another.
 * The hour cycle is the location's time format in the guest's language (see `locationHourCycle`)
 * when the time belongs to a known location, else the language's own clock.
 */
import { locationHourCycle } from './hour-cycle';

/** What a time is written with. */
export interface ClockStyle {
  /** The BCP 47 tag of the guest's language with its numbering system (`en-US`, `he`, `ar-u-nu-arab`). */
  locale: string;
  /** The IANA zone whose wall clock is shown (the location's). */
  timeZone: string;
  /** The location's time format (`hh:mm a`, `HH:mm`); absent: the language's own clock. */
  timeFormat?: string | undefined;
}

/** The hour cycle a {@link ClockStyle} writes: the location's in the language when known, else the language's. */
export function clockHourCycle(style: Pick<ClockStyle, 'locale' | 'timeFormat'>): 'h12' | 'h23' {
  // With no location format, a 12-hour marker stands for "whatever the language writes".
  return locationHourCycle(style.timeFormat ?? 'h:mm a', style.locale);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: ClockStyle): Intl.DateTimeFormat {
  const hourCycle = clockHourCycle(style);
  const key = `${style.locale}|${style.timeZone}|${hourCycle}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(style.locale, { hour: 'numeric', minute: '2-digit', hourCycle, timeZone: style.timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * `at` as a wall-clock time ("9:30 PM", "21:30", "٩:٣٠ م"). An unknown zone or tag falls back to the
 * device's clock in the same hour cycle: the instant is still the right one.
 *
 * @example
 * formatClockTime(at, { locale: 'en-US', timeZone: 'America/New_York', timeFormat: 'h:mm A' }) // "9:30 PM"
 * formatClockTime(at, { locale: 'he', timeZone: 'America/New_York', timeFormat: 'h:mm A' })    // "21:30"
 */
export function formatClockTime(at: Date, style: ClockStyle): string {
  try {
    return formatterFor(style).format(at);
  } catch {
    return new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', hourCycle: clockHourCycle(style) }).format(at);
  }
}

/** The short date of `at` on the zone's calendar ("Fri, Nov 27"), to go before its {@link formatClockTime}. */
export function formatClockDate(at: Date, style: Omit<ClockStyle, 'timeFormat'>): string {
  try {
    return new Intl.DateTimeFormat(style.locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: style.timeZone }).format(at);
  } catch {
    return at.toLocaleDateString();
  }
}

/** A range of two times the language's way ("2:30 – 3:00 PM", "14:30–15:00"): the picker's slot label. */
export function formatClockRange(from: Date, to: Date, style: ClockStyle): string {
  try {
    return formatterFor(style).formatRange(from, to);
  } catch {
    return `${formatClockTime(from, style)}–${formatClockTime(to, style)}`;
  }
}

/**
 * A configured `HH:mm` (open hours) as the location's clock shows it; `24:00` (and `00:00` closing a
 * day) is midnight.
 */
export function formatClockHm(hm: string, style: Omit<ClockStyle, 'timeZone'>): string {
  const [h = 0, m = 0] = hm.split(':').map(Number);
  return formatClockTime(new Date(Date.UTC(2024, 0, 1, h % 24, m)), { ...style, timeZone: 'UTC' });
}

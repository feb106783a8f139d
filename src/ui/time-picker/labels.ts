import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatClockRange, type ClockStyle } from '../../domain/time/clock';
import { RANGE_MINUTES, type OpenDay, type PickerTime } from '../../domain/time/slots';
import { intlLocale } from '../../i18n/element-i18n';

/**
 * A picker day's label: Today, Tomorrow, else a short weekday and date ("Fri, Nov 27") in the
 * guest's language. The date is the LOCATION's calendar date, so it is formatted as a UTC date;
 * `todayKey` is today's `YYYY-MM-DD` there (today may have no slots, so the picker can't tell).
 */
export function dayLabel(day: OpenDay, i18n: I18n, todayKey: string): string {
  if (day.isToday) return i18n._(msg`Today`);
  const utc = Date.UTC(day.date.year, day.date.month - 1, day.date.day);
  const [y, m, d] = todayKey.split('-').map(Number) as [number, number, number];
  if (utc - Date.UTC(y, m - 1, d) === 86_400_000) return i18n._(msg`Tomorrow`);
  try {
    return new Intl.DateTimeFormat(intlLocale(i18n), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(utc);
  } catch {
    return day.dateKey;
  }
}

/**
 * A picker time's label: 'Now' within the frame time, else its 30-minute range on the location's
 * clock, written like every other time ("12:00 – 12:30 PM", "12:00–12:30"); `clock` is the
 * location's zone and time format.
 */
export function timeLabel(time: PickerTime, i18n: I18n, clock: Omit<ClockStyle, 'locale'>): string {
  if (time.isNow) return i18n._(msg`Now`);
  return formatClockRange(time.start, new Date(time.start.getTime() + RANGE_MINUTES * 60_000), { ...clock, locale: intlLocale(i18n) });
}

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OpenDay, PickerTime } from '../../domain/time/slots';
import { intlLocale } from '../../i18n/element-i18n';
import { localizeDigits } from '../../domain/digits';

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

/** A picker time's label: 'Now' within the frame time, else the 30-minute range "12:00-12:30". */
export function timeLabel(time: PickerTime, i18n: I18n): string {
  return time.isNow ? i18n._(msg`Now`) : localizeDigits(time.rangeLabel, intlLocale(i18n));
}

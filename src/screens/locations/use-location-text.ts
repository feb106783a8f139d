import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AvailabilityLabel } from '../../domain/availability';
import { daysBetween, formatClockHm, formatClockTime, localDateOf, type OpeningStatus } from '../../domain/time';
import type { Location, Weekday } from '../../domain/types';
import { intlLocale } from '../../i18n/element-i18n';

/** 2024-01-01 was a Monday: weekday names come from Intl on these UTC dates. */
const WEEKDAY_INDEX: Record<Weekday, number> = { mon: 0, tue: 1, wed: 2, thu: 3, fri: 4, sat: 5, sun: 6 };

/**
 * Words for the location screens (status messages and availability labels), with times on
 * the location's clock and in its own time format, in the widget's language (a 12-hour location's
 * times in 24 hours where the language writes 24-hour times: see `locationHourCycle`).
 */
export function useLocationText() {
  const { t, i18n } = useLingui();
  const locale = intlLocale(i18n);

  /** An instant as the location's wall-clock time (`7:30 AM`, `07:30` or Hebrew's `7:30`). */
  const time = (at: Date, location: Pick<Location, 'timeZone' | 'timeFormat'>) =>
    formatClockTime(at, { locale, timeZone: location.timeZone, timeFormat: location.timeFormat });

  /** A configured `HH:mm` (open hours) in the location's time format; `00:00`/`24:00` as `to` is midnight. */
  const clock = (hm: string, location: Pick<Location, 'timeFormat'>) => formatClockHm(hm, { locale, timeFormat: location.timeFormat });

  const weekday = (day: Weekday) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + WEEKDAY_INDEX[day])));

  /** "7:30 AM", "tomorrow 7:30 AM" or "Saturday 7:30 AM", days counted on the location's calendar. */
  const when = (at: Date, location: Pick<Location, 'timeZone' | 'timeFormat'>, now: Date) => {
    const days = daysBetween(localDateOf(now, location.timeZone), localDateOf(at, location.timeZone));
    const shown = time(at, location);
    if (days <= 0) return t`today ${shown}`;
    if (days === 1) return t`tomorrow ${shown}`;
    const day = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: location.timeZone }).format(at);
    return `${day} ${shown}`;
  };

  /** Status message. */
  const status = (value: OpeningStatus, location: Pick<Location, 'timeZone' | 'timeFormat'>, now: Date): string => {
    switch (value.kind) {
      case 'not-accepting':
        return t`Not accepting orders`;
      case 'asap-only':
        return t`Only accepting ASAP orders`;
      case 'open-24h':
        return t`Open 24 hours`;
      case 'open-closes-at': {
        const at = time(value.at, location);
        return t`Currently open, closes at ${at}`;
      }
      case 'around': {
        const minutes = value.minutes;
        return t({
          message: plural(minutes, {
            one: 'Currently closed, available in around # minute',
            other: 'Currently closed, available in around # minutes',
          }),
        });
      }
      case 'closed-opens-at': {
        const at = when(value.at, location, now);
        return t`Currently closed, opens ${at}`;
      }
      default:
        return t`Closed`;
    }
  };

  /** Availability label (the card's badge). */
  const label = (value: AvailabilityLabel): string => {
    switch (value.kind) {
      case 'view-menu':
        return t`View menu`;
      case 'not-available':
        return t`Not available`;
      case 'order-now':
        return t`Order now`;
      case 'around': {
        const minutes = i18n.number(value.minutes);
        return t`Around ${minutes} min`;
      }
      case 'next-available':
        return t`Next available`;
      default:
        return t`Closed`;
    }
  };

  /** "GMT+01:00" for an offset in minutes east of UTC. */
  const gmt = (offsetMinutes: number) => {
    const sign = offsetMinutes < 0 ? '-' : '+';
    const abs = Math.abs(offsetMinutes);
    return `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  };

  return { time, clock, weekday, when, status, label, gmt };
}

/**
 * The opening status message of a location/experience ("Status messages"), as data: the
 * screen picks the words (Lingui) and formats `at` with the location's time format.
 */
import type { OpenHours } from '../types';
import { currentOpenSpan, nextOpenSpan } from './open-hours';
import { daysBetween, formatLocalTime, localDateOf, startOfLocalDay, addLocalDays } from './zoned';

/** "available in around N minutes" applies within 60 minutes. */
export const AROUND_MINUTES = 60;

/** A time in a status message. */
export interface StatusTime {
  /** The instant. */
  at: Date;
  /** `HH:mm` on the location's clock. */
  time: string;
  /** Calendar days from today on the location's clock (0 today, 1 tomorrow, ...). */
  dayOffset: number;
}

/** The status messages. */
export type OpeningStatus =
  /** The experience does not take orders now (the caller decides). */
  | { kind: 'not-accepting' }
  /** Open, ASAP-only: "only accepting ASAP orders". */
  | { kind: 'asap-only' }
  /** Open all of today and beyond: "open 24h". */
  | { kind: 'open-24h' }
  /** "Currently open, closes at {time}". */
  | ({ kind: 'open-closes-at' } & StatusTime)
  /** Closed, opens within 60 minutes: "available in around {minutes} minutes". */
  | ({ kind: 'around'; minutes: number } & StatusTime)
  /** "Currently closed, opens at {time}". */
  | ({ kind: 'closed-opens-at' } & StatusTime)
  /** Closed with no opening in the coming week. */
  | { kind: 'closed' };

/** Inputs of {@link openingStatus}. */
export interface StatusQuery {
  openHours: OpenHours;
  /** The location's IANA zone. */
  timeZone: string;
  now: Date;
  /** Experience `is_asap_only`. */
  isAsapOnly?: boolean;
  /** False when the experience is not accepting orders (e.g. ASAP pushed an hour out). */
  acceptingOrders?: boolean;
}

function statusTime(at: Date, timeZone: string, now: Date): StatusTime {
  return { at, time: formatLocalTime(at, timeZone), dayOffset: daysBetween(localDateOf(now, timeZone), localDateOf(at, timeZone)) };
}

/**
 * The status message at `now`. Order of checks: not accepting; open (ASAP-only, then 24h, then
 * closes-at, where the closing time joins back-to-back windows such as 18:00-00:00 + 00:00-02:00);
 * closed (around N minutes when opening within 60, rounded up; opens-at; closed).
 * "Open 24h" means the current open stretch covers today from midnight to midnight.
 */
export function openingStatus(query: StatusQuery): OpeningStatus {
  const { openHours, timeZone, now } = query;
  if (query.acceptingOrders === false) return { kind: 'not-accepting' };
  const current = currentOpenSpan(openHours, timeZone, now);
  if (current) {
    if (query.isAsapOnly) return { kind: 'asap-only' };
    const today = localDateOf(now, timeZone);
    const todayStart = startOfLocalDay(today, timeZone);
    const tomorrowStart = startOfLocalDay(addLocalDays(today, 1), timeZone);
    if (current.start <= todayStart && current.end >= tomorrowStart) return { kind: 'open-24h' };
    return { kind: 'open-closes-at', ...statusTime(current.end, timeZone, now) };
  }
  const next = nextOpenSpan(openHours, timeZone, now);
  if (!next) return { kind: 'closed' };
  const minutes = Math.ceil((next.start.getTime() - now.getTime()) / 60_000);
  if (minutes <= AROUND_MINUTES) return { kind: 'around', minutes, ...statusTime(next.start, timeZone, now) };
  return { kind: 'closed-opens-at', ...statusTime(next.start, timeZone, now) };
}

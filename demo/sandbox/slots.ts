import type { WireOpenHours, WireSlotsResponse } from '../../src/api/wire';

/**
 * Time slots of an experience (spec 4.1, 7.4, 9): every 15 minutes inside the open hours, in the
 * LOCATION's time zone, from now + preparation time, within `available_days` (at most 30 days).
 * Only `Intl` is used, so any IANA zone works without a date library.
 */

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const MINUTE = 60_000;
/** Spec 9: slots every 15 minutes. */
export const SLOT_MINUTES = 15;
/** Spec 9: the open-day search looks at most 30 days ahead. */
const MAX_DAYS = 30;

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: (typeof WEEKDAYS)[number];
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'short',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Wall-clock parts of an instant in a zone. */
export function localParts(instant: Date, timeZone: string): LocalParts {
  const parts = Object.fromEntries(partsFormatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year), month: Number(parts.month), day: Number(parts.day),
    hour: Number(parts.hour) % 24, minute: Number(parts.minute),
    weekday: String(parts.weekday).slice(0, 3).toLowerCase() as LocalParts['weekday'],
  };
}

/** Offset of the zone from UTC at an instant, in minutes (e.g. -300 for New York in winter). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  const floored = Math.floor(instant.getTime() / MINUTE) * MINUTE;
  return Math.round((asUtc - floored) / MINUTE);
}

/** The instant of a wall-clock time in a zone (minutes may exceed a day; DST gaps move forward). */
export function zonedToInstant(year: number, month: number, day: number, minutes: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day, 0, minutes);
  let instant = guess - offsetMinutes(new Date(guess), timeZone) * MINUTE;
  // A second pass settles instants whose offset differs from the guess's (DST edges).
  instant = guess - offsetMinutes(new Date(instant), timeZone) * MINUTE;
  return new Date(instant);
}

/** ISO 8601 with the zone's offset, e.g. 2026-11-22T14:15:00-05:00 (spec 7.4 wire form). */
export function formatZonedIso(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  const offset = offsetMinutes(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

function toMinutes(hhmm: string, isEnd: boolean): number {
  const [h, m] = hhmm.split(':').map(Number);
  const minutes = (h ?? 0) * 60 + (m ?? 0);
  // "00:00" (or "24:00") as a closing time means midnight at the end of the day (wire.ts WireOpenHours).
  return isEnd && (minutes === 0 || minutes >= 24 * 60) ? 24 * 60 : minutes;
}

export interface SlotOptions {
  openHours: WireOpenHours;
  timeZone: string;
  availableDays: number;
  preparationMinutes: number;
  now: Date;
  /** The guest's chosen start (GET .../slots?from=); earlier than now + preparation is ignored. */
  from?: Date | null;
  /** Safety cap on the list length. */
  limit?: number;
}

/** Slot instants, earliest first. */
export function computeSlots(options: SlotOptions): Date[] {
  const { openHours, timeZone, now } = options;
  const earliestMs = Math.max(now.getTime() + options.preparationMinutes * MINUTE, options.from?.getTime() ?? 0);
  const days = Math.max(1, Math.min(options.availableDays || 1, MAX_DAYS));
  const today = localParts(now, timeZone);
  const limit = options.limit ?? 2000;
  const slots: Date[] = [];

  for (let offset = 0; offset < days && slots.length < limit; offset += 1) {
    // Walk calendar days in the zone; Date.UTC normalises month/year overflow.
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const y = date.getUTCFullYear();
    const m = date.getUTCMonth() + 1;
    const d = date.getUTCDate();
    const weekday = WEEKDAYS[date.getUTCDay()]!;
    for (const window of openHours[weekday] ?? []) {
      const start = toMinutes(window.from, false);
      const end = toMinutes(window.to, true);
      for (let minute = start; minute < end; minute += SLOT_MINUTES) {
        const instant = zonedToInstant(y, m, d, minute, timeZone);
        if (instant.getTime() < earliestMs) continue;
        if (slots.length && slots[slots.length - 1]!.getTime() >= instant.getTime()) continue;
        slots.push(instant);
        if (slots.length >= limit) break;
      }
    }
  }
  return slots;
}

/** The slots response of GET /restaurants/api/v3/experiences/{id}/slots. */
export function slotsResponse(options: SlotOptions): WireSlotsResponse {
  const slots = computeSlots(options).map((slot) => formatZonedIso(slot, options.timeZone));
  const first = slots[0] ?? null;
  // No grace period in the sandbox: the grace slot is the first slot (spec 4.2).
  return { next_available: first, next_available_with_grace: first, data: { time_slots: slots } };
}

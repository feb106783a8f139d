import type { WireOpenHours, WireSlotsResponse } from '../../src/api/wire';
import { computeSlots as computeDomainSlots, SLOT_MINUTES } from '../../src/domain/time/slots.ts';
import { formatZonedIso, localParts, zoneOffsetMinutes, zonedTimeToInstant } from '../../src/domain/time/zoned.ts';

/**
 * Time slots of an experience (spec 4.1, 7.4, 9) as the sandbox platform serves them. The rules
 * live in `src/domain/time/` and are shared with the widget, so the sandbox and the widget compute
 * the same slots (issue 3 "the sandbox's seed data and the widget agree on every slot shown").
 */

export { formatZonedIso, localParts, SLOT_MINUTES };

/** Offset of the zone from UTC at an instant, in minutes (e.g. -300 for New York in winter). */
export const offsetMinutes = zoneOffsetMinutes;

/** The instant of a wall-clock time in a zone (minutes may exceed a day); DST rule of `zonedTimeToInstant`. */
export function zonedToInstant(year: number, month: number, day: number, minutes: number, timeZone: string): Date {
  return zonedTimeToInstant({ year, month, day }, minutes, timeZone);
}

export interface SlotOptions {
  openHours: WireOpenHours;
  timeZone: string;
  availableDays: number;
  preparationMinutes: number;
  now: Date;
  /** The experience's `interval`, the slot step in minutes (default 15, spec 9). */
  interval?: number;
  /** The guest's chosen start (GET .../slots?from=); earlier than now + preparation is ignored. */
  from?: Date | null;
  /** Safety cap on the list length. */
  limit?: number;
}

/** Slot instants, earliest first. */
export function computeSlots(options: SlotOptions): Date[] {
  return computeDomainSlots({
    openHours: options.openHours,
    timeZone: options.timeZone,
    now: options.now,
    leadMinutes: options.preparationMinutes,
    interval: options.interval,
    availableDays: options.availableDays,
    notBefore: options.from ?? null,
    limit: options.limit ?? 2000,
  }).map((slot) => slot.start);
}

/** The slots response of GET /restaurants/api/v3/experiences/{id}/slots. */
export function slotsResponse(options: SlotOptions): WireSlotsResponse {
  const slots = computeSlots(options).map((slot) => formatZonedIso(slot, options.timeZone));
  const first = slots[0] ?? null;
  // No grace period in the sandbox: the grace slot is the first slot (spec 4.2).
  return { next_available: first, next_available_with_grace: first, data: { time_slots: slots } };
}

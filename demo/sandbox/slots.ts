import type { WireOpenHours, WireSlotsResponse } from '../../src/api/wire';
import { computeSlots as computeDomainSlots, SLOT_MINUTES, slotStep } from '../../src/domain/time/slots.ts';
import { formatZonedIso, localParts, zoneOffsetMinutes, zonedTimeToInstant } from '../../src/domain/time/zoned.ts';

/**
 * Time slots of an experience as the sandbox platform serves them. The rules
 * live in `src/domain/time/` and are shared with the widget, so the sandbox and the widget compute
 * the same slots ("the sandbox's seed data and the widget agree on every slot shown").
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
  /** The experience's `interval`, the slot step in minutes (default 15). */
  interval?: number;
  /** The guest's chosen start (GET .../slots?from=); earlier than now + preparation is ignored. */
  from?: Date | null;
  /** Safety cap on the list length. */
  limit?: number;
  /** Grace minutes of the experience (see {@link graceSlot}); 0 or absent: no grace. */
  graceMinutes?: number;
  /** Orders paused: no slots at all ("not accepting orders"). */
  paused?: boolean;
}

/** Slot instants, earliest first. */
export function computeSlots(options: SlotOptions): Date[] {
  if (options.paused) return [];
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

/**
 * The sandbox's grace rule (`next_available_with_grace`; documented in demo/README.md):
 * the LAST slot S of an open window, once passed (S < now + preparation, so no longer offered),
 * stays orderable while now + preparation - S <= graceMinutes. "Last of its window" means the
 * next regular slot is more than one step after S (or there is none). Returns S, or null when no
 * slot is in grace (then `next_available_with_grace` equals `next_available`).
 */
export function graceSlot(options: SlotOptions): Date | null {
  const grace = options.graceMinutes ?? 0;
  if (grace <= 0 || options.paused) return null;
  const cutoff = options.now.getTime() + options.preparationMinutes * 60_000;
  // The slots as they were `grace` minutes ago include every slot that passed within the grace window.
  const earlier = computeSlots({ ...options, now: new Date(options.now.getTime() - grace * 60_000), from: null, limit: 500 });
  const passed = earlier.filter((slot) => slot.getTime() < cutoff);
  const last = passed.at(-1);
  if (!last) return null;
  const next = computeSlots({ ...options, from: null, limit: 1 })[0];
  if (next && next.getTime() - last.getTime() <= slotStep(options.interval) * 60_000) return null;
  return last;
}

/** The slots response of GET /restaurants/api/v3/experiences/{id}/slots. */
export function slotsResponse(options: SlotOptions): WireSlotsResponse {
  const slots = computeSlots(options).map((slot) => formatZonedIso(slot, options.timeZone));
  const first = slots[0] ?? null;
  const grace = graceSlot(options);
  // Without a slot in grace, the grace slot is the first slot. Grace slots are not listed in time_slots.
  return { next_available: first, next_available_with_grace: grace ? formatZonedIso(grace, options.timeZone) : first, data: { time_slots: slots } };
}

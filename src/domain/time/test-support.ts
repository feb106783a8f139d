/**
 * Test fixture (not shipped): a digest of every time rule at instants around midnight in
 * Pacific/Kiritimati (UTC+14) and America/Los_Angeles, for several location zones. The device-zone
 * test computes it in-process and in child processes with another `TZ`: equal digests prove the
 * rules depend on the location zone argument only, never on the device's zone.
 */
import type { OpenHours } from '../types';
import { isOpenAt } from './open-hours';
import { buildTimePicker } from './slots';
import { openingStatus } from './status';
import { formatZonedIso, localParts, zonedTimeToInstant } from './zoned';

export const LOCATION_ZONES = ['Pacific/Kiritimati', 'America/Los_Angeles', 'Europe/Athens', 'America/New_York'];

const HOURS: OpenHours = {
  mon: [{ from: '06:00', to: '00:00' }],
  tue: [{ from: '22:00', to: '02:00' }],
  wed: [{ from: '00:00', to: '00:00' }],
  thu: [
    { from: '11:30', to: '14:30' },
    { from: '17:00', to: '23:00' },
  ],
  sat: [{ from: '00:00', to: '01:00' }],
};

/** Instants one minute either side of local midnight in both device zones, plus `extra`. */
export function instantsAroundMidnight(extra: number[] = []): Date[] {
  const instants: Date[] = extra.map((ms) => new Date(ms));
  for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
    for (const day of [22, 23, 24, 25, 26]) {
      const midnight = zonedTimeToInstant({ year: 2026, month: 11, day }, 0, zone).getTime();
      instants.push(new Date(midnight - 60_000), new Date(midnight), new Date(midnight + 60_000));
    }
  }
  return instants;
}

/** The digest: JSON of every rule's result per (instant, location zone). */
export function digest(instants: Date[]): string {
  const rows = instants.flatMap((now) =>
    LOCATION_ZONES.map((timeZone) => {
      const picker = buildTimePicker({ openHours: HOURS, timeZone, now, isAsapOnly: false, frameTime: 15, leadMinutes: 10, availableDays: 7 });
      return {
        now: now.toISOString(),
        timeZone,
        local: localParts(now, timeZone),
        iso: formatZonedIso(now, timeZone),
        open: isOpenAt(HOURS, timeZone, now),
        status: openingStatus({ openHours: HOURS, timeZone, now }),
        days: picker.days.map((d) => [d.dateKey, d.times.length, d.times[0]?.iso]),
        layout: picker.layout,
      };
    }),
  );
  return JSON.stringify(rows);
}

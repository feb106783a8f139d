/**
 * The one time zone a list of locations is said to be in: the zone most of its locations share.
 * The time-zone notice compares it with the device's. It must not depend on the order the list
 * shows (open locations first, which changes with the hour), or one hour a guest in the main zone
 * would be told about a single outlet abroad. A tie goes to the zone whose name sorts first, so the
 * answer is the same on every device. Null for an empty list.
 */
export function listTimeZone(zones: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const zone of zones) counts.set(zone, (counts.get(zone) ?? 0) + 1);
  let best: string | null = null;
  let bestCount = 0;
  for (const [zone, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== null && zone < best)) {
      best = zone;
      bestCount = count;
    }
  }
  return best;
}

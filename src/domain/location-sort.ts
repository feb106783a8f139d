/**
 * Location list order: "Locations sort by label order, then by next available time or
 * minimum pickup time, then by name. A location named in the URL goes first."
 * Pure and stable: items that tie on every key keep their input order.
 */
import { availabilityRank, type AvailabilityLabel } from './availability';

/** What sorting needs from a location. */
export interface SortableLocation {
  id: number;
  name: string;
  label: AvailabilityLabel;
}

/** Options of {@link sortLocations}. */
export interface LocationSortOptions {
  /** The restaurant named in the URL (`restaurant` start-up parameter); it goes first. */
  urlLocationId?: number | null;
  /** Locale for the name comparison (`Intl.Collator`), e.g. `he` or `en-US`; default: the runtime's. */
  locale?: string;
}

/**
 * The time key within one label: for `around` the minimum pickup time (its minutes), for
 * `next-available` the next available instant. Other labels have no time, so they tie here and
 * fall through to the name.
 */
function timeKey(label: AvailabilityLabel): number {
  if (label.kind === 'around') return label.minutes;
  if (label.kind === 'next-available') {
    const ms = Date.parse(label.at);
    return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
  }
  return 0;
}

/** A name collator; a malformed locale falls back to the runtime's instead of throwing. */
function makeCollator(locale: string | undefined): Intl.Collator {
  try {
    return new Intl.Collator(locale?.replace('_', '-'), { numeric: true });
  } catch {
    return new Intl.Collator(undefined, { numeric: true });
  }
}

/** A comparator for {@link SortableLocation}s (not stable on its own; {@link sortLocations} is). */
export function compareLocations(options: LocationSortOptions = {}): (a: SortableLocation, b: SortableLocation) => number {
  const collator = makeCollator(options.locale);
  const first = options.urlLocationId ?? null;
  return (a, b) => {
    if (first !== null && (a.id === first) !== (b.id === first)) return a.id === first ? -1 : 1;
    const byLabel = availabilityRank(a.label) - availabilityRank(b.label);
    if (byLabel !== 0) return byLabel;
    const ta = timeKey(a.label);
    const tb = timeKey(b.label);
    if (ta !== tb) return ta < tb ? -1 : 1;
    return collator.compare(a.name, b.name);
  };
}

/** Returns a new array of `locations` order; the input is left untouched. */
export function sortLocations<T extends SortableLocation>(locations: readonly T[], options: LocationSortOptions = {}): T[] {
  const compare = compareLocations(options);
  return locations
    .map((location, index) => ({ location, index }))
    .sort((a, b) => compare(a.location, b.location) || a.index - b.index)
    .map(({ location }) => location);
}

/**
 * `locations` in the order `shown` lists their ids, those it does not list after them in their own
 * order. The list keeps the order it last showed while statuses are still arriving: re-sorting as each
 * one lands moved a card (and the button a keyboard or screen-reader guest was on) several times.
 */
export function keepShownOrder<T extends { id: number }>(locations: readonly T[], shown: readonly number[]): T[] {
  const rank = new Map(shown.map((id, index) => [id, index]));
  return locations
    .map((location, index) => ({ location, index, rank: rank.get(location.id) ?? shown.length + index }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ location }) => location);
}

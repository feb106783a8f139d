/**
 * Not-found reasons: "A hotel, restaurant or experience named in the URL must
 * exist in the fetched lists. Otherwise the user goes to /not-found with the matching reason.
 * Failed fetches of hotels or restaurants also go to /not-found with the error kind."
 * Pure: the caller passes the start-up parameters and what the fetches gave. Where the guest goes
 * when everything is found comes from `startupRedirect` (src/domain/startup-params.ts), reused by
 * {@link resolveStartup}.
 */
import type { StartupParams } from './startup-params';
import type { ExperienceRef, Hotel, Location } from './types';
import { startupRedirect } from './startup-params';
import { NOT_FOUND_PATH, type NotFoundReason } from './not-found-reason';

export { GENERIC_NOT_FOUND, NOT_FOUND_PATH, parseNotFoundReason, type NotFoundReason } from './not-found-reason';

/**
 * The outcome of a list fetch: `pending` while it runs (or when not started), `failed` when it
 * failed (not when it was cancelled: a cancellation is not an answer, report it as `pending`).
 */
export type Fetched<T> = { status: 'pending' } | { status: 'failed' } | { status: 'ok'; items: readonly T[] };

/** What the check needs from the fetched lists (the hotels list is only fetched in the hotel flow). */
export interface FetchedLists {
  hotels?: Fetched<Pick<Hotel, 'id' | 'locationIds'>>;
  locations: Fetched<Pick<Location, 'id' | 'hotelId'> & { experiences: readonly Pick<ExperienceRef, 'id' | 'type' | 'active'>[] }>;
}

/**
 * The check's answer: wait for a fetch, everything named exists, go to not-found, or a list could not
 * be loaded (`load-failed`: nothing was shown missing, so the page says what happened and offers a
 * retry; `reason` names the list that failed).
 */
export type NamedSelectionCheck =
  | { kind: 'waiting' }
  | { kind: 'ok' }
  | { kind: 'not-found'; reason: NotFoundReason }
  | { kind: 'load-failed'; reason: 'HOTEL_ERROR' | 'RESTAURANT_ERROR' };

type Named = Pick<StartupParams, 'hotel' | 'restaurant' | 'experience' | 'experienceId'>;

/**
 * Checks the hotel, restaurant and experience named in the URL against the fetched lists, in that
 * order, so the reason names the outermost thing missing:
 * - hotels fetch failed: load-failed HOTEL_ERROR; the named hotel is not in it: HOTEL_ERROR;
 * - locations fetch failed (named or not: the page cannot work): load-failed RESTAURANT_ERROR; the
 *   named restaurant is not in it, or it is not one of the named hotel's locations (when either
 *   side records membership): RESTAURANT_ERROR;
 * - the named experience (by `experienceId` if given, else by type, as the selection store
 *   matches it) is not an active experience of the named restaurant, or of any fetched location
 *   when no restaurant is named: EXPERIENCE_ERROR.
 * The hotels list is only awaited when a hotel is named (the restaurant flow never fetches it);
 * a failed hotels fetch is load-failed HOTEL_ERROR whether or not a hotel is named. A failed fetch
 * is never reported as "not found": the hotel or restaurant may well exist once the platform answers.
 */
export function checkNamedSelection(params: Named, lists: FetchedLists): NamedSelectionCheck {
  let hotel: Pick<Hotel, 'id' | 'locationIds'> | undefined;
  if (params.hotel !== null || lists.hotels?.status === 'failed') {
    const hotels = lists.hotels ?? { status: 'pending' as const };
    if (hotels.status === 'failed') return { kind: 'load-failed', reason: 'HOTEL_ERROR' };
    if (hotels.status === 'pending') return { kind: 'waiting' };
    hotel = hotels.items.find((h) => h.id === params.hotel);
    if (params.hotel !== null && !hotel) return { kind: 'not-found', reason: 'HOTEL_ERROR' };
  }

  const locations = lists.locations;
  if (locations.status === 'failed') return { kind: 'load-failed', reason: 'RESTAURANT_ERROR' };
  if (locations.status === 'pending') return { kind: 'waiting' };

  let candidates = locations.items;
  if (params.restaurant !== null) {
    const location = locations.items.find((l) => l.id === params.restaurant);
    if (!location) return { kind: 'not-found', reason: 'RESTAURANT_ERROR' };
    if (hotel) {
      const recorded = hotel.locationIds.length > 0 || location.hotelId !== null;
      const belongs = hotel.locationIds.includes(location.id) || location.hotelId === hotel.id;
      if (recorded && !belongs) return { kind: 'not-found', reason: 'RESTAURANT_ERROR' };
    }
    candidates = [location];
  }

  if (params.experienceId !== null || params.experience !== null) {
    const found = candidates.some((location) =>
      location.experiences.some((e) => e.active && (params.experienceId !== null ? e.id === params.experienceId : e.type === params.experience)),
    );
    if (!found) return { kind: 'not-found', reason: 'EXPERIENCE_ERROR' };
  }
  return { kind: 'ok' };
}

/** Where start-up goes: wait, stay, redirect (rules) or not-found with its reason. */
export type StartupResolution =
  | { kind: 'waiting' }
  | { kind: 'stay' }
  | { kind: 'redirect'; path: string }
  | { kind: 'not-found'; path: typeof NOT_FOUND_PATH; query: { reason: NotFoundReason; failed?: 'load' } };

/**
 * Start-up routing in one call: the not-found check of {@link checkNamedSelection} first, then the
 * redirect rules of `startupRedirect` (experience + restaurant + hotel to /menu, hotel to
 * /location, otherwise /).
 */
export function resolveStartup(params: Named, path: string, lists: FetchedLists): StartupResolution {
  const check = checkNamedSelection(params, lists);
  if (check.kind === 'waiting') return check;
  if (check.kind === 'not-found') return notFoundRoute(check.reason);
  if (check.kind === 'load-failed') return { ...notFoundRoute(check.reason), query: { reason: check.reason, failed: 'load' } };
  const target = startupRedirect(params, path);
  return target === null ? { kind: 'stay' } : { kind: 'redirect', path: target };
}

/**
 * The /not-found route for a reason (`?reason=HOTEL_ERROR`). A failed list load goes to the same
 * route with `failed=load` added (see {@link resolveStartup}), which the page shows as "could not load".
 */
export function notFoundRoute(reason: NotFoundReason): { kind: 'not-found'; path: typeof NOT_FOUND_PATH; query: { reason: NotFoundReason } } {
  return { kind: 'not-found', path: NOT_FOUND_PATH, query: { reason } };
}

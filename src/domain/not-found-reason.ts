/**
 * The not-found page's reasons and its route: what the router needs to show /not-found. The checks
 * that send a guest there (`./not-found.ts`) run in the stores that load the lists, and are not part
 * of the widget code every first screen waits for.
 */

/** The reasons the not-found page knows; `NOT_FOUND_ERROR` is the generic one. */
export type NotFoundReason = 'HOTEL_ERROR' | 'RESTAURANT_ERROR' | 'EXPERIENCE_ERROR' | 'NOT_FOUND_ERROR';
/** The generic reason (unknown path, or a reason we do not know). */
export const GENERIC_NOT_FOUND: NotFoundReason = 'NOT_FOUND_ERROR';
/** The not-found route. */
export const NOT_FOUND_PATH = '/not-found';

const REASONS: readonly NotFoundReason[] = ['HOTEL_ERROR', 'RESTAURANT_ERROR', 'EXPERIENCE_ERROR', 'NOT_FOUND_ERROR'];

/** Reads the `reason` query value of /not-found; anything unknown or missing is the generic reason. */
export function parseNotFoundReason(value: string | null | undefined): NotFoundReason {
  return REASONS.find((reason) => reason === value) ?? GENERIC_NOT_FOUND;
}

/**
 * Where "home" is: the business may block the home page, and a guest who came through
 * a location group belongs on that group's location list after an order.
 */

/** A route the router can go to. */
export interface RouteTarget {
  path: string;
  query: Record<string, string>;
}

export interface HomeContext {
  /** The business configuration's block-home-page setting. */
  blockHomePage: boolean;
  /** `hotel` and `location_group_id` from the start-up URL. */
  hotel: number | null;
  locationGroupId: number | null;
}

function locationList(context: HomeContext): RouteTarget {
  const query: Record<string, string> = {};
  if (context.hotel !== null) query.hotel = String(context.hotel);
  if (context.locationGroupId !== null) query.location_group_id = String(context.locationGroupId);
  return { path: '/location', query };
}

/** "/ … Home page. Blocked when the block-home-page setting is on" (the location list stands in). */
export function homeRoute(context: HomeContext): RouteTarget {
  return context.blockHomePage ? locationList(context) : { path: '/', query: {} };
}

/**
 * Confirmation: Done "redirects to home or to the location page, depending on location group or
 * the block-home-page setting".
 */
export function afterOrderRoute(context: HomeContext): RouteTarget {
  return context.blockHomePage || context.locationGroupId !== null ? locationList(context) : { path: '/', query: {} };
}

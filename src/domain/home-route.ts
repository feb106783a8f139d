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

/** Where a self-service kiosk starts: the menu of the restaurant it serves, otherwise home. */
export function kioskStartRoute(context: Omit<HomeContext, 'blockHomePage'> & { restaurant: number | null }): RouteTarget {
  return context.restaurant !== null ? { path: '/menu', query: {} } : homeRoute({ ...context, blockHomePage: false });
}

/** What {@link afterOrderRoute} needs: where home is, and whether this is a kiosk and of which restaurant. */
export interface AfterOrderContext extends HomeContext {
  kiosk: boolean;
  restaurant: number | null;
}

/**
 * Confirmation: Done "redirects to home or to the location page, depending on location group or
 * the block-home-page setting". A kiosk goes back to its own start instead, ready for the next guest
 * (never to a setup screen of one location and one option).
 */
export function afterOrderRoute(context: AfterOrderContext): RouteTarget {
  if (context.kiosk) return kioskStartRoute(context);
  return context.blockHomePage || context.locationGroupId !== null ? locationList(context) : { path: '/', query: {} };
}

/**
 * Whether the script-tag loader may paint a deep link's first menu itself (src/element/static-menu.ts),
 * judged from what the page says before any answer arrives: the address, the element's attributes
 * and the calls the host queued. The paint is only worth it when the React app's first screen will be
 * that same menu; a missing early paint costs a moment, a wrong one (a menu flashed before the item,
 * the checkout or a kiosk screen) costs the guest's trust, so anything unsure means no paint.
 * What the answers must say on top of this is `src/api/first-menu-check.ts`.
 *
 * Pure and small: the loader carries it.
 */
import type { ElementStart } from '../domain/element-start';
import { hashNamespace, routeInHash } from '../domain/route-path';

/** What the page says about one `<guest-ordering>` before its code arrives. */
export interface PaintPage {
  /** What the element starts with (`elementStart`), from its attributes, the queued `configure()` calls and the address. */
  start: Pick<ElementStart, 'opensMenu' | 'kiosk' | 'config'> & { params: Pick<ElementStart['params'], 'hotel' | 'table' | 'room'> };
  /** The page's fragment (`location.hash`), where hash routing keeps the widget's route. */
  hash: string;
  /** The element's `id` attribute (it names the fragment's namespace), or null. */
  elementId: string | null;
  /** The calls the host queued on `window.GuestOrdering.q` before the code arrived. */
  queued: readonly unknown[];
}

/** Why the loader does not paint a first menu (for tests and diagnostics). */
export type PaintRefusal =
  /** The address names no restaurant with an experience: the first screen is not a menu. */
  | 'not-a-menu-link'
  /** A kiosk (attribute, `configure()` or a device id): its own screens, or the no-device message. */
  | 'kiosk'
  /** A table or room QR code: the menu shows where the order goes, and the session may have expired. */
  | 'table-or-room'
  /** A hotel is named: the app checks it (and that the restaurant is one of its) against the hotels list first. */
  | 'hotel'
  /** The host queued a call that may change what shows first (`open`, `setLanguage`, a function). */
  | 'queued-call'
  /** The element's route is not the menu (an item, the order, checkout, confirmation, member pages…). */
  | 'route';

/**
 * Queued calls that never change the first screen: configuration (judged on its values), the session's
 * tokens and analytics consent (a consent banner often answers before the script is in).
 */
const HARMLESS_CALLS = new Set(['configure', 'signIn', 'signOut', 'setAnalyticsConsent']);

/**
 * The reason not to paint `page`'s first menu, or null when its first screen is the deep-linked menu
 * as far as the page can tell (the answers are checked after).
 */
export function pagePaintRefusal(page: PaintPage): PaintRefusal | null {
  const { start } = page;
  if (!start.opensMenu) return 'not-a-menu-link';
  if (start.kiosk) return 'kiosk';
  if (start.params.table !== null || start.params.room !== null) return 'table-or-room';
  if (start.params.hotel !== null) return 'hotel';
  if (page.queued.some((call) => !Array.isArray(call) || !HARMLESS_CALLS.has(call[0] as string))) return 'queued-call';
  // Memory routing always starts at home, which a deep link turns into the menu; hash routing starts
  // where the element's own fragment says (a fragment of another namespace is not the widget's).
  if (start.config.routing !== 'memory') {
    const route = routeInHash(page.hash, hashNamespace(page.elementId), start.config.basePath);
    if (route && route.path !== '/' && route.path !== '/menu') return 'route';
  }
  return null;
}

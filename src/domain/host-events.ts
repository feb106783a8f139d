/**
 * What the widget tells its host: the event map (DOM events and bridge messages) and the read-only
 * cart picture of `getCart()` and `cart-change`. Stores emit these; the element delivers them.
 */
import type { OrderStatusCode } from './order-status/status';
import type { LogoutReason } from './session';
import type { MinorAmount } from './types';

/** How a `login` came about (see {@link GuestOrderingEventMap.login}). */
export type LoginMethod = 'guest' | 'session' | 'sms-code' | 'registration';

/**
 * Events the widget sends to its host (DOM events on the element, bubbling and composed, and the
 * same through postMessage / native bridges in `{ source: 'guest-ordering', v: 1, type, payload }`).
 */
export interface GuestOrderingEventMap {
  /**
   * The guest asked to leave the widget: Back on the location list or the menu inside a native wrapper
   * (`back`), Done after the confirmation in a native wrapper or an iframe (`order-complete`), or `close()`
   * (`api`). Through postMessage and the native bridges it is followed by `{ action: 'CLOSE', source: 'home' }`.
   */
  close: { reason: 'back' | 'order-complete' | 'api' };
  /**
   * Someone is signed in: `method` says how. `guest` = the widget logged a guest in; `session` = the
   * tokens it already held (kept from the last page load, the start-up URL, `signIn()`); `sms-code` =
   * a member logged in with an SMS code; `registration` = a new member registered (or completed a profile).
   */
  login: { userId: string | null; isGuest: boolean; method: LoginMethod };
  /**
   * The widget ended the session: the guest's Done after an order (`order-complete`, guests only),
   * a failed token refresh (`refresh-failed`), a user whose kind the business no longer supports
   * (`guest-support`), or `signOut()` (`api`). A host holding the tokens should forget them.
   */
  logout: { reason: LogoutReason };
  /** An order was placed and confirmed. */
  'order-complete': {
    orderId: string;
    orderNumber: string;
    confirmationNumber: string;
    total: MinorAmount;
    currency: string;
    checkoutTime: string;
  };
  /**
   * Where a placed order is changed (the optional order-status capability): once per change while the
   * widget follows the order, the first report included. `version` names this payload's shape.
   */
  'order-status': { version: 1; orderId: string; status: OrderStatusCode; eta: string | null; message: string | null; delayed: boolean };
  /** The cart changed (quantity is the total item count). */
  'cart-change': { quantity: number; subtotal: MinorAmount; currency: string };
  /** An analytics event (category, action, optional label) for the host's own analytics. */
  analytics: { category: string; action: string; label?: string };
  /**
   * The platform answered code 1015: it asks the host to run its own fallback (send the guest to
   * another ordering page, show the host's notice, reload). `message` is the platform's, `path` the
   * API call it answered.
   */
  fallback: { code: 1015; message: string; path: string };
  /**
   * The UI configuration of where the guest is names an accessibility widget script (`url`, already
   * through the URL allow-list). The host loads it into its own page, once (the widget never puts it in
   * its shadow root); sent once per script for each start of the widget. When the widget owns the page
   * (`owns-page`) it has loaded the script itself too.
   */
  'accessibility-widget': { url: string };
}
export type GuestOrderingEventName = keyof GuestOrderingEventMap;
export type Emit = <K extends GuestOrderingEventName>(type: K, detail: GuestOrderingEventMap[K]) => void;

/** A read-only picture of the cart for the host (`element.getCart()`, `cart-change`). */
export interface CartSnapshot {
  lines: { editId: string; itemId: number; name: string; quantity: number; unitPrice: MinorAmount; comment: string }[];
  quantity: number;
  subtotal: MinorAmount;
  currency: string;
}

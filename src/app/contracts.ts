/**
 * Contracts shared by the element shell (`src/element`, `src/app`) and the ordering logic
 * (`src/stores`, `src/screens`). Each side implements or consumes these; neither reaches into
 * the other's internals.
 */
import type { I18n } from '@lingui/core';
import type { ReadableAtom } from 'nanostores';
import type { PlatformApi } from '../api/platform';
import type { ElementScope } from '../scope/element-scope';
import type { CartCalculation, Flow, MinorAmount, TransactionEvent } from '../domain/types';

/** Element configuration after attributes, `configure()` and start-up query parameters are merged. */
export interface ElementConfig {
  apiBase: string;
  publishableKey: string;
  businessId: number | null;
  productId: string;
  /** Forced flow; null means "from the business configuration". */
  flow: Flow | null;
  language: string | null;
  basePath: string;
  routing: 'hash' | 'memory';
  /** The only origin postMessage may talk to; null disables postMessage to a parent. */
  hostOrigin: string | null;
  /** Overrides the realtime database URL of the business configuration. */
  realtimeUrl: string | null;
}

/** Start-up values read from the URL query and the base64 `state` parameter (spec 2.2). */
export interface StartupParams {
  isNative: boolean;
  isIframe: boolean;
  hotel: number | null;
  locationGroupId: number | null;
  restaurant: number | null;
  experience: string | null;
  experienceId: number | null;
  date: string | null;
  time: string | null;
  checkoutTime: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  room: string | null;
  table: string | null;
  grace: boolean;
  deviceId: string | null;
  language: string | null;
}

/** A session's tokens (spec 4.6, 7.1): from the host's `signIn()`, the start-up URL, or the guest login. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string | null;
}

/**
 * The session's tokens, owned by the element shell (which also hands them to the API client); the
 * session store logs guests in and out through it.
 */
export interface AuthPort {
  readonly $tokens: ReadableAtom<SessionTokens | null>;
  /** Replaces the tokens; null logs out. `reason` is told to the host with the `logout` event. */
  setTokens(tokens: SessionTokens | null, reason?: LogoutReason): void;
}

/** Why the session ended (the `logout` event). */
export type LogoutReason = 'order-complete' | 'refresh-failed' | 'guest-support' | 'api';

/** Where the widget is, as a path relative to the base path (`/menu/12`) plus its query. */
export interface Route {
  path: string;
  query: Record<string, string>;
}

/** The widget's own router (spec 2.1); hash routing is namespaced so the host's `#anchors` keep working. */
export interface Router {
  readonly $route: ReadableAtom<Route>;
  navigate(path: string, options?: { replace?: boolean; query?: Record<string, string> }): void;
  back(): void;
}

/**
 * Events the widget sends to its host (DOM events on the element, bubbling and composed, and the
 * same through postMessage / native bridges in `{ source: 'guest-ordering', v: 1, type, payload }`).
 */
export interface GuestOrderingEventMap {
  /** The guest asked to leave the widget (back in a native wrapper, Done after confirmation). */
  close: { reason: 'back' | 'order-complete' | 'api' };
  /** The guest signed in or was signed in as a guest. */
  login: { userId: string | null; isGuest: boolean };
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
  /** The cart changed (quantity is the total item count). */
  'cart-change': { quantity: number; subtotal: MinorAmount; currency: string };
  /** An analytics event of spec 7.5. */
  analytics: { category: string; action: string; label?: string };
  /**
   * The platform answered code 1015: it asks the host to run its own fallback (send the guest to
   * another ordering page, show the host's notice, reload). `message` is the platform's, `path` the
   * API call it answered.
   */
  fallback: { code: 1015; message: string; path: string };
}
export type GuestOrderingEventName = keyof GuestOrderingEventMap;
export type Emit = <K extends GuestOrderingEventName>(type: K, detail: GuestOrderingEventMap[K]) => void;

/** Listens for cart calculations pushed through the realtime database (spec 4.4, 7.5). */
export interface RealtimeCarts {
  /** Calls `onCalculation` with each calculation written for `cartId`; returns an unsubscribe function. */
  watchCart(cartId: string, onCalculation: (calculation: CartCalculation) => void): Promise<() => void>;
  /**
   * Calls `onEvent` with the transaction result written for a payment awaiting confirmation (3-D
   * Secure, card terminal; spec 4.4, 7.5) at `transactions/{orderId}/{paymentId}`; returns an unsubscribe.
   */
  watchTransaction(orderId: string, paymentId: string, onEvent: (event: TransactionEvent) => void): Promise<() => void>;
  /**
   * Drops the connection and opens it again at once, keeping every listener: a guest's retry after a
   * calculation never arrived should not wait out the client's growing back-off between attempts.
   */
  reconnect(): void;
}
/**
 * Opens a realtime connection lazily (Firebase is a lazy chunk) to the database the element's scope
 * names (`scope.$realtime`); call it only once that is known.
 */
export type RealtimeConnector = () => Promise<RealtimeCarts>;

/** Everything the ordering stores need from the outside world; injected so tests can fake it. */
export interface OrderingDeps {
  config: ElementConfig;
  /**
   * The element's one owner of the values every layer reads (business id, flow, currency and its
   * decimals, locale, storage keys, realtime settings, clock); the API client and the realtime
   * connector read the same one. Prefer it to deriving any of these from `config`.
   */
  scope: ElementScope;
  startup: StartupParams;
  api: PlatformApi;
  router: Router;
  emit: Emit;
  connectRealtime: RealtimeConnector;
  /** `localStorage` when available, namespaced by the caller; null in private modes that throw. */
  storage: Storage | null;
  /** The element's clock: the same function as `scope.now`. */
  now: () => Date;
  i18n: I18n;
  /** The session's tokens (spec 4.6). */
  auth: AuthPort;
}

/** A read-only picture of the cart for the host (`element.getCart()`, `cart-change`). */
export interface CartSnapshot {
  lines: { editId: string; itemId: number; name: string; quantity: number; unitPrice: MinorAmount; comment: string }[];
  quantity: number;
  subtotal: MinorAmount;
  currency: string;
}

/** What the element shell needs from the ordering stores (`createOrderingStores()` in src/stores). */
export interface OrderingStoresPublic {
  /** Starts the start-up loads (business configuration, UI configuration, locations) in parallel. */
  start(): void;
  snapshotCart(): CartSnapshot;
  /** Forgets the cart and the order in progress (used by `signOut()` and after confirmation). */
  reset(): void;
  /** Stops timers and realtime listeners when the element leaves the page. */
  dispose(): void;
}

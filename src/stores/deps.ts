/**
 * What the ordering stores need from the outside world and what they give the element shell back.
 * The element builds the dependencies (`src/element/runtime.ts`); tests fake them (`test-support.ts`).
 */
import type { I18n } from '@lingui/core';
import type { ReadableAtom } from 'nanostores';
import type { PlatformApi } from '../api/platform';
import type { CommerceSink } from '../domain/analytics/commerce-moments';
import type { ElementConfig } from '../domain/element-config';
import type { CartSnapshot, Emit } from '../domain/host-events';
import type { Router } from '../domain/route';
import type { LogoutReason, SessionTokens } from '../domain/session';
import type { StartupParams, StateParam } from '../domain/startup-params';
import type { RealtimeConnector } from '../realtime/realtime-carts';
import type { ElementScope } from '../scope/element-scope';

/**
 * The session's tokens, owned by the element shell (which also hands them to the API client); the
 * session store logs guests in and out through it.
 */
export interface AuthPort {
  readonly $tokens: ReadableAtom<SessionTokens | null>;
  /** Replaces the tokens; null logs out. `reason` is told to the host with the `logout` event. */
  setTokens(tokens: SessionTokens | null, reason?: LogoutReason): void;
  /** Calls `listener` each time a session ends (tokens replaced by null), with why; returns an unsubscribe. */
  onLogout(listener: (reason: LogoutReason) => void): () => void;
}

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
  /**
   * Reports a shopping moment (a menu shown, an item opened, goods added or removed, the checkout, the
   * payment, the order placed) for the host's analytics. The element sends it on only when the host
   * named a data layer and has the guest's consent; otherwise it is dropped.
   */
  commerce: CommerceSink;
  connectRealtime: RealtimeConnector;
  /** `localStorage` when available, namespaced by the caller; null in private modes that throw. */
  storage: Storage | null;
  /** The element's clock: the same function as `scope.now`. */
  now: () => Date;
  i18n: I18n;
  /** The session's tokens: read by the session store, replaced on login and logout. */
  auth: AuthPort;
  /**
   * Switches the element's language without a reload (as `element.setLanguage()` does): the language
   * picker's choice, kept as the element's configured language from then on.
   */
  setLanguage(locale: string): Promise<void>;
  /**
   * Sends the element's page to a payment's own page (Alipay), telling it where to bring the guest back
   * (`return_url`: the page as it stands, its route and state in the address). The page unloads.
   */
  leavePage(url: string): void;
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
  /**
   * The page state the address should carry (`state`): the selection, the chosen time, the table or
   * room, before the per-path omissions; null while the start-up is still restoring the address's values.
   */
  pageState(): StateParam | null;
  /** Calls `listener` whenever {@link pageState} may have changed; returns the unsubscribe. */
  onPageStateChange(listener: () => void): () => void;
}

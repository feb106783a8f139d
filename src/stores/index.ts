import { atom, type ReadableAtom } from 'nanostores';
import type { OrderingDeps, OrderingStoresPublic } from './deps';
import { createBusinessStore, type BusinessStore } from './business';
import { forgetGuestOnLogout, tabSessionStorage } from './guest-details';
import type { AgeCheckStore } from './age-check';
import type { CalculationStore } from './calculation';
import type { CartStore } from './cart';
import { CART_MAX_AGE_MS, cartSnapshot } from './cart-snapshot';
import type { CheckoutStore } from './checkout';
import type { MenuStore } from './menu';
import type { MenuActions } from './menu-actions';
import { createNoticeStore, type NoticeStore } from './notice';
import type { LocationsStore } from './locations';
import type { OrderingPart } from './ordering';
import type { UserSessionStore } from './user-session';
import type { OrderStore } from './order';
import { createPersisted } from './persisted';
import { createSelectionStore, type SelectionStore } from './selection';
import { whenIdle } from './when-idle';
// TIME (issue 3): date/time selection (first screen) and slot confirmation at checkout (lazy part).
import type { SlotConfirmationStore } from './slot-confirmation';
import { createTimeSelectionStore, type TimeSelectionStore } from './time-selection';
import { startupRedirect } from '../domain/startup-params';
import type { CartLine } from '../domain/types';

export type { LoadStatus } from './business';
export type { CalculationState } from './calculation';
// Issue 5 (STORES5): the checkout store's shapes.
export type { CheckoutField, CheckoutProblems, CheckoutValues } from './checkout-form';
export type { ChallengeState, WalletRequest } from './checkout';
export type { CouponState, CouponStore } from './coupon';
export type { RoomGuest } from './room-check';
export type { LocationCard, LocationScope, LocationSearch } from './locations';
export type { Notice } from './notice';
export type { PlacedOrderView } from './order';
export type { SelectionProblem } from './selection';
export type { SlotOutcome, SlotPrompt } from './slot-confirmation';
export type { SlotConfirmationStore, TimeSelectionStore };
export type { AgeCheckStore, MenuActions };
export type { BusinessStore, CalculationStore, CartStore, CheckoutStore, LocationsStore, MenuStore, NoticeStore, OrderStore, SelectionStore };

/**
 * One element's ordering state: one store per concept (spec 2-5), all created per element so two
 * `<guest-ordering>` elements on a page never share a cart. Screens read the `$atoms` and call
 * the verbs; the element shell uses only {@link OrderingStoresPublic}.
 *
 * `business`, `selection` and `notice` serve the home screen and exist at once. `menu`, `cart`,
 * `calculation`, `checkout` and `order` live in a lazy chunk: read them only after `ordering()`
 * resolved (the screens past home wait for it), before that they throw.
 */
export interface OrderingStores extends OrderingStoresPublic {
  business: BusinessStore;
  selection: SelectionStore;
  /** TIME: the date and time per experience (spec 2.3, 4.1). */
  time: TimeSelectionStore;
  /** TIME: slot confirmation at checkout (spec 4.2); lazy like `checkout`. */
  readonly slotConfirmation: SlotConfirmationStore;
  readonly menu: MenuStore;
  readonly cart: CartStore;
  readonly calculation: CalculationStore;
  readonly checkout: CheckoutStore;
  readonly order: OrderStore;
  /** The alcohol age check (spec 2.3, 4.3); lazy. */
  readonly age: AgeCheckStore;
  /** Menu, item and my-order verbs (tap, add, edit, start over); lazy. */
  readonly menuActions: MenuActions;
  /** The signed-in user (spec 4.6). */
  readonly userSession: UserSessionStore;
  notice: NoticeStore;
  /** The promise of the last `start()`, for the shell and tests. */
  started(): Promise<void>;
  /**
   * True while `start()` runs (start-up calls, then restoring the URL's selection): screens past home
   * wait for it rather than sending a deep-linked guest home for lack of a selection not yet restored.
   */
  readonly $starting: ReadableAtom<boolean>;
  /**
   * Loads and creates the menu, cart, calculation, checkout and order stores (once; later calls return
   * the same promise). Called when an experience is chosen and on idle after start, so /menu rarely waits.
   */
  ordering(): Promise<void>;
  /**
   * LOCATIONS: loads and creates the hotel-flow / location-list store (a lazy chunk, so the restaurant
   * flow's first screen never carries it); later calls return the same store.
   */
  locations(): Promise<LocationsStore>;
}

/** The paths that show the home screen (spec 2.1). */
const isHomePath = (path: string) => path === '/' || path === '/index' || path === '/index.html';

/** Creates the stores of one `<guest-ordering>` element over its injected dependencies. */
export function createOrderingStores(deps: OrderingDeps): OrderingStores {
  const notice = createNoticeStore();
  const business = createBusinessStore(deps);
  const selection = createSelectionStore(deps, business);
  // TIME: activity on the element's window counts for the 1-hour inactivity reset (spec 4.1).
  const time = createTimeSelectionStore(deps, selection, { activityTarget: typeof window === 'undefined' ? null : window });
  // Spec 4.1: after an hour without activity the date goes back to now and, in the hotel flow, the
  // restaurants load again (their availability has moved on since).
  const unlistenInactivity = time.onInactivityReset(() => {
    if (business.$flow.get() === 'HOTEL') void business.load();
  });
  // Spec 4.1: "A timer re-checks the experience slot when the location closes": fetch the experience
  // again so its next available slot (and every label built on it) is the platform's, not a stale one.
  const unlistenClosing = time.onClosingRecheck(() => selection.reloadExperience());
  const savedCarts = createPersisted<CartLine[]>(deps.storage, deps.now, CART_MAX_AGE_MS);
  // The end of a session forgets what this device keeps of the guest (drafts, remembered details).
  const unlistenLogout = deps.auth.onLogout((reason) => forgetGuestOnLogout(deps, tabSessionStorage(), reason));
  // The chosen location names the currency every layer converts and shows amounts in.
  const unlistenCurrency = selection.$location.subscribe((location) => deps.scope.useCurrencyCode(location?.currencyCode ?? null));
  let starting: Promise<void> = Promise.resolve();
  const $starting = atom(false);
  let part: OrderingPart | null = null;
  let loading: Promise<void> | null = null;
  let disposed = false;

  function ordering(): Promise<void> {
    loading ??= import('./ordering').then(
      ({ createOrderingPart }) => {
        if (!part && !disposed) part = createOrderingPart(deps, business, selection, notice, time);
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  // LOCATIONS: the hotel flow and location list store, created on demand (lazy chunk).
  let locationsLoading: Promise<LocationsStore> | null = null;
  function locations(): Promise<LocationsStore> {
    locationsLoading ??= import('./locations').then(
      ({ createLocationsStore }) => createLocationsStore(deps, business, selection),
      (error: unknown) => {
        locationsLoading = null;
        throw error;
      },
    );
    return locationsLoading;
  }

  const loaded = (): OrderingPart => {
    if (!part) throw new Error('<guest-ordering>: await stores.ordering() before using the ordering stores');
    return part;
  };

  // Start the menu download as soon as an experience is chosen: loading the ordering stores does it
  // (the menu store follows the selected experience from then on).
  const unlistenExperience = selection.$experienceId.listen((experienceId) => {
    if (experienceId !== null) void ordering().catch(() => undefined);
  });

  async function run(): Promise<void> {
    // Never chain what the URL already tells: a deep link to a restaurant's experience starts the
    // experience request and the menu code now, in parallel with the start-up calls.
    const { startup } = deps;
    if (startup.experienceId !== null) selection.prefetchExperience(startup.experienceId);
    if (startup.restaurant !== null && (startup.experience !== null || startup.experienceId !== null)) {
      void ordering().catch(() => undefined);
      // Spec 2.2: straight to the menu. Going there now (not after the start-up calls) loads the menu
      // screen alongside them and never flashes the home screen; a problem found later still goes to
      // /not-found.
      if (isHomePath(deps.router.$route.get().path)) deps.router.navigate('/menu', { replace: true });
    }
    // LOCATIONS: the hotel flow needs the locations chunk; fetch it alongside the start-up calls.
    if (deps.scope.$flow.get() === 'HOTEL' || startup.hotel !== null) void locations().catch(() => undefined);
    const ok = await business.load();
    if (!ok) {
      // Spec 2.2: a failed restaurants fetch goes to /not-found with its kind; `failed=load` lets the
      // page offer a retry, since the restaurant may well exist once the platform answers.
      if (business.$locationsFailed.get()) deps.router.navigate('/not-found', { replace: true, query: { reason: 'RESTAURANT_ERROR', failed: 'load' } });
      return;
    }
    // Prefetch the next screens' stores while the guest reads the home screen; then load the user of
    // the session the element holds (kept from the last page load, or given by the host) and log a
    // guest in where guests are supported, so the session rules apply from the start, not at checkout.
    whenIdle(() => {
      if (disposed) return;
      void ordering()
        .then(() => part?.userSession.start())
        .catch(() => undefined);
    });
    // LOCATIONS (spec 2.2): a hotel named in the URL must be in the hotels list (HOTEL_ERROR, checked
    // before the restaurant and experience it may also name).
    if (startup.hotel !== null) {
      const problem = await (await locations()).checkStartup(startup);
      if (problem) {
        // A list that could not be loaded is not a missing hotel: `failed=load` says so and offers a retry.
        const query: Record<string, string> = { reason: problem.reason };
        if (problem.loadFailed) query.failed = 'load';
        deps.router.navigate('/not-found', { replace: true, query });
        return;
      }
    }
    const problem = selection.restore(deps.startup);
    if (problem) {
      deps.router.navigate('/not-found', { replace: true, query: { reason: problem } });
      return;
    }
    // Spec 2.2: restaurant and experience both named in the URL go straight to the menu.
    const { path } = deps.router.$route.get();
    const named = deps.startup.restaurant !== null && (deps.startup.experience !== null || deps.startup.experienceId !== null);
    if (named && isHomePath(path)) deps.router.navigate('/menu', { replace: true });
    // LOCATIONS (spec 2.2): "Hotel present but not on a location path: go to /location".
    else if (startup.hotel !== null && startupRedirect(startup, path) === '/location') {
      const query: Record<string, string> = { hotel: String(startup.hotel) };
      if (startup.locationGroupId !== null) query.location_group_id = String(startup.locationGroupId);
      deps.router.navigate('/location', { replace: true, query });
    }
  }

  return {
    business,
    selection,
    time,
    get slotConfirmation() {
      return loaded().slotConfirmation;
    },
    get menu() {
      return loaded().menu;
    },
    get cart() {
      return loaded().cart;
    },
    get calculation() {
      return loaded().calculation;
    },
    get checkout() {
      return loaded().checkout;
    },
    get order() {
      return loaded().order;
    },
    get age() {
      return loaded().age;
    },
    get menuActions() {
      return loaded().menuActions;
    },
    get userSession() {
      return loaded().userSession;
    },
    notice,
    start() {
      $starting.set(true);
      starting = run().finally(() => $starting.set(false));
    },
    started: () => starting,
    $starting,
    ordering,
    locations,
    snapshotCart() {
      if (part) return part.cart.snapshot();
      // Before the cart chunk loaded: the saved order of the current selection, read from storage.
      const scope = selection.scopeKey();
      return cartSnapshot((scope && savedCarts.read(scope)) || [], deps.scope.currency().code);
    },
    reset() {
      if (part) part.reset();
      else {
        const scope = selection.scopeKey();
        if (scope && savedCarts.read(scope)) {
          savedCarts.remove(scope);
          const { quantity, subtotal, currency } = cartSnapshot([], deps.scope.currency().code);
          deps.emit('cart-change', { quantity, subtotal, currency });
        }
      }
      notice.dismiss();
    },
    dispose() {
      disposed = true;
      unlistenLogout();
      unlistenExperience();
      unlistenCurrency();
      unlistenInactivity();
      unlistenClosing();
      time.dispose();
      part?.dispose();
    },
  };
}

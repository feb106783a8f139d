import { atom, type ReadableAtom } from 'nanostores';
import { menuLink } from '../domain/element-start';
import type { OrderingDeps, OrderingStoresPublic } from './deps';
import { createBusinessStore, type BusinessStore } from './first-screen/business';
import { forgetGuestOnLogout, tabSessionStorage } from './first-screen/guest-details';
import type { AgeCheckStore } from './ordering/age-check';
import type { CalculationStore } from './ordering/calculation';
import type { CartStore } from './ordering/cart';
import { CART_MAX_AGE_MS, cartSnapshot } from './first-screen/cart-snapshot';
import type { CheckoutStore } from './ordering/checkout/checkout';
import type { MenuStore } from './ordering/menu';
import type { MenuActions } from './ordering/menu-actions';
import { createNoticeStore, type NoticeStore } from './first-screen/notice';
import { createConnectionStore, type ConnectionStore } from './first-screen/connection';
import { createFirstScreenShown } from './first-screen/first-screen-shown';
import { createLanguageStore, type LanguageStore } from './first-screen/language';
import { createOrderSessionStore, type OrderSessionStore } from './first-screen/order-session';
import type { LocationsStore } from './locations/locations';
import type { CheckoutPart } from './ordering/checkout-part';
import type { MenuPart } from './ordering/menu-part';
import type { UserSessionStore } from './ordering/user-session';
import type { MemberGateStore } from './ordering/member-gate';
import type { OrderStore } from './ordering/order';
import { createPersisted } from './first-screen/persisted';
import { createPlaceThemeStore, type PlaceThemeStore } from './first-screen/place-theme';
import { createPlatformTextsStore, type PlatformTextsStore } from './first-screen/platform-texts';
import { createSelectionStore, type SelectionStore } from './first-screen/selection';
import { whenIdle } from './first-screen/when-idle';
import { lazyPart, type LazyPart } from './lazy-part';
import type { SlotConfirmationStore } from './ordering/slot-confirmation';
import type { OrderStatusStore } from './ordering/order-status';
import type { FollowedOrders } from './ordering/followed-orders';
import { createTimeSelectionStore, type TimeSelectionStore } from './first-screen/time-selection';
import { startupRedirect, type StateParam } from '../domain/startup-params';
import type { CartLine } from '../domain/types';

export type { LoadStatus } from './first-screen/business';
export type { CalculationState } from './ordering/calculation';
export type { CheckoutField, CheckoutProblems, CheckoutValues } from './ordering/checkout/form';
export type { ChallengeState } from './ordering/checkout/confirmation';
export type { WalletRequest } from './ordering/checkout/wallet-card';
export type { CouponState, CouponStore } from './ordering/checkout/coupon';
export type { RoomGuest } from './ordering/checkout/room-check';
export type { LocationCard, LocationScope, LocationSearch } from './locations/locations';
export type { Notice } from './first-screen/notice';
export type { ConnectionStore } from './first-screen/connection';
export type { LanguageStore } from './first-screen/language';
export type { OrderPlace, OrderSessionStore } from './first-screen/order-session';
export type { PlaceThemeStore } from './first-screen/place-theme';
export type { PlatformTextsStore } from './first-screen/platform-texts';
export type { PlacedOrderView } from './ordering/order';
export type { OrderFollowState, OrderStatusStore } from './ordering/order-status';
export type { FollowedOrder, FollowedOrders } from './ordering/followed-orders';
export type { SelectionProblem } from './first-screen/selection';
export type { SlotOutcome, SlotPrompt } from './ordering/slot-confirmation';
export type { SlotConfirmationStore, TimeSelectionStore };
export type { AgeCheckStore, MenuActions };
export type { BusinessStore, CalculationStore, CartStore, CheckoutStore, LocationsStore, MenuStore, NoticeStore, OrderStore, SelectionStore };
export type { CheckoutPart, MenuPart };

/** Every store past the home screen: the menu side and the checkout side, both loaded. */
export type OrderingPart = Omit<MenuPart, 'reset' | 'dispose' | 'pricing'> & Omit<CheckoutPart, 'reset' | 'dispose'>;

/**
 * One element's ordering state: one store per concept, all created per element so two
 * `<guest-ordering>` elements on a page never share a cart. Screens read the `$atoms` and call
 * the verbs; the element shell uses only {@link OrderingStoresPublic}.
 *
 * The stores are grouped by the chunk they load in. `stores/first-screen/` (business, selection,
 * time, notice) exists at once. The rest are lazy parts, each loaded the one way of `lazy-part.ts`:
 * the menu side of `stores/ordering/` (`menuSide()`), its checkout side after it (`ordering()`
 * resolves to both) and `stores/locations/` (`locations()`). Their stores are also reachable here
 * (`menu`, `cart`, `checkout`, …) for the screens past home, which render only after their part
 * resolved; read before that, they throw.
 */
export interface OrderingStores extends OrderingStoresPublic {
  business: BusinessStore;
  selection: SelectionStore;
  /** The chosen date and time per experience. */
  time: TimeSelectionStore;
  /** Slot confirmation at checkout; lazy like `checkout`. */
  readonly slotConfirmation: SlotConfirmationStore;
  readonly menu: MenuStore;
  readonly cart: CartStore;
  readonly calculation: CalculationStore;
  readonly checkout: CheckoutStore;
  readonly order: OrderStore;
  /** Where a placed order is, followed live (the optional order-status capability); lazy like `order`. */
  readonly orderStatus: OrderStatusStore;
  /** The orders placed on this device that their own page can show again; lazy like `order`. */
  readonly followedOrders: FollowedOrders;
  /** The alcohol age check; lazy. */
  readonly age: AgeCheckStore;
  /** Menu, item and my-order verbs (tap, add, edit, start over); lazy. */
  readonly menuActions: MenuActions;
  /** The signed-in user; lazy. */
  readonly userSession: UserSessionStore;
  /** Who may check out and the registration overlay; lazy. */
  readonly memberGate: MemberGateStore;
  notice: NoticeStore;
  /** The table or room session of a QR code (its place, its expiry). */
  orderSession: OrderSessionStore;
  /** The business's languages and the guest's choice among them. */
  language: LanguageStore;
  /** Online or offline (the no-internet overlay); back online, the data is loaded again, the cart kept. */
  connection: ConnectionStore;
  /** The look where the guest is: the business's UI configuration under the hotel's and the restaurant's own. */
  placeTheme: PlaceThemeStore;
  /** The business's own names (locations, experiences, charges, allergens, promotions) in the guest's language. */
  platformTexts: PlatformTextsStore;
  /** The promise of the last `start()`, for the shell and tests. */
  started(): Promise<void>;
  /**
   * True once the address's first screen has painted (see {@link firstScreenShown}): the frame's logo
   * and the session's user load after it, so the first menu of a deep link waits for neither.
   */
  readonly $firstScreenShown: ReadableAtom<boolean>;
  /** Said by a screen once its content, or its error, is on screen; only the first call counts. */
  firstScreenShown(): void;
  /**
   * True while `start()` runs (start-up calls, then restoring the URL's selection): screens past home
   * wait for it rather than sending a deep-linked guest home for lack of a selection not yet restored.
   */
  readonly $starting: ReadableAtom<boolean>;
  /**
   * Loads and creates every store past home (the menu side, then the checkout side: checkout, order,
   * slot confirmation, user session, member gate) once and resolves to them; later calls return the
   * same object. Called on idle once the first screen is shown, so the order page rarely waits.
   */
  ordering(): Promise<OrderingPart>;
  /**
   * Loads and creates only the menu side (menu, cart, calculation, age check, menu actions) once:
   * what the menu screen waits for. Called when an experience is chosen and by a deep link to the
   * menu, so the first menu never downloads the checkout side.
   */
  menuSide(): Promise<MenuPart>;
  /**
   * Loads and creates the hotel-flow / location-list store once and resolves to it (a lazy chunk, so
   * the restaurant flow's first screen never carries it); later calls return the same store.
   */
  locations(): Promise<LocationsStore>;
}

/** A part's stores without its own reset and dispose (the element's stores do both, in order). */
function omitLifecycle<T extends { reset(): void; dispose(): void }>(part: T): Omit<T, 'reset' | 'dispose'> {
  const { reset: _reset, dispose: _dispose, ...stores } = part;
  return stores;
}

/** The paths that show the home screen. */
const isHomePath = (path: string) => path === '/' || path === '/index' || path === '/index.html';

/** Creates the stores of one `<guest-ordering>` element over its injected dependencies. */
export function createOrderingStores(deps: OrderingDeps): OrderingStores {
  const notice = createNoticeStore();
  const business = createBusinessStore(deps);
  const selection = createSelectionStore(deps, business);
  const placeTheme = createPlaceThemeStore(deps, business, selection);
  // Activity on the element's window counts for the one-hour inactivity reset.
  const time = createTimeSelectionStore(deps, selection, { activityTarget: typeof window === 'undefined' ? null : window });
  // After an hour without activity the date goes back to now and, in the hotel flow, the
  // restaurants load again (their availability has moved on since).
  const unlistenInactivity = time.onInactivityReset(() => {
    if (business.$flow.get() === 'HOTEL') void business.load();
  });
  // When the location closes, the experience's slot is checked again: fetch the experience
  // again so its next available slot (and every label built on it) is the platform's, not a stale one.
  const unlistenClosing = time.onClosingRecheck(() => selection.reloadExperience());
  const orderSession = createOrderSessionStore(deps, business, tabSessionStorage());
  const language = createLanguageStore(deps, business);
  // Back online: the menu's stock is asked again (items may have sold out meanwhile), silently, so the
  // screen, the cart, a checkout in flight and the route all stay as they were. Loads that failed while
  // offline keep their own Try again: reloading them behind the guest's back would remount the screen.
  const connection = createConnectionStore(typeof window === 'undefined' ? null : window, () => {
    if (disposed) return;
    const part = menuPart.current();
    if (!part || selection.$experienceId.get() === null) return;
    // A menu that failed to load while offline is loaded again; a loaded one has its stock refreshed.
    if (part.menu.$status.get() === 'error') part.menu.refresh();
    else void part.menu.refreshStock().catch(() => undefined);
  });
  const savedCarts = createPersisted<CartLine[]>(deps.storage, deps.now, CART_MAX_AGE_MS);
  // The end of a session forgets what this device keeps of the guest (drafts, remembered details).
  const unlistenLogout = deps.auth.onLogout((reason) => forgetGuestOnLogout(deps, tabSessionStorage(), reason));
  // The chosen location names the currency every layer converts and shows amounts in.
  const unlistenCurrency = selection.$location.subscribe((location) => deps.scope.learnCurrencyCode(location?.currencyCode ?? null));
  let starting: Promise<void> = Promise.resolve();
  const $starting = atom(false);
  let disposed = false;
  const shown = createFirstScreenShown();
  // The business's own names in the guest's language come after the first screen: it paints with
  // the platform's names and never waits for (or shares the network with) the translation files.
  const platformTexts = createPlatformTextsStore(deps, business, shown.$shown);
  let cancelSession: () => void = () => undefined;

  // The lazy parts, loaded the same way: the menu side and, after it, the checkout side of the stores
  // past the home screen, and the hotel flow's locations store (the restaurant flow's first screen
  // never carries it).
  const menuPart: LazyPart<MenuPart> = lazyPart(
    () => import('./ordering/menu-part'),
    ({ createMenuPart }) => createMenuPart(deps, business, selection, notice, time, () => checkoutPart.load(), platformTexts.$texts, shown.whenShown),
    () => disposed,
  );
  // The checkout side needs what prices the cart (its coupon), a chunk the menu side loads.
  const checkoutPart: LazyPart<CheckoutPart> = lazyPart(
    () => Promise.all([menuPart.load().then((menuSide) => Promise.all([menuSide, menuSide.pricing()] as const)), import('./ordering/checkout-part')] as const),
    ([[menuSide, pricing], { createCheckoutPart }]) => {
      const part = createCheckoutPart(deps, business, selection, time, menuSide, pricing, orderSession.$place);
      // Done on the confirmation forgets the table or room of the code: the session ends with the order.
      part.order.onFinish(() => orderSession.end());
      return part;
    },
    () => disposed,
  );
  let unlistenHotels = () => {};
  let whole: OrderingPart | null = null;
  const combine = (menuSide: MenuPart, checkoutSide: CheckoutPart): OrderingPart => {
    whole ??= { ...omitLifecycle(menuSide), ...omitLifecycle(checkoutSide) };
    return whole;
  };
  const locationsPart = lazyPart(
    () => import('./locations/locations'),
    ({ createLocationsStore }) => {
      const store = createLocationsStore(deps, business, selection);
      // The hotels name their own UI configurations: the look of a hotel's pages follows them.
      unlistenHotels = store.$hotels.subscribe((hotels) => placeTheme.learnHotels(hotels));
      return store;
    },
  );
  const menuSide = () => menuPart.load();
  const ordering = () => checkoutPart.load().then((checkoutSide) => combine(menuPart.current()!, checkoutSide));
  const locations = () => locationsPart.load();

  const loaded = (): MenuPart => {
    const part = menuPart.current();
    if (!part) throw new Error('<guest-ordering>: await stores.menuSide() or stores.ordering() before using the ordering stores');
    return part;
  };
  const loadedCheckout = (): CheckoutPart => {
    const part = checkoutPart.current();
    if (!part) throw new Error('<guest-ordering>: await stores.ordering() before using the checkout stores');
    return part;
  };

  // Tokens handed over once the first screen is shown (the host's `signIn()`) load their user at once,
  // as they would with the session's store already there: the checkout side is loaded for it now.
  const unlistenHandedTokens = deps.auth.$tokens.listen((tokens) => {
    if (!tokens || disposed || !shown.$shown.get() || checkoutPart.current()) return;
    void ordering()
      .then((part) => part.userSession.start())
      .catch(() => undefined);
  });

  // Start the menu download as soon as an experience is chosen: loading the ordering stores does it
  // (the menu store follows the selected experience from then on).
  const unlistenExperience = selection.$experienceId.listen((experienceId) => {
    if (experienceId !== null) void menuSide().catch(() => undefined);
  });

  async function run(): Promise<void> {
    // Never chain what the URL already tells: a deep link to a restaurant's experience starts the
    // experience request and the menu code now, in parallel with the start-up calls.
    const { startup } = deps;
    if (startup.experienceId !== null) selection.prefetchExperience(startup.experienceId);
    if (menuLink(startup)) {
      void menuSide().catch(() => undefined);
      // Straight to the menu. Going there now (not after the start-up calls) loads the menu
      // screen alongside them and never flashes the home screen; a problem found later still goes to
      // /not-found.
      if (isHomePath(deps.router.$route.get().path)) deps.router.navigate('/menu', { replace: true });
    }
    // The hotel flow needs the locations chunk; fetch it alongside the start-up calls.
    if (deps.scope.$flow.get() === 'HOTEL' || startup.hotel !== null) void locations().catch(() => undefined);
    const ok = await business.load();
    if (!ok) {
      // A failed restaurants fetch goes to /not-found with its kind; `failed=load` lets the
      // page offer a retry, since the restaurant may well exist once the platform answers.
      if (business.$locationsFailed.get()) deps.router.navigate('/not-found', { replace: true, query: { reason: 'RESTAURANT_ERROR', failed: 'load' } });
      return;
    }
    // Prefetch the next screens' stores while the guest reads the home screen; then load the user of
    // the session the element holds (kept from the last page load, or given by the host) and log a
    // guest in where guests are supported, so the session rules apply from the start, not at checkout.
    // Both wait for the first screen to be on screen: the user and guest-login calls (and their chunk)
    // must not share the network and the main thread with a deep-linked menu's first paint.
    cancelSession();
    let cancelIdle: () => void = () => undefined;
    const cancelShown = shown.whenShown(() => {
      cancelIdle = whenIdle(() => {
        if (disposed) return;
        void ordering()
          .then((part) => part.userSession.start())
          .catch(() => undefined);
      });
    });
    cancelSession = () => {
      cancelShown();
      cancelIdle();
    };
    // A hotel named in the URL must be in the hotels list (HOTEL_ERROR, checked
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
    // Restaurant and experience both named in the URL go straight to the menu.
    const { path } = deps.router.$route.get();
    if (menuLink(startup) && isHomePath(path)) deps.router.navigate('/menu', { replace: true });
    // A hotel named in the URL while the path is not a location page: go to /location.
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
      return loadedCheckout().slotConfirmation;
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
      return loadedCheckout().checkout;
    },
    get order() {
      return loadedCheckout().order;
    },
    get orderStatus() {
      return loadedCheckout().orderStatus;
    },
    get followedOrders() {
      return loadedCheckout().followedOrders;
    },
    get age() {
      return loaded().age;
    },
    get menuActions() {
      return loaded().menuActions;
    },
    get userSession() {
      return loadedCheckout().userSession;
    },
    get memberGate() {
      return loadedCheckout().memberGate;
    },
    notice,
    orderSession,
    language,
    connection,
    placeTheme,
    platformTexts,
    start() {
      $starting.set(true);
      starting = run().finally(() => $starting.set(false));
    },
    started: () => starting,
    $firstScreenShown: shown.$shown,
    firstScreenShown: () => shown.mark(),
    pageState() {
      if ($starting.get()) return null;
      const { startup } = deps;
      const place = orderSession.$place.get();
      const state: StateParam = {};
      if (startup.isNative) state.isNative = true;
      if (startup.isIframe) state.isIframe = true;
      const hotel = selection.$hotelId.get() ?? startup.hotel;
      if (hotel !== null) state.hotel = hotel;
      if (startup.locationGroupId !== null) state.location_group_id = startup.locationGroupId;
      const restaurant = selection.$locationId.get();
      if (restaurant !== null) state.restaurant = restaurant;
      // The restaurant the link named (it sorts first in the lists).
      if (startup.restaurant !== null && startup.restaurant === restaurant) state.urlrestaurant = true;
      const experience = selection.$experience.get();
      if (experience) state.experience = experience.type;
      const experienceId = selection.$experienceId.get();
      if (experienceId !== null) state.experienceId = experienceId;
      const checkoutTime = time.$selected.get();
      if (checkoutTime) {
        state.checkoutTime = checkoutTime;
        // The chosen day too, on the location's calendar: a link that keeps only the date (or a time the
        // next visit no longer offers) still opens on that day.
        const day = time.$picker.get()?.days.find((candidate) => candidate.times.some((slot) => slot.iso === checkoutTime));
        if (day) state.date = day.dateKey;
      }
      if (place?.room) state.room = place.room;
      if (place?.table) state.table = place.table;
      if (startup.deviceId) state.deviceId = startup.deviceId;
      return state;
    },
    onPageStateChange(listener) {
      const stops = [
        $starting.listen(listener),
        selection.$locationId.listen(listener),
        selection.$experienceId.listen(listener),
        selection.$experience.listen(listener),
        selection.$hotelId.listen(listener),
        time.$selected.listen(listener),
        orderSession.$place.listen(listener),
      ];
      return () => {
        for (const stop of stops) stop();
      };
    },
    $starting,
    ordering,
    menuSide,
    locations,
    snapshotCart() {
      const part = menuPart.current();
      if (part) return part.cart.snapshot();
      // Before the cart chunk loaded: the saved order of the current selection, read from storage.
      const scope = selection.scopeKey();
      return cartSnapshot((scope && savedCarts.read(scope)) || [], deps.scope.currency().code);
    },
    reset() {
      const part = menuPart.current();
      if (part) {
        part.reset();
        // The checkout side forgets its form and order too, loaded for it if it was not yet.
        const checkoutSide = checkoutPart.current();
        if (checkoutSide) checkoutSide.reset();
        else
          void checkoutPart.load().then(
            (loadedSide) => loadedSide.reset(),
            () => undefined,
          );
      } else {
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
      cancelSession();
      unlistenHandedTokens();
      unlistenLogout();
      unlistenExperience();
      unlistenCurrency();
      unlistenInactivity();
      unlistenClosing();
      time.dispose();
      orderSession.dispose();
      connection.dispose();
      placeTheme.dispose();
      platformTexts.dispose();
      unlistenHotels();
      checkoutPart.current()?.dispose();
      menuPart.current()?.dispose();
    },
  };
}

import type { OrderingDeps } from './deps';
import { createAgeCheckStore, type AgeCheckStore } from './age-check';
import type { BusinessStore } from './business';
import { createCalculationStore, rejectedPosIds, type CalculationStore } from './calculation';
import { createCartStore, type CartStore } from './cart';
import { createCheckoutStore, type CheckoutStore } from './checkout';
import { createMenuActions, type MenuActions } from './menu-actions';
import { createMenuStore, type MenuStore } from './menu';
import type { NoticeStore } from './notice';
import { createOrderStore, type OrderStore } from './order';
import { tabSessionStorage } from './pending-checkout';
import type { SelectionStore } from './selection';
import { createSlotConfirmationStore, type SlotConfirmationStore } from './slot-confirmation';
import type { TimeSelectionStore } from './time-selection';
import { createUserSessionStore, type UserSessionStore } from './user-session';

/**
 * The stores past the home screen (menu, cart, calculation, checkout, order, age check, menu
 * actions). This module is a lazy chunk: `createOrderingStores()` loads it with `import()` once an
 * experience is chosen (or on idle), so the first screen never downloads cart, calculation or checkout code.
 */
export interface OrderingPart {
  menu: MenuStore;
  cart: CartStore;
  calculation: CalculationStore;
  checkout: CheckoutStore;
  order: OrderStore;
  /** TIME: slot confirmation before the checkout is posted (spec 4.2, 4.4 step 1). */
  slotConfirmation: SlotConfirmationStore;
  /** The alcohol age check (spec 2.3, 4.3). */
  age: AgeCheckStore;
  /** Menu, item and my-order verbs (spec 2.3, 4.3). */
  menuActions: MenuActions;
  /** The signed-in user, the guest login and log-out (spec 4.6). */
  userSession: UserSessionStore;
  /** Forgets the cart and the order in progress. */
  reset(): void;
  dispose(): void;
}

/** Creates the lazy stores over the first-screen ones; they catch up with the current selection. */
export function createOrderingPart(
  deps: OrderingDeps,
  business: BusinessStore,
  selection: SelectionStore,
  notice: NoticeStore,
  time: TimeSelectionStore,
): OrderingPart {
  // The menu follows the experience, the chosen time and the language by itself (menu.ts).
  const menu = createMenuStore(deps, selection, time, notice);
  // Never chain what the URL tells: a deep link's experience, fetched alongside the start-up calls,
  // starts the menu's files as soon as it arrives rather than after every start-up call answered.
  const early = deps.startup.experienceId !== null ? selection.prefetched(deps.startup.experienceId) : null;
  early?.then((experience) => menu.warm(experience), () => undefined);
  // `calculation` is created after the cart (it watches the cart's lines); the cart reads its
  // rejected items only when asked to remove unavailable ones.
  let calculation: CalculationStore | null = null;
  const cart = createCartStore(deps, business, selection, notice, menu, () =>
    calculation ? rejectedPosIds(calculation.$state.get()) : new Set(),
  );
  // The checkout's coupon is sent with every cart save (created below; read lazily).
  let checkoutRef: CheckoutStore | null = null;
  calculation = createCalculationStore(deps, business, selection, cart, () => time.checkoutAt(), () => checkoutRef?.coupon ?? null);
  const age = createAgeCheckStore(deps, (item) => menu.findCategoryOf(item.id));
  const session = tabSessionStorage();
  const userSession = createUserSessionStore(deps, business);
  // Spec 2.3: Done on the confirmation logs a guest out and clears the adult flag, the checkout time
  // and the room and table parameters.
  const order = createOrderStore(deps, () => business.$configuration.get()?.blockHomePage ?? false, {
    forgetAdult: () => age.forget(),
    logoutGuest: () => userSession.logoutGuest(),
    clearOrderContext: () => {
      time.select(null);
      checkoutRef?.reset({ forgetPlace: true });
    },
    session,
  });
  const slotConfirmation = createSlotConfirmationStore(deps, business, selection, time);
  const checkout = createCheckoutStore({ deps, business, selection, cart, calculation, order, menu, slotConfirmation, session, userSession });
  checkoutRef = checkout;
  const menuActions = createMenuActions(deps, business, selection, menu, cart, calculation, age, notice);

  // Created after the selection may already be complete: load its menu and calculate a restored cart.
  menu.ensure();
  if (cart.$lines.get().length) void calculation.calculate();
  // A reload mid-submit: the pending checkout of this tab is resumed, never posted under a new cart.
  void checkout.resume();
  // A cart rejected for stock: fetch the stock list again so the menu shows those items unavailable.
  const unlistenRejected = calculation.$state.listen((state) => {
    if (state.status === 'rejected' && state.unavailable.length) void menu.refreshStock();
  });

  const calc = calculation;
  return {
    menu,
    cart,
    calculation: calc,
    checkout,
    order,
    slotConfirmation,
    age,
    menuActions,
    userSession,
    reset() {
      calc.forget();
      cart.clear();
      checkout.reset();
      order.clear();
    },
    dispose() {
      unlistenRejected();
      checkout.dispose();
      userSession.dispose();
      menu.dispose();
      calc.dispose();
    },
  };
}

import { atom } from 'nanostores';
import type { OrderingDeps } from '../deps';
import { createAgeCheckStore, type AgeCheckStore } from './age-check';
import type { BusinessStore } from '../first-screen/business';
import { createCalculationStore, rejectedPosIds, type CalculationStore } from './calculation';
import { createCartStore, type CartStore } from './cart';
import { createCheckoutStore, type CheckoutStore } from './checkout/checkout';
import { createCouponStore } from './checkout/coupon';
import { createMenuActions, type MenuActions } from './menu-actions';
import { createMenuStore, type MenuStore } from './menu';
import type { NoticeStore } from '../first-screen/notice';
import { createOrderStore, type OrderStore } from './order';
import { tabSessionStorage } from './checkout/pending';
import type { SelectionStore } from '../first-screen/selection';
import { createSlotConfirmationStore, type SlotConfirmationStore } from './slot-confirmation';
import type { TimeSelectionStore } from '../first-screen/time-selection';
import { createUserSessionStore, type UserSessionStore } from './user-session';
import { createMemberGateStore, type MemberGateStore } from './member-gate';

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
  /** Confirms the chosen slot is still free before the checkout is posted. */
  slotConfirmation: SlotConfirmationStore;
  /** The alcohol age check before an age-restricted item is added. */
  age: AgeCheckStore;
  /** Menu, item and my-order verbs (tap, add, edit, start over). */
  menuActions: MenuActions;
  /** The signed-in user, the guest login and log-out. */
  userSession: UserSessionStore;
  /** Who may check out (members-only businesses) and the registration overlay. */
  memberGate: MemberGateStore;
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
  // The cart removes the items the last calculation rejected; the calculation watches the cart, so
  // it is created after it and keeps this atom up to date (below).
  const $rejectedPosIds = atom<ReadonlySet<string>>(new Set());
  const cart = createCartStore(deps, business, selection, notice, menu, $rejectedPosIds);
  // Every cart save carries the checkout's coupon, and applying or removing a coupon saves the cart:
  // the coupon store calls the calculation only from the guest's coupon modal, once both exist.
  const coupon = createCouponStore(() => calculation.calculate(), deps.emit);
  const calculation = createCalculationStore(deps, business, selection, cart, () => time.checkoutAt(), coupon);
  const unlistenRejectedIds = calculation.$state.subscribe((state) => $rejectedPosIds.set(rejectedPosIds(state)));
  const age = createAgeCheckStore(deps, (item) => menu.findCategoryOf(item.id));
  const session = tabSessionStorage();
  const userSession = createUserSessionStore(deps, business);
  const memberGate = createMemberGateStore(deps, business, userSession);
  const order = createOrderStore(deps, () => business.$configuration.get()?.blockHomePage ?? false, { session });
  const slotConfirmation = createSlotConfirmationStore(deps, business, selection, time);
  const checkout = createCheckoutStore({ deps, business, selection, cart, calculation, coupon, order, menu, slotConfirmation, session, userSession });
  // Done on the confirmation logs a guest out and clears the adult flag, the checkout time and the
  // room and table parameters: the next order starts from a clean slate.
  const unlistenFinish = order.onFinish(() => {
    userSession.logoutGuest();
    age.forget();
    time.select(null);
    checkout.reset({ forgetPlace: true });
  });
  // The guest account that placed this order is not the next order's (see `prepareCheckout`).
  const unlistenPlaced = order.$placed.listen((placed) => {
    if (placed) userSession.orderPlaced();
  });
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

  return {
    menu,
    cart,
    calculation,
    checkout,
    order,
    slotConfirmation,
    age,
    menuActions,
    userSession,
    memberGate,
    reset() {
      calculation.forget();
      cart.clear();
      checkout.reset();
      order.clear();
    },
    dispose() {
      unlistenRejected();
      unlistenRejectedIds();
      unlistenFinish();
      unlistenPlaced();
      checkout.dispose();
      userSession.dispose();
      memberGate.dispose();
      menu.dispose();
      calculation.dispose();
    },
  };
}

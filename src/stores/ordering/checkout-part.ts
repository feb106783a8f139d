import type { ReadableAtom } from 'nanostores';
import type { OrderingDeps } from '../deps';
import type { BusinessStore } from '../first-screen/business';
import type { OrderPlace } from '../first-screen/order-session';
import type { SelectionStore } from '../first-screen/selection';
import type { TimeSelectionStore } from '../first-screen/time-selection';
import { createCheckoutStore, type CheckoutStore } from './checkout/checkout';
import { tabSessionStorage } from './checkout/pending';
import { createMemberGateStore, type MemberGateStore } from './member-gate';
import type { MenuPart } from './menu-part';
import type { PricingPart } from './pricing-part';
import { createOrderStore, type OrderStore } from './order';
import { createOrderStatusStore, type OrderStatusStore } from './order-status';
import { createFollowedOrders, type FollowedOrders } from './followed-orders';
import { createSlotConfirmationStore, type SlotConfirmationStore } from './slot-confirmation';
import { createUserSessionStore, type UserSessionStore } from './user-session';

/**
 * The stores from the order page on (checkout, order, slot confirmation, user session, member gate).
 * This module is a lazy chunk of its own, loaded after the menu side: on idle once the first screen
 * is shown, before a restored cart's first calculation, or by a screen past the menu.
 */
export interface CheckoutPart {
  checkout: CheckoutStore;
  order: OrderStore;
  /** Where a placed order is, followed live (the optional order-status capability). */
  orderStatus: OrderStatusStore;
  /** The orders placed on this device that their own page (`/order/{id}`) can show again. */
  followedOrders: FollowedOrders;
  /** Confirms the chosen slot is still free before the checkout is posted. */
  slotConfirmation: SlotConfirmationStore;
  /** The signed-in user, the guest login and log-out. */
  userSession: UserSessionStore;
  /** Who may check out (members-only businesses) and the registration overlay. */
  memberGate: MemberGateStore;
  /** Forgets the checkout's form and the order in progress. */
  reset(): void;
  dispose(): void;
}

/**
 * Creates the checkout side over the first-screen stores, the menu side, what prices the cart and the
 * table or room of a QR code (`$place`).
 */
export function createCheckoutPart(
  deps: OrderingDeps,
  business: BusinessStore,
  selection: SelectionStore,
  time: TimeSelectionStore,
  { menu, cart, calculation, age }: MenuPart,
  { coupon }: PricingPart,
  $place: ReadableAtom<OrderPlace | null>,
): CheckoutPart {
  const session = tabSessionStorage();
  const userSession = createUserSessionStore(deps, business);
  const memberGate = createMemberGateStore(deps, business, userSession);
  const order = createOrderStore(deps, () => business.$configuration.get()?.blockHomePage ?? false, { session });
  const orderStatus = createOrderStatusStore(deps, () => calculation.realtime());
  const followedOrders = createFollowedOrders(deps);
  const slotConfirmation = createSlotConfirmationStore(deps, business, selection, time, $place);
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
    if (!placed) return;
    userSession.orderPlaced();
    // Its own page may be reopened later (a reload, the browser's history) without this confirmation.
    followedOrders.remember({
      orderId: placed.order.id,
      orderNumber: placed.order.orderNumber,
      locationName: placed.locationName,
      experienceType: placed.fulfilment?.experienceType ?? '',
      delivery: placed.fulfilment?.delivery ?? null,
      ...(placed.fulfilment?.timeZone ? { timeZone: placed.fulfilment.timeZone } : {}),
      ...(placed.fulfilment?.timeFormat ? { timeFormat: placed.fulfilment.timeFormat } : {}),
    });
  });
  // A reload mid-submit: the pending checkout of this tab is resumed, never posted under a new cart.
  void checkout.resume();

  return {
    checkout,
    order,
    orderStatus,
    followedOrders,
    slotConfirmation,
    userSession,
    memberGate,
    reset() {
      checkout.reset();
      order.clear();
    },
    dispose() {
      unlistenFinish();
      unlistenPlaced();
      checkout.dispose();
      orderStatus.dispose();
      userSession.dispose();
      memberGate.dispose();
    },
  };
}

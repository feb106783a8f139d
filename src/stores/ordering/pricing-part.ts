import type { WritableAtom } from 'nanostores';
import type { OrderingDeps } from '../deps';
import type { BusinessStore } from '../first-screen/business';
import type { SelectionStore } from '../first-screen/selection';
import { createCalculationStore, type CalculationState, type CalculationStore } from './calculation';
import type { CartStore } from './cart';
import { createCouponStore, type CouponStore } from './checkout/coupon';

/**
 * What prices the cart: the calculation (saving the cart, following its result) and the coupon
 * every save carries. A lazy chunk of its own, with the error catalogue its refusals are worded
 * from: the first menu has nothing to calculate, so it loads once a line is added, a restored
 * cart is calculated or the checkout side loads (on idle after the first screen).
 */
export interface PricingPart {
  calculation: CalculationStore;
  /** The code every cart save carries; the checkout's coupon modal drives it. */
  coupon: CouponStore;
}

/**
 * Creates the calculation and its coupon over the menu side's cart; the calculation keeps its state
 * in `$state` (the menu side's stand-in hands that atom out before this part exists).
 */
export function createPricingPart(
  deps: OrderingDeps,
  business: BusinessStore,
  selection: SelectionStore,
  cart: CartStore,
  checkoutAt: () => string | null,
  $state: WritableAtom<CalculationState>,
): PricingPart {
  // Every cart save carries the checkout's coupon, and applying or removing a coupon saves the cart:
  // the coupon store calls the calculation only from the guest's coupon modal, once both exist.
  const coupon = createCouponStore(() => calculation.calculate(), deps.emit);
  const calculation = createCalculationStore(deps, business, selection, cart, checkoutAt, coupon, $state);
  return { calculation, coupon };
}

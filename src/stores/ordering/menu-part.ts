import type { ReadableAtom } from 'nanostores';
import type { PlatformTexts } from '../../domain/types';
import { atom } from 'nanostores';
import type { OrderingDeps } from '../deps';
import { createAgeCheckStore, type AgeCheckStore } from './age-check';
import type { BusinessStore } from '../first-screen/business';
import { createCalculationStore, rejectedPosIds, type CalculationStore } from './calculation';
import { createCartStore, type CartStore } from './cart';
import { createCouponStore, type CouponStore } from './checkout/coupon';
import { createMenuActions, type MenuActions } from './menu-actions';
import { createMenuStore, type MenuStore } from './menu';
import type { NoticeStore } from '../first-screen/notice';
import type { SelectionStore } from '../first-screen/selection';
import type { TimeSelectionStore } from '../first-screen/time-selection';

/**
 * The stores the menu needs (menu, cart, calculation, the cart's coupon code, age check, menu
 * actions). This module is a lazy chunk, loaded once an experience is chosen or a deep link lands on
 * the menu; the checkout side (checkout, order, slot confirmation, user session, member gate) is a
 * later chunk of its own (`checkout-part.ts`), so the first menu never downloads it.
 */
export interface MenuPart {
  menu: MenuStore;
  cart: CartStore;
  calculation: CalculationStore;
  /** The code every cart save carries; the checkout's coupon modal drives it. */
  coupon: CouponStore;
  /** The alcohol age check before an age-restricted item is added. */
  age: AgeCheckStore;
  /** Menu, item and my-order verbs (tap, add, edit, start over). */
  menuActions: MenuActions;
  /** Forgets the cart and its calculation. */
  reset(): void;
  dispose(): void;
}

/**
 * Creates the menu side over the first-screen stores; it catches up with the current selection.
 * `checkoutReady` loads the checkout side: a cart restored from storage is calculated only once it
 * has, because the checkout's saved draft puts back the coupon that calculation must carry.
 * `platformTexts` (the business translation file's texts) translates promotion, tax and
 * service-charge names the menu's own file leaves as they are. `firstScreenShown` holds the allergens
 * file back until the first screen is on screen (the menu paints without it).
 */
export function createMenuPart(
  deps: OrderingDeps,
  business: BusinessStore,
  selection: SelectionStore,
  notice: NoticeStore,
  time: TimeSelectionStore,
  checkoutReady: () => Promise<unknown>,
  platformTexts?: ReadableAtom<PlatformTexts | null>,
  firstScreenShown?: ReadableAtom<boolean>,
): MenuPart {
  // The menu follows the experience, the chosen time and the language by itself (menu.ts).
  const menu = createMenuStore(deps, selection, time, notice, platformTexts, firstScreenShown);
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
  const menuActions = createMenuActions(deps, business, selection, menu, cart, calculation, age, notice);

  // Created after the selection may already be complete: load its menu and calculate a restored cart
  // (with the draft's coupon, so after the checkout side; without it if that chunk failed to load).
  menu.ensure();
  if (cart.$lines.get().length) {
    const calculate = () => void calculation.calculate();
    checkoutReady().then(calculate, calculate);
  }
  // A cart rejected for stock: fetch the stock list again so the menu shows those items unavailable.
  const unlistenRejected = calculation.$state.listen((state) => {
    if (state.status === 'rejected' && state.unavailable.length) void menu.refreshStock();
  });

  return {
    menu,
    cart,
    calculation,
    coupon,
    age,
    menuActions,
    reset() {
      calculation.forget();
      cart.clear();
    },
    dispose() {
      unlistenRejected();
      unlistenRejectedIds();
      menu.dispose();
      calculation.dispose();
    },
  };
}

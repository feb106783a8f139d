import type { ReadableAtom } from 'nanostores';
import type { PlatformTexts } from '../../domain/types';
import { atom, computed } from 'nanostores';
import type { OrderingDeps } from '../deps';
import { createAgeCheckStore, type AgeCheckStore } from './age-check';
import type { BusinessStore } from '../first-screen/business';
import { rejectedPosIds, type CalculationState, type CalculationStore } from './calculation-state';
import { createCartStore, type CartStore } from './cart';
import { createLazyCalculation } from './lazy-calculation';
import { lazyPart } from '../lazy-part';
import type { PricingPart } from './pricing-part';
import { createMenuActions, type MenuActions } from './menu-actions';
import { createMenuStore, type MenuStore } from './menu';
import type { NoticeStore } from '../first-screen/notice';
import type { SelectionStore } from '../first-screen/selection';
import type { TimeSelectionStore } from '../first-screen/time-selection';

/**
 * The stores the menu needs (menu, cart, calculation, age check, menu actions). This module is a lazy
 * chunk, loaded once an experience is chosen or a deep link lands on the menu; the checkout side
 * (checkout, order, slot confirmation, user session, member gate) is a later chunk of its own
 * (`checkout-part.ts`), so the first menu never downloads it. Neither does it download the code that
 * prices the cart (`pricing-part.ts`: the calculation's engine, the coupon, the error catalogue):
 * `calculation` stands in for it and loads it when there is something to calculate.
 */
export interface MenuPart {
  menu: MenuStore;
  cart: CartStore;
  calculation: CalculationStore;
  /** Loads (once) and resolves to what prices the cart: the calculation's engine and the coupon. */
  pricing(): Promise<PricingPart>;
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
 * service-charge names the menu's own file leaves as they are. `whenFirstScreenShown` holds the allergens
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
  whenFirstScreenShown?: (task: () => void) => () => void,
): MenuPart {
  // The menu follows the experience, the chosen time and the language by itself (menu.ts).
  const menu = createMenuStore(
    deps,
    selection,
    time,
    notice,
    platformTexts,
    whenFirstScreenShown,
    computed(business.$configuration, (configuration) => configuration?.defaultLanguage ?? null),
  );
  // Never chain what the URL tells: a deep link's experience, fetched alongside the start-up calls,
  // starts the menu's files as soon as it arrives rather than after every start-up call answered.
  const early = deps.startup.experienceId !== null ? selection.prefetched(deps.startup.experienceId) : null;
  early?.then(
    (experience) => menu.warm(experience),
    () => undefined,
  );
  // The cart removes the items the last calculation rejected; the calculation watches the cart, so
  // it is created after it and keeps this atom up to date (below).
  const $rejectedPosIds = atom<ReadonlySet<string>>(new Set());
  const cart = createCartStore(deps, business, selection, notice, menu, $rejectedPosIds);
  // The calculation's state lives here; its engine (and the coupon) arrive with the pricing chunk.
  let disposed = false;
  const $calculation = atom<CalculationState>({ status: 'idle' });
  const pricing = lazyPart(
    () => import('./pricing-part'),
    ({ createPricingPart }) => createPricingPart(deps, business, selection, cart, () => time.checkoutAt(), $calculation),
    () => disposed,
  );
  const calculation = createLazyCalculation($calculation, cart, selection.$experienceId, {
    load: () => pricing.load().then((part) => part.calculation),
    current: () => pricing.current()?.calculation ?? null,
  });
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
    pricing: () => pricing.load(),
    age,
    menuActions,
    reset() {
      calculation.forget();
      cart.clear();
    },
    dispose() {
      disposed = true;
      unlistenRejected();
      unlistenRejectedIds();
      menu.dispose();
      calculation.dispose();
    },
  };
}

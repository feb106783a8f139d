import type { OrderingDeps } from '../app/contracts';
import type { BusinessStore } from './business';
import { createCalculationStore, type CalculationStore } from './calculation';
import { createCartStore, type CartStore } from './cart';
import { createCheckoutStore, type CheckoutStore } from './checkout';
import { createMenuStore, type MenuStore } from './menu';
import type { NoticeStore } from './notice';
import { createOrderStore, type OrderStore } from './order';
import type { SelectionStore } from './selection';
import { createSlotConfirmationStore, type SlotConfirmationStore } from './slot-confirmation';
import type { TimeSelectionStore } from './time-selection';

/**
 * The stores past the home screen (menu, cart, calculation, checkout, order). This module is a lazy
 * chunk: `createOrderingStores()` loads it with `import()` once an experience is chosen (or on idle),
 * so the first screen never downloads cart, calculation or checkout code.
 */
export interface OrderingPart {
  menu: MenuStore;
  cart: CartStore;
  calculation: CalculationStore;
  checkout: CheckoutStore;
  order: OrderStore;
  /** TIME: slot confirmation before the checkout is posted (spec 4.2, 4.4 step 1). */
  slotConfirmation: SlotConfirmationStore;
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
  const menu = createMenuStore(deps, selection, notice);
  const cart = createCartStore(deps, business, selection, notice);
  const calculation = createCalculationStore(deps, business, selection, cart, () => time.checkoutAt());
  const order = createOrderStore(deps, () => business.$configuration.get()?.blockHomePage ?? false);
  const slotConfirmation = createSlotConfirmationStore(deps, business, selection, time);
  const checkout = createCheckoutStore(deps, selection, cart, calculation, order, slotConfirmation);

  // Created after the selection may already be complete: load its menu and calculate a restored cart.
  const unlistenExperience = selection.$experience.subscribe((experience) => {
    if (experience) menu.ensure();
    else menu.clear();
  });
  if (cart.$lines.get().length) void calculation.calculate();

  return {
    menu,
    cart,
    calculation,
    checkout,
    order,
    slotConfirmation,
    reset() {
      calculation.forget();
      cart.clear();
      checkout.reset();
      order.clear();
    },
    dispose() {
      unlistenExperience();
      calculation.dispose();
    },
  };
}

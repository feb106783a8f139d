import type { OrderingDeps, OrderingStoresPublic } from '../app/contracts';
import { createBusinessStore, type BusinessStore } from './business';
import { createCalculationStore, type CalculationStore } from './calculation';
import { createCartStore, type CartStore } from './cart';
import { createCheckoutStore, type CheckoutStore } from './checkout';
import { createMenuStore, type MenuStore } from './menu';
import { createNoticeStore, type NoticeStore } from './notice';
import { createOrderStore, type OrderStore } from './order';
import { createSelectionStore, type SelectionStore } from './selection';

export type { LoadStatus } from './business';
export type { CalculationState } from './calculation';
export type { CheckoutErrors, CheckoutField, CheckoutValues } from './checkout-validation';
export type { Notice } from './notice';
export type { PlacedOrderView } from './order';
export type { SelectionProblem } from './selection';
export type { BusinessStore, CalculationStore, CartStore, CheckoutStore, MenuStore, NoticeStore, OrderStore, SelectionStore };

/**
 * One element's ordering state: one store per concept (spec 2-5), all created per element so two
 * `<guest-ordering>` elements on a page never share a cart. Screens read the `$atoms` and call
 * the verbs; the element shell uses only {@link OrderingStoresPublic}.
 */
export interface OrderingStores extends OrderingStoresPublic {
  business: BusinessStore;
  selection: SelectionStore;
  menu: MenuStore;
  cart: CartStore;
  calculation: CalculationStore;
  checkout: CheckoutStore;
  order: OrderStore;
  notice: NoticeStore;
  /** The promise of the last `start()`, for the shell and tests. */
  started(): Promise<void>;
}

/** Creates the stores of one `<guest-ordering>` element over its injected dependencies. */
export function createOrderingStores(deps: OrderingDeps): OrderingStores {
  const notice = createNoticeStore();
  const business = createBusinessStore(deps);
  const selection = createSelectionStore(deps, business);
  const menu = createMenuStore(deps, selection, notice);
  const cart = createCartStore(deps, business, selection, notice);
  const calculation = createCalculationStore(deps, business, selection, cart);
  const order = createOrderStore(deps);
  const checkout = createCheckoutStore(deps, selection, cart, calculation, order);
  let starting: Promise<void> = Promise.resolve();

  // Start the menu download as soon as the experience's details are known, not when /menu mounts.
  const unlistenExperience = selection.$experience.listen((experience) => {
    if (experience) menu.ensure();
    else menu.clear();
  });

  async function run(): Promise<void> {
    const ok = await business.load();
    if (!ok) {
      if (business.$locationsFailed.get()) deps.router.navigate('/not-found', { replace: true, query: { reason: 'RESTAURANT_ERROR' } });
      return;
    }
    const problem = selection.restore(deps.startup);
    if (problem) {
      deps.router.navigate('/not-found', { replace: true, query: { reason: problem } });
      return;
    }
    // Spec 2.2: restaurant and experience both named in the URL go straight to the menu.
    const { path } = deps.router.$route.get();
    const named = deps.startup.restaurant !== null && (deps.startup.experience !== null || deps.startup.experienceId !== null);
    if (named && (path === '/' || path === '/index' || path === '/index.html')) deps.router.navigate('/menu', { replace: true });
  }

  return {
    business,
    selection,
    menu,
    cart,
    calculation,
    checkout,
    order,
    notice,
    start() {
      starting = run();
    },
    started: () => starting,
    snapshotCart: () => cart.snapshot(),
    reset() {
      calculation.forget();
      cart.clear();
      checkout.reset();
      order.clear();
      notice.dismiss();
    },
    dispose() {
      unlistenExperience();
      calculation.dispose();
    },
  };
}

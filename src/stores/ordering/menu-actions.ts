import { computed, type ReadableAtom } from 'nanostores';
import type { OrderingDeps } from '../deps';
import { opensItemDetail, type LineOptions } from '../../domain/menu';
import type { MenuItem } from '../../domain/types';
import { isViewOnly } from '../../domain/view-only';
import type { AgeCheckStore } from './age-check';
import type { BusinessStore } from '../first-screen/business';
import type { CalculationStore } from './calculation';
import type { CartStore } from './cart';
import type { MenuStore } from './menu';
import { messages } from './messages';
import type { NoticeStore } from '../first-screen/notice';
import type { SelectionStore } from '../first-screen/selection';

/**
 * What the guest does on the menu, item and my-order pages, as verbs over the menu,
 * cart, calculation and age-check stores. Screens call these and never combine the stores themselves.
 *
 * Navigation: `tapItem` and `openItem` go to the item page; a failed add goes back to /menu with a
 * notice. On success `addFromDetail` and `saveEdit` only return true: the screen decides where to
 * go next (the item page closes itself), so no navigation is pushed twice.
 */
export interface MenuActions {
  /**
   * True when the guest can look but not order: the business's `viewMode`, a VIEW_MENU experience,
   * or an experience whose checkout is inactive (`checkout.is_active`: the view-menu-only notice).
   */
  readonly $viewOnly: ReadableAtom<boolean>;
  /**
   * A tap on a menu row: the age check first (under-18 item or category), then the item
   * page when `opensItemDetail` says so (always in view-only mode), else one is added at once.
   */
  tapItem(item: MenuItem): void;
  /** The row's "details" button: the age check, then the item page `/menu/{id}` whatever the setting. */
  openItem(item: MenuItem): void;
  /**
   * "Add to order" on the item page. False when the item is gone or out of stock (back to /menu with
   * the item-failed notice), when the cart limit forbids it (cart-limit popup, stays), or in
   * view-only mode.
   */
  addFromDetail(item: MenuItem, options: LineOptions): boolean;
  /** "Update order" on `/menu/{id}/{editId}`: replaces the line; false like {@link addFromDetail}. */
  saveEdit(editId: string, item: MenuItem, options: LineOptions): boolean;
  /** Start over (after the screen's confirmation): empties the order, forgets the platform cart, back to /menu. */
  startOver(): void;
  /** Remove all items (after the screen's confirmation): empties the order, stays on the page. */
  removeAll(): void;
}

/** Creates the menu actions of one element. */
export function createMenuActions(
  deps: OrderingDeps,
  business: BusinessStore,
  selection: SelectionStore,
  menu: MenuStore,
  cart: CartStore,
  calculation: Pick<CalculationStore, 'forget'>,
  age: AgeCheckStore,
  notice: NoticeStore,
): MenuActions {
  const $viewOnly = computed([business.$configuration, selection.$experience], (configuration, experience) => isViewOnly(configuration?.viewMode, experience));

  const openDetail = (item: MenuItem) => {
    deps.router.navigate(`/menu/${item.id}`);
    deps.commerce({ kind: 'item-viewed', item, category: menu.findCategoryOf(item.id)?.name ?? null, currency: deps.scope.$currency.get() });
  };

  /** "An item add failure also goes back to the menu", with a message saying why. */
  function failItem(): false {
    notice.show(messages.itemFailed);
    if (deps.router.$route.get().path !== '/menu') deps.router.navigate('/menu', { replace: true });
    return false;
  }

  /** The item as the menu has it now (fresh prices), or null when it left the menu or is out of stock. */
  function current(item: MenuItem): MenuItem | null {
    const fresh = menu.findItem(item.id);
    return fresh && menu.isAvailable(fresh) ? fresh : null;
  }

  function viewOnlyRefusal(): false {
    notice.show(messages.viewOnly, 'info');
    return false;
  }

  return {
    $viewOnly,
    tapItem(item) {
      age.guard(item, () => {
        const setting = business.$configuration.get()?.showEditItem ?? 'ALWAYS';
        if ($viewOnly.get() || opensItemDetail(item, setting)) {
          openDetail(item);
          return;
        }
        const fresh = current(item);
        if (!fresh) failItem();
        else cart.addItem(fresh, { quantity: 1 });
      });
    },
    openItem(item) {
      age.guard(item, () => openDetail(item));
    },
    addFromDetail(item, options) {
      if ($viewOnly.get()) return viewOnlyRefusal();
      const fresh = current(item);
      if (!fresh) return failItem();
      return cart.addItem(fresh, options);
    },
    saveEdit(editId, item, options) {
      if ($viewOnly.get()) return viewOnlyRefusal();
      const fresh = current(item);
      if (!fresh) return failItem();
      return cart.updateLine(editId, fresh, options);
    },
    startOver() {
      cart.removeAll();
      calculation.forget();
      deps.router.navigate('/menu');
    },
    removeAll() {
      cart.removeAll();
      calculation.forget();
    },
  };
}

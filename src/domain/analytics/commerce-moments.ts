/**
 * The shopping moments the ordering stores report for the host's analytics, carrying the widget's own
 * data as the stores hold it. The element's data-layer adapter turns them into GA4 ecommerce events
 * (`ga4Event()` in ./ga4.ts), which take only goods, amounts, the coupon, the payment type and the order
 * number from them: whatever else a moment carries (a line's comment, the placed order's table, room or
 * card) never leaves the widget.
 */
import type { CartLine, Currency, MenuCategory, MenuItem, OrderSummary, PlacedOrder } from '../types';

/** The currency amounts are in: its ISO 4217 code and its minor unit (amounts are minor units). */
export type MomentCurrency = Pick<Currency, 'code' | 'minorUnit'>;

/** Item id -> the name of the (sub-)category the item is listed in, for the items of one moment. */
export type ItemCategories = Readonly<Record<number, string>>;

/** What a placed order's moment needs: the order's number, its lines and its totals (the order store's view has more). */
export interface PlacedOrderFacts {
  order: Pick<PlacedOrder, 'orderNumber'>;
  lines: readonly CartLine[];
  summary: Pick<OrderSummary, 'taxes'>;
}

/** The goods of a moment about the order: its lines, their categories, the currency. */
interface OrderGoods {
  lines: readonly CartLine[];
  categories: ItemCategories;
  currency: MomentCurrency;
}

/**
 * One shopping moment:
 * - `menu-shown`: a menu was loaded for the guest to see (its categories as shown: translated, hidden items left out);
 * - `item-viewed`: the guest opened an item's page;
 * - `lines-added` / `lines-removed`: the guest put goods in the order or took them out (lines carry the
 *   quantities that changed, see `cartChanges()`); restoring a saved order, the items the platform
 *   refused and emptying the order after it was placed are not the guest's doing and are not reported;
 * - `checkout-started`: the checkout opened;
 * - `payment-given`: the guest handed over how they pay (the checkout is about to be posted, a card
 *   already taken by the wallet);
 * - `order-placed`: the order was placed and confirmed (the confirmation shows).
 */
export type CommerceMoment =
  | { kind: 'menu-shown'; menu: { id: number; name: string }; categories: readonly MenuCategory[]; currency: MomentCurrency }
  | { kind: 'item-viewed'; item: MenuItem; category: string | null; currency: MomentCurrency }
  | ({ kind: 'lines-added' | 'lines-removed' } & OrderGoods)
  | ({ kind: 'checkout-started'; coupon: string | null } & OrderGoods)
  | ({ kind: 'payment-given'; paymentType: string; coupon: string | null } & OrderGoods)
  | { kind: 'order-placed'; placed: PlacedOrderFacts; categories: ItemCategories; coupon: string | null; currency: MomentCurrency };

/** Where the stores report their moments (the element's analytics adapter; it drops them unless switched on and consented). */
export type CommerceSink = (moment: CommerceMoment) => void;

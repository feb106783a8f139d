/**
 * The widget's shopping moments as GA4 ecommerce events, in the shape a data layer takes them
 * (`{ event, ecommerce }`, the way Google Tag Manager's GA4 tags read them). Pure: no window, no I/O.
 *
 * What an event carries is picked field by field from the moment, never copied: goods (id, name,
 * category, choices, price, quantity), amounts, the currency, the coupon code, the payment type and
 * the order number. Nothing the guest typed or that names them (name, phone, email, comments, table,
 * room, card) can reach an event.
 */
import { toMajor } from '../currency';
import { menuRows } from '../menu/rows';
import type { CartLine, MenuItem, MinorAmount } from '../types';
import type { CommerceMoment, ItemCategories, MomentCurrency } from './commerce-moments';

/** The GA4 ecommerce events the widget sends. */
export type Ga4EventName = 'view_item_list' | 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'begin_checkout' | 'add_payment_info' | 'purchase';

/** One item of a GA4 event (`items[]`). */
export interface Ga4Item {
  /** The item's POS id (`posUniqueId`), or its platform id when it has none. */
  item_id: string;
  /** The item's name as the guest sees it. */
  item_name: string;
  /** The (sub-)category the item is listed in, when known. */
  item_category?: string;
  /** The chosen modifiers' names, `, `-separated, when any were chosen. */
  item_variant?: string;
  /** Unit price in major units (12.5), the chosen modifiers included. */
  price: number;
  quantity: number;
  /** The item's position in the list (`view_item_list` only, from 0). */
  index?: number;
}

/** The `ecommerce` object of a GA4 event. */
export interface Ga4Ecommerce {
  /** ISO 4217 code of every amount of the event. */
  currency: string;
  /** Σ price × quantity of `items` (GA4's rule: no tax, tip, service charge or shipping). */
  value?: number;
  items: Ga4Item[];
  item_list_id?: string;
  item_list_name?: string;
  coupon?: string;
  payment_type?: string;
  transaction_id?: string;
  /** The order's taxes (`purchase`). */
  tax?: number;
}

/** A GA4 ecommerce event as pushed to the data layer. */
export interface Ga4EcommerceEvent {
  event: Ga4EventName;
  ecommerce: Ga4Ecommerce;
}

/** GA4 takes at most 200 items in one event: a menu's list names its first 200. */
export const GA4_ITEM_LIMIT = 200;

/** The GA4 event of a moment, or null when it has no items to tell of (an empty menu or change). */
export function ga4Event(moment: CommerceMoment): Ga4EcommerceEvent | null {
  const { currency } = moment;
  switch (moment.kind) {
    case 'menu-shown': {
      const items: Ga4Item[] = [];
      for (const row of menuRows(moment.categories)) {
        if (row.kind !== 'item') continue;
        if (items.length === GA4_ITEM_LIMIT) break;
        items.push({ ...menuItem(row.item, row.category.name, currency), index: items.length });
      }
      if (!items.length) return null;
      return event('view_item_list', {
        currency: currency.code,
        item_list_id: String(moment.menu.id),
        item_list_name: moment.menu.name,
        items,
      });
    }
    case 'item-viewed':
      return event('view_item', {
        currency: currency.code,
        value: toMajor(moment.item.price, currency.minorUnit),
        items: [menuItem(moment.item, moment.category, currency)],
      });
    case 'lines-added':
    case 'lines-removed':
      return orderEvent(moment.kind === 'lines-added' ? 'add_to_cart' : 'remove_from_cart', moment.lines, moment.categories, currency, {});
    case 'checkout-started':
      return orderEvent('begin_checkout', moment.lines, moment.categories, currency, coupon(moment.coupon));
    case 'payment-given':
      return orderEvent('add_payment_info', moment.lines, moment.categories, currency, {
        ...coupon(moment.coupon),
        payment_type: String(moment.paymentType),
      });
    case 'order-placed': {
      const tax = moment.placed.summary.taxes.reduce((sum, charge) => sum + charge.amount, 0);
      return orderEvent('purchase', moment.placed.lines, moment.categories, currency, {
        transaction_id: String(moment.placed.order.orderNumber),
        tax: toMajor(tax, currency.minorUnit),
        ...coupon(moment.coupon),
      });
    }
  }
}

function event(name: Ga4EventName, ecommerce: Ga4Ecommerce): Ga4EcommerceEvent {
  return { event: name, ecommerce };
}

/** An event about lines of the order: its items and their value, with the event's own fields. */
function orderEvent(
  name: Ga4EventName,
  lines: readonly CartLine[],
  categories: ItemCategories,
  currency: MomentCurrency,
  extra: Partial<Ga4Ecommerce>,
): Ga4EcommerceEvent | null {
  if (!lines.length) return null;
  const value: MinorAmount = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  return event(name, {
    currency: currency.code,
    value: toMajor(value, currency.minorUnit),
    ...extra,
    items: lines.map((line) => lineItem(line, categories, currency)),
  });
}

function menuItem(item: MenuItem, category: string | null, currency: MomentCurrency): Ga4Item {
  return {
    item_id: itemId(item.posUniqueId, item.id),
    item_name: String(item.name),
    ...(category ? { item_category: String(category) } : {}),
    price: toMajor(item.price, currency.minorUnit),
    quantity: 1,
  };
}

function lineItem(line: CartLine, categories: ItemCategories, currency: MomentCurrency): Ga4Item {
  const category = Object.hasOwn(categories, line.itemId) ? categories[line.itemId] : undefined;
  const variant = (line.modifierNames ?? []).join(', ');
  return {
    item_id: itemId(line.posUniqueId, line.itemId),
    item_name: String(line.name),
    ...(category ? { item_category: String(category) } : {}),
    ...(variant ? { item_variant: variant } : {}),
    price: toMajor(line.unitPrice, currency.minorUnit),
    quantity: line.quantity,
  };
}

function itemId(posUniqueId: string, id: number): string {
  return posUniqueId ? String(posUniqueId) : String(id);
}

function coupon(code: string | null): { coupon?: string } {
  return code ? { coupon: String(code) } : {};
}

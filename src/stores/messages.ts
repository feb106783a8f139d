import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../api/errors';
import { resolveError, type ErrorContext } from '../domain/error-catalogue';

/**
 * Messages that stores hand to screens. Stores keep Lingui descriptors, never translated text, so
 * a language switch re-translates what is already on screen.
 */
export const messages = {
  generic: msg`Something went wrong. Please try again.`,
  menuFailed: msg`We couldn't load the menu. Please choose again.`,
  /** An item add or edit whose item left the menu or went out of stock (spec 4.3 "item add failure"). */
  itemFailed: msg`Sorry, this item is no longer available. Please choose something else.`,
  /** Title of the missing-items popup (spec 2.3 "titled from checkout.titleMissingItems"). */
  missingItemsTitle: msg`Some items are no longer available`,
  /** An add in view-only mode (spec 2.3 view-menu-only notice). */
  viewOnly: msg`This menu is for viewing only. Please ask a waiter to place your order.`,
  startFailed: msg`We couldn't load this ordering page. Please try again.`,
  itemNotValid: msg`There is something wrong with one of the items in your cart.`,
  checkoutGeneral: msg`Something went wrong. Try different payment method.`,
  offline: msg`Internet connection has lost. Please wait while trying to reconnect.`,
  /** The platform's calculation of the totals did not arrive in time (the realtime connection is down or slow). */
  calculationTimedOut: msg`We couldn't get your order's totals. Check your connection and try again.`,
} satisfies Record<string, MessageDescriptor>;

/** The cart-limit popup (spec 5.2, 9; CART_LIMIT_ERROR) with the business's limit. */
export function cartLimitMessage(limit: number): MessageDescriptor {
  return msg`You can order up to ${limit} items in one order.`;
}

/** Body of the missing-items popup: the names of the lines just removed from the order (spec 4.3). */
export function missingItemsMessage(names: readonly string[]): MessageDescriptor {
  const list = names.join(', ');
  return msg`These items were removed from your order: ${list}`;
}

const OUT_OF_STOCK_KEYS = new Set(['CART_CHECKOUT_ITEM_OUT_OF_STOCK', 'CART_ITEM_OUT_OF_STOCK', 'OUT_OF_STOCK']);

/** The out-of-stock sentence of spec 8.2 with the item names filled in. */
export function outOfStockMessage(names: string[], notEnough = false): MessageDescriptor {
  const list = names.join(', ');
  return notEnough
    ? msg`We regret to inform you that the following items are not available at the moment: ${list} with the chosen amount`
    : msg`We regret to inform you that the following items are not available at the moment: ${list}`;
}

/**
 * Translatable text for a failed platform call or a rejected calculation (spec 8.2): stock errors
 * carry their item list; everything else comes from the domain error catalogue.
 */
export function describeError(error: unknown, context: ErrorContext = 'general'): MessageDescriptor {
  const key = error instanceof ApiError ? error.message : typeof error === 'string' ? error : '';
  const items = error instanceof ApiError ? error.itemsNotInStock.map((item) => item.name) : [];
  if (key === 'NOT_ENOUGH_POS_ITEMS_IN_STOCK') return outOfStockMessage(items, true);
  if (OUT_OF_STOCK_KEYS.has(key)) return outOfStockMessage(items);
  if (error instanceof ApiError && error.kind === 'network') return messages.offline;
  const code = error instanceof ApiError ? error.code : null;
  return resolveError({ code, message: key || null }, context).message ?? messages.generic;
}

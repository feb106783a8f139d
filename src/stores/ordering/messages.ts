import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { connectionMessages } from '../first-screen/connection-messages';

/**
 * Messages that stores hand to screens. Stores keep Lingui descriptors, never translated text, so
 * a language switch re-translates what is already on screen. The wording of platform errors (the
 * error catalogue's) is `error-messages.ts`, a later chunk: the first menu needs none of it.
 */
export const messages = {
  generic: msg`Something went wrong. Please try again.`,
  menuFailed: msg`We couldn't load the menu. Please choose again.`,
  /** An item add or edit whose item left the menu or went out of stock ("item add failure"). */
  itemFailed: msg`Sorry, this item is no longer available. Please choose something else.`,
  /** Title of the missing-items popup ("titled from checkout.titleMissingItems"). */
  missingItemsTitle: msg`Some items are no longer available`,
  /** An add in view-only mode (view-menu-only notice). */
  viewOnly: msg`This menu is for viewing only. Please ask a waiter to place your order.`,
  ...connectionMessages,
  /** The platform's calculation of the totals did not arrive in time (the realtime connection is down or slow). */
  calculationTimedOut: msg`We couldn't get your order's totals. Check your connection and try again.`,
} satisfies Record<string, MessageDescriptor>;

/** The cart-limit popup (CART_LIMIT_ERROR) with the business's limit. */
export function cartLimitMessage(limit: number): MessageDescriptor {
  return msg({ message: plural(limit, { one: 'You can order up to # item in one order.', other: 'You can order up to # items in one order.' }) });
}

/** Body of the missing-items popup: the names of the lines just removed from the order. */
export function missingItemsMessage(names: readonly string[]): MessageDescriptor {
  const list = names.join(', ');
  return msg`These items were removed from your order: ${list}`;
}

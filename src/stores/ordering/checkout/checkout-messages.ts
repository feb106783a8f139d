import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What the checkout stores tell the guest about a payment or an order in doubt. Apart from the
 * menu side's `../messages.ts` so that the first menu's chunk never carries them.
 */
export const checkoutMessages = {
  checkoutGeneral: msg`Something went wrong. Try different payment method.`,
  /** The bank's confirmation page (3-D Secure) had an address the widget refuses to open; the payment was cancelled. */
  challengeRefused: msg`We couldn't open your bank's confirmation page, so this card payment was cancelled and nothing was charged. Please try again or use a different payment method.`,
  /** A checkout whose answer was lost, and the platform says the cart has no order. */
  checkoutNotPlaced: msg`Your order was not placed. Your cart and details are kept: please try again.`,
  /** A checkout whose answer was lost, and the platform could not yet say whether the order exists. */
  checkoutUnconfirmed: msg`We're still checking whether your order went through. Please don't order again yet: check again in a moment.`,
  /** A guest not among the names registered in the room: only those guests may charge it. */
  roomGuestNotListed: msg`Only the guests registered in this room can charge orders to it. Choose another way to pay, or ask the front desk for help.`,
} satisfies Record<string, MessageDescriptor>;

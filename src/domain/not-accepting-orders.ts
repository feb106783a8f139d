import { msg } from '@lingui/core/macro';

/**
 * The not-accepting-orders notice in two lines, what is wrong and then what to do: the error
 * catalogue's `NOT_ACCEPTING_ORDERS` entry, and the words of the popup, the location card and the
 * menu. A module of its own so the menu's first paint carries these two messages, not the catalogue.
 */
export const NOT_ACCEPTING_ORDERS_LINES = {
  message: msg`This location is not accepting orders at the moment.`,
  detail: msg`Please try again later.`,
};

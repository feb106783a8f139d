/**
 * The not-accepting-orders notice, written once: a view (a plain function of its props, no hooks), so
 * React renders it on the location card and the menu, and the loader's first paint draws the same
 * markup on a deep-linked menu (src/ui/dom-render.ts).
 */
import { NOT_ACCEPTING_ORDERS_LINES } from '../../domain/not-accepting-orders';
import type { Say } from '../../ui/say';
import { notAcceptingOrdersStyles } from './not-accepting-orders.styles';

/** The notice's two lines: the error catalogue's not-accepting-orders entry (what is wrong, then what to do). */
export const NOT_ACCEPTING_ORDERS_WORDS = {
  notAcceptingOrders: NOT_ACCEPTING_ORDERS_LINES.message,
  notAcceptingOrdersDetail: NOT_ACCEPTING_ORDERS_LINES.detail,
};

/**
 * "This location is not accepting orders at the moment." then "Please try again later.". `live`: a
 * polite status, said when it appears (the menu); a card in a list is read where it stands.
 */
export function NotAcceptingOrdersNoticeView({ say, live = false }: { say: Say; live?: boolean }) {
  return (
    <div className={notAcceptingOrdersStyles} role={live ? 'status' : undefined} data-go-notice="not-accepting-orders">
      <p>{say(NOT_ACCEPTING_ORDERS_WORDS.notAcceptingOrders)}</p>
      <p>{say(NOT_ACCEPTING_ORDERS_WORDS.notAcceptingOrdersDetail)}</p>
    </div>
  );
}

/**
 * The error catalogue as data: for a platform code or message (and where it happened),
 * which translated message to show and what the widget does. Screens render `message` with
 * `i18n._(message, values)`; stores act on `action`.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { NOT_ACCEPTING_ORDERS_LINES } from './not-accepting-orders';
/** The codes and message keys of a card its bank refused (the sandbox terminal's decline is 4237 CARD_DECLINED). */
const CARD_DECLINED_TRIGGERS: readonly (number | string)[] = ['CARD_DECLINED', 'PAYMENT_DECLINED'];

/** True when the error says the guest's card was declined by its bank (not cancelled, not a fault of ours). */
export function isCardDeclined(facts: ErrorFacts): boolean {
  return CARD_DECLINED_TRIGGERS.some((trigger) => trigger === facts.message || trigger === facts.code);
}

/** What the widget does with an error. */
export type ErrorAction =
  /** Show the message in the generic error popup (OK closes). */
  | 'show'
  /** Show the message under its form field (verification code, email, name, date). */
  | 'field'
  /** Record the error on the field without showing text under it (code 9999). */
  | 'field-hidden'
  /** Registration continues at the email step (codes 1 and 1009). */
  | 'register-email-step'
  /** Delete the listed items from the cart, go back and recheck the menu (out of stock). */
  | 'remove-items'
  /** Go back (CART_CALCULATE_AMOUNT_FAILED). */
  | 'go-back'
  /** Retry once, silently, with a new cart id (race conditions, experience or business changed). */
  | 'retry-new-cart'
  /** Do nothing (the guest declined the 3-D Secure challenge). */
  | 'ignore'
  /** Show the room number disclaimer and scroll to the room field. */
  | 'room-field'
  /**
   * The reservation lookup knows no such room and name: both fields are marked invalid and the
   * first of them takes the focus, so the guest corrects them where they typed them.
   */
  | 'room-and-name'
  /** The coupon is invalid: coupon modal error state (retry allowed); the coupon is removed. */
  | 'invalid-coupon'
  /** Another coupon error: general coupon error (OK closes); the coupon is removed. */
  | 'coupon-error'
  /** Report the error and re-enable submit (wallet 3-D Secure or alternative payment failure). */
  | 'report'
  /** A dedicated popup (cart limit, closed, grace, not accepting orders). */
  | 'popup'
  /** Kiosk: go to the cancelled-transaction page. */
  | 'kiosk-cancelled'
  /** Kiosk: go to the went-wrong screen. */
  | 'kiosk-went-wrong'
  /** Show the server's own message (other transaction codes). */
  | 'server-message'
  /** Go to /not-found with this reason. */
  | 'not-found'
  /** Go to /order-timeout (table or room session expired). */
  | 'order-timeout';

/** Where the error happened; some codes mean different things in different places. */
export type ErrorContext = 'general' | 'registration' | 'checkout' | 'coupon' | 'room-validation' | 'kiosk' | 'transaction';

/** One row of the catalogue. */
export interface ErrorEntry {
  /** Platform codes and message keys (or our own keys for client-side conditions) that select this row. */
  triggers: readonly (number | string)[];
  /** What to show; null when nothing is shown. Placeholders: `{list}`, `{limit}`, `{time}`. */
  message: MessageDescriptor | null;
  /** A second line under `message` where it is shown as a notice or popup: what the guest can do. */
  detail?: MessageDescriptor;
  action: ErrorAction;
  /** Only in these contexts; any context when absent. */
  contexts?: readonly ErrorContext[];
}

/** 'defaultError': the message for everything unknown. */
export const DEFAULT_ERROR_MESSAGE: MessageDescriptor = msg`Something went wrong. Please try again.`;
const ROOM_CHARGE_FAILED = msg`We are unable to charge this order to your room. Please select a different payment method for this order.`;
const CHECKOUT_GENERAL = msg`Something went wrong. Try different payment method.`;

/** Row by row. Rows restricted to a context come before general ones for the same trigger. */
export const ERROR_CATALOGUE: readonly ErrorEntry[] = [
  { triggers: [1020, 'VERIFICATION_CODE_EXPIRED'], message: msg`Expired verification code`, action: 'field' },
  { triggers: [9999], message: msg`Invalid verification code`, action: 'field-hidden' },
  { triggers: [1021, 'INVALID_VERIFICATION_CODE'], message: msg`Invalid verification code`, action: 'field' },
  { triggers: [1, 1009], message: null, action: 'register-email-step', contexts: ['registration'] },
  { triggers: [1048], message: msg`Captcha verification failed. Please try again later.`, action: 'show' },
  { triggers: ['EMAIL_ALREADY_EXISTS'], message: msg`Email already exists`, action: 'field' },
  { triggers: ['MISSING_CREDIT_CARD_DETAILS'], message: msg`Enter the missing card details.`, action: 'show' },
  // The card-fields wallet names the field it refused, so the guest knows what to correct.
  { triggers: ['INVALID_CARD_NUMBER'], message: msg`The card number is not valid. Check it and try again.`, action: 'show' },
  { triggers: ['INVALID_CARD_EXPIRY'], message: msg`The expiry date is not valid. Check it and try again.`, action: 'show' },
  { triggers: ['INVALID_CARD_CVC'], message: msg`The security code is not valid. Check it and try again.`, action: 'show' },
  { triggers: ['INVALID_CARD'], message: msg`The card details are not valid. Check them and try again.`, action: 'show' },
  { triggers: ['WALLET_UNAVAILABLE'], message: msg`The card form is not responding. Close it and try again.`, action: 'show' },
  // An express sheet (Google Pay, Apple Pay) whose payment was declined: the card fields stay, offered instead.
  { triggers: ['EXPRESS_DECLINED'], message: msg`The payment was declined. Pay with a card instead.`, action: 'show' },
  {
    // The issuer refused the card: the same card will fail again, so the guest is sent elsewhere.
    triggers: CARD_DECLINED_TRIGGERS,
    message: msg`Your card was declined. Use another card or another payment method.`,
    action: 'show',
  },
  {
    // The bank's 3-D Secure check failed (not the guest cancelling it, which stays silent below).
    triggers: ['CARD_AUTHENTICATION_FAILED', 'AUTHENTICATION_FAILED'],
    message: msg`Your bank could not confirm this payment. Try again, or use another card or another payment method.`,
    action: 'report',
  },
  {
    triggers: [4236, 'after3DsComplete'],
    message: msg`We are unable to charge this order to your card. Please select a different payment method for this order.`,
    action: 'show',
  },
  {
    triggers: [
      'defaultError',
      'BUSINESS_NOT_FOUND',
      'EXPERIENCE_MISCONFIGURATION',
      'CART_NOT_FOUND',
      'CART_CREATION_FAILED',
      'CART_MODIFICATION_FAILED',
      'CART_CHECKOUT_FAILED',
      4700,
      'CART_NOT_VALID',
      'Service not available',
    ],
    message: DEFAULT_ERROR_MESSAGE,
    action: 'show',
  },
  {
    triggers: ['CART_CHECKOUT_ITEM_OUT_OF_STOCK', 'CART_ITEM_OUT_OF_STOCK', 'OUT_OF_STOCK'],
    message: msg`We regret to inform you that the following items are not available at the moment: {list}`,
    action: 'remove-items',
  },
  {
    triggers: ['NOT_ENOUGH_POS_ITEMS_IN_STOCK'],
    message: msg`We regret to inform you that the following items are not available at the moment: {list} with the chosen amount`,
    action: 'remove-items',
  },
  { triggers: ['CART_ITEM_NOT_VALID'], message: msg`There is something wrong with one of the items in your cart.`, action: 'show' },
  // NO_POST_ALLOWED during room validation shows a general error.
  { triggers: ['NO_POST_ALLOWED'], message: DEFAULT_ERROR_MESSAGE, action: 'show', contexts: ['room-validation'] },
  {
    triggers: ['CART_ROOM_PAYMENT_FAILED', 'POS_ROOM_CHARGE_NO_POST_ALLOWED', 'NO_POST_ALLOWED', 'PMS_REQUEST_FAULT'],
    message: ROOM_CHARGE_FAILED,
    action: 'show',
  },
  {
    // Does not give the exact wording; this keeps its meaning.
    triggers: ['BOOKING_NOT_FOUND', 'POS_ROOM_INQUIRY_NO_MATCH_FOUND'],
    message: msg`Please make sure your name and room number match your reservation, or ask the front desk for help.`,
    action: 'room-and-name',
  },
  {
    // Client-side key: room validation failed, returned no guests, or status ERROR.
    triggers: ['ROOM_VALIDATION_FAILED'],
    message: msg`We could not find this room number. Please check it and try again.`,
    action: 'room-field',
  },
  { triggers: ['MISSING_PARAMETERS'], message: msg`Missing Room Number or Last Name fields`, action: 'show' },
  { triggers: ['CHECKOUT_GENERAL_ERROR'], message: CHECKOUT_GENERAL, action: 'show' },
  { triggers: ['ITEMS_CHANGED'], message: msg`Some of your items have been updated, please review your cart before checkout`, action: 'show' },
  {
    triggers: [4247, 'CART_INVALID_COUPON_CODE'],
    message: msg`Code not valid. Enter another code and try again`,
    action: 'invalid-coupon',
    contexts: ['coupon'],
  },
  { triggers: ['CART_CALCULATE_AMOUNT_FAILED'], message: DEFAULT_ERROR_MESSAGE, action: 'go-back' },
  { triggers: ['CART_RACE_CONDITIONS', 'CART_EXPERIENCE_OR_BUSINESS_CAN_NOT_BE_CHANGED'], message: null, action: 'retry-new-cart' },
  { triggers: [4244, 'CHALLENGE_DECLINED_BY_USER'], message: null, action: 'ignore' },
  {
    // A payment cancelled on its way (at the card terminal): nothing was charged, and the same
    // method can be used again, so the guest is not sent to another one.
    triggers: [6207, 'Transaction status is CANCELED'],
    message: msg`The payment was cancelled, so nothing was charged. You can place the order again.`,
    action: 'report',
    contexts: ['transaction'],
  },
  { triggers: [6207, 'Transaction status is CANCELED'], message: null, action: 'kiosk-cancelled' },
  { triggers: ['WALLET_PAYMENT_FAILED'], message: CHECKOUT_GENERAL, action: 'report' },
  {
    triggers: ['CART_LIMIT_ERROR'],
    message: msg`{limit, plural, one {You can order up to # item in one order.} other {You can order up to # items in one order.}}`,
    action: 'popup',
  },
  { triggers: ['ORDER_TIMEOUT'], message: msg`The menu page has expired. Please rescan your QR code to continue ordering.`, action: 'order-timeout' },
  {
    // Our own key: a location open but taking no order now (no slot, or an as-soon-as-possible kitchen
    // more than an hour behind). Two lines wherever it shows: the popup, the location card, the menu.
    triggers: ['NOT_ACCEPTING_ORDERS'],
    ...NOT_ACCEPTING_ORDERS_LINES,
    action: 'popup',
  },
  { triggers: ['LOCATION_CLOSED'], message: msg`The location is closed at the selected time.`, action: 'popup' },
  { triggers: ['GRACE_TIME'], message: msg`Your order will be ready at {time}.`, action: 'popup' },
  { triggers: ['HOTEL_ERROR'], message: msg`We could not find this hotel.`, action: 'not-found' },
  { triggers: ['RESTAURANT_ERROR'], message: msg`We could not find this location.`, action: 'not-found' },
  { triggers: ['EXPERIENCE_ERROR'], message: msg`This ordering option is not available.`, action: 'not-found' },
  { triggers: ['NOT_FOUND_ERROR'], message: msg`The page you are looking for was not found.`, action: 'not-found' },
  { triggers: ['RECEIPT_EMAIL_SENT'], message: msg`The receipt was sent to your email.`, action: 'show' },
  { triggers: ['INVALID_EMAIL'], message: msg`Enter an email address like name@example.com.`, action: 'field' },
  { triggers: ['INVALID_NAME'], message: msg`Please enter a valid name`, action: 'field' },
  { triggers: ['INVALID_DATE'], message: msg`Invalid date`, action: 'field' },
];

/** What to do about one error. */
export interface ErrorResolution {
  message: MessageDescriptor | null;
  /** The entry's second line, when it has one. */
  detail?: MessageDescriptor;
  action: ErrorAction;
  /**
   * True when neither code nor message is in the catalogue: the default message is shown and the
   * message should be reported to the translations endpoint (`.../missed`).
   */
  unknown: boolean;
}

/** The error facts the catalogue looks at (an `ApiError` has all of them). */
export interface ErrorFacts {
  code?: number | string | null;
  message?: string | null;
}

function matches(entry: ErrorEntry, facts: ErrorFacts, context: ErrorContext): boolean {
  if (entry.contexts && !entry.contexts.includes(context)) return false;
  return entry.triggers.some((trigger) => trigger === facts.code || (typeof trigger === 'string' && trigger === facts.message));
}

/**
 * Looks an error up in the catalogue. The message key (e.g. `CART_ITEM_OUT_OF_STOCK`) is
 * tried before the numeric code, so a specific key wins over a code shared by several keys. When
 * nothing matches: in `coupon` context the coupon general error, in `kiosk` the went-wrong screen,
 * in `transaction` the server's message, in `checkout` the checkout general error, else the default
 * message, all marked `unknown`.
 */
export function resolveError(facts: ErrorFacts, context: ErrorContext = 'general'): ErrorResolution {
  const byMessage = facts.message ? ERROR_CATALOGUE.find((e) => matches(e, { message: facts.message }, context)) : undefined;
  const entry = byMessage ?? ERROR_CATALOGUE.find((e) => matches(e, { code: facts.code ?? null }, context));
  if (entry) return { message: entry.message, ...(entry.detail ? { detail: entry.detail } : {}), action: entry.action, unknown: false };
  switch (context) {
    case 'coupon':
      return { message: msg`We could not apply this code. Please try again.`, action: 'coupon-error', unknown: true };
    case 'kiosk':
      return { message: DEFAULT_ERROR_MESSAGE, action: 'kiosk-went-wrong', unknown: true };
    case 'transaction':
      return { message: null, action: 'server-message', unknown: true };
    case 'checkout':
      return { message: CHECKOUT_GENERAL, action: 'show', unknown: true };
    default:
      return { message: DEFAULT_ERROR_MESSAGE, action: 'show', unknown: true };
  }
}

/** A per-item calculation or stock error ('Per-item calculation errors', 'Stock errors'). */
export interface ItemErrorFacts {
  name: string;
  error: 'SOLD_OUT' | 'OUT_OF_STOCK' | 'NOT_ENOUGH';
  available?: number | null;
}

/**
 * The message for one item error with its values: `{item} (sold out)`, `{item} (out of stock)`,
 * `{item} (only {count} items are available)`.
 */
export function itemErrorMessage(item: ItemErrorFacts): { message: MessageDescriptor; values: Record<string, string | number> } {
  switch (item.error) {
    case 'SOLD_OUT':
      return { message: msg`{item} (sold out)`, values: { item: item.name } };
    case 'NOT_ENOUGH':
      return {
        message: msg`{item} (only {count, plural, one {# item is} other {# items are}} available)`,
        values: { item: item.name, count: item.available ?? 0 },
      };
    default:
      return { message: msg`{item} (out of stock)`, values: { item: item.name } };
  }
}

import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_MESSAGE, ERROR_CATALOGUE, isCardDeclined, itemErrorMessage, resolveError, type ErrorAction, type ErrorContext } from './error-catalogue';

const text = (facts: { code?: number | string; message?: string }, context?: ErrorContext) => resolveError(facts, context).message?.message ?? null;
const action = (facts: { code?: number | string; message?: string }, context?: ErrorContext): ErrorAction => resolveError(facts, context).action;

const DEFAULT = 'Something went wrong. Please try again.';

describe('resolveError: every row of the error catalogue', () => {
  it('verification code expired', () => {
    for (const facts of [{ code: 1020 }, { message: 'VERIFICATION_CODE_EXPIRED' }]) {
      expect(text(facts, 'registration')).toBe('Expired verification code');
      expect(action(facts, 'registration')).toBe('field');
    }
  });
  it('invalid verification code; 9999 hidden', () => {
    expect(text({ code: 1021 })).toBe('Invalid verification code');
    expect(action({ message: 'INVALID_VERIFICATION_CODE' })).toBe('field');
    expect(text({ code: 9999 })).toBe('Invalid verification code');
    expect(action({ code: 9999 })).toBe('field-hidden');
  });
  it('1 and 1009 go to the email step in registration only', () => {
    expect(action({ code: 1 }, 'registration')).toBe('register-email-step');
    expect(action({ code: 1009 }, 'registration')).toBe('register-email-step');
    expect(resolveError({ code: 1 }, 'general')).toMatchObject({ action: 'show', unknown: true });
  });
  it('captcha 1048', () => {
    expect(text({ code: 1048 })).toBe('Captcha verification failed. Please try again later.');
  });
  it('email already exists', () => {
    expect(text({ message: 'EMAIL_ALREADY_EXISTS' })).toBe('Email already exists');
  });
  it('missing credit card details', () => {
    expect(text({ message: 'MISSING_CREDIT_CARD_DETAILS' })).toBe('Enter the missing card details.');
  });
  it('an invalid email says what to enter, as a sentence', () => {
    expect(text({ message: 'INVALID_EMAIL' })).toBe('Enter an email address like name@example.com.');
  });
  it('card problems say what happened and what to do', () => {
    expect(text({ message: 'CARD_DECLINED', code: 4237 }, 'checkout')).toBe('Your card was declined. Use another card or another payment method.');
    expect(text({ message: 'CARD_AUTHENTICATION_FAILED' }, 'transaction')).toBe(
      'Your bank could not confirm this payment. Try again, or use another card or another payment method.',
    );
    expect(action({ message: 'CARD_AUTHENTICATION_FAILED' }, 'transaction')).toBe('report');
    expect(text({ message: 'INVALID_CARD_NUMBER' }, 'checkout')).toBe('The card number is not valid. Check it and try again.');
    expect(text({ message: 'INVALID_CARD_EXPIRY' }, 'checkout')).toBe('The expiry date is not valid. Check it and try again.');
    expect(text({ message: 'INVALID_CARD_CVC' }, 'checkout')).toBe('The security code is not valid. Check it and try again.');
    expect(text({ message: 'INVALID_CARD' }, 'checkout')).toBe('The card details are not valid. Check them and try again.');
    expect(text({ message: 'WALLET_UNAVAILABLE' }, 'checkout')).toBe('The card form is not responding. Close it and try again.');
  });
  it('after3DsComplete / 4236', () => {
    const expected = 'We are unable to charge this order to your card. Please select a different payment method for this order.';
    expect(text({ code: 4236 })).toBe(expected);
    expect(text({ message: 'after3DsComplete' })).toBe(expected);
  });
  it('default-message group', () => {
    for (const message of [
      'defaultError',
      'BUSINESS_NOT_FOUND',
      'EXPERIENCE_MISCONFIGURATION',
      'CART_NOT_FOUND',
      'CART_CREATION_FAILED',
      'CART_MODIFICATION_FAILED',
      'CART_CHECKOUT_FAILED',
      'CART_NOT_VALID',
      'Service not available',
    ]) {
      expect(resolveError({ message })).toEqual({ message: DEFAULT_ERROR_MESSAGE, action: 'show', unknown: false });
    }
    expect(text({ code: 4700 })).toBe(DEFAULT);
    expect(text({ code: 'BUSINESS_NOT_FOUND', message: 'some developer sentence' })).toBe(DEFAULT);
  });
  it('out of stock removes items', () => {
    for (const message of ['CART_CHECKOUT_ITEM_OUT_OF_STOCK', 'CART_ITEM_OUT_OF_STOCK', 'OUT_OF_STOCK']) {
      expect(text({ message })).toBe('We regret to inform you that the following items are not available at the moment: {list}');
      expect(action({ message })).toBe('remove-items');
    }
  });
  it('not enough in stock', () => {
    expect(text({ message: 'NOT_ENOUGH_POS_ITEMS_IN_STOCK' })).toBe(
      'We regret to inform you that the following items are not available at the moment: {list} with the chosen amount',
    );
    expect(action({ message: 'NOT_ENOUGH_POS_ITEMS_IN_STOCK' })).toBe('remove-items');
  });
  it('item not valid', () => {
    expect(text({ message: 'CART_ITEM_NOT_VALID' })).toBe('There is something wrong with one of the items in your cart.');
  });
  it('room charge failures; NO_POST_ALLOWED in validation is general', () => {
    const room = 'We are unable to charge this order to your room. Please select a different payment method for this order.';
    for (const message of ['CART_ROOM_PAYMENT_FAILED', 'POS_ROOM_CHARGE_NO_POST_ALLOWED', 'NO_POST_ALLOWED', 'PMS_REQUEST_FAULT']) {
      expect(text({ message }, 'checkout')).toBe(room);
    }
    expect(text({ message: 'NO_POST_ALLOWED' }, 'room-validation')).toBe(DEFAULT);
  });
  it('booking not found', () => {
    for (const message of ['BOOKING_NOT_FOUND', 'POS_ROOM_INQUIRY_NO_MATCH_FOUND']) {
      // A hotel's guest is sent to the front desk, not to a cashier; both fields are marked.
      expect(text({ message })).toBe('Please make sure your name and room number match your reservation, or ask the front desk for help.');
      expect(action({ message })).toBe('room-and-name');
    }
  });
  it('room validation failure scrolls to the room field', () => {
    expect(action({ message: 'ROOM_VALIDATION_FAILED' })).toBe('room-field');
  });
  it('missing parameters', () => {
    expect(text({ message: 'MISSING_PARAMETERS' })).toBe('Missing Room Number or Last Name fields');
  });
  it('checkout general error, also for unknown checkout errors', () => {
    expect(text({ message: 'CHECKOUT_GENERAL_ERROR' })).toBe('Something went wrong. Try different payment method.');
    expect(resolveError({ message: 'WHO_KNOWS' }, 'checkout')).toMatchObject({ action: 'show', unknown: true });
    expect(text({ message: 'WHO_KNOWS' }, 'checkout')).toBe('Something went wrong. Try different payment method.');
  });
  it('changed items', () => {
    expect(text({ message: 'ITEMS_CHANGED' })).toBe('Some of your items have been updated, please review your cart before checkout');
  });
  it('coupons: invalid code vs other coupon errors', () => {
    expect(action({ code: 4247, message: 'CART_INVALID_COUPON_CODE' }, 'coupon')).toBe('invalid-coupon');
    expect(text({ code: 4247 }, 'coupon')).toBe('Code not valid. Enter another code and try again');
    expect(resolveError({ message: 'COUPON_EXPIRED' }, 'coupon')).toMatchObject({ action: 'coupon-error', unknown: true });
  });
  it('calculate amount failed goes back', () => {
    expect(action({ message: 'CART_CALCULATE_AMOUNT_FAILED' })).toBe('go-back');
  });
  it('race conditions retry silently with a new cart', () => {
    for (const message of ['CART_RACE_CONDITIONS', 'CART_EXPERIENCE_OR_BUSINESS_CAN_NOT_BE_CHANGED']) {
      expect(resolveError({ message })).toEqual({ message: null, action: 'retry-new-cart', unknown: false });
    }
  });
  it('challenge declined is ignored', () => {
    expect(action({ code: 4244 })).toBe('ignore');
    expect(action({ message: 'CHALLENGE_DECLINED_BY_USER' })).toBe('ignore');
  });
  it('a cancelled transaction says so (and that nothing was charged), not to try another method', () => {
    for (const facts of [{ code: 6207 }, { message: 'Transaction status is CANCELED' }]) {
      expect(resolveError(facts, 'transaction')).toMatchObject({ action: 'report', unknown: false });
      expect(text(facts, 'transaction')).toBe('The payment was cancelled, so nothing was charged. You can place the order again.');
    }
  });
  it('kiosk: cancelled transaction vs other errors', () => {
    expect(action({ code: 6207 }, 'kiosk')).toBe('kiosk-cancelled');
    expect(action({ message: 'Transaction status is CANCELED' }, 'kiosk')).toBe('kiosk-cancelled');
    expect(action({ message: 'TERMINAL_OFFLINE' }, 'kiosk')).toBe('kiosk-went-wrong');
  });
  it('wallet failures are reported', () => {
    expect(action({ message: 'WALLET_PAYMENT_FAILED' })).toBe('report');
  });
  it('other transaction codes use the server message', () => {
    expect(resolveError({ code: 7001, message: 'Card declined' }, 'transaction')).toEqual({ message: null, action: 'server-message', unknown: true });
  });
  it('cart limit popup', () => {
    expect(action({ message: 'CART_LIMIT_ERROR' })).toBe('popup');
    expect(text({ message: 'CART_LIMIT_ERROR' })).toContain('{limit, plural');
  });
  it('page expiry', () => {
    expect(text({ message: 'ORDER_TIMEOUT' })).toBe('The menu page has expired. Please rescan your QR code to continue ordering.');
    expect(action({ message: 'ORDER_TIMEOUT' })).toBe('order-timeout');
  });
  it('not accepting orders, closed and grace popups', () => {
    expect(action({ message: 'NOT_ACCEPTING_ORDERS' })).toBe('popup');
    // Two lines: what is wrong, then what to do.
    expect(text({ message: 'NOT_ACCEPTING_ORDERS' })).toBe('This location is not accepting orders at the moment.');
    expect(resolveError({ message: 'NOT_ACCEPTING_ORDERS' }).detail?.message).toBe('Please try again later.');
    expect(action({ message: 'LOCATION_CLOSED' })).toBe('popup');
    expect(text({ message: 'GRACE_TIME' })).toContain('{time}');
  });
  it('not-found reasons', () => {
    for (const message of ['HOTEL_ERROR', 'RESTAURANT_ERROR', 'EXPERIENCE_ERROR', 'NOT_FOUND_ERROR']) expect(action({ message })).toBe('not-found');
  });
  it('receipt email success', () => {
    expect(text({ message: 'RECEIPT_EMAIL_SENT' })).toBe('The receipt was sent to your email.');
  });
  it('date, name and email validation show field errors', () => {
    for (const message of ['INVALID_EMAIL', 'INVALID_NAME', 'INVALID_DATE']) expect(action({ message })).toBe('field');
  });
  it('unknown messages get the default message and are marked for reporting', () => {
    expect(resolveError({ code: 'HTTP_502', message: 'GET /x failed with HTTP 502' })).toEqual({
      message: DEFAULT_ERROR_MESSAGE,
      action: 'show',
      unknown: true,
    });
    expect(resolveError({})).toMatchObject({ unknown: true });
  });
  it('every descriptor has an id and source text', () => {
    for (const entry of ERROR_CATALOGUE) {
      if (entry.message) {
        expect(entry.message.id).toBeTruthy();
        expect(entry.message.message).toBeTruthy();
      }
    }
  });
});

describe('isCardDeclined', () => {
  it("is the bank's refusal only: a declined card or payment, by key or by the terminal's message, not a cancellation or a timeout", () => {
    expect(isCardDeclined({ code: 4237, message: 'CARD_DECLINED' })).toBe(true);
    expect(isCardDeclined({ message: 'PAYMENT_DECLINED' })).toBe(true);
    expect(isCardDeclined({ code: 6207, message: 'Transaction status is CANCELED' })).toBe(false);
    expect(isCardDeclined({ code: 6208, message: 'TERMINAL_TIMEOUT' })).toBe(false);
    expect(isCardDeclined({})).toBe(false);
  });
});

describe('itemErrorMessage', () => {
  it('covers sold out, out of stock and not enough', () => {
    expect(itemErrorMessage({ name: 'Soup', error: 'SOLD_OUT' })).toMatchObject({ message: { message: '{item} (sold out)' }, values: { item: 'Soup' } });
    expect(itemErrorMessage({ name: 'Tea', error: 'OUT_OF_STOCK' })).toMatchObject({ message: { message: '{item} (out of stock)' } });
    expect(itemErrorMessage({ name: 'Pie', error: 'NOT_ENOUGH', available: 2 })).toMatchObject({
      message: { message: '{item} (only {count, plural, one {# item is} other {# items are}} available)' },
      values: { item: 'Pie', count: 2 },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { experience, setting } from './test-support';
import { customTipValue, parseDecimalInput, tipAmount, tipAvailable } from './tip';

const USD = { minorUnit: 2 };
const JPY = { minorUnit: 0 };
const KWD = { minorUnit: 3 };
const tipped = (over = {}) => experience({ tip: { options: [10, 15, 20], selected: 15 }, hideTipForPaymentTypes: ['CASH'], ...over });

describe('tipAvailable', () => {
  it('is available with tip options and a payment type not hidden', () => {
    expect(tipAvailable(tipped(), 'WALLET')).toBe(true);
    expect(tipAvailable(tipped(), 'PAY_IN_PERSON')).toBe(true);
  });
  it('is hidden for payment types in hide_tip (any reading or case)', () => {
    expect(tipAvailable(tipped(), 'CASH')).toBe(false);
    expect(tipAvailable(tipped(), 'cash')).toBe(false);
    expect(tipAvailable(tipped({ hideTipForPaymentTypes: ['ROOM_CHARGE'] }), 'ROOM')).toBe(false);
    expect(tipAvailable(tipped({ hideTipForPaymentTypes: ['OTHER'] }), 'other')).toBe(false);
  });
  it('is unavailable without tip settings or with no options', () => {
    expect(tipAvailable(experience(), 'WALLET')).toBe(false);
    expect(tipAvailable(experience({ tip: { options: [], selected: null } }), 'WALLET')).toBe(false);
  });
  it('follows a tip field limited to some payment types', () => {
    const limited = tipped({ checkoutFields: { tip: setting({ type: 'number', showWithPaymentTypes: ['WALLET'] }) } });
    expect(tipAvailable(limited, 'WALLET')).toBe(true);
    expect(tipAvailable(limited, 'PAY_IN_PERSON')).toBe(false);
    expect(tipAvailable(limited, null)).toBe(false);
  });
  it('with no payment chosen, counts only the options', () => {
    expect(tipAvailable(tipped(), null)).toBe(true);
    expect(tipAvailable(tipped({ checkoutFields: { tip: setting({ showWithPaymentTypes: [] }) } }), null)).toBe(true);
  });
});

describe('tipAmount (percent of the subtotal, 2 decimals, minor units)', () => {
  it('percent of the subtotal, rounded half up to the cent', () => {
    expect(tipAmount({ kind: 'percent', percent: 15 }, 4000, USD)).toBe(600);
    expect(tipAmount({ kind: 'percent', percent: 15 }, 1999, USD)).toBe(300); // 299.85
    expect(tipAmount({ kind: 'percent', percent: 10 }, 1005, USD)).toBe(101); // 100.5
    expect(tipAmount({ kind: 'percent', percent: 10 }, 1004, USD)).toBe(100); // 100.4
  });
  it('fractional percents without float drift', () => {
    expect(tipAmount({ kind: 'percent', percent: 2.5 }, 1010, USD)).toBe(25); // 25.25
    expect(tipAmount({ kind: 'percent', percent: 12.5 }, 1004, USD)).toBe(126); // 125.5
    expect(tipAmount({ kind: 'percent', percent: 0.1 }, 5, USD)).toBe(0);
  });
  it('percent in a currency without minor units stays in whole units', () => {
    expect(tipAmount({ kind: 'percent', percent: 15 }, 1234, JPY)).toBe(185); // 185.1 yen
  });
  it('fixed and custom are major units converted with the minor unit', () => {
    expect(tipAmount({ kind: 'fixed', amount: 5 }, 4000, USD)).toBe(500);
    expect(tipAmount({ kind: 'custom', amount: 12.34 }, 4000, USD)).toBe(1234);
    expect(tipAmount({ kind: 'custom', amount: 1.005 }, 4000, USD)).toBe(101);
    expect(tipAmount({ kind: 'custom', amount: 0.1 }, 0, USD)).toBe(10);
    expect(tipAmount({ kind: 'custom', amount: 7.5 }, 0, JPY)).toBe(8);
    expect(tipAmount({ kind: 'custom', amount: 1.25 }, 0, KWD)).toBe(1250);
  });
  it('a custom tip does not depend on the subtotal', () => {
    expect(tipAmount({ kind: 'custom', amount: 3 }, 0, USD)).toBe(300);
  });
  it('none, zero, negative and non-finite give 0', () => {
    expect(tipAmount({ kind: 'none' }, 4000, USD)).toBe(0);
    expect(tipAmount({ kind: 'percent', percent: 0 }, 4000, USD)).toBe(0);
    expect(tipAmount({ kind: 'percent', percent: -10 }, 4000, USD)).toBe(0);
    expect(tipAmount({ kind: 'percent', percent: 15 }, -4000, USD)).toBe(0);
    expect(tipAmount({ kind: 'percent', percent: Number.NaN }, 4000, USD)).toBe(0);
    expect(tipAmount({ kind: 'custom', amount: -3 }, 4000, USD)).toBe(0);
    expect(tipAmount({ kind: 'custom', amount: Number.POSITIVE_INFINITY }, 4000, USD)).toBe(0);
  });
  it('handles very large amounts', () => {
    expect(tipAmount({ kind: 'percent', percent: 10 }, 1e22, USD)).toBe(1e21);
  });
});

describe('parseDecimalInput (decimal inputs)', () => {
  it.each(['', '0', '5', '12', '12.', '12.3', '12.34', '0.5', '1234567.89', '1234567890'])('accepts %j', (text) => {
    expect(parseDecimalInput(text)).toBe(text);
  });
  it.each([
    ['.5', 'leading dot'],
    ['12.345', 'three decimals'],
    ['1.2.3', 'two dots'],
    ['12a', 'letter'],
    ['-5', 'sign'],
    ['1,5', 'comma'],
    [' 5', 'space'],
    ['12345678901', '11 characters'],
    ['1234567.891', 'too long and 3 decimals'],
    ['1e5', 'exponent'],
    ['+5', 'plus'],
  ])('refuses %j (%s)', (text) => {
    expect(parseDecimalInput(text)).toBeNull();
  });
  it('accepts exactly 10 characters with a dot', () => {
    expect(parseDecimalInput('1234567.12')).toBe('1234567.12');
  });
});

describe('customTipValue (decimal, 0 if not numeric)', () => {
  it.each([
    ['12.5', 12.5],
    ['12.', 12],
    ['0', 0],
    ['007', 7],
    [' 3.25 ', 3.25],
    ['10', 10],
  ])('%j -> %d', (text, value) => {
    expect(customTipValue(text)).toBe(value);
  });
  it.each(['', 'abc', '.', '.5', '-3', '1e3', '1,5', 'Infinity', 'NaN'])('%j -> 0', (text) => {
    expect(customTipValue(text)).toBe(0);
  });
});

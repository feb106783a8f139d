import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartQuantity, cartSubtotal, exceedsItemLimit, ITEM_LIMIT_DEFAULT, lineTotal } from './cart-math';
import { CURRENCIES, formatMoney, getCurrency, toMajor, toMinor } from './currency';
import type { Currency } from './types';

// Modest run counts: these run with every unit test and must stay well under a second each.
const RUNS = { numRuns: 200 };

const minorUnit = fc.integer({ min: 0, max: 3 });
/** Amounts a platform really sends: up to ten million in minor units, either sign. */
const minorAmount = fc.integer({ min: -10_000_000_00, max: 10_000_000_00 });
const knownCurrency = fc.constantFrom(...Object.values(CURRENCIES));
const separators = fc.constantFrom(',', '.', ' ', '\u00a0', "'", '');

/** Reads `formatMoney`'s text back to minor units, knowing the currency's separators. */
function parseFormatted(text: string, currency: Currency): number {
  const symbol = currency.customSymbol || currency.symbol;
  const negative = text.startsWith('-');
  let body = negative ? text.slice(1) : text;
  expect(body.startsWith(symbol)).toBe(true);
  body = body.slice(symbol.length);
  const unit = currency.minorUnit;
  const decimal = currency.decimalSeparator || '.';
  const [whole, fraction = ''] = unit > 0 ? [body.slice(0, body.length - unit - decimal.length), body.slice(body.length - unit)] : [body];
  const digits = currency.thousandsSeparator ? whole.split(currency.thousandsSeparator).join('') : whole;
  expect(digits).toMatch(/^\d+$/);
  const value = Number(`${digits}${fraction}`);
  return negative ? -value : value;
}

describe('money properties', () => {
  it('toMinor and toMajor round-trip every minor amount in every minor unit', () => {
    fc.assert(
      fc.property(minorAmount, minorUnit, (minor, unit) => {
        expect(toMinor(toMajor(minor, unit), unit)).toBe(minor);
      }),
      RUNS,
    );
  });

  it('toMinor always gives an integer, 0 for non-finite input, and keeps the sign', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: false }), minorUnit, (major, unit) => {
        const minor = toMinor(major, unit);
        expect(Number.isInteger(minor)).toBe(true);
        if (!Number.isFinite(major)) expect(minor).toBe(0);
        else if (minor !== 0) expect(Math.sign(minor)).toBe(Math.sign(major));
      }),
      RUNS,
    );
  });

  it('toMinor rounds to the nearest minor unit (off by at most half a unit)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), minorUnit, (major, unit) => {
        expect(Math.abs(toMinor(major, unit) - major * 10 ** unit)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
      RUNS,
    );
  });

  it('formatMoney of a known currency reads back to the same amount', () => {
    fc.assert(
      fc.property(minorAmount, knownCurrency, (minor, currency) => {
        expect(parseFormatted(formatMoney(minor, currency), currency)).toBe(minor);
      }),
      RUNS,
    );
  });

  it('formatMoney reads back whatever separators a configuration sets', () => {
    fc.assert(
      fc.property(minorAmount, minorUnit, separators, fc.constantFrom('.', ','), (minor, unit, thousands, decimal) => {
        fc.pre(thousands !== decimal);
        const currency: Currency = { ...getCurrency('USD'), minorUnit: unit, thousandsSeparator: thousands, decimalSeparator: decimal };
        expect(parseFormatted(formatMoney(minor, currency), currency)).toBe(minor);
      }),
      RUNS,
    );
  });

  it('formatMoney in a right-to-left locale is the same text inside one left-to-right isolate', () => {
    fc.assert(
      fc.property(minorAmount, knownCurrency, (minor, currency) => {
        expect(formatMoney(minor, currency, 'he')).toBe(`\u2066${formatMoney(minor, currency)}\u2069`);
      }),
      RUNS,
    );
  });

  it('getCurrency never throws and always gives a usable minor unit', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (code) => {
        const currency = getCurrency(code);
        expect(Number.isInteger(currency.minorUnit)).toBe(true);
        expect(currency.minorUnit).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });
});

const line = fc.record({ unitPrice: fc.integer({ min: 0, max: 1_000_000 }), quantity: fc.integer({ min: 0, max: 100 }) });

describe('cart math properties', () => {
  it('a cart of non-negative lines never totals below zero and is the sum of its lines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const subtotal = cartSubtotal(lines);
        expect(subtotal).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(subtotal)).toBe(true);
        expect(subtotal).toBe(lines.map(lineTotal).reduce((a, b) => a + b, 0));
      }),
      RUNS,
    );
  });

  it('subtotal and quantity do not depend on line order', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const reversed = [...lines].reverse();
        expect(cartSubtotal(reversed)).toBe(cartSubtotal(lines));
        expect(cartQuantity(reversed)).toBe(cartQuantity(lines));
      }),
      RUNS,
    );
  });

  it('adding items never exceeds a positive limit unless the new quantity is over it; 0 or less means the default', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), fc.integer({ min: 0, max: 200 }), fc.integer({ min: -5, max: 300 }), (lines, add, limit) => {
        const effective = limit > 0 ? limit : ITEM_LIMIT_DEFAULT;
        expect(exceedsItemLimit(lines, add, limit)).toBe(cartQuantity(lines) + add > effective);
      }),
      RUNS,
    );
  });
});

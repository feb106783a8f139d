import { describe, expect, it, vi } from 'vitest';
import { wireRealtimeCart, wireSummary } from '../api/test-support';
import type { CartCalculation } from '../domain/types';
import { createCartSnapshotHandler, normalizeRealtimeCart, parseCartSnapshot } from './calculated-cart';

const calculatedSummary = {
  subtotal: 1999,
  serviceCharges: [{ name: 'Service', amount: 200 }],
  taxes: [{ name: 'VAT', amount: 170, inclusive: false }],
  tip: 0,
  discount: 0,
  total: 2369,
};

describe('parseCartSnapshot', () => {
  it('maps a CALCULATED cart to minor units', () => {
    expect(parseCartSnapshot(wireRealtimeCart(), 'cart-1', 2)).toEqual({
      status: 'CALCULATED',
      cartId: 'cart-1',
      hash: 'h1',
      timestamp: 1000,
      summary: calculatedSummary,
    });
  });

  it('maps a REJECTED cart with item errors', () => {
    const wire = wireRealtimeCart({
      status: 'REJECTED',
      summary: null,
      reason: 'CART_ITEM_OUT_OF_STOCK',
      items_errors: [
        { pui: 'i5', name: 'Soup', error: 'NOT_ENOUGH', available: 2 },
        { pui: 'i6', name: 'Tea', error: 'SOLD_OUT' },
      ],
    });
    expect(parseCartSnapshot(wire, 'cart-1', 2)).toEqual({
      status: 'REJECTED',
      cartId: 'cart-1',
      hash: 'h1',
      timestamp: 1000,
      reason: 'CART_ITEM_OUT_OF_STOCK',
      itemErrors: [
        { posUniqueId: 'i5', name: 'Soup', error: 'NOT_ENOUGH', available: 2 },
        { posUniqueId: 'i6', name: 'Tea', error: 'SOLD_OUT', available: null },
      ],
    });
  });

  it('accepts what the database stores: nulls and empty arrays dropped, arrays as numeric-key objects', () => {
    const stored = {
      id: 'cart-1',
      hash: 'h1',
      status: 'CALCULATED',
      timestamp: 5,
      summary: { subtotal: 1, total: 1, taxes: { 0: { name: 'VAT', amount: 0.1, is_inclusive: true } } },
    };
    expect(parseCartSnapshot(stored, 'cart-1', 2)).toEqual({
      status: 'CALCULATED',
      cartId: 'cart-1',
      hash: 'h1',
      timestamp: 5,
      summary: { subtotal: 100, serviceCharges: [], taxes: [{ name: 'VAT', amount: 10, inclusive: true }], tip: 0, discount: 0, total: 100 },
    });
    const rejected = parseCartSnapshot({ id: 'cart-1', hash: 'h1', status: 'REJECTED', timestamp: 5 }, 'cart-1', 2);
    expect(rejected).toMatchObject({ status: 'REJECTED', reason: 'CART_NOT_VALID', itemErrors: [] });
  });

  it('ignores null, invalid, other-cart and summary-less snapshots, reporting invalid ones', () => {
    const onInvalid = vi.fn();
    expect(parseCartSnapshot(null, 'cart-1', 2, onInvalid)).toBeNull();
    expect(parseCartSnapshot({ id: 'cart-1', status: 'CALCULATED' }, 'cart-1', 2, onInvalid)).toBeNull();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onInvalid.mock.calls[0]?.[0]).toContain('hash expected a string, got undefined');
    expect(parseCartSnapshot(wireRealtimeCart({ id: 'other' }), 'cart-1', 2)).toBeNull();
    expect(parseCartSnapshot(wireRealtimeCart({ summary: null }), 'cart-1', 2)).toBeNull();
    expect(parseCartSnapshot('text', 'cart-1', 2)).toBeNull();
  });

  it('uses the given minor unit', () => {
    const calc = parseCartSnapshot(wireRealtimeCart({ summary: { ...wireSummary(), total: 1500 } }), 'cart-1', 0);
    expect(calc?.status === 'CALCULATED' && calc.summary.total).toBe(1500);
  });
});

describe('normalizeRealtimeCart', () => {
  it('leaves non-objects alone', () => {
    expect(normalizeRealtimeCart(3)).toBe(3);
    expect(normalizeRealtimeCart([1])).toEqual([1]);
  });
});

describe('createCartSnapshotHandler', () => {
  it('delivers only snapshots newer than the last delivered', () => {
    const seen: CartCalculation[] = [];
    const handle = createCartSnapshotHandler('cart-1', (c) => seen.push(c), { minorUnit: () => 2 });
    handle(wireRealtimeCart({ timestamp: 10, hash: 'a' }));
    handle(wireRealtimeCart({ timestamp: 9, hash: 'old' }));
    handle(wireRealtimeCart({ timestamp: 10, hash: 'same' }));
    handle(null);
    handle({ broken: true });
    handle(wireRealtimeCart({ timestamp: 11, hash: 'b' }));
    expect(seen.map((c) => c.hash)).toEqual(['a', 'b']);
  });

  it('reads the minor unit at each snapshot', () => {
    let unit = 2;
    const seen: CartCalculation[] = [];
    const handle = createCartSnapshotHandler('cart-1', (c) => seen.push(c), { minorUnit: () => unit, onInvalid: () => {} });
    handle(wireRealtimeCart({ timestamp: 1 }));
    unit = 0;
    handle(wireRealtimeCart({ timestamp: 2 }));
    expect(seen.map((c) => (c.status === 'CALCULATED' ? c.summary.subtotal : null))).toEqual([1999, 20]);
  });
});

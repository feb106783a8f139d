import { describe, expect, it } from 'vitest';
import { cartQuantity, cartSubtotal, exceedsItemLimit, ITEM_LIMIT_DEFAULT, lineTotal } from './cart-math';

const lines = [
  { unitPrice: 1999, quantity: 2 },
  { unitPrice: 350, quantity: 3 },
];

describe('cart math', () => {
  it('lineTotal multiplies unit price by quantity', () => {
    expect(lineTotal({ unitPrice: 1999, quantity: 3 })).toBe(5997);
  });
  it('cartQuantity and cartSubtotal sum lines; empty is zero', () => {
    expect(cartQuantity(lines)).toBe(5);
    expect(cartSubtotal(lines)).toBe(3998 + 1050);
    expect(cartQuantity([])).toBe(0);
    expect(cartSubtotal([])).toBe(0);
  });
  it('exceedsItemLimit: total must not exceed the limit (default 100)', () => {
    expect(ITEM_LIMIT_DEFAULT).toBe(100);
    expect(exceedsItemLimit([{ quantity: 99 }], 1)).toBe(false);
    expect(exceedsItemLimit([{ quantity: 99 }], 2)).toBe(true);
    expect(exceedsItemLimit(lines, 5, 10)).toBe(false);
    expect(exceedsItemLimit(lines, 6, 10)).toBe(true);
    expect(exceedsItemLimit([{ quantity: 100 }], 1, 0)).toBe(true);
  });
});

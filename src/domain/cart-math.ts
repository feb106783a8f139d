import type { CartLine, MinorAmount } from './types';

/** Item limit per order when the configuration has no `itemLimitation`. */
export const ITEM_LIMIT_DEFAULT = 100;

/** A line's total: unit price (item plus selected modifiers) times quantity, minor units. */
export function lineTotal(line: Pick<CartLine, 'unitPrice' | 'quantity'>): MinorAmount {
  return line.unitPrice * line.quantity;
}

/** Total number of items in the order (the 'view my order' badge). */
export function cartQuantity(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Sum of line totals before service charges, taxes, tip and discount, minor units. */
export function cartSubtotal(lines: readonly Pick<CartLine, 'unitPrice' | 'quantity'>[]): MinorAmount {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/**
 * True when adding `addQuantity` items would take the order above `limit` (the order
 * total must not exceed the limit, default 100). A limit of 0 or less means the default.
 */
export function exceedsItemLimit(lines: readonly Pick<CartLine, 'quantity'>[], addQuantity: number, limit: number = ITEM_LIMIT_DEFAULT): boolean {
  const effective = limit > 0 ? limit : ITEM_LIMIT_DEFAULT;
  return cartQuantity(lines) + addQuantity > effective;
}

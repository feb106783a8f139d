import type { CartSnapshot } from '../../domain/host-events';
import { cartQuantity, cartSubtotal } from '../../domain/cart-math';
import type { CartLine } from '../../domain/types';

/** The saved-order store expires after 1 hour. */
export const CART_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * The host's read-only picture of cart lines (`element.getCart()`, `cart-change`). Shared by the
 * cart store and the first-screen stores, which answer `snapshotCart()` from storage before the
 * cart store's lazy chunk has loaded.
 */
export function cartSnapshot(lines: readonly CartLine[], currency: string): CartSnapshot {
  return {
    lines: lines.map(({ editId, itemId, name, quantity, unitPrice, comment }) => ({ editId, itemId, name, quantity, unitPrice, comment })),
    quantity: cartQuantity(lines),
    subtotal: cartSubtotal(lines),
    currency,
  };
}

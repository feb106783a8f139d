import { HttpError } from './http';

/**
 * The sandbox's coupons (coupon {code, name}, 4.4 coupon states, 8.2 coupon errors). A cart
 * or checkout naming a coupon is refused as a whole when the code is not usable, so the widget
 * drops the coupon and saves again ("on an invalid coupon code the coupon is dropped"):
 * - `SAVE10`: 10% off the subtotal; `FIVEOFF`: 5.00 off (never more than the subtotal);
 * - `EXPIRED` and any unknown code: 4247 CART_INVALID_COUPON_CODE with `status: 'ERROR'`
 *   (the invalid-coupon state, "Code not valid");
 * - `BROKEN`: 4700 CART_NOT_VALID (a general coupon error).
 * Codes are matched trimmed and case-insensitively.
 */

/** A usable coupon: its wire name and how it discounts. */
export interface SandboxCoupon {
  code: string;
  name: string;
  kind: 'percent' | 'fixed';
  /** Percent (10 = 10%) or major units of the location's currency. */
  value: number;
}

export const COUPONS: Record<string, SandboxCoupon> = {
  SAVE10: { code: 'SAVE10', name: '10% off', kind: 'percent', value: 10 },
  FIVEOFF: { code: 'FIVEOFF', name: '5.00 off', kind: 'fixed', value: 5 },
};

/** Normalized form of a code as typed. */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

/**
 * The coupon a request names, or null without one. Throws the coupon's error (see above) for a code
 * that cannot be applied.
 */
export function resolveCoupon(code: string | null | undefined): SandboxCoupon | null {
  if (code === null || code === undefined || !code.trim()) return null;
  const normalized = normalizeCouponCode(code);
  if (normalized === 'BROKEN') throw HttpError.custom(4700, 'CART_NOT_VALID');
  const coupon = COUPONS[normalized];
  if (!coupon) throw HttpError.custom(4247, 'CART_INVALID_COUPON_CODE', { status: 'ERROR' });
  return coupon;
}

/** The discount in minor units on a subtotal in minor units (never more than the subtotal). */
export function discountMinor(coupon: SandboxCoupon | null, subtotalMinor: number, minorUnit = 2): number {
  if (!coupon || subtotalMinor <= 0) return 0;
  const raw = coupon.kind === 'percent' ? Math.round((subtotalMinor * coupon.value) / 100) : Math.round(coupon.value * 10 ** minorUnit);
  return Math.min(raw, subtotalMinor);
}

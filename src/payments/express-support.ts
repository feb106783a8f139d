/**
 * Which express methods this device can pay with. The wallet says which it enables for the business;
 * only those the browser can show are offered: Google Pay where the Payment Request API runs in a
 * Chromium browser, Apple Pay where the browser has Apple Pay and it can make payments, Alipay anywhere
 * (the guest pays on Alipay's own page and comes back).
 */
import type { ExpressMethod } from './wallet-adapter';

/** What the checks read of the browser (the element's window). */
export interface ExpressDevice {
  PaymentRequest?: unknown;
  ApplePaySession?: { canMakePayments?: () => boolean };
  navigator?: { userAgentData?: { brands?: readonly { brand: string }[] } };
}

/** Whether this browser can show `method`'s sheet. Never throws: a check that fails says no. */
export function deviceSupports(method: ExpressMethod, device: ExpressDevice): boolean {
  try {
    if (method === 'alipay') return true;
    if (method === 'apple_pay') return device.ApplePaySession?.canMakePayments?.() === true;
    const chromium = device.navigator?.userAgentData?.brands?.some((entry) => entry.brand === 'Chromium') ?? false;
    return typeof device.PaymentRequest === 'function' && chromium;
  } catch {
    return false;
  }
}

/** The methods of `offered` (the wallet's, in its order) this device supports. */
export function supportedExpressMethods(offered: readonly ExpressMethod[], device: ExpressDevice = globalThis as ExpressDevice): ExpressMethod[] {
  return offered.filter((method) => deviceSupports(method, device));
}

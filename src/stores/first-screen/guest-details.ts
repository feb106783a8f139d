import type { OrderingDeps } from '../deps';
import { rememberedDetailsSurvive } from '../../domain/guest-details';

/** The `localStorage` key of the details a guest asked this device to remember. */
export const rememberedDetailsKey = (deps: Pick<OrderingDeps, 'scope'>): string => deps.scope.storageKey('checkout-form');

/** The session-storage keys of this element's checkout drafts start with this (one draft per selection scope). */
export const draftKeyPrefix = (deps: Pick<OrderingDeps, 'scope'>): string => `checkout-draft:${deps.scope.storageKey('cart')}:`;

/**
 * Forgets what this device keeps of the guest when their session ends: the per-tab checkout drafts
 * always, the remembered details unless the end is the automatic one after an order (see
 * `rememberedDetailsSurvive`). Lives with the first-screen stores, so a sign-out before the checkout
 * code ever loaded forgets them too.
 */
export function forgetGuestOnLogout(deps: Pick<OrderingDeps, 'scope' | 'storage'>, session: Storage | null, reason: string): void {
  try {
    if (session) {
      const prefix = draftKeyPrefix(deps);
      const keys: string[] = [];
      for (let index = 0; index < session.length; index += 1) {
        const key = session.key(index);
        if (key?.startsWith(prefix)) keys.push(key);
      }
      for (const key of keys) session.removeItem(key);
    }
    if (!rememberedDetailsSurvive(reason)) deps.storage?.removeItem(rememberedDetailsKey(deps));
  } catch {
    // Storage that throws (private modes) holds nothing to forget.
  }
}

/** The tab's `sessionStorage`, or null where it is missing or throws (private modes, sandboxed frames). */
export function tabSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

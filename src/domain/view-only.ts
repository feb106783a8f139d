import type { Experience } from './types';

/**
 * Whether guests may only look, not order: the business's `viewMode`, an experience of type
 * `VIEW_MENU`, or one whose checkout is switched off. Everything that could lead to an order (adding,
 * my order's Proceed to checkout, the checkout route, Place order) asks this one rule.
 */
export function isViewOnly(viewMode: boolean | null | undefined, experience: Pick<Experience, 'type' | 'checkoutActive'> | null): boolean {
  return Boolean(viewMode) || experience?.type === 'VIEW_MENU' || (experience !== null && !experience.checkoutActive);
}

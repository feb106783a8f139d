/**
 * The alcohol age check: an under-18 item asks the guest to confirm they are an adult
 * before it opens or is added, unless they already confirmed (`IS_ADULT`, or earlier on this page).
 */
import type { MenuCategory, MenuItem } from '../types';

/**
 * True when the guest must confirm their age before `item` opens or is added: the item, or the
 * category it is shown in, is marked under 18, and the guest has not confirmed yet.
 * Pass the category as returned by `findItemInCategories` / `menuRows` (`./rows.ts`): those carry an
 * under-18 parent category down to its sub-categories, so a sub-category of "Cocktails" counts too.
 */
export function needsAgeCheck(item: MenuItem, category: MenuCategory | null, isAdult: boolean): boolean {
  if (isAdult) return false;
  return item.under18 || (category?.under18 ?? false);
}

/**
 * What tapping a menu item does ("Item tap by the showEditItem setting", default ALWAYS).
 */
import type { MenuItem, ShowEditItem } from '../types';

/**
 * True when tapping `item` opens its detail page, false when one is added to the order at once.
 * - `ALWAYS` (the default, also for a missing setting): opens.
 * - `MODIFIERS`: opens when the item has modifier groups.
 * - `REQUIRED_MODIFIERS`: opens when a group has `minSelect` above 0.
 * - anything else (`NEVER`, unknown values): adds directly.
 * Whatever the setting, an item with a required group opens: a line without its required choice
 * could not be ordered (brief).
 */
export function opensItemDetail(item: MenuItem, setting: ShowEditItem | null | undefined): boolean {
  const required = item.modifierGroups.some((group) => group.minSelect > 0);
  if (required) return true;
  switch (setting ?? 'ALWAYS') {
    case 'ALWAYS':
      return true;
    case 'MODIFIERS':
      return item.modifierGroups.length > 0;
    case 'REQUIRED_MODIFIERS':
      return false; // no required group here (checked above)
    default:
      return false;
  }
}

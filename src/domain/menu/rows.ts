/**
 * The menu as one flat list of rows for the virtualized list ("Large menus"): a header row
 * per category and sub-category, each followed by its items.
 *
 * Under-18 is inherited: a sub-category of an under-18 category is handed out as a copy with
 * `under18: true` (category `under_18`; the age check of `./age-check.ts` reads the category
 * it is given). Categories without the inherited flag are handed out as they are (same object).
 */
import type { MenuCategory, MenuItem } from '../types';

/**
 * The categories as a guest sees them: hidden items dropped, then categories left without items or
 * sub-categories dropped (at every depth).
 */
export function visibleCategories(categories: readonly MenuCategory[]): MenuCategory[] {
  return categories
    .map((category) => ({
      ...category,
      items: category.items.filter((item) => !item.hidden),
      subcategories: visibleCategories(category.subcategories),
    }))
    .filter((category) => category.items.length > 0 || category.subcategories.length > 0);
}

/** One row of the menu list. */
export type MenuRow = { kind: 'category'; category: MenuCategory; depth: number } | { kind: 'item'; item: MenuItem; category: MenuCategory };

function withInherited(category: MenuCategory, parentUnder18: boolean): MenuCategory {
  return parentUnder18 && !category.under18 ? { ...category, under18: true } : category;
}

/**
 * Rows in menu order, depth first: a category header (depth 0), its items, then each sub-category's
 * header (depth 1, ...) and items. Categories are taken as given: drop hidden items and empty
 * categories before (the menu store does).
 */
export function menuRows(categories: readonly MenuCategory[]): MenuRow[] {
  const rows: MenuRow[] = [];
  const visit = (list: readonly MenuCategory[], depth: number, parentUnder18: boolean) => {
    for (const original of list) {
      const category = withInherited(original, parentUnder18);
      rows.push({ kind: 'category', category, depth });
      for (const item of category.items) rows.push({ kind: 'item', item, category });
      visit(category.subcategories, depth + 1, category.under18);
    }
  };
  visit(categories, 0, false);
  return rows;
}

/**
 * A row's height before the list measures it: close enough that the scrollbar barely moves as rows
 * get measured. The React list and the loader's paint place rows by it, so both stack alike.
 */
export function rowEstimate(row: Pick<MenuRow, 'kind'> | undefined): number {
  return row?.kind === 'category' ? 52 : 104;
}

/** The index of a category's (or sub-category's) header row, for tab jumps; -1 when absent. */
export function rowIndexOfCategory(rows: readonly MenuRow[], categoryId: number): number {
  return rows.findIndex((row) => row.kind === 'category' && row.category.id === categoryId);
}

/**
 * An item and the (sub-)category it is listed in, searching depth first; the first occurrence wins
 * when an item is listed twice. The category carries an inherited under-18 flag (module doc).
 */
export function findItemInCategories(categories: readonly MenuCategory[], itemId: number): { item: MenuItem; category: MenuCategory } | null {
  const visit = (list: readonly MenuCategory[], parentUnder18: boolean): { item: MenuItem; category: MenuCategory } | null => {
    for (const original of list) {
      const item = original.items.find((candidate) => candidate.id === itemId);
      const category = withInherited(original, parentUnder18);
      if (item) return { item, category };
      const nested = visit(original.subcategories, category.under18);
      if (nested) return nested;
    }
    return null;
  };
  return visit(categories, false);
}

import { describe, expect, it } from 'vitest';
import { findItemInCategories, menuRows, rowIndexOfCategory, type MenuRow } from './rows';
import { category, menuItem } from './test-support';
import type { MenuCategory } from '../types';

const a = menuItem(1);
const b = menuItem(2);
const c = menuItem(3);
const d = menuItem(4);
const e = menuItem(5);
const cocktails = category(30, [d], { under18: true, subcategories: [category(31, [e])] });
const categories = [category(10, [a, b], { subcategories: [category(11, [c])] }), cocktails];

const describeRow = (row: MenuRow) => (row.kind === 'category' ? `C${row.category.id}@${row.depth}` : `I${row.item.id}<${row.category.id}`);

describe('menuRows', () => {
  it('flattens categories, items and sub-categories depth first', () => {
    expect(menuRows(categories).map(describeRow)).toEqual(['C10@0', 'I1<10', 'I2<10', 'C11@1', 'I3<11', 'C30@0', 'I4<30', 'C31@1', 'I5<31']);
  });

  it('hands out categories as they are unless an under-18 flag is inherited', () => {
    const rows = menuRows(categories);
    const first = rows[0]!;
    expect(first.kind === 'category' && first.category).toBe(categories[0]);
    const sub = rows.find((row) => row.kind === 'category' && row.category.id === 31)!;
    expect(sub.kind === 'category' && sub.category.under18).toBe(true);
    const item = rows.find((row) => row.kind === 'item' && row.item.id === 5)!;
    expect(item.kind === 'item' && item.category.under18).toBe(true);
    expect(item.kind === 'item' && sub.kind === 'category' && item.category).toBe(sub.kind === 'category' ? sub.category : null);
    expect(cocktails.subcategories[0]!.under18).toBe(false); // the input is not changed
  });

  it('gives no rows for no categories and a header for an empty one', () => {
    expect(menuRows([])).toEqual([]);
    expect(menuRows([category(1, [])]).map(describeRow)).toEqual(['C1@0']);
  });

  // Speed is measured by `npm run bench` (tests/bench/menu-speed.mjs), not by a timed unit test.
  it('flattens a 2,000-item menu into one row per item and header', () => {
    const big = Array.from({ length: 40 }, (_, ci) =>
      category(
        ci + 1,
        Array.from({ length: 50 }, (_, ii) => menuItem(ci * 50 + ii + 1)),
      ),
    );
    const rows = menuRows(big);
    expect(rows).toHaveLength(2040);
    expect(rowIndexOfCategory(rows, 40)).toBe(39 * 51);
  });
});

describe('rowIndexOfCategory', () => {
  const rows = menuRows(categories);
  it('finds category and sub-category headers', () => {
    expect(rowIndexOfCategory(rows, 10)).toBe(0);
    expect(rowIndexOfCategory(rows, 11)).toBe(3);
    expect(rowIndexOfCategory(rows, 30)).toBe(5);
    expect(rowIndexOfCategory(rows, 31)).toBe(7);
  });
  it('is -1 for an unknown id, and does not match an item with that id', () => {
    expect(rowIndexOfCategory(rows, 99)).toBe(-1);
    expect(rowIndexOfCategory(rows, 1)).toBe(-1);
  });
});

describe('findItemInCategories', () => {
  it('finds items at any depth with the category they are listed in', () => {
    expect(findItemInCategories(categories, 2)).toEqual({ item: b, category: categories[0] });
    expect(findItemInCategories(categories, 3)?.category.id).toBe(11);
    expect(findItemInCategories(categories, 4)?.category).toBe(cocktails);
  });
  it('carries an under-18 parent down to the sub-category', () => {
    const found = findItemInCategories(categories, 5)!;
    expect(found.item).toBe(e);
    expect(found.category).toMatchObject({ id: 31, under18: true });
    expect(findItemInCategories(categories, 3)!.category.under18).toBe(false);
  });
  it('returns the first listing of an item listed twice, and null when absent', () => {
    const twice = [category(1, [a]), category(2, [a])];
    expect(findItemInCategories(twice, 1)?.category.id).toBe(1);
    expect(findItemInCategories(categories, 99)).toBeNull();
    expect(findItemInCategories([], 1)).toBeNull();
  });
});

describe('the 18+ mark of rows', () => {
  it('falls on the under-18 categories and every sub-category inside one, at any depth, and on their items', () => {
    const nested = [
      category(1, [a], { subcategories: [category(2, [b], { under18: true, subcategories: [category(3, [c], { subcategories: [category(4, [d])] })] })] }),
      category(5, [e]),
      cocktails,
    ];
    const marked = (list: MenuCategory[]) =>
      [
        ...new Set(
          menuRows(list)
            .filter((row) => row.category.under18)
            .map((row) => row.category.id),
        ),
      ].sort((x, y) => x - y);
    expect(marked(nested)).toEqual([2, 3, 4, 30, 31]);
    expect(
      menuRows(nested)
        .filter((row) => row.kind === 'item' && row.category.under18)
        .map((row) => row.kind === 'item' && row.item.id)
        .sort(),
    ).toEqual([b.id, c.id, d.id, d.id, e.id].sort());
    expect(marked([category(5, [e])])).toEqual([]);
  });
});

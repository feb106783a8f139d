import { describe, expect, it } from 'vitest';
import { needsAgeCheck } from './age-check';
import { findItemInCategories } from './rows';
import { category, menuItem } from './test-fixtures';

const chianti = menuItem(1, { name: 'Chianti', under18: true });
const water = menuItem(2, { name: 'Water' });
const negroni = menuItem(3, { name: 'Negroni' });
const drinks = category(1, [chianti, water]);
const cocktails = category(2, [negroni], { under18: true });

describe('needsAgeCheck', () => {
  it('asks for an under-18 item until the guest confirms', () => {
    expect(needsAgeCheck(chianti, drinks, false)).toBe(true);
    expect(needsAgeCheck(chianti, drinks, true)).toBe(false);
  });
  it('asks for any item of an under-18 category', () => {
    expect(needsAgeCheck(negroni, cocktails, false)).toBe(true);
    expect(needsAgeCheck(negroni, cocktails, true)).toBe(false);
  });
  it('does not ask for other items', () => {
    expect(needsAgeCheck(water, drinks, false)).toBe(false);
    expect(needsAgeCheck(water, null, false)).toBe(false);
  });
  it('still asks for an under-18 item without a known category', () => {
    expect(needsAgeCheck(chianti, null, false)).toBe(true);
  });
  it('asks for an item in a sub-category of an under-18 category (found with findItemInCategories)', () => {
    const spritz = menuItem(4, { name: 'Spritz' });
    const menu = [category(3, [], { under18: true, subcategories: [category(4, [spritz])] })];
    const found = findItemInCategories(menu, 4)!;
    expect(needsAgeCheck(found.item, found.category, false)).toBe(true);
    expect(needsAgeCheck(found.item, found.category, true)).toBe(false);
  });
});

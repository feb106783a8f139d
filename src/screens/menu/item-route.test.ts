import { describe, expect, it } from 'vitest';
import { itemPath, parseItemRoute } from './item-route';

describe('item routes', () => {
  it('parses detail, edit and allergens paths', () => {
    expect(parseItemRoute('/menu/42')).toEqual({ itemId: 42, editId: null, allergens: false });
    expect(parseItemRoute('/menu/42/')).toEqual({ itemId: 42, editId: null, allergens: false });
    expect(parseItemRoute('/menu/42/lx1-2-abc')).toEqual({ itemId: 42, editId: 'lx1-2-abc', allergens: false });
    expect(parseItemRoute('/menu/42/allergens')).toEqual({ itemId: 42, editId: null, allergens: true });
    expect(parseItemRoute('/menu/order')).toBeNull();
    expect(parseItemRoute('/menu/42/a/b')).toBeNull();
  });

  it('builds the paths back', () => {
    expect(itemPath(7)).toBe('/menu/7');
    expect(itemPath(7, { editId: 'a b' })).toBe('/menu/7/a%20b');
    expect(parseItemRoute(itemPath(7, { editId: 'a b' }))?.editId).toBe('a b');
    expect(itemPath(7, { allergens: true })).toBe('/menu/7/allergens');
  });
});

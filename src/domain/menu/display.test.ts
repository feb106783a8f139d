import { describe, expect, it } from 'vitest';
import {
  CALORIE_REFERENCE_KCAL,
  displayItemName,
  limitAllergens,
  limitComment,
  MAX_ALLERGEN_ICONS,
  menuSubtitle,
  menuSubtitleParts,
  splitDietMarks,
  ORDER_COMMENT_MAX,
  TAB_NAME_MAX,
  truncateOrderComment,
  truncateTabName,
} from './display';

const name = (length: number) => 'abcdefghij'.repeat(20).slice(0, length);
const chars = (text: string) => Array.from(text).length;

describe('constants', () => {
  it('match the spec', () => {
    expect([TAB_NAME_MAX, ORDER_COMMENT_MAX, MAX_ALLERGEN_ICONS, CALORIE_REFERENCE_KCAL]).toEqual([22, 80, 5, 2000]);
  });
});

describe('truncateTabName', () => {
  it('keeps names up to 22 characters whole', () => {
    expect(truncateTabName('Drinks')).toBe('Drinks');
    expect(truncateTabName(name(22))).toBe(name(22));
  });
  it('cuts longer names to 22 characters plus an ellipsis', () => {
    expect(truncateTabName(name(23))).toBe(`${name(22)}…`);
    expect(truncateTabName('Antipasti e contorni della casa')).toBe('Antipasti e contorni d…');
  });
  it('drops trailing spaces before the ellipsis and never splits an emoji', () => {
    expect(truncateTabName('Desserts and sweets   for two')).toBe('Desserts and sweets…');
    const emoji = `${'a'.repeat(21)}🍕🍕`;
    expect(truncateTabName(emoji)).toBe(`${'a'.repeat(21)}🍕…`);
  });
});

describe('truncateOrderComment', () => {
  it('keeps up to 80 characters and cuts longer comments to 80 plus an ellipsis', () => {
    expect(truncateOrderComment(name(80))).toBe(name(80));
    expect(truncateOrderComment(name(81))).toBe(`${name(80)}…`);
    expect(truncateOrderComment('')).toBe('');
  });
});

describe('displayItemName (readings; see the JSDoc)', () => {
  const mobile = (hasImage: boolean) => ({ hasImage, desktop: false });
  const desktop = (hasImage: boolean) => ({ hasImage, desktop: true });

  it('with an image on mobile: over 80 is cut to 78', () => {
    expect(displayItemName(name(80), mobile(true))).toEqual({ name: name(80), showDescription: true });
    expect(displayItemName(name(81), mobile(true))).toEqual({ name: `${name(78)}…`, showDescription: true });
    expect(displayItemName(name(200), mobile(true)).name).toBe(`${name(78)}…`);
  });

  it('with an image on desktop: cut to 90, so only names over 90 change', () => {
    expect(displayItemName(name(81), desktop(true))).toEqual({ name: name(81), showDescription: true });
    expect(displayItemName(name(90), desktop(true))).toEqual({ name: name(90), showDescription: true });
    expect(displayItemName(name(91), desktop(true))).toEqual({ name: `${name(90)}…`, showDescription: true });
  });

  it('without an image: up to 120 shows whole with the description', () => {
    expect(displayItemName(name(120), mobile(false))).toEqual({ name: name(120), showDescription: true });
    expect(displayItemName(name(120), desktop(false))).toEqual({ name: name(120), showDescription: true });
    expect(displayItemName('Tiramisu', mobile(false))).toEqual({ name: 'Tiramisu', showDescription: true });
  });

  it('without an image: over 120 drops the description; the name is cut only past 130 (mobile) / 140 (desktop)', () => {
    expect(displayItemName(name(121), mobile(false))).toEqual({ name: name(121), showDescription: false });
    expect(displayItemName(name(130), mobile(false))).toEqual({ name: name(130), showDescription: false });
    expect(displayItemName(name(131), mobile(false))).toEqual({ name: `${name(130)}…`, showDescription: false });
    expect(displayItemName(name(135), desktop(false))).toEqual({ name: name(135), showDescription: false });
    expect(displayItemName(name(140), desktop(false))).toEqual({ name: name(140), showDescription: false });
    expect(displayItemName(name(141), desktop(false))).toEqual({ name: `${name(140)}…`, showDescription: false });
  });

  it('cuts exactly the names over both the threshold and the cut length (every case)', () => {
    for (const length of [0, 1, 77, 78, 79, 80, 81, 89, 90, 91, 119, 120, 121, 129, 130, 131, 139, 140, 141, 200]) {
      for (const options of [mobile(true), desktop(true), mobile(false), desktop(false)]) {
        const over = options.hasImage ? 80 : 120;
        const cutTo = options.hasImage ? (options.desktop ? 90 : 78) : options.desktop ? 140 : 130;
        const expected = length > over && length > cutTo ? `${name(cutTo)}…` : name(length);
        const result = displayItemName(name(length), options);
        expect(result.name, `${length} ${JSON.stringify(options)}`).toBe(expected);
        expect(result.showDescription).toBe(options.hasImage || length <= 120);
      }
    }
  });

  it('counts characters, not UTF-16 units', () => {
    const hebrew = 'שניצל '.repeat(14).trim(); // 83 characters
    expect(chars(hebrew)).toBe(83);
    const shown = displayItemName(hebrew, mobile(true)).name;
    expect(shown.endsWith('…')).toBe(true);
    expect(chars(shown)).toBeLessThanOrEqual(79);
    const emoji = '🍣'.repeat(80); // 160 UTF-16 units, 80 characters
    expect(displayItemName(emoji, mobile(true)).name).toBe(emoji);
  });
});

describe('limitAllergens', () => {
  it('keeps the first 5', () => {
    expect(limitAllergens([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5]);
    expect(limitAllergens(['a', 'b'])).toEqual(['a', 'b']);
    expect(limitAllergens([])).toEqual([]);
  });
  it('returns a new array', () => {
    const list = [1, 2];
    expect(limitAllergens(list)).not.toBe(list);
  });
});

describe('limitComment (items.comments.max)', () => {
  it('counts the characters left', () => {
    expect(limitComment('', 80)).toEqual({ value: '', remaining: 80 });
    expect(limitComment('no onions', 80)).toEqual({ value: 'no onions', remaining: 71 });
    expect(limitComment(name(80), 80)).toEqual({ value: name(80), remaining: 0 });
  });
  it('drops characters past the limit without an ellipsis', () => {
    expect(limitComment(name(95), 80)).toEqual({ value: name(80), remaining: 0 });
    expect(limitComment('abcdef', 3)).toEqual({ value: 'abc', remaining: 0 });
  });
  it('never cuts a surrogate pair in half', () => {
    expect(limitComment('ab🌶️', 3)).toEqual({ value: 'ab🌶', remaining: 0 });
    expect(limitComment('🌶🌶', 5)).toEqual({ value: '🌶🌶', remaining: 3 });
  });
  it('has no limit for a max of 0 or less', () => {
    expect(limitComment(name(200), 0)).toEqual({ value: name(200), remaining: Number.POSITIVE_INFINITY });
    expect(limitComment('x', -1).remaining).toBe(Number.POSITIVE_INFINITY);
    expect(limitComment('x', Number.NaN).remaining).toBe(Number.POSITIVE_INFINITY);
  });
  it('uses whole characters for a fractional max', () => {
    expect(limitComment('abcdef', 3.9)).toEqual({ value: 'abc', remaining: 0 });
  });
});

describe('menuSubtitle', () => {
  it('joins the experience and the menu name', () => {
    expect(menuSubtitle('Pickup', 'Lunch menu', 'Trattoria Lumen')).toBe('Pickup · Lunch menu');
  });
  it('leaves out a menu name that repeats the heading, whatever its case and spaces', () => {
    expect(menuSubtitle('Pickup', 'Trattoria Lumen', 'Trattoria Lumen')).toBe('Pickup');
    expect(menuSubtitle('Pickup', ' trattoria  LUMEN ', 'Trattoria Lumen')).toBe('Pickup');
  });
  it('is empty when nothing is left, and keeps a lone menu name', () => {
    expect(menuSubtitle(null, 'Trattoria Lumen', 'Trattoria Lumen')).toBe('');
    expect(menuSubtitle(null, 'Brunch', 'Trattoria Lumen')).toBe('Brunch');
  });
  it('gives its parts apart, for a screen that isolates each one', () => {
    expect(menuSubtitleParts('Pickup', 'Lunch menu', 'Trattoria Lumen')).toEqual(['Pickup', 'Lunch menu']);
    expect(menuSubtitleParts('Pickup', 'Trattoria Lumen', 'Trattoria Lumen')).toEqual(['Pickup']);
    expect(menuSubtitleParts(null, null, 'Trattoria Lumen')).toEqual([]);
  });
});

describe('splitDietMarks', () => {
  it('keeps vegetarian and vegan out of the allergens, each group in menu order', () => {
    const marks = [{ key: 'gluten' }, { key: 'vegetarian' }, { key: 'dairy' }, { key: 'vegan' }];
    expect(splitDietMarks(marks)).toEqual({ allergens: [{ key: 'gluten' }, { key: 'dairy' }], diets: [{ key: 'vegetarian' }, { key: 'vegan' }] });
  });
  it('counts an unknown key as an allergen', () => {
    expect(splitDietMarks([{ key: 'kiwi' }])).toEqual({ allergens: [{ key: 'kiwi' }], diets: [] });
  });
});

/**
 * Display limits ("Display truncation", "Up to 5 allergen icons", "Reference calorie
 * statement") and the comment counter.
 *
 * How text is cut, everywhere in this module: "cut to N" keeps the first N characters (Unicode code
 * points, so a character outside the BMP such as an emoji is never cut in half; combined sequences such
 * as flags or ZWJ emoji are not treated as one), drops trailing spaces, and adds one ellipsis character `…`.
 * Text that is not cut is returned unchanged (no ellipsis).
 */

/** Mobile category tab names are cut at 22 characters. */
export const TAB_NAME_MAX = 22;
/** An order line's item comment is cut at 80 characters on my order. */
export const ORDER_COMMENT_MAX = 80;
/** Menu lists show up to 5 allergen icons per item. */
export const MAX_ALLERGEN_ICONS = 5;
/** "adults need around 2000 Kcal per day", shown with calories on the item page. */
export const CALORIE_REFERENCE_KCAL = 2000;

/** Item-name thresholds (see {@link displayItemName} for the readings). */
const WITH_IMAGE_OVER = 80;
const WITH_IMAGE_CUT_MOBILE = 78;
const WITH_IMAGE_CUT_DESKTOP = 90;
const NO_IMAGE_OVER = 120;
const NO_IMAGE_CUT_MOBILE = 130;
const NO_IMAGE_CUT_DESKTOP = 140;

const ELLIPSIS = '…';

function cut(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('').trimEnd()}${ELLIPSIS}`;
}

/** A mobile category tab's name: over 22 characters it is cut to 22 plus `…`. */
export function truncateTabName(name: string): string {
  return cut(name, TAB_NAME_MAX);
}

/** An item comment as shown on an order line: over 80 characters it is cut to 80 plus `…`. */
export function truncateOrderComment(comment: string): string {
  return cut(comment, ORDER_COMMENT_MAX);
}

/**
 * An item's name as shown in the menu list, and whether its description shows ("Item names
 * with an image over 80 characters are cut to 78 (90 on desktop); without an image over 120
 * characters are cut to 130 (140 on desktop), with the description dropped (readings as given, the
 * second looks inconsistent)").
 *
 * Readings:
 * - With an image: a name over 80 characters is cut to 78 on mobile. On desktop the parenthesis
 *   replaces the cut length only: a name over 80 is cut to 90, which in effect cuts names over 90
 *   to 90 (81..90 characters stay whole, since "cutting" them to 90 removes nothing). The description
 *   shows.
 * - Without an image, THE INCONSISTENT ONE: "over 120, cut to 130" cannot shorten a name of 121..130
 *   characters. Resolved by taking both numbers as given, for different things: a name over 120
 *   characters drops the description (the long name takes its space; mobile and desktop alike), and
 *   the name itself is cut only when longer than the cut length, to 130 on mobile and 140 on desktop.
 *   So 121..130 (mobile) or 121..140 (desktop) characters show whole without a description; longer
 *   names are cut and show no description; 120 or fewer show whole with the description.
 *   This is exactly the literal reading (a cut to 130 of a name of 125 is a no-op), made explicit.
 * - "Cut to N" keeps N characters plus `…` (module doc); the ellipsis is not counted in N.
 */
export function displayItemName(name: string, options: { hasImage: boolean; desktop: boolean }): { name: string; showDescription: boolean } {
  const length = Array.from(name).length;
  if (options.hasImage) {
    if (length <= WITH_IMAGE_OVER) return { name, showDescription: true };
    return { name: cut(name, options.desktop ? WITH_IMAGE_CUT_DESKTOP : WITH_IMAGE_CUT_MOBILE), showDescription: true };
  }
  if (length <= NO_IMAGE_OVER) return { name, showDescription: true };
  return { name: cut(name, options.desktop ? NO_IMAGE_CUT_DESKTOP : NO_IMAGE_CUT_MOBILE), showDescription: false };
}

/**
 * The keys of diet marks: the allergens file lists them with the allergens, but they say what an item
 * is suitable for, not what it contains, so a guest never reads "Vegetarian" among the allergens.
 */
export const DIET_MARK_KEYS: readonly string[] = ['vegetarian', 'vegan'];

/** An item's marks split into its allergens and its diet marks ({@link DIET_MARK_KEYS}), each in menu order. */
export function splitDietMarks<T extends { key: string }>(marks: readonly T[]): { allergens: T[]; diets: T[] } {
  const allergens: T[] = [];
  const diets: T[] = [];
  for (const mark of marks) (DIET_MARK_KEYS.includes(mark.key) ? diets : allergens).push(mark);
  return { allergens, diets };
}

/** The allergens a menu row shows: the first 5; the item page lists them all. */
export function limitAllergens<T>(list: readonly T[]): T[] {
  return list.slice(0, MAX_ALLERGEN_ICONS);
}

/**
 * A comment field's value held to `max` characters ("limited by items.comments.max") and the
 * characters left, for 'Limit {max} characters, left {remaining}'. Extra characters (e.g. pasted) are
 * dropped, without an ellipsis: this is an input, not a display. Characters are code points (a
 * surrogate pair is never cut in half). A `max` of 0 or less (or not a number) means no limit: the value is kept and
 * `remaining` is `Infinity` (the UI hides the counter).
 */
export function limitComment(value: string, max: number): { value: string; remaining: number } {
  if (!Number.isFinite(max) || max <= 0) return { value, remaining: Number.POSITIVE_INFINITY };
  const limit = Math.floor(max);
  const chars = Array.from(value);
  const kept = chars.length > limit ? chars.slice(0, limit).join('') : value;
  return { value: kept, remaining: limit - Math.min(chars.length, limit) };
}

/** A name as compared for sameness: case, surrounding and repeated spaces do not make two names differ. */
const sameName = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * The line under the menu's heading: the experience's label and the menu's name, joined by ` · `.
 * The menu's name is left out when it only repeats the heading (the place's name), so a guest reads
 * "Pickup", not "Pickup · Trattoria Lumen" under "Trattoria Lumen". Empty when nothing is left.
 */
export function menuSubtitle(experienceLabel: string | null, menuName: string | null, heading: string): string {
  return menuSubtitleParts(experienceLabel, menuName, heading).join(' · ');
}

/** The parts of {@link menuSubtitle}, for a screen that sets each in its own text direction. */
export function menuSubtitleParts(experienceLabel: string | null, menuName: string | null, heading: string): string[] {
  const menu = menuName && sameName(menuName) !== sameName(heading) ? menuName : null;
  return [experienceLabel, menu].filter((part): part is string => Boolean(part));
}

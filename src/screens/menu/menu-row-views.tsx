/**
 * What a menu row and a category heading show, written once. These are views: plain functions of
 * their props, no hooks and no context, so React renders them (MenuItemRow, CategoryHeading) and the
 * loader's first paint draws the very same markup before React is in (src/element/static-menu.ts,
 * through src/ui/dom-render.ts). A change to what a row shows is made here, and both follow.
 *
 * Their words come through `say` (src/ui/say.ts) from the descriptors below, which React's catalogs
 * and the paint's per-language subsets share.
 */
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { formatMoney } from '../../domain/currency';
import { displayItemName } from '../../domain/menu/display';
import type { Currency, MenuCategory, MenuItem } from '../../domain/types';
import { formatWholeNumber } from '../../domain/whole-numbers';
import { buttonClass } from '../../ui/button.styles';
import { PlatformText } from '../../ui/PlatformText';
import type { Say } from '../../ui/say';
import {
  actionStyles,
  badgeStyles,
  bodyStyles,
  descriptionStyles,
  headingStyles,
  itemStyles,
  metaStyles,
  mutedStyles,
  nameStyles,
  ROW_IMAGE_SIZE,
  saleStyles,
} from './menu-row.styles';

/** The words of a row and a heading. */
export const MENU_ROW_WORDS = {
  /** The add button's text. */
  add: msg`Add`,
  /** The add button's accessible name. */
  addItem: msg({ message: 'Add {fullName}' }),
  /** The name button's accessible name (it opens the item's details). */
  itemDetails: msg({ message: '{fullName}, details' }),
  /** In place of the add button when the item is out of stock. */
  unavailable: msg`Unavailable`,
  /** An item's calories (`kcal`: the rounded number in the language's digits). */
  calories: msg({ message: '{kcal} kcal' }),
  /** The "18+" mark's accessible name. */
  over18: msg`Over 18 only`,
};

/** The "18+" mark of under-18 (alcohol) items and categories: a picture named in words, its "18+" hidden from screen readers. */
export function AdultMarkView({ say }: { say: Say }) {
  return (
    <span className={badgeStyles} role="img" aria-label={say(MENU_ROW_WORDS.over18)}>
      <span aria-hidden="true">18+</span>
    </span>
  );
}

/** Props of {@link MenuItemRowView}: everything a row shows. */
export interface MenuItemRowViewProps {
  item: MenuItem;
  /** The item's picture, once its address passed the URL allow-list, or null. */
  image: string | null;
  currency: Currency;
  /** The language's BCP 47 tag (`he-IL`), for the price and the calories' digits. */
  localeTag: string;
  showCalories: boolean;
  available: boolean;
  /** The item or one of its categories is under 18 (`under_18`). */
  adult: boolean;
  /** Wide screens cut names later (`displayItemName`). */
  desktop: boolean;
  /** Where the allergen icons go: their icons, or the room they keep while their file loads. */
  allergens: ReactNode;
  say: Say;
  /** The "details" tap (the name) and the "Add" tap; the paint draws the row without them. */
  onOpen?: () => void;
  onAdd?: () => void;
}

/**
 * One menu item: picture, name (cut to its length), sale text, description, price, calories, allergen
 * icons (or their room), the under-18 mark, and "Add" (or "Unavailable").
 */
export function MenuItemRowView({
  item,
  image,
  currency,
  localeTag,
  showCalories,
  available,
  adult,
  desktop,
  allergens,
  say,
  onOpen,
  onAdd,
}: MenuItemRowViewProps) {
  const shown = displayItemName(item.name, { hasImage: image !== null, desktop });
  const fullName = item.name;
  return (
    <div className={itemStyles} data-unavailable={available ? undefined : ''} data-item-id={item.id}>
      {image ? <img data-photo="" src={image} alt="" width={ROW_IMAGE_SIZE} height={ROW_IMAGE_SIZE} loading="lazy" decoding="async" /> : null}
      <div className={bodyStyles}>
        <button type="button" className={nameStyles} aria-label={say(MENU_ROW_WORDS.itemDetails, { fullName })} onClick={onOpen}>
          {/* Isolated: a Latin name ending in ")" or a number must not be reordered by right-to-left text. */}
          <bdi>{shown.name}</bdi>
        </button>
        {item.saleText ? (
          <span className={`${badgeStyles} ${saleStyles}`}>
            <PlatformText>{item.saleText}</PlatformText>
          </span>
        ) : null}
        {shown.showDescription && item.description ? (
          <p className={descriptionStyles}>
            <PlatformText>{item.description}</PlatformText>
          </p>
        ) : null}
        <div className={metaStyles}>
          <span>{formatMoney(item.price, currency, localeTag)}</span>
          {showCalories && item.kcal !== null ? (
            <span className={mutedStyles}>{say(MENU_ROW_WORDS.calories, { kcal: formatWholeNumber(Math.round(item.kcal), localeTag) })}</span>
          ) : null}
          {adult ? <AdultMarkView say={say} /> : null}
          {allergens}
        </div>
      </div>
      {available ? (
        <button type="button" className={buttonClass('secondary', false, actionStyles)} aria-label={say(MENU_ROW_WORDS.addItem, { fullName })} onClick={onAdd}>
          {say(MENU_ROW_WORDS.add)}
        </button>
      ) : (
        <span className={`${actionStyles} ${mutedStyles}`}>{say(MENU_ROW_WORDS.unavailable)}</span>
      )}
    </div>
  );
}

/** A category or sub-category heading inside the list (h2, sub-categories h3), focusable by the tabs' jump. */
export function CategoryHeadingView({ category, depth, adult, say }: { category: MenuCategory; depth: number; adult: boolean; say: Say }) {
  const Heading = depth === 0 ? 'h2' : 'h3';
  return (
    <Heading className={headingStyles} data-depth={Math.min(depth, 2)} data-category-id={category.id} tabIndex={-1}>
      <span>
        <PlatformText>{category.name}</PlatformText>
      </span>
      {adult ? <AdultMarkView say={say} /> : null}
    </Heading>
  );
}

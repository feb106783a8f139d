import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { formatMoney } from '../../domain/currency';
import { displayItemName } from '../../domain/menu';
import type { Allergen, Currency, MenuCategory, MenuItem } from '../../domain/types';
import { AllergenIconSlots, AllergenIcons } from '../../ui/AllergenIcons';
import { Button } from '../../ui/Button';
import { intlLocale } from '../../i18n/element-i18n';
export { ROW_IMAGE_SIZE } from './menu-row.styles';
import {
  ROW_IMAGE_SIZE,
  itemStyles,
  bodyStyles,
  nameStyles,
  descriptionStyles,
  metaStyles,
  badgeStyles,
  saleStyles,
  mutedStyles,
  actionStyles,
  headingStyles,
} from './menu-row.styles';
import { PlatformText } from '../../ui/PlatformText';

/** The "18+" mark of under-18 (alcohol) items and categories. */
export function AdultMark() {
  const { t } = useLingui();
  return (
    <span className={badgeStyles} role="img" aria-label={t`Over 18 only`}>
      <span aria-hidden="true">18+</span>
    </span>
  );
}

/** Props of {@link MenuItemRow}. Everything a row shows comes in props: rows never subscribe to stores. */
export interface MenuItemRowProps {
  item: MenuItem;
  currency: Currency;
  /** The guest's language (`he`, `en_US`) for prices and allergen names. */
  locale: string;
  allergens: ReadonlyMap<number, Allergen>;
  /** The allergens file is on its way: the row keeps the room of the item's icons instead. */
  allergensPending: boolean;
  showCalories: boolean;
  available: boolean;
  /** The item or one of its categories is under 18 (`under_18`). */
  adult: boolean;
  desktop: boolean;
  /** Stable callbacks (the row is memoized): the "Add" tap and the "details" tap. */
  onTap: (item: MenuItem) => void;
  onOpen: (item: MenuItem) => void;
}

/**
 * One menu item: image, name (truncation), sale text, description, price,
 * calories, up to five allergen icons (their room while the allergens file loads), the under-18 mark, and "Add" (or "Unavailable"). Memoized and
 * store-free, so a cart change or a scroll re-renders no row that did not change.
 */
export const MenuItemRow = memo(function MenuItemRow({
  item,
  currency,
  locale,
  allergens,
  allergensPending,
  showCalories,
  available,
  adult,
  desktop,
  onTap,
  onOpen,
}: MenuItemRowProps) {
  const { t, i18n } = useLingui();
  const shown = displayItemName(item.name, { hasImage: item.image !== null, desktop });
  const itemAllergens: Allergen[] = [];
  for (const id of item.allergens) {
    const allergen = allergens.get(id);
    if (allergen) itemAllergens.push(allergen);
  }
  const fullName = item.name;
  const kcal = showCalories && item.kcal !== null ? i18n.number(Math.round(item.kcal)) : null;
  return (
    <div className={itemStyles} data-unavailable={available ? undefined : ''} data-item-id={item.id}>
      {item.image ? <img data-photo="" src={item.image} alt="" width={ROW_IMAGE_SIZE} height={ROW_IMAGE_SIZE} loading="lazy" decoding="async" /> : null}
      <div className={bodyStyles}>
        <button type="button" className={nameStyles} aria-label={t`${fullName}, details`} onClick={() => onOpen(item)}>
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
          <span>{formatMoney(item.price, currency, intlLocale(i18n))}</span>
          {kcal !== null ? <span className={mutedStyles}>{t`${kcal} kcal`}</span> : null}
          {adult ? <AdultMark /> : null}
          {allergensPending ? <AllergenIconSlots count={item.allergens.length} /> : <AllergenIcons allergens={itemAllergens} locale={locale} />}
        </div>
      </div>
      {available ? (
        <Button variant="secondary" className={actionStyles} aria-label={t`Add ${fullName}`} onClick={() => onTap(item)}>
          <Trans>Add</Trans>
        </Button>
      ) : (
        <span className={`${actionStyles} ${mutedStyles}`}>
          <Trans>Unavailable</Trans>
        </span>
      )}
    </div>
  );
});

/** A category or sub-category heading inside the list (h2, sub-categories h3). */
export const CategoryHeading = memo(function CategoryHeading({ category, depth, adult }: { category: MenuCategory; depth: number; adult: boolean }) {
  const Heading = depth === 0 ? 'h2' : 'h3';
  return (
    <Heading className={headingStyles} data-depth={Math.min(depth, 2)} data-category-id={category.id} tabIndex={-1}>
      <span>
        <PlatformText>{category.name}</PlatformText>
      </span>
      {adult ? <AdultMark /> : null}
    </Heading>
  );
});

import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { formatMoney } from '../../domain/currency';
import { displayItemName } from '../../domain/menu';
import type { Allergen, Currency, MenuCategory, MenuItem } from '../../domain/types';
import { AllergenIcons } from '../../ui/AllergenIcons';
import { Button } from '../../ui/Button';
import { intlLocale } from '../../i18n/element-i18n';

/** Fixed image size of a row (no layout shift when a lazy image arrives). */
export const ROW_IMAGE_SIZE = 72;

/* When a row is too narrow for the name beside the image and the Add button, the button wraps under
   the text (at the end) rather than squeezing the name to a word a line. */
const itemStyles = css`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 12px;
  padding: 12px;
  margin-block-end: 8px;
  border: 1px solid var(--go-border);
  border-radius: var(--go-radius);
  background: var(--go-surface);
  /* Unavailable items are dimmed with a background and a dashed border, not opacity: faded text
     would fall below the WCAG AA contrast ratio. */
  &[data-unavailable] {
    border-style: dashed;
    background: var(--go-surface-muted, #f4f5f7);
  }
  &:focus-within {
    border-color: var(--go-accent);
  }
  & img[data-photo] {
    flex: none;
    inline-size: ${ROW_IMAGE_SIZE}px;
    block-size: ${ROW_IMAGE_SIZE}px;
    object-fit: cover;
    border-radius: var(--go-radius);
    background: var(--go-surface-muted, #f4f5f7);
  }
`;
const bodyStyles = css`
  flex: 1 1 170px;
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;
/* The name is the row's "details" button; its ::after stretches over the whole card so a tap
   anywhere opens the item, while the Add button (positioned above it) keeps its own tap. */
const nameStyles = css`
  font: inherit;
  font-weight: 600;
  color: inherit;
  text-align: start;
  border: 0;
  background: transparent;
  padding: 0;
  cursor: pointer;
  /* Break inside a word only when it cannot fit a line on its own ('anywhere' also lets the row
     shrink until the name breaks into fragments). */
  overflow-wrap: break-word;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: var(--go-radius);
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid var(--go-accent);
    outline-offset: 2px;
  }
`;
const descriptionStyles = css`
  margin: 0;
  color: var(--go-muted);
  font-size: 0.875em;
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;
const metaStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 12px;
  font-size: 0.9375em;
`;
const badgeStyles = css`
  display: inline-block;
  align-self: flex-start;
  padding-block: 1px;
  padding-inline: 6px;
  border-radius: 4px;
  font-size: 0.75em;
  font-weight: 700;
  border: 1px solid currentColor;
`;
const saleStyles = css`
  color: var(--go-accent);
`;
const mutedStyles = css`
  color: var(--go-muted);
`;
const actionStyles = css`
  position: relative;
  z-index: 1;
  flex: none;
  margin-inline-start: auto;
  align-self: center;
`;
const headingStyles = css`
  margin: 0;
  padding-block: 16px 8px;
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 1.125em;
  &[data-depth='1'],
  &[data-depth='2'] {
    font-size: 1em;
    padding-block-start: 8px;
    color: var(--go-muted);
  }
`;

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
 * calories, up to five allergen icons, the under-18 mark, and "Add" (or "Unavailable"). Memoized and
 * store-free, so a cart change or a scroll re-renders no row that did not change.
 */
export const MenuItemRow = memo(function MenuItemRow({
  item, currency, locale, allergens, showCalories, available, adult, desktop, onTap, onOpen,
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
      {item.image ? (
        <img data-photo="" src={item.image} alt="" width={ROW_IMAGE_SIZE} height={ROW_IMAGE_SIZE} loading="lazy" decoding="async" />
      ) : null}
      <div className={bodyStyles}>
        <button type="button" className={nameStyles} aria-label={t`${fullName}, details`} onClick={() => onOpen(item)}>
          {/* Isolated: a Latin name ending in ")" or a number must not be reordered by right-to-left text. */}
          <bdi>{shown.name}</bdi>
        </button>
        {item.saleText ? <span className={`${badgeStyles} ${saleStyles}`}>{item.saleText}</span> : null}
        {shown.showDescription && item.description ? <p className={descriptionStyles}>{item.description}</p> : null}
        <div className={metaStyles}>
          <span>{formatMoney(item.price, currency, intlLocale(i18n))}</span>
          {kcal !== null ? <span className={mutedStyles}>{t`${kcal} kcal`}</span> : null}
          {adult ? <AdultMark /> : null}
          <AllergenIcons allergens={itemAllergens} locale={locale} />
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
      <span>{category.name}</span>
      {adult ? <AdultMark /> : null}
    </Heading>
  );
});

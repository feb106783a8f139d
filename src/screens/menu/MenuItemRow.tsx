import { memo } from 'react';
import type { Allergen, Currency, MenuCategory, MenuItem } from '../../domain/types';
import { AllergenIconSlots, AllergenIcons } from '../../ui/AllergenIcons';
import { useSay } from '../../ui/use-say';
import { intlLocale } from '../../i18n/element-i18n';
import { useLingui } from '@lingui/react';
import { AdultMarkView, CategoryHeadingView, MenuItemRowView } from './menu-row-views';
export { ROW_IMAGE_SIZE } from './menu-row.styles';

/** The "18+" mark of under-18 (alcohol) items and categories. */
export function AdultMark() {
  return <AdultMarkView say={useSay()} />;
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
 * One menu item, as {@link MenuItemRowView} shows it, in the guest's language: memoized and store-free,
 * so a cart change or a scroll re-renders no row that did not change.
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
  const { i18n } = useLingui();
  const say = useSay();
  const itemAllergens: Allergen[] = [];
  for (const id of item.allergens) {
    const allergen = allergens.get(id);
    if (allergen) itemAllergens.push(allergen);
  }
  return MenuItemRowView({
    item,
    // Already through the URL allow-list: the menu's mapping passed it.
    image: item.image,
    currency,
    localeTag: intlLocale(i18n),
    showCalories,
    available,
    adult,
    desktop,
    allergens: allergensPending ? <AllergenIconSlots count={item.allergens.length} /> : <AllergenIcons allergens={itemAllergens} locale={locale} />,
    say,
    onOpen: () => onOpen(item),
    onAdd: () => onTap(item),
  });
});

/** A category or sub-category heading inside the list (h2, sub-categories h3). */
export const CategoryHeading = memo(function CategoryHeading({ category, depth, adult }: { category: MenuCategory; depth: number; adult: boolean }) {
  return CategoryHeadingView({ category, depth, adult, say: useSay() });
});

/**
 * The top of the item dialog, written once: the item's picture, sale text, description, price,
 * calories (with the daily reference) and allergen icons with the link to their details. A view (a
 * plain function of its props, no hooks), so the item form renders it and the loader's first paint
 * draws the same top in the dialog a tap on its menu opens before React is in (src/ui/dom-render.ts).
 */
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { formatMoney } from '../../domain/currency';
import { CALORIE_REFERENCE_KCAL } from '../../domain/menu/display';
import type { Currency, MenuItem } from '../../domain/types';
import { formatWholeNumber } from '../../domain/whole-numbers';
import { PlatformText } from '../../ui/PlatformText';
import type { Say } from '../../ui/say';
import { allergensStyles, imageStyles, linkStyles, mutedStyles, saleStyles, textStyles } from './item-summary.styles';

/** The summary's words. */
export const ITEM_SUMMARY_WORDS = {
  /** The calories of the item as chosen, and the daily reference (both in the language's digits). */
  caloriesWithReference: msg({ message: '{kcal} kcal. Adults need around {reference} kcal a day.' }),
  /** The link to the allergens' details. */
  allergenInformation: msg`Allergen information`,
};

/** Props of {@link ItemSummaryView}. */
export interface ItemSummaryViewProps {
  item: MenuItem;
  currency: Currency;
  /** The language's BCP 47 tag, for the price and the calories' digits. */
  localeTag: string;
  /** The calories to show (with the choices made so far), or null when the experience shows none. */
  kcal: number | null;
  /** The allergen icons, or the room they keep while their file loads. */
  allergens: ReactNode;
  /** Whether the allergens line shows at all (the item names allergens, loaded or on their way). */
  allergensShown: boolean;
  /** The icons are in: the link opens their details (until then it waits, disabled, in its place). */
  allergensReady: boolean;
  say: Say;
  onOpenAllergens?: () => void;
}

export function ItemSummaryView({ item, currency, localeTag, kcal, allergens, allergensShown, allergensReady, say, onOpenAllergens }: ItemSummaryViewProps) {
  return (
    <>
      {item.image ? <img className={imageStyles} src={item.image} alt="" width={448} height={200} decoding="async" /> : null}
      {item.saleText ? (
        <p className={saleStyles}>
          <PlatformText>{item.saleText}</PlatformText>
        </p>
      ) : null}
      {item.description ? (
        <p className={textStyles}>
          <PlatformText>{item.description}</PlatformText>
        </p>
      ) : null}
      <p className={textStyles}>
        <strong>{formatMoney(item.price, currency, localeTag)}</strong>
      </p>
      {kcal !== null ? (
        <p className={mutedStyles}>
          {say(ITEM_SUMMARY_WORDS.caloriesWithReference, {
            kcal: formatWholeNumber(kcal, localeTag),
            reference: formatWholeNumber(CALORIE_REFERENCE_KCAL, localeTag),
          })}
        </p>
      ) : null}
      {/* While the allergens file is on its way the item keeps its icons' room and the link waits
          (disabled), so nothing in the page moves when they come. */}
      {allergensShown ? (
        <div className={allergensStyles}>
          {allergens}
          <button type="button" className={linkStyles} onClick={onOpenAllergens} disabled={!allergensReady}>
            {say(ITEM_SUMMARY_WORDS.allergenInformation)}
          </button>
        </div>
      ) : null}
    </>
  );
}

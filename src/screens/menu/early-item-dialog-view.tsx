/**
 * The item dialog as the loader's first paint shows it, at the tap on an item's name before React is
 * in: the dialog's frame and the item's summary, the very views React's item dialog is made of
 * (src/ui/dialog-frame-view.tsx, ./item-summary-view.tsx), then a polite "Loading…" where the choices,
 * quantity and Add come once React opens its own dialog on the same item.
 */
import { msg } from '@lingui/core/macro';
import type { Currency, MenuItem } from '../../domain/types';
import { AllergenIconSlots } from '../../ui/allergen-icon-slots';
import { DialogFrameView } from '../../ui/dialog-frame-view';
import type { Say } from '../../ui/say';
import { ItemSummaryView } from './item-summary-view';
import { mutedStyles } from './item-summary.styles';

/** The early dialog's own words. */
export const EARLY_ITEM_DIALOG_WORDS = {
  /** Where the choices and Add come. */
  loading: msg`Loading…`,
};

/** Props of {@link EarlyItemDialogView}. */
export interface EarlyItemDialogViewProps {
  /** The item, its image already through the URL allow-list. */
  item: MenuItem;
  currency: Currency;
  localeTag: string;
  showCalories: boolean;
  /** The allergens file is on its way (its address passed the allow-list): their room is kept. */
  allergensComing: boolean;
  say: Say;
}

/** The dialog (closed: `showModal()` opens it). */
export function EarlyItemDialogView({ item, currency, localeTag, showCalories, allergensComing, say }: EarlyItemDialogViewProps) {
  const allergens = allergensComing && item.allergens.length > 0;
  return DialogFrameView({
    titleId: 'go-first-paint-item',
    title: item.name,
    closable: true,
    say,
    children: [
      ItemSummaryView({
        item,
        currency,
        localeTag,
        kcal: showCalories ? item.kcal : null,
        allergens: allergens ? AllergenIconSlots({ count: item.allergens.length, all: true }) : null,
        allergensShown: allergens,
        allergensReady: false,
        say,
      }),
      <p key="loading" className={mutedStyles} role="status">
        {say(EARLY_ITEM_DIALOG_WORDS.loading)}
      </p>,
    ],
  });
}

// A view: a plain function of its props (no hooks), so the loader's first paint draws it too
// (src/ui/dom-render.ts).
import { limitAllergens } from '../domain/menu/display';
import { allergenListStyles, allergenSlotStyles } from './allergen-icons.styles';

/**
 * The room of `count` allergen icons (at most five, as lists show; `all`: every one, as the item page
 * lists them), kept while the allergens file is
 * on its way: the item's allergen ids come with the menu, their icons and names with that file, which
 * loads after the first screen. Decorative (hidden from assistive technology): the named icons
 * replace it in place.
 */
export function AllergenIconSlots({ count, all = false }: { count: number; all?: boolean }) {
  const slots = Array.from({ length: Math.max(0, count) }, (_, index) => index);
  const shown = all ? slots : limitAllergens(slots);
  if (shown.length === 0) return null;
  return (
    <span className={allergenListStyles} aria-hidden="true" data-allergen-slots="">
      {shown.map((index) => (
        <span key={index} className={allergenSlotStyles} />
      ))}
    </span>
  );
}

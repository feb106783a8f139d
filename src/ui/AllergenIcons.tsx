import { css, cx } from '@linaria/core';
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { allergenName, limitAllergens, splitDietMarks } from '../domain/menu';
import type { Allergen } from '../domain/types';
import { ALLERGEN_ICON_SIZE, allergenListStyles } from './allergen-icons.styles';

/* An allergen without an icon file: its initials in a circle, the size of an icon. */
const fallbackStyles = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  border: 1px solid var(--go-border);
  color: var(--go-text);
  background: var(--go-surface);
  font-size: 0.5625em;
  font-weight: 700;
  text-transform: uppercase;
  line-height: 1;
`;

/**
 * Two letters for an allergen without an icon file, from its name in the guest's language, so a
 * Hebrew menu shows Hebrew letters: the first letters of the first two words ("Sulphur dioxide" ->
 * "SD", "חלב ומוצריו" -> "חו"), else the first two letters ("Egg" -> "EG", "גלוטן" -> "גל"). A
 * camel-case key reads as words ("glutenWheat" -> "GW").
 */
export function allergenInitials(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const letters = words.length >= 2 ? `${[...words[0]!][0]}${[...words[1]!][0]}` : [...(words[0] ?? '')].slice(0, 2).join('');
  return letters.toLocaleUpperCase();
}

/**
 * One allergen's icon, or the initials of its `name` (in the guest's language) when it has no icon
 * file. `label` is its accessible name; null makes it decorative (the allergens dialog writes the
 * name beside it).
 */
export function AllergenIcon({ allergen, name, label, size = ALLERGEN_ICON_SIZE }: { allergen: Allergen; name: string; label: string | null; size?: number }) {
  if (allergen.icon) {
    return <img src={allergen.icon} alt={label ?? ''} width={size} height={size} loading="lazy" decoding="async" />;
  }
  const named = label === null ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <span className={fallbackStyles} style={{ inlineSize: size, blockSize: size }} {...named}>
      <span aria-hidden="true">{allergenInitials(name || allergen.key)}</span>
    </span>
  );
}

/** Props of {@link AllergenIcons}. */
export interface AllergenIconsProps {
  /** The item's allergens, in menu order; only the first five show. */
  allergens: readonly Allergen[];
  /** Locale for the names (allergen translations), e.g. `he_IL`. */
  locale: string;
  /** Show every allergen (the allergens modal), not only the first five of lists. */
  all?: boolean;
  className?: string;
}

/**
 * Allergen and diet icons, as two lists: the allergens (named "Allergens") and the diet marks (named
 * "Suitable for"), since a vegetarian mark is not an allergen. Each icon's accessible name is its name
 * in the guest's language (`allergenName`); one without an icon file shows its initials. Lists show at
 * most five icons in all ("Up to 5 allergen icons in lists"), the allergens first.
 */
export const AllergenIcons = memo(function AllergenIcons({ allergens, locale, all = false, className }: AllergenIconsProps) {
  const { t } = useLingui();
  const split = splitDietMarks(allergens);
  const ordered = [...split.allergens, ...split.diets];
  const shown = all ? ordered : limitAllergens(ordered);
  if (shown.length === 0) return null;
  const list = (marks: readonly Allergen[], label: string) =>
    marks.length ? (
      <ul className={cx(allergenListStyles, className)} aria-label={label}>
        {marks.map((allergen) => {
          const name = allergenName(allergen, locale);
          return (
            <li key={allergen.id} title={name}>
              <AllergenIcon allergen={allergen} name={name} label={name} />
            </li>
          );
        })}
      </ul>
    ) : null;
  const { diets } = splitDietMarks(shown);
  return (
    <>
      {list(shown.slice(0, shown.length - diets.length), t`Allergens`)}
      {list(diets, t`Suitable for`)}
    </>
  );
});

export { AllergenIconSlots } from './allergen-icon-slots';

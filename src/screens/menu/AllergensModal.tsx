import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { useApp } from '../app-context';
import { allergenName, splitDietMarks } from '../../domain/menu';
import type { Allergen, MenuItem } from '../../domain/types';
import { AllergenIcon } from '../../ui/AllergenIcons';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { isolate } from '../../domain/bidi';
import { guestLocale } from '../../i18n/element-i18n';

const listStyles = css`
  list-style: none;
  margin-block: 0 16px;
  margin-inline: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  & li {
    display: flex;
    align-items: center;
    gap: 12px;
  }
`;

const headingStyles = css`
  font-size: 1em;
  margin-block: 0 8px;
`;

/**
 * The allergens modal (`/menu/{id}/allergens`): every allergen of the item, then under "Suitable for"
 * its diet marks (vegetarian, vegan), which are not allergens; each with its icon and its name in the
 * guest's language (allergen translations). The icons are decorative here: the name is written next
 * to each one.
 */
export function AllergensModal({ item, onClose }: { item: MenuItem; onClose(): void }) {
  const { stores } = useApp();
  const { t, i18n } = useLingui();
  const map = useStore(stores.menu.$allergens);
  const { allergens, diets } = splitDietMarks(item.allergens.map((id) => map.get(id)).filter((entry): entry is Allergen => entry !== undefined));
  const itemName = item.name;
  const headingId = useId();
  const list = (marks: readonly Allergen[], label?: string) => (
    <ul className={listStyles} aria-label={label}>
      {marks.map((mark) => (
        <li key={mark.id}>
          <AllergenIcon allergen={mark} name={allergenName(mark, i18n.locale)} label={null} size={28} />
          <span>{allergenName(mark, i18n.locale)}</span>
        </li>
      ))}
    </ul>
  );
  return (
    <Modal open onClose={onClose} title={t`Allergens in ${isolate(itemName, guestLocale(i18n))}`}>
      {allergens.length ? (
        list(allergens)
      ) : (
        <p>
          <Trans>No allergen information for this item.</Trans>
        </p>
      )}
      {diets.length ? (
        <section aria-labelledby={headingId}>
          <h3 id={headingId} className={headingStyles}>
            <Trans>Suitable for</Trans>
          </h3>
          {list(diets)}
        </section>
      ) : null}
      <Button block variant="secondary" onClick={onClose}>
        <Trans>Back to the item</Trans>
      </Button>
    </Modal>
  );
}

import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useApp } from '../app-context';
import { allergenName } from '../../domain/menu';
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

/**
 * The allergens modal (`/menu/{id}/allergens`): every allergen and diet mark of the item
 * with its icon and its name in the guest's language (allergen translations). The icons
 * are decorative here: the name is written next to each one.
 */
export function AllergensModal({ item, onClose }: { item: MenuItem; onClose(): void }) {
  const { stores } = useApp();
  const { t, i18n } = useLingui();
  const map = useStore(stores.menu.$allergens);
  const allergens = item.allergens.map((id) => map.get(id)).filter((entry): entry is Allergen => entry !== undefined);
  const itemName = item.name;
  return (
    <Modal open onClose={onClose} title={t`Allergens in ${isolate(itemName, guestLocale(i18n))}`}>
      {allergens.length ? (
        <ul className={listStyles}>
          {allergens.map((allergen) => (
            <li key={allergen.id}>
              <AllergenIcon allergen={allergen} name={allergenName(allergen, i18n.locale)} label={null} size={28} />
              <span>{allergenName(allergen, i18n.locale)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <Trans>No allergen information for this item.</Trans>
        </p>
      )}
      <Button block variant="secondary" onClick={onClose}>
        <Trans>Back to the item</Trans>
      </Button>
    </Modal>
  );
}

import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useApp } from '../../app/AppContext';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Price } from '../../ui/Price';
import { QuantityStepper } from '../../ui/QuantityStepper';

const rowStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-block: 16px;
`;
const mutedStyles = css`
  color: var(--go-muted);
`;

/** Item detail (spec 2.3) at /menu/{id}: description, price, calories, quantity and "Add to order". */
export function ItemDetail({ itemId }: { itemId: number }) {
  const { stores, deps } = useApp();
  const { t } = useLingui();
  const status = useStore(stores.menu.$status);
  const categories = useStore(stores.menu.$categories);
  const experience = useStore(stores.selection.$experience);
  const currency = useStore(stores.cart.$currencyCode);
  const [quantity, setQuantity] = useState(1);
  const item = categories.length ? stores.menu.findItem(itemId) : null;
  const close = () => deps.router.navigate('/menu');

  useEffect(() => {
    if (status === 'ready' && !item) deps.router.navigate('/menu', { replace: true });
  }, [status, item, deps]);
  if (!item) return null;
  const available = stores.menu.isAvailable(item);

  return (
    <Modal open onClose={close} title={item.name}>
      {item.description ? <p>{item.description}</p> : null}
      <p>
        <Price amount={item.price} currency={currency} />
        {experience?.showCalories && item.kcal !== null ? <span className={mutedStyles}> · {t`${Math.round(item.kcal)} kcal`}</span> : null}
      </p>
      {available ? (
        <>
          <div className={rowStyles}>
            <span>
              <Trans>Quantity</Trans>
            </span>
            <QuantityStepper value={quantity} onChange={setQuantity} itemName={item.name} />
          </div>
          <Button
            block
            onClick={() => {
              if (stores.cart.addItem(item, { quantity })) close();
            }}
          >
            <Trans>Add to order</Trans>
            <Price amount={item.price * quantity} currency={currency} />
          </Button>
        </>
      ) : (
        <p role="status">
          <Trans>This item is unavailable right now.</Trans>
        </p>
      )}
    </Modal>
  );
}

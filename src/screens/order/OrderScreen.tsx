import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useApp } from '../../app/AppContext';
import { Button } from '../../ui/Button';
import { Price } from '../../ui/Price';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { Loading } from '../../ui/Spinner';
import { Screen } from '../shared/layout';
import { CartTotals } from '../shared/Totals';
import { useSelectionGuard } from '../shared/use-selection-guard';

const linesStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  & li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 8px;
    align-items: center;
    padding-block: 8px;
    border-block-end: 1px solid var(--go-border);
  }
  & [data-actions] {
    display: flex;
    align-items: center;
    gap: 8px;
  }
`;
const removeStyles = css`
  font: inherit;
  border: 0;
  background: transparent;
  color: var(--go-danger);
  cursor: pointer;
  min-block-size: 44px;
  padding-inline: 8px;
`;

/** My order (spec 2.3): lines with quantity and remove, the calculated summary, proceed to checkout. */
export function OrderScreen() {
  const { stores, deps } = useApp();
  const { t } = useLingui();
  const ready = useSelectionGuard();
  const lines = useStore(stores.cart.$lines);
  const currency = useStore(stores.cart.$currencyCode);
  const menu = () => deps.router.navigate('/menu');

  // Spec 4.4: entering my order saves the cart so the totals are fresh.
  useEffect(() => {
    if (ready) stores.calculation.ensureCalculated();
  }, [ready, stores]);

  if (!ready) return <Loading />;
  if (!lines.length) {
    return (
      <Screen title={t`My order`} onBack={menu} backLabel={t`Back to menu`}>
        <p>{t`Your order is empty.`}</p>
        <Button onClick={menu}>
          <Trans>Browse the menu</Trans>
        </Button>
      </Screen>
    );
  }
  return (
    <Screen
      title={t`My order`}
      onBack={menu}
      backLabel={t`Back to menu`}
      footer={
        <Button block onClick={() => deps.router.navigate('/menu/checkout')}>
          <Trans>Proceed to checkout</Trans>
        </Button>
      }
    >
      <ul className={linesStyles} aria-label={t`Items in your order`}>
        {lines.map((line) => (
          <li key={line.editId}>
            <div>
              <strong>{line.name}</strong>
              {line.comment ? <div>{line.comment}</div> : null}
            </div>
            <Price amount={line.unitPrice * line.quantity} currency={currency} />
            <div data-actions="">
              <QuantityStepper value={line.quantity} itemName={line.name} onChange={(quantity) => stores.cart.setQuantity(line.editId, quantity)} />
            </div>
            <button type="button" className={removeStyles} aria-label={t`Remove ${line.name}`} onClick={() => stores.cart.removeLine(line.editId)}>
              <Trans>Remove</Trans>
            </button>
          </li>
        ))}
      </ul>
      <CartTotals />
    </Screen>
  );
}

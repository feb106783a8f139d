import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useApp } from '../../app/AppContext';
import { Button } from '../../ui/Button';
import { Price } from '../../ui/Price';
import { Loading } from '../../ui/Spinner';
import { Screen } from '../shared/layout';
import { SummaryList } from '../shared/Totals';

const numberStyles = css`
  text-align: center;
  padding: 16px;
  margin-block: 8px 16px;
  border-radius: var(--go-radius);
  background: var(--go-surface-muted);
  & span {
    display: block;
    color: var(--go-muted);
  }
  & strong {
    display: block;
    font-size: 2em;
    letter-spacing: 0.04em;
  }
`;
const itemsStyles = css`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  & li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding-block: 6px;
    border-block-end: 1px solid var(--go-border);
  }
`;

/** Confirmation (spec 2.3): the order number first, the confirmation number, items and total; Done. */
export function ConfirmScreen() {
  const { stores, deps } = useApp();
  const { t } = useLingui();
  const placed = useStore(stores.order.$placed);
  useEffect(() => {
    if (!placed) deps.router.navigate('/', { replace: true });
  }, [placed, deps]);
  if (!placed) return <Loading />;
  const { order, lines, summary, currencyCode, locationName } = placed;
  return (
    <Screen
      title={t`Thank you! Your order is placed.`}
      footer={
        <Button block onClick={() => stores.order.finish()}>
          <Trans>Done</Trans>
        </Button>
      }
    >
      <p className={numberStyles} role="status">
        <span>
          <Trans>Order number</Trans>
        </span>
        <strong>{order.orderNumber}</strong>
      </p>
      {order.confirmationNumber ? (
        <p>
          <Trans>Confirmation number</Trans>: <strong>{order.confirmationNumber}</strong>
        </p>
      ) : null}
      {locationName ? <p>{t`From ${locationName}`}</p> : null}
      <h2>
        <Trans>Your items</Trans>
      </h2>
      <ul className={itemsStyles}>
        {lines.map((line) => (
          <li key={line.editId}>
            <span>
              {line.quantity} × {line.name}
            </span>
            <Price amount={line.unitPrice * line.quantity} currency={currencyCode} />
          </li>
        ))}
      </ul>
      <SummaryList summary={summary} currency={currencyCode} />
    </Screen>
  );
}

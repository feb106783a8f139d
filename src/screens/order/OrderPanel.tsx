import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useApp } from '../app-context';
import { formatMoney } from '../../domain/currency';
import { OrderLines } from './OrderLines';
import { intlLocale } from '../../i18n/element-i18n';

const panelStyles = css`
  border: 1px solid var(--go-border);
  border-radius: var(--go-radius);
  padding-block: 12px;
  padding-inline: 16px;
  background: var(--go-surface);
  max-block-size: calc(100vh - 160px);
  overflow-y: auto;
  & h2 {
    margin-block: 0 8px;
    font-size: 1.125em;
  }
`;
const subtotalStyles = css`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-weight: 700;
  margin-block: 12px 0;
`;
const emptyStyles = css`
  color: var(--go-muted);
  margin: 0;
`;

/**
 * The desktop menu's side order panel ("desktop has a category list with a side order
 * panel"): the compact lines (edit, quantity, remove) and the subtotal. The menu screen puts the
 * 'View my order' button under it; no props, it reads the cart store.
 */
export function OrderPanel() {
  const { stores } = useApp();
  const { i18n } = useLingui();
  const quantity = useStore(stores.cart.$quantity);
  const subtotal = useStore(stores.cart.$subtotal);
  const currency = useStore(stores.cart.$currency);
  return (
    <div className={panelStyles} data-order-panel="">
      <h2>
        <Trans>Your order</Trans>
      </h2>
      {quantity === 0 ? (
        <p className={emptyStyles}>
          <Trans>Your order is empty.</Trans>
        </p>
      ) : (
        <>
          <OrderLines compact />
          <p className={subtotalStyles}>
            <span>
              <Trans>Subtotal</Trans>
            </span>
            <span>{formatMoney(subtotal, currency, intlLocale(i18n))}</span>
          </p>
        </>
      )}
    </div>
  );
}

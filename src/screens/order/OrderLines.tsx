import { css, cx } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useApp } from '../app-context';
import { formatMoney } from '../../domain/currency';
import { truncateOrderComment } from '../../domain/menu';
import type { CartLine } from '../../domain/types';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { itemPath } from '../menu/item-route';
import { intlLocale } from '../../i18n/element-i18n';
import { PlatformText } from '../../ui/PlatformText';

const linesStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  & > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 4px 12px;
    align-items: start;
    padding-block: 12px;
    border-block-end: 1px solid var(--go-border);
  }
  & [data-details] {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
  & [data-meta] {
    color: var(--go-muted);
    font-size: 0.875em;
  }
  & [data-unavailable] {
    color: var(--go-danger);
    font-size: 0.875em;
    font-weight: 600;
  }
  & [data-actions] {
    grid-column: 1 / -1;
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 4px 8px;
  }
`;
const compactStyles = css`
  font-size: 0.9375em;
  & > li {
    padding-block: 8px;
  }
`;
const textButtonStyles = css`
  font: inherit;
  border: 0;
  background: transparent;
  cursor: pointer;
  min-block-size: 44px;
  padding-inline: 8px;
  color: var(--go-accent);
  &[data-danger] {
    color: var(--go-danger);
  }
`;

/** Props of {@link OrderLines}. */
export interface OrderLinesProps {
  /** The desktop side panel's denser look; edits return to the menu instead of my order. */
  compact?: boolean;
  /** View-only mode (view-menu-only): lines are shown without edit, quantity or remove. */
  readOnly?: boolean;
}

/**
 * The order's lines ("My order: lines"): name, chosen modifiers, the comment cut at 80
 * characters, the line price, and per line Edit (`/menu/{id}/{editId}`), the quantity and
 * Remove. A line whose item is out of stock or gone from the menu is marked unavailable.
 */
export function OrderLines({ compact = false, readOnly = false }: OrderLinesProps) {
  const { stores } = useApp();
  const { t } = useLingui();
  const lines = useStore(stores.cart.$lines);
  // Re-render when the stock list or the menu changes, so "unavailable" marks stay current.
  useStore(stores.menu.$outOfStock);
  useStore(stores.menu.$categories);
  return (
    <ul className={cx(linesStyles, compact && compactStyles)} aria-label={t`Items in your order`}>
      {lines.map((line) => (
        <OrderLineRow key={line.editId} line={line} compact={compact} readOnly={readOnly} />
      ))}
    </ul>
  );
}

function OrderLineRow({ line, compact, readOnly }: { line: CartLine; compact: boolean; readOnly: boolean }) {
  const { stores, deps } = useApp();
  const { t, i18n } = useLingui();
  const currency = useStore(stores.cart.$currency);
  const menuLoaded = stores.menu.$status.get() === 'ready';
  const item = menuLoaded ? stores.menu.findItem(line.itemId) : null;
  const unavailable = menuLoaded && (!item || !stores.menu.isAvailable(item));
  const name = line.name;
  const modifiers = line.modifierNames?.join(', ') ?? '';
  const comment = truncateOrderComment(line.comment);
  const quantity = i18n.number(line.quantity);
  const edit = () => deps.router.navigate(itemPath(line.itemId, { editId: line.editId }), compact ? {} : { query: { from: 'order' } });
  return (
    <li>
      <div data-details="">
        <strong>
          <PlatformText>{name}</PlatformText>
        </strong>
        {modifiers ? (
          <span data-meta="">
            <PlatformText>{modifiers}</PlatformText>
          </span>
        ) : null}
        {line.comment ? (
          <span data-meta="">
            <Trans>Comment: {comment}</Trans>
          </span>
        ) : null}
        {unavailable ? (
          <span data-unavailable="">
            <Trans>Unavailable</Trans>
          </span>
        ) : null}
      </div>
      <span>{formatMoney(line.unitPrice * line.quantity, currency, intlLocale(i18n))}</span>
      {readOnly ? (
        <span data-actions="" data-meta="">
          <Trans>Quantity: {quantity}</Trans>
        </span>
      ) : (
        <div data-actions="">
          <QuantityStepper value={line.quantity} itemName={name} onChange={(quantity) => stores.cart.setQuantity(line.editId, quantity)} />
          {item && !unavailable ? (
            <button type="button" className={textButtonStyles} aria-label={t`Edit ${name}`} onClick={edit}>
              <Trans>Edit</Trans>
            </button>
          ) : null}
          <button type="button" className={textButtonStyles} data-danger="" aria-label={t`Remove ${name}`} onClick={() => stores.cart.removeLine(line.editId)}>
            <Trans>Remove</Trans>
          </button>
        </div>
      )}
    </li>
  );
}

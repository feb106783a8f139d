import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useApp } from '../app-context';
import { formatMoney } from '../../domain/currency';
import { Button } from '../../ui/Button';

/**
 * "View my order (n)" with the order's subtotal (the mobile menu's button with the total
 * quantity). Its own component so that only it re-renders when the cart changes, never the list.
 */
export function ViewOrderButton() {
  const { stores, deps } = useApp();
  const { i18n } = useLingui();
  const quantity = useStore(stores.cart.$quantity);
  const subtotal = useStore(stores.cart.$subtotal);
  const currency = useStore(stores.cart.$currency);
  if (quantity === 0) return null;
  return (
    <Button block onClick={() => deps.router.navigate('/menu/order')}>
      <Trans>View my order ({quantity})</Trans>
      <span>{formatMoney(subtotal, currency, i18n.locale)}</span>
    </Button>
  );
}

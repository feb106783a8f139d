import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useApp } from '../app-context';
import { formatMoney } from '../../domain/currency';
import { Button } from '../../ui/Button';
import { intlLocale } from '../../i18n/element-i18n';

/**
 * "View my order (n)" with the order's subtotal (the mobile menu's button with the total
 * quantity). Its own component so that only it re-renders when the cart changes, never the list.
 */
export function ViewOrderButton() {
  const { stores, deps } = useApp();
  const { i18n } = useLingui();
  const count = useStore(stores.cart.$quantity);
  const subtotal = useStore(stores.cart.$subtotal);
  const currency = useStore(stores.cart.$currency);
  if (count === 0) return null;
  const quantity = i18n.number(count);
  return (
    <Button block onClick={() => deps.router.navigate('/menu/order')}>
      <Trans>View my order ({quantity})</Trans>
      <span>{formatMoney(subtotal, currency, intlLocale(i18n))}</span>
    </Button>
  );
}

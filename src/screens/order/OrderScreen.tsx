import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useApp } from '../app-context';
import { Button } from '../../ui/Button';
import { RichText } from '../../ui/RichText';
import { Loading } from '../../ui/Spinner';
import { Screen } from '../shared/Screen';
import { usePlatformTexts } from '../shared/use-platform-texts';
import { CartTotals } from '../shared/Totals';
import { useApiBase } from '../shared/use-api-base';
import { useSelectionGuard } from '../shared/use-selection-guard';
import { ConfirmDialog } from './ConfirmDialog';
import { OrderLines } from './OrderLines';

const toolsStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-block: 12px;
`;
const disclaimerStyles = css`
  color: var(--go-muted);
  font-size: 0.875em;
  margin-block: 12px 0;
  white-space: pre-line;
`;
const viewOnlyStyles = css`
  margin: 0;
  padding: 12px;
  border-radius: var(--go-radius);
  background: var(--go-surface-muted);
  text-align: center;
`;

type Pending = 'remove-all' | 'start-over' | null;

/**
 * My order at /menu/order: the lines (edit, quantity, remove), 'Remove all' and
 * 'Start over' each after a confirmation, the calculated summary, the experience's disclaimer
 * (`ui.my_order.disclaimer`) and 'Proceed to checkout'. In view-menu-only mode the guest is asked
 * to order through a waiter instead. When the calculation is rejected because items are no longer
 * available, 'Remove unavailable items' removes them and opens the missing-items popup.
 */
export function OrderScreen() {
  const { stores, deps } = useApp();
  const { t } = useLingui();
  const names = usePlatformTexts();
  const ready = useSelectionGuard();
  const base = useApiBase();
  const lines = useStore(stores.cart.$lines);
  const calculation = useStore(stores.calculation.$state);
  const viewOnly = useStore(stores.menuActions.$viewOnly);
  const experience = useStore(stores.selection.$experience);
  const [pending, setPending] = useState<Pending>(null);
  const menu = () => deps.router.navigate('/menu');

  // Entering my order saves the cart so the totals are fresh.
  useEffect(() => {
    if (ready && !viewOnly) stores.calculation.ensureCalculated();
  }, [ready, viewOnly, stores]);

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
  const disclaimer = experience ? names.disclaimer(experience) : null;
  const footer = viewOnly ? (
    <p role="note" className={viewOnlyStyles}>
      <Trans>This menu is for viewing only. Please ask a waiter to place your order.</Trans>
    </p>
  ) : (
    <Button block onClick={() => stores.memberGate.proceedToCheckout()}>
      <Trans>Proceed to checkout</Trans>
    </Button>
  );
  return (
    <Screen title={t`My order`} onBack={menu} backLabel={t`Back to menu`} footer={footer}>
      <OrderLines />
      <div className={toolsStyles}>
        <Button variant="secondary" onClick={() => setPending('remove-all')}>
          <Trans>Remove all</Trans>
        </Button>
        <Button variant="ghost" onClick={() => setPending('start-over')}>
          <Trans>Start over</Trans>
        </Button>
        {calculation.status === 'rejected' ? (
          <Button variant="secondary" onClick={() => stores.cart.removeUnavailable()}>
            <Trans>Remove unavailable items</Trans>
          </Button>
        ) : null}
      </div>
      {viewOnly ? null : <CartTotals />}
      {disclaimer ? <RichText className={disclaimerStyles} html={disclaimer} base={base} /> : null}
      <ConfirmDialog
        open={pending === 'remove-all'}
        title={t`Remove all items?`}
        message={t`Every item will be removed from your order.`}
        confirmLabel={t`Yes, remove all`}
        onConfirm={() => {
          setPending(null);
          stores.menuActions.removeAll();
        }}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending === 'start-over'}
        title={t`Start over?`}
        message={t`Your order will be cleared and you will go back to the menu.`}
        confirmLabel={t`Yes, start over`}
        onConfirm={() => {
          setPending(null);
          stores.menuActions.startOver();
        }}
        onCancel={() => setPending(null)}
      />
    </Screen>
  );
}

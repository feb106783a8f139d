import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useApp } from '../app-context';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Price } from '../../ui/Price';
import { Loading } from '../../ui/Spinner';
import { useLargeScreen } from '../../ui/use-large-screen';
import { Screen } from '../shared/Screen';
import { SummaryList } from '../shared/Totals';
import { FulfilmentFacts } from './FulfilmentFacts';
import { isolate } from '../../domain/bidi';
import { guestLocale } from '../../i18n/element-i18n';
import { PlatformText } from '../../ui/PlatformText';
import { OrderProgress } from '../order-status/OrderProgress';
import { clockOf } from '../order-status/status-texts';

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
  & small {
    display: block;
    color: var(--go-muted);
  }
`;
const headingStyles = css`
  font-size: 1.125em;
  margin-block: 16px 8px;
`;
const doneStyles = css`
  margin-block-start: 16px;
`;

/** The confirmation is a 480 x 780 modal on desktop. */
const DESKTOP_SIZE = { inline: 480, block: 780 };

/**
 * Confirmation at /menu/confirm: the order number first, the confirmation number, when,
 * where and how it was paid (table or room too), the items and the totals (tip included), and one
 * Done. On desktop a 480 x 780 modal, on mobile a page. Done and Escape finish the order (they
 * log a guest out, clear the adult flag and the stored order, then close when embedded or go home /
 * to the location page); there is no second button doing the same under another name.
 */
export function ConfirmScreen() {
  const { stores, deps } = useApp();
  const { t } = useLingui();
  const desktop = useLargeScreen();
  const placed = useStore(stores.order.$placed);
  useEffect(() => {
    if (!placed) deps.router.navigate('/', { replace: true });
  }, [placed, deps]);
  if (!placed) return <Loading />;
  const finish = () => stores.order.finish();
  const title = t`Thank you! Your order is placed.`;
  const done = (
    <Button block className={desktop ? doneStyles : undefined} onClick={finish}>
      <Trans>Done</Trans>
    </Button>
  );
  if (desktop) {
    return (
      <Modal open onClose={finish} title={title} size={DESKTOP_SIZE} closable={false}>
        <ConfirmBody headingLevel={3} />
        {done}
      </Modal>
    );
  }
  return (
    // One Done only: a second "Done" in the header made two controls of one name on phones.
    <Screen title={title} footer={done}>
      <ConfirmBody headingLevel={2} />
    </Screen>
  );
}

/** The order's numbers, its facts (time, place, payment, table or room), items and totals. */
function ConfirmBody({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { stores, deps } = useApp();
  const { t, i18n } = useLingui();
  const placed = useStore(stores.order.$placed);
  const chargeNames = useStore(stores.menu.$chargeNames);
  if (!placed) return null;
  const { order, lines, summary, currencyCode, locationName, fulfilment } = placed;
  // The order's own currency, written with the business's settings, as the menu and checkout wrote it.
  const currency = deps.scope.currencyFor(currencyCode);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <p className={numberStyles} role="status">
        <span>
          <Trans>Order number</Trans>
        </span>
        <strong>
          <bdi>{order.orderNumber}</bdi>
        </strong>
      </p>
      <OrderProgress
        orderId={order.id}
        experienceType={fulfilment?.experienceType ?? ''}
        delivery={fulfilment?.delivery ?? null}
        clock={clockOf(fulfilment)}
        headingLevel={headingLevel}
        onOwnPage={() => deps.router.navigate(`/order/${encodeURIComponent(order.id)}`)}
      />
      {order.confirmationNumber ? (
        <p>
          <Trans>Confirmation number</Trans>:{' '}
          <strong data-testid="confirmation-number">
            <bdi>{order.confirmationNumber}</bdi>
          </strong>
        </p>
      ) : null}
      {fulfilment ? (
        <FulfilmentFacts fulfilment={fulfilment} locationName={locationName} />
      ) : locationName ? (
        <p>{t`From ${isolate(locationName, guestLocale(i18n))}`}</p>
      ) : null}
      <Heading className={headingStyles}>
        <Trans>Your items</Trans>
      </Heading>
      <ul className={itemsStyles}>
        {lines.map((line) => (
          <li key={line.editId}>
            <span>
              {i18n.number(line.quantity)} × <PlatformText>{line.name}</PlatformText>
              {line.modifierNames?.length ? <small>{line.modifierNames.join(', ')}</small> : null}
              {line.comment ? <small>{line.comment}</small> : null}
            </span>
            <Price amount={line.unitPrice * line.quantity} currency={currency} />
          </li>
        ))}
      </ul>
      <Heading className={headingStyles}>
        <Trans>Totals</Trans>
      </Heading>
      <SummaryList summary={summary} currency={currency} chargeNames={chargeNames} />
    </>
  );
}

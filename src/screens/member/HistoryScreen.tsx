import { css } from '@linaria/core';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import type { MessageDescriptor } from '@lingui/core';
import { Fragment, useEffect, useMemo } from 'react';
import { type OrderHistoryEntry, type PastOrder, pastOrderState, pastOrderSummary, pastPaymentState, wasPaidOnOrder } from '../../domain/member/types';
import { PlatformText } from '../../ui/PlatformText';
import { SummaryList } from '../shared/Totals';
import { PAST_ORDER_STATE_LABELS, PAST_PAYMENT_STATE_LABELS } from './past-order-labels';
import { paymentMethodText } from '../checkout/labels';
import { createHistoryStore, createPastOrderStore } from '../../stores/members/history';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Price } from '../../ui/Price';
import { Loading } from '../../ui/Spinner';
import { useApp } from '../app-context';
import { mutedStyles, pageStyles } from './member-page';
import { guestLocale, intlLocale } from '../../i18n/element-i18n';
import { isolate } from '../../domain/bidi';
import { formatClockTime } from '../../domain/time/clock';
import { isRecentOrder, zoneOfOffset } from '../../domain/order-status/status';
import { factsStyles } from '../shared/facts.styles';

const listStyles = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const rowStyles = css`
  font: inherit;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  inline-size: 100%;
  padding: 12px;
  border: 1px solid var(--go-border);
  border-radius: var(--go-radius);
  background: var(--go-surface);
  color: inherit;
  text-align: start;
  cursor: pointer;
`;
const linesStyles = css`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
`;
const modifierStyles = css`
  display: block;
  color: var(--go-muted);
`;
const headingStyles = css`
  font-size: 1em;
  margin: 0;
`;
const statusStyles = css`
  margin: 0;
  color: var(--go-success, var(--go-text));
  font-weight: 600;
`;

/** When an order was placed, at the business's offset then, in the shown language and its clock. */
function formatPlaced(iso: string, offsetHours: number, locale: string): string {
  const shifted = new Date(Date.parse(iso) + offsetHours * 3_600_000);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(shifted);
  return `${date}, ${formatClockTime(shifted, { locale, timeZone: 'UTC' })}`;
}

/**
 * One past order of the list, as the history's columns read: where (the location) and the price, then
 * when, how it was paid and the name it was placed under (the last two where the platform says).
 */
function HistoryRow({ order, locale }: { order: OrderHistoryEntry; locale: string }) {
  const { deps, stores } = useApp();
  const { i18n } = useLingui();
  const open = () => {
    // A recent order may still be on its way: its own page shows where it is (and links back to its details).
    if (isRecentOrder(order.createdTime, deps.now())) {
      // What this device kept when the order was placed (its number, its steps) stays; the history adds the way back.
      const kept = stores.followedOrders.find(order.id);
      const zone = zoneOfOffset(order.offsetHours);
      stores.followedOrders.remember(
        kept
          ? { ...kept, fromHistory: true }
          : {
              orderId: order.id,
              orderNumber: '',
              locationName: order.restaurantName,
              experienceType: '',
              delivery: null,
              ...(zone ? { timeZone: zone } : {}),
              fromHistory: true,
            },
      );
      deps.router.navigate(`/order/${encodeURIComponent(order.id)}`);
    } else deps.router.navigate(`/history/${encodeURIComponent(order.id)}`);
  };
  return (
    <li>
      <button type="button" className={rowStyles} onClick={open}>
        <strong>
          <PlatformText>{order.restaurantName}</PlatformText>
        </strong>
        <Price amount={order.totalPaid} currency={order.currencyCode} />
        <span className={mutedStyles}>{formatPlaced(order.createdTime, order.offsetHours, locale)}</span>
        <span className={mutedStyles}>
          {order.paymentType ? paymentMethodText(order.paymentType, order.paymentIssuer, (descriptor) => i18n._(descriptor)) : null}
        </span>
        {order.name ? (
          <span className={mutedStyles}>
            <PlatformText>{order.name}</PlatformText>
          </span>
        ) : null}
      </button>
    </li>
  );
}

/**
 * The member's order history: their CLOSED orders at this business, newest first, 30 a page with
 * "Show more orders"; a loading state, an empty state, and Try again when the list could not load.
 */
export function HistoryScreen() {
  const { stores, deps } = useApp();
  const { t, i18n } = useLingui();
  const user = useStore(stores.userSession.$user);
  const userId = user && !user.isGuest ? user.id : null;
  const history = useMemo(() => (userId ? createHistoryStore(deps.api.members, userId) : null), [deps, userId]);
  useEffect(() => {
    void history?.reload();
  }, [history]);
  return (
    <section className={pageStyles} aria-labelledby="go-history-title">
      <div>
        <Button variant="ghost" onClick={() => deps.router.navigate('/menu')}>{t`Back to the menu`}</Button>
      </div>
      <h1 id="go-history-title">{t`Order history`}</h1>
      {history ? <HistoryList store={history} locale={intlLocale(i18n)} /> : <p className={mutedStyles}>{t`Sign in to see your past orders.`}</p>}
    </section>
  );
}

function HistoryList({ store, locale }: { store: ReturnType<typeof createHistoryStore>; locale: string }) {
  const { t } = useLingui();
  const status = useStore(store.$status);
  const orders = useStore(store.$orders);
  const hasMore = useStore(store.$hasMore);
  const loadingMore = useStore(store.$loadingMore);
  if (status === 'loading') return <Loading label={t`Loading your orders`} />;
  if (status === 'failed') {
    return (
      <ErrorNotice onRetry={() => void store.reload()} retryLabel={t`Try again`}>
        {t`Your orders could not be loaded.`}
      </ErrorNotice>
    );
  }
  if (orders.length === 0) return <p className={mutedStyles}>{t`No past orders yet.`}</p>;
  return (
    <>
      <ul className={listStyles} aria-label={t`Past orders`}>
        {orders.map((order) => (
          <HistoryRow key={order.id} order={order} locale={locale} />
        ))}
      </ul>
      {hasMore ? <Button variant="secondary" busy={loadingMore} onClick={() => void store.loadMore()}>{t`Show more orders`}</Button> : null}
    </>
  );
}

/**
 * The facts of a past order, as the confirmation states them: its status, when and where it was placed,
 * and each payment with what it came to ("Credit card · Paid").
 */
function PastOrderFacts({ order }: { order: PastOrder }) {
  const { t, i18n } = useLingui();
  const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);
  const state = pastOrderState(order.status);
  const placed = Number.isNaN(Date.parse(order.createdTime))
    ? null
    : new Intl.DateTimeFormat(intlLocale(i18n), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(order.createdTime));
  return (
    <dl className={factsStyles} data-testid="past-order-facts">
      <dt>{t`Status`}</dt>
      <dd>{state === 'unknown' ? order.status : translate(PAST_ORDER_STATE_LABELS[state])}</dd>
      {placed ? (
        <>
          <dt>{t`Placed`}</dt>
          <dd>{placed}</dd>
        </>
      ) : null}
      <dt>{t`Location`}</dt>
      <dd>
        <PlatformText>{order.restaurantName}</PlatformText>
      </dd>
      {order.payments.map((payment, index) => {
        const paid = pastPaymentState(payment);
        const method = paymentMethodText(payment.type, payment.issuer, translate);
        const outcome = paid === 'accepted' ? null : paid === 'unknown' ? payment.status : translate(PAST_PAYMENT_STATE_LABELS[paid]);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the platform's payments in their order, never moved; two may be alike
          <Fragment key={index}>
            <dt>{t`Payment`}</dt>
            <dd>{outcome ? `${method} · ${outcome}` : method}</dd>
          </Fragment>
        );
      })}
    </dl>
  );
}

/**
 * A past order in full, with "Email me a receipt" for a CLOSED order paid OK by wallet; the
 * success message is the catalog's history.receiptEmailSended.
 */
export function PastOrderScreen({ orderId }: { orderId: string }) {
  const { deps } = useApp();
  const { t, i18n } = useLingui();
  const store = useMemo(() => createPastOrderStore(deps.api.members, orderId), [deps, orderId]);
  useEffect(() => {
    void store.reload();
  }, [store]);
  const status = useStore(store.$status);
  const order = useStore(store.$order);
  const receipt = useStore(store.$receipt);
  return (
    <section className={pageStyles} aria-labelledby="go-past-order-title">
      <div>
        <Button variant="ghost" onClick={() => deps.router.navigate('/history')}>{t`Back to order history`}</Button>
      </div>
      {status === 'loading' ? <Loading label={t`Loading the order`} /> : null}
      {status === 'failed' ? (
        <ErrorNotice onRetry={() => void store.reload()} retryLabel={t`Try again`}>
          {t`This order could not be loaded.`}
        </ErrorNotice>
      ) : null}
      {status === 'ready' && order ? (
        <>
          <h1 id="go-past-order-title">{t`Order ${isolate(order.checkNumber, guestLocale(i18n))}`}</h1>
          <PastOrderFacts order={order} />
          <h2 className={headingStyles}>{t`Your items`}</h2>
          <ul className={linesStyles} aria-label={t`Items`}>
            {order.items.map((item) => (
              <li key={item.id}>
                <span>
                  {i18n.number(item.quantity)} × <PlatformText>{item.name}</PlatformText>
                  {item.modifiers.map((modifier) => (
                    <small key={modifier.id} className={modifierStyles}>
                      <PlatformText>{modifier.name}</PlatformText>
                      {modifier.price ? (
                        <>
                          {' '}
                          <Price amount={modifier.price} currency={order.currencyCode} />
                        </>
                      ) : null}
                    </small>
                  ))}
                </span>
                <Price amount={item.totalPrice} currency={order.currencyCode} />
              </li>
            ))}
          </ul>
          <h2 className={headingStyles}>{t`Totals`}</h2>
          {/* "Total paid" only when the ordering took the money: paid in person, it is still owed. */}
          <SummaryList summary={pastOrderSummary(order)} currency={order.currencyCode} totalLabel={wasPaidOnOrder(order) ? t`Total paid` : t`Total`} />
          {store.canEmailReceipt() ? (
            <div>
              <Button busy={receipt === 'sending'} disabled={receipt === 'sent'} onClick={() => void store.emailReceipt()}>{t`Email me a receipt`}</Button>
            </div>
          ) : null}
          <div aria-live="polite">
            {receipt === 'sent' ? (
              <p className={statusStyles}>{t({ id: 'history.receiptEmailSended', message: 'The receipt was sent to your email.' })}</p>
            ) : null}
            {receipt === 'failed' ? <p role="alert">{t`The receipt could not be sent. Please try again.`}</p> : null}
          </div>
        </>
      ) : null}
    </section>
  );
}

import { css } from '@linaria/core';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { type OrderHistoryEntry, wasPaidOnOrder } from '../../domain/member/types';
import { paymentLabel } from '../checkout/labels';
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

function HistoryRow({ order, locale }: { order: OrderHistoryEntry; locale: string }) {
  const { deps } = useApp();
  return (
    <li>
      <button type="button" className={rowStyles} onClick={() => deps.router.navigate(`/history/${encodeURIComponent(order.id)}`)}>
        <strong>{order.restaurantName}</strong>
        <Price amount={order.totalPaid} currency={order.currencyCode} />
        <span className={mutedStyles}>{formatPlaced(order.createdTime, order.offsetHours, locale)}</span>
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
          <p className={mutedStyles}>{order.restaurantName}</p>
          <ul className={linesStyles} aria-label={t`Items`}>
            {order.items.map((item) => (
              <li key={item.id}>
                <span>
                  {i18n.number(item.quantity)} × {item.name}
                </span>
                <Price amount={item.totalPrice} currency={order.currencyCode} />
              </li>
            ))}
          </ul>
          <ul className={linesStyles}>
            <li>
              <span>{t`Subtotal`}</span>
              <Price amount={order.subtotal} currency={order.currencyCode} />
            </li>
            {order.taxes
              .filter((tax) => !tax.isInclusive)
              .map((tax) => (
                <li key={tax.name}>
                  <span>{tax.name}</span>
                  <Price amount={tax.amount} currency={order.currencyCode} />
                </li>
              ))}
            {order.payments[0] ? (
              <li>
                <span>{t`Payment`}</span>
                <span>{paymentLabel(order.payments[0].type, (descriptor) => i18n._(descriptor))}</span>
              </li>
            ) : null}
            <li>
              {/* "Total paid" only when the ordering took the money: paid in person, it is still owed. */}
              <strong>{wasPaidOnOrder(order) ? t`Total paid` : t`Total`}</strong>
              <strong>
                <Price amount={order.totalPaid} currency={order.currencyCode} />
              </strong>
            </li>
          </ul>
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

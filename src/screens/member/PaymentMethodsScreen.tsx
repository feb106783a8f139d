import { css } from '@linaria/core';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { isolateLtr } from '../../domain/bidi';
import { guestLocale } from '../../i18n/element-i18n';
import { createSavedCardsStore } from '../../stores/members/saved-cards';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Loading } from '../../ui/Spinner';
import { useApp } from '../app-context';
import { mutedStyles, pageStyles } from './member-page';

const listStyles = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 12px;
    border: 1px solid var(--go-border);
    border-radius: var(--go-radius);
    background: var(--go-surface);
  }
`;

/**
 * Payment methods: the member's saved cards (not deleted, not expired), each with its brand and
 * last four digits; they are offered when the member pays by card at checkout. Loading, empty and
 * failed (Try again) states.
 */
export function PaymentMethodsScreen() {
  const { stores, deps } = useApp();
  const { t } = useLingui();
  const user = useStore(stores.userSession.$user);
  const memberId = user && !user.isGuest ? user.id : null;
  const store = useMemo(() => (memberId ? createSavedCardsStore(deps.api.members) : null), [deps, memberId]);
  useEffect(() => {
    void store?.reload();
  }, [store]);
  return (
    <section className={pageStyles} aria-labelledby="go-payment-methods-title">
      <div>
        <Button variant="ghost" onClick={() => deps.router.navigate('/menu')}>{t`Back to the menu`}</Button>
      </div>
      <h1 id="go-payment-methods-title">{t`Payment methods`}</h1>
      {store ? <SavedCardList store={store} /> : <p className={mutedStyles}>{t`Sign in to see your saved cards.`}</p>}
    </section>
  );
}

function SavedCardList({ store }: { store: ReturnType<typeof createSavedCardsStore> }) {
  const { t, i18n } = useLingui();
  const status = useStore(store.$status);
  const cards = useStore(store.$cards);
  if (status === 'loading') return <Loading label={t`Loading your cards`} />;
  if (status === 'failed') {
    return (
      <ErrorNotice onRetry={() => void store.reload()} retryLabel={t`Try again`}>
        {t`Your cards could not be loaded.`}
      </ErrorNotice>
    );
  }
  if (cards.length === 0) return <p className={mutedStyles}>{t`No saved cards yet.`}</p>;
  return (
    <>
      <ul className={listStyles} aria-label={t`Saved cards`}>
        {cards.map((card) => (
          <li key={card.id}>
            <strong>{card.brand}</strong>
            <span>{t`Ending in ${isolateLtr(card.last4, guestLocale(i18n))}`}</span>
          </li>
        ))}
      </ul>
      <p className={mutedStyles}>{t`Your saved cards are offered when you pay by card.`}</p>
    </>
  );
}

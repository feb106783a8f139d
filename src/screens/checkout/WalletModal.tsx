import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isolate, isolateLtr } from '../../domain/bidi';
import type { SavedCard } from '../../domain/member/types';
import { guestLocale, layoutDirection } from '../../i18n/element-i18n';
import type { MinorAmount } from '../../domain/types';
import { type ExpressMethod, WalletError, type WalletAdapter, type WalletSession } from '../../payments/wallet-adapter';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Modal } from '../../ui/Modal';
import { RadioGroup } from '../../ui/RadioGroup';
import { Spinner } from '../../ui/Spinner';

const expressStyles = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-inline-size: 0;
  margin: 0 0 12px;
  padding: 0;
  border: 0;
  & button {
    min-block-size: 48px;
    border: 0;
    border-radius: var(--go-radius);
    background: #000;
    color: #fff;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  & button:disabled {
    opacity: 0.6;
    cursor: default;
  }
  & button:focus-visible {
    outline: 3px solid var(--go-accent);
    outline-offset: 2px;
  }
`;
const orStyles = css`
  margin: 0 0 8px;
  text-align: center;
  color: var(--go-muted);
`;

/** Express methods by their brand names: never translated, as the brands write them. */
const EXPRESS_NAMES: Record<ExpressMethod, string> = { google_pay: 'Google Pay', apple_pay: 'Apple Pay', alipay: 'Alipay' };

const mountStyles = css`
  min-block-size: 260px;
  margin-block-end: 12px;
  & iframe {
    display: block;
    inline-size: 100%;
    min-block-size: 260px;
    border: 0;
  }
`;

/*
 * Pay stays in sight at the foot of the dialog's scrolling body: on a short window (a phone turned
 * sideways) the card fields are taller than the dialog, and Pay below them was past its bottom edge.
 * The bar covers the body's bottom padding too, so nothing scrolls into view under it.
 */
const payBarStyles = css`
  position: sticky;
  inset-block-end: -16px;
  margin-block-end: -16px;
  padding-block: 8px 16px;
  background: var(--go-surface);
`;

const loadingStyles = css`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0 0 8px;
  color: var(--go-muted);
`;

/** Props of {@link WalletModal}. */
export interface WalletModalProps {
  open: boolean;
  /** The order total the card is charged (the wallet shows it). */
  amount: MinorAmount;
  currency: string;
  locale: string;
  /** The total, formatted, for the pay button. */
  totalText: string;
  /** Loads the wallet adapter (a lazy chunk: card code stays off the first screen). */
  loadAdapter(): Promise<WalletAdapter>;
  /** The mounted wallet's session (null once it is torn down); the store asks it for the card token. */
  onSession(session: WalletSession | null): void;
  /** A logged-in member's saved cards, offered before a new card (none: only the card fields show). */
  savedCards?: SavedCard[];
  /** The saved card chosen (its id); null pays with a new card typed into the card fields. */
  chosenCard?: string | null;
  /** The business's id: the wallet tells by it which express methods it enables. */
  merchant?: string;
  /** Express methods to offer above the card fields (the wallet's, where the device supports them). */
  expressMethods?: readonly ExpressMethod[];
  /** Pays with an express method's sheet. */
  onExpress?(method: ExpressMethod): void;
  /**
   * A payment is being confirmed over this dialog (3-D Secure, a payment page): the express methods step
   * aside, so the dialog left beneath (inert) keeps its card-only height and never becomes a region that
   * scrolls with nothing to focus in it.
   */
  confirming?: boolean;
  onChooseCard?(id: string | null): void;
  /** Pay: the store tokenizes the card with the session (or takes the saved card) and posts the checkout. */
  onPay(): void;
  onClose(): void;
  busy?: boolean;
  /** Already translated error (declined card, missing card details...). */
  error?: ReactNode;
}

/**
 * The card wallet modal (436 x 550 on desktop). Card entry never touches our DOM: the wallet
 * adapter mounts its own card fields (an iframe from the wallet's origin) into the box here, and the
 * store asks the registered session for a token when the guest pays.
 */
export function WalletModal({
  open,
  amount,
  currency,
  locale,
  totalText,
  loadAdapter,
  onSession,
  onPay,
  onClose,
  busy,
  error,
  savedCards = [],
  chosenCard = null,
  onChooseCard,
  merchant,
  expressMethods = [],
  onExpress,
  confirming = false,
}: WalletModalProps) {
  const { t, i18n } = useLingui();
  const direction = guestLocale(i18n);
  const NEW_CARD = '';
  return (
    <Modal open={open} onClose={onClose} title={t`Pay by card`} size={{ inline: 436, block: 550 }}>
      {open && savedCards.length ? (
        <RadioGroup
          legend={t`Pay with`}
          options={[
            ...savedCards.map((card) => ({ value: card.id, label: t`${isolate(card.brand, direction)} ending in ${isolateLtr(card.last4, direction)}` })),
            { value: NEW_CARD, label: t`A new card` },
          ]}
          value={chosenCard ?? NEW_CARD}
          onValueChange={(id) => onChooseCard?.(id === NEW_CARD ? null : id)}
        />
      ) : null}
      {open && chosenCard === null && expressMethods.length && !confirming ? (
        <>
          {/* The device's own payment sheets first, as shoppers expect them; the card fields stay below. */}
          <fieldset className={expressStyles} aria-label={t`Express checkout`}>
            {expressMethods.map((method) => (
              <button key={method} type="button" disabled={busy} onClick={() => onExpress?.(method)}>
                {EXPRESS_NAMES[method]}
              </button>
            ))}
          </fieldset>
          <p className={orStyles}>{t`Or pay with a card`}</p>
        </>
      ) : null}
      {open && chosenCard === null ? (
        <WalletMount amount={amount} currency={currency} locale={locale} merchant={merchant} loadAdapter={loadAdapter} onSession={onSession} />
      ) : null}
      {error ? <ErrorNotice>{error}</ErrorNotice> : null}
      <div className={payBarStyles}>
        <Button block busy={busy} disabled={busy} onClick={onPay}>
          <Trans>Pay {totalText}</Trans>
        </Button>
      </div>
    </Modal>
  );
}

function WalletMount({
  amount,
  currency,
  locale,
  merchant,
  loadAdapter,
  onSession,
}: Pick<WalletModalProps, 'amount' | 'currency' | 'locale' | 'merchant' | 'loadAdapter' | 'onSession'>) {
  const { t, i18n } = useLingui();
  const direction = layoutDirection(i18n);
  const ref = useRef<HTMLDivElement>(null);
  // `refused`: the platform's card-fields URL failed the URL allow-list; retrying cannot help.
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed' | 'refused'>('loading');
  // The card-fields frame's accessible name (axe frame-title).
  const title = t`Card details`;
  const [attempt, setAttempt] = useState(0);
  const onSessionRef = useRef(onSession);
  onSessionRef.current = onSession;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` (Try again) mounts the card fields anew; `amount` is the wallet's display only, and a new total must not remount them
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    let live = true;
    let session: WalletSession | null = null;
    setStatus('loading');
    // The font the guest sees here (the theme's, or the host's override of it): the card fields match it.
    const fontFamily = container.ownerDocument.defaultView?.getComputedStyle(container).fontFamily || undefined;
    loadAdapter()
      .then((adapter) => adapter.mount(container, { amount, currency, locale, direction, fontFamily, title, merchant }))
      .then((mounted) => {
        if (!live) {
          mounted.destroy();
          return;
        }
        session = mounted;
        onSessionRef.current(mounted);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (live) setStatus(error instanceof WalletError && error.code === 'WALLET_URL_REFUSED' ? 'refused' : 'failed');
      });
    return () => {
      live = false;
      if (session) {
        session.destroy();
        onSessionRef.current(null);
      }
    };
  }, [loadAdapter, currency, locale, direction, title, merchant, attempt]);
  return (
    <>
      {/* The box must exist while the adapter loads: the adapter mounts into it. */}
      {status === 'loading' ? (
        <p className={loadingStyles} role="status">
          <Spinner size={16} />
          {t`Loading the card form…`}
        </p>
      ) : null}
      <div ref={ref} className={mountStyles} />
      {status === 'failed' ? (
        <ErrorNotice onRetry={() => setAttempt((n) => n + 1)}>
          <Trans>We couldn't load the card form.</Trans>
        </ErrorNotice>
      ) : null}
      {status === 'refused' ? (
        <ErrorNotice>
          <Trans>Card payment is not available right now. Your order is kept: close this window to choose another way to pay, or ask the staff for help.</Trans>
        </ErrorNotice>
      ) : null}
    </>
  );
}

import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { isCardDeclined, resolveError } from '../../domain/error-catalogue';
import { obfuscateEmail } from '../../domain/kiosk/receipt-email';
import { validateEmail, type FieldProblem } from '../../domain/member/registration';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Price } from '../../ui/Price';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useApp } from '../app-context';
import { ConfirmDialog } from '../order/ConfirmDialog';
import { Screen } from '../shared/Screen';
import { SummaryList } from '../shared/Totals';
import { kioskStartOver } from './start-over';

/** The kiosk's payment steps under /menu/checkout (the form itself is /menu/checkout). */
export type KioskPaymentStep = 'form' | 'loading' | 'tapCard' | 'wentWrong';

/** The kiosk payment step of a checkout path. */
export function kioskPaymentStep(path: string): KioskPaymentStep {
  const step = /^\/menu\/checkout\/(loading|tapCard|wentWrong)\/?$/.exec(path)?.[1];
  return (step as KioskPaymentStep | undefined) ?? 'form';
}

/** Kiosk popups are 512 px wide. */
const KIOSK_POPUP = { inline: 512 };

const panelStyles = css`
  display: grid;
  gap: 16px;
  justify-items: center;
  text-align: center;
  padding-block: 32px;
  font-size: 1.25em;
  & p {
    margin: 0;
  }
`;
const actionsStyles = css`
  display: grid;
  gap: 12px;
  inline-size: min(100%, 512px);
  margin-inline: auto;
  & button {
    min-block-size: 56px;
    font-size: 1.125em;
  }
`;
const summaryStyles = css`
  inline-size: min(100%, 512px);
  margin-inline: auto;
  & ul {
    list-style: none;
    margin: 0 0 12px;
    padding: 0;
  }
  & li {
    display: flex;
    justify-content: space-between;
    gap: 16px;
    padding-block: 4px;
  }
  & small {
    display: block;
    font-size: 0.875em;
    color: var(--go-muted);
  }
`;
/* Each way on from a failed payment says, under its button, what it does. */
const choiceStyles = css`
  display: grid;
  gap: 4px;
  & p {
    margin: 0 0 8px;
    text-align: center;
    color: var(--go-muted);
  }
`;
const totalStyles = css`
  font-size: 1.5em;
  font-weight: 700;
`;

/**
 * Follows the kiosk's payment with the address: placing the order shows the loading step, a payment
 * waiting at the card terminal the tap-card step, a transaction cancelled at the terminal (6207) the
 * cancelled-transaction page and any other failure the went-wrong step; a payment ended without a
 * failure (cancelled by the guest, refused before paying) returns to the form, where its message is.
 * A paid order goes to the confirmation as on any device.
 */
export function useKioskPaymentRoutes(step: KioskPaymentStep | null): void {
  const { deps, stores } = useApp();
  const submitting = useStore(stores.checkout.$submitting);
  const challenge = useStore(stores.checkout.$challenge);
  const failure = useStore(stores.checkout.$transactionFailure);
  useEffect(() => {
    // Not a kiosk: the checkout shows its own waits and messages.
    if (step === null) return;
    const go = (path: string) => deps.router.navigate(path, { replace: step !== 'form' });
    if (submitting) {
      if (challenge && challenge.url === null && step !== 'tapCard') go('/menu/checkout/tapCard');
      else if (!challenge && step === 'form') go('/menu/checkout/loading');
      return;
    }
    if (step !== 'loading' && step !== 'tapCard') return;
    if (failure) {
      const action = resolveError({ code: failure.code, message: failure.message }, 'kiosk').action;
      deps.router.navigate(action === 'kiosk-cancelled' ? '/menu/cancelTransaction' : '/menu/checkout/wentWrong', { replace: true });
    } else deps.router.navigate('/menu/checkout', { replace: true });
  }, [submitting, challenge, failure, step, deps]);
}

/** The kiosk's payment step: getting ready, tap your card, or something went wrong. */
export function KioskPaymentStepScreen({ step }: { step: Exclude<KioskPaymentStep, 'form'> }) {
  const { deps, stores } = useApp();
  const { t, i18n } = useLingui();
  const summary = useStore(stores.checkout.$summary);
  const challenge = useStore(stores.checkout.$challenge);
  const lines = useStore(stores.cart.$lines);
  const chargeNames = useStore(stores.menu.$chargeNames);
  const failure = useStore(stores.checkout.$transactionFailure);
  const hintPrefix = useId();
  const currency = deps.scope.currency();
  if (step === 'loading') {
    return (
      <Screen title={t`Getting your payment ready`}>
        <div className={panelStyles} role="status">
          <Spinner size={48} />
          <p>
            <Trans>One moment, the card terminal is getting ready…</Trans>
          </p>
        </div>
      </Screen>
    );
  }
  if (step === 'tapCard') {
    return (
      <Screen title={t`Pay by card`}>
        {/* The kiosk summary: what the card pays for, while the guest holds it to the terminal. */}
        <section className={summaryStyles} aria-label={t`Your order`}>
          <ul>
            {lines.map((line) => (
              <li key={line.editId}>
                <span>
                  {i18n.number(line.quantity)} × {line.name}
                  {/* The extras the card pays for too (their price is in the line's). */}
                  {line.modifierNames?.length ? <small>{line.modifierNames.join(', ')}</small> : null}
                </span>
                <Price amount={line.unitPrice * line.quantity} currency={currency} />
              </li>
            ))}
          </ul>
          {summary ? <SummaryList summary={summary} currency={currency} chargeNames={chargeNames} /> : null}
        </section>
        <div className={panelStyles}>
          {summary ? (
            <p className={totalStyles}>
              <Price amount={summary.total} currency={currency} />
            </p>
          ) : null}
          <p role="status">
            <Trans>Tap, insert or swipe your card on the card terminal.</Trans>
          </p>
          <Spinner size={48} />
        </div>
        <div className={actionsStyles}>
          <Button
            block
            variant="secondary"
            busy={challenge?.cancelling}
            disabled={!challenge || challenge.cancelling}
            onClick={stores.checkout.cancelChallenge}
          >
            <Trans>Cancel payment</Trans>
          </Button>
        </div>
      </Screen>
    );
  }
  // A card its bank refused is said as such; anything else (the terminal not answering, a fault of
  // ours) stays "something went wrong". Either way each way on says what it does.
  const declined = failure !== null && isCardDeclined(failure);
  const hint = (id: string, text: string) => <p id={`${hintPrefix}-${id}`}>{text}</p>;
  return (
    <Screen title={declined ? t`Your card was declined` : t`Something went wrong`}>
      <div className={panelStyles} role="alert">
        <p>
          {declined ? (
            <Trans>Your bank did not accept the payment, so nothing was charged.</Trans>
          ) : (
            <Trans>The payment did not go through, so nothing was charged.</Trans>
          )}
        </p>
      </div>
      <div className={actionsStyles}>
        <div className={choiceStyles}>
          <Button
            block
            aria-describedby={`${hintPrefix}-retry`}
            onClick={() => {
              deps.router.navigate('/menu/checkout', { replace: true });
              void stores.checkout.submit();
            }}
          >
            <Trans>Try again</Trans>
          </Button>
          {hint('retry', t`Pay this order again at the card terminal, with this card or another one.`)}
        </div>
        <div className={choiceStyles}>
          <Button block variant="secondary" aria-describedby={`${hintPrefix}-over`} onClick={() => deps.router.navigate('/menu/startOver')}>
            <Trans>Start over</Trans>
          </Button>
          {hint('over', t`Clear this order and start a new one from the menu.`)}
        </div>
        <div className={choiceStyles}>
          <Button block variant="ghost" aria-describedby={`${hintPrefix}-back`} onClick={() => deps.router.navigate('/menu/checkout', { replace: true })}>
            <Trans>Cancel</Trans>
          </Button>
          {hint('back', t`Go back to your order details, nothing is paid.`)}
        </div>
      </div>
    </Screen>
  );
}

/** The kiosk's cancelled-transaction page: the payment was cancelled at the terminal, nothing was paid. */
export function KioskCancelledTransaction() {
  const { deps } = useApp();
  const { t } = useLingui();
  return (
    <Screen title={t`Payment cancelled`}>
      <div className={panelStyles} role="alert">
        <p>
          <Trans>The payment was cancelled at the card terminal. No payment was made.</Trans>
        </p>
      </div>
      <div className={actionsStyles}>
        <Button block onClick={() => deps.router.navigate('/menu/checkout', { replace: true })}>
          <Trans>Back to checkout</Trans>
        </Button>
        <Button block variant="secondary" onClick={() => deps.router.navigate('/menu/startOver')}>
          <Trans>Start over</Trans>
        </Button>
      </div>
    </Screen>
  );
}

/**
 * The kiosk's start-over (`/menu/startOver`) and cancel-order (`/menu/cancelOrder`) questions, over the
 * menu. Yes clears the kiosk for the next guest; No goes back to where the guest was. Left unanswered,
 * the kiosk's idle handling clears it after 30 s.
 */
export function KioskClearQuestion({ kind }: { kind: 'start-over' | 'cancel-order' }) {
  const app = useApp();
  const { t } = useLingui();
  const back = () => app.deps.router.navigate(kind === 'cancel-order' ? '/menu/checkout' : '/menu', { replace: true });
  return (
    <ConfirmDialog
      open
      title={kind === 'cancel-order' ? t`Cancel your order?` : t`Start over?`}
      message={t`Your order will be cleared for the next guest.`}
      confirmLabel={kind === 'cancel-order' ? t`Yes, cancel my order` : t`Yes, start over`}
      onConfirm={() => kioskStartOver(app)}
      onCancel={back}
      size={KIOSK_POPUP}
    />
  );
}

const receiptStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-block: 16px;
  & p {
    margin: 0;
    flex: 1 1 auto;
  }
  & button {
    min-block-size: 48px;
  }
`;

/**
 * The kiosk's optional e-receipt on its checkout: "Email me a receipt" asks for an address in a popup
 * (checked with the one email rule), and from then on only a masked form of it is shown, since the
 * next guest at the terminal will read this screen. The address goes with the order as its receipt.
 */
export function KioskReceipt() {
  const { stores } = useApp();
  const { t } = useLingui();
  const email = useStore(stores.checkout.$receiptEmail);
  const masked = email ? obfuscateEmail(email) : '';
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = validateEmail(text);
    setProblem(found);
    if (found) return;
    stores.checkout.setReceiptEmail(text);
    setOpen(false);
  };
  const error =
    problem === 'required'
      ? t`Enter your email address.`
      : problem === 'invalid'
        ? t({ id: 'kiosk.kioskReceiptModal.invalidEmail', message: 'Invalid email address' })
        : undefined;
  return (
    <div className={receiptStyles}>
      {email ? (
        <>
          <p>
            {/* The address reads left to right inside a right-to-left sentence. */}
            <Trans>
              Receipt to <bdi dir="ltr">{masked}</bdi>
            </Trans>
          </p>
          <Button variant="ghost" onClick={() => stores.checkout.setReceiptEmail(null)}>
            <Trans>No receipt</Trans>
          </Button>
        </>
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            setText('');
            setProblem(null);
            setOpen(true);
          }}
        >
          <Trans>Email me a receipt</Trans>
        </Button>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title={t`Email me a receipt`} size={KIOSK_POPUP}>
        <form noValidate onSubmit={save}>
          <TextField label={t`Email`} type="email" inputMode="email" autoComplete="off" value={text} onValueChange={setText} error={error} />
          <div className={actionsStyles}>
            <Button type="submit" block>
              <Trans>Send my receipt here</Trans>
            </Button>
          </div>
        </form>
      </Modal>
    </div>
  );
}

import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';

const frameStyles = css`
  display: block;
  inline-size: 100%;
  block-size: 420px;
  max-block-size: calc(100vh - 220px);
  border: 1px solid var(--go-border);
  border-radius: var(--go-radius);
  background: #fff;
  margin-block-end: 12px;
`;

const waitStyles = css`
  display: flex;
  align-items: center;
  gap: 8px;
`;

/** Props of {@link ChallengeModal}. */
export interface ChallengeModalProps {
  /** True while a payment awaits confirmation (AWAITING_CONFIRMATION). */
  active: boolean;
  /** The card issuer's page (the payment's `challenge_url`); null for a card terminal (EMV): just wait. */
  url: string | null;
  /** Cancels the payment ("cancelled with a transaction cancel"). */
  onCancel(): void;
  /** True while the cancel call runs. */
  cancelling?: boolean;
  /** The payment is confirmed on its own page (Alipay): the guest goes there, or came back and waits. */
  redirect?: boolean;
}

/**
 * The 3-D Secure step: the issuer's page in an iframe, waiting for the transaction result, and the
 * one way out, "Cancel payment" (a transaction cancel); for a card terminal (EMV) a wait message
 * instead of the page. Escape cancels too. The page comes from the card issuer's origin; the widget
 * never reads it, it only waits for the platform's transaction event.
 */
export function ChallengeModal({ active, url, onCancel, cancelling, redirect = false }: ChallengeModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={active}
      onClose={onCancel}
      title={url ? t`Confirm your card payment` : redirect ? t`Confirming your payment` : t`Pay at the card terminal`}
      size={url ? { inline: 436, block: 600 } : { inline: 358 }}
      closable={false}
    >
      {/* The bank's page says what it asks for itself: a sentence of ours above it said it twice. */}
      {url ? (
        <iframe className={frameStyles} src={url} title={t`Card authentication`} />
      ) : redirect ? (
        <p className={waitStyles} role="status">
          <Spinner size={20} />
          <Trans>Finish paying on the payment page. Your order is placed once the payment is confirmed…</Trans>
        </p>
      ) : (
        <p className={waitStyles} role="status">
          <Spinner size={20} />
          <Trans>Follow the instructions on the card terminal…</Trans>
        </p>
      )}
      <Button block variant="secondary" busy={cancelling} disabled={cancelling} onClick={onCancel}>
        <Trans>Cancel payment</Trans>
      </Button>
    </Modal>
  );
}

import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';

const stackStyles = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
  & p {
    margin: 0;
  }
`;
const busyStyles = css`
  display: flex;
  align-items: center;
  gap: 8px;
`;

/** Coupon modal states. */
export type CouponModalState = 'add' | 'applying' | 'done' | 'error' | 'general-error' | 'removing';

/** "Coupon modal closes 500 ms after an outside click". */
export const COUPON_OUTSIDE_CLOSE_MS = 500;

/** Props of {@link CouponModal}. */
export interface CouponModalProps {
  open: boolean;
  state: CouponModalState;
  /** The coupon on the cart, shown in the done state. */
  coupon: { code: string; name: string } | null;
  /** Already translated message of the error states (the store's catalogue text); ours when absent. */
  message?: string | null;
  /** Already translated error of the code field (an empty code). */
  codeError?: string | null;
  onApply(code: string): void;
  onRemove(): void;
  /** Error state: back to the add state to enter another code. */
  onRetry(): void;
  onClose(): void;
}

/**
 * The coupon modal (358 x 312 on desktop): add, applying, done (OK closes, or remove),
 * error with retry ('Code not valid…'), general error (OK closes) and removing. It closes 500 ms after
 * a click outside it.
 */
export function CouponModal({ open, state, coupon, message, codeError, onApply, onRemove, onRetry, onClose }: CouponModalProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    if (open) {
      setCode('');
      setMissing(false);
    }
  }, [open]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useEffect(() => {
    if (!open && timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The modal is portalled, but React events still bubble to the checkout form around it.
    event.stopPropagation();
    const trimmed = code.trim();
    // The coupon code is required.
    if (!trimmed) {
      setMissing(true);
      return;
    }
    onApply(trimmed);
  };

  // Each state replaces the controls of the last, the one the guest pressed among them: focus goes
  // to the new state's message (or back to the code field), never to the host page's <body>.
  const stack = useRef<HTMLDivElement>(null);
  const shownBefore = useRef<CouponModalState | null>(null);

  const couponName = coupon ? coupon.name || coupon.code : '';
  let body: ReactNode;
  // Reopened with a coupon on the cart ("Change coupon"): show it with Remove, as after applying.
  const shown: CouponModalState = state === 'add' && coupon ? 'done' : state;
  useEffect(() => {
    const previous = shownBefore.current;
    shownBefore.current = open ? shown : null;
    // Opening is the dialog's own business (it focuses its first control).
    if (!open || previous === null || previous === shown) return;
    stack.current?.querySelector<HTMLElement>('[data-coupon-message], input')?.focus();
  }, [open, shown]);
  switch (shown) {
    case 'applying':
    case 'removing':
      body = (
        <p className={busyStyles} role="status" tabIndex={-1} data-coupon-message="">
          <Spinner size={20} />
          {shown === 'applying' ? t`Applying the coupon…` : t`Removing the coupon…`}
        </p>
      );
      break;
    case 'done':
      body = (
        <>
          <p role="status" tabIndex={-1} data-coupon-message="">
            {couponName ? <Trans>Coupon {couponName} applied.</Trans> : <Trans>Coupon applied.</Trans>}
          </p>
          <Button block onClick={onClose}>
            <Trans>OK</Trans>
          </Button>
          <Button block variant="secondary" onClick={onRemove}>
            <Trans>Remove coupon</Trans>
          </Button>
        </>
      );
      break;
    case 'error':
      body = (
        <>
          <p role="alert" tabIndex={-1} data-coupon-message="">
            {message ?? <Trans>Code not valid. Enter another code and try again</Trans>}
          </p>
          <Button block onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </>
      );
      break;
    case 'general-error':
      body = (
        <>
          <p role="alert" tabIndex={-1} data-coupon-message="">
            {message ?? <Trans>We couldn't apply this coupon. Please try again later.</Trans>}
          </p>
          <Button block onClick={onClose}>
            <Trans>OK</Trans>
          </Button>
        </>
      );
      break;
    default:
      body = (
        <form noValidate className={stackStyles} onSubmit={submit} onKeyDown={(event) => event.stopPropagation()}>
          <TextField
            label={t`Coupon code`}
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            onValueChange={(next) => {
              setCode(next);
              setMissing(false);
            }}
            error={missing ? t`Please enter a coupon code` : (codeError ?? null)}
          />
          <Button type="submit" block>
            <Trans>Apply</Trans>
          </Button>
        </form>
      );
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Coupon`}
      size={{ inline: 358, block: 312 }}
      onOutsideClick={() => {
        if (timer.current) return;
        timer.current = setTimeout(() => {
          timer.current = null;
          onCloseRef.current();
        }, COUPON_OUTSIDE_CLOSE_MS);
      }}
    >
      <div ref={stack} className={stackStyles}>
        {body}
      </div>
    </Modal>
  );
}

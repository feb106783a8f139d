import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { labelStyles } from '../../ui/styles';
import { paymentLabel } from './labels';

const rowStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-block-end: 12px;
  & p {
    margin: 0;
  }
`;

const listStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

/** Props of {@link PaymentChooser}. */
export interface PaymentChooserProps {
  /** The payment method codes the experience allows, in the order to show them. */
  options: readonly string[];
  value: string | null;
  onChange(type: string): void;
  /** "the choose-payment control is disabled when only one charge option exists". */
  disabled?: boolean;
}

/**
 * The chosen payment method and a "Change" button opening the payment chooser (358 px wide
 * on desktop). Choosing a method applies it and closes the chooser.
 */
export function PaymentChooser({ options, value, onChange, disabled }: PaymentChooserProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const current = value ? paymentLabel(value, (d) => i18n._(d)) : t`Not chosen`;
  const locked = disabled || options.length <= 1;
  return (
    <section aria-labelledby={headingId}>
      <div className={rowStyles}>
        <div>
          <p id={headingId} className={labelStyles}>
            <Trans>Payment method</Trans>
          </p>
          <p data-testid="payment-current">{current}</p>
        </div>
        <Button variant="secondary" disabled={locked} aria-label={t`Change payment method`} onClick={() => setOpen(true)}>
          <Trans>Change</Trans>
        </Button>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title={t`Choose payment method`} size={{ inline: 358 }}>
        {/* Buttons, not radios: arrow keys on radios would choose (and close) on the first press. */}
        <ul className={listStyles}>
          {options.map((type) => (
            <li key={type}>
              <Button
                block
                variant={type === value ? 'primary' : 'secondary'}
                aria-pressed={type === value}
                onClick={() => {
                  onChange(type);
                  setOpen(false);
                }}
              >
                {paymentLabel(type, (d) => i18n._(d))}
              </Button>
            </li>
          ))}
        </ul>
      </Modal>
    </section>
  );
}

import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import type { Currency } from '../../domain/types';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';

const actionsStyles = css`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
`;

/** Props of {@link CustomTipPopup}. */
export interface CustomTipPopupProps {
  open: boolean;
  currency: Currency;
  /** The custom tip already typed (decimal text), to edit it. */
  initial: string;
  /** Apply with the typed decimal text ('' for none). */
  onApply(text: string): void;
  onClose(): void;
  /** Decimal input rule: the accepted text, or null to refuse the keystroke (domain `parseDecimalInput`). */
  parseInput(text: string): string | null;
}

/**
 * The custom tip popup: a decimal amount (digits and one dot, at most 10 characters, no
 * leading dot, 2 decimals); keystrokes that break the pattern are refused.
 */
export function CustomTipPopup({ open, currency, initial, onApply, onClose, parseInput }: CustomTipPopupProps) {
  const { t } = useLingui();
  const [text, setText] = useState(initial);
  useEffect(() => {
    if (open) setText(initial);
  }, [open, initial]);
  const symbol = currency.symbol;
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    // The popup is portalled, but React events still bubble to the checkout form around it.
    event?.stopPropagation();
    onApply(text);
  };
  return (
    <Modal open={open} onClose={onClose} title={t`Custom tip`} size={{ inline: 358 }}>
      <form noValidate onSubmit={apply} onKeyDown={(event) => event.stopPropagation()}>
        <TextField
          label={t`Tip amount (${symbol})`}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onValueChange={(next) => {
            const accepted = parseInput(next);
            if (accepted !== null) setText(accepted);
          }}
        />
        <div className={actionsStyles}>
          <Button variant="ghost" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit">
            <Trans>Apply</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  );
}

import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { formatMoney, getCurrency, type Currency } from '../../domain/currency';
import type { TipChoice } from '../../domain/checkout';
import type { MinorAmount } from '../../domain/types';
import { Button } from '../../ui/Button';
import { labelStyles } from '../../ui/styles';
import { CustomTipPopup } from './CustomTipPopup';
import { intlLocale } from '../../i18n/element-i18n';

const groupStyles = css`
  border: 0;
  padding: 0;
  margin: 0;
  min-inline-size: 0;
`;
const choicesStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-block: 4px 8px;
  & > button {
    flex: 1 1 64px;
  }
`;
const amountStyles = css`
  margin: 0 0 12px;
  color: var(--go-muted);
`;

/** Props of {@link TipChooser}. */
export interface TipChooserProps {
  /** Percent options from the experience (ui.checkout.tip.options), e.g. [10, 15, 20]. */
  options: readonly number[];
  /** Tip choice: a percent, custom (or fixed), or none. */
  choice: TipChoice;
  /** The custom tip as typed (decimal text), to edit it in the popup. */
  customText: string;
  /** The tip this choice adds, minor units (percent of the subtotal, 2 decimals). */
  amount: MinorAmount;
  currency: Currency | string;
  onChoose(choice: TipChoice): void;
  /** The custom tip popup's Apply with the typed decimal text. */
  onCustom(text: string): void;
  /** The custom tip popup's input rules, from the domain's tip rules. */
  parseInput(text: string): string | null;
}

/**
 * Tip buttons (each percent, Custom, No tip) with the resulting amount; Custom opens the custom tip
 * popup. Buttons with `aria-pressed` rather than radios: choosing Custom opens a popup, which
 * an arrow key on a radio group would do by accident.
 */
export function TipChooser({ options, choice, customText, amount, currency, onChoose, onCustom, parseInput }: TipChooserProps) {
  const { t, i18n } = useLingui();
  const [customOpen, setCustomOpen] = useState(false);
  const labelId = useId();
  const resolved = typeof currency === 'string' ? getCurrency(currency) : currency;
  const money = formatMoney(amount, resolved, intlLocale(i18n));
  const custom = choice.kind === 'custom' || choice.kind === 'fixed';
  // A percentage of 0 (a cleared checkout's tip) is no tip, unless the business offers 0% as an option.
  const noTip = choice.kind === 'none' || (choice.kind === 'percent' && choice.percent === 0 && !options.includes(0));
  return (
    <fieldset className={groupStyles} aria-labelledby={labelId}>
      <p id={labelId} className={labelStyles}>
        <Trans>Tip</Trans>
      </p>
      <div className={choicesStyles}>
        {options.map((value) => {
          const pressed = choice.kind === 'percent' && choice.percent === value;
          const percent = i18n.number(value);
          return (
            <Button
              key={value}
              variant={pressed ? 'primary' : 'secondary'}
              aria-pressed={pressed}
              onClick={() => onChoose({ kind: 'percent', percent: value })}
            >
              {t`${percent}%`}
            </Button>
          );
        })}
        <Button variant={custom ? 'primary' : 'secondary'} aria-pressed={custom} onClick={() => setCustomOpen(true)}>
          <Trans>Custom</Trans>
        </Button>
        <Button variant={noTip ? 'primary' : 'secondary'} aria-pressed={noTip} onClick={() => onChoose({ kind: 'none' })}>
          <Trans>No tip</Trans>
        </Button>
      </div>
      <p className={amountStyles} aria-live="polite">
        <Trans>Tip amount: {money}</Trans>
      </p>
      <CustomTipPopup
        open={customOpen}
        currency={resolved}
        initial={customText}
        parseInput={parseInput}
        onClose={() => setCustomOpen(false)}
        onApply={(text) => {
          setCustomOpen(false);
          onCustom(text);
        }}
      />
    </fieldset>
  );
}

import { css } from '@linaria/core';
import { useLingui } from '@lingui/react/macro';

const stepperStyles = css`
  border: 0;
  padding: 0;
  margin: 0;
  min-inline-size: 0;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  & button {
    font: inherit;
    font-size: 1.25em;
    inline-size: 40px;
    block-size: 40px;
    border: 1px solid var(--go-border);
    border-radius: 50%;
    background: var(--go-surface);
    color: var(--go-text);
    cursor: pointer;
  }
  & button:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  & output {
    min-inline-size: 2em;
    text-align: center;
    font-weight: 600;
  }
`;

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  value: number;
  onChange(value: number): void;
  /** What is counted, for the buttons' names ("Decrease quantity of Margherita"). */
  itemName: string;
  min?: number;
  max?: number;
}

/**
 * Minus / count / plus; the count is announced politely when it changes (quantity at least 1), written
 * in the language's own digits like every number shown.
 */
export function QuantityStepper({ value, onChange, itemName, min = 1, max = 100 }: QuantityStepperProps) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className={stepperStyles} aria-label={t`Quantity of ${itemName}`}>
      <button type="button" aria-label={t`Decrease quantity of ${itemName}`} disabled={value <= min} onClick={() => onChange(value - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <output aria-live="polite">{i18n.number(value)}</output>
      <button type="button" aria-label={t`Increase quantity of ${itemName}`} disabled={value >= max} onClick={() => onChange(value + 1)}>
        <span aria-hidden="true">+</span>
      </button>
    </fieldset>
  );
}

import { css, cx } from '@linaria/core';
import { useId, type ReactNode } from 'react';
import { errorTextStyles } from './styles';

const rowStyles = css`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  margin-block-end: 12px;
  & input {
    inline-size: 20px;
    block-size: 20px;
    margin: 2px 0 0;
    accent-color: var(--go-accent);
    flex: none;
  }
  /* A link in the label (a privacy policy) takes the theme's link colour, never the browser's blue. */
  & label a {
    color: var(--go-accent);
  }
`;

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  /** The accessible name; may contain links. */
  label: ReactNode;
  error?: string | null;
  className?: string;
  disabled?: boolean;
}

/** A native checkbox with its label and an optional error. */
export function Checkbox({ checked, onCheckedChange, label, error, className, disabled }: CheckboxProps) {
  const id = useId();
  return (
    <div className={className}>
      <div className={cx(rowStyles)}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onCheckedChange(event.currentTarget.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error ? (
        <p id={`${id}-error`} className={errorTextStyles}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { cx } from '@linaria/core';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldLabel } from './FieldLabel';
import { controlStyles, errorTextStyles, fieldStyles, optionalStyles } from './styles';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onValueChange(value: string): void;
  /** Already translated error text; sets `aria-invalid` and describes the input. */
  error?: string | null;
  /** Shows "(optional)" after the label (optional fields show an optional label). */
  optional?: boolean;
  hint?: ReactNode;
}

/**
 * A labelled text input. Pass the right `autoComplete` token (`given-name`, `family-name`, `tel`,
 * `email`) so browsers and password managers fill it.
 */
export function TextField({ label, value, onValueChange, error, optional, hint, className, id, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(fieldStyles, className)}>
      <FieldLabel htmlFor={inputId} optional={optional}>
        {label}
      </FieldLabel>
      <input
        {...rest}
        id={inputId}
        className={controlStyles}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.currentTarget.value)}
      />
      {hint ? (
        <p id={hintId} className={optionalStyles}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={errorTextStyles}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

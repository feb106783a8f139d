import { cx } from '@linaria/core';
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { commentCounter, truncateComment } from '../domain/checkout/comments';
import { CharacterCounter } from './CharacterCounter';
import { FieldLabel } from './FieldLabel';
import { controlStyles, errorTextStyles, fieldStyles } from './styles';

/** Props of {@link TextArea}. */
export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'maxLength'> {
  label: ReactNode;
  value: string;
  onValueChange(value: string): void;
  /** Already translated error text; sets `aria-invalid` and describes the control. */
  error?: string | null;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /**
   * The character limit: input is truncated to it and the counter 'Limit {max} characters, left
   * {remaining}' describes the control (comments).
   */
  max?: number | null;
}

/** A labelled multi-line text input with an optional character limit and counter. */
export function TextArea({ label, value, onValueChange, error, optional, max: maxSetting, className, id, rows = 3, ...rest }: TextAreaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const counterId = `${inputId}-counter`;
  const counter = commentCounter(value, maxSetting ?? null);
  const limit = counter?.max ?? null;
  const describedBy = [counter ? counterId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(fieldStyles, className)}>
      <FieldLabel htmlFor={inputId} optional={optional}>
        {label}
      </FieldLabel>
      <textarea
        {...rest}
        id={inputId}
        rows={rows}
        className={controlStyles}
        value={value}
        maxLength={limit ?? undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(truncateComment(event.currentTarget.value, limit))}
      />
      {counter ? <CharacterCounter id={counterId} max={counter.max} left={counter.remaining} /> : null}
      {error ? (
        <p id={errorId} className={errorTextStyles}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

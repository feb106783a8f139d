import { cx } from '@linaria/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldLabel } from './FieldLabel';
import { controlStyles, errorTextStyles, fieldStyles, optionalStyles } from './styles';

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
  const limit = maxSetting && maxSetting > 0 ? maxSetting : null;
  const max = limit ?? 0;
  const { i18n } = useLingui();
  const remaining = i18n.number(limit === null ? 0 : Math.max(0, limit - value.length));
  const describedBy = [limit !== null ? counterId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
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
        onChange={(event) => {
          const text = event.currentTarget.value;
          onValueChange(limit === null ? text : text.slice(0, limit));
        }}
      />
      {limit !== null ? (
        <p id={counterId} className={optionalStyles} aria-live="polite">
          <Trans>
            Limit <Plural value={max} one="# character" other="# characters" />, left {remaining}
          </Trans>
        </p>
      ) : null}
      {error ? <p id={errorId} className={errorTextStyles}>{error}</p> : null}
    </div>
  );
}

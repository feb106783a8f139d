import { cx } from '@linaria/core';
import { useId, type ReactNode } from 'react';
import { controlStyles, errorTextStyles, fieldStyles, labelStyles } from './styles';

/** One `<option>` of a {@link Select}. */
export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps<V extends string | number> {
  label: ReactNode;
  options: SelectOption<V>[];
  value: V | null;
  onValueChange(value: V): void;
  /** Text of the empty first option shown while nothing is chosen. */
  placeholder?: string;
  error?: string | null;
  disabled?: boolean;
  className?: string;
}

/** A native `<select>` (keyboard, screen reader and mobile pickers for free) with its label. */
export function Select<V extends string | number>({ label, options, value, onValueChange, placeholder, error, disabled, className }: SelectProps<V>) {
  const id = useId();
  return (
    <div className={cx(fieldStyles, className)}>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <select
        id={id}
        className={controlStyles}
        value={value === null ? '' : String(value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const option = options.find((candidate) => String(candidate.value) === event.currentTarget.value);
          if (option) onValueChange(option.value);
        }}
      >
        {value === null || placeholder ? (
          <option value="" disabled={value !== null}>
            {placeholder ?? ''}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={errorTextStyles}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

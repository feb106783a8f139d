import { css } from '@linaria/core';
import { useId, type ReactNode } from 'react';
import { errorTextStyles, labelStyles } from './styles';

const groupStyles = css`
  border: 0;
  padding: 0;
  margin: 0 0 12px;
  min-inline-size: 0;
`;
const optionsStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-block-start: 4px;
`;
const optionStyles = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding-block: 10px;
  padding-inline: 14px;
  border: 1px solid var(--go-border);
  border-radius: var(--go-radius);
  cursor: pointer;
  min-block-size: 44px;
  &:has(input:checked) {
    border-color: var(--go-accent);
    box-shadow: inset 0 0 0 1px var(--go-accent);
  }
  &:has(input:focus-visible) {
    box-shadow: var(--go-focus-ring);
  }
  & input {
    accent-color: var(--go-accent);
    margin: 0;
  }
`;

/** One choice of a {@link RadioGroup}. */
export interface RadioOption<V extends string | number> {
  value: V;
  label: ReactNode;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps<V extends string | number> {
  /** The group's accessible name (a `<legend>`). */
  legend: ReactNode;
  options: RadioOption<V>[];
  value: V | null;
  onValueChange(value: V): void;
  error?: string | null;
}

/** Native radios in a `<fieldset>`: arrow keys move between them, one tab stop for the group. */
export function RadioGroup<V extends string | number>({ legend, options, value, onValueChange, error }: RadioGroupProps<V>) {
  const name = useId();
  return (
    <fieldset className={groupStyles} aria-invalid={error ? true : undefined}>
      <legend className={labelStyles}>{legend}</legend>
      <div className={optionsStyles}>
        {options.map((option) => (
          <label key={String(option.value)} className={optionStyles}>
            <input type="radio" name={name} value={String(option.value)} checked={option.value === value} onChange={() => onValueChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
      {error ? <p className={errorTextStyles}>{error}</p> : null}
    </fieldset>
  );
}

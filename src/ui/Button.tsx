import { css, cx } from '@linaria/core';
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';

const base = css`
  font: inherit;
  font-weight: 600;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-block-size: 44px;
  padding-block: 10px;
  padding-inline: 16px;
  border-radius: var(--go-radius);
  border: 1px solid transparent;
  cursor: pointer;
  text-decoration: none;
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;
const variants = {
  primary: css`
    background: var(--go-accent);
    color: var(--go-accent-contrast);
  `,
  secondary: css`
    background: var(--go-surface);
    color: var(--go-accent);
    border-color: var(--go-accent);
  `,
  ghost: css`
    background: transparent;
    color: var(--go-text);
    &:hover:not(:disabled) {
      background: var(--go-surface-muted);
    }
  `,
};
const blockStyles = css`
  inline-size: 100%;
`;

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  /** Full inline size (primary actions at the bottom of a screen). */
  block?: boolean;
  /** Shows a spinner and marks the button busy; the click handler still decides what to do. */
  busy?: boolean;
}

/** A native `<button>` (type "button" unless told otherwise, so Enter in a field never submits by accident). */
export function Button({ variant = 'primary', block, busy, className, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button {...rest} type={type} aria-busy={busy || undefined} className={cx(base, variants[variant], block && blockStyles, className)}>
      {busy ? <Spinner size={16} /> : null}
      {children}
    </button>
  );
}

import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';
import { buttonClass, type variants } from './button.styles';

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
    <button {...rest} type={type} aria-busy={busy || undefined} className={buttonClass(variant, block, className)}>
      {busy ? <Spinner size={16} /> : null}
      {children}
    </button>
  );
}

import { css, cx } from '@linaria/core';

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const base = css`
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

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const variants = {
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

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const blockStyles = css`
  inline-size: 100%;
`;

/**
 * A button's classes: the base, its variant's, full width when `block`, then the caller's own. Button
 * uses it, and so do views the loader's first paint also draws (they cannot use Button, whose busy
 * spinner speaks through a Lingui hook).
 */
export function buttonClass(variant: keyof typeof variants = 'primary', block?: boolean, className?: string): string {
  return cx(base, variants[variant], block && blockStyles, className);
}

import { css } from '@linaria/core';

/** Shared field look: the label above, the control, the hint or error below (logical properties only). */
export const fieldStyles = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-block-end: 12px;
`;

export const labelStyles = css`
  font-weight: 600;
  font-size: 0.9375em;
`;

export const optionalStyles = css`
  font-weight: 400;
  color: var(--go-muted);
  margin-inline-start: 4px;
`;

export const controlStyles = css`
  font: inherit;
  color: inherit;
  background: var(--go-surface);
  border: 1px solid var(--go-border);
  border-radius: var(--go-radius);
  padding-block: 10px;
  padding-inline: 12px;
  min-block-size: 44px;
  inline-size: 100%;
  &[aria-invalid='true'] {
    border-color: var(--go-danger);
  }
  &:disabled {
    opacity: 0.6;
  }
`;

export const errorTextStyles = css`
  color: var(--go-danger);
  font-size: 0.875em;
  margin: 0;
`;

/**
 * The declarations of {@link visuallyHidden}, for a rule that hides only under a condition (a label in a
 * narrow widget, a skip link until it has the focus): interpolate them into that rule's block.
 */
export const visuallyHiddenRules = `
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** Out of sight, still read by screen readers (live regions, a status line, a label). */
export const visuallyHidden = css`
  ${visuallyHiddenRules}
`;

import { css } from '@linaria/core';

/* The layout every member screen shares (history, past order, edit profile, payment methods). */

/** A member screen's column: a back button, a heading, then its content. */
export const pageStyles = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-inline-size: 720px;
  margin-inline: auto;
  padding-block: 16px;
  padding-inline: 16px;
  & h1 {
    margin: 0;
    font-size: 1.375em;
  }
`;

/** Secondary text (dates, empty states). */
export const mutedStyles = css`
  margin: 0;
  color: var(--go-muted);
`;

import { css } from '@linaria/core';

/** Linaria class of the not-accepting-orders notice (shared with the loader's first paint). */
export const notAcceptingOrdersStyles = css`
  margin-block: 8px;
  padding-block: 8px;
  padding-inline: 12px;
  border-inline-start: 3px solid var(--go-danger);
  border-radius: var(--go-radius);
  background: var(--go-surface-muted);
  & p {
    margin: 0;
  }
  & p:first-child {
    font-weight: 600;
  }
`;

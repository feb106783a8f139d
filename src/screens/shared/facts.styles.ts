import { css } from '@linaria/core';

/**
 * An order's facts as a definition list, terms muted beside their values (the confirmation's and a past
 * order's): one grid, so both read alike.
 */
export const factsStyles = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0 0 12px;
  & dt {
    color: var(--go-muted);
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & dd small {
    display: block;
    color: var(--go-muted);
  }
`;

import { css } from '@linaria/core';

// The top of the item dialog (src/screens/menu/item-summary-view.tsx): a module of its own, so the
// loader's first paint draws it with these classes without the item form's React code.

export const imageStyles = css`
  display: block;
  inline-size: 100%;
  block-size: 200px;
  object-fit: cover;
  border-radius: var(--go-radius);
  background: var(--go-surface-muted);
  margin-block-end: 12px;
  /* In a short window (a phone on its side) the picture becomes a thumbnail beside the description
     and price, so the choices start within the first screen instead of below a full-width picture. */
  @media (max-height: 500px) {
    float: inline-end;
    inline-size: 128px;
    block-size: 96px;
    margin-inline-start: 12px;
  }
`;
export const textStyles = css`
  margin-block: 0 8px;
`;
export const saleStyles = css`
  display: inline-block;
  margin-block: 0 8px;
  padding-block: 2px;
  padding-inline: 8px;
  border-radius: 999px;
  background: var(--go-accent);
  color: var(--go-accent-contrast);
  font-size: 0.875em;
  font-weight: 600;
`;
export const mutedStyles = css`
  color: var(--go-muted);
  font-size: 0.875em;
  margin-block: 0 8px;
`;
export const allergensStyles = css`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
  margin-block: 0 16px;
`;
export const linkStyles = css`
  font: inherit;
  font-size: 0.875em;
  color: var(--go-accent);
  background: none;
  border: 0;
  padding-block: 8px;
  padding-inline: 0;
  text-decoration: underline;
  cursor: pointer;
  min-block-size: 44px;
  &:disabled {
    color: var(--go-muted);
    cursor: default;
  }
`;

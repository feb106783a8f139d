import { css } from '@linaria/core';

/** An allergen icon's side in lists, in px: icons, initials and the slots that wait for them. */
export const ALLERGEN_ICON_SIZE = 20;

/** Linaria class of the allergen icon list (shared with the loader's first paint). */
export const allergenListStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
  & li {
    display: inline-flex;
  }
`;

/**
 * One icon's room while the allergens file is on its way: a faint disc the size of an icon, so the
 * row is as tall as it will be with its icons and nothing below moves when they arrive.
 */
export const allergenSlotStyles = css`
  flex: none;
  inline-size: ${ALLERGEN_ICON_SIZE}px;
  block-size: ${ALLERGEN_ICON_SIZE}px;
  border-radius: 50%;
  background: var(--go-border);
  opacity: 0.6;
`;

import { css } from '@linaria/core';

/** Fixed image size of a row (no layout shift when a lazy image arrives). */
export const ROW_IMAGE_SIZE = 72;

/* When a row is too narrow for the name beside the image and the Add button, the button wraps under
   the text (at the end) rather than squeezing the name to a word a line. */
export const itemStyles = css`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 12px;
  padding: 12px;
  margin-block-end: 8px;
  border: 1px solid var(--go-border);
  border-radius: var(--go-radius);
  background: var(--go-surface);
  /* Unavailable items are dimmed with a background and a dashed border, not opacity: faded text
     would fall below the WCAG AA contrast ratio. */
  &[data-unavailable] {
    border-style: dashed;
    background: var(--go-surface-muted, #f4f5f7);
  }
  &:focus-within {
    border-color: var(--go-accent);
  }
  & img[data-photo] {
    flex: none;
    inline-size: ${ROW_IMAGE_SIZE}px;
    block-size: ${ROW_IMAGE_SIZE}px;
    object-fit: cover;
    border-radius: var(--go-radius);
    background: var(--go-surface-muted, #f4f5f7);
  }
`;

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const bodyStyles = css`
  flex: 1 1 170px;
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

/* The name is the row's "details" button; its ::after stretches over the whole card so a tap
   anywhere opens the item, while the Add button (positioned above it) keeps its own tap. */
export const nameStyles = css`
  font: inherit;
  font-weight: 600;
  color: inherit;
  text-align: start;
  border: 0;
  background: transparent;
  padding: 0;
  cursor: pointer;
  /* Break inside a word only when it cannot fit a line on its own ('anywhere' also lets the row
     shrink until the name breaks into fragments). */
  overflow-wrap: break-word;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: var(--go-radius);
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid var(--go-accent);
    outline-offset: 2px;
  }
`;

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const descriptionStyles = css`
  margin: 0;
  color: var(--go-muted);
  font-size: 0.875em;
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const metaStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 12px;
  font-size: 0.9375em;
`;

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const badgeStyles = css`
  display: inline-block;
  align-self: flex-start;
  padding-block: 1px;
  padding-inline: 6px;
  border-radius: 4px;
  font-size: 0.75em;
  /* No print under 18 px on a kiosk (its base is 21 px). */
  [data-kiosk] & {
    font-size: 0.875em;
  }
  font-weight: 700;
  border: 1px solid currentColor;
`;

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const saleStyles = css`
  color: var(--go-accent);
`;

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const mutedStyles = css`
  color: var(--go-muted);
`;

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const actionStyles = css`
  position: relative;
  z-index: 1;
  flex: none;
  margin-inline-start: auto;
  align-self: center;
`;

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const headingStyles = css`
  margin: 0;
  padding-block: 16px 8px;
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 1.125em;
  &[data-depth='1'],
  &[data-depth='2'] {
    font-size: 1em;
    padding-block-start: 8px;
    color: var(--go-muted);
  }
`;

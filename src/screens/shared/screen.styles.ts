import { css } from '@linaria/core';

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const screenStyles = css`
  display: flex;
  flex-direction: column;
  min-block-size: 320px;
  padding-block: 16px;
  padding-inline: 16px;
  max-inline-size: 720px;
  margin-inline: auto;
  & h1 {
    font-size: 1.5em;
    line-height: 1.25;
    margin-block: 0 12px;
  }
  & h2 {
    font-size: 1.125em;
    margin-block: 16px 8px;
  }
  /*
   * A control that gets the keyboard focus is scrolled clear of the sticky bars over the screen
   * (the footer's actions at the bottom, the menu's category tabs at the top), never under them.
   * Controls inside a sticky bar set their own margin back to 0 (:where keeps this rule weak).
   */
  & :where(a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])) {
    scroll-margin-block: calc(var(--go-sticky-start, 0px) + 8px) calc(var(--go-sticky-end, 0px) + 8px);
  }
`;

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const headerStyles = css`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-block-end: 8px;
`;

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const backStyles = css`
  font: inherit;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-block-size: 44px;
  padding-inline: 8px;
  border: 0;
  border-radius: var(--go-radius);
  background: transparent;
  color: var(--go-accent);
  cursor: pointer;
  & [data-arrow] {
    display: inline-block;
  }
  &:dir(rtl) [data-arrow] {
    transform: scaleX(-1);
  }
`;

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const footerStyles = css`
  position: sticky;
  inset-block-end: 0;
  padding-block: 12px;
  margin-block-start: 16px;
  background: var(--go-surface);
  border-block-start: 1px solid var(--go-border);
  display: flex;
  flex-direction: column;
  gap: 8px;
  /* Sticky itself: its controls need no clearance from it. */
  & a,
  & button,
  & input,
  & select {
    scroll-margin: 0;
  }
`;

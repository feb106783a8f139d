import { css } from '@linaria/core';

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const tabsStyles = css`
  position: sticky;
  inset-block-start: 0;
  z-index: 2;
  background: var(--go-surface);
  padding-block: 4px 8px;
  margin-block-end: 4px;
  /* The tabs stick to the top themselves: no clearance from the bar they are in. */
  & button {
    scroll-margin: 0;
  }
  & [data-strip] {
    display: flex;
    gap: 8px;
    overflow-x: auto;
    scrollbar-width: none;
    padding-block: 2px;
  }
  & [data-strip='sub'] {
    margin-block-start: 6px;
  }
  /* A kiosk shows every category at once, on as many rows as they need: a standing guest does not
     guess that a row of tabs scrolls sideways (a phone's strip is swiped, a kiosk's is tapped). */
  [data-kiosk] & [data-strip] {
    flex-wrap: wrap;
    overflow-x: visible;
  }
  & button {
    font: inherit;
    /* A tab is never narrower than its name: the kiosk's minimum target size would otherwise let
       the strip shrink its tabs and cut the names ("Antipa"). */
    flex: none;
    white-space: nowrap;
    padding-block: 8px;
    padding-inline: 14px;
    border: 1px solid var(--go-border);
    border-radius: 999px;
    background: var(--go-surface);
    color: var(--go-text);
    cursor: pointer;
    min-block-size: 40px;
  }
  & [data-strip='sub'] button {
    min-block-size: 32px;
    padding-block: 4px;
    font-size: 0.875em;
  }
  & button[aria-current='true'] {
    background: var(--go-accent);
    border-color: var(--go-accent);
    color: var(--go-accent-contrast);
  }
`;

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const sideStyles = css`
  position: sticky;
  inset-block-start: 0;
  max-block-size: 100vh;
  overflow-y: auto;
  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  & ul ul {
    padding-inline-start: 12px;
  }
  & button {
    font: inherit;
    display: block;
    inline-size: 100%;
    text-align: start;
    padding-block: 8px;
    padding-inline: 12px;
    min-block-size: 40px;
    border: 0;
    border-inline-start: 3px solid transparent;
    background: transparent;
    color: var(--go-text);
    cursor: pointer;
    /* Break inside a word only when it cannot fit a line on its own ('anywhere' also lets the
       column shrink until every word breaks). */
    overflow-wrap: break-word;
  }
  & button:hover {
    background: var(--go-surface-muted, #f4f5f7);
  }
  & button[aria-current='true'] {
    border-inline-start-color: var(--go-accent);
    font-weight: 600;
  }
`;

import { css } from '@linaria/core';
import { visuallyHiddenRules } from '../../ui/styles';

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const subtleStyles = css`
  color: var(--go-muted);
  margin-block: 0 8px;
`;

/* The desktop menu needs more room than the shared screen frame's 720 px. */
export const wideStyles = css`
  & > section {
    max-inline-size: 1240px;
  }
`;

/* Category list at the inline start, items, the order panel at the inline end. The columns
   follow the widget's own width (the root inside the shadow root is the size container), not the
   window's: hosts give the widget anything from a phone-wide column to the whole page. In a narrower
   widget the categories become one strip of whole names above the items (wrapping them into a
   column broke names into fragments), and below 600 px the order panel gives its room to the items,
   leaving its View my order button at the bottom of the window. */
export const desktopGrid = css`
  display: grid;
  grid-template-columns: minmax(150px, 200px) minmax(0, 1fr) minmax(260px, 320px);
  gap: 24px;
  align-items: start;
  @container (max-width: 899px) {
    grid-template-columns: minmax(0, 1fr) minmax(200px, 240px);
    & > nav {
      grid-column: 1 / -1;
      position: static;
      max-block-size: none;
      overflow: visible;
      z-index: 2;
      background: var(--go-surface);
      padding-block: 4px;
    }
    & > nav ul {
      display: flex;
      gap: 4px;
      padding-inline-start: 0;
      overflow-x: auto;
      scrollbar-width: thin;
    }
    & > nav ul ul {
      overflow: visible;
    }
    /* The kiosk's strip wraps instead: every category in sight, none behind the edge. */
    [data-kiosk] & > nav ul {
      flex-wrap: wrap;
      overflow-x: visible;
    }
    & > nav li {
      display: flex;
      flex: none;
      gap: 4px;
    }
    & > nav button {
      inline-size: auto;
      white-space: nowrap;
      border-inline-start: 0;
      border-block-end: 3px solid transparent;
    }
    & > nav button[aria-current='true'] {
      border-block-end-color: var(--go-accent);
    }
  }
  @container (max-width: 599px) {
    /* A column of flex items, not grid rows: a grid item can only stick within its own row. */
    display: flex;
    flex-direction: column;
    align-items: stretch;
    & > aside {
      position: sticky;
      inset-block: auto 0;
      padding-block: 12px;
      background: var(--go-surface);
      border-block-start: 1px solid var(--go-border);
    }
    & > aside > [data-order-panel] {
      display: none;
    }
    /* The sticky View my order bar (about 73 px) never covers the control that gets the focus. */
    & > :not(aside) :where(a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])) {
      scroll-margin-block-end: 96px;
    }
  }
`;

/* Out of sight until it has the keyboard focus, then shown where it is. */
export const skipStyles = css`
  font: inherit;
  color: var(--go-accent);
  background: var(--go-surface);
  border: 1px solid var(--go-accent);
  border-radius: var(--go-radius);
  padding-block: 8px;
  padding-inline: 12px;
  margin-block-end: 8px;
  cursor: pointer;
  align-self: flex-start;
  &:not(:focus) {
    ${visuallyHiddenRules}
    /* The button's own box is undone too, so it takes no room while hidden. */
    padding: 0;
    margin: -1px;
    border: 0;
  }
`;

/** Linaria class of the component it is named after (shared with the loader's first paint). */
export const asideStyles = css`
  position: sticky;
  inset-block-start: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

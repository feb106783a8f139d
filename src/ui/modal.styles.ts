import { css } from '@linaria/core';

// The modal dialog's look (src/ui/Modal.tsx, drawn by src/ui/dialog-frame-view.tsx): a module of its
// own, so the loader's first paint draws a dialog with these classes without Modal's React code.

export const dialogStyles = css`
  border: 0;
  border-radius: calc(var(--go-radius) * 1.5);
  padding: 0;
  inline-size: min(var(--go-modal-inline, 480px), calc(100vw - 32px));
  /* As tall as the content, up to the size given and the window: a modal <dialog> is pinned to both
     edges of the window, so an 'auto' height filled the whole window whatever it held. */
  block-size: fit-content;
  max-block-size: min(var(--go-modal-block, 100dvh), calc(100dvh - 32px));
  flex-direction: column;
  &[open] {
    display: flex;
  }
  color: var(--go-text);
  background: var(--go-surface);
  font-family: var(--go-font-family);
  box-shadow: 0 12px 40px rgb(0 0 0 / 25%);
  &::backdrop {
    background: rgb(0 0 0 / 45%);
  }
`;
export const headerStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding-block: 12px;
  padding-inline: 16px;
  border-block-end: 1px solid var(--go-border);
  & h2 {
    margin: 0;
    font-size: 1.125em;
  }
`;
export const closeStyles = css`
  font: inherit;
  font-size: 1.5em;
  line-height: 1;
  inline-size: 44px;
  block-size: 44px;
  border: 0;
  border-radius: var(--go-radius);
  background: transparent;
  color: inherit;
  cursor: pointer;
`;
export const bodyStyles = css`
  padding: 16px;
  overflow: auto;
  flex: 1 1 auto;
  min-block-size: 0;
`;

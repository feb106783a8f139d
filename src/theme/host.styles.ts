import { css } from '@linaria/core';

/**
 * The `:host` reset and the default theme tokens. Everything the widget draws reads these `--go-*`
 * custom properties, so a host themes us by declaring them on the element (its rules beat `:host`):
 *
 * ```css
 * guest-ordering { --go-accent: #0a7d55; --go-radius: 4px; }
 * ```
 *
 * `all: initial` stops the host page's inherited text styles at the shadow boundary; sizes are px/em
 * (never rem, which follows the host's `<html>` font size).
 */
export const hostStyles = css`
  :global() {
    :host {
      all: initial;
      display: block;
      --go-accent: #1f5fbf;
      --go-accent-contrast: #ffffff;
      --go-surface: #ffffff;
      --go-surface-muted: #f4f5f7;
      --go-text: #1b1d21;
      --go-muted: #5c6270;
      --go-border: #d6d9df;
      --go-danger: #b3261e;
      --go-radius: 8px;
      --go-space: 8px;
      --go-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans',
        'Noto Sans Hebrew', sans-serif;
      --go-font-size: 16px;
      --go-focus-ring: 0 0 0 3px color-mix(in srgb, var(--go-accent) 45%, transparent);
      font-family: var(--go-font-family);
      font-size: var(--go-font-size);
      line-height: 1.5;
      color: var(--go-text);
      background: var(--go-surface);
      -webkit-text-size-adjust: 100%;
    }
    :host([hidden]) {
      display: none;
    }
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    :focus-visible {
      outline: none;
      box-shadow: var(--go-focus-ring);
    }
    /*
     * A guest who asked the system for less motion gets none: no animation, no transition, no
     * smooth scrolling (a spinner stands still beside its text).
     */
    @media (prefers-reduced-motion: reduce) {
      *,
      *::before,
      *::after {
        animation: none !important;
        transition: none !important;
        scroll-behavior: auto !important;
      }
    }
    /*
     * Forced colors (Windows high contrast and the like) drop box shadows and repaint backgrounds:
     * the focus ring becomes a real outline, and a chosen tab, tip, option or day keeps the
     * system's highlight colours instead of turning as plain as the others.
     */
    @media (forced-colors: active) {
      :focus-visible {
        outline: 3px solid Highlight !important;
        outline-offset: 2px;
      }
      [aria-current='true'],
      [aria-pressed='true'],
      [aria-selected='true'] {
        forced-color-adjust: none;
        background: Highlight !important;
        color: HighlightText !important;
        border-color: Highlight !important;
      }
    }
  }
`;

/**
 * The root wrapper inside the shadow root (carries `dir` and `lang`).
 *
 * It sets every inherited text property again: a host rule such as `* { font-family: … !important }`
 * matches the `<guest-ordering>` element itself and beats `:host` (outer `!important` wins over an
 * inner normal declaration), and the shadow tree would inherit it from there.
 */
export const rootStyles = css`
  display: block;
  /* Screens lay out by the widget's own width (container queries), whatever the window's. */
  container-type: inline-size;
  min-block-size: 1em;
  text-align: start;
  font: normal normal 400 var(--go-font-size) / 1.5 var(--go-font-family);
  color: var(--go-text);
  letter-spacing: normal;
  word-spacing: normal;
  text-transform: none;
  text-indent: 0;
  text-shadow: none;
  white-space: normal;
  font-variant: normal;
  visibility: visible;
  cursor: auto;
  /*
   * A kiosk is used standing, at arm's length, by touch: its base text is at least 21 px, so even the
   * smaller print (0.875em) stays above 18 px, and every control a finger aims at is at least 48 px each way (its popups included, they portal
   * inside this root).
   */
  &[data-kiosk] {
    font-size: max(var(--go-font-size), 21px);
  }
  /* The browser's own smaller print (about 0.83em) would fall under 18 px there. */
  &[data-kiosk] small {
    font-size: 0.875em;
  }
  &[data-kiosk] :is(button, select, input:not([type='checkbox'], [type='radio']), textarea, [role='option']) {
    min-block-size: 48px;
    min-inline-size: 48px;
  }
  &[data-kiosk] :is(input[type='checkbox'], input[type='radio']) {
    inline-size: 28px;
    block-size: 28px;
  }
`;

/** The one container modals and popups portal into, above the screens, still inside the shadow root. */
export const portalStyles = css`
  position: relative;
  z-index: 1000;
`;

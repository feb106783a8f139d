import { css } from '@linaria/core';

/**
 * The hand-over between the loader's first paint of a deep-linked menu (plain DOM, drawn before the
 * widget's code arrives: `src/element/static-menu.ts`) and the React tree that replaces it.
 *
 * Both live in the element's one shadow root: the loader attaches it and draws into it, the element
 * reuses it (React's `createRoot` never clears a shadow root it renders into) and React appends its tree after the
 * paint. While the host carries {@link PAINTING_ATTRIBUTE} both sit in the same grid cell, so the React
 * tree lays out at exactly the widget's width, hidden under the paint; once the first screen is shown
 * the paint is removed and the attribute dropped in the same task, so no frame shows neither.
 */
export const PAINTING_ATTRIBUTE = 'data-go-painting';
/** Marks the loader's paint inside the shadow root. */
export const FIRST_PAINT_ATTRIBUTE = 'data-go-first-paint';
/**
 * On the paint: whose menu it is (`paintBasis` of the configuration the loader preloaded with,
 * src/domain/element-config.ts). The element compares its own configuration with it.
 */
export const FIRST_PAINT_BASIS_ATTRIBUTE = 'data-go-first-paint-basis';

/**
 * Marks the control of the paint the guest last tapped (the last tap wins), for React to answer once
 * it is in (`src/app/paint-takeover.ts`).
 */
export const TAPPED_ATTRIBUTE = 'data-go-tapped';

/**
 * Marks a control of the paint whose value the guest changed (the language picker), for React to carry
 * over: the painted choice itself is no mark, since the paint's picker chooses its option as React's
 * does (by property, no `selected` attribute).
 */
export const CHANGED_ATTRIBUTE = 'data-go-changed';

/**
 * Marks the control of the paint a pointer is pressing (down, not yet a click nor cancelled): a press
 * still held when React takes over ends on React's control (`src/app/paint-takeover.ts`).
 */
export const PRESSED_ATTRIBUTE = 'data-go-pressed';

/** Registered with the widget's shared sheet (the loader adopts it before it paints). */
export const handoverStyles = css`
  :global() {
    /* !important: a host page's own display for the element (outer rules beat :host otherwise). */
    :host([data-go-painting]) {
      display: grid !important;
      grid-template-columns: minmax(0, 1fr);
    }
    :host([data-go-painting]) > * {
      grid-area: 1 / 1;
    }
    :host([data-go-painting]) > [part='base'] {
      visibility: hidden;
    }
  }
`;

/** The paint among the root's own children (`:scope` means nothing in a shadow root's selectors). */
const paintsOf = (root: ShadowRoot): Element[] => Array.from(root.children).filter((child) => child.hasAttribute(FIRST_PAINT_ATTRIBUTE));

/** Whether the loader painted a first menu into this root that React has not replaced yet. */
export function hasFirstPaint(root: ShadowRoot): boolean {
  return paintsOf(root).length > 0;
}

/** The loader's paint in this root, or null once React replaced it (or when there was none). */
export function firstPaintOf(root: ShadowRoot): Element | null {
  return paintsOf(root)[0] ?? null;
}

/** Whose menu the loader painted into this root (see {@link FIRST_PAINT_BASIS_ATTRIBUTE}), or null without a paint. */
export function firstPaintBasis(root: ShadowRoot): string | null {
  return firstPaintOf(root)?.getAttribute(FIRST_PAINT_BASIS_ATTRIBUTE) ?? null;
}

/**
 * Removes a paint that is no longer the widget's first screen (its configuration now names another
 * business, or the page changed before the code came): at once, and a tap the guest made on it goes
 * with it (its mark is on the paint's control), since it chose an item of that other menu.
 */
export function withdrawFirstPaint(root: ShadowRoot): void {
  releaseFirstPaint(root);
}

/** Removes the loader's paint and shows the React tree (idempotent). */
export function releaseFirstPaint(root: ShadowRoot): void {
  for (const paint of paintsOf(root)) paint.remove();
  root.host.removeAttribute(PAINTING_ATTRIBUTE);
}

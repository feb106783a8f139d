/**
 * Where a list inside the widget scrolls: the nearest ancestor that scrolls on the block axis,
 * found across shadow boundaries (a `<guest-ordering>` element's host page may put it in a
 * scrolling panel), or the window when none does (the usual embedding: the page scrolls).
 */
export type ScrollParent = HTMLElement | Window;

const SCROLLING = /(auto|scroll|overlay)/;

/** The parent element, stepping from a shadow root to its host. */
function parentAcrossShadow(node: Element): Element | null {
  if (node.parentElement) return node.parentElement;
  const root = node.getRootNode();
  return typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot ? root.host : null;
}

/**
 * The nearest ancestor of `element` whose `overflow-y` lets it scroll (auto, scroll or overlay),
 * across shadow roots; the window when none does before `<body>`. `overflow: hidden` ancestors are
 * skipped: they clip but the guest cannot scroll them.
 */
export function findScrollParent(element: Element): ScrollParent {
  const view = element.ownerDocument.defaultView ?? window;
  for (let node = parentAcrossShadow(element); node; node = parentAcrossShadow(node)) {
    if (node === element.ownerDocument.body || node === element.ownerDocument.documentElement) break;
    const style = view.getComputedStyle(node);
    if (SCROLLING.test(style.overflowY) && node instanceof HTMLElement) return node;
  }
  return view;
}

/** True when the scroll parent is the window (see {@link findScrollParent}). */
export function isWindow(parent: ScrollParent): parent is Window {
  return typeof (parent as Window).scrollTo === 'function' && (parent as Window).window === parent;
}

/**
 * The distance from the start of the scroll parent's content to `element`'s block start: the
 * `scrollMargin` a virtualizer needs when the list does not start at the top of what scrolls.
 */
export function offsetWithin(element: Element, parent: ScrollParent): number {
  const top = element.getBoundingClientRect().top;
  if (isWindow(parent)) return top + parent.scrollY;
  return top - parent.getBoundingClientRect().top + parent.scrollTop;
}

/** How far the scroll parent is scrolled on the block axis, in px. */
export function scrollOffsetOf(parent: ScrollParent): number {
  return isWindow(parent) ? parent.scrollY : parent.scrollTop;
}

/** The block size of what the scroll parent shows at once, in px. */
export function viewportSizeOf(parent: ScrollParent): number {
  return isWindow(parent) ? parent.innerHeight : parent.clientHeight;
}

/** The farthest the scroll parent can scroll on the block axis, in px. */
export function maxScrollOf(parent: ScrollParent): number {
  if (!isWindow(parent)) return Math.max(0, parent.scrollHeight - parent.clientHeight);
  const root = parent.document.documentElement;
  return Math.max(0, root.scrollHeight - parent.innerHeight);
}

/** Scrolls the scroll parent to `top` px on the block axis (the page's own scroll-behavior applies). */
export function scrollParentTo(parent: ScrollParent, top: number): void {
  if (isWindow(parent)) parent.scrollTo({ top });
  else parent.scrollTop = top;
}

/**
 * What the guest looks at stays where it is when React replaces the loader's paint. The paint draws
 * its rows at their natural heights; the React list places the rows it has not drawn yet (those
 * above a guest who scrolled down before React came) at estimated heights, so the same row may sit a
 * few pixels higher or lower in React. The first row in view is the anchor: once React is shown, its
 * scroll parent is scrolled by the difference, and the row is back where the guest saw it.
 */
import { findScrollParent, isWindow, scrollOffsetOf } from '../ui/virtual-list/scroll-parent';

/** The shared marks of the paint's and the React list's rows: an item's row, a category's heading. */
const ROWS = '[data-item-id], [data-category-id]';

/** A row the guest sees, and where it is in the window. */
export interface ViewAnchor {
  selector: string;
  /** Its top edge in the window, px. */
  top: number;
}

/** The first of `scope`'s rows that shows in the window, or null when none does. */
export function viewAnchor(scope: ParentNode): ViewAnchor | null {
  const height = scope instanceof Node ? (scope.ownerDocument?.defaultView?.innerHeight ?? 0) : 0;
  for (const row of Array.from(scope.querySelectorAll(ROWS))) {
    const box = row.getBoundingClientRect();
    if (box.bottom <= 0 || box.height === 0) continue;
    if (box.top >= height) return null;
    const item = row.getAttribute('data-item-id');
    const selector = item !== null ? `[data-item-id="${CSS.escape(item)}"]` : `[data-category-id="${CSS.escape(row.getAttribute('data-category-id') ?? '')}"]`;
    return { selector, top: box.top };
  }
  return null;
}

/**
 * Scrolls so that the anchor's counterpart in `scope` is where the anchor was (an item listed in two
 * categories: the nearer of its rows). Nothing moves when `scope` has no counterpart drawn.
 */
export function restoreViewAnchor(scope: ParentNode, anchor: ViewAnchor): void {
  let nearest: Element | null = null;
  let distance = Infinity;
  for (const row of Array.from(scope.querySelectorAll(anchor.selector))) {
    const away = Math.abs(row.getBoundingClientRect().top - anchor.top);
    if (away < distance) [nearest, distance] = [row, away];
  }
  if (!nearest) return;
  const by = nearest.getBoundingClientRect().top - anchor.top;
  if (Math.abs(by) < 0.5) return;
  const parent = findScrollParent(nearest);
  const top = scrollOffsetOf(parent) + by;
  if (isWindow(parent)) parent.scrollTo({ left: parent.scrollX, top, behavior: 'instant' });
  else parent.scrollTo({ left: parent.scrollLeft, top, behavior: 'instant' });
}

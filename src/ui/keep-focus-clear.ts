import { deepActiveElement } from './deep-active-element';

/** The block-axis edge of the screen a sticky bar keeps to: the menu's tabs at the start, a footer at the end. */
export type StickyEdge = 'start' | 'end';

/** What {@link coveredByGrowth} reads of a box: its viewport coordinates on the block axis. */
export interface BlockBox {
  top: number;
  bottom: number;
}

/**
 * Whether a sticky bar that just grew by `growth` px now lies over `control`, which the bar's
 * old box left clear. A bar at the start grows downwards (its bottom moved), one at the end grows
 * upwards (its top moved). A control already under the old bar is not counted: the guest scrolled
 * it there, and pulling it back would fight their scrolling.
 */
export function coveredByGrowth(control: BlockBox, bar: BlockBox, growth: number, edge: StickyEdge): boolean {
  if (growth <= 0) return false;
  if (control.bottom <= bar.top || control.top >= bar.bottom) return false;
  return edge === 'start' ? control.top >= bar.bottom - growth : control.bottom <= bar.top + growth;
}

/**
 * After a sticky bar grew (the menu's tabs showing a category's sub-categories, a footer wrapping a
 * second line), scrolls the control that has the focus back clear of it when the growth covered it,
 * so a keyboard guest never loses sight of where they are. The control's scroll margin already
 * counts the bar's new size, so `block: 'nearest'` lands it just beside the bar.
 */
export function scrollFocusClearOf(bar: HTMLElement, growth: number, edge: StickyEdge): void {
  const focused = deepActiveElement();
  if (!focused || bar.contains(focused) || focused.getRootNode() !== bar.getRootNode()) return;
  if (coveredByGrowth(focused.getBoundingClientRect(), bar.getBoundingClientRect(), growth, edge)) {
    focused.scrollIntoView?.({ block: 'nearest' });
  }
}

import { useLayoutEffect, useRef, type RefObject } from 'react';
import { scrollFocusClearOf, type StickyEdge } from '../../ui/keep-focus-clear';
import { useBlockSize } from './use-block-size';

/**
 * The block size of a sticky bar over the screen (see {@link useBlockSize}), for the clearance the
 * screen keeps around the focused control. When the bar grows over the control that has the focus,
 * that control is scrolled clear of it again. It happens when the focus moved in the frame the bar
 * grew (the menu's tabs show the sub-categories of the category scrolled to): the browser placed the
 * control beside the bar's old size.
 */
export function useStickyBarSize(bar: RefObject<HTMLElement | null>, present: boolean, edge: StickyEdge): number {
  const size = useBlockSize(bar, present);
  const previous = useRef(size);
  // Runs after the commit that gave the screen its new clearance, so the scroll lands beside the bar.
  useLayoutEffect(() => {
    const growth = size - previous.current;
    previous.current = size;
    if (bar.current && growth > 0) scrollFocusClearOf(bar.current, growth, edge);
  }, [bar, size, edge]);
  return size;
}

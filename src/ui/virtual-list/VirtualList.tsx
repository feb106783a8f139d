import {
  elementScroll,
  measureElement as measureRowElement,
  observeElementOffset,
  observeElementRect,
  observeWindowOffset,
  observeWindowRect,
  useVirtualizer,
  windowScroll,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { css, cx } from '@linaria/core';
import { forwardRef, useCallback, useImperativeHandle, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { findScrollParent, isWindow, offsetWithin, type ScrollParent } from './scroll-parent';

/** "Scroll-visibility threshold 0.1": a row counts as seen once a tenth of it shows. */
export const VISIBILITY_THRESHOLD = 0.1;

const listStyles = css`
  position: relative;
  inline-size: 100%;
`;
const rowStyles = css`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 0;
  inline-size: 100%;
`;

/** What {@link VirtualList} lets its owner do. */
export interface VirtualListHandle {
  /** Scrolls so that row `index` starts just below the sticky band at the top. */
  scrollToIndex(index: number): void;
  /** The rendered row `index` (its wrapper), or null while it is outside the rendered window. */
  rowElement(index: number): HTMLElement | null;
}

/** Props of {@link VirtualList}. */
export interface VirtualListProps {
  count: number;
  /** A first guess of a row's height in px; rendered rows are measured. */
  estimateSize: (index: number) => number;
  /** A stable key per row (so measurements survive a data change). */
  getKey: (index: number) => string | number;
  renderRow: (index: number) => ReactNode;
  /** Height in px of what sticks over the top of the scroll parent (sticky tabs), so jumps land below it. */
  stickyOffset?: number;
  /** Called with the first row at least {@link VISIBILITY_THRESHOLD} visible below the sticky band. */
  onFirstVisible?: (index: number) => void;
  /** Rows rendered beyond the visible ones on each side. */
  overscan?: number;
  className?: string;
}

type AnyVirtualizer = Virtualizer<Element | Window, HTMLDivElement>;

/** The first row of which at least a tenth shows below `top` (offsets in the list's own space). */
function firstVisibleRow(virtualizer: AnyVirtualizer, top: number): number | null {
  for (const row of virtualizer.getVirtualItems()) {
    const shown = row.end - Math.max(row.start, top);
    if (row.size > 0 && shown / row.size >= VISIBILITY_THRESHOLD) return row.index;
  }
  return null;
}

/**
 * A vertically virtualized list (@tanstack/react-virtual): only the rows near the viewport are in
 * the DOM, so a 2,000-item menu renders and re-renders in a few milliseconds. It scrolls with
 * whatever scrolls it (see {@link findScrollParent}: the page, or a scrolling panel of the host,
 * across the shadow boundary) and measures each rendered row, so rows may differ in height.
 */
export const VirtualList = forwardRef<VirtualListHandle, VirtualListProps>(function VirtualList(
  { count, estimateSize, getKey, renderRow, stickyOffset = 0, onFirstVisible, overscan = 6, className },
  handle,
) {
  const listRef = useRef<HTMLDivElement>(null);
  const [parent, setParent] = useState<ScrollParent | null>(null);
  const [margin, setMargin] = useState(0);
  const onFirstVisibleRef = useRef(onFirstVisible);
  onFirstVisibleRef.current = onFirstVisible;
  const lastFirst = useRef<number | null>(null);
  const stickyRef = useRef(stickyOffset);
  stickyRef.current = stickyOffset;

  const windowed = parent !== null && isWindow(parent);
  // Typed for an element; for the window the window adapters are passed in (what useWindowVirtualizer does).
  const virtualizer = useVirtualizer<Element, HTMLDivElement>({
    count,
    estimateSize,
    getItemKey: getKey,
    overscan,
    scrollMargin: margin,
    scrollPaddingStart: stickyOffset,
    // Updates from the virtualizer come through React's normal batching: a flushSync from the
    // scroll observers inside a layout effect is what React warns about.
    useFlushSync: false,
    getScrollElement: () => parent as unknown as Element | null,
    observeElementRect: (windowed ? observeWindowRect : observeElementRect) as never,
    observeElementOffset: (windowed ? observeWindowOffset : observeElementOffset) as never,
    scrollToFn: (windowed ? windowScroll : elementScroll) as never,
    // A row measuring 0 px is not laid out (yet): keep its estimate, or every row would seem to fit.
    measureElement: (element, entry, instance) => {
      const size = measureRowElement(element, entry, instance);
      return size > 0 ? size : estimateSize(instance.indexFromElement(element));
    },
    // Before the scroll parent is known, the first screenful still renders (no empty first frame).
    initialRect: { width: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight },
    onChange: (instance) => {
      const report = onFirstVisibleRef.current;
      if (!report) return;
      // Row starts include the scroll margin: they are offsets in the scroll parent, like scrollOffset.
      const top = (instance.scrollOffset ?? 0) + stickyRef.current;
      const first = firstVisibleRow(instance as unknown as AnyVirtualizer, Math.max(0, top));
      if (first !== null && first !== lastFirst.current) {
        lastFirst.current = first;
        report(first);
      }
    },
  });

  // Where the list scrolls and where it starts in it: read after layout, again on resizes (the
  // header above the list may wrap differently).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const scrollParent = findScrollParent(list);
    setParent(scrollParent);
    const measure = () => setMargin(Math.round(offsetWithin(list, scrollParent)));
    measure();
    const view = list.ownerDocument.defaultView;
    view?.addEventListener('resize', measure);
    // The host page or the header above may change the list's place without a window resize.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(isWindow(scrollParent) ? list.ownerDocument.body : scrollParent);
    return () => {
      view?.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, []);

  useImperativeHandle(
    handle,
    () => ({
      scrollToIndex: (index: number) => {
        const list = listRef.current;
        const row = virtualizer.measurementsCache[index];
        if (!list || !parent || !row) return;
        // Where the list starts now (not at the last measure: the page may have moved it), then the
        // row's place in the list, less the sticky band.
        const start = Math.round(offsetWithin(list, parent));
        if (Math.abs(start - virtualizer.options.scrollMargin) < 1) {
          // scrollToIndex keeps correcting while rows above the target get measured.
          virtualizer.scrollToIndex(index, { align: 'start' });
          return;
        }
        setMargin(start);
        virtualizer.scrollToOffset(Math.max(0, start + row.start - virtualizer.options.scrollMargin - stickyRef.current));
        requestAnimationFrame(() => virtualizer.scrollToIndex(index, { align: 'start' }));
      },
      rowElement: (index: number) => listRef.current?.querySelector<HTMLElement>(`:scope > [data-index="${index}"]`) ?? null,
    }),
    [virtualizer, parent],
  );

  const measureRef = useCallback((node: HTMLDivElement | null) => virtualizer.measureElement(node), [virtualizer]);
  const rows = virtualizer.getVirtualItems();
  return (
    <div ref={listRef} className={cx(listStyles, className)} style={{ blockSize: virtualizer.getTotalSize() }}>
      {rows.map((row) => (
        <div
          key={row.key}
          ref={measureRef}
          data-index={row.index}
          className={rowStyles}
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          {renderRow(row.index)}
        </div>
      ))}
    </div>
  );
});

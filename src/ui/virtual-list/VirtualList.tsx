import { css, cx } from '@linaria/core';
import { forwardRef, useImperativeHandle, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { findScrollParent, isWindow, maxScrollOf, offsetWithin, scrollOffsetOf, scrollParentTo, viewportSizeOf, type ScrollParent } from './scroll-parent';
import { firstVisibleRow, layoutRows, startOf, windowRange, type RowRange, type RowStarts } from './windowing';

/** "Scroll-visibility threshold 0.1": a row counts as seen once a tenth of it shows. */
export const VISIBILITY_THRESHOLD = 0.1;

/** A measured size this close to the known one is the same size (sub-pixel rounding). */
const SAME_SIZE_PX = 0.5;
/** A jump re-aims at its row while the rows around it get measured, this many times at most. */
const JUMP_CORRECTIONS = 8;

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

/** What the list's listeners read between renders (the latest props, the scroll parent, a jump under way). */
interface Live {
  parent: ScrollParent | null;
  /** Where the list starts in its scroll parent's content, px. */
  margin: number;
  offset: number;
  viewport: number;
  starts: RowStarts;
  range: RowRange;
  props: VirtualListProps;
  lastFirst: number | null;
  jump: { index: number; tries: number } | null;
}

/**
 * A vertically virtualized list: only the rows near the viewport are in the DOM, so a 2,000-item
 * menu renders and re-renders in a few milliseconds. It scrolls with whatever scrolls it (see
 * {@link findScrollParent}: the page, or a scrolling panel of the host, across the shadow boundary).
 * Rows may differ in height: each rendered row is measured once as it first renders (before the
 * browser paints it), then by a ResizeObserver when it changes; rows never rendered keep their
 * estimate. A row above the viewport that changes size moves the scroll position with it, so what
 * the guest looks at stays put.
 */
export const VirtualList = forwardRef<VirtualListHandle, VirtualListProps>(function VirtualList(props, handle) {
  const { count, estimateSize, getKey, renderRow, overscan = 6, className } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const sizes = useRef(new Map<string | number, number>()).current;
  const [version, setVersion] = useState(0);
  const [, rerender] = useReducer((tick: number) => tick + 1, 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` counts measurements: the sizes map (the same object) has changed
  const starts = useMemo(() => layoutRows(count, (index) => sizes.get(getKey(index)) ?? estimateSize(index)), [count, estimateSize, getKey, version, sizes]);
  // Rows watched for size changes, and rows measured once as they first rendered.
  const observed = useRef(new Set<HTMLElement>()).current;
  const measured = useRef(new WeakSet<HTMLElement>()).current;
  const liveRef = useRef<Live | null>(null);
  // Before the scroll parent is known, the first screenful still renders (no empty first frame).
  liveRef.current ??= {
    parent: null,
    margin: 0,
    offset: 0,
    viewport: typeof window === 'undefined' ? 800 : window.innerHeight,
    starts,
    range: { first: 0, last: -1 },
    props,
    lastFirst: null,
    jump: null,
  };
  const live = liveRef.current;
  live.starts = starts;
  live.props = props;
  const top = live.offset - live.margin;
  const range = windowRange(starts, top, top + live.viewport, overscan);
  live.range = range;

  // Scroll, resize and measurement handlers, created once; they read `live` for everything current.
  const handlers = useMemo(() => {
    const readScroll = () => {
      if (!live.parent) return;
      live.offset = scrollOffsetOf(live.parent);
      live.viewport = viewportSizeOf(live.parent);
    };
    const reportFirst = () => {
      const report = live.props.onFirstVisible;
      if (!report) return;
      const first = firstVisibleRow(live.starts, live.offset - live.margin + (live.props.stickyOffset ?? 0), VISIBILITY_THRESHOLD);
      if (first !== null && first !== live.lastFirst) {
        live.lastFirst = first;
        report(first);
      }
    };
    // A jump lands once the rows around its target are measured: re-aim until it holds still.
    const settleJump = () => {
      const jump = live.jump;
      if (!jump || !live.parent) return;
      const wanted = live.margin + startOf(live.starts, jump.index) - (live.props.stickyOffset ?? 0);
      const target = Math.min(Math.max(0, Math.round(wanted)), maxScrollOf(live.parent));
      if (Math.abs(scrollOffsetOf(live.parent) - target) <= 1 || jump.tries >= JUMP_CORRECTIONS) {
        live.jump = null;
        return;
      }
      jump.tries += 1;
      scrollParentTo(live.parent, target);
      readScroll();
    };
    // Re-renders when the rows in view are no longer the rendered ones.
    const sync = () => {
      readScroll();
      const view = live.offset - live.margin;
      const next = windowRange(live.starts, view, view + live.viewport, live.props.overscan ?? 6);
      if (next.first !== live.range.first || next.last !== live.range.last) rerender();
      reportFirst();
      settleJump();
    };
    const measureMargin = () => {
      const list = listRef.current;
      if (list && live.parent) live.margin = Math.round(offsetWithin(list, live.parent));
    };
    /** Records a rendered row's size; true when it differs from what the layout used. */
    const record = (row: HTMLElement, size: number, adjust: { by: number }): boolean => {
      const index = Number(row.dataset.index);
      if (!(size > 0) || !(index < live.props.count)) return false;
      const key = live.props.getKey(index);
      const known = sizes.get(key) ?? live.props.estimateSize(index);
      sizes.set(key, size);
      if (Math.abs(known - size) < SAME_SIZE_PX) return false;
      // A row starting above the viewport pushes what the guest sees: scroll by as much (not during a
      // jump, which re-aims at its own row instead).
      if (!live.jump && startOf(live.starts, index) < live.offset - live.margin) adjust.by += size - known;
      return true;
    };
    const applyAdjust = (adjust: { by: number }) => {
      if (adjust.by === 0 || !live.parent) return;
      // A list laid out hidden (under the loader's first paint) moves nothing: the guest would see
      // what lies over it jump. Whoever shows it puts what the guest sees back in place.
      const list = listRef.current;
      if (list && list.ownerDocument.defaultView?.getComputedStyle(list).visibility === 'hidden') return;
      scrollParentTo(live.parent, scrollOffsetOf(live.parent) + adjust.by);
      readScroll();
    };
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver((entries) => {
            const adjust = { by: 0 };
            let changed = false;
            for (const entry of entries) {
              const row = entry.target as HTMLElement;
              if (!row.isConnected) continue;
              const size = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
              changed = record(row, size, adjust) || changed;
            }
            applyAdjust(adjust);
            if (changed) setVersion((v) => v + 1);
          })
        : null;
    return { sync, measureMargin, record, applyAdjust, observer, reportFirst, settleJump, readScroll };
  }, [live, sizes]);

  // Where the list scrolls and where it starts in it: read after layout, again on resizes (the
  // header above the list may wrap differently).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const parent = findScrollParent(list);
    live.parent = parent;
    handlers.measureMargin();
    handlers.sync();
    const onResize = () => {
      handlers.measureMargin();
      handlers.sync();
    };
    const view = list.ownerDocument.defaultView;
    const target: EventTarget = parent;
    target.addEventListener('scroll', handlers.sync, { passive: true });
    view?.addEventListener('resize', onResize);
    // The host page or the header above may change the list's place without a window resize.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(onResize) : null;
    observer?.observe(isWindow(parent) ? list.ownerDocument.body : parent);
    return () => {
      target.removeEventListener('scroll', handlers.sync);
      view?.removeEventListener('resize', onResize);
      observer?.disconnect();
      handlers.observer?.disconnect();
      observed.clear();
      live.parent = null;
    };
  }, [handlers, live, observed]);

  // Every commit: measure the rows rendered for the first time (one layout read for all of them,
  // before paint, so the first frame shows them where they belong), watch them for later changes,
  // and let go of the rows that left.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const adjust = { by: 0 };
    let changed = false;
    for (const child of Array.from(list.children)) {
      const row = child as HTMLElement;
      if (!observed.has(row)) {
        observed.add(row);
        handlers.observer?.observe(row);
      }
      if (!measured.has(row)) {
        measured.add(row);
        changed = handlers.record(row, row.getBoundingClientRect().height, adjust) || changed;
      }
    }
    for (const row of observed) {
      if (row.parentNode === list) continue;
      observed.delete(row);
      handlers.observer?.unobserve(row);
    }
    handlers.applyAdjust(adjust);
    if (changed) setVersion((v) => v + 1);
    else handlers.sync();
  });

  useImperativeHandle(
    handle,
    () => ({
      scrollToIndex: (index: number) => {
        const list = listRef.current;
        if (!list || !live.parent || index < 0 || index >= live.props.count) return;
        // Where the list starts now (not at the last measure: the page may have moved it).
        handlers.measureMargin();
        live.jump = { index, tries: 0 };
        handlers.settleJump();
        handlers.sync();
      },
      rowElement: (index: number) => listRef.current?.querySelector<HTMLElement>(`:scope > [data-index="${index}"]`) ?? null,
    }),
    [handlers, live],
  );

  const rows: ReactNode[] = [];
  for (let index = range.first; index <= range.last; index += 1) {
    rows.push(
      <div key={getKey(index)} data-index={index} className={rowStyles} style={{ transform: `translateY(${startOf(starts, index)}px)` }}>
        {renderRow(index)}
      </div>,
    );
  }
  return (
    <div ref={listRef} className={cx(listStyles, className)} style={{ blockSize: startOf(starts, count) }}>
      {rows}
    </div>
  );
});

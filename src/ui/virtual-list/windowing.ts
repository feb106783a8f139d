/**
 * The arithmetic of a vertically virtualized list, without the DOM: where each row starts given
 * its size (measured, or estimated until it is), which rows a viewport needs, and which row the
 * guest is looking at. Offsets are in the list's own space (0 = the list's block start).
 */

/** Row starts of a list: `starts[i]` is row i's start, `starts[count]` the list's total size. */
export type RowStarts = Float64Array;

/** Inclusive indices of the rows to render; `last < first` when there are none. */
export interface RowRange {
  first: number;
  last: number;
}

/** Row i's start (the list's total size for i = the row count), 0 outside the layout. */
export function startOf(starts: RowStarts, index: number): number {
  return starts[index] ?? 0;
}

/** The rows' starts, laid out one after another from 0 with `sizeOf(i)` px each. */
export function layoutRows(count: number, sizeOf: (index: number) => number): RowStarts {
  const starts = new Float64Array(count + 1);
  for (let i = 0; i < count; i += 1) starts[i + 1] = startOf(starts, i) + sizeOf(i);
  return starts;
}

/** The number of rows a layout holds. */
export function rowCount(starts: RowStarts): number {
  return starts.length - 1;
}

/** The row that covers `offset` (the first row before the list starts, the last past its end). */
export function rowAt(starts: RowStarts, offset: number): number {
  const count = rowCount(starts);
  if (count <= 0) return -1;
  let low = 0;
  let high = count - 1;
  // The last row whose start is at or before the offset.
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (startOf(starts, mid) <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The rows between `top` and `bottom`, plus `overscan` rows on each side. */
export function windowRange(starts: RowStarts, top: number, bottom: number, overscan: number): RowRange {
  const count = rowCount(starts);
  if (count <= 0 || bottom < 0 || top > startOf(starts, count)) {
    // Nothing of the list is in view: still render its start (or end), so the first screenful paints at once.
    if (count <= 0) return { first: 0, last: -1 };
    const edge = bottom < 0 ? 0 : count - 1;
    return { first: Math.max(0, edge - overscan), last: Math.min(count - 1, edge + overscan) };
  }
  return {
    first: Math.max(0, rowAt(starts, top) - overscan),
    last: Math.min(count - 1, rowAt(starts, bottom) + overscan),
  };
}

/**
 * The first row of which at least `threshold` (a fraction of its size) shows below `top`; rows of
 * size 0 never count. Null for an empty list.
 */
export function firstVisibleRow(starts: RowStarts, top: number, threshold: number): number | null {
  const count = rowCount(starts);
  for (let i = Math.max(0, rowAt(starts, top)); i < count; i += 1) {
    const start = startOf(starts, i);
    const end = startOf(starts, i + 1);
    const size = end - start;
    const shown = end - Math.max(start, top);
    if (size > 0 && shown / size >= threshold) return i;
  }
  return null;
}

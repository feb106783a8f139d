import { describe, expect, it } from 'vitest';
import { firstVisibleRow, layoutRows, rowAt, rowCount, startOf, windowRange } from './windowing';

// Rows of 100 px, but row 2 is a 40 px heading and row 5 measured 0 (not laid out).
const sizes = [100, 100, 40, 100, 100, 0, 100];
const starts = layoutRows(sizes.length, (i) => sizes[i] ?? 0);

describe('layoutRows', () => {
  it('lays the rows out one after another from 0, the total size last', () => {
    expect(Array.from(starts)).toEqual([0, 100, 200, 240, 340, 440, 440, 540]);
    expect(rowCount(starts)).toBe(7);
    expect(startOf(starts, 7)).toBe(540);
  });

  it('holds no rows for an empty list', () => {
    const empty = layoutRows(0, () => 100);
    expect(rowCount(empty)).toBe(0);
    expect(rowAt(empty, 50)).toBe(-1);
    expect(windowRange(empty, 0, 500, 2)).toEqual({ first: 0, last: -1 });
    expect(firstVisibleRow(empty, 0, 0.1)).toBeNull();
  });
});

describe('rowAt', () => {
  it('finds the row covering an offset, a row starting exactly there included', () => {
    expect(rowAt(starts, 0)).toBe(0);
    expect(rowAt(starts, 99.5)).toBe(0);
    expect(rowAt(starts, 100)).toBe(1);
    expect(rowAt(starts, 239)).toBe(2);
    expect(rowAt(starts, 441)).toBe(6);
  });

  it('is the first row before the list and the last row past its end', () => {
    expect(rowAt(starts, -300)).toBe(0);
    expect(rowAt(starts, 10_000)).toBe(6);
  });
});

describe('windowRange', () => {
  it('is the rows in view plus the overscan on each side, within the list', () => {
    expect(windowRange(starts, 210, 350, 0)).toEqual({ first: 2, last: 4 });
    expect(windowRange(starts, 210, 350, 1)).toEqual({ first: 1, last: 5 });
    expect(windowRange(starts, 0, 150, 6)).toEqual({ first: 0, last: 6 });
  });

  it("renders the list's start while the list is still below the viewport (the first screenful paints at once)", () => {
    expect(windowRange(starts, -900, -100, 2)).toEqual({ first: 0, last: 2 });
  });

  it("renders the list's end once the viewport is past it", () => {
    expect(windowRange(starts, 900, 1500, 2)).toEqual({ first: 4, last: 6 });
  });

  it('keeps a 2,000-row window small', () => {
    const big = layoutRows(2000, (i) => (i % 50 === 0 ? 52 : 104));
    const range = windowRange(big, 100_000, 100_800, 6);
    expect(range.last - range.first + 1).toBeLessThan(30);
    expect(startOf(big, range.first)).toBeLessThanOrEqual(100_000);
    expect(startOf(big, range.last + 1)).toBeGreaterThanOrEqual(100_800);
  });
});

describe('firstVisibleRow', () => {
  it('is the row under the top edge while a tenth of it shows', () => {
    expect(firstVisibleRow(starts, 0, 0.1)).toBe(0);
    expect(firstVisibleRow(starts, 89, 0.1)).toBe(0);
  });

  it('moves on once less than a tenth of the row shows', () => {
    expect(firstVisibleRow(starts, 91, 0.1)).toBe(1);
  });

  it('is the first row while the top edge is above the list', () => {
    expect(firstVisibleRow(starts, -200, 0.1)).toBe(0);
  });

  it('skips rows of size 0', () => {
    expect(firstVisibleRow(starts, 435, 0.1)).toBe(6);
  });

  it('is null past the end of the list', () => {
    expect(firstVisibleRow(starts, 600, 0.1)).toBeNull();
  });
});

// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { findScrollParent, isWindow, offsetWithin } from './scroll-parent';
import { VirtualList, type VirtualListHandle } from './VirtualList';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('findScrollParent', () => {
  it('is the window when nothing between the element and the body scrolls (overflow hidden only clips)', () => {
    const outer = document.createElement('div');
    outer.style.overflow = 'hidden';
    const inner = document.createElement('div');
    outer.append(inner);
    document.body.append(outer);
    const parent = findScrollParent(inner);
    expect(isWindow(parent)).toBe(true);
  });

  it('finds the nearest scrolling ancestor, across a shadow root to the host page', () => {
    const panel = document.createElement('div');
    panel.style.overflowY = 'auto';
    const host = document.createElement('div');
    panel.append(host);
    document.body.append(panel);
    const shadow = host.attachShadow({ mode: 'open' });
    const inside = document.createElement('div');
    const list = document.createElement('div');
    inside.append(list);
    shadow.append(inside);
    expect(findScrollParent(list)).toBe(panel);
    // Inside the shadow root, a scrolling element wins over the host page's panel.
    inside.style.overflowY = 'scroll';
    expect(findScrollParent(list)).toBe(inside);
  });

  it('measures the offset within the window from the page top (scroll included)', () => {
    const list = document.createElement('div');
    document.body.append(list);
    expect(offsetWithin(list, window)).toBe(list.getBoundingClientRect().top + window.scrollY);
  });
});

describe('VirtualList', () => {
  it('renders only a window of a long list, each row positioned by the virtualizer', () => {
    const { container } = render(
      <VirtualList count={2000} estimateSize={() => 100} getKey={(index) => index} renderRow={(index) => <span>Row {index}</span>} />,
    );
    const rows = container.querySelectorAll('[data-index]');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(60);
    expect(container.textContent).toContain('Row 0');
    expect(container.textContent).not.toContain('Row 1999');
    // The list reserves the whole height so the page's scrollbar is right.
    expect((container.firstElementChild as HTMLElement).style.blockSize).toBe('200000px');
  });
});

describe('VirtualList measuring and jumping', () => {
  const realRect = HTMLElement.prototype.getBoundingClientRect;
  afterEach(() => {
    HTMLElement.prototype.getBoundingClientRect = realRect;
    window.scrollTo(0, 0);
  });

  /** Rows lay out at `height` px each (happy-dom has no layout); the rest keeps happy-dom's answer. */
  function rowsMeasure(height: number) {
    HTMLElement.prototype.getBoundingClientRect = function rect(this: HTMLElement) {
      const box = realRect.call(this);
      return this.dataset.index === undefined ? box : ({ ...box.toJSON(), top: 0, height, bottom: height } as DOMRect);
    };
  }

  it("measures the rows it renders before the first paint: the list's height counts them at their real size", () => {
    rowsMeasure(40);
    const { container } = render(
      <VirtualList count={1000} estimateSize={() => 100} getKey={(index) => index} renderRow={(index) => <span>Row {index}</span>} />,
    );
    const rows = container.querySelectorAll<HTMLElement>('[data-index]');
    const rendered = rows.length;
    expect(rendered).toBeGreaterThan(0);
    const list = container.firstElementChild as HTMLElement;
    expect(list.style.blockSize).toBe(`${rendered * 40 + (1000 - rendered) * 100}px`);
    // Measured rows sit one after another at their measured size.
    expect(rows[1]?.style.transform).toBe('translateY(40px)');
    expect(rows[2]?.style.transform).toBe('translateY(80px)');
  });

  it("scrolls a jump's row to just below the sticky band, and renders it", () => {
    const root = document.documentElement;
    Object.defineProperty(root, 'scrollHeight', { configurable: true, get: () => 1_000_000 });
    try {
      const handle = createRef<VirtualListHandle>();
      const { container } = render(
        <VirtualList
          ref={handle}
          count={2000}
          estimateSize={() => 100}
          getKey={(index) => index}
          stickyOffset={30}
          renderRow={(index) => <span>Row {index}</span>}
        />,
      );
      act(() => handle.current?.scrollToIndex(500));
      expect(window.scrollY).toBe(500 * 100 - 30);
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      expect(container.textContent).toContain('Row 500');
      expect(container.textContent).not.toContain('Row 0');
    } finally {
      delete (root as { scrollHeight?: number }).scrollHeight;
    }
  });

  it('reports the first row a tenth visible below the sticky band as the page scrolls', () => {
    const root = document.documentElement;
    Object.defineProperty(root, 'scrollHeight', { configurable: true, get: () => 1_000_000 });
    const seen: number[] = [];
    try {
      render(
        <VirtualList
          count={2000}
          estimateSize={() => 100}
          getKey={(index) => index}
          stickyOffset={30}
          onFirstVisible={(index) => seen.push(index)}
          renderRow={(index) => <span>Row {index}</span>}
        />,
      );
      expect(seen).toEqual([0]);
      act(() => {
        window.scrollTo(0, 1000 - 30 + 95);
        window.dispatchEvent(new Event('scroll'));
      });
      // Row 10 shows 5 px of 100 below the band: row 11 is the first a tenth visible.
      expect(seen.at(-1)).toBe(11);
    } finally {
      delete (root as { scrollHeight?: number }).scrollHeight;
    }
  });

  it('keeps what the guest sees in place as rows above it get measured, but moves nothing while the list is hidden', () => {
    const root = document.documentElement;
    Object.defineProperty(root, 'scrollHeight', { configurable: true, get: () => 1_000_000 });
    // Rows of 40 px; the list starts at the top of the page, which is scrolled (happy-dom has no layout).
    HTMLElement.prototype.getBoundingClientRect = function rect(this: HTMLElement) {
      const box = realRect.call(this).toJSON();
      return (this.dataset.index === undefined ? { ...box, top: -window.scrollY } : { ...box, top: 0, height: 40, bottom: 40 }) as DOMRect;
    };
    const scrolledAfterMeasuring = (hidden: boolean): number => {
      window.scrollTo(0, 1000);
      const { unmount } = render(
        // Hidden as the React tree is under the loader's first paint.
        <div style={{ visibility: hidden ? 'hidden' : 'visible' }}>
          <VirtualList count={2000} estimateSize={() => 100} getKey={(index) => index} renderRow={(index) => <span>Row {index}</span>} />
        </div>,
      );
      const top = window.scrollY;
      unmount();
      return top;
    };
    try {
      // Rows 4 to 9 (the overscan above the view) measure 40 px, not 100: the view moves up with them.
      expect(scrolledAfterMeasuring(false)).toBeLessThan(1000);
      expect(scrolledAfterMeasuring(true)).toBe(1000);
    } finally {
      delete (root as { scrollHeight?: number }).scrollHeight;
    }
  });
});

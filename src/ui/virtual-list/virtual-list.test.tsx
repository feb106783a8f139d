// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findScrollParent, isWindow, offsetWithin } from './scroll-parent';
import { VirtualList } from './VirtualList';

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

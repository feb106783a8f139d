// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStickyBarSize } from './use-sticky-bar-size';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Box of an element on the block axis, as `getBoundingClientRect` gives it. */
function placeAt(element: Element, top: number, bottom: number) {
  element.getBoundingClientRect = () => ({ top, bottom, left: 0, right: 320, width: 320, height: bottom - top, x: 0, y: top, toJSON: () => ({}) });
}

function TabsOverList() {
  const bar = useRef<HTMLElement>(null);
  const height = useStickyBarSize(bar, true, 'start');
  return (
    <>
      <nav ref={bar} aria-label="Tabs" data-height={height} />
      <button type="button">Chianti</button>
    </>
  );
}

/** Renders tabs 58 px tall over a focused button at `controlTop`, then grows the tabs to 100 px. */
function growTabsOver(controlTop: number) {
  let resized = () => {};
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  render(<TabsOverList />);
  const tabs = screen.getByRole('navigation', { name: 'Tabs' });
  const control = screen.getByRole('button', { name: 'Chianti' });
  placeAt(tabs, 0, 58);
  placeAt(control, controlTop, controlTop + 24);
  act(() => resized());
  expect(tabs.dataset.height).toBe('58');
  control.focus();
  const scrolled = vi.fn();
  control.scrollIntoView = scrolled;
  placeAt(tabs, 0, 100);
  act(() => resized());
  expect(tabs.dataset.height).toBe('100');
  return scrolled;
}

describe('a sticky bar that grows over the focused control', () => {
  it('scrolls the control clear when the growth covered it (the browser had placed it beside the old bar)', () => {
    expect(growTabsOver(66)).toHaveBeenCalledWith({ block: 'nearest' });
  });

  it('leaves a control the old bar already covered, and one the grown bar does not reach', () => {
    expect(growTabsOver(20)).not.toHaveBeenCalled();
    cleanup();
    expect(growTabsOver(140)).not.toHaveBeenCalled();
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { tabbableElements, wrapTab } from './focus-trap';

function mount(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

function tab(shiftKey = false): KeyboardEvent {
  return new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('tabbableElements', () => {
  it('lists the Tab stops in document order, leaving out disabled, negative tabindex, hidden and inert ones', () => {
    const container = mount(`
      <button id="a">A</button>
      <button disabled>off</button>
      <span tabindex="-1">skip</span>
      <div hidden><button>hidden</button></div>
      <div inert><input></div>
      <a href="#x" id="b">link</a>
      <a>no href</a>
      <input type="hidden">
      <textarea id="c"></textarea>
      <div tabindex="0" id="d">region</div>`);
    expect(tabbableElements(container).map((element) => element.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('stops once per named radio group, on its checked radio', () => {
    const container = mount(`
      <input type="radio" name="cut" id="r1"><input type="radio" name="cut" id="r2" checked>
      <input type="radio" name="size" id="s1"><input type="radio" name="size" id="s2">
      <button id="after">after</button>`);
    expect(tabbableElements(container).map((element) => element.id)).toEqual(['r2', 's1', 'after']);
  });
});

describe('wrapTab', () => {
  it('moves Tab from the last stop to the first, and Shift+Tab from the first to the last', () => {
    const container = mount('<button id="first">1</button><input id="middle"><button id="last">3</button>');
    const [first, middle, last] = ['first', 'middle', 'last'].map((id) => document.getElementById(id)!);

    const forward = tab();
    expect(wrapTab(forward, container, last!)).toBe(true);
    expect(forward.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(first);

    const backward = tab(true);
    expect(wrapTab(backward, container, first!)).toBe(true);
    expect(document.activeElement).toBe(last);

    // Between the ends the browser moves the focus itself.
    const inside = tab();
    expect(wrapTab(inside, container, middle!)).toBe(false);
    expect(inside.defaultPrevented).toBe(false);
  });

  it('leaves other keys, and containers with nothing to focus, alone', () => {
    const container = mount('<button id="only">1</button>');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true });
    expect(wrapTab(enter, container, document.getElementById('only'))).toBe(false);
    expect(wrapTab(tab(), mount('<p>text</p>'), null)).toBe(false);
  });
});

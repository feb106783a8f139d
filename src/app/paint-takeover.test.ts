// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logoButtonStyles, pickerStyles } from '../screens/frame/frame-header.styles';
import { sideStyles, tabsStyles } from '../screens/menu/category-nav.styles';
import { actionStyles, nameStyles } from '../screens/menu/menu-row.styles';
import { backStyles } from '../screens/shared/screen.styles';
import { CHANGED_ATTRIBUTE, FIRST_PAINT_ATTRIBUTE, PAINTING_ATTRIBUTE, PRESSED_ATTRIBUTE, TAPPED_ATTRIBUTE } from '../ui/first-paint-handover';
import type { AppContextValue } from '../screens/app-context';
import { controlKey, findControl, replayableTap } from './paint-controls';
import { menuTakeoverActions, takeOverFirstPaint, type TakeoverActions } from './paint-takeover';

/**
 * The menu's shared controls as both trees draw them (the paint and the React menu use the same
 * class names and markers): frame header, Back, heading, category tabs or side list, item rows.
 */
function menuMarkup(nav: 'tabs' | 'side'): string {
  const categories =
    nav === 'tabs'
      ? `<nav class="${tabsStyles}"><div data-strip="top"><button>Antipasti</button><button>Pizze</button><button>Dolci</button></div></nav>`
      : `<nav class="${sideStyles}"><ul><li><button>Antipasti</button></li><li><button>Drinks</button><ul><li><button>Wine</button></li></ul></li><li><button>Dolci</button></li></ul></nav>`;
  const row = (id: number, name: string) =>
    `<div data-item-id="${id}"><div><button class="${nameStyles}"><bdi>${name}</bdi></button><div><span>$9.00</span></div></div><button class="x ${actionStyles}">Add</button></div>`;
  return `<div data-go-frame="header"><button class="${logoButtonStyles}"><span></span></button><div class="${pickerStyles}"><label>Language</label><select><option>English</option></select></div></div>
    <section><div><button class="${backStyles}">Back</button></div><h1 tabindex="-1">Trattoria</h1>${categories}
    <h2 data-category-id="5"><span>Pizze</span></h2>${row(11, 'Margherita')}${row(12, 'Marinara')}</section>`;
}

/** A host whose shadow root holds the loader's paint and, hidden under it, the React tree. */
function paintedHost(nav: { paint: 'tabs' | 'side'; react?: 'tabs' | 'side' } = { paint: 'tabs' }) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const paint = document.createElement('div');
  paint.setAttribute(FIRST_PAINT_ATTRIBUTE, '');
  paint.innerHTML = menuMarkup(nav.paint);
  const tree = document.createElement('div');
  tree.setAttribute('part', 'base');
  tree.innerHTML = menuMarkup(nav.react ?? nav.paint);
  root.append(paint, tree);
  host.setAttribute(PAINTING_ATTRIBUTE, '');
  return { host, root, paint, tree };
}

const actions = (known = true) => ({
  tapItem: vi.fn<TakeoverActions['tapItem']>(() => known),
  openItemPage: vi.fn<TakeoverActions['openItemPage']>(),
  chooseLanguage: vi.fn<TakeoverActions['chooseLanguage']>(),
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('first paint controls', () => {
  it('names each shared control the same in the paint and in React, and finds it by that name', () => {
    const { paint, tree } = paintedHost({ paint: 'tabs' });
    const keys = Array.from(paint.querySelectorAll('button, select, h1')).map((control) => controlKey(control));
    expect(keys).toEqual(['logo', 'language', 'back', 'heading', 'tab:0', 'tab:1', 'tab:2', 'open:11', 'add:11', 'open:12', 'add:12']);
    for (const key of keys) expect(controlKey(findControl(tree, key!)!)).toBe(key);
    // Inside a control counts as the control (a tap lands on the name's <bdi>).
    expect(controlKey(paint.querySelector('bdi')!)).toBe('open:11');
  });

  it("counts the side list's entries in document order, sub-categories included", () => {
    const { paint } = paintedHost({ paint: 'side' });
    expect(Array.from(paint.querySelectorAll('nav button')).map((button) => controlKey(button))).toEqual(['side:0', 'side:1', 'side:2', 'side:3']);
  });

  it('replays taps on items, categories, Back and the logo, not on the heading or the language picker', () => {
    const { paint } = paintedHost();
    expect(replayableTap(paint.querySelector('bdi'))).toBe('open:11');
    expect(replayableTap(paint.querySelector(`.${tabsStyles} button`))).toBe('tab:0');
    expect(replayableTap(paint.querySelector(`.${backStyles}`))).toBe('back');
    expect(replayableTap(paint.querySelector('h1'))).toBeNull();
    expect(replayableTap(paint.querySelector('select'))).toBeNull();
    expect(replayableTap(paint.querySelector('h2'))).toBeNull();
    expect(replayableTap(null)).toBeNull();
  });
});

describe('takeOverFirstPaint', () => {
  it('removes the paint, shows React and gives the focus to the same control there', () => {
    const { host, root, paint, tree } = paintedHost();
    paint.querySelector<HTMLElement>(`[data-item-id="12"] .${actionStyles}`)!.focus();
    takeOverFirstPaint(root, actions());
    expect(paint.isConnected).toBe(false);
    expect(host.hasAttribute(PAINTING_ATTRIBUTE)).toBe(false);
    expect(root.activeElement).toBe(tree.querySelector(`[data-item-id="12"] .${actionStyles}`));
  });

  it('gives the focus to the screen heading when React has no such control', () => {
    // The paint's tabs, React's side list: no tab to go back to.
    const { root, paint, tree } = paintedHost({ paint: 'tabs', react: 'side' });
    paint.querySelector<HTMLElement>(`.${tabsStyles} button`)!.focus();
    takeOverFirstPaint(root, actions());
    expect(root.activeElement).toBe(tree.querySelector('h1'));
  });

  it('never takes the focus the host page holds', () => {
    const { root } = paintedHost();
    const search = document.createElement('input');
    document.body.append(search);
    search.focus();
    takeOverFirstPaint(root, actions());
    expect(document.activeElement).toBe(search);
    expect(root.activeElement).toBeNull();
  });

  it("answers a tap on an item through the app's verbs, after moving the focus", () => {
    const { root, paint, tree } = paintedHost();
    paint.querySelector<HTMLElement>(`[data-item-id="11"] .${actionStyles}`)!.focus();
    paint.querySelector(`[data-item-id="11"] .${actionStyles}`)!.setAttribute(TAPPED_ATTRIBUTE, '');
    const done = actions();
    let focusedWhenTapped: Element | null = null;
    done.tapItem.mockImplementation(() => {
      focusedWhenTapped = root.activeElement;
      return true;
    });
    takeOverFirstPaint(root, done);
    expect(done.tapItem).toHaveBeenCalledWith('add', 11);
    expect(focusedWhenTapped).toBe(tree.querySelector(`[data-item-id="11"] .${actionStyles}`));
    expect(done.openItemPage).not.toHaveBeenCalled();
  });

  it('opens the page of an item the React menu does not have', () => {
    const { root, paint } = paintedHost();
    paint.querySelector(`[data-item-id="12"] bdi`)!.closest('button')!.setAttribute(TAPPED_ATTRIBUTE, '');
    const done = actions(false);
    takeOverFirstPaint(root, done);
    expect(done.tapItem).toHaveBeenCalledWith('open', 12);
    expect(done.openItemPage).toHaveBeenCalledWith(12);
  });

  it("carries a language picked on the paint's picker over to React, and none when the guest kept the painted one", () => {
    const picked = paintedHost();
    const select = picked.paint.querySelector('select')!;
    select.innerHTML = '<option value="en_US">English</option><option value="es_ES">Español</option>';
    select.value = 'es_ES';
    // As the paint marks a change the guest made.
    select.setAttribute(CHANGED_ATTRIBUTE, '');
    const done = actions();
    takeOverFirstPaint(picked.root, done);
    expect(done.chooseLanguage).toHaveBeenCalledWith('es_ES');

    document.body.innerHTML = '';
    const kept = paintedHost();
    kept.paint.querySelector('select')!.innerHTML = '<option value="en_US">English</option><option value="es_ES">Español</option>';
    // Drawn on another option than the first, as the paint's picker chooses it (by property, no attribute).
    kept.paint.querySelector('select')!.value = 'es_ES';
    const none = actions();
    takeOverFirstPaint(kept.root, none);
    expect(none.chooseLanguage).not.toHaveBeenCalled();
  });

  it("makes a tap on a category again on React's own category", () => {
    const { root, paint, tree } = paintedHost();
    paint.querySelectorAll(`.${tabsStyles} button`)[2]!.setAttribute(TAPPED_ATTRIBUTE, '');
    const clicked = vi.fn();
    tree.querySelectorAll(`.${tabsStyles} button`)[2]!.addEventListener('click', clicked);
    takeOverFirstPaint(root, actions());
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  describe('a press held on the paint when React takes over', () => {
    const pressed = (pointerType: string) => {
      const { root, paint, tree } = paintedHost();
      paint.querySelector(`[data-item-id="11"] .${actionStyles}`)!.setAttribute(PRESSED_ATTRIBUTE, '');
      const add = tree.querySelector<HTMLElement>(`[data-item-id="11"] .${actionStyles}`)!;
      const clicked = vi.fn();
      add.addEventListener('click', clicked);
      takeOverFirstPaint(root, actions());
      const release = (target: Element = add) => {
        const up = new Event('pointerup', { bubbles: true, composed: true });
        Object.defineProperty(up, 'pointerType', { value: pointerType });
        target.dispatchEvent(up);
      };
      return { add, clicked, release, tree };
    };
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 5));

    it("released on React's same control with a mouse: clicked once, by us when the browser does not", async () => {
      const { clicked, release } = pressed('mouse');
      release();
      await nextTask();
      expect(clicked).toHaveBeenCalledTimes(1);
    });

    it('clicked by the browser after all: not clicked again', async () => {
      const { add, clicked, release } = pressed('mouse');
      release();
      add.click();
      await nextTask();
      expect(clicked).toHaveBeenCalledTimes(1);
    });

    it('an older tap waits for the press: dropped when the press ends on a control, made when it is cancelled', async () => {
      for (const end of ['pointerup', 'pointercancel'] as const) {
        document.body.innerHTML = '';
        const { root, paint, tree } = paintedHost();
        paint.querySelectorAll(`.${tabsStyles} button`)[2]!.setAttribute(TAPPED_ATTRIBUTE, '');
        paint.querySelector(`[data-item-id="11"] .${actionStyles}`)!.setAttribute(PRESSED_ATTRIBUTE, '');
        const category = vi.fn();
        tree.querySelectorAll(`.${tabsStyles} button`)[2]!.addEventListener('click', category);
        takeOverFirstPaint(root, actions());
        expect(category).not.toHaveBeenCalled();
        const event = new Event(end, { bubbles: true, composed: true });
        Object.defineProperty(event, 'pointerType', { value: 'touch' });
        tree.querySelector(`[data-item-id="11"] .${actionStyles}`)!.dispatchEvent(event);
        await nextTask();
        expect(category).toHaveBeenCalledTimes(end === 'pointercancel' ? 1 : 0);
      }
    });

    it('a finger, or a release elsewhere: nothing made (the browser clicks where a finger lifts)', async () => {
      const finger = pressed('touch');
      finger.release();
      await nextTask();
      expect(finger.clicked).not.toHaveBeenCalled();
      document.body.innerHTML = '';
      const elsewhere = pressed('mouse');
      elsewhere.release(elsewhere.tree.querySelector('h1')!);
      elsewhere.release();
      await nextTask();
      expect(elsewhere.clicked).not.toHaveBeenCalled();
    });
  });

  it("when the widget could not start, drops the tap and puts the focus on the error's control", () => {
    const { root, paint, tree } = paintedHost();
    tree.innerHTML = '<div role="alert"><p>Something went wrong</p><button>Try again</button></div>';
    paint.querySelector<HTMLElement>(`.${nameStyles}`)!.focus();
    paint.querySelector<HTMLElement>(`.${nameStyles}`)!.setAttribute(TAPPED_ATTRIBUTE, '');
    takeOverFirstPaint(root, null);
    expect(root.activeElement).toBe(tree.querySelector('button'));
    expect(tree.textContent).toContain('Try again');
  });
});

describe('menuTakeoverActions', () => {
  const item = { id: 11 };
  const app = (menuLoaded = true) => {
    const menuActions = { tapItem: vi.fn(), openItem: vi.fn() };
    const navigate = vi.fn();
    const menu = { findItem: vi.fn((id: number) => (id === 11 ? item : null)) };
    const stores = {
      get menu() {
        if (!menuLoaded) throw new Error('the menu side is not loaded');
        return menu;
      },
      menuActions,
    };
    return { value: { stores, deps: { router: { navigate } } } as unknown as AppContextValue, menuActions, navigate };
  };

  it("answers Add as the menu's Add does (item page or one added at once) and a name as the details button does", () => {
    const { value, menuActions } = app();
    const takeover = menuTakeoverActions(value);
    expect(takeover.tapItem('add', 11)).toBe(true);
    expect(menuActions.tapItem).toHaveBeenCalledWith(item);
    expect(takeover.tapItem('open', 11)).toBe(true);
    expect(menuActions.openItem).toHaveBeenCalledWith(item);
  });

  it('says so for an item the menu lacks or a menu not loaded; the item page is one navigation away', () => {
    const { value, navigate } = app();
    expect(menuTakeoverActions(value).tapItem('add', 99)).toBe(false);
    expect(menuTakeoverActions(app(false).value).tapItem('open', 11)).toBe(false);
    menuTakeoverActions(value).openItemPage(99);
    expect(navigate).toHaveBeenCalledWith('/menu/99');
  });
});

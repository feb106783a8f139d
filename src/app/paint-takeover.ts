/**
 * The moment React replaces the loader's first paint of a deep-linked menu (once its first screen is
 * shown): the guest must not notice it, whether they look, listen or use a keyboard.
 * - The page stays where the guest scrolled it: the first row in view stays where it was (`paint-anchor.ts`).
 * - A control of the paint that had the focus hands it to the same control of the React menu (the
 *   same item's name or Add, the same category, Back), or to the screen's heading when React has no
 *   such control: removing the paint must not drop the focus on the host page's `<body>`. Focus the
 *   host page holds is never taken.
 * - A tap made on the paint is made again, as the React control would answer it: an item's name opens
 *   it, its Add does what the menu's Add does (the item page, or one added at once, after the age
 *   check of an under-18 item), a category scrolls there, Back goes back.
 * Until then the React tree is laid out hidden under the paint (`visibility: hidden`, see
 * `ui/first-paint-handover.ts`), so neither Tab nor a screen reader reaches it; after it the paint is gone.
 */
import { CHANGED_ATTRIBUTE, firstPaintOf, PRESSED_ATTRIBUTE, releaseFirstPaint, TAPPED_ATTRIBUTE } from '../ui/first-paint-handover';
import { restoreViewAnchor, viewAnchor } from './paint-anchor';
import type { MenuItem } from '../domain/types';
import type { AppContextValue } from '../screens/app-context';
import { controlKey, findControl, itemTap, replayableTap } from './paint-controls';

/** What the takeover asks of the app for an item tapped on the paint. */
export interface TakeoverActions {
  /**
   * Answers a tap on an item's name (`open`) or Add (`add`) as the React menu does; false when the
   * item is not on the React menu.
   */
  tapItem(action: 'open' | 'add', itemId: number): boolean;
  /** Opens the item's page (`/menu/{id}`), which answers a link to an item the menu lacks. */
  openItemPage(itemId: number): void;
  /** Shows the widget in `language` (a catalog locale such as `es_ES`), as the frame's picker does. */
  chooseLanguage(language: string): void;
}

/** The takeover's actions over one element's stores: the menu's own verbs, as its rows call them. */
export function menuTakeoverActions({ stores, deps }: AppContextValue): TakeoverActions {
  return {
    tapItem(action, itemId) {
      // The menu side is loaded whenever the menu was the first screen; otherwise there is no item to tap.
      let item: MenuItem | null = null;
      try {
        item = stores.menu.findItem(itemId);
      } catch {
        return false;
      }
      if (!item) return false;
      if (action === 'add') stores.menuActions.tapItem(item);
      else stores.menuActions.openItem(item);
      return true;
    },
    openItemPage(itemId) {
      deps.router.navigate(`/menu/${itemId}`);
    },
    chooseLanguage(language) {
      void stores.language.choose(language);
    },
  };
}

/** The React tree among the shadow root's children (its wrapper carries `part="base"`). */
const reactTree = (root: ShadowRoot): HTMLElement | null => root.querySelector<HTMLElement>('[part="base"]');

/**
 * Removes the loader's paint from `root` and carries the scroll position, the focus, a tap and a
 * language picked on the paint over to React. Without `actions` (the widget could not start: React shows its error) a tap is dropped and
 * the focus goes to the error's first control.
 */
export function takeOverFirstPaint(root: ShadowRoot, actions: TakeoverActions | null): void {
  const paint = firstPaintOf(root);
  const tap = replayableTap(paint?.querySelector(`[${TAPPED_ATTRIBUTE}]`) ?? null);
  const press = replayableTap(paint?.querySelector(`[${PRESSED_ATTRIBUTE}]`) ?? null);
  // The item dialog the paint opened at a tap on a name closes first (the focus going back to that
  // name), and React opens its own on the same item: the tap, replayed below.
  const early = paint?.querySelector('dialog');
  if (early?.open) early.close();
  const active = root.activeElement;
  const focusKey = active && paint?.contains(active) ? (controlKey(active) ?? 'heading') : null;
  const anchor = paint ? viewAnchor(paint) : null;
  const language = paint ? pickedLanguage(paint) : null;

  releaseFirstPaint(root);

  const tree = reactTree(root);
  if (!tree) return;
  if (anchor) restoreViewAnchor(tree, anchor);
  // First the focus, then the tap: a dialog the tap opens takes the focus from there, and gives it
  // back to this control when it closes.
  if (focusKey) (findControl(tree, focusKey) ?? findControl(tree, 'heading') ?? tree.querySelector<HTMLElement>('button'))?.focus({ preventScroll: true });
  // A press still held is newer than any tap: the guest has moved on from that tap (to another
  // control, or scrolled to find it), so the tap is made only if the press comes to nothing.
  if (press && actions) finishPress(tree, press, () => tap && replay(tree, tap, actions));
  else if (tap && actions) replay(tree, tap, actions);
  if (language && actions) actions.chooseLanguage(language);
}

/**
 * A mouse (or pen) press begun on a control of the paint and released on the same control of React
 * makes no click by itself: its two ends are in different trees, the first one gone. It is made here,
 * at the release, unless the browser clicks after all. A finger's tap needs nothing: the browser
 * finds its click where the finger lifts, on React's control. The next release anywhere ends the
 * wait; a cancelled press (a scroll that began on a control) ends it with `cancelled`.
 */
function finishPress(tree: HTMLElement, key: string, cancelled: () => void): void {
  const win = tree.ownerDocument.defaultView;
  if (!win) return;
  const stop = () => {
    win.removeEventListener('pointerup', released, true);
    win.removeEventListener('pointercancel', cancel, true);
  };
  const cancel = () => {
    stop();
    cancelled();
  };
  const released = (event: PointerEvent) => {
    stop();
    const control = findControl(tree, key);
    if (event.pointerType === 'touch' || !control || !event.composedPath().includes(control)) return;
    let clicked = false;
    const heard = () => (clicked = true);
    control.addEventListener('click', heard, { once: true });
    // The browser's click, if any, comes in the same task as the release.
    win.setTimeout(() => {
      control.removeEventListener('click', heard);
      if (!clicked) control.click();
    }, 0);
  };
  win.addEventListener('pointerup', released, true);
  win.addEventListener('pointercancel', cancel, true);
}

/** The language the guest chose on the paint's picker, or null when they left the one it was drawn in. */
function pickedLanguage(paint: Element): string | null {
  const picker = findControl(paint, 'language');
  if (!(picker instanceof HTMLSelectElement) || !picker.hasAttribute(CHANGED_ATTRIBUTE)) return null;
  return picker.value || null;
}

function replay(tree: HTMLElement, key: string, actions: TakeoverActions): void {
  const item = itemTap(key);
  // Through the menu's own verbs, not the row: a virtualized list may not have drawn the row.
  if (item) {
    if (!actions.tapItem(item.action, item.itemId)) actions.openItemPage(item.itemId);
    return;
  }
  findControl(tree, key)?.click();
}

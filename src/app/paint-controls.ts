/**
 * The controls the loader's first paint of a deep-linked menu (`src/element/static-menu.ts`) shares
 * with the React menu that replaces it, named so that one can be found in the other: the paint is
 * drawn with the React screens' own class names and markers, so the same rule reads both trees.
 *
 * A control's key is what the takeover carries over from the paint to React: the control that had
 * the focus gets it back in the React tree, and a tap made on the paint is made again there
 * (`paint-takeover.ts`). Keys:
 * - `open:{itemId}`, `add:{itemId}`: an item's name ("details") and its Add button;
 * - `tab:{index}`: a category tab (the narrow layout's top strip), `side:{index}`: a button of the wide
 *   layout's side list (sub-categories included, in document order);
 * - `back`, `logo` (the frame's home button), `language` (the frame's language picker);
 * - `heading`: the screen's `<h1>`.
 */
import { logoButtonStyles, pickerStyles } from '../screens/frame/frame-header.styles';
import { sideStyles, tabsStyles } from '../screens/menu/category-nav.styles';
import { actionStyles, nameStyles } from '../screens/menu/menu-row.styles';
import { backStyles } from '../screens/shared/screen.styles';

/** The first element matching `selector` that is, or contains, `element`. */
const near = (element: Element, selector: string): Element | null => element.closest(selector);

/** The index of `element` among `scope`'s matches of `selector`, or -1. */
const indexIn = (scope: Element, selector: string, element: Element): number => Array.from(scope.querySelectorAll(selector)).indexOf(element);

const TAB_BUTTONS = '[data-strip="top"] > button';

/**
 * The key of the control `element` is (or is inside of), in the paint or in the React menu; null
 * for anything that is not one of the shared controls.
 */
export function controlKey(element: Element): string | null {
  const row = near(element, '[data-item-id]');
  if (row) {
    const id = row.getAttribute('data-item-id') ?? '';
    const button = near(element, 'button');
    if (!/^\d+$/.test(id) || !button || !row.contains(button)) return null;
    if (button.classList.contains(nameStyles)) return `open:${id}`;
    if (button.classList.contains(actionStyles)) return `add:${id}`;
    return null;
  }
  const button = near(element, 'button');
  const tabs = near(element, `.${tabsStyles}`);
  if (tabs && button) {
    const index = indexIn(tabs, TAB_BUTTONS, button);
    return index < 0 ? null : `tab:${index}`;
  }
  const side = near(element, `.${sideStyles}`);
  if (side && button) {
    const index = indexIn(side, 'button', button);
    return index < 0 ? null : `side:${index}`;
  }
  if (button?.classList.contains(backStyles)) return 'back';
  if (button?.classList.contains(logoButtonStyles)) return 'logo';
  if (element.localName === 'select' && near(element, `.${pickerStyles}`)) return 'language';
  if (near(element, 'h1')) return 'heading';
  return null;
}

/** The control named `key` (see {@link controlKey}) inside `scope`, or null when it has none. */
export function findControl(scope: ParentNode, key: string): HTMLElement | null {
  const [kind, value = ''] = key.split(':');
  const pick = (selector: string): HTMLElement | null => scope.querySelector<HTMLElement>(selector);
  const nth = (selector: string): HTMLElement | null => {
    const index = Number(value);
    return Number.isSafeInteger(index) ? (scope.querySelectorAll<HTMLElement>(selector)[index] ?? null) : null;
  };
  const itemId = /^\d+$/.test(value) ? value : null;
  switch (kind) {
    case 'open':
      return itemId ? pick(`[data-item-id="${itemId}"] button.${nameStyles}`) : null;
    case 'add':
      return itemId ? pick(`[data-item-id="${itemId}"] button.${actionStyles}`) : null;
    case 'tab':
      return nth(`.${tabsStyles} ${TAB_BUTTONS}`);
    case 'side':
      return nth(`.${sideStyles} button`);
    case 'back':
      return pick(`button.${backStyles}`);
    case 'logo':
      return pick(`button.${logoButtonStyles}`);
    case 'language':
      return pick(`.${pickerStyles} select`);
    case 'heading':
      return pick('h1');
    default:
      return null;
  }
}

/** An item tap's key read back: which item, and whether its name (`open`) or its Add (`add`) was tapped. */
export function itemTap(key: string): { action: 'open' | 'add'; itemId: number } | null {
  const match = /^(open|add):(\d+)$/.exec(key);
  return match ? { action: match[1] as 'open' | 'add', itemId: Number(match[2]) } : null;
}

/**
 * The key of a control whose tap on the paint React makes again once it is in (an item's name or
 * Add, a category, Back, the logo), or null: a tap on the heading or the language picker has nothing
 * to replay.
 */
export function replayableTap(target: EventTarget | null): string | null {
  const key = target instanceof Element ? controlKey(target) : null;
  return key && key !== 'heading' && key !== 'language' ? key : null;
}

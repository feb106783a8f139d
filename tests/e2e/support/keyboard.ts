import { expect, type Locator, type Page } from '@playwright/test';

/** Where the keyboard focus is, read through open shadow roots, and whether a sighted guest can see it. */
export interface FocusState {
  /** Lower-case tag name of the deepest focused element (`body` when focus was lost). */
  tag: string;
  /** Its accessible-ish name: `aria-label`, the text of `aria-labelledby`, its label, or its text. */
  name: string;
  /** Why it cannot be seen, or null when it can (in the viewport, rendered, not in an inert or hidden part). */
  hidden: string | null;
}

/** Reads the focused element (the deepest `shadowRoot.activeElement`) and checks that it can be seen. */
export function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const element = active ?? document.body;
    const root = element.getRootNode() as Document | ShadowRoot;
    const labelledBy = element.getAttribute('aria-labelledby');
    const labelled = labelledBy
      ? labelledBy
          .split(' ')
          .map((id) => root.getElementById(id)?.textContent ?? '')
          .join(' ')
      : null;
    const label = (element as HTMLInputElement).labels?.[0]?.textContent ?? null;
    const name = (element.getAttribute('aria-label') ?? labelled ?? label ?? element.getAttribute('title') ?? element.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80);

    const why = (): string | null => {
      if (element === document.body || element === document.documentElement) return 'focus is on <body>';
      // Up through shadow hosts: an inert or aria-hidden ancestor hides it from everyone.
      for (let node: Element | null = element; node; ) {
        if (node.hasAttribute('inert')) return `inside inert <${node.localName}>`;
        if (node.getAttribute('aria-hidden') === 'true') return `inside aria-hidden <${node.localName}>`;
        const parent: Element | null = node.parentElement;
        node = parent ?? (node.getRootNode() as ShadowRoot).host ?? null;
      }
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return 'not rendered (display, visibility or opacity)';
      const box = element.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) return `zero-size box ${box.width}x${box.height}`;
      if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) {
        return `outside the viewport at ${Math.round(box.left)},${Math.round(box.top)}`;
      }
      return null;
    };
    return { tag: element.localName, name, hidden: why() };
  });
}

/**
 * Fails unless the focus settles on something the guest can see (see {@link focusState}): a key that
 * changes screens leaves the focus nowhere for the moment the next screen takes to arrive, after which
 * the new screen's heading must hold it.
 */
export async function expectFocusVisible(page: Page, step = ''): Promise<FocusState> {
  let state = await focusState(page);
  await expect
    .poll(
      async () => {
        state = await focusState(page);
        return state.hidden;
      },
      { message: `focus after ${step || 'the last key'}` },
    )
    .toBeNull()
    .catch(() => {
      throw new Error(`focus after ${step || 'the last key'} is on <${state.tag}> "${state.name}": ${state.hidden}`);
    });
  return state;
}

/**
 * Whether `target` holds the focus itself (inside a frame too: its document must have the focus); false
 * while it is not rendered (a virtualized row).
 */
async function isFocused(target: Locator): Promise<boolean> {
  const count = await target.count();
  if (count === 0) return false;
  if (count > 1) throw new Error(`${target} matches ${count} elements; name the one to reach`);
  return target.evaluate((el) => el.ownerDocument.hasFocus() && (el.getRootNode() as Document | ShadowRoot).activeElement === el);
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, checking after every press that
 * the focus is on something visible: the keyboard-only guest's way to a control. Fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; max?: number } = {}): Promise<void> {
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  const max = options.max ?? 40;
  const path: string[] = [];
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
    const state = await expectFocusVisible(page, `${key} towards ${target}`);
    path.push(`<${state.tag}> ${state.name}`);
  }
  if (await isFocused(target)) return;
  throw new Error(`${key} ${max} times never reached ${target}; the focus went through:\n${path.join('\n')}`);
}

/** Presses a key and checks that the focus is then on something visible. */
export async function pressKey(page: Page, key: string): Promise<FocusState> {
  await page.keyboard.press(key);
  return expectFocusVisible(page, key);
}

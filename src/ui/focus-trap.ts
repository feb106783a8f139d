/**
 * Keeps Tab inside a modal dialog. A native modal `<dialog>` makes the rest of the page inert, but
 * Tab past its last control still leaves the page (to the browser's own toolbar, or nowhere in an
 * embedded view); here it wraps to the first control, and Shift+Tab before the first to the last.
 */

const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Whether `element` is rendered (an element with no layout box, or hidden by CSS, takes no focus). */
function isRendered(element: HTMLElement): boolean {
  if (element.closest('[hidden]')) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({ checkVisibilityCSS: true }) : true;
}

/**
 * The controls inside `container` that Tab stops at, in document order: enabled, rendered, not inert,
 * `tabindex` not negative, and of each named radio group only the one Tab lands on (the checked one,
 * else the first).
 */
export function tabbableElements(container: ParentNode): HTMLElement[] {
  const found: HTMLElement[] = [];
  const radioGroups = new Map<string, HTMLInputElement[]>();
  for (const element of Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES))) {
    if (element.tabIndex < 0 || (element as HTMLButtonElement).disabled || element.closest('[inert]') || !isRendered(element)) continue;
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
      const key = element.name;
      const group = radioGroups.get(key);
      if (group) {
        group.push(element);
        continue;
      }
      radioGroups.set(key, [element]);
    }
    found.push(element);
  }
  // A radio group's stop is its checked radio when there is one.
  return found.map((element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return element;
    return radioGroups.get(element.name)?.find((radio) => radio.checked) ?? element;
  });
}

/**
 * Handles a Tab `keydown` inside `container` (a modal dialog): from its last stop Tab moves to the
 * first, from its first Shift+Tab to the last. `active` is the deepest focused element. Returns true
 * when it moved the focus (the event's default is then prevented).
 */
export function wrapTab(event: KeyboardEvent, container: HTMLElement, active: Element | null): boolean {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return false;
  const stops = tabbableElements(container);
  if (stops.length === 0) return false;
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  const target = event.shiftKey ? (active === first || active === container ? last : null) : active === last ? first : null;
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}

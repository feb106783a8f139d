/**
 * The loader's part of the first paint (src/element/static-menu.ts, a chunk of its own): on a deep link
 * it attaches the element's shadow root before the element is defined, so the paint can go in and
 * the element reuses the root (`GuestOrderingElement.attachShadow`).
 */
import { adoptShadowCss } from '../theme/shadow-stylesheet';

/** Shadow roots the loader attached. */
const attachedRoots = new WeakSet<ShadowRoot>();

/** Attaches the element's open shadow root ahead of its upgrade; null when it already has one. */
export function attachEarlyRoot(element: Element): ShadowRoot | null {
  if (element.shadowRoot || customElements.get(element.localName)) return null;
  try {
    const root = element.attachShadow({ mode: 'open' });
    attachedRoots.add(root);
    adoptShadowCss(root);
    return root;
  } catch {
    return null;
  }
}

/** Whether the loader attached `root` (so nothing but the loader's paint may be in it yet). */
export function isEarlyRoot(root: ShadowRoot): boolean {
  return attachedRoots.has(root);
}

/** The element that really has focus, looking through open shadow roots (ours included). */
export function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * Whether moving focus inside `root` (a shadow root, or a node in one) takes it from nobody: focus is
 * on the document's body (the control that had it went away, e.g. with the screen it was on) or
 * already inside our element. Focus the host page gave to its own content is never taken.
 */
export function focusIsOurs(root: Node): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === document.documentElement) return true;
  const shadow = root.getRootNode();
  // Outside a shadow root (unit tests) there is no element to be inside of: only a lost focus counts.
  return shadow instanceof ShadowRoot ? active === shadow.host || shadow.host.contains(active) : false;
}

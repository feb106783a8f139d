import type { Page } from '@playwright/test';

/** What has the focus, looking through open shadow roots: the deepest `shadowRoot.activeElement`. */
export interface FocusedElement {
  /** Lower-case tag name (`body` when focus was lost). */
  tag: string;
  /** Its text, or its `aria-label`, trimmed. */
  name: string;
  /** True when it sits inside the `<guest-ordering>` element's shadow root. */
  inWidget: boolean;
  /** The accessible name of the dialog around it, if any (`aria-labelledby` text). */
  dialog: string | null;
}

/** The element with the focus right now (see {@link FocusedElement}). */
export function focusedElement(page: Page): Promise<FocusedElement> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    let inWidget = false;
    while (active?.shadowRoot?.activeElement) {
      if (active.localName === 'guest-ordering') inWidget = true;
      active = active.shadowRoot.activeElement;
    }
    const element = active ?? document.body;
    const dialog = element.closest('dialog');
    const labelledBy = dialog?.getAttribute('aria-labelledby');
    const dialogName = labelledBy ? ((dialog!.getRootNode() as Document | ShadowRoot).getElementById(labelledBy)?.textContent?.trim() ?? null) : null;
    return {
      tag: element.localName,
      name: element === document.body ? '' : (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      inWidget,
      dialog: dialogName,
    };
  });
}

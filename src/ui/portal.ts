import { createContext, useContext } from 'react';

/**
 * The element's single portal container: modals and popups render here (inside the shadow root and
 * inside the `dir`/`lang` wrapper), never into `document.body` where our styles cannot reach.
 */
export const PortalContext = createContext<HTMLElement | null>(null);

/** The portal container for `createPortal(node, usePortalContainer())`; null before the root mounted. */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContext);
}

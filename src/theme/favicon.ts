const MARK = 'data-guest-ordering-favicon';

interface FaviconState {
  /** The page's own icon links and the `href` each had before the widget set one. */
  originals: Map<HTMLLinkElement, string | null>;
  /** The icon link the widget added when the page had none. */
  added: HTMLLinkElement | null;
}

const states = new WeakMap<Document, FaviconState>();

/**
 * Sets the favicon of a page the widget owns (`owns-page`) to `url`, an address that already passed
 * the URL allow-list; null puts the page's own icons back. Every icon link of the page shows the
 * widget's icon (the browser may use any of them); a page without one gets one, marked
 * `data-guest-ordering-favicon`. Never call it for a page the widget does not own.
 */
export function applyFavicon(doc: Document, url: string | null): void {
  let state = states.get(doc);
  if (url === null) {
    if (!state) return;
    for (const [link, href] of state.originals) {
      if (href === null) link.removeAttribute('href');
      else link.setAttribute('href', href);
    }
    state.added?.remove();
    states.delete(doc);
    return;
  }
  if (!state) {
    const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel~="icon" i]')];
    state = { originals: new Map(links.map((link) => [link, link.getAttribute('href')])), added: null };
    if (links.length === 0) {
      const link = doc.createElement('link');
      link.rel = 'icon';
      link.setAttribute(MARK, '');
      (doc.head ?? doc.documentElement).append(link);
      state.added = link;
    }
    states.set(doc, state);
  }
  for (const link of state.originals.keys()) link.setAttribute('href', url);
  state.added?.setAttribute('href', url);
}

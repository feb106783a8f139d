import type { ReadableAtom } from 'nanostores';
import { stateForPath, withStateParam, type StateParam } from '../domain/startup-params';

/** The delay before the address follows a change: a burst of route and selection changes writes once. */
export const STATE_WRITE_DEBOUNCE_MS = 200;

/** What the address follows: the current route and the page state the stores describe. */
export interface AddressStateSource {
  readonly $route: ReadableAtom<{ readonly path: string }>;
  /** Writes the route's own address change that still waits for a paint, so the state joins the right entry. */
  flushRoute?(): void;
  /** The state to write, or null while the start-up is still restoring the address's own values. */
  pageState(): StateParam | null;
  onPageStateChange(listener: () => void): () => void;
}

/**
 * Writes the page state back into the address as the base64 JSON `state` parameter after every route
 * or page-state change, with the omissions of `stateForPath`, so a reload or a shared link opens the
 * same place: the same restaurant, experience, hotel, table or room. Changes come in bursts (a route,
 * its location, experience and time chosen together), so the write is debounced and happens once per
 * burst; a page being left (`pagehide`) writes a pending one at once, so the history entry it leaves
 * behind is current. Returns the stop function.
 */
export function keepStateInAddress(win: Window, source: AddressStateSource): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const cancelPending = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const write = (): void => {
    cancelPending();
    if (stopped) return;
    const state = source.pageState();
    if (!state) return;
    try {
      source.flushRoute?.();
      const next = withStateParam(win.location.href, stateForPath(state, source.$route.get().path));
      if (next) win.history.replaceState(win.history.state, '', next);
    } catch (error) {
      // A sandboxed or opaque-origin page may refuse replaceState: the widget works without it.
      console.warn('<guest-ordering>: could not write the page state into the address', error);
    }
  };
  const writeSoon = (): void => {
    cancelPending();
    timer = setTimeout(write, STATE_WRITE_DEBOUNCE_MS);
  };
  const writePending = (): void => {
    if (timer !== null) write();
  };
  const stopRoute = source.$route.listen(writeSoon);
  const stopState = source.onPageStateChange(writeSoon);
  win.addEventListener('pagehide', writePending);
  return () => {
    stopped = true;
    cancelPending();
    stopRoute();
    stopState();
    win.removeEventListener('pagehide', writePending);
  };
}

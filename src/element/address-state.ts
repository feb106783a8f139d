import type { ReadableAtom } from 'nanostores';
import { stateForPath, withStateParam, type StateParam } from '../domain/startup-params';

/** The delay before the address follows a page-state change: a burst of selection changes writes once. */
export const STATE_WRITE_DEBOUNCE_MS = 200;

/** What the address follows: the current route and the page state the stores describe. */
export interface AddressStateSource {
  readonly $route: ReadableAtom<{ readonly path: string }>;
  /** The state to write, or null while the start-up is still restoring the address's own values. */
  pageState(): StateParam | null;
  onPageStateChange(listener: () => void): () => void;
}

/**
 * Writes the page state back into the address as the base64 JSON `state` parameter, with the
 * omissions of `stateForPath`, so a reload or a shared link opens the same place: the same restaurant,
 * experience, hotel, table or room.
 *
 * A route change is written at once (after the current task's other updates): a guest who taps the
 * logo and reloads straight away must land home, not back in the restaurant they left. Page-state
 * changes come in bursts (a location, its experience and its time chosen together) and are debounced;
 * a route change also flushes a pending one. Returns the stop function.
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
  const stopRoute = source.$route.listen(() => queueMicrotask(write));
  const stopState = source.onPageStateChange(writeSoon);
  return () => {
    stopped = true;
    cancelPending();
    stopRoute();
    stopState();
  };
}

import { atom } from 'nanostores';
import type { Route, Router } from '../domain/route';
import { afterPaintShown } from '../ui/after-next-paint';
import { formatLocation, hashNamespace, normalizeBasePath, parseLocation, routeInHash } from '../domain/route-path';

/** How {@link createRouter} keeps the route. */
export interface RouterOptions {
  /**
   * `hash` (default) keeps the route in a namespaced fragment (`#go:/menu/order`) so links can be shared
   * and the host's own `#anchors` keep working; `memory` keeps it in memory only (native webviews,
   * hosts that own the URL).
   */
  mode: 'hash' | 'memory';
  /** Optional prefix of every route; `''` for none. */
  basePath?: string;
  /** The fragment namespace, see {@link hashNamespace}. Defaults to `go`. */
  namespace?: string;
  /** The start route when the URL holds none (memory mode always starts here). Defaults to `/`. */
  initialPath?: string;
  /** Injected for tests; defaults to the global window. */
  window?: Window;
  /**
   * When the address bar catches up with a navigation (hash mode): defaults to {@link afterPaintShown}.
   * Given the write, returns its cancel. Injected for tests.
   */
  scheduleAddressWrite?: (write: () => void) => () => void;
}

/** The router of one element: the {@link Router} contract plus teardown. */
export interface ElementRouter extends Router {
  readonly mode: 'hash' | 'memory';
  /**
   * Writes the address changes still waiting for their frame (hash mode) now; a no-op when none
   * wait. Whatever reads or rewrites the page's address calls it first.
   */
  flushAddress(): void;
  /** Writes what is still pending, then removes the window listeners (hash mode). */
  dispose(): void;
}

export { hashNamespace };

/** One history write waiting for its frame: the fragment to show, and whether it adds an entry. */
interface PendingWrite {
  fragment: string;
  push: boolean;
}

/**
 * Creates the widget router (routes, `/order` and `/index(.html)` redirects, base path).
 *
 * In hash mode a fragment without our `namespace:` prefix (for example the host's `#contact`) is
 * ignored: the widget keeps its current route and never rewrites a foreign anchor on its own.
 *
 * The route changes at once; the address follows once the frame showing it is on screen
 * ({@link afterPaintShown}). `history.pushState` costs a throttled phone 3-20 ms, which a tap (open an
 * item, add it) would otherwise spend before its frame, and the browser's own work for it then delays
 * the frame's way to the screen.
 * The writes keep their order (a replace right after a push rewrites that push's entry), so back,
 * forward and a reload see the same history as before: `back()`, leaving the page (`pagehide`),
 * {@link ElementRouter.flushAddress} and `dispose()` write what is pending first, and a browser back or
 * forward that comes before the paint drops it (the guest left that route).
 */
export function createRouter(options: RouterOptions): ElementRouter {
  const win = options.window ?? window;
  const basePath = normalizeBasePath(options.basePath);
  const prefix = `#${options.namespace ?? 'go'}:`;
  const initial = parseLocation(options.initialPath ?? '/', basePath);

  const readHash = (): Route | null => {
    return routeInHash(win.location.hash, options.namespace ?? 'go', basePath);
  };

  const $route = atom<Route>(options.mode === 'hash' ? (readHash() ?? initial) : initial);
  const memoryStack: Route[] = [$route.get()];
  let hashDepth = 0;
  const schedule = options.scheduleAddressWrite ?? afterPaintShown;
  let pending: PendingWrite[] = [];
  let cancelScheduled: (() => void) | null = null;

  const flushAddress = (): void => {
    cancelScheduled?.();
    cancelScheduled = null;
    const writes = pending;
    pending = [];
    for (const write of writes) {
      // The page's own path and query as they are now (the page state may have been written meanwhile).
      const url = `${win.location.pathname}${win.location.search}${write.fragment}`;
      if (write.push) win.history.pushState(win.history.state, '', url);
      else win.history.replaceState(win.history.state, '', url);
    }
  };
  const queueWrite = (fragment: string, push: boolean): void => {
    const last = pending[pending.length - 1];
    if (!push && last) last.fragment = fragment;
    else pending.push({ fragment, push });
    cancelScheduled ??= schedule(flushAddress);
  };
  /** The browser moved through its history before the pending writes were made: they are dropped. */
  const dropPending = (): void => {
    cancelScheduled?.();
    cancelScheduled = null;
    hashDepth = Math.max(0, hashDepth - pending.filter((write) => write.push).length);
    pending = [];
  };

  const onHashChange = (): void => {
    dropPending();
    const route = readHash();
    if (route && !sameRoute(route, $route.get())) $route.set(route);
  };
  if (options.mode === 'hash') {
    win.addEventListener('hashchange', onHashChange);
    win.addEventListener('popstate', onHashChange);
    win.addEventListener('pagehide', flushAddress);
  }

  const navigate: Router['navigate'] = (path, navOptions = {}) => {
    const next = parseLocation(path, basePath);
    const route: Route = { path: next.path, query: navOptions.query ?? next.query };
    if (sameRoute(route, $route.get())) return;
    if (options.mode === 'memory') {
      if (navOptions.replace) memoryStack[memoryStack.length - 1] = route;
      else memoryStack.push(route);
    } else {
      queueWrite(`${prefix}${formatLocation(route.path, route.query, basePath)}`, !navOptions.replace);
      if (!navOptions.replace) hashDepth += 1;
    }
    $route.set(route);
  };

  const back = (): void => {
    if (options.mode === 'memory') {
      if (memoryStack.length > 1) {
        memoryStack.pop();
        $route.set(memoryStack[memoryStack.length - 1] as Route);
      } else if ($route.get().path !== '/') navigate('/', { replace: true });
      return;
    }
    if (hashDepth > 0) {
      flushAddress();
      hashDepth -= 1;
      win.history.back();
    } else if ($route.get().path !== '/') navigate('/', { replace: true });
  };

  return {
    mode: options.mode,
    $route,
    navigate,
    back,
    flushAddress,
    dispose() {
      flushAddress();
      win.removeEventListener('hashchange', onHashChange);
      win.removeEventListener('popstate', onHashChange);
      win.removeEventListener('pagehide', flushAddress);
    },
  };
}

function sameRoute(a: Route, b: Route): boolean {
  return a.path === b.path && new URLSearchParams(a.query).toString() === new URLSearchParams(b.query).toString();
}

import { atom } from 'nanostores';
import type { Route, Router } from '../domain/route';
import { formatLocation, hashNamespace, normalizeBasePath, parseLocation, routeInHash } from './route-path';

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
}

/** The router of one element: the {@link Router} contract plus teardown. */
export interface ElementRouter extends Router {
  readonly mode: 'hash' | 'memory';
  /** Removes the window listeners (hash mode). */
  dispose(): void;
}

export { hashNamespace };

/**
 * Creates the widget router (routes, `/order` and `/index(.html)` redirects, base path).
 *
 * In hash mode a fragment without our `namespace:` prefix (for example the host's `#contact`) is
 * ignored: the widget keeps its current route and never rewrites a foreign anchor on its own.
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

  const onHashChange = (): void => {
    const route = readHash();
    if (route && !sameRoute(route, $route.get())) $route.set(route);
  };
  if (options.mode === 'hash') {
    win.addEventListener('hashchange', onHashChange);
    win.addEventListener('popstate', onHashChange);
  }

  const navigate: Router['navigate'] = (path, navOptions = {}) => {
    const next = parseLocation(path, basePath);
    const route: Route = { path: next.path, query: navOptions.query ?? next.query };
    if (sameRoute(route, $route.get())) return;
    if (options.mode === 'memory') {
      if (navOptions.replace) memoryStack[memoryStack.length - 1] = route;
      else memoryStack.push(route);
    } else {
      const url = `${win.location.pathname}${win.location.search}${prefix}${formatLocation(route.path, route.query, basePath)}`;
      if (navOptions.replace) win.history.replaceState(win.history.state, '', url);
      else {
        win.history.pushState(win.history.state, '', url);
        hashDepth += 1;
      }
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
      hashDepth -= 1;
      win.history.back();
    } else if ($route.get().path !== '/') navigate('/', { replace: true });
  };

  return {
    mode: options.mode,
    $route,
    navigate,
    back,
    dispose() {
      win.removeEventListener('hashchange', onHashChange);
      win.removeEventListener('popstate', onHashChange);
    },
  };
}

function sameRoute(a: Route, b: Route): boolean {
  return a.path === b.path && new URLSearchParams(a.query).toString() === new URLSearchParams(b.query).toString();
}

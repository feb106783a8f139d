/** The widget's own route and router, as the stores and screens see them (built in `src/app/router.ts`). */
import type { ReadableAtom } from 'nanostores';

/** Where the widget is, as a path relative to the base path (`/menu/12`) plus its query. */
export interface Route {
  path: string;
  query: Record<string, string>;
}

/** The widget's own router over its screens' paths; hash routing is namespaced so the host's `#anchors` keep working. */
export interface Router {
  readonly $route: ReadableAtom<Route>;
  navigate(path: string, options?: { replace?: boolean; query?: Record<string, string> }): void;
  back(): void;
}

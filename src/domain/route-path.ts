/**
 * Pure path rules of the widget's routes, shared by every router mode.
 */

/** Path aliases: `/index` and `/index.html` are home, `/order` redirects to `/menu/order`. */
const REDIRECTS: Record<string, string> = {
  '/index': '/',
  '/index.html': '/',
  '/order': '/menu/order',
};

/**
 * Normalizes a widget path: leading slash, no trailing slash, no empty segments, redirects applied.
 * @example normalizePath('order/') // '/menu/order'
 */
export function normalizePath(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const clean = `/${segments.join('/')}`;
  return REDIRECTS[clean] ?? clean;
}

/**
 * Normalizes a base path ("an optional base path equal to the business name may prefix all
 * routes") to `''` or `/name` without a trailing slash.
 */
export function normalizeBasePath(basePath: string | null | undefined): string {
  const segments = (basePath ?? '').split('/').filter(Boolean);
  return segments.length ? `/${segments.join('/')}` : '';
}

/** Removes `basePath` from the start of `path` when present (segment-wise, so `/bizz` is not `/biz`). */
export function stripBasePath(path: string, basePath: string): string {
  if (!basePath) return path;
  if (path === basePath) return '/';
  return path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : path;
}

/** Splits `"/menu?x=1"` into a normalized path (base path removed) and a query record. */
export function parseLocation(value: string, basePath = ''): { path: string; query: Record<string, string> } {
  const index = value.indexOf('?');
  const rawPath = index === -1 ? value : value.slice(0, index);
  const search = index === -1 ? '' : value.slice(index + 1);
  const query: Record<string, string> = {};
  for (const [key, val] of new URLSearchParams(search)) query[key] = val;
  return { path: normalizePath(stripBasePath(normalizePath(rawPath), basePath)), query };
}

/** The inverse of {@link parseLocation}: base path + path + `?query`. */
export function formatLocation(path: string, query: Record<string, string>, basePath = ''): string {
  const search = new URLSearchParams(query).toString();
  const full = basePath + (path === '/' && basePath ? '' : path);
  return (full || '/') + (search ? `?${search}` : '');
}

/**
 * The fragment namespace of an element: `go`, or `go-<id>` when the element has an `id`, so two
 * widgets on one page (or a widget and the host's anchors) never read each other's fragment.
 */
export function hashNamespace(elementId?: string | null): string {
  return elementId ? `go-${encodeURIComponent(elementId)}` : 'go';
}

/**
 * The route a hash-routed address holds for one element (`#go:/menu/12` for namespace `go`), or null
 * when the fragment is not that element's (the host's own `#contact`, another widget's `#go-left:…`).
 */
export function routeInHash(hash: string, namespace: string, basePath = ''): { path: string; query: Record<string, string> } | null {
  const prefix = `#${namespace}:`;
  return hash.startsWith(prefix) ? parseLocation(safeDecode(hash.slice(prefix.length)), basePath) : null;
}

function safeDecode(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

/**
 * How a platform call's URL is built: the base URL, joining a path onto it, the query string, and
 * the start-up calls' paths and queries. The HTTP client and the start-up preload (`./preload.ts`)
 * both build their URLs here, so a preloaded answer is found under exactly the URL the client asks
 * for. Small and dependency-free on purpose: the script-tag loader carries it.
 */

/** A query value; null and undefined are left out. */
export type QueryValue = string | number | boolean | null | undefined;

/** A GET the client or the preload sends: a path (or absolute URL) and its query. */
export interface GetRequest {
  path: string;
  query?: Record<string, QueryValue>;
}

/**
 * Resolves `apiBase` to an absolute URL ending in `/`. A relative base such as `/` or `api/` resolves
 * against the page (`location.href`); without a page it is kept relative.
 */
export function resolveBaseUrl(apiBase: string, pageUrl: string | undefined = globalThis.location?.href): string {
  const base = apiBase.trim() || '/';
  let absolute: string;
  try {
    absolute = new URL(base, pageUrl && /^https?:/.test(pageUrl) ? pageUrl : undefined).href;
  } catch {
    absolute = base;
  }
  return absolute.endsWith('/') ? absolute : `${absolute}/`;
}

/** Joins `path` onto `baseUrl` (which ends in `/`); absolute URLs pass through. */
export function joinUrl(baseUrl: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('//')) return path;
  return baseUrl + path.replace(/^\/+/, '');
}

/** Appends the query (null and undefined values left out) to `url`. */
export function withQuery(url: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  return url + (url.includes('?') ? '&' : '?') + search;
}

/** The origin of an absolute URL, or null for one that is not (a relative base outside a browser). */
export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** GET the business configuration (public keys only) of a publishable key. */
export const configurationRequest = (publishableKey: string): GetRequest => ({
  path: '/users/api/v2/business/configurations',
  query: { public_only: 1, keys: 'pickupv2', publishableKey },
});

/** GET the UI configuration (theme, logo, links) of a business. */
export const uiConfigurationRequest = (businessId: number): GetRequest => ({
  path: '/restaurants/api/v3/ui-configurations',
  query: { business_id: businessId },
});

/** GET one UI configuration by its id: a hotel's or a location's own (`ui_configuration_id`). */
export const uiConfigurationByIdRequest = (id: number): GetRequest => ({
  path: '/restaurants/api/v3/ui-configurations',
  query: { id },
});

/** GET the active locations, with their experiences, of a business (optionally one location group). */
export const locationsRequest = (businessId: number, options?: { locationGroupId?: number | null; availableFrom?: Date | null }): GetRequest => ({
  path: '/restaurants/api/v3/locations',
  query: {
    business_id: businessId,
    'experience[status]': 'ACTIVE',
    contain_experience: 1,
    location_group_id: options?.locationGroupId ?? null,
    'experience[slots][available_from]': options?.availableFrom ? options.availableFrom.toISOString() : null,
  },
});

/** GET one experience with its settings (menu files, payments, checkout fields). */
export const experienceRequest = (experienceId: number): GetRequest => ({
  path: `/restaurants/api/v3/experiences/${encodeURIComponent(experienceId)}`,
});

/** GET the serial ids of a location's items that are out of stock. */
export const outOfStockRequest = (locationId: number): GetRequest => ({
  path: '/menus/api/v1/getOutOfStockItems',
  query: { bid: locationId },
});

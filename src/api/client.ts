import { createFetch, FetchError } from 'ofetch';
import type { Struct } from 'superstruct';
import { ApiError, mapItemsNotInStock } from './errors';
import { allowPlatformUrl, allowRealtimeUrl } from '../domain/platform-url';
import type { PlatformApiOptions } from './platform';
import { ErrorBodySchema } from './schemas-home';
import { check } from './validation';
import { takePreloaded } from './preload';
import { joinUrl, originOf, type QueryValue, resolveBaseUrl, withQuery } from './request-url';
import type { WireErrorBody } from './wire';

export { joinUrl, resolveBaseUrl, type QueryValue };

/** The access token expired; refresh once and retry once. */
export const CODE_TOKEN_EXPIRED = 121;
/** Run the host-set fallback, then reject. */
export const CODE_FALLBACK = 1015;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One platform call. */
export interface HttpRequest<T> {
  method?: HttpMethod;
  /** A path relative to `apiBase` (`/restaurants/api/v3/locations`) or an absolute URL (a menu file). */
  path: string;
  /** Query values; null and undefined are left out. */
  query?: Record<string, QueryValue>;
  /** JSON body for POST and PUT. */
  body?: unknown;
  /** What a successful answer must look like (src/api/schemas.ts); anything else is `invalid-response`. */
  schema: Struct<T, unknown>;
  /**
   * Cancel-by-key: a newer request with the same key aborts this one, which then rejects
   * with an `ApiError` of kind `cancelled` that callers ignore (`isCancellation()`).
   */
  key?: string;
  /**
   * Sent without the bearer token and never refreshed on code 121: the login calls themselves
   * (a refresh that needed a refresh would loop).
   */
  anonymous?: boolean;
  /**
   * The session this call acts for: the bearer token as it was when the call was decided, sent
   * instead of the token of the moment it goes out. A call that writes to a user's account carries
   * it, since loading the call's code takes a task at least, in which the host may sign someone else
   * in: the write must never land on that other account. On code 121 it is refreshed and retried
   * only while that session is still the current one; otherwise it fails as expired.
   */
  accessToken?: string | null;
}

/**
 * Checks one URL from the platform against the allow-list: the absolute URL to use, or null (blank, or
 * refused and reported). `what` names the field in the report (`wallet frame_url`). `kind` is
 * `realtime` for the realtime database address, which may also use `wss:` (and `ws:` on localhost).
 */
export type UrlGuard = (raw: string | null | undefined, what: string, kind?: 'page' | 'realtime') => string | null;

/** Reports a refused platform URL on the console: an integrator's configuration problem, not the guest's. */
function warnRefusedUrl(problem: string): void {
  console.warn(`<guest-ordering>: ${problem} Fix the URL in the platform's configuration.`);
}

/** The allow-list guard for an API base (absolute, ending in `/`); `report` defaults to a console warning. */
export function createUrlGuard(baseUrl: string, report: (problem: string) => void = warnRefusedUrl): UrlGuard {
  return (raw, what, kind = 'page') =>
    kind === 'realtime' ? allowRealtimeUrl(raw, report, `The platform's ${what}`) : allowPlatformUrl(raw, baseUrl, report, `The platform's ${what}`);
}

/** The client every platform module uses: one per element, so two elements never share tokens or keys. */
export interface HttpClient {
  /** The absolute base URL requests resolve against. */
  readonly baseUrl: string;
  /** Sends a request; resolves with validated data or rejects with an `ApiError`. */
  request<T>(request: HttpRequest<T>): Promise<T>;
  /** Resolves a platform-relative path or URL (menu files, images) against the base URL. */
  resolveUrl(path: string): string;
  /**
   * Passes a URL the platform sent (a frame, an image, a link, a file to fetch) through the one
   * allow-list (src/domain/platform-url.ts), resolved against the base URL; a refused one gives null
   * and a console warning naming `what`.
   */
  allowUrl: UrlGuard;
  /** Aborts the request running under `key`, if any. */
  cancel(key: string): void;
  /**
   * Starts a GET now that a later `request()` for the same URL will take over instead of fetching again
   * (what a deep link already tells, fetched before the store asks). The answer is validated when it
   * is taken, not here; an answer nobody takes within {@link WARM_MAX_AGE_MS} is dropped, and a failed
   * one makes the later request fetch afresh.
   */
  warm(request: Pick<HttpRequest<unknown>, 'path' | 'query'>): void;
  /** Aborts every keyed request (the element left the page). */
  cancelAll(): void;
}

/**
 * Every platform call sends only the page's origin as `Referer` (never its path or query, which may
 * hold a guest's room, table or, on a host page that puts them there, tokens), and nothing when the
 * page is https and the call is not.
 */
export const REFERRER_POLICY: ReferrerPolicy = 'strict-origin';

/**
 * How long one platform call may go without an answer. Past it the call is abandoned and fails as
 * `network` (no answer), so every screen waiting on it ends in a message with a retry rather than an
 * endless spinner; an order whose answer never came is then looked up, not placed again.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Marks the race that gave up on an answer (see {@link REQUEST_TIMEOUT_MS}). */
const TIMED_OUT = Symbol('timed out');

/** How long a warmed answer waits to be taken (see `HttpClient.warm`). */
export const WARM_MAX_AGE_MS = 30_000;

/**
 * Creates the element's platform client over ofetch: base URL, bearer token,
 * product header, cancel-by-key, one token refresh and retry on code 121, the fallback on 1015,
 * and superstruct validation of every answer. ofetch's own retries are off (`retry: 0`): the only
 * retry is the spec's.
 */
export function createHttpClient(options: PlatformApiOptions): HttpClient {
  const baseUrl = resolveBaseUrl(options.apiBase);
  const $fetch = createFetch({
    // Late-bound so tests (and polyfills) that replace globalThis.fetch after start still apply.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    Headers: globalThis.Headers,
    AbortController: globalThis.AbortController,
  });
  const running = new Map<string, AbortController>();
  /** Warmed GETs by URL: the raw answer (not yet validated) and when it was started. */
  const warmed = new Map<string, { data: Promise<unknown>; at: number }>();

  /**
   * Takes a warmed answer for `url` (once), or null; stale entries are dropped on the way. The
   * script-tag loader's start-up preload counts as warmed too: it is the same GET, started earlier.
   */
  function takeWarmed(url: string): Promise<unknown> | null {
    const entry = warmed.get(url);
    warmed.delete(url);
    if (entry && Date.now() - entry.at <= WARM_MAX_AGE_MS) return entry.data;
    return takePreloaded(url, WARM_MAX_AGE_MS);
  }

  const resolveUrl = (path: string) => joinUrl(baseUrl, path);
  // The guest's token goes to the platform only: menu files, images or a geocoding service on other
  // hosts (absolute URLs from the configuration) never see it.
  const platformOrigin = originOf(baseUrl);
  const ownsUrl = (url: string) => platformOrigin === null || originOf(url) === platformOrigin;
  /** The headers of every call: JSON, the product id, and the bearer token for the platform's own URLs. */
  function headersFor(url: string, token: string | null): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-product-id': options.productId };
    if (token && ownsUrl(url)) headers.authorization = `Bearer ${token}`;
    return headers;
  }

  async function send<T>(request: HttpRequest<T>, url: string, controller: AbortController, token: string | null, retried: boolean): Promise<T> {
    const method = request.method ?? 'GET';
    const headers = headersFor(url, token);
    const label = `${method} ${request.path.split('?')[0]}`;
    let data: unknown;
    const fetchNow = () =>
      $fetch(url, {
        method,
        headers,
        body: request.body === undefined ? undefined : (request.body as Record<string, unknown>),
        signal: controller.signal,
        retry: 0,
        referrerPolicy: REFERRER_POLICY,
      });
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const early = method === 'GET' && !retried ? takeWarmed(url) : null;
      // A warmed answer that failed is fetched again: the warm-up must never cost the guest a retry.
      const answer = early ? early.catch(fetchNow) : fetchNow();
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(TIMED_OUT), REQUEST_TIMEOUT_MS);
      });
      data = await Promise.race([answer, deadline]);
    } catch (error) {
      if (error === TIMED_OUT) {
        // Stop the request (a late answer is not wanted), but report no answer, not a cancellation.
        controller.abort();
        throw new ApiError({
          kind: 'network',
          message: `${label} got no answer from the platform within ${REQUEST_TIMEOUT_MS / 1000} s. Check the connection and that api-base (${url.split('?')[0]}) is reachable.`,
          details: { url },
        });
      }
      if (controller.signal.aborted) throw cancelled(label);
      const failure = toApiError(error, label, url);
      // A call for a session that is no longer the current one is not refreshed: the refresh would be the new session's.
      const sessionGone = request.accessToken !== undefined && options.getAccessToken() !== token;
      if (failure.kind === 'http' && failure.code === CODE_TOKEN_EXPIRED && !retried && !sessionGone) {
        const fresh = await options.refreshAccessToken().catch(() => null);
        if (controller.signal.aborted) throw cancelled(label);
        if (fresh) return send(request, url, controller, fresh, true);
      }
      if (failure.kind === 'http' && failure.code === CODE_FALLBACK) {
        try {
          options.onFallback?.({ message: failure.message, path: request.path });
        } catch {
          // The host's fallback must never turn one failed call into another.
        }
      }
      throw failure;
    } finally {
      clearTimeout(timer);
    }
    if (controller.signal.aborted) throw cancelled(label);
    const checked = check(data, request.schema);
    if (!checked.ok) {
      throw new ApiError({
        kind: 'invalid-response',
        message:
          `${label} returned a response that does not match the platform contract: ${checked.problem}. ` +
          'Check that the platform behind api-base implements src/api/wire.ts.',
        details: { url, problem: checked.problem, failures: checked.error.failures() },
        cause: checked.error,
      });
    }
    return checked.value;
  }

  return {
    baseUrl,
    resolveUrl,
    allowUrl: createUrlGuard(baseUrl),
    async request<T>(request: HttpRequest<T>): Promise<T> {
      const controller = new AbortController();
      if (request.key !== undefined) {
        running.get(request.key)?.abort();
        running.set(request.key, controller);
      }
      try {
        const token = request.anonymous ? null : request.accessToken !== undefined ? request.accessToken : options.getAccessToken();
        return await send(request, withQuery(resolveUrl(request.path), request.query), controller, token, request.anonymous === true);
      } finally {
        if (request.key !== undefined && running.get(request.key) === controller) running.delete(request.key);
      }
    },
    cancel(key: string) {
      running.get(key)?.abort();
      running.delete(key);
    },
    cancelAll() {
      for (const controller of running.values()) controller.abort();
      running.clear();
      warmed.clear();
    },
    warm(request) {
      const url = withQuery(resolveUrl(request.path), request.query);
      if (warmed.has(url)) return;
      const data = $fetch(url, { method: 'GET', headers: headersFor(url, options.getAccessToken()), retry: 0, referrerPolicy: REFERRER_POLICY });
      // Nobody may take it: an unhandled rejection would be noise.
      data.catch(() => undefined);
      warmed.set(url, { data, at: Date.now() });
    },
  };
}

function cancelled(label: string): ApiError {
  return new ApiError({
    kind: 'cancelled',
    message: `${label} was cancelled because a newer request with the same key replaced it; ignore this error.`,
  });
}

/** Maps an ofetch failure to an `ApiError`: an error body -> `http`, no answer -> `network`. */
function toApiError(error: unknown, label: string, url: string): ApiError {
  const status = error instanceof FetchError ? error.status : undefined;
  if (!(error instanceof FetchError) || status === undefined) {
    return new ApiError({
      kind: 'network',
      message: `${label} got no answer from the platform (${describeCause(error)}). Check the connection and that api-base (${url.split('?')[0]}) is reachable and allows this origin (CORS).`,
      details: { url },
      cause: error,
    });
  }
  const body = check<WireErrorBody>(error.data, ErrorBodySchema);
  if (body.ok) {
    return new ApiError({
      kind: 'http',
      code: body.value.code,
      // The platform's message is a catalogue key; keep it verbatim for the error catalogue.
      message: body.value.message,
      status,
      itemsNotInStock: mapItemsNotInStock(body.value.items_not_in_stock),
      details: { url, label, body: error.data },
      cause: error,
    });
  }
  return new ApiError({
    kind: 'http',
    code: `HTTP_${status}`,
    message: `${label} failed with HTTP ${status} and a body that is not a platform error ({ code, message }): ${body.problem}.`,
    status,
    details: { url, label, body: error.data },
    cause: error,
  });
}

function describeCause(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message || cause.name : String(cause);
}

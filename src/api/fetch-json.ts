/**
 * The one way the platform client talks HTTP: `fetch` with a JSON body out and a parsed body back,
 * and an {@link HttpStatusError} for an answer with an error status (its body parsed too, for the
 * platform's `{ code, message }`). No retries, no interceptors: the client adds the rules (token
 * refresh, fallback, time-out, validation). A failure to get any answer rejects with whatever
 * `fetch` rejected with (a TypeError, or the abort's reason).
 */

/** An answer with an HTTP error status (400-599); `data` is its parsed body. */
export class HttpStatusError extends Error {
  constructor(
    /** The HTTP status. */
    readonly status: number,
    /** The answer's body: parsed JSON, else its text (undefined when it has none). */
    readonly data: unknown,
  ) {
    super(`HTTP ${status}`);
    this.name = 'HttpStatusError';
  }
}

/** What {@link fetchJson} sends. */
export interface JsonRequestInit {
  method: string;
  headers: Record<string, string>;
  /** Sent as JSON (with `content-type: application/json`) unless undefined. */
  body?: unknown;
  signal?: AbortSignal;
  referrerPolicy?: ReferrerPolicy;
}

/** Statuses whose answers carry no body by definition. */
const NO_BODY = new Set([101, 204, 205, 304]);

/** A body's text as JSON when it is JSON, else the text itself (undefined when there is none). */
export function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Fetches `url` and resolves with its parsed body; rejects with {@link HttpStatusError} on 400-599. */
export async function fetchJson(fetchImpl: typeof fetch, url: string, init: JsonRequestInit): Promise<unknown> {
  const headers = { ...init.headers };
  let body: string | undefined;
  if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetchImpl(url, { method: init.method, headers, body, signal: init.signal, referrerPolicy: init.referrerPolicy });
  const data = NO_BODY.has(response.status) ? undefined : parseBody(await response.text());
  if (response.status >= 400 && response.status < 600) throw new HttpStatusError(response.status, data);
  return data;
}

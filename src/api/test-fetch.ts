import { createElementScope, type ElementScope } from '../scope/element-scope';
import { createPlatformApi } from './index';
import type { PlatformApiOptions } from './platform';

/**
 * Test helper (not shipped): a scripted `fetch` that records calls and answers from a queue or a handler.
 */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | null;
  /** The call's `referrerPolicy` (undefined: the page's default). */
  referrerPolicy: ReferrerPolicy | undefined;
}

export type Answer =
  | { status?: number; json?: unknown; text?: string; contentType?: string }
  | { networkError: string }
  | { hang: true };

/** A fake fetch; `answer` decides each reply (a function of the call, or a queue consumed in order). */
export function fakeFetch(answer: Answer[] | ((call: RecordedCall) => Answer)) {
  const calls: RecordedCall[] = [];
  const queue = Array.isArray(answer) ? [...answer] : null;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const call: RecordedCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      signal: init?.signal ?? null,
      referrerPolicy: init?.referrerPolicy,
    };
    calls.push(call);
    const reply = queue ? queue.shift() : (answer as (call: RecordedCall) => Answer)(call);
    if (!reply) throw new Error(`fakeFetch: no answer scripted for ${call.method} ${call.url}`);
    if ('networkError' in reply) throw new TypeError(reply.networkError);
    if ('hang' in reply) {
      return new Promise<Response>((_, reject) => {
        const abort = () => {
          const error = new Error('The operation was aborted.');
          error.name = 'AbortError';
          reject(error);
        };
        if (call.signal?.aborted) abort();
        call.signal?.addEventListener('abort', abort);
      });
    }
    const text = reply.text ?? JSON.stringify(reply.json ?? null);
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'content-type': reply.contentType ?? 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/** What a test says about the element's scope: the business (attribute) id, the location's currency, the clock. */
export interface TestScope {
  businessId?: number | null;
  currencyCode?: string | null;
  now?: () => Date;
}

/** An element scope as a test describes it (business 12, key pk_1, USD, the wall clock by default). */
export function testScope({ businessId = 12, currencyCode = null, now }: TestScope = {}): ElementScope {
  const scope = createElementScope({ businessId, flow: null, publishableKey: 'pk_1', realtimeUrl: null, now });
  scope.useCurrencyCode(currencyCode);
  return scope;
}

/**
 * A platform API client over {@link fakeFetch} with the test business (id 12, key pk_1, product
 * pickup, base https://p.test/); `overrides` replace any option, `TestScope` fields shape its scope.
 */
export function testPlatformApi(
  answer: Answer[] | ((call: RecordedCall) => Answer),
  overrides: Partial<PlatformApiOptions> & TestScope = {},
) {
  const { fetch, calls } = fakeFetch(answer);
  const { businessId, currencyCode, now, ...options } = overrides;
  const api = createPlatformApi({
    apiBase: 'https://p.test/',
    publishableKey: 'pk_1',
    productId: 'pickup',
    scope: testScope({ businessId, currencyCode, now }),
    getAccessToken: () => null,
    refreshAccessToken: async () => null,
    fetch,
    ...options,
  });
  return { api, calls };
}

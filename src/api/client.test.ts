import { number, string, type } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, joinUrl, REQUEST_TIMEOUT_MS, resolveBaseUrl } from './client';
import { ApiError, isCancellation } from './errors';
import type { PlatformApiOptions } from './platform';
import { fakeFetch, testScope, type Answer, type RecordedCall } from './test-support';

const Thing = type({ id: number(), name: string() });

function setup(answer: Answer[] | ((call: RecordedCall) => Answer), overrides: Partial<PlatformApiOptions> = {}) {
  const { fetch, calls } = fakeFetch(answer);
  let token: string | null = 'tok-1';
  const options: PlatformApiOptions = {
    apiBase: 'https://platform.test/api',
    publishableKey: 'pk',
    productId: 'prod-7',
    scope: testScope({ businessId: 5 }),
    getAccessToken: () => token,
    refreshAccessToken: vi.fn(async () => {
      token = 'tok-2';
      return token;
    }),
    onFallback: vi.fn(),
    fetch,
    ...overrides,
  };
  return { client: createHttpClient(options), calls, options, setToken: (t: string | null) => (token = t) };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('resolveBaseUrl / joinUrl', () => {
  it('resolves a relative base against the page URL', () => {
    expect(resolveBaseUrl('/', 'https://hotel.example/menu/page.html')).toBe('https://hotel.example/');
    expect(resolveBaseUrl('api/v', 'https://hotel.example/site/')).toBe('https://hotel.example/site/api/v/');
  });
  it('keeps an absolute base and adds a trailing slash', () => {
    expect(resolveBaseUrl('http://127.0.0.1:8787', 'https://x.test/')).toBe('http://127.0.0.1:8787/');
  });
  it('keeps a relative base when there is no http page', () => {
    expect(resolveBaseUrl('/', 'about:blank')).toBe('/');
  });
  it('joins paths without doubling slashes and passes absolute URLs through', () => {
    expect(joinUrl('https://p.test/api/', '/restaurants/api/v3/cart')).toBe('https://p.test/api/restaurants/api/v3/cart');
    expect(joinUrl('https://p.test/', 'https://cdn.test/menu.json')).toBe('https://cdn.test/menu.json');
  });
});

describe('createHttpClient', () => {
  it('sends bearer token, product header and query, and returns validated data', async () => {
    const { client, calls } = setup([{ json: { id: 1, name: 'a', extra: true } }]);
    const data = await client.request({ path: '/things', query: { business_id: 5, skip: null, 'experience[status]': 'ACTIVE' }, schema: Thing });
    expect(data).toEqual({ id: 1, name: 'a', extra: true });
    expect(calls[0]?.url).toBe('https://platform.test/api/things?business_id=5&experience%5Bstatus%5D=ACTIVE');
    expect(calls[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(calls[0]?.headers['x-product-id']).toBe('prod-7');
    expect(calls[0]?.method).toBe('GET');
  });

  it('sends only the page origin as Referer (strict-origin), warmed requests too', async () => {
    const { client, calls } = setup([{ json: { id: 1, name: 'a' } }, { json: { id: 2, name: 'b' } }]);
    await client.request({ path: '/things', schema: Thing });
    client.warm({ path: '/menus/1.json' });
    expect(calls.map((call) => call.referrerPolicy)).toEqual(['strict-origin', 'strict-origin']);
  });

  it('omits Authorization when there is no token', async () => {
    const { client, calls, setToken } = setup([{ json: { id: 1, name: 'a' } }]);
    setToken(null);
    await client.request({ path: '/things', schema: Thing });
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it('posts JSON bodies', async () => {
    const { client, calls } = setup([{ json: { id: 1, name: 'a' } }]);
    await client.request({ method: 'POST', path: '/things', body: { a: 1 }, schema: Thing });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ a: 1 });
    expect(calls[0]?.headers['content-type']).toBe('application/json');
  });

  it('rejects a malformed answer with invalid-response naming path, expectation and value', async () => {
    const { client } = setup([{ json: { id: 1 } }]);
    const error = await rejection(client.request({ path: '/restaurants/api/v3/locations', schema: Thing }));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('GET /restaurants/api/v3/locations returned a response that does not match the platform contract');
    expect(error.message).toContain('name expected a string, got undefined');
    expect(error.message).toContain('src/api/wire.ts');
  });

  it('rejects a non-JSON answer as invalid-response', async () => {
    const { client } = setup([{ text: '<html>oops</html>', contentType: 'text/html' }]);
    expect((await rejection(client.request({ path: '/x', schema: Thing }))).kind).toBe('invalid-response');
  });

  it('maps an error body to kind http with code, message and items not in stock', async () => {
    const { client } = setup([
      {
        status: 400,
        json: {
          code: 4301,
          message: 'CART_ITEM_OUT_OF_STOCK',
          items_not_in_stock: [
            { pui: 'p1', name: 'Soup', available: 0 },
            { pui: 'p2', name: 'Tea' },
          ],
        },
      },
    ]);
    const error = await rejection(client.request({ path: '/x', schema: Thing }));
    expect(error.kind).toBe('http');
    expect(error.code).toBe(4301);
    expect(error.status).toBe(400);
    expect(error.message).toBe('CART_ITEM_OUT_OF_STOCK');
    expect(error.itemsNotInStock).toEqual([
      { posUniqueId: 'p1', name: 'Soup', available: 0 },
      { posUniqueId: 'p2', name: 'Tea', available: null },
    ]);
  });

  it('maps an error without a platform body to HTTP_<status>', async () => {
    const { client } = setup([{ status: 502, text: 'Bad gateway', contentType: 'text/plain' }]);
    const error = await rejection(client.request({ path: '/x', schema: Thing }));
    expect(error.kind).toBe('http');
    expect(error.code).toBe('HTTP_502');
    expect(error.message).toContain('failed with HTTP 502');
  });

  it('does not retry server errors itself (retry: 0)', async () => {
    const { client, calls } = setup([{ status: 503, json: { code: 1, message: 'Service not available' } }, { json: { id: 1, name: 'a' } }]);
    await rejection(client.request({ path: '/x', schema: Thing }));
    expect(calls).toHaveLength(1);
  });

  it('maps a failed fetch to kind network', async () => {
    const { client } = setup([{ networkError: 'Failed to fetch' }]);
    const error = await rejection(client.request({ path: '/x', schema: Thing }));
    expect(error.kind).toBe('network');
    expect(error.message).toContain('Failed to fetch');
    expect(isCancellation(error)).toBe(false);
  });

  it('gives up on a call with no answer after REQUEST_TIMEOUT_MS: kind network, the request aborted', async () => {
    vi.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const hanging: typeof fetch = (_input, init) => {
        signal = init?.signal ?? undefined;
        return new Promise(() => undefined);
      };
      const { client } = setup([], { fetch: hanging });
      const settled = vi.fn();
      const pending = client.request({ path: 'things/1', schema: Thing }).then(settled, (error: unknown) => {
        settled(error);
        return error;
      });
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      const error = (await pending) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.kind).toBe('network');
      expect(isCancellation(error)).toBe(false);
      expect(error.message).toMatch(/no answer .* within 30 s/);
      expect(signal?.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves no timer behind once a call answered', async () => {
    vi.useFakeTimers();
    try {
      const { client } = setup([{ json: { id: 1, name: 'one' } }]);
      await client.request({ path: 'things/1', schema: Thing });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('on code 121 refreshes the token once and retries once with the new token', async () => {
    const { client, calls, options } = setup([{ status: 401, json: { code: 121, message: 'TOKEN_EXPIRED' } }, { json: { id: 2, name: 'b' } }]);
    await expect(client.request({ method: 'PUT', path: '/x', body: { q: 1 }, schema: Thing })).resolves.toEqual({ id: 2, name: 'b' });
    expect(options.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.headers.authorization)).toEqual(['Bearer tok-1', 'Bearer tok-2']);
    expect(calls[1]?.body).toEqual({ q: 1 });
  });

  it("a call for a session sends that session's token, whatever the token is when it goes out", async () => {
    const { client, calls, setToken } = setup([{ json: { id: 1, name: 'a' } }]);
    setToken('tok-other');
    await client.request({ method: 'POST', path: '/x', schema: Thing, accessToken: 'tok-1' });
    expect(calls[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('on code 121 a call for a session refreshes and retries while that session is the current one', async () => {
    const { client, calls, options } = setup([{ status: 401, json: { code: 121, message: 'TOKEN_EXPIRED' } }, { json: { id: 2, name: 'b' } }]);
    await expect(client.request({ method: 'POST', path: '/x', schema: Thing, accessToken: 'tok-1' })).resolves.toEqual({ id: 2, name: 'b' });
    expect(options.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.headers.authorization)).toEqual(['Bearer tok-1', 'Bearer tok-2']);
  });

  it('on code 121 a call for a session that is no longer the current one fails, never retried as the new session', async () => {
    const { client, calls, options, setToken } = setup([{ status: 401, json: { code: 121, message: 'TOKEN_EXPIRED' } }]);
    setToken('tok-someone-else');
    const error = await rejection(client.request({ method: 'POST', path: '/x', schema: Thing, accessToken: 'tok-1' }));
    expect(error.code).toBe(121);
    expect(options.refreshAccessToken).not.toHaveBeenCalled();
    expect(calls.map((c) => c.headers.authorization)).toEqual(['Bearer tok-1']);
  });

  it('on a second 121 after the retry rejects without refreshing again', async () => {
    const { client, calls, options } = setup([
      { status: 401, json: { code: 121, message: 'TOKEN_EXPIRED' } },
      { status: 401, json: { code: 121, message: 'TOKEN_EXPIRED' } },
    ]);
    const error = await rejection(client.request({ path: '/x', schema: Thing }));
    expect(error.code).toBe(121);
    expect(options.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('on 121 with a failed refresh rejects with the 121 error', async () => {
    const { client, calls } = setup([{ status: 401, json: { code: 121, message: 'TOKEN_EXPIRED' } }], {
      refreshAccessToken: async () => null,
    });
    expect((await rejection(client.request({ path: '/x', schema: Thing }))).code).toBe(121);
    expect(calls).toHaveLength(1);
  });

  it('on code 1015 calls the fallback then rejects', async () => {
    const { client, options } = setup([{ status: 400, json: { code: 1015, message: 'FALLBACK' } }]);
    const error = await rejection(client.request({ path: '/x', schema: Thing }));
    expect(error.code).toBe(1015);
    expect(options.onFallback).toHaveBeenCalledTimes(1);
    expect(options.onFallback).toHaveBeenCalledWith({ message: 'FALLBACK', path: '/x' });
  });

  it('a newer request with the same key cancels the older one', async () => {
    const { client, calls } = setup((call) => (call.url.endsWith('first') ? { hang: true } : { json: { id: 3, name: 'c' } }));
    const first = client.request({ path: '/first', key: 'cart', schema: Thing });
    const second = client.request({ path: '/second', key: 'cart', schema: Thing });
    const error = await rejection(first);
    expect(error.kind).toBe('cancelled');
    expect(isCancellation(error)).toBe(true);
    await expect(second).resolves.toEqual({ id: 3, name: 'c' });
    expect(calls[0]?.signal?.aborted).toBe(true);
  });

  it('requests with different keys or no key do not cancel each other', async () => {
    const { client } = setup(() => ({ json: { id: 1, name: 'a' } }));
    const results = await Promise.all([
      client.request({ path: '/a', key: 'one', schema: Thing }),
      client.request({ path: '/b', key: 'two', schema: Thing }),
      client.request({ path: '/c', schema: Thing }),
      client.request({ path: '/d', schema: Thing }),
    ]);
    expect(results).toHaveLength(4);
  });

  it('cancel(key) and cancelAll() abort running requests', async () => {
    const { client } = setup(() => ({ hang: true }));
    const a = client.request({ path: '/a', key: 'a', schema: Thing });
    const b = client.request({ path: '/b', key: 'b', schema: Thing });
    client.cancel('a');
    expect((await rejection(a)).kind).toBe('cancelled');
    client.cancelAll();
    expect((await rejection(b)).kind).toBe('cancelled');
  });

  it('resolves URLs against the base', () => {
    const { client } = setup([]);
    expect(client.baseUrl).toBe('https://platform.test/api/');
    expect(client.resolveUrl('/menus/1.json')).toBe('https://platform.test/api/menus/1.json');
  });
});

describe('isCancellation', () => {
  it('recognises cancelled ApiErrors and raw AbortErrors only', () => {
    expect(isCancellation(new ApiError({ kind: 'cancelled', message: 'x' }))).toBe(true);
    expect(isCancellation(new ApiError({ kind: 'http', code: 1, message: 'x' }))).toBe(false);
    expect(isCancellation(Object.assign(new Error('x'), { name: 'AbortError' }))).toBe(true);
    expect(isCancellation(new Error('x'))).toBe(false);
    expect(isCancellation(null)).toBe(false);
  });
});

describe('warm-up (HttpClient.warm)', () => {
  it('a request for a warmed URL takes its answer over: one fetch, validated when taken', async () => {
    const { client, calls } = setup([{ json: { id: 1, name: 'menu' } }]);
    client.warm({ path: '/menus/files/1.json', query: { v: 2 } });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'https://platform.test/api/menus/files/1.json?v=2' });
    expect(calls[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(await client.request({ path: '/menus/files/1.json', query: { v: 2 }, schema: Thing })).toEqual({ id: 1, name: 'menu' });
    expect(calls).toHaveLength(1);
    // Taken once: the next request fetches again.
    await expect(client.request({ path: '/menus/files/1.json', query: { v: 2 }, schema: Thing })).rejects.toThrow();
    expect(calls).toHaveLength(2);
  });

  it('a warmed answer that does not validate is an invalid response, like any other', async () => {
    const { client } = setup([{ json: { id: 'x' } }]);
    client.warm({ path: '/a' });
    expect((await rejection(client.request({ path: '/a', schema: Thing }))).kind).toBe('invalid-response');
  });

  it('a failed warm-up is fetched again; an unused one goes stale and is fetched again', async () => {
    const { client, calls } = setup([
      { networkError: 'offline' },
      { json: { id: 2, name: 'b' } },
      { json: { id: 3, name: 'old' } },
      { json: { id: 4, name: 'new' } },
    ]);
    client.warm({ path: '/b' });
    expect(await client.request({ path: '/b', schema: Thing })).toEqual({ id: 2, name: 'b' });
    expect(calls).toHaveLength(2);
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    try {
      client.warm({ path: '/c' });
      vi.setSystemTime(Date.now() + 31_000);
      expect(await client.request({ path: '/c', schema: Thing })).toEqual({ id: 4, name: 'new' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('only GETs take a warmed answer', async () => {
    const { client, calls } = setup([{ json: { id: 1, name: 'warm' } }, { json: { id: 2, name: 'posted' } }]);
    client.warm({ path: '/d' });
    expect(await client.request({ method: 'POST', path: '/d', body: {}, schema: Thing })).toEqual({ id: 2, name: 'posted' });
    expect(calls.map((call) => call.method)).toEqual(['GET', 'POST']);
  });
});

describe('the bearer token stays with the platform', () => {
  it('is sent to the API base origin, never to another host named by an absolute URL', async () => {
    const { client, calls } = setup(() => ({ json: { id: 1, name: 'x' } }));
    await client.request({ path: '/restaurants/api/v3/locations', schema: Thing });
    await client.request({ path: 'https://platform.test/menus/files/1.json', schema: Thing });
    await client.request({ path: 'https://cdn.example/menus/files/1.json', schema: Thing });
    client.warm({ path: 'https://cdn.example/menus/files/2.json' });
    expect(calls.map((call) => [call.url.split('/')[2], call.headers.authorization])).toEqual([
      ['platform.test', 'Bearer tok-1'],
      ['platform.test', 'Bearer tok-1'],
      ['cdn.example', undefined],
      ['cdn.example', undefined],
    ]);
  });
});

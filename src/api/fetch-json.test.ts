import { describe, expect, it, vi } from 'vitest';
import { fetchJson, HttpStatusError, parseBody } from './fetch-json';

const answer = (body: string | null, status = 200) => new Response(body, { status });

describe('fetchJson', () => {
  it('sends a body as JSON with its content type, and resolves with the parsed answer', async () => {
    const fetchImpl = vi.fn(async () => answer('{"ok":true,"n":2}'));
    const data = await fetchJson(fetchImpl, 'https://api.example/x', {
      method: 'POST', headers: { accept: 'application/json' }, body: { a: 1 }, referrerPolicy: 'strict-origin',
    });
    expect(data).toEqual({ ok: true, n: 2 });
    expect(fetchImpl).toHaveBeenCalledWith('https://api.example/x', {
      method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json' }, body: '{"a":1}',
      signal: undefined, referrerPolicy: 'strict-origin',
    });
  });

  it('sends no body and no content type for a GET', async () => {
    const fetchImpl = vi.fn(async () => answer('[]'));
    await fetchJson(fetchImpl, '/y', { method: 'GET', headers: {} });
    expect(fetchImpl).toHaveBeenCalledWith('/y', { method: 'GET', headers: {}, body: undefined, signal: undefined, referrerPolicy: undefined });
  });

  it('rejects an error status with the status and the parsed error body', async () => {
    const failure = await fetchJson(async () => answer('{"code":121,"message":"TOKEN_EXPIRED"}', 401), '/z', { method: 'GET', headers: {} })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpStatusError);
    expect((failure as HttpStatusError).status).toBe(401);
    expect((failure as HttpStatusError).data).toEqual({ code: 121, message: 'TOKEN_EXPIRED' });
  });

  it('resolves an answer without a body (204) as undefined', async () => {
    await expect(fetchJson(async () => answer(null, 204), '/n', { method: 'DELETE', headers: {} })).resolves.toBeUndefined();
  });

  it('passes a failure to get any answer through as it is', async () => {
    const offline = new TypeError('Failed to fetch');
    await expect(fetchJson(async () => Promise.reject(offline), '/o', { method: 'GET', headers: {} })).rejects.toBe(offline);
  });
});

describe('parseBody', () => {
  it('is JSON when the text is JSON, else the text, and undefined for no text', () => {
    expect(parseBody('{"a":[1]}')).toEqual({ a: [1] });
    expect(parseBody('null')).toBeNull();
    expect(parseBody('Bad gateway')).toBe('Bad gateway');
    expect(parseBody('')).toBeUndefined();
  });
});

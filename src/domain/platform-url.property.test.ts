import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlatformUrl, checkRealtimeUrl, DEVELOPMENT_HOSTS } from './platform-url';

// Plain string work; modest runs keep the file fast.
const RUNS = { numRuns: 200 };

const apiBase = fc.constantFrom('https://api.example.com/', 'http://localhost:4173/', 'https://platform.example/v3/');
/** Text shaped like URLs (schemes, slashes, hosts, odd characters) mixed with anything at all. */
const urlish = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc
    .tuple(
      fc.constantFrom('', 'https:', 'http:', 'javascript:', 'data:', 'vbscript:', 'blob:', 'file:', '//', '/\\', '\\\\', ' '),
      fc.string({ maxLength: 30 }),
    )
    .map(([start, rest]) => start + rest),
  fc.string({ maxLength: 40 }),
);

/** `javascript`, `data` or `vbscript` in any case, with tabs, newlines or spaces slipped in, then a colon. */
const scriptScheme = fc
  .tuple(
    fc.constantFrom('javascript', 'data', 'vbscript'),
    fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
    fc.array(fc.constantFrom('', '', '', '\t', '\n', '\r', '\u0000'), { minLength: 10, maxLength: 10 }),
    fc.constantFrom('', ' ', '\u00a0', '\n'),
    fc.string({ maxLength: 20 }),
  )
  .map(
    ([scheme, upper, inserts, lead, payload]) =>
      `${lead}${[...scheme].map((c, i) => (upper[i] ? c.toUpperCase() : c) + (inserts[i] ?? '')).join('')}:${payload}`,
  );

describe('platform URL allow-list properties', () => {
  it('never throws, and whatever it keeps is https:, or http: on a development host, without credentials', () => {
    fc.assert(
      fc.property(urlish, apiBase, (raw, base) => {
        const checked = checkPlatformUrl(raw, base);
        if (!checked.ok) {
          expect(checked.problem).toMatch(/\S/);
          return;
        }
        const url = new URL(checked.url);
        expect(url.username + url.password).toBe('');
        expect(url.protocol === 'https:' || (url.protocol === 'http:' && DEVELOPMENT_HOSTS.includes(url.hostname))).toBe(true);
      }),
      RUNS,
    );
  });

  it('refuses every script-capable scheme however it is cased or split', () => {
    fc.assert(
      fc.property(scriptScheme, apiBase, (raw, base) => {
        expect(checkPlatformUrl(raw, base).ok).toBe(false);
      }),
      RUNS,
    );
  });

  it("a relative path always stays on the API base's origin", () => {
    const segment = fc.string({ unit: fc.constantFrom(...'abcxyz0123-_.%'.split('')), minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.boolean(), apiBase, (segments, rooted, base) => {
        const checked = checkPlatformUrl(`${rooted ? '/' : ''}${segments.join('/')}`, base);
        if (checked.ok) expect(new URL(checked.url).origin).toBe(new URL(base).origin);
      }),
      RUNS,
    );
  });
});

describe('realtime database address allow-list properties', () => {
  const realtimeish = fc.oneof(
    urlish,
    fc
      .tuple(
        fc.constantFrom('ws://', 'wss://', 'http://', 'https://', 'WS://', 'wSs://'),
        fc.constantFrom('localhost', '127.0.0.1', 'db.example', 'evil.example', ''),
        fc.string({ maxLength: 20 }),
      )
      .map(([scheme, host, rest]) => scheme + host + rest),
  );

  it('never throws, and whatever it keeps is absolute https:/wss:, or http:/ws: on a development host, without credentials', () => {
    fc.assert(
      fc.property(realtimeish, (raw) => {
        const checked = checkRealtimeUrl(raw);
        if (!checked.ok) {
          expect(checked.problem).toMatch(/\S/);
          return;
        }
        const url = new URL(checked.url);
        expect(url.username + url.password).toBe('');
        expect(url.hostname).not.toBe('');
        const secure = url.protocol === 'https:' || url.protocol === 'wss:';
        const local = (url.protocol === 'http:' || url.protocol === 'ws:') && DEVELOPMENT_HOSTS.includes(url.hostname);
        expect(secure || local).toBe(true);
      }),
      RUNS,
    );
  });

  it('refuses every script-capable scheme however it is cased or split', () => {
    fc.assert(
      fc.property(scriptScheme, (raw) => {
        expect(checkRealtimeUrl(raw).ok).toBe(false);
      }),
      RUNS,
    );
  });
});

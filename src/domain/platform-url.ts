/**
 * The one allow-list for URLs that come from the platform or the business configuration (the card
 * wallet's frame, the 3-D Secure page, menu files, images, logos, terms, privacy and footer links).
 * Each ends up as an iframe `src`, an `<img src>`, an `<a href>` or a fetched address, so a
 * `javascript:` or `data:` URL there would run script or show content the platform never vouched for.
 *
 * The rule:
 * - `https:` URLs are kept;
 * - `http:` only on a development host (`localhost`, `127.0.0.1`, `[::1]`);
 * - a relative URL is resolved against the API base (`menus/1.json` and `/menus/1.json` both become
 *   `<api-base>menus/1.json`, as the platform client resolves its own paths);
 * - anything else is refused: other schemes (`javascript:`, `data:`, `vbscript:`, `blob:`, `file:`…),
 *   protocol-relative `//host` URLs, URLs with control characters or credentials, and unparseable ones.
 *
 * The realtime database address ({@link checkRealtimeUrl}) follows the same rule with the WebSocket
 * schemes added (`wss:` anywhere, `ws:` only on a development host) and must be absolute: the client
 * opens a socket to it and reads every calculation and payment result from it.
 */

/** Hosts on which plain `http:` is allowed (local development and the demo sandbox). */
export const DEVELOPMENT_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** The outcome of {@link checkPlatformUrl}: the absolute URL to use, or why it was refused. */
export type PlatformUrlCheck = { ok: true; url: string } | { ok: false; problem: string };

// C0 controls, DEL and the C1 controls: browsers silently drop some of them (tabs and newlines) inside
// a URL, which is how `java\tscript:` sneaks past a naive prefix test.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this pattern finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Checks one URL from the platform against the allow-list (see the module comment). `apiBase` is the
 * absolute API base ending with `/`; when it is not absolute (a relative base outside a page), a
 * relative URL is kept relative to it, still same-origin with the page.
 */
export function checkPlatformUrl(raw: string, apiBase: string): PlatformUrlCheck {
  const text = raw.trim();
  // Only a refusal names the URL: a menu's hundreds of accepted images are not quoted for nothing.
  const shown = () => JSON.stringify(raw.length > 60 ? `${raw.slice(0, 60)}…` : raw);
  if (!text) return { ok: false, problem: 'the URL is empty' };
  if (CONTROL.test(text)) return { ok: false, problem: `${shown()} contains control characters` };
  // `\` counts as `/` in web URLs, so `/\evil.example` is protocol-relative too.
  if (/^[/\\]{2}/.test(text)) return { ok: false, problem: `${shown()} is protocol-relative (it names a host without a scheme)` };
  const absolute = SCHEME.test(text);
  const joined = absolute ? text : apiBase + text.replace(/^[/\\]+/, '');
  let url: URL;
  try {
    url = new URL(joined);
  } catch {
    if (!absolute && !SCHEME.test(apiBase) && !apiBase.startsWith('//')) return { ok: true, url: joined };
    return { ok: false, problem: `${shown()} is not a valid URL` };
  }
  if (url.username || url.password) return { ok: false, problem: `${shown()} carries credentials` };
  if (url.protocol === 'https:') return { ok: true, url: url.href };
  if (url.protocol === 'http:') {
    if (DEVELOPMENT_HOSTS.includes(url.hostname)) return { ok: true, url: url.href };
    return { ok: false, problem: `${shown()} uses http: on a host that is not a development host (use https:)` };
  }
  return { ok: false, problem: `${shown()} uses the ${url.protocol} scheme; only https: (and http: on localhost) is allowed` };
}

/**
 * {@link checkPlatformUrl} for a mapper: the URL to use, or null after telling `report` what was
 * refused and where (`what`, e.g. "the wallet frame_url"). Null or blank input is simply null.
 */
export function allowPlatformUrl(raw: string | null | undefined, apiBase: string, report: (problem: string) => void, what: string): string | null {
  if (raw === null || raw === undefined || !raw.trim()) return null;
  const checked = checkPlatformUrl(raw, apiBase);
  if (checked.ok) return checked.url;
  report(`${what} was refused: ${checked.problem}.`);
  return null;
}

/** Schemes a realtime database address may use anywhere, and only on a development host. */
const REALTIME_SECURE = new Set(['https:', 'wss:']);
const REALTIME_DEVELOPMENT = new Set(['http:', 'ws:']);

/**
 * Checks the realtime database address from the business configuration (`realtime.database_url`):
 * `https:`/`wss:` are kept, `http:`/`ws:` only on a development host; it must be absolute (there is no
 * base to resolve it against), without credentials or control characters, and not protocol-relative.
 * A kept URL is returned as given (trimmed): the realtime client parses its own address and its
 * `?ns=` namespace, and a rewritten one (a slash added before the query) could name another database.
 */
export function checkRealtimeUrl(raw: string): PlatformUrlCheck {
  const text = raw.trim();
  // Only a refusal names the URL: a menu's hundreds of accepted images are not quoted for nothing.
  const shown = () => JSON.stringify(raw.length > 60 ? `${raw.slice(0, 60)}…` : raw);
  if (!text) return { ok: false, problem: 'the URL is empty' };
  if (CONTROL.test(text)) return { ok: false, problem: `${shown()} contains control characters` };
  if (/^[/\\]{2}/.test(text)) return { ok: false, problem: `${shown()} is protocol-relative (it names a host without a scheme)` };
  if (!SCHEME.test(text)) return { ok: false, problem: `${shown()} is not an absolute URL` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: `${shown()} is not a valid URL` };
  }
  if (url.username || url.password) return { ok: false, problem: `${shown()} carries credentials` };
  if (!url.hostname) return { ok: false, problem: `${shown()} names no host` };
  if (REALTIME_SECURE.has(url.protocol)) return { ok: true, url: text };
  if (REALTIME_DEVELOPMENT.has(url.protocol)) {
    if (DEVELOPMENT_HOSTS.includes(url.hostname)) return { ok: true, url: text };
    return { ok: false, problem: `${shown()} uses ${url.protocol} on a host that is not a development host (use https: or wss:)` };
  }
  return { ok: false, problem: `${shown()} uses the ${url.protocol} scheme; only https: or wss: (and http: or ws: on localhost) is allowed` };
}

/**
 * {@link checkRealtimeUrl} for a mapper: the address to use, or null after telling `report` what was
 * refused (`what` names the field). Null or blank input is simply null.
 */
export function allowRealtimeUrl(raw: string | null | undefined, report: (problem: string) => void, what: string): string | null {
  if (raw === null || raw === undefined || !raw.trim()) return null;
  const checked = checkRealtimeUrl(raw);
  if (checked.ok) return checked.url;
  report(`${what} was refused: ${checked.problem}.`);
  return null;
}

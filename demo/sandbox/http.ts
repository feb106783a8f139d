import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { WireErrorBody, WireOutOfStockItem } from '../../src/api/wire';

/**
 * JSON responses, errors (HTTP >= 400 with `{code, message, items_not_in_stock?}`),
 * CORS and body reading for the sandbox routes.
 */

/**
 * The error keys the sandbox produces, with their HTTP status and numeric code.
 * Numbers the spec names are kept (4700, 121); the others are sandbox-chosen and stable. Code 121
 * is sent only for an expired access token, as the platform means it; 1015 is never sent on its own
 * (`POST /__sandbox/fail-next` can answer it, to try a host's fallback).
 */
export const ERRORS = {
  BUSINESS_NOT_FOUND: { status: 404, code: 4001 },
  EXPERIENCE_MISCONFIGURATION: { status: 404, code: 4002 },
  MISSING_PARAMETERS: { status: 400, code: 4003 },
  NOT_FOUND: { status: 404, code: 4004 },
  CART_NOT_VALID: { status: 400, code: 4400 },
  CART_NOT_FOUND: { status: 404, code: 4404 },
  CART_RACE_CONDITIONS: { status: 409, code: 4409 },
  CART_EXPERIENCE_OR_BUSINESS_CAN_NOT_BE_CHANGED: { status: 409, code: 4410 },
  CART_ITEM_NOT_VALID: { status: 400, code: 4411 },
  CART_CHECKOUT_FAILED: { status: 400, code: 4700 },
  CART_CHECKOUT_ITEM_OUT_OF_STOCK: { status: 400, code: 4701 },
  NOT_ENOUGH_POS_ITEMS_IN_STOCK: { status: 400, code: 4702 },
  CART_CALCULATE_AMOUNT_FAILED: { status: 400, code: 4703 },
  // Coupons, room charge, cards and 3-D Secure (4247, 4244 and 4236 are the platform's own numbers).
  CART_INVALID_COUPON_CODE: { status: 400, code: 4247 },
  BOOKING_NOT_FOUND: { status: 404, code: 4405 },
  NO_POST_ALLOWED: { status: 400, code: 4406 },
  POS_ROOM_CHARGE_NO_POST_ALLOWED: { status: 400, code: 4407 },
  MISSING_CREDIT_CARD_DETAILS: { status: 400, code: 4408 },
  CHALLENGE_DECLINED_BY_USER: { status: 400, code: 4244 },
  after3DsComplete: { status: 400, code: 4236 },
  // The issuer refused the card (the 4000 0000 0000 0002 test card); the bank's 3-D Secure check failed.
  CARD_DECLINED: { status: 400, code: 4237 },
  CARD_AUTHENTICATION_FAILED: { status: 400, code: 4238 },
  // Users and login.
  TOKEN_EXPIRED: { status: 401, code: 121 },
  UNAUTHORIZED: { status: 401, code: 4401 },
  INVALID_REFRESH_TOKEN: { status: 401, code: 4402 },
  // Registration by SMS code (1020, 1021, 9999 and 1048 are the platform's own numbers).
  VERIFICATION_CODE_EXPIRED: { status: 400, code: 1020 },
  INVALID_VERIFICATION_CODE: { status: 400, code: 1021 },
  // Too many wrong codes for one SMS: that code is locked, a new one must be sent.
  VERIFICATION_ATTEMPTS_EXCEEDED: { status: 400, code: 9999 },
  CAPTCHA_VERIFICATION_FAILED: { status: 400, code: 1048 },
  EMAIL_ALREADY_EXISTS: { status: 409, code: 1050 },
  // A receipt is emailed only for a CLOSED order with an OK card payment.
  INVOICE_NOT_ALLOWED: { status: 400, code: 4412 },
  // The optional shared table order (4801-4817, sandbox-chosen). 403: a line of another guest; 409: the
  // table's order or bill refuses the change as it stands (the guest reloads it and decides again).
  LINE_NOT_YOURS: { status: 403, code: 4801 },
  LINE_ALREADY_SENT: { status: 409, code: 4802 },
  NOT_AT_TABLE: { status: 409, code: 4803 },
  NOT_EVERYONE_READY: { status: 409, code: 4804 },
  NOTHING_TO_SEND: { status: 409, code: 4805 },
  ROUND_ALREADY_SENT: { status: 409, code: 4806 },
  TABLE_ORDER_CLOSED: { status: 409, code: 4807 },
  BILL_CHANGED: { status: 409, code: 4808 },
  SPLIT_DIFFERENTLY: { status: 409, code: 4809 },
  LINE_ALREADY_PAID: { status: 409, code: 4810 },
  LINE_SPLIT_DIFFERENTLY: { status: 409, code: 4811 },
  LINE_NOT_ON_BILL: { status: 409, code: 4812 },
  LINE_BAD_PARTS: { status: 409, code: 4813 },
  NO_ITEMS: { status: 409, code: 4814 },
  AMOUNT_NOT_POSITIVE: { status: 409, code: 4815 },
  AMOUNT_EXCEEDS_REMAINDER: { status: 409, code: 4816 },
  AMOUNT_NOT_WHOLE: { status: 409, code: 4817 },
} as const satisfies Record<string, { status: number; code: number }>;

export type ErrorKey = keyof typeof ERRORS;

/** Thrown by route handlers; turned into an error response by the server. */
export class HttpError extends Error {
  /** The offending request field, sent as `X-Sandbox-Error-Field` (the wire body stays exact). */
  field: string | null = null;
  /**
   * True when the connection must not be reused after this answer (`Connection: close`): a refused
   * body leaves the request stream in a state no next request on that socket should inherit.
   */
  closeConnection = false;

  constructor(
    readonly status: number,
    readonly body: WireErrorBody,
  ) {
    super(body.message);
  }

  /** Names the offending field (for debugging; see `field`). */
  withField(field: string): this {
    this.field = field;
    return this;
  }

  /** An error from the catalogue above. */
  static of(key: ErrorKey, extra: { items_not_in_stock?: WireOutOfStockItem[]; message?: string } = {}): HttpError {
    const { status, code } = ERRORS[key];
    const body: WireErrorBody = { code, message: extra.message ?? key };
    if (extra.items_not_in_stock) body.items_not_in_stock = extra.items_not_in_stock;
    return new HttpError(status, body);
  }

  /**
   * Any code with any message (POST /__sandbox/fail-next, the coupon errors): the HTTP status is the
   * catalogue's for a known message, else 400, unless `status` is given. Extra body fields (e.g.
   * `status: 'ERROR'`) are kept.
   */
  static custom(code: number, message: string, extra: Record<string, unknown> = {}, status?: number): HttpError {
    const known = (ERRORS as Record<string, { status: number } | undefined>)[message];
    return new HttpError(status ?? known?.status ?? 400, { ...extra, code, message } as WireErrorBody);
  }
}

/**
 * Whether a request to a `/__sandbox/*` control route comes from the sandbox's own pages (or from no
 * page at all: a test runner, curl, the address bar). The control routes list guests' names and
 * phones and reset the database, so another site's page must never reach them: a request whose
 * `Origin` is not the origin it was sent to, or that the browser marks as coming from another site
 * (`Sec-Fetch-Site`), is refused. The wallet pages call these routes on whatever host name they
 * were served from, so "same origin" is judged against the request's own `Host`.
 */
export function isSameOriginControlRequest(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const host = req.headers.host;
  if (!host) return false;
  return origin === `http://${host}` || origin === `https://${host}`;
}

/**
 * The one origin that may frame the demo's embedded page (/embedded.html): the sandbox's iframe host
 * page (/iframe-host.html), served by this same server under its other loopback name, so the frame
 * is cross-origin as on a real site. Fixed by the server from the address the request came to (a
 * `Host` of `127.0.0.1:4173` gives `http://localhost:4173` and back), never from the page's query.
 */
export function demoIframeHostOrigin(host: string | undefined): string {
  const [name, port] = (host ?? '').split(':');
  const other = name === 'localhost' ? '127.0.0.1' : 'localhost';
  return `http://${other}${port ? `:${port}` : ''}`;
}

/** Any origin, with the bearer token and the product header. */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    String(req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type, X-Product-Id, Accept-Language'),
  );
  res.setHeader('Access-Control-Max-Age', '600');
}

/** Responses at least this large are gzipped for clients that accept it (the 2,000-item menu is ~700 KB). */
const GZIP_MIN_BYTES = 8 * 1024;

/** Sends a JSON body; with `req`, a large body is gzipped when the client accepts gzip. */
export function sendJson(res: ServerResponse, status: number, body: unknown, req?: IncomingMessage): void {
  const text = Buffer.from(JSON.stringify(body), 'utf8');
  const gzip = req !== undefined && text.length >= GZIP_MIN_BYTES && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const payload = gzip ? gzipSync(text, { level: 6 }) : text;
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  if (req !== undefined) res.setHeader('Vary', res.hasHeader('Vary') ? `${String(res.getHeader('Vary'))}, Accept-Encoding` : 'Accept-Encoding');
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', String(payload.length));
  res.end(req?.method === 'HEAD' ? undefined : payload);
}

const MAX_BODY = 1_000_000;
/**
 * How much of a refused body is read and thrown away so the client can finish sending and then read
 * the 413; a client still sending beyond this has its connection cut.
 */
const MAX_DRAIN = 64 * MAX_BODY;

/**
 * The deepest nesting a request body may have. The contract's deepest is four levels (a checkout's
 * item's modifier); checking a body nested thousands deep (its error message prints the value) would
 * overflow the stack, so such a body is refused before it is read as a request.
 */
export const MAX_BODY_DEPTH = 32;

/** Whether `value` nests arrays or objects deeper than `limit` levels (walked without recursion). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [next, depth] = pending.pop()!;
    if (typeof next !== 'object' || next === null) continue;
    if (depth >= limit) return true;
    for (const child of Array.isArray(next) ? next : Object.values(next)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * Reads a JSON body (undefined when empty); invalid JSON, or JSON nested deeper than
 * {@link MAX_BODY_DEPTH}, is a 400 CART_NOT_VALID. A body over
 * `MAX_BODY` is a 413 PAYLOAD_TOO_LARGE marked `closeConnection`: the rest of it is drained (not
 * buffered) before the answer, because stopping mid-body resets the socket under a client still
 * writing, and a keep-alive client then loses the 413 or its next request on that socket.
 */
export function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    let settled = false;
    const settle = (outcome: () => unknown) => {
      if (settled) return;
      settled = true;
      try {
        resolve(outcome());
      } catch (error) {
        reject(error as Error);
      }
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (refused) {
        if (size > MAX_DRAIN) req.destroy();
        return;
      }
      if (size > MAX_BODY) {
        refused = true;
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () =>
      settle(() => {
        if (refused) {
          const error = new HttpError(413, { code: 413, message: 'PAYLOAD_TOO_LARGE' });
          error.closeConnection = true;
          throw error;
        }
        const text = Buffer.concat(chunks).toString('utf8');
        if (!text.trim()) return undefined;
        let parsed: unknown;
        try {
          parsed = JSON.parse(text) as unknown;
        } catch {
          // Invalid JSON, or so deep that the parser ran out of stack (a RangeError).
          throw HttpError.of('CART_NOT_VALID');
        }
        if (nestsDeeperThan(parsed, MAX_BODY_DEPTH)) throw HttpError.of('CART_NOT_VALID');
        return parsed;
      }),
    );
    req.on('error', (error) =>
      settle(() => {
        throw error;
      }),
    );
    // A client that goes away mid-body never sends 'end'; the handler must not wait for ever.
    req.on('close', () =>
      settle(() => {
        throw new Error('request closed before its body ended');
      }),
    );
  });
}

/**
 * The hostile demo page's header policy, on top of the strict policy in its own meta tag: Trusted Types
 * are required for every script sink and no policy may be created, so any string the widget (or a
 * library in it) hands to `innerHTML`, a script's `src` or `eval` is blocked and reported. The widget
 * must work under it; a meta tag cannot carry these directives reliably, so they come as a header.
 */
export const HOSTILE_PAGE_POLICY = "require-trusted-types-for 'script'; trusted-types 'none'; script-src 'self'; object-src 'none'; base-uri 'none'";

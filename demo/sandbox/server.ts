import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyCors, demoIframeHostOrigin, HOSTILE_PAGE_POLICY, HttpError, isSameOriginControlRequest, readJson, sendJson } from './http';
import { GEOCODING_KEY, SandboxPlatform } from './platform';
import { createRealtimeWriter, type RealtimeTarget } from './realtime-writer';
import { hostAppBundle, hostAppOfPath } from './host-app-bundle';
import { renderTablePage } from './table-page';
import { isWidgetBuilt, StaticFiles } from './static-files';
import { SandboxStore } from './store';
import { SandboxUsers } from './users';
import { SandboxMembers } from './members';

/**
 * The sandbox platform server: the platform API (see platform.ts), test hooks under
 * `/__sandbox/`, the built widget at `/dist/*` and the demo pages of demo/public at `/`, all on
 * one port. API prefixes (/users/, /restaurants/, /hotels/, /menus/, /__sandbox/) are matched
 * before static files, so a demo file can never shadow an API path.
 */

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const API_PREFIXES = ['/users/', '/restaurants/', '/hotels/', '/menus/', '/translations/', '/api/', '/geo/', '/captcha/', '/payment-methods/', '/__sandbox/'];

export interface SandboxServerOptions {
  /** 0 picks a free port. Default 4173. */
  port?: number;
  host?: string;
  /** Where sandbox.sqlite lives. Default `.sandbox-data` in the repo. */
  dataDir?: string;
  /** Delete the database first (back to the seed). */
  fresh?: boolean;
  /** The realtime database server; null disables realtime publishing (calculations stay in SQLite). */
  realtime: RealtimeTarget | null;
  distDir?: string;
  publicDir?: string;
  calculationDelayMs?: [number, number];
  /** Card terminal (EMV) delay before SUCCESS (ms); default 2000. */
  terminalDelayMs?: number;
  log?: (message: string) => void;
}

export interface SandboxServer {
  url: string;
  port: number;
  store: SandboxStore;
  platform: SandboxPlatform;
  close(): Promise<void>;
}

type Handler = (ctx: { req: IncomingMessage; url: URL; params: string[]; origin: string }) => unknown;

/** Starts the sandbox server; resolves once it listens. */
export async function startSandboxServer(options: SandboxServerOptions): Promise<SandboxServer> {
  const log = options.log ?? ((message: string) => console.log(`[sandbox] ${message}`));
  const dataDir = resolve(options.dataDir ?? join(REPO_ROOT, '.sandbox-data'));
  const distDir = resolve(options.distDir ?? join(REPO_ROOT, 'dist'));
  const publicDir = resolve(options.publicDir ?? join(REPO_ROOT, 'demo', 'public'));
  const store = new SandboxStore(dataDir, { fresh: options.fresh ?? false });
  const platform = new SandboxPlatform({
    store,
    realtime: options.realtime,
    writer: createRealtimeWriter(options.realtime, log),
    calculationDelayMs: options.calculationDelayMs,
    terminalDelayMs: options.terminalDelayMs,
    log,
  });
  const users = new SandboxUsers(store, {
    isKnownKey: (publishableKey) => platform.isKnownPublishableKey(publishableKey),
    now: () => new Date(),
    log,
  });
  const members = new SandboxMembers({
    store,
    users,
    businessOfKey: (publishableKey) => platform.businessOfKey(publishableKey),
    locationName: (locationId) => platform.locationFacts(locationId),
    now: () => new Date(),
    log,
  });
  const files = new StaticFiles([
    // Vite names lazy chunks by content hash: those never change, cache them for a year.
    { prefix: '/dist/', dir: distDir, immutable: /^\/dist\/chunks\// },
    { prefix: '/', dir: publicDir },
  ]);
  if (!isWidgetBuilt(distDir)) log(`the widget is not built (${distDir}/guest-ordering.js missing): run \`npm run build\`; the API still works`);

  const routes: { method: string; pattern: RegExp; handler: Handler }[] = [];
  const route = (method: string, pattern: RegExp, handler: Handler) => routes.push({ method, pattern, handler });
  const q = (url: URL, name: string) => url.searchParams.get(name);

  route('GET', /^\/__sandbox\/health$/, () => ({
    ok: true,
    realtime: options.realtime,
    widget_built: isWidgetBuilt(distDir),
    orders: store.listOrders().length,
    database: store.file,
  }));
  route('GET', /^\/__sandbox\/orders$/, () => store.listOrders());
  route('POST', /^\/__sandbox\/reset$/, () => {
    platform.cancelPending();
    platform.clearFailures();
    store.reset();
    platform.setClock(null);
    users.setCountry({ country: null });
    members.reset();
    return { ok: true };
  });
  // { call: 'cart' | 'checkout' | 'room' | 'transaction', code, message, items_not_in_stock? }
  // makes the next such call fail with that body (one shot; see SandboxPlatform.failNext).
  route('POST', /^\/__sandbox\/fail-next$/, async ({ req }) => platform.failNext(await readJson(req)));
  // { business_id, view_mode }: the business's configuration says viewMode (browse only) until reset.
  route('POST', /^\/__sandbox\/view-mode$/, async ({ req }) => platform.setViewMode(await readJson(req)));
  // { business_id, hidden }: the business's UI configuration hides the next-available banner until reset.
  route('POST', /^\/__sandbox\/availability-banner$/, async ({ req }) => platform.setAvailabilityBanner(await readJson(req)));
  // { business_id, enabled }: the business's platform has (or lacks) the order-status capability; on for
  // every business until switched off, back on at reset.
  route('POST', /^\/__sandbox\/order-status$/, async ({ req }) => platform.setOrderStatusCapability(await readJson(req)));
  // { business_id, enabled }: the business's platform has (or lacks) the shared table order capability;
  // on for every business until switched off, back on at reset.
  route('POST', /^\/__sandbox\/table-orders$/, async ({ req }) => platform.setTableOrderCapability(await readJson(req)));
  // The staff page (demo/public/tables.html): every table order whose bill is open.
  route('GET', /^\/__sandbox\/tables$/, () => platform.tables.tables());
  // The kitchen (demo/public/kitchen.html): today's orders with their status and moves, and a move.
  route('GET', /^\/__sandbox\/kitchen$/, () => platform.kitchen());
  route('POST', /^\/__sandbox\/orders\/([^/]+)\/status$/, async ({ req, params }) => platform.changeOrderStatus(params[0]!, await readJson(req)));
  // { experience_id, paused }: the experience's kitchen pauses online orders (no slots) until resumed or reset.
  route('POST', /^\/__sandbox\/paused$/, async ({ req }) => platform.setPaused(await readJson(req)));
  // { location_id, short_description?, long_description? } or { experience_id, disclaimer }: texts until reset.
  route('POST', /^\/__sandbox\/texts$/, async ({ req }) => platform.setTexts(await readJson(req)));
  // The sandbox wallet (demo/public/wallet/): card tokens and the 3-D Secure page's buttons.
  route('POST', /^\/__sandbox\/wallet\/tokens$/, async ({ req }) => platform.tokenizeCard(await readJson(req)));
  route('GET', /^\/__sandbox\/wallet\/methods$/, ({ url }) => platform.walletMethods(q(url, 'merchant')));
  route('GET', /^\/__sandbox\/wallet\/challenge$/, ({ url }) => platform.challengeInfo(q(url, 'order'), q(url, 'payment')));
  route('POST', /^\/__sandbox\/wallet\/challenge$/, async ({ req }) => platform.resolveChallenge(await readJson(req)));
  route('GET', /^\/__sandbox\/terminal$/, ({ url }) => platform.terminalInfo(q(url, 'device_id')));
  route('POST', /^\/__sandbox\/terminal$/, async ({ req }) => platform.driveTerminal(await readJson(req)));
  // The sandbox clock: { now: ISO | null, advancing?: boolean } sets (or with null resets) the
  // instant slots, statuses and experience settings are computed for.
  route('GET', /^\/__sandbox\/clock$/, () => platform.clockState());
  // Stock: { serial_id | pui, in_stock, location_id? } (see SandboxPlatform.setStock); reset restores the seed.
  route('POST', /^\/__sandbox\/stock$/, async ({ req }) => platform.setStock(await readJson(req)));
  route('POST', /^\/__sandbox\/clock$/, async ({ req }) => {
    const body = (await readJson(req)) as { now?: unknown; advancing?: unknown } | undefined;
    if (!body || typeof body !== 'object' || !('now' in body) || (body.now !== null && typeof body.now !== 'string')) {
      throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_NOW' });
    }
    return platform.setClock(body.now as string | null, body.advancing === true);
  });

  // Users and login; see users.ts. Expiring access tokens shows the refresh on code 121.
  route('GET', /^\/__sandbox\/users$/, () => store.listUsers());
  route('GET', /^\/geo\/api\/v1\/country$/, ({ url }) =>
    users.geocode({ key: q(url, 'key'), lat: q(url, 'lat'), lng: q(url, 'lng'), ip: q(url, 'ip') }, GEOCODING_KEY),
  );
  route('POST', /^\/__sandbox\/geo$/, async ({ req }) => users.setCountry(await readJson(req)));
  route('POST', /^\/__sandbox\/expire-tokens$/, async ({ req }) => users.expire(await readJson(req)));
  route('POST', /^\/users\/api\/v1\/refresh_token$/, async ({ req }) => users.guestRefreshToken(await readJson(req)));
  route('POST', /^\/users\/api\/v1\/login$/, async ({ req, url }) => users.login(await readJson(req), url.searchParams));
  route('GET', /^\/users\/api\/v1\/user$/, ({ req }) => users.user(req.headers.authorization));
  route('POST', /^\/users\/api\/v1\/user\/metadata$/, async ({ req }) => users.setMetadata(req.headers.authorization, await readJson(req)));

  // Members (members.ts): registration by SMS code, captcha, saved cards, history and receipts.
  route('GET', /^\/__sandbox\/sms$/, () => members.outbox());
  route('POST', /^\/__sandbox\/sms\/expire$/, async ({ req }) => members.expireCodes(await readJson(req)));
  route('POST', /^\/__sandbox\/captcha$/, async ({ req }) => members.setCaptcha(await readJson(req)));
  route('GET', /^\/__sandbox\/invoices$/, () => members.invoices());
  route('GET', /^\/captcha\/api\/v1\/token$/, ({ url }) => members.captchaToken(q(url, 'site_key'), q(url, 'action')));
  route('POST', /^\/users\/api\/v1\/user\/metadata\/guest$/, async ({ req }) => members.sendPhone(await readJson(req)));
  route('POST', /^\/users\/api\/v1\/user\/metadata\/verify\/guest$/, async ({ req }) => members.sendCode(await readJson(req)));
  route('POST', /^\/users\/api\/v1\/login\/verified-token$/, async ({ req }) => members.loginWithVerifiedToken(await readJson(req)));
  route('GET', /^\/users\/api\/v1\/state\/email$/, ({ url }) => members.emailState(q(url, 'email'), q(url, 'publishableKey')));
  route('GET', /^\/payment-methods\/api\/v1\/payment-methods$/, ({ req, url }) => members.paymentMethods(req.headers.authorization, q(url, 'source')));
  route('GET', /^\/restaurants\/api\/v3\/orders$/, ({ req, url }) => members.orders(req.headers.authorization, url.searchParams));
  route('GET', /^\/restaurants\/api\/v3\/order\/([^/]+)\/details$/, ({ req, params }) => members.orderDetails(req.headers.authorization, params[0]!));
  route('POST', /^\/restaurants\/api\/v3\/order\/([^/]+)\/send-invoice$/, ({ req, params }) => members.sendInvoice(req.headers.authorization, params[0]!));

  route('GET', /^\/users\/api\/v2\/business\/configurations$/, ({ url, origin }) => platform.businessConfiguration(q(url, 'publishableKey'), origin));
  route('GET', /^\/restaurants\/api\/v3\/ui-configurations$/, ({ url, origin }) => platform.uiConfiguration(q(url, 'business_id'), q(url, 'id'), origin));
  route('GET', /^\/restaurants\/api\/v3\/business\/([^/]+)\/versions$/, ({ params }) => platform.versions(params[0]!));
  route('GET', /^\/hotels\/api\/v1\/hotels\/properties$/, ({ url }) => platform.hotels(q(url, 'business_id')));
  route('GET', /^\/restaurants\/api\/v3\/locations$/, ({ url }) =>
    platform.locations(q(url, 'business_id'), q(url, 'location_group_id'), q(url, 'experience[slots][available_from]')),
  );
  route('GET', /^\/restaurants\/api\/v3\/locations\/schedule$/, ({ url }) =>
    platform.schedule(q(url, 'business_id'), q(url, 'experience[type]'), q(url, 'experience[status]')),
  );
  route('GET', /^\/api\/v1\/business\/search$/, ({ url }) => platform.searchLocations(q(url, 'q'), q(url, 'business_id'), q(url, 'limit')));
  route('GET', /^\/restaurants\/api\/v3\/experiences\/([^/]+)$/, ({ params }) => platform.experience(params[0]!));
  route('GET', /^\/restaurants\/api\/v3\/experiences\/([^/]+)\/slots$/, ({ url, params }) => platform.slots(params[0]!, q(url, 'from')));
  route('GET', /^\/menus\/files\/([^/]+)\.json$/, ({ params }) => platform.menuFile(params[0]!));
  route('GET', /^\/menus\/api\/v1\/getOutOfStockItems$/, ({ url }) => platform.outOfStock(q(url, 'bid')));
  route('GET', /^\/menus\/allergens\.json$/, () => platform.allergens());
  route('GET', /^\/menus\/translations\/([^/]+)\/([^/]+)\.json$/, ({ params }) => platform.menuTranslations(params[0]!, params[1]!));
  route('GET', /^\/menus\/currency-settings\.json$/, () => platform.currencySettings());
  route('GET', /^\/translations\/([^/]+)\/([^/]+)\/business\.json$/, ({ params }) => platform.businessTranslations(params[0]!, params[1]!));
  route('GET', /^\/translations\/([^/]+)\/([^/]+)\/experience\.json$/, ({ params }) => platform.experienceTranslations(params[0]!, params[1]!));
  route('POST', /^\/restaurants\/api\/v3\/translations\/([^/]+)\/([^/]+)\/missed$/, async ({ req, params }) =>
    platform.reportMissedTranslations(params[0]!, params[1]!, await readJson(req)),
  );
  route('GET', /^\/__sandbox\/missed-translations$/, () => store.listMissedTranslations());
  route('POST', /^\/restaurants\/api\/v3\/cart$/, async ({ req }) => platform.saveCart(await readJson(req), null));
  route('PUT', /^\/restaurants\/api\/v3\/cart\/([^/]+)$/, async ({ req, params }) => platform.saveCart(await readJson(req), params[0]!));
  route('POST', /^\/restaurants\/api\/v3\/cart\/([^/]+)\/checkout$/, async ({ req, params }) =>
    platform.checkout(params[0]!, await readJson(req), users.userIdOf(req.headers.authorization)),
  );
  route('GET', /^\/restaurants\/api\/v3\/cart\/([^/]+)\/checkout$/, ({ params }) => platform.checkoutOf(params[0]!));
  route('DELETE', /^\/restaurants\/api\/v3\/cart\/([^/]+)\/checkout$/, ({ params }) => platform.cancelCheckout(params[0]!));
  route('POST', /^\/restaurants\/api\/v3\/([^/]+)\/roomChargeValidity$/, ({ url, params }) =>
    platform.roomValidity('charge', params[0]!, q(url, 'roomNumber'), q(url, 'lastName')),
  );
  route('POST', /^\/restaurants\/api\/v3\/([^/]+)\/roomValidity$/, ({ url, params }) =>
    platform.roomValidity('delivery', params[0]!, q(url, 'roomNumber'), q(url, 'lastName')),
  );
  route('PUT', /^\/restaurants\/api\/v3\/order\/([^/]+)\/payment\/([^/]+)\/transaction$/, async ({ req, params }) =>
    platform.confirmTransaction(params[0]!, params[1]!, await readJson(req)),
  );
  route('POST', /^\/restaurants\/api\/v3\/order\/([^/]+)\/payment\/([^/]+)\/cancel$/, ({ params }) => platform.cancelPayment(params[0]!, params[1]!));
  // The optional order-status capability: public, like the payment calls above (the order id is the key).
  route('GET', /^\/restaurants\/api\/v3\/order\/([^/]+)\/status$/, ({ params }) => platform.orderStatus(params[0]!));
  // The optional shared table order capability (table-orders.ts): public like the cart calls; the table
  // order's and the guest's ids are the keys. A payment's 3-D Secure uses the payment routes above, with
  // the table order's id as the order id.
  const tables = platform.tables;
  route('POST', /^\/restaurants\/api\/v3\/table-orders$/, async ({ req }) => tables.join(await readJson(req)));
  route('GET', /^\/restaurants\/api\/v3\/table-orders\/([^/]+)$/, ({ params }) => tables.get(params[0]!));
  route('PUT', /^\/restaurants\/api\/v3\/table-orders\/([^/]+)\/guests\/([^/]+)$/, async ({ req, params }) =>
    tables.updateGuest(params[0]!, params[1]!, await readJson(req)),
  );
  route('DELETE', /^\/restaurants\/api\/v3\/table-orders\/([^/]+)\/guests\/([^/]+)$/, ({ params }) => tables.leave(params[0]!, params[1]!));
  route('POST', /^\/restaurants\/api\/v3\/table-orders\/([^/]+)\/lines$/, async ({ req, params }) => tables.addLine(params[0]!, await readJson(req)));
  route('PUT', /^\/restaurants\/api\/v3\/table-orders\/([^/]+)\/lines\/([^/]+)$/, async ({ req, params }) =>
    tables.updateLine(params[0]!, params[1]!, await readJson(req)),
  );
  route('DELETE', /^\/restaurants\/api\/v3\/table-orders\/([^/]+)\/lines\/([^/]+)$/, ({ url, params }) =>
    tables.removeLine(params[0]!, params[1]!, q(url, 'guest_id')),
  );
  route('POST', /^\/restaurants\/api\/v3\/table-orders\/([^/]+)\/rounds$/, async ({ req, params }) => tables.sendRound(params[0]!, await readJson(req)));
  route('POST', /^\/restaurants\/api\/v3\/table-orders\/([^/]+)\/payments$/, async ({ req, params }) => tables.pay(params[0]!, await readJson(req)));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    const pathname = url.pathname;
    const isApi = API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
    if (isApi) {
      // The control routes are the sandbox's own (orders with guests' names, users, reset): same
      // origin only, and without the platform's any-origin CORS headers.
      if (pathname.startsWith('/__sandbox/')) {
        if (!isSameOriginControlRequest(req)) throw new HttpError(403, { code: 403, message: 'FORBIDDEN_ORIGIN' });
      } else applyCors(req, res);
      if (req.method === 'OPTIONS') {
        res.statusCode = 204;
        res.end();
        return;
      }
      const origin = `http://${req.headers.host ?? `127.0.0.1:${port}`}`;
      let methodMismatch = false;
      for (const candidate of routes) {
        const match = candidate.pattern.exec(pathname);
        if (!match) continue;
        if (candidate.method !== req.method && !(candidate.method === 'GET' && req.method === 'HEAD')) {
          methodMismatch = true;
          continue;
        }
        const params = match.slice(1).map((part) => decodeURIComponent(part));
        const body = await candidate.handler({ req, url, params, origin });
        sendJson(res, 200, body, req);
        return;
      }
      throw new HttpError(methodMismatch ? 405 : 404, { code: methodMismatch ? 405 : 4004, message: methodMismatch ? 'METHOD_NOT_ALLOWED' : 'NOT_FOUND' });
    }
    // Only the demo's own iframe host may frame the embedded page (see demoIframeHostOrigin).
    if (pathname === '/embedded.html') res.setHeader('Content-Security-Policy', `frame-ancestors ${demoIframeHostOrigin(req.headers.host)}`);
    // The hostile host page also enforces Trusted Types (see HOSTILE_PAGE_POLICY).
    if (pathname === '/hostile.html') res.setHeader('Content-Security-Policy', HOSTILE_PAGE_POLICY);
    // The printable table and room codes name this server's own address, so they are made per request.
    if (pathname === '/table.html' && (req.method === 'GET' || req.method === 'HEAD')) {
      const html = await renderTablePage(`http://${req.headers.host ?? `127.0.0.1:${port}`}`);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : html);
      return;
    }
    const hostApp = hostAppOfPath(pathname);
    if (hostApp && (req.method === 'GET' || req.method === 'HEAD')) {
      const code = await hostAppBundle(hostApp);
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : code);
      return;
    }
    if (files.handle(req, res, pathname)) return;
    if (pathname.startsWith('/dist/') && !isWidgetBuilt(distDir)) {
      res.writeHead(404, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('console.error("guest-ordering demo: the widget is not built. Run `npm run build`, then reload.");\n');
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found\n');
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        if (error.field) res.setHeader('X-Sandbox-Error-Field', error.field);
        if (error.closeConnection) res.setHeader('Connection', 'close');
        sendJson(res, error.status, error.body);
        return;
      }
      log(`500 ${req.method} ${req.url}: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { code: 500, message: 'Service not available' });
      else res.end();
    });
  });
  server.keepAliveTimeout = 5_000;

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4173, host, () => {
      server.off('error', reject);
      resolvePromise();
    });
  });
  const port = (server.address() as AddressInfo).port;

  let closed = false;
  return {
    url: `http://${host}:${port}/`,
    port,
    store,
    platform,
    async close() {
      if (closed) return;
      closed = true;
      platform.cancelPending();
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      });
      store.close();
    },
  };
}

/**
 * Helpers shared by the sandbox tests that talk to a running demo over HTTP: running it for a test
 * file over a throwaway data folder, JSON requests against it, and the checkout body of the demo guest.
 * Each test file still builds its own carts and its own shortcuts on top, since those differ from
 * file to file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { WireCartRequest, WireCheckoutRequest } from '../../src/api/wire';
import { startSandboxServer, type SandboxServer, type SandboxServerOptions } from './server';
import { startDemo, type DemoOptions, type RunningDemo } from './start-demo';

/** The demo of one test file, as {@link demoForFile} runs it; read it inside tests only. */
export interface FileDemo {
  /** The demo's realtime database server. */
  readonly realtime: RunningDemo['realtime'];
  /** The demo's own sandbox server (still this one after a restart, which starts another). */
  readonly sandbox: SandboxServer;
  /** Where the file's calls go: the demo's sandbox, or the restarted one once a test has restarted it. */
  readonly url: string;
  /**
   * Starts a sandbox again on a free port over the same data folder and realtime server, as a
   * restart of the demo would (the test closes `sandbox` itself first, at the moment it chooses);
   * `url` points at it from then on. `options` adds to the restart's (e.g. the dist folder).
   */
  restartSandbox(options?: Partial<SandboxServerOptions>): Promise<SandboxServer>;
}

/**
 * Runs the demo (realtime database and sandbox) for the tests of the calling file: started on free
 * ports and silent before they run, over a new temporary data folder named from `prefix`, then
 * stopped and its folder removed after them. `options` adds or overrides the rest (delays, a dist
 * folder); as a function it is read when the demo starts, for a value an earlier `beforeAll` makes.
 * A folder per file keeps files that run in parallel off each other's data.
 */
export function demoForFile(prefix: string, options: DemoOptions | (() => DemoOptions) = {}): FileDemo {
  let dataDir: string | undefined;
  let demo: RunningDemo | undefined;
  let restarted: SandboxServer | null = null;
  const started = (): RunningDemo => {
    if (!demo) throw new Error('The demo runs only while the tests of the file do.');
    return demo;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), prefix));
    demo = await startDemo({ port: 0, realtimePort: 0, dataDir, log: () => {}, ...(typeof options === 'function' ? options() : options) });
  }, 20_000);

  afterAll(async () => {
    // The restarted sandbox holds the same database open: it closes before the demo and the folder go.
    await restarted?.close();
    await demo?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    get realtime() {
      return started().realtime;
    },
    get sandbox() {
      return started().sandbox;
    },
    get url() {
      return restarted?.url ?? started().url;
    },
    async restartSandbox(extra = {}) {
      const { realtime } = started(); // and so `dataDir` is set: never the default folder of the repo
      restarted = await startSandboxServer({ port: 0, dataDir, realtime, log: () => {}, ...extra });
      return restarted;
    },
  };
}

/** A sandbox answer: the HTTP status and the JSON body, typed by the caller. */
export interface SandboxResponse<T> {
  status: number;
  body: T;
}

/** The JSON calls of one test file, made against whatever URL `base` answers at the time of each call. */
export interface SandboxRequests {
  /** Sends `body` (JSON, when given) with `method` to `path` and reads the JSON answer. */
  request<T>(method: string, path: string, body?: unknown): Promise<SandboxResponse<T>>;
  /** `request` for calls that change something; the answer is `unknown` unless the caller types it. */
  send<T = unknown>(method: string, path: string, body?: unknown): Promise<SandboxResponse<T>>;
  /** A GET of `path`. */
  get<T>(path: string): Promise<SandboxResponse<T>>;
}

/**
 * The JSON calls against a sandbox at `base`. `base` is a function, not a URL, because a test may
 * restart the sandbox on another port mid-file (see {@link FileDemo.url}); every call reads it afresh.
 * `headers` go with every call, besides the JSON content type (a file that calls as the SDK does
 * passes the SDK's Authorization and X-Product-Id here).
 */
export function sandboxRequests(base: () => string | URL, headers: Record<string, string> = {}): SandboxRequests {
  async function request<T>(method: string, path: string, body?: unknown): Promise<SandboxResponse<T>> {
    const init: RequestInit = { method, headers: { 'content-type': 'application/json', ...headers } };
    if (body !== undefined) init.body = JSON.stringify(body);
    const response = await fetch(new URL(path, base()), init);
    return { status: response.status, body: (await response.json()) as T };
  }
  return {
    request,
    send: (method, path, body) => request(method, path, body),
    get: (path) => request('GET', path),
  };
}

/** What a checkout body may say besides the cart and the payment: guest details to override, and a tip. */
export interface CheckoutExtras {
  /** Replaces the demo guest's fields one by one (e.g. a room number, a blank last name). */
  details?: Partial<WireCheckoutRequest['details']>;
  /** The tip; none when absent. */
  tip?: WireCheckoutRequest['tip'];
}

/**
 * The checkout request for `cart` paid with `payment`, from the demo guest Ada Lovelace (a phone
 * number, no e-mail, no receipt, no tip). One fixed guest keeps the tests' bodies valid against the
 * checkout contract, so that a test changes only the field it is about through `extras`.
 */
export function checkoutBody(cart: WireCartRequest, payment: WireCheckoutRequest['payment'], extras: CheckoutExtras = {}): WireCheckoutRequest {
  return {
    ...cart,
    created_at: new Date().toISOString(),
    details: {
      email: null,
      name: 'Ada Lovelace',
      first_name: 'Ada',
      last_name: 'Lovelace',
      room_number: null,
      table_number: null,
      number_of_diners: null,
      phone: '+12125550143',
      ...extras.details,
    },
    receipt: { receive_by: 'NONE' },
    tip: extras.tip ?? null,
    payment,
    device_id: null,
  };
}

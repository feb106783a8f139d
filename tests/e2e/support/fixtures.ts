import { spawn } from 'node:child_process';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/** One DOM event the widget sent to its host page, as recorded on the page. */
export interface RecordedHostEvent {
  type: string;
  detail: unknown;
  bubbles: boolean;
  composed: boolean;
}

const HOST_EVENTS = ['close', 'login', 'logout', 'order-complete', 'order-status', 'cart-change', 'analytics', 'fallback', 'accessibility-widget'];

/**
 * Calls one of the element's methods (`open`, `signIn`, `signOut`…) as a host page does: once the
 * element is defined. On a deep link the widget's code follows the loader's paint of the menu, so a
 * menu on screen does not mean the methods are there yet.
 */
export async function callElement(root: Locator, method: string, ...args: unknown[]): Promise<void> {
  await root.evaluate(
    async (element, [name, rest]) => {
      await customElements.whenDefined(element.localName);
      (element as unknown as Record<string, (...values: unknown[]) => unknown>)[name as string]!(...(rest as unknown[]));
    },
    [method, args] as const,
  );
}

/**
 * Records every host event the widget emits, listening on `document` so only events that bubble
 * out of the element (as integrators listen to them) are seen.
 */
export async function recordHostEvents(page: Page): Promise<void> {
  await page.addInitScript((types: string[]) => {
    const events: unknown[] = [];
    (window as unknown as { __hostEvents: unknown[] }).__hostEvents = events;
    for (const type of types) {
      document.addEventListener(type, (event) => {
        const e = event as CustomEvent;
        if (!(e.target instanceof HTMLElement) || e.target.localName !== 'guest-ordering') return;
        events.push({ type, detail: e.detail, bubbles: e.bubbles, composed: e.composed });
      });
    }
  }, HOST_EVENTS);
}

export async function hostEvents(page: Page): Promise<RecordedHostEvent[]> {
  return page.evaluate(() => (window as unknown as { __hostEvents: RecordedHostEvent[] }).__hostEvents ?? []);
}

/** A placed order as the sandbox's database holds it. */
export interface SandboxOrder {
  id: string;
  check_number: string;
  confirmation_number: string;
  cart_id: string;
  payment_type: string;
  details: { first_name: string; last_name: string; phone: string | null };
  items: { pui: string; quantity: number; name?: string }[];
}

export async function sandboxOrders(page: Page): Promise<SandboxOrder[]> {
  const response = await page.request.get('/__sandbox/orders');
  expect(response.ok()).toBe(true);
  const body = await response.json();
  return Array.isArray(body) ? body : body.orders;
}

/** The sandbox platform one Playwright worker talks to: its demo pages and API, and its realtime server. */
export interface WorkerSandbox {
  baseURL: string;
  realtimePort: number;
}

/** First ports of the suite; worker N uses the next N ports, so parallel workers never share a sandbox. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4310);
const FIRST_REALTIME_PORT = Number(process.env.E2E_REALTIME_PORT ?? 9310);
const SANDBOX_START_TIMEOUT_MS = 60_000;

/**
 * Starts a fresh sandbox (seeded database in its own folder, its own ports) for one worker and stops it
 * when the worker ends. Every test resets the sandbox's data, so two workers sharing one sandbox would
 * wipe each other's orders mid-test: each worker gets its own instead.
 */
async function startWorkerSandbox(parallelIndex: number): Promise<{ sandbox: WorkerSandbox; stop: () => Promise<void> }> {
  const port = FIRST_PORT + parallelIndex;
  const realtimePort = FIRST_REALTIME_PORT + parallelIndex;
  const args = [
    'demo/start.mjs',
    '--port',
    String(port),
    '--realtime-port',
    String(realtimePort),
    '--data-dir',
    `.sandbox-data/e2e-${port}`,
    '--fresh',
    // A calculation lands in 30 to 60 ms rather than a platform's 200 to 400: every test that waits for
    // totals waits less, and no test depends on how long they take (the slow and lost cases are made
    // by blocking the realtime channel).
    '--calculation-delay',
    '30,60',
    ...(process.env.E2E_DIST_DIR ? ['--dist-dir', process.env.E2E_DIST_DIR] : []),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  // Kept only to explain a sandbox that fails to start; a running sandbox's log is not needed.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SANDBOX_START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the sandbox on port ${port} exited:\n${output}`);
    const healthy = await fetch(`${baseURL}/__sandbox/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the sandbox on port ${port} did not start within ${SANDBOX_START_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    const killed = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killed);
  };
  return { sandbox: { baseURL, realtimePort }, stop };
}

// biome-ignore lint/suspicious/noConfusingVoidType: Playwright's type for a fixture that gives no value (its `use()` takes no argument)
export const test = base.extend<{ resetSandbox: void; realtimePort: number }, { sandbox: WorkerSandbox }>({
  sandbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring, and it must be an object pattern even when empty
    async ({}, use, workerInfo) => {
      const { sandbox, stop } = await startWorkerSandbox(workerInfo.parallelIndex);
      await use(sandbox);
      await stop();
    },
    { scope: 'worker', timeout: SANDBOX_START_TIMEOUT_MS + 10_000 },
  ],
  baseURL: async ({ sandbox }, use) => {
    await use(sandbox.baseURL);
  },
  /** The port of this worker's realtime database server, for tests that cut or watch its WebSocket. */
  realtimePort: async ({ sandbox }, use) => {
    await use(sandbox.realtimePort);
  },
  resetSandbox: [
    async ({ request }, use) => {
      const response = await request.post('/__sandbox/reset');
      expect(response.ok()).toBe(true);
      await use();
    },
    { auto: true },
  ],
});
export { expect };

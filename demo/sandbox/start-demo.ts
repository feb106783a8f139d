import { startRealtimeServer, type RealtimeProcess } from './realtime-process';
import { startSandboxServer, type SandboxServer } from './server';

/** Options of {@link startDemo}; the CLI flags of demo/start.mjs map onto these. */
export interface DemoOptions {
  /** Sandbox + static port; 0 picks a free one. Default 4173. */
  port?: number;
  /** Realtime database port; 0 picks a free one. Default 9000. */
  realtimePort?: number;
  /** Realtime namespace (`?ns=`). Default guest-ordering-demo. */
  namespace?: string;
  /** Default `.sandbox-data` in the repo root. */
  dataDir?: string;
  /** Reset the database to the seed before starting. */
  fresh?: boolean;
  distDir?: string;
  publicDir?: string;
  /** Delay range (ms) before a cart calculation is published. Default [200, 400]. */
  calculationDelayMs?: [number, number];
  /** Card terminal (EMV) delay before SUCCESS is written (ms). Default 2000. */
  terminalDelayMs?: number;
  log?: (message: string) => void;
}

/** A running demo: the sandbox URL (ends with `/`) and a stop() that ends both servers. */
export interface RunningDemo {
  url: string;
  consoleUrl: string;
  realtime: { url: string; namespace: string; port: number };
  sandbox: SandboxServer;
  stop(): Promise<void>;
}

/**
 * Starts the realtime database server (child process), then the sandbox + static server.
 * Used by demo/start.mjs and by tests (`startDemo({ port: 0, realtimePort: 0, dataDir })`).
 */
export async function startDemo(options: DemoOptions = {}): Promise<RunningDemo> {
  const log = options.log;
  const realtime: RealtimeProcess = await startRealtimeServer({
    port: options.realtimePort ?? 9000,
    namespace: options.namespace,
    log: log ? (line) => log(`[realtime] ${line}`) : undefined,
  });
  let sandbox: SandboxServer;
  try {
    sandbox = await startSandboxServer({
      port: options.port ?? 4173,
      dataDir: options.dataDir,
      fresh: options.fresh,
      realtime: { url: realtime.url, namespace: realtime.namespace },
      distDir: options.distDir,
      publicDir: options.publicDir,
      calculationDelayMs: options.calculationDelayMs,
      terminalDelayMs: options.terminalDelayMs,
      log,
    });
  } catch (error) {
    await realtime.stop();
    throw error;
  }
  let stopping: Promise<void> | null = null;
  return {
    url: sandbox.url,
    consoleUrl: `${sandbox.url}console.html`,
    realtime: { url: realtime.url, namespace: realtime.namespace, port: realtime.port },
    sandbox,
    stop() {
      stopping ??= Promise.allSettled([sandbox.close(), realtime.stop()]).then(() => undefined);
      return stopping;
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RealtimeTarget } from './realtime-writer';

/**
 * Runs demo/realtime-server/server.cjs (firebase-server, in its own package folder because its
 * firebase 8 crashes next to the widget's firebase 12) as a child process and waits for its ready line.
 */

const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'realtime-server');

export interface RealtimeProcess extends RealtimeTarget {
  port: number;
  stop(): Promise<void>;
}

/** Starts the realtime server on `port` (0 = any free port). */
export async function startRealtimeServer(options: { port?: number; namespace?: string; log?: (line: string) => void } = {}): Promise<RealtimeProcess> {
  const namespace = options.namespace ?? 'guest-ordering-demo';
  const log = options.log ?? ((line: string) => console.log(`[realtime] ${line}`));
  if (!existsSync(join(SERVER_DIR, 'node_modules', 'firebase-server'))) {
    throw new Error('demo/realtime-server is not installed: run `node scripts/install-realtime-server.mjs` (`npm start` and `npm test` run it)');
  }
  const child: ChildProcess = spawn(process.execPath, [join(SERVER_DIR, 'server.cjs'), '--port', String(options.port ?? 9000), '--ns', namespace], {
    cwd: SERVER_DIR,
    // With a stdin pipe the child also exits if this process dies without signalling it.
    env: { ...process.env, REALTIME_EXIT_WITH_PARENT: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));

  const port = await new Promise<number>((resolvePort, reject) => {
    let buffer = '';
    let errors = '';
    const timeout = setTimeout(() => reject(new Error(`realtime server did not start in 15 s\n${errors}`)), 15_000);
    child.stdout!.setEncoding('utf8');
    child.stderr!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      buffer += chunk;
      const match = /realtime-server ready http:\/\/127\.0\.0\.1:(\d+)/.exec(buffer);
      if (match) {
        clearTimeout(timeout);
        resolvePort(Number(match[1]));
      }
    });
    child.stderr!.on('data', (chunk: string) => {
      errors += chunk;
      for (const line of chunk.split('\n').filter(Boolean)) log(line);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timeout);
      reject(new Error(`realtime server exited before it was ready (${code ?? signal})\n${errors}`));
    });
  });

  let stopping: Promise<void> | null = null;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    namespace,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 2_000);
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}

// The sandbox platform and Chromium as the benchmarks start them (tests/bench/*.mjs): one demo server
// with a fresh database in its own process group, so nothing of ours outlives a benchmark.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The repository root. */
export const root = path.resolve(import.meta.dirname, '../..');

/**
 * Starts `demo/start.mjs` on the given ports with a fresh database (serving `distDir` when given);
 * resolves with `{ base, stop }`, where `stop()` ends the server and its realtime server and removes
 * the database.
 */
export function startBenchSandbox({ port, realtimePort, distDir = null, name = 'bench' }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `go-${name}-`));
  const args = ['demo/start.mjs', '--port', String(port), '--realtime-port', String(realtimePort), '--data-dir', dataDir, '--fresh'];
  if (distDir) args.push('--dist-dir', distDir);
  const child = spawn(process.execPath, args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });

  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        child.kill('SIGTERM');
      } catch {}
      const timedOut = await Promise.race([exited.then(() => false), new Promise((r) => setTimeout(() => r(true), 6000))]);
      if (timedOut) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {}
      }
    }
    // The realtime server runs in the same group: make sure nothing of ours outlives the bench.
    try {
      process.kill(-child.pid, 0);
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
    rmSync(dataDir, { recursive: true, force: true });
  }

  let log = '';
  const started = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sandbox did not start in 30 s:\n${log}`)), 30_000);
    const onData = (chunk) => {
      log += chunk;
      const match = /guest-ordering demo: (http:\/\/\S+?)\/?\s/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve({ base: match[1], stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sandbox exited (${code}) before it started:\n${log}`));
    });
  });
  // A failed start still cleans up.
  return started.catch(async (error) => {
    await stop();
    throw error;
  });
}

/**
 * Makes sure a benchmark never hangs or leaks: after `budgetMs`, or on Ctrl-C / SIGTERM, it runs
 * `onTimeout` (to print the failure) and `cleanup`, then exits. Returns `done()`, to call once finished.
 */
export function guardBench({ budgetMs, onTimeout, cleanup }) {
  let finished = false;
  const watchdog = setTimeout(async () => {
    if (finished) return;
    onTimeout(budgetMs);
    await cleanup();
    process.exit(1);
  }, budgetMs);
  watchdog.unref();
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      await cleanup();
      process.exit(130);
    });
  }
  return () => {
    finished = true;
  };
}

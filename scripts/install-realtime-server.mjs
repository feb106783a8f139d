#!/usr/bin/env node
/**
 * Installs the sandbox's realtime database server (demo/realtime-server) from its own lockfile. It must
 * live apart from the root node_modules because firebase-server pulls in firebase 8, which crashes next
 * to the widget's firebase 12.
 *
 * `npm start` and `npm test` run it first. It is deliberately NOT an install script of the root package:
 * the published package must install with no scripts of its own (an integrator's `npm install` must never
 * run the sandbox's installs, and the tarball does not contain this file).
 *
 * Skips the nested install when demo/realtime-server/node_modules is already up to date with the
 * lockfile (npm writes node_modules/.package-lock.json on every install; we compare it with the
 * lockfile's mtime), so it costs a few file checks once installed. The install prefers the npm cache
 * (`--prefer-offline`): after the root `npm ci` nothing needs the network unless the cache lacks a
 * package. Set GUEST_ORDERING_SKIP_REALTIME_INSTALL=1 to skip it entirely.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'demo', 'realtime-server');
const lockfile = join(dir, 'package-lock.json');
const hidden = join(dir, 'node_modules', '.package-lock.json');
const marker = join(dir, 'node_modules', 'firebase-server', 'package.json');

function upToDate() {
  if (!existsSync(hidden) || !existsSync(marker) || !existsSync(lockfile)) return false;
  return statSync(hidden).mtimeMs >= statSync(lockfile).mtimeMs;
}

if (process.env.GUEST_ORDERING_SKIP_REALTIME_INSTALL === '1') {
  console.log('[realtime-server] skipped (GUEST_ORDERING_SKIP_REALTIME_INSTALL=1)');
} else if (!existsSync(join(dir, 'package.json'))) {
  console.log('[realtime-server] demo/realtime-server not present; nothing to install');
} else if (upToDate()) {
  console.log('[realtime-server] dependencies up to date');
} else {
  // The parent npm exports npm_config_* (e.g. --save-exact, --omit, the root prefix, a global
  // lockfile-only flag) and npm_package_* variables; a nested npm would obey them and install into
  // or rewrite the wrong place. Run the child with a clean npm environment.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'INIT_CWD'));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const args = existsSync(lockfile) ? ['ci', '--prefer-offline', '--no-audit', '--no-fund'] : ['install', '--prefer-offline', '--no-audit', '--no-fund'];
  console.log(`[realtime-server] npm ${args[0]} in demo/realtime-server`);
  const result = spawnSync(npm, args, { cwd: dir, env, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) {
    console.error(`[realtime-server] npm ${args[0]} failed (exit ${result.status ?? result.signal}); the demo's realtime server will not start`);
    process.exit(result.status ?? 1);
  }
}

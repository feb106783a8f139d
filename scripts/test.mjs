// `npm test`: Chromium found or installed (scripts/ensure-chromium.mjs), the sandbox's realtime server
// install (a no-op once installed), type checks, the import-direction check, lint and format check
// (Biome), unit tests, a production build, the packed package in a fresh project, then the Playwright
// suite. The browser step comes first because the unit, package and e2e stages all launch Chromium: a
// missing or misnamed browser stops the run there, with its own message, never inside a test file.
// Stops at the first failing stage and ends with one plain summary line.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The stages of `npm test` in the order they run, each `[name, shell command]`. */
export const STAGES = [
  ['chromium', 'node scripts/ensure-chromium.mjs'],
  ['realtime-server', 'node scripts/install-realtime-server.mjs'],
  ['i18n', 'npm run --silent i18n:compile'],
  ['typecheck', 'npx tsc -p tsconfig.json --noEmit'],
  ['imports', 'node scripts/check-imports.mjs'],
  ['lint', 'npm run --silent lint'],
  ['unit', 'npx vitest run'],
  ['build', 'node scripts/build.mjs'],
  // The published package: packs it, installs the tarball into a fresh project, type-checks, bundles
  // (Vite, esbuild) and renders it against the sandbox (tests/package/tarball.test.mjs).
  ['package', 'node --test --test-reporter=spec tests/package/tarball.test.mjs'],
  ['e2e', 'npx playwright test'],
];

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let passed = 0;
  for (const [name, cmd] of STAGES) {
    console.log(`\n== ${name}: ${cmd}`);
    const result = spawnSync(cmd, { shell: true, stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
    if (result.status !== 0) {
      console.log(`\nstages: ${passed} passed, 1 failed (${name})`);
      process.exit(result.status ?? 1);
    }
    passed += 1;
  }
  console.log(`\nstages: ${passed} passed, 0 failed`);
}

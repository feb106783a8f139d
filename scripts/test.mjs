// `npm test`: the sandbox's realtime server install (a no-op once installed), type checks, the
// import-direction check, lint and format check (Biome), unit tests, a production build, the packed package in a fresh project,
// then the Playwright suite in Debian's Chromium. Stops at the first failing stage and ends with one plain summary line.
import { spawnSync } from 'node:child_process';

const stages = [
  ['realtime-server', 'node scripts/install-realtime-server.mjs'],
  ['i18n', 'npm run --silent i18n:compile'],
  ['typecheck', 'npx tsc -p tsconfig.json --noEmit'],
  ['imports', 'node scripts/check-imports.mjs'],
  ['lint', 'npm run --silent lint'],
  ['unit', 'npx vitest run'],
  ['build', 'node scripts/build.mjs'],
  ['chromium', 'node scripts/ensure-chromium.mjs'],
  // The published package: packs it, installs the tarball into a fresh project, type-checks, bundles
  // (Vite, esbuild) and renders it against the sandbox (tests/package/tarball.test.mjs).
  ['package', 'node --test --test-reporter=spec tests/package/tarball.test.mjs'],
  ['e2e', 'npx playwright test'],
];
let passed = 0;
for (const [name, cmd] of stages) {
  console.log(`\n== ${name}: ${cmd}`);
  const result = spawnSync(cmd, { shell: true, stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
  if (result.status !== 0) {
    console.log(`\nstages: ${passed} passed, 1 failed (${name})`);
    process.exit(result.status ?? 1);
  }
  passed += 1;
}
console.log(`\nstages: ${passed} passed, 0 failed`);

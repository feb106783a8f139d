// Builds everything `npm start` and the e2e tests serve: compiled catalogs, the library
// (script-tag entry, ESM entry, lazy chunks), type declarations and custom-elements.json.
import { execSync } from 'node:child_process';

const run = (cmd, env = {}) =>
  execSync(cmd, { stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...env } });

run('npx lingui compile --typescript');
run('npx vite build --logLevel warn');
run('npx vite build --logLevel warn', { GO_BUILD: 'esm' });
run('npx tsc -p tsconfig.build.json');
run('npx custom-elements-manifest analyze --config custom-elements-manifest.config.mjs');
console.log('build: dist/ and custom-elements.json are ready');

// Builds everything `npm start`, the e2e tests and the published package use: compiled catalogs, the
// library (script-tag entry, ESM entry, lazy chunks), type declarations and custom-elements.json.
// `npm pack` / `npm publish` run it first (the `prepack` script), so a tarball never ships a stale dist/.
import { execSync } from 'node:child_process';

const run = (cmd, env = {}) => execSync(cmd, { stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...env } });

run('npm run --silent i18n:compile');
run('npx vite build --logLevel warn');
run('npx vite build --logLevel warn', { GO_BUILD: 'esm' });
run('npx tsc -p tsconfig.build.json');
// custom-elements.json from the element's one declaration (build/surface.ts).
run('node --import tsx scripts/surface.mjs --manifest');
// Package finishing, after every step that writes into dist/: only the public declarations, with
// explicit extensions (scripts/package-types.mjs), and the SRI hashes of the built scripts
// (scripts/sri.mjs; keep it last so it hashes the files as shipped).
run('node scripts/package-types.mjs dist/types');
run('node scripts/sri.mjs dist');
console.log('build: dist/ and custom-elements.json are ready');

// Writes dist/sri.json: the Subresource Integrity hash (sha384) of the script-tag build (the entry and
// its lazy chunks under dist/chunks/), so a host can pin it (docs/embedding.md, "Pinning the script
// with SRI"). The ESM build (dist/index.js, dist/esm/) goes through the host's bundler and is not listed.
//
//   { "version": "0.1.0", "algorithm": "sha384", "entry": "guest-ordering.js",
//     "integrity": { "guest-ordering.js": "sha384-…", "chunks/Modal-….js": "sha384-…", … } }
//
// Keys are paths relative to dist/. The `integrity` attribute of the script tag covers the entry only;
// the lazy chunks it imports are covered only if the host lists them in an import map's `integrity`
// (see the docs), which is why their hashes are here too. Run after every build: a hash of an older
// build pins a file the CDN no longer serves.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The script-tag entry (src/register.ts), relative to dist/. */
export const SCRIPT_ENTRY = 'guest-ordering.js';

/** `sha384-<base64>` of a file's bytes: the form the `integrity` attribute expects. */
export function integrityOf(file) {
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}

/** The script-tag build's files: the entry, then every .js under chunks/. */
function listScripts(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listScripts(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

/** Hashes every .js file under `distDir` and writes `distDir/sri.json`; returns what it wrote. */
export function writeSri(distDir, version) {
  const integrity = {};
  const chunks = join(distDir, 'chunks');
  const files = [join(distDir, SCRIPT_ENTRY), ...(existsSync(chunks) ? listScripts(chunks).sort() : [])];
  for (const file of files.filter((path) => existsSync(path))) {
    integrity[relative(distDir, file).split(sep).join('/')] = integrityOf(file);
  }
  if (!integrity[SCRIPT_ENTRY]) throw new Error(`${SCRIPT_ENTRY} is missing from ${distDir}: build first`);
  const sri = { version, algorithm: 'sha384', entry: SCRIPT_ENTRY, integrity };
  writeFileSync(join(distDir, 'sri.json'), `${JSON.stringify(sri, null, 2)}\n`);
  return sri;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(import.meta.url), '..', '..');
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  try {
    const sri = writeSri(resolve(process.argv[2] ?? join(root, 'dist')), version);
    console.log(`sri: ${SCRIPT_ENTRY} ${sri.integrity[SCRIPT_ENTRY]} (dist/sri.json, ${Object.keys(sri.integrity).length} files)`);
  } catch (error) {
    console.error(`sri: ${error.message}`);
    process.exit(1);
  }
}

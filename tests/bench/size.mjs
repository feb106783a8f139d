// `npm run bench`: what the script-tag build makes a browser download, gzip and brotli.
// "First screen" = dist/guest-ordering.js plus every chunk it imports statically (what loads
// before anything renders); everything else is a lazy chunk, loaded by dynamic import() on demand.
// Fails (exit 1) when a budget in package.json "size-budgets" is exceeded.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
const entry = path.join(dist, 'guest-ordering.js');
if (!existsSync(entry)) {
  console.error('bench: dist/guest-ordering.js is missing; run `npm run build` first');
  process.exit(1);
}
const budgets = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))['size-budgets'];

const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[^"'();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const sizeOf = (file) => {
  const bytes = readFileSync(file);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};

/** The entry and its static import closure. */
function staticClosure(start) {
  const seen = new Set();
  const queue = [start];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      queue.push(path.resolve(path.dirname(file), match[1]));
    }
  }
  return [...seen];
}

const firstScreen = staticClosure(entry);
const allChunks = readdirSync(path.join(dist, 'chunks'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => path.join(dist, 'chunks', name));
const lazy = allChunks.filter((file) => !firstScreen.includes(file));

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = [];
const total = { raw: 0, gzip: 0, brotli: 0 };
for (const file of firstScreen) {
  const size = sizeOf(file);
  for (const key of Object.keys(total)) total[key] += size[key];
}
rows.push({ file: 'first screen (entry + static imports)', ...total, budget: budgets.firstScreen.gzip });
for (const file of lazy) rows.push({ file: `lazy ${path.relative(dist, file)}`, ...sizeOf(file), budget: budgets.lazyChunk.gzip });

// The first screen must be ONE file: a chunk the entry imports is discovered only after the entry has
// downloaded, a whole extra round trip before the widget starts (see vite.config.ts, `$initial`).
let failed = firstScreen.length === 1 ? 0 : 1;
if (failed) console.log(`first screen is ${firstScreen.length} files, expected 1: ${firstScreen.map((f) => path.relative(dist, f)).join(', ')}`);
console.log('file'.padEnd(58), 'min'.padStart(10), 'gzip'.padStart(10), 'brotli'.padStart(10), 'budget(gz)'.padStart(11));
for (const row of rows) {
  const over = row.gzip > row.budget;
  if (over) failed += 1;
  console.log(row.file.padEnd(58), kb(row.raw).padStart(10), kb(row.gzip).padStart(10), kb(row.brotli).padStart(10), `${kb(row.budget)}${over ? ' OVER' : ''}`.padStart(11));
}
console.log(`\nfirst screen files: ${firstScreen.map((f) => path.relative(dist, f)).join(', ')}`);
console.log(`size budgets: ${rows.length + 1 - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

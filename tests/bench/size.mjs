// `npm run bench`: what the script-tag build makes a browser download, gzip and brotli.
// - The loader: dist/guest-ordering.js plus every chunk it imports statically, the script a host page
//   loads. It starts the start-up calls before the widget code arrives, so it must stay small
//   ("size-budgets".loader in package.json) and be ONE file.
// - The painter (`first-paint` chunk: draws a deep-linked menu from the start-up answers as plain DOM)
//   and what every first screen shares (`first-screen` chunk): the loader fetches both beside the data
//   on a deep link, and `first-screen` beside the widget code on a plain visit.
// - The widget code (`app` chunk) and the first menu's code (`menu` chunk): what the loader imports
//   once a deep link's menu is painted (at once on a plain visit, with the home screen's chunk). What
//   the guest actually waits for is measured by first-paint.mjs's "JavaScript before the first menu"
//   budget.
// - Every other chunk is lazy, loaded by dynamic import() on demand ("size-budgets".lazyChunk each).
// Fails (exit 1) when a budget is exceeded. Under `npm run bench` the figures also go to docs/benchmarks.md.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { recordResult } from './report.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
const entry = path.join(dist, 'guest-ordering.js');
if (!existsSync(entry)) {
  console.error('bench: dist/guest-ordering.js is missing; run `npm run build` first');
  recordResult({ name: 'size', error: 'dist/guest-ordering.js is missing; run `npm run build` first' });
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

const loader = staticClosure(entry);
const allChunks = readdirSync(path.join(dist, 'chunks'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => path.join(dist, 'chunks', name));
const named = (prefix) => allChunks.filter((file) => path.basename(file).startsWith(`${prefix}-`));
const painter = named('first-paint');
const firstScreen = named('first-screen');
const app = named('app');
const menu = named('menu');
const startChunks = [...painter, ...firstScreen, ...app, ...menu];
const lazy = allChunks.filter((file) => !loader.includes(file) && !startChunks.includes(file));

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const total = (files) => {
  const sum = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = sizeOf(file);
    for (const key of Object.keys(sum)) sum[key] += size[key];
  }
  return sum;
};
const rows = [
  { file: 'loader (guest-ordering.js + static imports)', ...total(loader), budget: budgets.loader.gzip },
  { file: `painter (${painter.map((f) => path.relative(dist, f)).join(', ') || 'no first-paint chunk'})`, ...total(painter), budget: null },
  { file: `first screens' shared code (${firstScreen.map((f) => path.relative(dist, f)).join(', ') || 'none'})`, ...total(firstScreen), budget: null },
  { file: `widget code (${app.map((f) => path.relative(dist, f)).join(', ') || 'no app chunk'})`, ...total(app), budget: null },
  { file: `first menu code (${menu.map((f) => path.relative(dist, f)).join(', ') || 'no menu chunk'})`, ...total(menu), budget: null },
];
for (const file of lazy) rows.push({ file: `lazy ${path.relative(dist, file)}`, ...sizeOf(file), budget: budgets.lazyChunk.gzip });

let failed = 0;
// The report's budget rows: the file-count checks, then every gzip budget.
const budgetRows = [];
const fileCount = (name, measured, limit, pass = measured === limit) => budgetRows.push({ name, measured, limit, unit: 'files', exact: true, pass });
// The loader must be ONE file: a chunk it imported statically would be discovered only after it downloaded.
fileCount('Loader (guest-ordering.js and its static imports)', loader.length, 1);
if (loader.length !== 1) {
  failed += 1;
  console.log(`loader is ${loader.length} files, expected 1: ${loader.map((f) => path.relative(dist, f)).join(', ')}`);
}
fileCount(
  "Painter and first screens' shared code (`first-paint`, `first-screen` chunks: one each)",
  painter.length + firstScreen.length,
  2,
  painter.length === 1 && firstScreen.length === 1,
);
if (painter.length !== 1 || firstScreen.length !== 1) {
  failed += 1;
  console.log(
    `the first paint is ${painter.length} first-paint and ${firstScreen.length} first-screen chunks, expected 1 each (vite.config.ts): the loader fetches exactly those two beside the data`,
  );
}
fileCount('Widget code (`app` chunk)', app.length, 1);
if (app.length !== 1) {
  failed += 1;
  console.log(`the widget code is ${app.length} app chunks, expected 1 (vite.config.ts, group \`app\`)`);
}
// Rolldown's runtime helpers belong in the loader (src/register.ts says how): as a chunk of their
// own they cost one more request before the first paint.
const runtimeChunks = allChunks.filter((file) => path.basename(file).startsWith('rolldown-runtime'));
fileCount("Rolldown's runtime as a chunk of its own", runtimeChunks.length, 0);
if (runtimeChunks.length) {
  failed += 1;
  console.log(
    `rolldown's runtime is a chunk of its own (${runtimeChunks.map((f) => path.relative(dist, f)).join(', ')}): one more request before the first paint`,
  );
}
console.log('file'.padEnd(64), 'min'.padStart(10), 'gzip'.padStart(10), 'brotli'.padStart(10), 'budget(gz)'.padStart(11));
let checked = 4;
for (const row of rows) {
  if (row.budget !== null) checked += 1;
  const over = row.budget !== null && row.gzip > row.budget;
  if (over) failed += 1;
  const budget = row.budget === null ? '-' : `${kb(row.budget)}${over ? ' OVER' : ''}`;
  const name = row.file.length > 64 ? `${row.file.slice(0, 61)}...` : row.file;
  console.log(name.padEnd(64), kb(row.raw).padStart(10), kb(row.gzip).padStart(10), kb(row.brotli).padStart(10), budget.padStart(11));
}
console.log(`\nsize budgets: ${checked - failed} passed, ${failed} failed`);
// The report: the loader's budget, and the lazy chunks' one budget as its largest chunk (naming any
// other over it); every file is in the table below them.
budgetRows.push({ name: `${rows[0].file} (gzip)`, measured: rows[0].gzip, limit: rows[0].budget, unit: 'bytes', pass: rows[0].gzip <= rows[0].budget });
const lazyRows = rows.filter((row) => row.file.startsWith('lazy '));
const largest = lazyRows.reduce((top, row) => (row.gzip > (top?.gzip ?? -1) ? row : top), null);
if (largest) {
  const over = lazyRows.filter((row) => row.gzip > row.budget).map((row) => row.file.slice('lazy '.length));
  budgetRows.push({
    name: `Largest of the ${lazyRows.length} lazy chunks (gzip, each)`,
    measured: largest.gzip,
    limit: largest.budget,
    unit: 'bytes',
    pass: over.length === 0,
    detail: over.length > 1 ? `over: ${over.join(', ')}` : largest.file.slice('lazy '.length),
  });
}
recordResult({
  name: 'size',
  settings: ['the script-tag build in dist/ (`npm run build`); gzip level 9, brotli quality 11', 'gzip budgets: package.json "size-budgets"'],
  budgets: budgetRows,
  table: {
    head: ['What loads', 'min', 'gzip', 'brotli', 'budget (gzip)'],
    rows: rows.map((row) => [row.file, kb(row.raw), kb(row.gzip), kb(row.brotli), row.budget === null ? '-' : kb(row.budget)]),
  },
});
process.exit(failed ? 1 : 0);

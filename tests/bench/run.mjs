// `npm run bench`: every benchmark, even when an earlier one fails, then one summary line, and the
// report docs/benchmarks.md (tests/bench/report.mjs; BENCH_REPORT=path writes it elsewhere, e.g. to
// compare a candidate build without touching the committed report).
// Needs a build (`npm run build`); each benchmark prints its own numbers and its budget verdict.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM } from '../../scripts/ensure-chromium.mjs';
import { RESULTS_DIR_ENV, formatReport } from './report.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const reportFile = path.resolve(root, process.env.BENCH_REPORT || 'docs/benchmarks.md');

const benches = [
  { name: 'size', file: 'tests/bench/size.mjs', title: 'Download sizes' },
  { name: 'first-paint', file: 'tests/bench/first-paint.mjs', title: "A deep link's first menu on a throttled phone" },
  { name: 'menu-speed', file: 'tests/bench/menu-speed.mjs', title: 'A 2,000-item menu' },
];

/** The first line of a command's output, or `fallback` when it cannot run. */
function firstLine(command, args, fallback) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() ? result.stdout.trim().split('\n')[0] : fallback;
}

const date = new Date();
const loadStart = os.loadavg()[0];
// Read before the run: the report written at the end makes the tree differ from the commit by itself.
const dirty = firstLine('git', ['status', '--porcelain'], '') !== '';
const resultsDir = mkdtempSync(path.join(os.tmpdir(), 'go-bench-'));

const outcomes = [];
const failed = [];
try {
  for (const bench of benches) {
    console.log(`\n== bench ${bench.name}`);
    const result = spawnSync(process.execPath, [bench.file], { cwd: root, stdio: 'inherit', env: { ...process.env, [RESULTS_DIR_ENV]: resultsDir } });
    if (result.status !== 0) failed.push(bench.name);
    const file = path.join(resultsDir, `${bench.name}.json`);
    outcomes.push({ ...bench, exitCode: result.status, result: existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null });
  }
} finally {
  rmSync(resultsDir, { recursive: true, force: true });
}

const cpus = os.cpus();
const report = formatReport({
  run: {
    date,
    commit: firstLine('git', ['rev-parse', '--short', 'HEAD'], 'unknown'),
    dirty,
    machine: {
      cores: cpus.length,
      cpu: cpus[0]?.model.trim() ?? 'unknown CPU',
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      chromium: firstLine(CHROMIUM, ['--version'], `Chromium: ${CHROMIUM} missing`),
      loadStart,
      loadEnd: os.loadavg()[0],
    },
  },
  outcomes,
});
writeFileSync(reportFile, report);
console.log(`\nbenchmarks: ${benches.length - failed.length} passed, ${failed.length} failed${failed.length ? ` (${failed.join(', ')})` : ''}`);
console.log(`report: ${path.relative(root, reportFile)}`);
process.exit(failed.length ? 1 : 0);

// `npm run bench`: every benchmark, even when an earlier one fails, then one summary line.
// Needs a build (`npm run build`); each benchmark prints its own numbers and its budget verdict.
import { spawnSync } from 'node:child_process';

const benches = [
  ['size', 'tests/bench/size.mjs'],
  ['first-paint', 'tests/bench/first-paint.mjs'],
  ['menu-speed', 'tests/bench/menu-speed.mjs'],
];
const failed = [];
for (const [name, file] of benches) {
  console.log(`\n== bench ${name}`);
  const result = spawnSync(process.execPath, [file], { stdio: 'inherit' });
  if (result.status !== 0) failed.push(name);
}
console.log(`\nbenchmarks: ${benches.length - failed.length} passed, ${failed.length} failed${failed.length ? ` (${failed.join(', ')})` : ''}`);
process.exit(failed.length ? 1 : 0);

// Import-direction check: every import in src/ (static, `import type`, re-exports and dynamic
// `import()`) must point down the floors of docs/architecture.md; demo/ (the sandbox platform and the
// host pages) may take from src/ only the domain and the platform API's schemas; and no file of
// either may reach itself through its imports. Tests (`*.test.ts(x)`, `test-support.ts`) may import
// anything and are skipped. Run by `npm test` before the unit tests; `node scripts/check-imports.mjs`
// prints every breach.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from '@babel/core';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The floors, top first. A file may import its own floor or any floor below it, never one above.
 * Top-level files of src/ (the two entries) sit above every floor.
 */
export const FLOORS = [['entry'], ['element'], ['app'], ['screens'], ['stores'], ['api', 'realtime', 'payments'], ['ui', 'theme', 'i18n'], ['domain', 'scope']];

/** The floor number of a file under `src` (0 = the entries), or undefined for an unknown folder. */
export function floorOf(file, src = join(repoRoot, 'src')) {
  const parts = relative(src, file).split(sep);
  const folder = parts.length === 1 ? 'entry' : parts[0];
  const index = FLOORS.findIndex((floor) => floor.includes(folder));
  return index === -1 ? undefined : index;
}

function isTest(file) {
  return /\.test\.tsx?$/.test(file) || /(^|[/\\])test-support\.tsx?$/.test(file) || file.includes(`${sep}__tests__${sep}`);
}

/**
 * The files of src/ that demo/ may import (paths from the repository root): the domain, and the
 * platform API's contract, that is the wire types (`api/wire.ts`, and `api/wire-*.ts` for an optional
 * capability's own), the superstruct schemas that check them (`api/schemas*.ts`) and the helpers those
 * schemas are built with (`api/validation.ts`). The sandbox then serves and checks exactly the JSON the
 * widget reads, and never runs the widget's own client, stores or screens.
 */
export const DEMO_MAY_IMPORT = [/^src\/domain\//, /^src\/api\/(wire(-[a-z]+)*|validation|schemas(-[a-z]+)*)\.ts$/];

/** The source files under `dir` whose names match `pattern`, without tests, declarations or packages. */
function walk(dir, pattern, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules') walk(path, pattern, out);
    } else if (pattern.test(name) && !/\.d\.m?ts$/.test(name) && !isTest(path)) out.push(path);
  }
  return out;
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return undefined; // packages are outside the house
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  // As written first (`./page.js`, `./App.vue`), then as TypeScript's `.js`-for-`.ts` and extensionless forms.
  for (const candidate of [resolve(dirname(from), spec), ...EXTENSIONS.map((ext) => base + ext)]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      /* try the next extension */
    }
  }
  return undefined;
}

/** Module specifiers of one file: static, type-only, re-exports, dynamic `import()` and `import('x').T`. */
function specifiersOf(file) {
  const ast = parseSync(readFileSync(file, 'utf8'), {
    filename: file,
    babelrc: false,
    configFile: false,
    presets: [['@babel/preset-typescript', { isTSX: /\.[tj]sx$/.test(file), allExtensions: true }]],
  });
  const out = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if ((node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source) {
      out.push(node.source.value);
    } else if (node.type === 'CallExpression' && node.callee.type === 'Import' && node.arguments[0]?.type === 'StringLiteral') {
      out.push(node.arguments[0].value);
    } else if (node.type === 'ImportExpression' && node.source?.type === 'StringLiteral') {
      out.push(node.source.value);
    } else if (node.type === 'TSImportType') {
      out.push(node.argument.value ?? node.argument.literal?.value);
    }
    for (const key of Object.keys(node)) {
      if (key === 'loc' || key === 'start' || key === 'end' || key === 'leadingComments' || key === 'trailingComments') continue;
      const value = node[key];
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(ast.program);
  return out.filter((spec) => typeof spec === 'string');
}

/** Relative imports of one file, resolved to files (or `{ unresolved }`). */
export function importsOf(file) {
  const out = [];
  for (const spec of specifiersOf(file)) {
    if (/\?(raw|url|inline)$/.test(spec)) continue;
    const target = resolveImport(file, spec);
    if (target) out.push(target);
    else if (spec.startsWith('.')) out.push({ unresolved: spec });
  }
  return out;
}

/**
 * Every breach under `root`/src and `root`/demo: `{ upward, cycles, unknown, fromDemo }`, paths
 * relative to `root`. `upward` lists `from -> to` imports of src/ that climb a floor, `fromDemo` the
 * `from -> to` imports of demo/ into src/ outside `DEMO_MAY_IMPORT`, `cycles` each group of files that
 * import each other (directly or round a loop), `unknown` files of src/ outside every floor and imports
 * that do not resolve.
 */
export function checkImports(root = repoRoot) {
  const src = join(root, 'src');
  const demo = join(root, 'demo');
  const srcFiles = walk(src, /\.tsx?$/);
  // demo/ also holds the host pages' scripts and `start.mjs`; Vue files are not parsed (they import the built package).
  const demoFiles = existsSync(demo) ? walk(demo, /\.(ts|tsx|mts|mjs|js|jsx)$/) : [];
  const files = [...srcFiles, ...demoFiles];
  const graph = new Map();
  const upward = [];
  const unknown = [];
  const fromDemo = [];
  const inDemo = new Set(demoFiles);
  for (const file of files) {
    const from = inDemo.has(file) ? undefined : floorOf(file, src);
    if (from === undefined && !inDemo.has(file)) unknown.push(relative(root, file));
    const targets = [];
    for (const target of importsOf(file)) {
      if (typeof target !== 'string') {
        unknown.push(`${relative(root, file)} imports ${target.unresolved}, which does not resolve`);
        continue;
      }
      if (isTest(target)) continue;
      targets.push(target);
      const breach = `${relative(root, file)} -> ${relative(root, target)}`;
      if (inDemo.has(file)) {
        const to = relative(root, target).split(sep).join('/');
        if (to.startsWith('src/') && !DEMO_MAY_IMPORT.some((allowed) => allowed.test(to))) fromDemo.push(breach);
      } else {
        const to = floorOf(target, src);
        if (from !== undefined && to !== undefined && to < from) upward.push(breach);
      }
    }
    graph.set(file, targets);
  }
  // Cycles: Tarjan's strongly connected components; any component of more than one file is a cycle.
  const cycles = [];
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(relative(root, member));
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return { upward, cycles, unknown, fromDemo };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { upward, cycles, unknown, fromDemo } = checkImports();
  for (const line of upward) console.log(`upward import: ${line}`);
  for (const line of fromDemo) console.log(`demo/ imports src/ beyond the domain and the API schemas: ${line}`);
  for (const cycle of cycles) console.log(`cycle: ${cycle.join(' <-> ')}`);
  for (const line of unknown) console.log(`not on a floor: ${line}`);
  const total = upward.length + fromDemo.length + cycles.length + unknown.length;
  console.log(
    total === 0
      ? 'imports: every import points down, demo/ takes only the domain and the API schemas from src/, no cycles'
      : `imports: ${total} breach(es); see docs/architecture.md "Imports point one way"`,
  );
  process.exit(total === 0 ? 0 : 1);
}

// Import-direction check: every import in src/ (static, `import type`, re-exports and dynamic
// `import()`) must point down the floors of docs/architecture.md, and no file may reach itself
// through its imports. Tests (`*.test.ts(x)`, `test-support.ts`) may import any floor and are skipped.
// Run by `npm test` before the unit tests; `node scripts/check-imports.mjs` prints every breach.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from '@babel/core';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The floors, top first. A file may import its own floor or any floor below it, never one above.
 * Top-level files of src/ (the two entries) sit above every floor.
 */
export const FLOORS = [
  ['entry'],
  ['element'],
  ['app'],
  ['screens'],
  ['stores'],
  ['api', 'realtime', 'payments'],
  ['ui', 'theme', 'i18n'],
  ['domain', 'scope'],
];

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

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') && !isTest(path)) out.push(path);
  }
  return out;
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return undefined; // packages are outside the house
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
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
    presets: [['@babel/preset-typescript', { isTSX: file.endsWith('.tsx'), allExtensions: true }]],
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
 * Every breach under `root`/src: `{ upward, cycles, unknown }`, paths relative to `root`. `upward`
 * lists `from -> to` imports that climb a floor, `cycles` each group of files that import each other
 * (directly or round a loop), `unknown` files outside every floor and imports that do not resolve.
 */
export function checkImports(root = repoRoot) {
  const src = join(root, 'src');
  const files = walk(src);
  const graph = new Map();
  const upward = [];
  const unknown = [];
  for (const file of files) {
    const from = floorOf(file, src);
    if (from === undefined) unknown.push(relative(root, file));
    const targets = [];
    for (const target of importsOf(file)) {
      if (typeof target !== 'string') {
        unknown.push(`${relative(root, file)} imports ${target.unresolved}, which does not resolve`);
        continue;
      }
      if (isTest(target)) continue;
      targets.push(target);
      const to = floorOf(target, src);
      if (from !== undefined && to !== undefined && to < from) {
        upward.push(`${relative(root, file)} -> ${relative(root, target)}`);
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
  return { upward, cycles, unknown };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { upward, cycles, unknown } = checkImports();
  for (const line of upward) console.log(`upward import: ${line}`);
  for (const cycle of cycles) console.log(`cycle: ${cycle.join(' <-> ')}`);
  for (const line of unknown) console.log(`not on a floor: ${line}`);
  const total = upward.length + cycles.length + unknown.length;
  console.log(total === 0 ? 'imports: every import points down, no cycles' : `imports: ${total} breach(es); see docs/architecture.md "Imports point one way"`);
  process.exit(total === 0 ? 0 : 1);
}

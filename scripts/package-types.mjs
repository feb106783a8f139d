// Makes dist/types fit to publish, after `tsc -p tsconfig.build.json` has emitted a .d.ts per source file.
//
// 1. Keeps only the declarations the package's entries reach (`index.d.ts`, `register.d.ts` and what
//    they import, transitively) and deletes the rest: screens, stores and UI that no public type names
//    would otherwise ship as types nobody can import.
// 2. Writes every relative import with its file extension (`./element/define.js`, `./domain/time/index.js`).
//    The sources import without extensions (bundler resolution); TypeScript under `moduleResolution`
//    `node16`/`nodenext` treats this package's .d.ts files as ES modules (`"type": "module"`) and refuses
//    extensionless relative imports in them, so without this step a node16 project sees no types.
//
// Fails (exit 1) when a relative import points at no emitted declaration: publishing that would hand
// integrators a type that silently resolves to `any`.
import { existsSync, readdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ENTRIES = ['index.d.ts', 'register.d.ts'];
/** Static `from '…'`, bare `import '…'` and inline `import('…')` type references. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

/** The declaration file a relative specifier names: `x.d.ts`, or `x/index.d.ts` for a folder. */
function resolveDeclaration(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier.replace(/\.js$/, ''));
  for (const candidate of [`${base}.d.ts`, join(base, 'index.d.ts')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** The same import written with its extension, relative to the importing file. */
function withExtension(fromFile, target) {
  const path = relative(dirname(fromFile), target)
    .split(sep)
    .join('/')
    .replace(/\.d\.ts$/, '.js');
  return path.startsWith('.') ? path : `./${path}`;
}

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

function removeEmptyFolders(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) removeEmptyFolders(path);
  }
  if (readdirSync(dir).length === 0) rmdirSync(dir);
}

/** Rewrites and prunes `typesDir` in place; returns how many declaration files were kept. */
export function packageTypes(typesDir) {
  const kept = new Set();
  const missing = [];
  const queue = ENTRIES.map((entry) => join(typesDir, entry));
  while (queue.length > 0) {
    const file = queue.pop();
    if (kept.has(file)) continue;
    kept.add(file);
    const text = readFileSync(file, 'utf8');
    const rewritten = text.replace(SPECIFIER, (whole, lead, quote, specifier) => {
      const target = resolveDeclaration(file, specifier);
      if (!target) {
        missing.push(`${relative(typesDir, file)}: ${specifier}`);
        return whole;
      }
      queue.push(target);
      return `${lead}${quote}${withExtension(file, target)}${quote}`;
    });
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
  if (missing.length > 0) {
    throw new Error(`declarations import files that were not emitted:\n  ${missing.join('\n  ')}`);
  }
  for (const file of listFiles(typesDir)) {
    if (!kept.has(file)) unlinkSync(file);
  }
  removeEmptyFolders(typesDir);
  return kept.size;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const typesDir = resolve(process.argv[2] ?? 'dist/types');
  try {
    const count = packageTypes(typesDir);
    console.log(`package-types: ${count} declaration files kept in ${relative(process.cwd(), typesDir) || '.'}`);
  } catch (error) {
    console.error(`package-types: ${error.message}`);
    process.exit(1);
  }
}

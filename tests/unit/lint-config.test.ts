import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * `npm test` lints and checks formatting (Biome, configured in biome.jsonc): each fixture below breaks
 * one rule the project relies on, and must be reported by it; a clean file reports nothing, and so does
 * the tree itself. The fixtures live in a temporary project whose configuration extends the real one,
 * so the rules they meet are exactly the tree's.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');

/** Each fixture (a path in the temporary project) and the diagnostic it must raise. */
const FIXTURES: { file: string; rule: string; source: string }[] = [
  {
    file: 'src/conditional-hook.tsx',
    rule: 'lint/correctness/useHookAtTopLevel',
    source: `import { useState } from 'react';

export function Counter({ shown }: { shown: boolean }) {
  if (!shown) return null;
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}
`,
  },
  {
    file: 'src/missing-dependency.tsx',
    rule: 'lint/correctness/useExhaustiveDependencies',
    source: `import { useEffect } from 'react';

export function Title({ name }: { name: string }) {
  useEffect(() => {
    document.title = name;
  }, []);
  return <h1>{name}</h1>;
}
`,
  },
  {
    file: 'src/image-without-alt.tsx',
    rule: 'lint/a11y/useAltText',
    source: `export function Photo({ src }: { src: string }) {
  return <img src={src} />;
}
`,
  },
  {
    file: 'src/empty-link.tsx',
    rule: 'lint/a11y/useAnchorContent',
    source: `export function MenuLink() {
  return <a href="/menu"></a>;
}
`,
  },
  {
    file: 'src/click-without-keys.tsx',
    rule: 'lint/a11y/useKeyWithClickEvents',
    source: `export function Card({ onOpen }: { onOpen: () => void }) {
  return <div onClick={onOpen}>Margherita</div>;
}
`,
  },
  {
    file: 'src/badly-formatted.ts',
    rule: 'format',
    source: `export const total = {amount:  12, currency: "EUR"}
`,
  },
];

/** Follows every rule: must report nothing (so the fixtures above fail for their one reason). */
const CLEAN = {
  file: 'src/clean.tsx',
  source: `import { useEffect, useState } from 'react';

/** A title that follows its name. */
export function Title({ name }: { name: string }) {
  const [shown, setShown] = useState(name);
  useEffect(() => {
    setShown(name);
  }, [name]);
  return <img src="/title.png" alt={shown} />;
}
`,
};

let project = '';

/** The rules Biome reported, by file of the temporary project (its GitHub reporter: one line each). */
function reported(files: string[]): Map<string, string[]> {
  const run = spawnSync(BIOME, ['check', '--reporter=github', '--max-diagnostics=none', ...files], { cwd: project, encoding: 'utf8' });
  const byFile = new Map<string, string[]>();
  for (const match of run.stdout.matchAll(/^::(?:error|warning|notice) title=([^,]+),file=([^,]+),/gm)) {
    const file = path.relative(project, match[2]!);
    byFile.set(file, [...(byFile.get(file) ?? []), match[1]!]);
  }
  return byFile;
}

beforeAll(() => {
  project = mkdtempSync(path.join(tmpdir(), 'lint-config-'));
  mkdirSync(path.join(project, 'src'));
  // Git does not know the temporary folder, so the ignore file cannot be used there.
  writeFileSync(path.join(project, 'biome.json'), JSON.stringify({ extends: [path.join(ROOT, 'biome.jsonc')], vcs: { enabled: false } }));
  for (const { file, source } of [...FIXTURES, CLEAN]) writeFileSync(path.join(project, file), source);
});

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('lint and format check', () => {
  it('reports each broken rule in its fixture, and nothing in a clean file', () => {
    const found = reported([...FIXTURES, CLEAN].map(({ file }) => file));
    for (const { file, rule } of FIXTURES) expect(found.get(file) ?? [], file).toContain(rule);
    expect(found.get(CLEAN.file) ?? []).toEqual([]);
  });

  it('passes on the whole tree, warnings included (what `npm run lint` checks)', () => {
    const run = spawnSync(BIOME, ['check', '--error-on-warnings', '--reporter=github', '--max-diagnostics=none', '.'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.stdout.split('\n').filter((line) => line.startsWith('::'))).toEqual([]);
    expect(run.status).toBe(0);
  }, 60_000);

  it('is a stage of `npm test`, before the unit tests', () => {
    const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.lint).toMatch(/^biome check --error-on-warnings /);
    const stages = readFileSync(path.join(ROOT, 'scripts/test.mjs'), 'utf8');
    const lint = stages.indexOf("['lint', 'npm run --silent lint']");
    expect(lint).toBeGreaterThan(-1);
    expect(lint).toBeLessThan(stages.indexOf("['unit',"));
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImports } from '../../scripts/check-imports.mjs';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A throw-away repository root holding `files` (paths under it, file text). */
function house(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'go-imports-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('import direction (element -> app -> screens -> stores -> api -> ui -> domain, no cycles)', () => {
  it('holds for src/', () => {
    expect(checkImports()).toEqual({ upward: [], cycles: [], unknown: [] });
    // Parses every file of src/ with Babel: seconds, minutes on a machine shared by many test runs.
  }, 180_000);

  it('reports an import that climbs a floor, static, type-only or dynamic', () => {
    const root = house({
      'src/domain/a.ts': "import type { B } from '../app/b';\nexport const a = 1;\n",
      'src/ui/c.ts': "export const c = () => import('../stores/d');\n",
      'src/stores/d.ts': "export { a } from '../domain/a';\n",
      'src/app/b.ts': "import { a } from '../domain/a';\nexport type B = typeof a;\n",
    });
    expect(checkImports(root).upward.sort()).toEqual(['src/domain/a.ts -> src/app/b.ts', 'src/ui/c.ts -> src/stores/d.ts']);
  });

  it('reports a cycle inside one floor and ignores test files', () => {
    const root = house({
      'src/payments/wallet.ts': "export const load = () => import('./iframe');\n",
      'src/payments/iframe.ts': "import { load } from './wallet';\nexport const frame = load;\n",
      'src/payments/iframe.test.ts': "import { frame } from './iframe';\nimport '../element/x';\nexport { frame };\n",
      'src/element/x.ts': "import '../payments/iframe';\n",
    });
    const result = checkImports(root);
    expect(result.cycles).toEqual([['src/payments/iframe.ts', 'src/payments/wallet.ts']]);
    expect(result.upward).toEqual([]);
  });

  it('reports a file outside every floor and an import that resolves to nothing', () => {
    const root = house({ 'src/attic/old.ts': "import '../domain/gone';\n" });
    expect(checkImports(root).unknown).toEqual(['src/attic/old.ts', "src/attic/old.ts imports ../domain/gone, which does not resolve"]);
  });
});

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
  it('holds for src/ and demo/', () => {
    expect(checkImports()).toEqual({ upward: [], cycles: [], unknown: [], fromDemo: [] });
    // Parses every file of src/ and demo/ with Babel: seconds, minutes on a machine shared by many test runs.
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

  it('lets demo/ take the domain and the API schemas from src/, and refuses the rest of src/', () => {
    const root = house({
      'src/domain/money.ts': 'export const cents = 100;\n',
      'src/api/wire.ts': 'export interface WireMenu { id: number }\n',
      'src/api/validation.ts': 'export const check = () => true;\n',
      'src/api/schemas-order.ts': "import { check } from './validation';\nexport const CartSchema = check;\n",
      'src/api/client.ts': 'export const fetchMenu = () => undefined;\n',
      'src/screens/MenuScreen.tsx': 'export const MenuScreen = () => null;\n',
      'demo/sandbox/pricing.ts': [
        "import { cents } from '../../src/domain/money';",
        "import type { WireMenu } from '../../src/api/wire';",
        "import { CartSchema } from '../../src/api/schemas-order';",
        "import { check } from '../../src/api/validation';",
        'export const all = [cents, CartSchema, check] as unknown as WireMenu;',
        '',
      ].join('\n'),
      'demo/sandbox/preview.ts': "export const load = () => import('../../src/screens/MenuScreen');\n",
      'demo/public/host.js': "import { fetchMenu } from '../../src/api/client.ts';\nfetchMenu();\n",
      // Tests of the sandbox drive it with the widget's own client: they may import anything.
      'demo/sandbox/contract.test.ts': "import { fetchMenu } from '../../src/api/client';\nfetchMenu();\n",
    });
    expect(checkImports(root).fromDemo.sort()).toEqual(['demo/public/host.js -> src/api/client.ts', 'demo/sandbox/preview.ts -> src/screens/MenuScreen.tsx']);
  });

  it('reports a cycle inside demo/, skipping its dependencies', () => {
    const root = house({
      'src/domain/ids.ts': 'export const id = 1;\n',
      'demo/sandbox/seed.ts': "import { parts } from './seed-parts';\nexport type Seed = { id: number };\nexport const all = parts;\n",
      'demo/sandbox/seed-parts.ts': "import type { Seed } from './seed';\nimport { id } from '../../src/domain/ids';\nexport const parts: Seed[] = [{ id }];\n",
      'demo/start.mjs': "await import('./sandbox/seed.ts');\n",
      'demo/realtime-server/node_modules/pkg/a.js': "import './b.js';\n",
      'demo/realtime-server/node_modules/pkg/b.js': "import './a.js';\n",
    });
    const result = checkImports(root);
    expect(result.cycles).toEqual([['demo/sandbox/seed-parts.ts', 'demo/sandbox/seed.ts']]);
    expect(result.fromDemo).toEqual([]);
    expect(result.unknown).toEqual([]);
  });

  it('reports a file outside every floor and an import that resolves to nothing', () => {
    const root = house({ 'src/attic/old.ts': "import '../domain/gone';\n" });
    expect(checkImports(root).unknown).toEqual(['src/attic/old.ts', 'src/attic/old.ts imports ../domain/gone, which does not resolve']);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_TOKENS } from './tokens';

// The token list is a contract with integrators: the :host defaults and both docs pages must name exactly
// these tokens (custom-elements.json and the reference's table are written from it).
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const names = Object.keys(THEME_TOKENS).sort();

describe('THEME_TOKENS', () => {
  it('lists every token the :host rule declares, with the same default', () => {
    const host = read('./host.styles.ts');
    const declared = [...host.matchAll(/^\s*(--go-[a-z-]+):\s*([^;]+);/gm)];
    expect(declared.length).toBeGreaterThan(10);
    for (const [, name, value] of declared) {
      const token = THEME_TOKENS[name as `--go-${string}`];
      expect(token, name).toBeDefined();
      // Long values (the font stack, the ring) are summarised in the list.
      if (!value!.includes('(') && !value!.includes(',')) expect(token!.default, name).toBe(value!.trim());
    }
    const undeclared = names.filter((name) => !declared.some(([, declaredName]) => declaredName === name));
    expect(undeclared.every((name) => THEME_TOKENS[name as `--go-${string}`]!.default === null)).toBe(true);
  });

  it('is documented in docs/embedding.md (theming) and docs/reference.md', () => {
    const embedding = read('../../docs/embedding.md');
    const theming = embedding.slice(embedding.indexOf('## Theming'), embedding.indexOf('## The frame around the flow'));
    const reference = read('../../docs/reference.md');
    const table = (text: string) => [...text.matchAll(/^\| `(--go-[a-z-]+)` \|/gm)].map(([, name]) => name).sort();
    expect(table(theming)).toEqual(names);
    expect(table(reference)).toEqual(names);
  });
});

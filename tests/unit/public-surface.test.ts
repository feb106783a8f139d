// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { customElementsManifest, referenceTables, withReferenceTables } from '../../build/surface';
import { ATTRIBUTES } from '../../src/domain/element-attributes';
import { EVENT_DOCS, METHOD_DOCS } from '../../src/element/public-surface';
import { THEME_TOKENS } from '../../src/theme/tokens';

// The element's public surface is declared once; docs/reference.md's tables and custom-elements.json are
// written from it. These fail when the committed page drifts, or a declaration loses its documentation.
const reference = readFileSync(join(import.meta.dirname, '../../docs/reference.md'), 'utf8');

type Manifest = {
  modules: {
    declarations: {
      tagName: string;
      attributes: { name: string; fieldName: string; default: string }[];
      members: { kind: string; name: string; attribute?: string }[];
      events: { name: string }[];
      cssProperties: { name: string; default?: string }[];
    }[];
  }[];
};

describe('the public surface, declared once', () => {
  it('docs/reference.md holds exactly the tables the declaration renders (run `npm run surface` after changing it)', () => {
    expect(withReferenceTables(reference)).toBe(reference);
  });

  it("an attribute's default is its declared fallback, in the reference and the manifest alike", () => {
    const tables = referenceTables();
    expect(tables.attributes).toContain('| `routing` | `routing` | `hash` \\| `memory` | `hash` |');
    const element = (customElementsManifest('1.2.3') as Manifest).modules[0]!.declarations[0]!;
    expect(element.attributes.find((attribute) => attribute.name === 'routing')?.default).toBe(`\`${ATTRIBUTES.routing.fallback}\``);
    expect(element.attributes.find((attribute) => attribute.name === 'shared-device')?.default).toBe('`false`');
  });

  it('the manifest names every attribute with its property, every method, event and CSS custom property', () => {
    const element = (customElementsManifest('1.2.3') as Manifest).modules[0]!.declarations[0]!;
    expect(element.tagName).toBe('guest-ordering');
    expect(element.attributes.map((attribute) => [attribute.name, attribute.fieldName])).toEqual(
      Object.entries(ATTRIBUTES).map(([name, entry]) => [name, entry.prop]),
    );
    const fields = element.members.filter((member) => member.attribute).map((member) => member.name);
    expect(fields).toEqual(Object.values(ATTRIBUTES).map((entry) => entry.prop));
    expect(element.members.filter((member) => member.kind === 'method').map((member) => member.name)).toEqual(Object.keys(METHOD_DOCS));
    expect(element.events.map((event) => event.name)).toEqual(Object.keys(EVENT_DOCS));
    expect(element.cssProperties.map((property) => property.name)).toEqual(Object.keys(THEME_TOKENS));
  });

  it('refuses a page that lacks a table, or has a block that names none', () => {
    expect(() => withReferenceTables(reference.replace(/<!-- generated:events -->[\s\S]*?<!-- \/generated:events -->/, ''))).toThrow(
      /lacks the generated block\(s\) events/,
    );
    expect(() => withReferenceTables(`${reference}\n<!-- generated:colours -->\n<!-- /generated:colours -->\n`)).toThrow(/"colours"/);
  });

  // A cold import of the element's module graph: seconds on a busy machine, not a hang.
  it('the page-wide methods are those window.GuestOrdering forwards', { timeout: 20_000 }, async () => {
    const { createGlobalApi } = await import('../../src/element/global-api');
    const api = createGlobalApi('0', 'x-none', { querySelectorAll: () => [] } as unknown as Document) as unknown as Record<string, unknown>;
    for (const [name, doc] of Object.entries(METHOD_DOCS)) expect(typeof api[name] === 'function', name).toBe(doc.pageWide);
  });
});

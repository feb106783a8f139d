/**
 * Writes what integrators read about `<guest-ordering>` from its one declaration (src/element/public-surface.ts
 * and the declarations it documents): `custom-elements.json` and the generated tables of docs/reference.md.
 * `npm run surface` writes both (the build writes the manifest); tests/unit/public-surface.test.ts fails
 * when the committed reference drifts from what this renders.
 */
import { ATTRIBUTES, type AttributeName } from '../src/domain/element-attributes';
import { ATTRIBUTE_DOCS, CSS_PARTS, EVENT_DOCS, METHOD_DOCS, type PublicMethod } from '../src/element/public-surface';
import { THEME_TOKENS } from '../src/theme/tokens';

const attributeEntries = () => Object.entries(ATTRIBUTES) as [AttributeName, (typeof ATTRIBUTES)[AttributeName]][];

/** The default an integrator reads: the documented one, else the declared fallback written as a value. */
function defaultText(name: AttributeName): string {
  const documented = ATTRIBUTE_DOCS[name].default;
  if (documented !== undefined) return documented;
  const fallback = ATTRIBUTES[name].fallback;
  if (fallback === null) throw new Error(`attribute ${name} falls back to null: document what that means (ATTRIBUTE_DOCS.${name}.default)`);
  return fallback === '' ? "`''`" : `\`${String(fallback)}\``;
}

/** A payload's fields as `{ field: type, … }` (optional fields marked `?`). */
function payloadText(payload: Readonly<Record<string, string>>): string {
  const fields = Object.entries(payload).map(([field, type]) => {
    const optional = type.endsWith(' (optional)');
    return `${field}${optional ? '?' : ''}: ${optional ? type.slice(0, -' (optional)'.length) : type}`;
  });
  return `\`{ ${fields.join(', ')} }\``;
}

/** Markdown for a table cell: one line. */
const cell = (text: string) => text.replace(/\n+/g, ' ');

/** The generated tables of docs/reference.md, by the name of the block that holds each. */
export function referenceTables(): Record<'attributes' | 'methods' | 'events' | 'css-properties' | 'css-parts', string> {
  const attributes = [
    '| Attribute | Property | Type | Default | Meaning |',
    '|---|---|---|---|---|',
    ...attributeEntries().map(
      ([name, entry]) =>
        `| \`${name}\` | \`${entry.prop}\` | ${ATTRIBUTE_DOCS[name].type} | ${defaultText(name)} | ${cell(ATTRIBUTE_DOCS[name].description)} |`,
    ),
  ];
  const methods = [
    '| Method | Returns | What it does |',
    '|---|---|---|',
    ...(Object.entries(METHOD_DOCS) as [PublicMethod, (typeof METHOD_DOCS)[PublicMethod]][]).map(
      ([, doc]) =>
        `| \`${doc.signature}\` | \`${doc.returns}\` | ${cell(doc.description)}${doc.pageWide ? ' Also on `window.GuestOrdering`, for every widget of the page.' : ''} |`,
    ),
  ];
  const events = [
    '| Event | Trigger | Payload (`detail`) |',
    '|---|---|---|',
    ...Object.entries(EVENT_DOCS).map(([name, doc]) => `| \`${name}\` | ${cell(doc.trigger)} | ${payloadText(doc.payload)} |`),
  ];
  const cssProperties = [
    '| Property | Default | Used for | Set by the UI configuration |',
    '|---|---|---|---|',
    ...Object.entries(THEME_TOKENS).map(
      ([name, token]) =>
        `| \`${name}\` | ${token.default === null ? 'unset' : `\`${token.default}\``} | ${token.description} | ${token.fromUiConfiguration === null ? '' : `\`${token.fromUiConfiguration}\``} |`,
    ),
  ];
  const cssParts = ['| Part | Element |', '|---|---|', ...Object.entries(CSS_PARTS).map(([name, text]) => `| \`${name}\` | ${text} |`)];
  return {
    attributes: attributes.join('\n'),
    methods: methods.join('\n'),
    events: events.join('\n'),
    'css-properties': cssProperties.join('\n'),
    'css-parts': cssParts.join('\n'),
  };
}

const BLOCK = /<!-- generated:([a-z-]+) -->\n[\s\S]*?<!-- \/generated:\1 -->/g;

/**
 * `markdown` with every `<!-- generated:name -->…<!-- /generated:name -->` block holding its table.
 * Throws when a table has no block, or a block names no table: each must be in the page exactly once.
 */
export function withReferenceTables(markdown: string): string {
  const tables = referenceTables();
  const seen = new Set<string>();
  const out = markdown.replace(BLOCK, (_, name: string) => {
    const table = tables[name as keyof typeof tables];
    if (table === undefined) throw new Error(`docs/reference.md has a generated block "${name}" that names no table`);
    seen.add(name);
    return `<!-- generated:${name} -->\n${table}\n<!-- /generated:${name} -->`;
  });
  const missing = Object.keys(tables).filter((name) => !seen.has(name));
  if (missing.length) throw new Error(`docs/reference.md lacks the generated block(s) ${missing.join(', ')}`);
  return out;
}

/** Markdown to the plain text a manifest's descriptions carry (links keep their text). */
const plain = (text: string) => text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/\\\|/g, '|');

/** `custom-elements.json` (schema 2.1.0) of the element, for IDEs, Storybook and docs tools. */
export function customElementsManifest(version: string): object {
  const attributes = attributeEntries().map(([name, entry]) => ({
    name,
    fieldName: entry.prop,
    type: { text: plain(ATTRIBUTE_DOCS[name].type) },
    default: plain(defaultText(name)),
    description: plain(ATTRIBUTE_DOCS[name].description),
  }));
  const propertyType = { string: 'string | undefined', boolean: 'boolean', number: 'number | null' } as const;
  const fields = attributeEntries().map(([name, entry]) => ({
    kind: 'field',
    name: entry.prop,
    type: { text: propertyType[entry.kind] },
    attribute: name,
    reflects: true,
    description: plain(ATTRIBUTE_DOCS[name].description),
  }));
  const methods = (Object.entries(METHOD_DOCS) as [PublicMethod, (typeof METHOD_DOCS)[PublicMethod]][]).map(([name, doc]) => ({
    kind: 'method',
    name,
    description: plain(doc.description),
    return: { type: { text: doc.returns } },
  }));
  const events = Object.entries(EVENT_DOCS).map(([name, doc]) => ({
    name,
    type: { text: `CustomEvent<${plain(payloadText(doc.payload)).replace(/`/g, '')}>` },
    description: plain(doc.trigger),
  }));
  const cssProperties = Object.entries(THEME_TOKENS).map(([name, token]) => ({
    name,
    ...(token.default === null ? {} : { default: token.default }),
    description: token.description,
  }));
  const cssParts = Object.entries(CSS_PARTS).map(([name, description]) => ({ name, description: plain(description) }));
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: 'src/element/GuestOrderingElement.ts',
        declarations: [
          {
            kind: 'class',
            name: 'GuestOrderingElement',
            tagName: 'guest-ordering',
            customElement: true,
            summary: `Embeddable guest ordering widget (location, menu, cart, checkout, confirmation), version ${version}.`,
            attributes,
            members: [
              ...fields,
              {
                kind: 'field',
                name: 'config',
                type: { text: 'ElementConfig' },
                readonly: true,
                description: 'The effective configuration: attributes, configure() and the URL merged (a copy).',
              },
              ...methods,
            ],
            events,
            cssProperties,
            cssParts,
          },
        ],
        exports: [
          { kind: 'js', name: 'GuestOrderingElement', declaration: { name: 'GuestOrderingElement', module: 'src/element/GuestOrderingElement.ts' } },
          {
            kind: 'custom-element-definition',
            name: 'guest-ordering',
            declaration: { name: 'GuestOrderingElement', module: 'src/element/GuestOrderingElement.ts' },
          },
        ],
      },
    ],
  };
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { CATALOG_LOCALES, type CatalogLocale, SOURCE_LOCALE } from './catalogs';
import { toBcp47 } from './element-i18n';

// Every shipped catalog says every message in its own language: an empty msgstr falls back to English
// (an English sentence inside a French or Arabic widget), a lost placeholder drops a name, a price or a
// link, and a plural without the locale's categories says "1 minutes" (or nothing) for some counts.
// After `npx lingui extract`, translate the new entries in every catalog until this test passes.
// Messages are parsed with Lingui's own ICU compiler (@lingui/message-utils, which @lingui/core and
// `lingui compile` use), so what passes here compiles the same way for the guest.

/** One entry of a .po file: the id, the translation and whether the id is an explicit key. */
interface PoEntry {
  msgid: string;
  msgstr: string;
  explicitId: boolean;
}

/**
 * Translations equal to the English source that are right, per locale, each with its reason. Anything
 * else equal to the source is an untranslated message. Messages with no letters outside placeholders
 * ("{date}, {time}", "{percent}%") never need an entry.
 */
const SAME_AS_SOURCE: Record<CatalogLocale, Record<string, string>> = {
  en_US: {},
  es_ES: {
    Hotel: 'the Spanish word is "hotel"',
    No: 'the Spanish word is "no"',
    Subtotal: 'the Spanish word is "subtotal"',
    Total: 'the Spanish word is "total"',
  },
  fr_FR: {
    Date: 'the French word is "date"',
    OK: 'French interfaces say "OK"',
    Table: 'the French word is "table"',
    'Table {0}': 'the French word is "table"',
    Total: 'the French word is "total"',
    Versions: 'the French word is "versions"',
  },
  de_DE: {
    '(optional)': 'the German word is "optional"',
    Hotel: 'the German word is "Hotel"',
    OK: 'German interfaces say "OK"',
    Optional: 'the German word is "optional"',
  },
  it_IT: {
    Hotel: 'Italian says "hotel"',
    Menu: 'Italian says "menu"',
    No: 'the Italian word is "no"',
    OK: 'Italian interfaces say "OK"',
  },
  he: {},
  ar: {},
  zh_CN: {},
};

/** Equal to the source in every language: a unit symbol. */
const SAME_EVERYWHERE: Record<string, string> = {
  '{kcal} kcal': 'kcal is the international symbol of the kilocalorie',
};

const root = process.cwd();

/** Reads a catalog's .po file (Lingui's format: one entry per blank-line-separated block). */
function readPo(locale: CatalogLocale): PoEntry[] {
  const text = readFileSync(join(root, `src/i18n/locales/${locale}/messages.po`), 'utf8');
  const entries: PoEntry[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split('\n');
    let field: 'msgid' | 'msgstr' | null = null;
    const value = { msgid: '', msgstr: '' };
    let explicitId = false;
    for (const line of lines) {
      if (line.startsWith('#.') && line.includes('js-lingui-explicit-id')) explicitId = true;
      const start = /^(msgid|msgstr) "(.*)"$/.exec(line);
      if (start) {
        field = start[1] as 'msgid' | 'msgstr';
        value[field] = unquote(start[2]!);
      } else if (field && /^".*"$/.test(line)) {
        value[field] += unquote(line.slice(1, -1));
      }
    }
    if (field && value.msgid) entries.push({ ...value, explicitId });
  }
  return entries;
}

/** Undoes the .po string escapes. */
function unquote(text: string): string {
  return text.replace(/\\(.)/g, (_, char: string) => ({ n: '\n', t: '\t', r: '\r' })[char] ?? char);
}

/** The argument names of a compiled message, nested ones (inside plural branches) included. */
function argumentsOf(message: CompiledMessage, names = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    if (name !== '#') names.add(name);
    if (format && typeof format === 'object') {
      for (const [key, branch] of Object.entries(format)) if (key !== 'offset' && Array.isArray(branch)) argumentsOf(branch as CompiledMessage, names);
    }
  }
  return names;
}

/** Every plural (and selectordinal) argument of a compiled message with the categories it spells out. */
function pluralsOf(message: CompiledMessage, found: Array<{ name: string; type: string; categories: string[] }> = []) {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    if (!format || typeof format !== 'object') continue;
    const branches = Object.entries(format).filter(([key, branch]) => key !== 'offset' && Array.isArray(branch));
    if (type === 'plural' || type === 'selectordinal') {
      found.push({ name, type, categories: branches.map(([key]) => key).filter((key) => !/^\d+$/.test(key)) });
    }
    for (const [, branch] of branches) pluralsOf(branch as CompiledMessage, found);
  }
  return found;
}

/** The rich-text tags (`<0>`, `</0>`, `<1/>`) of a message, sorted. */
function tagsOf(message: string): string[] {
  return [...message.matchAll(/<\/?\d+\s*\/?>/g)].map((match) => match[0].replace(/\s/g, '')).sort();
}

const sorted = (names: Iterable<string>) => [...names].sort();
const hasWords = (message: string) => /\p{L}/u.test(message.replace(/\{[^{}]*\}/g, ''));

/** Everything wrong with one catalog, one line per problem (an empty list when it is complete). */
function problemsOf(locale: CatalogLocale, entries = readPo(locale), sourceEntries = readPo(SOURCE_LOCALE)): string[] {
  const source = new Map(sourceEntries.map((entry) => [entry.msgid, entry.msgstr || entry.msgid]));
  const problems: string[] = [];
  const ids = new Set(entries.map((entry) => entry.msgid));
  for (const id of source.keys()) if (!ids.has(id)) problems.push(`missing entry: ${id}`);
  const pluralRules = new Intl.PluralRules(toBcp47(locale));
  const allowed = { ...SAME_EVERYWHERE, ...SAME_AS_SOURCE[locale] };
  for (const { msgid, msgstr } of entries) {
    const english = source.get(msgid);
    if (english === undefined) {
      problems.push(`not in the source catalog: ${msgid}`);
      continue;
    }
    if (!msgstr.trim()) {
      problems.push(`untranslated: ${msgid}`);
      continue;
    }
    let compiled: CompiledMessage;
    try {
      compiled = compileMessageOrThrow(msgstr);
    } catch (error) {
      problems.push(`not a valid ICU message: ${msgid} => ${msgstr} (${(error as Error).message.split('\n')[0]})`);
      continue;
    }
    const englishCompiled = compileMessageOrThrow(english);
    const want = sorted(argumentsOf(englishCompiled));
    const got = sorted(argumentsOf(compiled));
    if (want.join() !== got.join()) problems.push(`placeholders {${got.join('}, {')}} instead of {${want.join('}, {')}}: ${msgid} => ${msgstr}`);
    if (tagsOf(english).join() !== tagsOf(msgstr).join())
      problems.push(`tags ${tagsOf(msgstr).join('')} instead of ${tagsOf(english).join('')}: ${msgid} => ${msgstr}`);
    const englishPlurals = sorted(pluralsOf(englishCompiled).map((plural) => plural.name));
    const plurals = pluralsOf(compiled);
    if (englishPlurals.join() !== sorted(plurals.map((plural) => plural.name)).join())
      problems.push(`plural arguments differ from the source: ${msgid} => ${msgstr}`);
    for (const plural of plurals) {
      const rules = plural.type === 'selectordinal' ? new Intl.PluralRules(toBcp47(locale), { type: 'ordinal' }) : pluralRules;
      const needed = rules.resolvedOptions().pluralCategories;
      const lacking = needed.filter((category) => !plural.categories.includes(category));
      const unknown = plural.categories.filter((category) => !(needed as string[]).includes(category));
      if (lacking.length) problems.push(`plural {${plural.name}} lacks ${lacking.join(', ')}: ${msgid} => ${msgstr}`);
      if (unknown.length) problems.push(`plural {${plural.name}} has ${unknown.join(', ')}, which ${locale} never uses: ${msgid} => ${msgstr}`);
    }
    if (locale !== SOURCE_LOCALE && msgstr === english && hasWords(msgstr) && !(msgid in allowed)) problems.push(`same as English: ${msgid}`);
  }
  for (const id of Object.keys(SAME_AS_SOURCE[locale])) {
    const entry = entries.find((candidate) => candidate.msgid === id);
    if (!entry || entry.msgstr !== source.get(id)) problems.push(`allow-listed but translated differently or gone (remove it from SAME_AS_SOURCE): ${id}`);
  }
  return problems;
}

describe('every shipped catalog is complete', () => {
  it.each(CATALOG_LOCALES)('%s: every message translated, with the source placeholders, tags and plural categories', (locale) => {
    expect(problemsOf(locale)).toEqual([]);
  });
});

describe('the completeness check', () => {
  it('reads entries, explicit ids and escapes from a catalog', () => {
    const entries = readPo('en_US');
    expect(entries.find((entry) => entry.msgid === 'kiosk.kioskReceiptModal.invalidEmail')).toMatchObject({
      explicitId: true,
      msgstr: 'Invalid email address',
    });
    expect(entries.length).toBeGreaterThan(400);
  });

  it('finds nested placeholders, plural categories and tags', () => {
    const compiled = compileMessageOrThrow('{item} ({count, plural, one {# left} few {# left for {name}} =0 {none} other {# left}}) <0>more</0>');
    expect(sorted(argumentsOf(compiled))).toEqual(['count', 'item', 'name']);
    expect(pluralsOf(compiled)).toEqual([{ name: 'count', type: 'plural', categories: ['one', 'few', 'other'] }]);
    expect(tagsOf('<1/> and <0>x</0>')).toEqual(['</0>', '<0>', '<1/>']);
    expect(hasWords('{date}, {time}')).toBe(false);
    expect(hasWords('{percent}%')).toBe(false);
    expect(hasWords('Table {0}')).toBe(true);
  });

  it('reports each kind of problem', () => {
    const entry = (msgid: string, msgstr: string) => ({ msgid, msgstr, explicitId: false });
    const source = [
      entry('Close', 'Close'),
      entry('Hotel', 'Hotel'),
      entry('Menu', 'Menu'),
      entry('{date}, {time}', '{date}, {time}'),
      entry('Room {0}', 'Room {0}'),
      entry('I agree to the <0>terms</0>', 'I agree to the <0>terms</0>'),
      entry('{count, plural, one {# item} other {# items}}', '{count, plural, one {# item} other {# items}}'),
      entry('{n, plural, one {# min} other {# mins}}', '{n, plural, one {# min} other {# mins}}'),
      entry('Broken', 'Broken'),
      entry('Gone', 'Gone'),
    ];
    const french = [
      entry('Close', ''),
      entry('Hotel', 'Hotel'),
      entry('Menu', 'Menu'),
      entry('{date}, {time}', '{date}, {time}'),
      entry('Room {0}', 'Chambre {1}'),
      entry('I agree to the <0>terms</0>', 'J’accepte les conditions'),
      entry('{count, plural, one {# item} other {# items}}', '{count, plural, one {# article} other {# articles}}'),
      entry('{n, plural, one {# min} other {# mins}}', '{n, plural, one {# min} two {# min} many {# de min} other {# min}}'),
      entry('Broken', '{count, plural, one {a}'),
      entry('Extra', 'En trop'),
    ];
    expect(problemsOf('fr_FR', french, source)).toEqual([
      'missing entry: Gone',
      'untranslated: Close',
      'same as English: Hotel',
      'same as English: Menu',
      'placeholders {1} instead of {0}: Room {0} => Chambre {1}',
      'tags  instead of </0><0>: I agree to the <0>terms</0> => J’accepte les conditions',
      'plural {count} lacks many: {count, plural, one {# item} other {# items}} => {count, plural, one {# article} other {# articles}}',
      'plural {n} has two, which fr_FR never uses: {n, plural, one {# min} other {# mins}} => {n, plural, one {# min} two {# min} many {# de min} other {# min}}',
      expect.stringMatching(/^not a valid ICU message: Broken => /),
      'not in the source catalog: Extra',
      expect.stringMatching(/^allow-listed but translated differently or gone .*: Date$/),
      expect.stringMatching(/^allow-listed but translated differently or gone .*: OK$/),
      expect.stringMatching(/^allow-listed but translated differently or gone .*: Table$/),
      expect.stringMatching(/^allow-listed but translated differently or gone .*: Table \{0\}$/),
      expect.stringMatching(/^allow-listed but translated differently or gone .*: Total$/),
      expect.stringMatching(/^allow-listed but translated differently or gone .*: Versions$/),
    ]);
  });
});

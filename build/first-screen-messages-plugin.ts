import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:go-first-screen-messages';
const STATIC_IMPORT = /(?:^|[\n;])\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

export interface FirstScreenMessagesOptions {
  /** Entry modules whose static import closure is the first screen (absolute paths). */
  entries: string[];
  /** The source locale's `.po` catalog (its `#:` origins say which file uses a message). */
  po: string;
  /** The source locale's compiled catalog (`lingui compile --typescript`). */
  compiled: string;
  /** The virtual module served; `virtual:go-first-screen-messages` unless given. */
  id?: string;
  /** Entries whose messages an earlier subset already carries: those are left out of this one. */
  without?: string[];
}

/**
 * Serves `virtual:go-first-screen-messages` (or `options.id`): the part of the source (en_US) catalog
 * whose messages are used by modules the entries import statically, i.e. what a screen can render.
 * The first screen's subset rides in the widget code; a later subset (the menu's, `without` the first
 * screen's) rides in that screen's chunk. The full catalog stays a lazy chunk that `src/i18n` merges
 * in later (before the screens past the menu render, and on any miss), so no screen carries every
 * checkout and error message of the app.
 *
 * Under Vitest the module is the full catalog, so component tests never see a partial catalog.
 */
export function firstScreenMessages(options: FirstScreenMessagesOptions): Plugin {
  let full = false;
  const virtualId = options.id ?? VIRTUAL;
  const resolvedId = `\0${virtualId}`;
  return {
    name: `guest-ordering:messages:${virtualId}`,
    configResolved(config) {
      full = config.mode === 'test' || Boolean(process.env.VITEST);
    },
    resolveId: (id) => (id === virtualId ? resolvedId : null),
    load(id) {
      if (id !== resolvedId) return null;
      if (full) return `export { messages } from ${JSON.stringify(options.compiled)};`;
      this.addWatchFile(options.po);
      this.addWatchFile(options.compiled);
      const files = staticClosure(options.entries);
      for (const file of files) this.addWatchFile(file);
      const subset = catalogSubset(options, files);
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(subset))});`;
    },
  };
}

/**
 * The compiled messages used by `files` (the entries' static closure unless given), less those used by
 * the static closure of `options.without`.
 */
export function catalogSubset(options: FirstScreenMessagesOptions, files: Set<string> = staticClosure(options.entries)): Record<string, unknown> {
  const catalog = readCompiledCatalog(options.compiled);
  const po = readFileSync(options.po, 'utf8');
  const wanted = messageIdsUsedBy(po, files);
  if (options.without) for (const messageId of messageIdsUsedBy(po, staticClosure(options.without))) wanted.delete(messageId);
  return Object.fromEntries(Object.entries(catalog).filter(([messageId]) => wanted.has(messageId)));
}

/** Source files reached from `entries` through static (non-type) relative imports. */
export function staticClosure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const base = path.resolve(path.dirname(file), match[1]!);
      const resolved = EXTENSIONS.map((extension) => base + extension).find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
      if (resolved) queue.push(resolved);
    }
  }
  return seen;
}

/** Ids (Lingui's hash of message and context) of `.po` entries with an origin in `files`. */
export function messageIdsUsedBy(po: string, files: Set<string>): Set<string> {
  const relative = new Set([...files].map((file) => path.relative(process.cwd(), file).split(path.sep).join('/')));
  const ids = new Set<string>();
  for (const block of po.split(/\r?\n\r?\n/)) {
    const origins = [...block.matchAll(/^#: (.+)$/gm)].flatMap((match) => match[1]!.split(/\s+/)).map((origin) => origin.replace(/:\d+$/, ''));
    if (!origins.some((origin) => relative.has(origin))) continue;
    const message = poString(block, 'msgid');
    if (message !== null) ids.add(generateMessageId(message, poString(block, 'msgctxt') ?? undefined));
  }
  return ids;
}

function poString(block: string, key: string): string | null {
  const match = new RegExp(`^${key} ((?:"(?:[^"\\\\]|\\\\.)*"\\s*)+)`, 'm').exec(block);
  if (!match) return null;
  return [...match[1]!.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((part) => JSON.parse(`"${part[1]}"`) as string).join('');
}

function readCompiledCatalog(file: string): Record<string, unknown> {
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!literal) throw new Error(`first-screen-messages: cannot read the compiled catalog ${file}`);
  return JSON.parse(JSON.parse(jsonStringLiteral(literal)) as string) as Record<string, unknown>;
}

/**
 * A JavaScript string literal as a JSON one: `lingui compile` writes the JavaScript escapes `\xA0`
 * (the French no-break space before a colon) and `\'`, which JSON does not know.
 */
export function jsonStringLiteral(literal: string): string {
  // Every escape is read whole, so an escaped backslash before an `x` stays what it is.
  return literal.replace(/\\(x[0-9a-fA-F]{2}|[\s\S])/g, (whole, escaped: string) =>
    escaped === "'" ? "'" : escaped.length === 3 ? `\\u00${escaped.slice(1)}` : whole,
  );
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_BUDGETS, MENU_SPEED_BUDGETS } from '../bench/budgets.mjs';

/*
 * The README and docs/architecture.md must stay true to the repository: every demo page listed, no
 * path or link to something that is not there, and the budgets the architecture states equal to the
 * ones the benchmarks check.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const README = read('README.md');
const ARCHITECTURE = read('docs/architecture.md');

/** The lines of a document's section, from its `## heading` to the next one. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start === -1) throw new Error(`no "## ${heading}" section`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end === -1 ? undefined : end);
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of a Markdown file's headings. */
const anchorsOf = (markdown: string) => new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!)));

describe('README', () => {
  const demoList = section(README, 'Run the demo');
  /** The pages the list names: each `/name.html` in code at the start of a list line. */
  const listed = new Set([...demoList.matchAll(/`(\/[\w-]+\.html)/g)].map((match) => match[1]!));

  it('lists every demo page of demo/public/', () => {
    const pages = readdirSync(path.join(ROOT, 'demo/public')).filter((name) => name.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter((name) => !listed.has(`/${name}`))).toEqual([]);
  });

  it('lists no page the sandbox does not serve', () => {
    const server = read('demo/sandbox/server.ts');
    // A page is a file of demo/public/, or made by the server itself (`pathname === '/table.html'`).
    const served = (page: string) => existsSync(path.join(ROOT, 'demo/public', page)) || server.includes(`pathname === '${page}'`);
    expect([...listed].filter((page) => !served(page))).toEqual([]);
  });
});

/** Repository paths a document names in code (`src/…`, `tests/…`): each must exist. */
function missingPaths(markdown: string): string[] {
  const named = [...markdown.matchAll(/`((?:src|tests|demo|scripts|build|docs|\.changeset|\.ci)\/[^`\s*{<]*)`/g)].map((match) => match[1]!);
  return named.filter((file) => !existsSync(path.join(ROOT, file)));
}

/** Relative Markdown links of a document (at `from`) whose file or heading does not exist. */
function brokenLinks(markdown: string, from: string): string[] {
  const broken: string[] = [];
  for (const [, target] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target!)) continue;
    const [file, anchor] = target!.split('#');
    const resolved = file ? path.join(path.dirname(path.join(ROOT, from)), file) : path.join(ROOT, from);
    if (!existsSync(resolved)) broken.push(target!);
    else if (anchor && resolved.endsWith('.md') && !anchorsOf(readFileSync(resolved, 'utf8')).has(anchor)) broken.push(target!);
  }
  return broken;
}

describe.each([
  ['README.md', README],
  ['docs/architecture.md', ARCHITECTURE],
])('%s', (file, markdown) => {
  it('names only paths that exist', () => {
    expect(missingPaths(markdown)).toEqual([]);
  });

  it('links only to files and headings that exist', () => {
    expect(brokenLinks(markdown, file)).toEqual([]);
  });
});

describe('docs/architecture.md budgets', () => {
  /** The "Budgets" table: first cell -> second cell. */
  const limits = new Map(
    section(ARCHITECTURE, 'Budgets')
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| Budget |'))
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .map((cells) => [cells[1]!, cells[2]!]),
  );
  const sizeBudgets = (JSON.parse(read('package.json')) as { 'size-budgets': { loader: { gzip: number }; lazyChunk: { gzip: number } } })['size-budgets'];
  const kb = (bytes: number) => `${bytes / 1024} KB`;

  it('are the ones the benchmarks check', () => {
    expect(Object.fromEntries(limits)).toEqual({
      'The loader (`dist/guest-ordering.js`), gzip': kb(sizeBudgets.loader.gzip),
      'Each lazy chunk, gzip': kb(sizeBudgets.lazyChunk.gzip),
      "A deep link's first menu, against a bare React page showing the same menu": `${FIRST_PAINT_BUDGETS.paintRatio}x`,
      "The first item's name tapped the moment it shows: its details on screen, against the bare page": `${FIRST_PAINT_BUDGETS.firstTapRatio}x`,
      'JavaScript before the first menu paints, gzip': kb(FIRST_PAINT_BUDGETS.jsBytes),
      'Requests before the first menu paints': String(FIRST_PAINT_BUDGETS.requests),
      "Main-thread busy time until then, against the bare page's": `${FIRST_PAINT_BUDGETS.mainThreadRatio}x`,
      'First render of the 2,000-item menu (median)': `< ${MENU_SPEED_BUDGETS.renderMs} ms`,
      'Slowest add-to-cart tap, input to next paint': `< ${MENU_SPEED_BUDGETS.tapMs} ms`,
    });
  });
});

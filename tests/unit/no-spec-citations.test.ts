import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Comments and test names state the rule they implement, in their own words: the product spec and
 * the issue tracker live outside this repository, so "spec 4.1" or "issue 5" leaves a reader with
 * nothing to follow. A long rule belongs in docs/ (link the page). This test fails on any citation
 * of a spec section or an issue number in the folders below.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

/** The folders checked. */
const CHECKED = ['src', 'demo', 'tests', 'scripts', 'build'];
/** This file, whose examples are citations on purpose. */
const SELF = 'tests/unit/no-spec-citations.test.ts';

const EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs|html|css)$/;
/** "spec 4.1", "Spec section 7", "specification 3", "section 8.2", "§ 5", "issue 10", "issues #3". */
const CITATION = /\b(?:spec(?:ification)?s?(?:\s+section)?|sections?|issues?)\s+#?\d|§\s*\d/i;

function filesUnder(dir: string): string[] {
  const relative = path.relative(ROOT, dir).split(path.sep).join('/');
  if (relative === SELF) return [];
  const stat = statSync(dir);
  if (stat.isFile()) return EXTENSIONS.test(dir) ? [dir] : [];
  return readdirSync(dir)
    .filter((name) => name !== 'node_modules' && !name.startsWith('.'))
    .flatMap((name) => filesUnder(path.join(dir, name)));
}

/** Every `file:line: text` in the checked folders that cites a spec section or an issue. */
function findCitations(): string[] {
  const found: string[] = [];
  for (const folder of CHECKED) {
    for (const file of filesUnder(path.join(ROOT, folder))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (CITATION.test(line)) found.push(`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`);
        });
    }
  }
  return found;
}

describe('comments state the rule, not where it was written down', () => {
  it('recognises the citation forms it forbids, and leaves ordinary words alone', () => {
    for (const cited of [
      '// Spec 4.1: sorted by label',
      '(spec 2.3, 4.3)',
      'the spec section 7 contract',
      'Issue 5 (STORES5)',
      'see § 8.2',
      'issues #3 and #4',
      'section 9 constants',
    ]) {
      expect(CITATION.test(cited), cited).toBe(true);
    }
    for (const plain of [
      '// The spec terms stay as the platform names them',
      '<section aria-label="Hours">',
      'an issue with 3 retries',
      'specifies 4 decimals',
    ]) {
      expect(CITATION.test(plain), plain).toBe(false);
    }
  });

  it('no source, test or script file cites a spec section or an issue number', () => {
    expect(findCitations()).toEqual([]);
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every shipped locale translates every message: an untranslated string would show English inside a
// Hebrew (RTL) widget. Run `npx lingui extract` after adding strings, then translate the new entries.
const root = path.resolve(import.meta.dirname, '../..');

function untranslated(locale: string): string[] {
  const po = readFileSync(path.join(root, `src/i18n/locales/${locale}/messages.po`), 'utf8');
  return [...po.matchAll(/^msgid "(.+)"\nmsgstr ""$/gm)].map((match) => match[1]!);
}

describe('message catalogs', () => {
  it('translates every message into Hebrew', () => {
    expect(untranslated('he')).toEqual([]);
  });

  it('has the same messages in every locale', () => {
    const ids = (locale: string) =>
      [...readFileSync(path.join(root, `src/i18n/locales/${locale}/messages.po`), 'utf8').matchAll(/^msgid "(.+)"$/gm)].map((m) => m[1]).sort();
    expect(ids('he')).toEqual(ids('en_US'));
  });
});

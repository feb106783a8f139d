import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Hebrew joins a one-letter prefix (ב, ל, מ, כ, ו, ה, ש) to a word in Latin letters or digits with a
// maqaf (U+05BE): "ב־Trattoria", "כ־20". A placeholder can be such a word (names, numbers, times).
const po = readFileSync(join(process.cwd(), 'src/i18n/locales/he/messages.po'), 'utf8');
const translations = [...po.matchAll(/^msgstr "(.*)"$/gm)].map((match) => match[1]!).filter(Boolean);

describe('Hebrew catalog', () => {
  it('joins a prefix letter to a placeholder, a Latin word or a number with a maqaf, never a hyphen or nothing', () => {
    const glued = translations.filter((text) => /(?<![\u05d0-\u05ea])[בלמכוהש](-|)(\{|[A-Za-z0-9])/.test(text));
    expect(glued).toEqual([]);
    expect(translations).toContain('הזמנה מ־{0}');
  });
});

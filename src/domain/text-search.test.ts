import { describe, expect, it } from 'vitest';
import { matchesSearch, searchWords } from './text-search';

describe('searchWords', () => {
  it('lower-cases, drops accents and splits on punctuation', () => {
    expect(searchWords('Lumen Café – 88 Bleecker St.')).toEqual(['lumen', 'cafe', '88', 'bleecker', 'st']);
    expect(searchWords('Tasca do Rio, Lisboa')).toEqual(['tasca', 'do', 'rio', 'lisboa']);
    expect(searchWords('  ')).toEqual([]);
  });

  it('keeps letters of other scripts', () => {
    expect(searchWords('מסעדה לומן')).toEqual(['מסעדה', 'לומן']);
  });
});

describe('matchesSearch', () => {
  const cafe = 'Lumen Café 12 Rue de Rivoli, Paris';

  it('matches every query word at the start of a word, in any order and case', () => {
    expect(matchesSearch(cafe, 'caf lum')).toBe(true);
    expect(matchesSearch(cafe, 'CAFE')).toBe(true);
    expect(matchesSearch(cafe, 'rivoli')).toBe(true);
    expect(matchesSearch(cafe, 'café paris')).toBe(true);
  });

  it('does not match inside a word or when one word is missing', () => {
    expect(matchesSearch(cafe, 'umen')).toBe(false);
    expect(matchesSearch(cafe, 'lumen london')).toBe(false);
  });

  it('an empty or punctuation-only query matches everything', () => {
    expect(matchesSearch(cafe, '')).toBe(true);
    expect(matchesSearch(cafe, ' - ')).toBe(true);
  });
});

/**
 * Typing to narrow a list (the home screen's location choice): a text matches when every word of the
 * query starts a word of the text, ignoring case, accents and punctuation ("caf lum" finds
 * "Lumen Café", "bleecker" finds "88 Bleecker Street"). Pure, no locale data needed.
 */

/** Lower-case words of `text` without accents (NFD, combining marks removed); punctuation splits words. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** True when every word of `query` begins some word of `text`; an empty query matches everything. */
export function matchesSearch(text: string, query: string): boolean {
  const wanted = searchWords(query);
  if (wanted.length === 0) return true;
  const words = searchWords(text);
  return wanted.every((part) => words.some((word) => word.startsWith(part)));
}

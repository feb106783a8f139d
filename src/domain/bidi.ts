/**
 * Bidirectional text: a run written in another direction than the sentence around it (a Latin name or
 * a "+972" dial code inside Hebrew) is wrapped in Unicode isolates, so the surrounding text cannot
 * reorder it ("(+1)" would otherwise show as "(1+)"). Used where the run goes into plain text (an
 * `<option>`, a message string); markup can use `<bdi>` instead. Left-to-right locales get the text
 * unchanged: there is nothing to reorder, and what they read (and match) stays plain.
 */
import { isRightToLeft } from './locale';

/** U+2068 FIRST STRONG ISOLATE: the run takes the direction of its own first strong letter. */
export const FSI = '\u2068';
/** U+2066 LEFT-TO-RIGHT ISOLATE: the run is laid out left to right (numbers with signs, codes). */
export const LRI = '\u2066';
/** U+2069 POP DIRECTIONAL ISOLATE: ends an isolate. */
export const PDI = '\u2069';

/** `text` isolated with its own direction (a name in either script) when `locale` is right to left. */
export function isolate(text: string, locale: string): string {
  return text && isRightToLeft(locale) ? `${FSI}${text}${PDI}` : text;
}

/** `text` isolated left to right (a dial code, a card number) when `locale` is right to left. */
export function isolateLtr(text: string, locale: string): string {
  return text && isRightToLeft(locale) ? `${LRI}${text}${PDI}` : text;
}

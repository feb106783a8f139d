/** Cart line comments have `%` encoded before sending (`'100%' -> '100%25'`). */
export function encodeLineComment(text: string): string {
  return text.replace(/%/g, '%25');
}

/** What the comment counter shows: 'Limit {max} characters, left {remaining}'. */
export interface CommentCounter {
  max: number;
  /** Characters typed (UTF-16 units, as the textarea's `maxLength` counts them). */
  length: number;
  remaining: number;
}

/** The counter for a comment limited to `max` characters, or null when there is no limit (`max` null or <= 0). */
export function commentCounter(value: string, max: number | null): CommentCounter | null {
  if (max === null || !Number.isFinite(max) || max <= 0) return null;
  const limit = Math.floor(max);
  return { max: limit, length: value.length, remaining: Math.max(0, limit - value.length) };
}

/**
 * Comment input is truncated to the max (no limit: unchanged). A cut never splits a
 * surrogate pair, so an emoji at the limit is dropped whole rather than left half.
 */
export function truncateComment(value: string, max: number | null): string {
  if (max === null || !Number.isFinite(max) || max <= 0 || value.length <= max) return value;
  let cut = value.slice(0, Math.floor(max));
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut;
}

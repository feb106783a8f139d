import { describe, expect, it } from 'vitest';
import { commentCounter, encodeLineComment, truncateComment } from './comments';

describe('encodeLineComment', () => {
  it('encodes every % and leaves the rest', () => {
    expect(encodeLineComment('100% cotton, 5%')).toBe('100%25 cotton, 5%25');
    expect(encodeLineComment('no salt & extra "lemon"')).toBe('no salt & extra "lemon"');
    expect(encodeLineComment('')).toBe('');
  });
  it('encodes an already encoded sequence again (the platform decodes once)', () => {
    expect(encodeLineComment('%25')).toBe('%2525');
  });
});

describe('commentCounter ("Limit {max} characters, left {remaining}")', () => {
  it('counts what is left', () => {
    expect(commentCounter('', 120)).toEqual({ max: 120, length: 0, remaining: 120 });
    expect(commentCounter('hello', 120)).toEqual({ max: 120, length: 5, remaining: 115 });
    expect(commentCounter('x'.repeat(120), 120)).toEqual({ max: 120, length: 120, remaining: 0 });
  });
  it('never shows a negative remainder', () => {
    expect(commentCounter('x'.repeat(130), 120)).toEqual({ max: 120, length: 130, remaining: 0 });
  });
  it('is null without a limit', () => {
    expect(commentCounter('abc', null)).toBeNull();
    expect(commentCounter('abc', 0)).toBeNull();
    expect(commentCounter('abc', -1)).toBeNull();
    expect(commentCounter('abc', Number.NaN)).toBeNull();
  });
  it('floors a fractional limit', () => {
    expect(commentCounter('ab', 10.7)).toEqual({ max: 10, length: 2, remaining: 8 });
  });
});

describe('truncateComment (input truncated to the max)', () => {
  it('cuts to the max', () => {
    expect(truncateComment('abcdef', 4)).toBe('abcd');
    expect(truncateComment('abcd', 4)).toBe('abcd');
    expect(truncateComment('ab', 4)).toBe('ab');
  });
  it('leaves text without a limit', () => {
    expect(truncateComment('abcdef', null)).toBe('abcdef');
    expect(truncateComment('abcdef', 0)).toBe('abcdef');
  });
  it('never splits a surrogate pair', () => {
    expect(truncateComment('ab😀c', 3)).toBe('ab');
    expect(truncateComment('ab😀c', 4)).toBe('ab😀');
  });
});

import { describe, expect, it } from 'vitest';
import { encodeLineComment, formatCheckoutAt, formatUtc } from './map-cart';

describe('encodeLineComment', () => {
  it('encodes every % and leaves other text alone', () => {
    expect(encodeLineComment('100% cotton, 5%')).toBe('100%25 cotton, 5%25');
    expect(encodeLineComment('no salt')).toBe('no salt');
  });
});

describe('formatCheckoutAt', () => {
  it('is null for ASAP', () => {
    expect(formatCheckoutAt(null)).toBeNull();
    expect(formatCheckoutAt('')).toBeNull();
  });
  it('keeps wall time and offset, dropping milliseconds', () => {
    expect(formatCheckoutAt('2030-01-07T12:15:00.000-05:00')).toBe('2030-01-07T12:15:00-05:00');
    expect(formatCheckoutAt('2030-01-07T12:15+0300')).toBe('2030-01-07T12:15:00+03:00');
  });
  it('writes Z as +00:00', () => {
    expect(formatCheckoutAt('2030-01-07T17:15:30.5Z')).toBe('2030-01-07T17:15:30+00:00');
  });
  it('reads strings without offset with Date and writes UTC; garbage is ASAP', () => {
    const local = '2030-01-07T12:15:00';
    expect(formatCheckoutAt(local)).toBe(formatUtc(new Date(local)));
    expect(formatCheckoutAt('soon')).toBeNull();
  });
});

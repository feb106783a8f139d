import { describe, expect, it } from 'vitest';
import { createCartId, createEditId } from './ids';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createCartId', () => {
  it('uses crypto.randomUUID when present', () => {
    expect(createCartId({ randomUUID: () => '11111111-1111-4111-8111-111111111111' })).toBe('11111111-1111-4111-8111-111111111111');
    expect(createCartId()).toMatch(UUID_V4);
  });
  it('falls back to getRandomValues, then to Math.random, still a v4 UUID', () => {
    const viaRandomValues = createCartId({
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        new Uint8Array((array as unknown as Uint8Array).buffer).fill(255);
        return array;
      },
    });
    expect(viaRandomValues).toMatch(UUID_V4);
    expect(createCartId(undefined, () => 0.5)).toMatch(UUID_V4);
  });
  it('gives different ids', () => {
    expect(createCartId()).not.toBe(createCartId());
  });
});

describe('createEditId', () => {
  it('is unique even with the same clock and random value', () => {
    const ids = new Set(
      Array.from({ length: 1000 }, () =>
        createEditId(
          () => 1,
          () => 0,
        ),
      ),
    );
    expect(ids.size).toBe(1000);
  });
});

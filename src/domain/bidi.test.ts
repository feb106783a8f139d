import { describe, expect, it } from 'vitest';
import { FSI, isolate, isolateLtr, LRI, PDI } from './bidi';

describe('bidi isolates', () => {
  it('isolates a run inside right-to-left text', () => {
    expect(isolate('Trattoria Lumen', 'he')).toBe(`${FSI}Trattoria Lumen${PDI}`);
    expect(isolateLtr('+972', 'he_IL')).toBe(`${LRI}+972${PDI}`);
  });

  it('leaves left-to-right locales and empty text alone', () => {
    expect(isolate('Trattoria Lumen', 'en_US')).toBe('Trattoria Lumen');
    expect(isolateLtr('+1', 'fr')).toBe('+1');
    expect(isolate('', 'he')).toBe('');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, mergeConfig, toOrigin } from './config';

afterEach(() => vi.restoreAllMocks());

describe('mergeConfig', () => {
  it('uses defaults when nothing is set', () => {
    expect(mergeConfig({}, {}, null)).toEqual(DEFAULT_CONFIG);
  });

  it('precedence: defaults < attributes < language query parameter < configure()', () => {
    const attributes = { apiBase: '/api', language: 'en_US', flow: 'HOTEL' as const };
    expect(mergeConfig(attributes, {}, { language: null }).language).toBe('en_US');
    expect(mergeConfig(attributes, {}, { language: 'he' }).language).toBe('he');
    const configured = mergeConfig(attributes, { language: 'en_US', apiBase: 'https://api.example' }, { language: 'he' });
    expect(configured.language).toBe('en_US');
    expect(configured.apiBase).toBe('https://api.example');
    expect(configured.flow).toBe('HOTEL');
  });

  it('an undefined configure() value does not erase an attribute', () => {
    expect(mergeConfig({ apiBase: '/api' }, { apiBase: undefined }, null).apiBase).toBe('/api');
  });

  it('sanitizes every layer the same way', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = mergeConfig(
      { flow: 'restaurant' as never, businessId: '42' as never, routing: 'memory', basePath: 'hotel/' },
      { hostOrigin: 'https://host.example/some/page', realtimeUrl: '  ' },
      null,
    );
    expect(config).toMatchObject({ flow: 'RESTAURANT', businessId: 42, routing: 'memory', basePath: '/hotel', hostOrigin: 'https://host.example', realtimeUrl: null });
    const odd = mergeConfig({ flow: 'KIOSK' as never, businessId: 'abc' as never, routing: 'history' as never }, {}, null);
    expect(odd).toMatchObject({ flow: null, businessId: null, routing: 'hash' });
  });
});

describe('toOrigin', () => {
  it('refuses "*" and non-http origins with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(toOrigin('*')).toBeNull();
    expect(toOrigin('javascript:alert(1)')).toBeNull();
    expect(toOrigin('hotel.example')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(toOrigin('http://localhost:5173/')).toBe('http://localhost:5173');
    expect(toOrigin(null)).toBeNull();
  });
});

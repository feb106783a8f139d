import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, mergeConfig, toConsent, toDataLayerName, toOrigin } from './config';

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

describe('toDataLayerName', () => {
  it('takes a JavaScript identifier and refuses anything else with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(toDataLayerName(' dataLayer ')).toBe('dataLayer');
    expect(toDataLayerName('_gtm$Layer2')).toBe('_gtm$Layer2');
    expect(warn).not.toHaveBeenCalled();
    for (const bad of ['window.dataLayer', 'dataLayer[0]', '2fast', 'data-layer', 'alert(1)', 'a b']) expect(toDataLayerName(bad)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(6);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('analytics-data-layer must be the name of a global array'));
    expect(toDataLayerName('')).toBeNull();
    expect(toDataLayerName(null)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(6);
  });
});

describe('toConsent', () => {
  it('only "granted" (any case) or true grants consent; a typo warns and does not', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(toConsent('granted')).toBe(true);
    expect(toConsent(' GRANTED ')).toBe(true);
    expect(toConsent(true)).toBe(true);
    expect(toConsent('denied')).toBe(false);
    expect(toConsent(false)).toBe(false);
    expect(toConsent('')).toBe(false);
    expect(toConsent(undefined)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    expect(toConsent('yes')).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('analytics-consent accepts "granted" or "denied"'));
  });

  it('both reach the merged configuration from the attributes', () => {
    expect(mergeConfig({ analyticsDataLayer: 'dataLayer', analyticsConsent: 'granted' as never }, {}, null)).toMatchObject({
      analyticsDataLayer: 'dataLayer', analyticsConsent: true,
    });
    expect(DEFAULT_CONFIG).toMatchObject({ analyticsDataLayer: null, analyticsConsent: false });
  });
});

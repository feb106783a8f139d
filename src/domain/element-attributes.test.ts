// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_CONFIG,
  mergeConfig,
  parseBooleanAttribute,
  readAttributeValues,
  toConsent,
  toDataLayerName,
  toIpAddress,
  toOrigin,
} from './element-attributes';

afterEach(() => vi.restoreAllMocks());

function element(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild as Element;
}

describe('attributes', () => {
  it('maps every kebab-case attribute to its config property', () => {
    const el = element(
      '<x-go api-base="/api" publishable-key="pk_1" business-id="7" product-id="web" flow="HOTEL" language="he" base-path="/hotel" routing="memory" host-origin="https://host.example" realtime-url="ws://rt.local"></x-go>',
    );
    const values = readAttributeValues(el);
    expect(values.config).toEqual({
      apiBase: '/api',
      publishableKey: 'pk_1',
      businessId: '7',
      productId: 'web',
      flow: 'HOTEL',
      language: 'he',
      basePath: '/hotel',
      routing: 'memory',
      hostOrigin: 'https://host.example',
      realtimeUrl: 'ws://rt.local',
    });
    expect(mergeConfig(values.config, {}, null)).toMatchObject({ businessId: 7, flow: 'HOTEL', routing: 'memory' });
  });

  it('leaves absent attributes out so lower layers show through', () => {
    expect(readAttributeValues(element('<x-go></x-go>'))).toEqual({ config: {}, startup: {} });
  });

  it('booleans: bare attribute and "true" are true, "false" is false, other words are ignored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readAttributeValues(element('<x-go is-native></x-go>')).startup).toEqual({ isNative: true });
    expect(readAttributeValues(element('<x-go is-native="TRUE" is-iframe="false"></x-go>')).startup).toEqual({ isNative: true, isIframe: false });
    expect(readAttributeValues(element('<x-go is-iframe="no"></x-go>')).startup).toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('is-iframe accepts "true" or "false"'));
    expect(parseBooleanAttribute(null)).toBeUndefined();
  });
});

describe('mergeConfig', () => {
  it('uses defaults when nothing is set', () => {
    expect(mergeConfig({}, {}, null)).toEqual(DEFAULT_CONFIG);
  });

  it('precedence: defaults < attributes < language query parameter < configure()', () => {
    const attributes = { apiBase: '/api', language: 'en_US', flow: 'HOTEL' as const };
    expect(mergeConfig(attributes, {}, null).language).toBe('en_US');
    expect(mergeConfig(attributes, {}, 'he').language).toBe('he');
    const configured = mergeConfig(attributes, { language: 'en_US', apiBase: 'https://api.example' }, 'he');
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
    expect(config).toMatchObject({
      flow: 'RESTAURANT',
      businessId: 42,
      routing: 'memory',
      basePath: '/hotel',
      hostOrigin: 'https://host.example',
      realtimeUrl: null,
    });
    const odd = mergeConfig({ flow: 'KIOSK' as never, businessId: 'abc' as never, routing: 'history' as never }, {}, null);
    expect(odd).toMatchObject({ flow: null, businessId: null, routing: 'hash' });
  });
});

describe('toIpAddress (client-ip)', () => {
  it('keeps an IPv4 or IPv6 address, trimmed (IPv6 in lower case)', () => {
    expect(toIpAddress(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(toIpAddress('2001:DB8::1')).toBe('2001:db8::1');
  });
  it('refuses anything else with a warning, and nothing for no value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const bad of ['256.1.1.1', '203.0.113', 'localhost', '1::2::3', '203.0.113.7&key=x']) expect(toIpAddress(bad)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(5);
    expect(toIpAddress('')).toBeUndefined();
    expect(toIpAddress(null)).toBeUndefined();
    warn.mockRestore();
  });
});

describe('toOrigin', () => {
  it('refuses "*" and non-http origins with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(toOrigin('*')).toBeUndefined();
    expect(toOrigin('javascript:alert(1)')).toBeUndefined();
    expect(toOrigin('hotel.example')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(toOrigin('http://localhost:5173/')).toBe('http://localhost:5173');
    expect(toOrigin(null)).toBeUndefined();
  });
});

describe('the declaration', () => {
  it('gives every attribute its default: the configuration with nothing set is the fallbacks', () => {
    expect(DEFAULT_CONFIG).toEqual({
      apiBase: '',
      publishableKey: '',
      businessId: null,
      productId: '',
      flow: null,
      language: null,
      basePath: '',
      routing: 'hash',
      hostOrigin: null,
      realtimeUrl: null,
      sharedDevice: false,
      kiosk: false,
      kioskIdleSeconds: null,
      ownsPage: false,
      analyticsDataLayer: null,
      analyticsConsent: false,
      clientIp: null,
    });
  });

  it('a refused value falls back to the default instead of reaching the platform', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(mergeConfig({ kioskIdleSeconds: '-5', routing: 'history', hostOrigin: '*', kiosk: 'yes' }, {}, null)).toMatchObject({
      kioskIdleSeconds: null,
      routing: 'hash',
      hostOrigin: null,
      kiosk: false,
    });
    expect(mergeConfig({ kioskIdleSeconds: '90', kiosk: true }, { basePath: 5 }, null)).toMatchObject({ kioskIdleSeconds: 90, kiosk: true, basePath: '/5' });
  });
});

describe('toDataLayerName', () => {
  it('takes a JavaScript identifier and refuses anything else with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(toDataLayerName(' dataLayer ')).toBe('dataLayer');
    expect(toDataLayerName('_gtm$Layer2')).toBe('_gtm$Layer2');
    expect(warn).not.toHaveBeenCalled();
    for (const bad of ['window.dataLayer', 'dataLayer[0]', '2fast', 'data-layer', 'alert(1)', 'a b']) expect(toDataLayerName(bad)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(6);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('analytics-data-layer must be the name of a global array'));
    expect(toDataLayerName('')).toBeUndefined();
    expect(toDataLayerName(null)).toBeUndefined();
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
    expect(mergeConfig({ analyticsDataLayer: 'dataLayer', analyticsConsent: 'granted' }, {}, null)).toMatchObject({
      analyticsDataLayer: 'dataLayer',
      analyticsConsent: true,
    });
    expect(DEFAULT_CONFIG).toMatchObject({ analyticsDataLayer: null, analyticsConsent: false });
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mergeConfig } from '../app/config';
import { parseBooleanAttribute, r2wcProps, readAttributes } from './attributes';

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
    const values = readAttributes(el);
    expect(values.config).toEqual({
      apiBase: '/api', publishableKey: 'pk_1', businessId: '7', productId: 'web', flow: 'HOTEL', language: 'he',
      basePath: '/hotel', routing: 'memory', hostOrigin: 'https://host.example', realtimeUrl: 'ws://rt.local',
    });
    expect(mergeConfig(values.config, {}, null)).toMatchObject({ businessId: 7, flow: 'HOTEL', routing: 'memory' });
  });

  it('leaves absent attributes out so lower layers show through', () => {
    expect(readAttributes(element('<x-go></x-go>'))).toEqual({ config: {}, startup: {} });
  });

  it('booleans: bare attribute and "true" are true, "false" is false, other words are ignored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readAttributes(element('<x-go is-native></x-go>')).startup).toEqual({ isNative: true });
    expect(readAttributes(element('<x-go is-native="TRUE" is-iframe="false"></x-go>')).startup).toEqual({ isNative: true, isIframe: false });
    expect(readAttributes(element('<x-go is-iframe="no"></x-go>')).startup).toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('is-iframe accepts "true" or "false"'));
    expect(parseBooleanAttribute(null)).toBeUndefined();
  });

  it('declares every attribute to r2wc with its type', () => {
    expect(r2wcProps()).toMatchObject({ apiBase: 'string', hostOrigin: 'string', isNative: 'boolean' });
  });
});

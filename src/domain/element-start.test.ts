import { describe, expect, it } from 'vitest';
import { readAttributeValues } from './element-attributes';
import { elementStart, menuLink, queuedConfiguration, type StartSources, storageKey } from './element-start';
import { EMPTY_STARTUP_PARAMS, parseStartupParams } from './startup-params';

const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
const attributes = (values: Record<string, string>) => readAttributeValues({ getAttribute: (name) => values[name] ?? null });

/** What the loader passes: the attributes, the queue's `configure()` values and the address. */
function fromPage(page: { attributes?: Record<string, string>; queue?: unknown; search?: string; storage?: StartSources['storage'] }) {
  const queue = queuedConfiguration(page.queue);
  const start = elementStart({
    attributes: attributes({ 'publishable-key': 'pk_1', ...page.attributes }),
    configured: queue.configured,
    params: parseStartupParams(page.search ?? ''),
    storage: page.storage ?? null,
  });
  return { ...start, opaque: queue.opaque };
}

// The loader's first paint must speak the language React will: the page's (configure() / setLanguage(),
// else ?language=, else the attribute), else the guest's kept choice, else the business's default.
describe('the start language', () => {
  it('configure() and setLanguage() beat the start-up parameter, which beats the attribute', () => {
    expect(fromPage({ attributes: { language: 'fr_FR' } }).language).toBe('fr_FR');
    expect(fromPage({ attributes: { language: 'fr_FR' }, search: '?language=he' }).language).toBe('he');
    expect(fromPage({ attributes: { language: 'fr_FR' }, search: '?language=he', queue: [['configure', { language: 'ar' }]] }).language).toBe('ar');
    expect(
      fromPage({
        search: '?language=he',
        queue: [
          ['configure', { language: 'ar' }],
          ['setLanguage', 'zh_CN'],
        ],
      }).language,
    ).toBe('zh_CN');
    // A configure() without a language leaves it alone.
    expect(fromPage({ search: '?language=he', queue: [['configure', { apiBase: '/api' }], ['open']] }).language).toBe('he');
    // Blank values name nothing.
    expect(fromPage({ attributes: { language: '  ' } }).language).toBeNull();
    expect(fromPage({ attributes: { language: ' de_DE ' } }).language).toBe('de_DE');
  });

  it("without a language named, the guest's choice kept on this device, under the element's key", () => {
    const kept = storage({ 'language:1001': 'he', 'language:pk_1': 'ar' });
    expect(fromPage({ attributes: { 'business-id': '1001' }, storage: kept }).language).toBe('he');
    // No business id: the publishable key names the entry.
    expect(fromPage({ storage: kept }).language).toBe('ar');
    // configure() may name the business (as a number) or the key.
    expect(fromPage({ storage: kept, queue: [['configure', { businessId: 1001 }]] }).language).toBe('he');
    expect(
      fromPage({ attributes: { 'business-id': '1001' }, storage: kept, queue: [['configure', { businessId: null, publishableKey: 'pk_1' }]] }).language,
    ).toBe('ar');
    // A language the page names wins over the kept one; a configure() clearing it gives the kept one back.
    expect(fromPage({ search: '?language=fr_FR', storage: kept }).language).toBe('fr_FR');
    expect(fromPage({ search: '?language=fr_FR', storage: kept, queue: [['configure', { language: null }]] }).language).toBe('ar');
  });

  it('nothing named or kept: null (the business default, else en_US); a storage that throws keeps nothing', () => {
    expect(fromPage({ storage: storage({ 'language:pk_1': '  ' }) }).language).toBeNull();
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(fromPage({ storage: throwing }).language).toBeNull();
  });

  it('a queued function may configure anything: the queue is opaque before the code', () => {
    expect(fromPage({ search: '?language=he', queue: [(api: unknown) => api] }).opaque).toBe(true);
    expect(fromPage({ queue: [['configure', { language: 'he' }]] }).opaque).toBe(false);
  });
});

describe('the start configuration', () => {
  it('merges attributes, the address language and configure() as the element does', () => {
    const start = fromPage({
      attributes: { 'business-id': '12', flow: 'hotel', routing: 'memory' },
      queue: [['configure', { flow: 'RESTAURANT', apiBase: ' /api ' }]],
    });
    expect(start).toMatchObject({ businessId: 12, flow: 'RESTAURANT', config: { apiBase: '/api', routing: 'memory', publishableKey: 'pk_1' } });
    // A business id that is no positive integer is none: the platform's configuration names the business.
    expect(fromPage({ attributes: { 'business-id': '12a' } }).businessId).toBeNull();
  });

  it('the is-native and is-iframe attributes override the address', () => {
    expect(fromPage({ search: '?isNative=false', attributes: { 'is-native': '' } }).params.isNative).toBe(true);
    expect(fromPage({ search: '?isIframe=true', attributes: { 'is-iframe': 'false' } }).params.isIframe).toBe(false);
  });

  it('storage keys name the business, else the publishable key', () => {
    expect(fromPage({ attributes: { 'business-id': '1001' } }).storageKey('cart', 0, 2003)).toBe('cart:1001:0:2003');
    expect(fromPage({}).storageKey('auth-store')).toBe('auth-store:pk_1');
    expect(storageKey({ businessId: null, publishableKey: 'pk_9' }, 'language')).toBe('language:pk_9');
  });

  it('a kiosk: the attribute, configure() or a device id in the address', () => {
    expect(fromPage({ attributes: { kiosk: '' } }).kiosk).toBe(true);
    expect(fromPage({ queue: [['configure', { kiosk: true }]] }).kiosk).toBe(true);
    expect(fromPage({ search: '?deviceId=K1' }).kiosk).toBe(true);
    expect(fromPage({ attributes: { kiosk: 'false' } }).kiosk).toBe(false);
  });
});

describe('the menu the address names', () => {
  it('a restaurant with its experience type or id opens its menu', () => {
    expect(fromPage({ search: '?restaurant=2003&experience=PICKUP' })).toMatchObject({
      opensMenu: true,
      menuLink: { restaurant: 2003, experience: 'PICKUP', experienceId: null },
    });
    const state = btoa(JSON.stringify({ restaurant: 2003, experienceId: 3004 }));
    expect(fromPage({ search: `?state=${state}` }).menuLink).toEqual({ restaurant: 2003, experience: null, experienceId: 3004 });
  });

  it('a restaurant alone, an experience alone or nothing opens home', () => {
    expect(fromPage({ search: '?restaurant=2003' }).opensMenu).toBe(false);
    expect(fromPage({ search: '?experience=PICKUP' }).opensMenu).toBe(false);
    expect(menuLink(EMPTY_STARTUP_PARAMS)).toBeNull();
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../stores', async () => ({ createOrderingStores: (await import('./test-support')).fakeCreateOrderingStores }));
vi.mock('../screens', async () => ({ ScreenOutlet: (await import('./test-support')).FakeScreenOutlet }));
vi.mock('../api', () => ({ createPlatformApi: vi.fn(() => ({})) }));
vi.mock('../realtime', () => ({ connectRealtime: vi.fn() }));

const { defineGuestOrdering } = await import('./define');
const { GuestOrderingElement } = await import('./GuestOrderingElement');
const { createGlobalApi, installGlobalApi } = await import('./global-api');

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('defineGuestOrdering', () => {
  it('defines once; a second define warns and returns the first class instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = defineGuestOrdering('go-define-test');
    expect(customElements.get('go-define-test')).toBe(first);
    expect(first.prototype).toBeInstanceOf(GuestOrderingElement);
    expect(() => defineGuestOrdering('go-define-test')).not.toThrow();
    expect(defineGuestOrdering('go-define-test')).toBe(first);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('<go-define-test> is already defined'));
  });

  it('warns when another script already owns the tag', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    customElements.define('go-foreign', class extends HTMLElement {});
    defineGuestOrdering('go-foreign');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('by another script'));
  });
});

describe('window.GuestOrdering', () => {
  it('runs calls queued on the stub in order, then runs later pushes at once', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    defineGuestOrdering('go-queue-test');
    document.body.innerHTML = '<go-queue-test id="a" routing="memory"></go-queue-test><go-queue-test id="b" routing="memory"></go-queue-test>';
    const order: string[] = [];
    const win = {
      GuestOrdering: { q: [['configure', { apiBase: '/queued' }], (api: { version: string }) => order.push(`fn:${api.version}`), ['close']] },
    } as unknown as Window & { GuestOrdering?: unknown };
    const api = installGlobalApi(win, createGlobalApi('9.9.9', 'go-queue-test'));
    expect(win.GuestOrdering).toBe(api);
    expect(order).toEqual(['fn:9.9.9']);
    const elements = api.elements();
    expect(elements).toHaveLength(2);
    expect(elements.every((el) => el.config.apiBase === '/queued' && el.hidden)).toBe(true);
    api.q.push(['open', '/menu']);
    expect(elements.every((el) => !el.hidden)).toBe(true);
  });

  it('a queued setAnalyticsConsent() reaches every widget once the script is in', () => {
    defineGuestOrdering('go-consent-queue-test');
    document.body.innerHTML =
      '<go-consent-queue-test routing="memory"></go-consent-queue-test><go-consent-queue-test routing="memory"></go-consent-queue-test>';
    const win = { GuestOrdering: { q: [['setAnalyticsConsent', true]] } } as unknown as Window & { GuestOrdering?: unknown };
    const api = installGlobalApi(win, createGlobalApi('9.9.9', 'go-consent-queue-test'));
    expect(api.elements().map((el) => el.getAttribute('analytics-consent'))).toEqual(['granted', 'granted']);
    api.setAnalyticsConsent(false);
    expect(api.elements().every((el) => !el.config.analyticsConsent)).toBe(true);
  });

  it('reports a broken queued call and keeps running the rest', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ran = vi.fn();
    const win = {
      GuestOrdering: {
        q: [
          ['noSuchMethod'],
          () => {
            throw new Error('host bug');
          },
          ran,
        ],
      },
    } as unknown as Window;
    installGlobalApi(win, createGlobalApi('1.0.0', 'go-none'));
    expect(ran).toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.[1])).toContain('GuestOrdering has no method "noSuchMethod"');
  });

  it('a second copy of the script keeps the first API and warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const win = {} as Window & { GuestOrdering?: unknown };
    const first = installGlobalApi(win, createGlobalApi('1.0.0', 'go-none'));
    const second = installGlobalApi(win, createGlobalApi('2.0.0', 'go-none'));
    expect(second).toBe(first);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('already loaded'));
  });
});

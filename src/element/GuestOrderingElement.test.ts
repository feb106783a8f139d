// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuItem } from '../domain/menu/test-support';
import { createdStores, type FakeStores } from './test-support';

vi.mock('../stores', async () => ({ createOrderingStores: (await import('./test-support')).fakeCreateOrderingStores }));
vi.mock('../screens', async () => ({ ScreenOutlet: (await import('./test-support')).FakeScreenOutlet }));
vi.mock('../api', () => ({ createPlatformApi: vi.fn(() => ({ kind: 'fake-api' })) }));
vi.mock('../realtime', () => ({ connectRealtime: vi.fn(async () => ({ watchCart: async () => () => {} })) }));

const { defineGuestOrdering } = await import('./define');
const { GuestOrderingElement } = await import('./GuestOrderingElement');
const { createPlatformApi } = await import('../api');

const TAG = 'go-element-test';
type El = InstanceType<typeof GuestOrderingElement>;

beforeAll(() => {
  defineGuestOrdering(TAG);
});
beforeEach(() => {
  createdStores.length = 0;
  // Sessions are kept in localStorage: every test starts on a device nobody signed in on.
  localStorage.clear();
  window.history.replaceState(null, '', '/page');
  vi.mocked(createPlatformApi).mockClear();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function mount(attributes = ''): El {
  document.body.insertAdjacentHTML('beforeend', `<${TAG} ${attributes}></${TAG}>`);
  return document.body.lastElementChild as El;
}
const screenText = (el: El) => el.shadowRoot?.querySelector('[data-testid="screen"]')?.textContent;
const wrapper = (el: El) => el.shadowRoot?.querySelector('[part="base"]') as HTMLElement | null;
const storesOf = (el: El): FakeStores => {
  const found = createdStores.filter((s) => ownerOf(s) === el).at(-1);
  if (!found) throw new Error('no stores for element');
  return found;
};
const owners = new WeakMap<FakeStores, El>();
function ownerOf(stores: FakeStores): El | undefined {
  return owners.get(stores);
}
/** Finds which element owns a stores instance by emitting a probe event through its deps. */
function tagOwners(elements: El[]): void {
  for (const stores of createdStores) {
    for (const el of elements) {
      const probe = vi.fn();
      el.addEventListener('analytics', probe);
      stores.deps.emit('analytics', { category: 'probe', action: 'probe' });
      el.removeEventListener('analytics', probe);
      if (probe.mock.calls.length) owners.set(stores, el);
    }
  }
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('<guest-ordering> element', () => {
  it('renders the screen outlet with working deps and starts the stores once', async () => {
    const el = mount('api-base="/api" publishable-key="pk" business-id="12" product-id="web" flow="restaurant"');
    await vi.waitFor(() => expect(screenText(el)).toBe('route:/'));
    expect(createdStores).toHaveLength(1);
    const stores = createdStores[0] as FakeStores;
    expect(stores.start).toHaveBeenCalledTimes(1);
    expect(stores.deps.config).toMatchObject({ apiBase: '/api', businessId: 12, flow: 'RESTAURANT', routing: 'hash' });
    expect(vi.mocked(createPlatformApi).mock.calls[0]?.[0]).toMatchObject({ apiBase: '/api', publishableKey: 'pk', productId: 'web' });
    expect(vi.mocked(createPlatformApi).mock.calls[0]?.[0].scope.businessId()).toBe(12);
    stores.deps.router.navigate('/order');
    await vi.waitFor(() => expect(screenText(el)).toBe('route:/menu/order'));
    // The address follows the route after the next paint.
    await vi.waitFor(() => expect(window.location.hash).toBe('#go:/menu/order'));
  });

  it('adopts the shared stylesheet and renders a portal container inside the shadow root', async () => {
    const el = mount();
    await vi.waitFor(() => expect(wrapper(el)).not.toBeNull());
    expect(el.shadowRoot?.querySelector('[data-go-portal]')).not.toBeNull();
    const adopted = (el.shadowRoot as ShadowRoot & { adoptedStyleSheets?: unknown[] }).adoptedStyleSheets ?? [];
    const fallback = el.shadowRoot?.querySelector('style[data-guest-ordering]');
    expect(adopted.length > 0 || fallback !== null).toBe(true);
  });

  it('gives two elements independent runtimes (stores, routers, carts)', async () => {
    const left = mount('id="left" routing="memory"');
    const right = mount('id="right" routing="memory"');
    await vi.waitFor(() => expect(screenText(right)).toBe('route:/'));
    tagOwners([left, right]);
    const leftStores = storesOf(left);
    const rightStores = storesOf(right);
    expect(leftStores).not.toBe(rightStores);
    expect(leftStores.deps.router).not.toBe(rightStores.deps.router);
    expect(leftStores.deps.i18n).not.toBe(rightStores.deps.i18n);
    leftStores.cart = { lines: [], quantity: 3, subtotal: 1500, currency: 'USD' };
    expect(left.getCart().quantity).toBe(3);
    expect(right.getCart().quantity).toBe(0);
    leftStores.deps.router.navigate('/menu');
    await vi.waitFor(() => expect(screenText(left)).toBe('route:/menu'));
    expect(screenText(right)).toBe('route:/');
  });

  it('emits bubbling, composed events from the element', async () => {
    const el = mount();
    await vi.waitFor(() => expect(createdStores).toHaveLength(1));
    const heard = vi.fn();
    document.addEventListener('order-complete', heard);
    createdStores[0]?.deps.emit('order-complete', {
      orderId: 'o1',
      orderNumber: '1001',
      confirmationNumber: 'c1',
      total: 2500,
      currency: 'USD',
      checkoutTime: '2030-01-01T10:00',
    });
    document.removeEventListener('order-complete', heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0]![0] as CustomEvent).target).toBe(el);
  });

  it('disposes on removal, keeps the stores on a move, and works again when re-added', async () => {
    const el = mount();
    await vi.waitFor(() => expect(createdStores).toHaveLength(1));
    const first = createdStores[0] as FakeStores;
    const other = document.createElement('div');
    document.body.append(other);
    other.append(el); // a move: remove + append in one task
    await flush();
    expect(first.dispose).not.toHaveBeenCalled();
    el.remove();
    await flush();
    expect(first.dispose).toHaveBeenCalledTimes(1);
    document.body.append(el);
    await vi.waitFor(() => expect(screenText(el)).toBe('route:/'));
    expect(createdStores).toHaveLength(2);
    expect(createdStores[1]?.start).toHaveBeenCalledTimes(1);
  });

  it('rebuilds the session when identity attributes change', async () => {
    const el = mount('api-base="/one"');
    await vi.waitFor(() => expect(createdStores).toHaveLength(1));
    el.setAttribute('api-base', '/two');
    el.setAttribute('publishable-key', 'pk2');
    await flush();
    expect(createdStores).toHaveLength(2);
    expect(createdStores[0]?.dispose).toHaveBeenCalled();
    expect(createdStores[1]?.deps.config).toMatchObject({ apiBase: '/two', publishableKey: 'pk2' });
    expect(el.config.apiBase).toBe('/two');
  });

  it('reads bare boolean attributes as true and reflects boolean properties as "true"/"false"', async () => {
    const el = mount('is-native');
    await vi.waitFor(() => expect(createdStores).toHaveLength(1));
    expect(createdStores[0]?.deps.startup.isNative).toBe(true);
    expect(el.isNative).toBe(true);
    el.isNative = false;
    expect(el.getAttribute('is-native')).toBe('false');
    expect(el.isNative).toBe(false);
  });

  it('string properties reflect to attributes and reach the config', async () => {
    const el = mount();
    el.apiBase = '/from-property';
    expect(el.getAttribute('api-base')).toBe('/from-property');
    expect(el.config.apiBase).toBe('/from-property');
  });

  it('every declared attribute has its reflecting property and is observed, by its kind', async () => {
    const { ATTRIBUTES } = await import('../domain/element-attributes');
    const el = mount();
    expect([...(GuestOrderingElement as unknown as { observedAttributes: string[] }).observedAttributes].sort()).toEqual(Object.keys(ATTRIBUTES).sort());
    // Each property is typed by its attribute's kind (a compile error here when a declaration loses it).
    const typed: { kiosk: boolean; kioskIdleSeconds: number | null; apiBase: string | undefined } = el;
    // @ts-expect-error a boolean attribute's property is no text
    const text: { kiosk: string } = el;
    expect([typed, text]).toHaveLength(2);
    const props = el as unknown as Record<string, unknown>;
    for (const [name, entry] of Object.entries(ATTRIBUTES)) {
      const value = entry.kind === 'boolean' ? true : entry.kind === 'number' ? 45 : 'x-1';
      props[entry.prop] = value;
      expect(el.getAttribute(name), name).toBe(entry.kind === 'boolean' ? 'true' : String(value));
      expect(props[entry.prop], name).toBe(value);
      props[entry.prop] = null;
      expect(el.hasAttribute(name), name).toBe(false);
      // Absent, a boolean or number property reads as the declared default; a text one as no text.
      expect(props[entry.prop], name).toBe(entry.kind === 'string' ? undefined : entry.fallback);
    }
    // A number property gives the value the widget uses: a refused text reads as null (the default).
    el.setAttribute('kiosk-idle-seconds', 'soon');
    expect(el.kioskIdleSeconds).toBeNull();
    el.setAttribute('kiosk-idle-seconds', '90');
    expect(el.kioskIdleSeconds).toBe(90);
    expect(el.config.kioskIdleSeconds).toBe(90);
  });

  it('open() and close(): hidden state, navigation and the close event', async () => {
    const el = mount('routing="memory"');
    await vi.waitFor(() => expect(screenText(el)).toBe('route:/'));
    const closed = vi.fn();
    el.addEventListener('close', (event) => closed(event.detail.reason));
    el.close();
    expect(el.hidden).toBe(true);
    expect(closed).toHaveBeenCalledWith('api');
    el.open('/menu');
    expect(el.hidden).toBe(false);
    await vi.waitFor(() => expect(screenText(el)).toBe('route:/menu'));
  });

  it('setLanguage("he") loads Hebrew and sets dir="rtl" and lang; back to LTR for en_US', async () => {
    const el = mount();
    await vi.waitFor(() => expect(wrapper(el)?.getAttribute('dir')).toBe('ltr'));
    expect(wrapper(el)?.getAttribute('lang')).toBe('en-US');
    await el.setLanguage('he');
    await vi.waitFor(() => expect(wrapper(el)?.getAttribute('dir')).toBe('rtl'), { timeout: 10_000 }); // the Hebrew catalog is a lazy chunk
    expect(wrapper(el)?.getAttribute('lang')).toBe('he');
    await el.setLanguage('en_US');
    await vi.waitFor(() => expect(wrapper(el)?.getAttribute('dir')).toBe('ltr'));
  });

  it('the language attribute and the language query parameter both select the language', async () => {
    const byAttribute = mount('language="he"');
    await vi.waitFor(() => expect(wrapper(byAttribute)?.getAttribute('dir')).toBe('rtl'), { timeout: 10_000 }); // the Hebrew catalog is a lazy chunk
    window.history.replaceState(null, '', '/page?language=he');
    const byQuery = mount('language="en_US"');
    await vi.waitFor(() => expect(wrapper(byQuery)?.getAttribute('dir')).toBe('rtl'), { timeout: 10_000 }); // the Hebrew catalog is a lazy chunk
  });

  it("follows the business's default language unless one was chosen", async () => {
    const el = mount();
    const chosen = mount('language="en_US"');
    await vi.waitFor(() => expect(createdStores).toHaveLength(2));
    for (const stores of createdStores) stores.business.$configuration.set({ defaultLanguage: 'he' });
    await vi.waitFor(() => expect(wrapper(el)?.getAttribute('dir')).toBe('rtl'), { timeout: 10_000 }); // the Hebrew catalog is a lazy chunk
    expect(wrapper(chosen)?.getAttribute('dir')).toBe('ltr');
  });

  it('applies the UI configuration theme to its own shadow root only', async () => {
    const el = mount();
    const other = mount();
    await vi.waitFor(() => expect(wrapper(other)).not.toBeNull());
    createdStores[0]?.placeTheme.$uiConfiguration.set({ colors: { primary: '#0a7d55' }, fontFamily: null, faviconUrl: null });
    const cssOf = (root: ShadowRoot | null) => {
      const sheets = (root as ShadowRoot & { adoptedStyleSheets?: CSSStyleSheet[] }).adoptedStyleSheets ?? [];
      return (
        sheets.map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('')).join('') +
        Array.from(root?.querySelectorAll('style') ?? [], (style) => style.textContent).join('')
      );
    };
    await vi.waitFor(() => expect(cssOf(el.shadowRoot)).toContain('#0a7d55'));
    expect(cssOf(other.shadowRoot)).not.toContain('#0a7d55');
  });

  it("sets the page's favicon only when it owns the page, and gives the page its icon back on removal", async () => {
    document.head.innerHTML = '<link rel="icon" href="/host.ico">';
    const icon = () => document.head.querySelector('link[rel="icon"]')?.getAttribute('href');
    const guest = mount();
    await vi.waitFor(() => expect(createdStores).toHaveLength(1));
    createdStores[0]?.placeTheme.$uiConfiguration.set({ colors: {}, fontFamily: null, faviconUrl: 'https://p.test/deli-icon.svg' });
    await flush();
    expect(icon()).toBe('/host.ico');
    guest.remove();
    const owner = mount('owns-page="true"');
    await vi.waitFor(() => expect(createdStores).toHaveLength(2));
    createdStores[1]?.placeTheme.$uiConfiguration.set({ colors: {}, fontFamily: null, faviconUrl: 'https://p.test/deli-icon.svg' });
    await vi.waitFor(() => expect(icon()).toBe('https://p.test/deli-icon.svg'));
    owner.remove();
    await vi.waitFor(() => expect(icon()).toBe('/host.ico'));
    document.head.innerHTML = '';
  });

  it('accepts open commands over postMessage only from host-origin', async () => {
    const el = mount('routing="memory" host-origin="https://host.example"');
    await vi.waitFor(() => expect(screenText(el)).toBe('route:/'));
    const data = { source: 'guest-ordering-host', v: 1, type: 'open', payload: { path: '/menu' } };
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://evil.example' }));
    await flush();
    expect(screenText(el)).toBe('route:/');
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://host.example' }));
    await vi.waitFor(() => expect(screenText(el)).toBe('route:/menu'));
  });

  it('signIn() validates its argument; signOut() resets the stores', async () => {
    const el = mount();
    await vi.waitFor(() => expect(createdStores).toHaveLength(1));
    expect(() => el.signIn({ accessToken: '', refreshToken: null })).toThrow(/accessToken/);
    el.signIn({ accessToken: 'token-1', refreshToken: 'r1' });
    expect(vi.mocked(createPlatformApi).mock.calls[0]?.[0].getAccessToken()).toBe('token-1');
    el.signOut();
    expect(vi.mocked(createPlatformApi).mock.calls[0]?.[0].getAccessToken()).toBeNull();
    expect(createdStores[0]?.reset).toHaveBeenCalledTimes(1);
  });

  it('a session survives a reload (a new element of the same business); a log-out, another business or a shared device does not keep it', async () => {
    const first = mount('business-id="12"');
    await vi.waitFor(() => expect(createdStores).toHaveLength(1));
    first.signIn({ accessToken: 'token-1', refreshToken: 'r1' });
    first.remove();
    const tokensOf = (index: number) => vi.mocked(createPlatformApi).mock.calls[index]?.[0].getAccessToken();

    const reloaded = mount('business-id="12"');
    await vi.waitFor(() => expect(createdStores).toHaveLength(2));
    expect(tokensOf(1)).toBe('token-1');
    const other = mount('business-id="13"');
    await vi.waitFor(() => expect(createdStores).toHaveLength(3));
    expect(tokensOf(2)).toBeNull();
    other.remove();

    reloaded.signOut();
    reloaded.remove();
    mount('business-id="12"');
    await vi.waitFor(() => expect(createdStores).toHaveLength(4));
    expect(tokensOf(3)).toBeNull();
    document.body.innerHTML = '';

    const tablet = mount('business-id="12" shared-device="true"');
    await vi.waitFor(() => expect(createdStores).toHaveLength(5));
    tablet.signIn({ accessToken: 'token-2', refreshToken: 'r2' });
    tablet.remove();
    mount('business-id="12"');
    await vi.waitFor(() => expect(createdStores).toHaveLength(6));
    expect(tokensOf(5)).toBeNull();
  });

  it('signOut() on an element taken off the page still removes the kept session', async () => {
    const first = mount('business-id="21"');
    await vi.waitFor(() => expect(createdStores).toHaveLength(1));
    first.signIn({ accessToken: 'token-9', refreshToken: 'r9' });
    expect(localStorage.getItem('auth-store:21')).toContain('token-9');
    first.remove();
    // Taken off the page for good (disconnection is settled after the current task).
    await new Promise((resolve) => setTimeout(resolve, 20));
    first.signOut();
    expect(localStorage.getItem('auth-store:21')).toBeNull();
    mount('business-id="21"');
    await vi.waitFor(() => expect(createdStores).toHaveLength(2));
    expect(vi.mocked(createPlatformApi).mock.calls[1]?.[0].getAccessToken()).toBeNull();
  });

  it('code 121: one refresh with the refresh token for concurrent calls; a failed refresh logs out and tells the host', async () => {
    const refreshSession = vi
      .fn()
      .mockResolvedValueOnce({ accessToken: 'token-2', refreshToken: 'r1' })
      .mockRejectedValueOnce(new Error('refresh token revoked'));
    vi.mocked(createPlatformApi).mockImplementationOnce(() => ({ kind: 'fake-api', refreshSession }) as never);
    const el = mount();
    await vi.waitFor(() => expect(createdStores).toHaveLength(1));
    const logout = vi.fn();
    el.addEventListener('logout', logout);
    el.signIn({ accessToken: 'token-1', refreshToken: 'r1' });
    const options = vi.mocked(createPlatformApi).mock.calls[0]![0];
    expect(await Promise.all([options.refreshAccessToken(), options.refreshAccessToken()])).toEqual(['token-2', 'token-2']);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(refreshSession).toHaveBeenCalledWith('r1');
    expect(options.getAccessToken()).toBe('token-2');
    expect(logout).not.toHaveBeenCalled();
    expect(await options.refreshAccessToken()).toBeNull();
    expect(options.getAccessToken()).toBeNull();
    expect(logout.mock.calls.map(([event]) => (event as CustomEvent).detail)).toEqual([{ reason: 'refresh-failed' }]);
  });

  it('code 121: a refresh still out when the host signs someone else in neither replaces their tokens nor logs them out', async () => {
    let answer: (tokens: { accessToken: string; refreshToken: string }) => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    const refreshSession = vi
      .fn()
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
      .mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    vi.mocked(createPlatformApi).mockImplementationOnce(() => ({ kind: 'fake-api', refreshSession }) as never);
    const el = mount();
    await vi.waitFor(() => expect(createdStores).toHaveLength(1));
    const logout = vi.fn();
    el.addEventListener('logout', logout);
    el.signIn({ accessToken: 'guest-1', refreshToken: 'guest-r' });
    const options = vi.mocked(createPlatformApi).mock.calls[0]![0];
    const refreshed = options.refreshAccessToken();
    el.signIn({ accessToken: 'dana-1', refreshToken: 'dana-r' });
    answer({ accessToken: 'guest-2', refreshToken: 'guest-r' });
    expect(await refreshed).toBeNull();
    expect(options.getAccessToken()).toBe('dana-1');
    // The same with a refresh that fails: Dana stays signed in, and the host hears of no log-out.
    const failed = options.refreshAccessToken();
    el.signIn({ accessToken: 'ava-1', refreshToken: 'ava-r' });
    fail(new Error('refresh token revoked'));
    expect(await failed).toBeNull();
    expect(options.getAccessToken()).toBe('ava-1');
    expect(logout).not.toHaveBeenCalled();
  });

  it('code 1015: the platform hands over to the host, which hears a bubbling `fallback` event', async () => {
    const el = mount();
    await vi.waitFor(() => expect(createdStores).toHaveLength(1));
    const heard = vi.fn();
    document.addEventListener('fallback', heard);
    const options = vi.mocked(createPlatformApi).mock.calls[0]![0];
    options.onFallback?.({ message: 'USE_FALLBACK', path: '/restaurants/api/v3/locations' });
    document.removeEventListener('fallback', heard);
    expect(heard).toHaveBeenCalledTimes(1);
    const event = heard.mock.calls[0]![0] as CustomEvent;
    expect(event.target).toBe(el);
    expect(event.detail).toEqual({ code: 1015, message: 'USE_FALLBACK', path: '/restaurants/api/v3/locations' });
  });

  it('configure() beats attributes and rejects non-objects with a helpful message', () => {
    const el = mount('api-base="/attr"');
    el.configure({ apiBase: '/configured' });
    el.setAttribute('api-base', '/attr-2');
    expect(el.config.apiBase).toBe('/configured');
    expect(() => el.configure(null as never)).toThrow(/expects an object/);
  });

  it('pushes GA4 events to the named data layer only while consent is granted; attribute, method and configure() are one switch', async () => {
    const el = mount('routing="memory" analytics-data-layer="goTestLayer"');
    await vi.waitFor(() => expect(createdStores).toHaveLength(1));
    const { deps } = createdStores[0] as FakeStores;
    const page = window as unknown as { goTestLayer?: { event?: string; ecommerce: { items: { item_id: string }[] } | null }[] };
    const viewed = (id: string) =>
      deps.commerce({
        kind: 'item-viewed',
        item: menuItem(1, { posUniqueId: id }),
        category: null,
        currency: { code: 'USD', minorUnit: 2 },
      });
    const pushedIds = () => (page.goTestLayer ?? []).filter((entry) => entry.event).map((entry) => entry.ecommerce?.items[0]?.item_id);

    viewed('before-consent');
    await flush();
    expect(page.goTestLayer).toBeUndefined();
    el.setAnalyticsConsent(true);
    expect(el.getAttribute('analytics-consent')).toBe('granted');
    expect(el.config.analyticsConsent).toBe(true);
    viewed('granted-by-method');
    await vi.waitFor(() => expect(pushedIds()).toEqual(['granted-by-method']));
    expect(page.goTestLayer?.[0]).toEqual({ ecommerce: null });

    el.setAttribute('analytics-consent', 'denied');
    viewed('revoked-by-attribute');
    el.configure({ analyticsConsent: true });
    expect(el.getAttribute('analytics-consent')).toBe('granted');
    viewed('granted-by-configure');
    el.setAnalyticsConsent(false);
    // A grant through configure() never outlives a later revoke.
    expect(el.config.analyticsConsent).toBe(false);
    viewed('revoked-by-method');
    el.setAttribute('analytics-consent', 'granted');
    viewed('granted-by-attribute');
    await vi.waitFor(() => expect(pushedIds()).toEqual(['granted-by-method', 'granted-by-configure', 'granted-by-attribute']));
    expect(() => el.setAnalyticsConsent('yes' as never)).toThrow(/expects true or false/);
    delete page.goTestLayer;
  });

  it('shows a recoverable, translated error instead of a blank widget when start-up fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const stores = await import('../stores');
    const spy = vi.spyOn(stores, 'createOrderingStores').mockImplementationOnce(() => {
      throw new Error('boom');
    });
    const el = mount();
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('[role="alert"]')).not.toBeNull());
    expect(el.shadowRoot?.textContent).toContain('Something went wrong');
    spy.mockRestore();
    el.shadowRoot!.querySelector<HTMLButtonElement>('[role="alert"] button')!.click();
    await vi.waitFor(() => expect(screenText(el)).toBe('route:/'));
  });

  it('keeps the loader’s paint until the first screen is shown, and withdraws it at once when configure() names another business', async () => {
    const { attachEarlyRoot } = await import('./early-root');
    const { paintBasis } = await import('../domain/element-config');
    const { FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_BASIS_ATTRIBUTE, hasFirstPaint, PAINTING_ATTRIBUTE, TAPPED_ATTRIBUTE } = await import(
      '../ui/first-paint-handover'
    );
    const { nameStyles } = await import('../screens/menu/menu-row.styles');
    // The loader paints before the element is defined (a tag of its own here, defined afterwards).
    const painted = (tag: string) => {
      document.body.insertAdjacentHTML('beforeend', `<${tag} api-base="/" publishable-key="pk" business-id="7" product-id="p"></${tag}>`);
      const element = document.body.lastElementChild as El;
      const root = attachEarlyRoot(element)!;
      const paint = document.createElement('div');
      paint.setAttribute(FIRST_PAINT_ATTRIBUTE, '');
      paint.setAttribute(FIRST_PAINT_BASIS_ATTRIBUTE, paintBasis({ apiBase: '/', publishableKey: 'pk', businessId: 7, productId: 'p' }));
      // The guest tapped item 5's name on the paint.
      paint.innerHTML = `<div data-item-id="5"><button class="${nameStyles}" ${TAPPED_ATTRIBUTE}>Margherita</button></div>`;
      root.append(paint);
      element.setAttribute(PAINTING_ATTRIBUTE, '');
      defineGuestOrdering(tag);
      return { element, root };
    };

    const same = painted('go-paint-kept');
    await vi.waitFor(() => expect(screenText(same.element)).toBe('route:/'));
    expect(hasFirstPaint(same.root)).toBe(true);
    tagOwners([same.element]);
    storesOf(same.element).$firstScreenShown.set(true);
    await vi.waitFor(() => expect(hasFirstPaint(same.root)).toBe(false));
    // The tap made on the paint opens its item in the app.
    await vi.waitFor(() => expect(screenText(same.element)).toBe('route:/menu/5'));
    // The address follows once that frame is on screen: written before the page changes below, not after.
    await vi.waitFor(() => expect(window.location.hash).toBe('#go:/menu/5'));

    same.element.remove();
    window.history.replaceState(null, '', '/page');
    const other = painted('go-paint-withdrawn');
    await vi.waitFor(() => expect(screenText(other.element)).toBe('route:/'));
    expect(hasFirstPaint(other.root)).toBe(true);
    other.element.configure({ businessId: 8 });
    await vi.waitFor(() => expect(hasFirstPaint(other.root)).toBe(false));
    expect(other.element.hasAttribute(PAINTING_ATTRIBUTE)).toBe(false);
    // The tap went with the paint: nothing of the other business's menu opens.
    expect(other.root.querySelector(`[${TAPPED_ATTRIBUTE}]`)).toBeNull();
    expect(screenText(other.element)).toBe('route:/');
  });
});

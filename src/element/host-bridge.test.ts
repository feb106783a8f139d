// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmit } from './events';
import { createHostBridge, type HostCommand } from './host-bridge';

type FakeWindow = Window & { ReactNativeWebView?: unknown; webkit?: unknown };

/** A window that is framed (its parent is another object) with spies on the bridges. */
function fakeWindow(options: { framed: boolean }) {
  const target = new EventTarget();
  const parent = { postMessage: vi.fn() };
  const win = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  } as unknown as FakeWindow;
  (win as unknown as { parent: unknown }).parent = options.framed ? parent : win;
  return { win, parent };
}

const message = (data: unknown, origin: string) => new MessageEvent('message', { data, origin });

afterEach(() => vi.restoreAllMocks());

describe('emit()', () => {
  it('dispatches bubbling, composed CustomEvents that cross the shadow boundary', () => {
    const outer = document.createElement('div');
    const element = document.createElement('span');
    outer.append(element);
    document.body.append(outer);
    const inner = element.attachShadow({ mode: 'open' }).appendChild(document.createElement('b'));
    const heard = vi.fn();
    document.addEventListener('order-complete', heard);
    createEmit(inner, null)('order-complete', {
      orderId: '1',
      orderNumber: 'A-1',
      confirmationNumber: 'C',
      total: 1250,
      currency: 'USD',
      checkoutTime: 'now',
    });
    document.removeEventListener('order-complete', heard);
    expect(heard).toHaveBeenCalledTimes(1);
    const event = heard.mock.calls[0]?.[0] as CustomEvent;
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.detail.orderNumber).toBe('A-1');
    outer.remove();
  });

  it('mirrors every event to the bridge, even when a host listener throws', () => {
    const target = document.createElement('div');
    const post = vi.fn();
    target.addEventListener('close', () => {
      throw new Error('host bug');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => createEmit(target, { post })('close', { reason: 'back' })).not.toThrow();
    expect(post).toHaveBeenCalledWith('close', { reason: 'back' });
  });
});

describe('host bridge: outbound', () => {
  it('posts the envelope to the parent only with host-origin as the target origin', () => {
    const { win, parent } = fakeWindow({ framed: true });
    const bridge = createHostBridge({ getHostOrigin: () => 'https://host.example', onCommand: vi.fn(), window: win });
    bridge.post('cart-change', { quantity: 2, subtotal: 900, currency: 'EUR' });
    expect(parent.postMessage).toHaveBeenCalledWith(
      { source: 'guest-ordering', v: 1, type: 'cart-change', payload: { quantity: 2, subtotal: 900, currency: 'EUR' } },
      'https://host.example',
    );
  });

  it('never posts to the parent without host-origin, with "*", or when not framed', () => {
    const framed = fakeWindow({ framed: true });
    createHostBridge({ getHostOrigin: () => null, onCommand: vi.fn(), window: framed.win }).post('close', { reason: 'api' });
    createHostBridge({ getHostOrigin: () => '*', onCommand: vi.fn(), window: framed.win }).post('close', { reason: 'api' });
    expect(framed.parent.postMessage).not.toHaveBeenCalled();
    const top = fakeWindow({ framed: false });
    const spy = vi.fn();
    (top.win as unknown as { postMessage: unknown }).postMessage = spy;
    createHostBridge({ getHostOrigin: () => 'https://host.example', onCommand: vi.fn(), window: top.win }).post('close', { reason: 'api' });
    expect(spy).not.toHaveBeenCalled();
  });

  it('calls the React Native and WKWebView bridges when present', () => {
    const { win } = fakeWindow({ framed: false });
    const rn = vi.fn();
    const wk = vi.fn();
    win.ReactNativeWebView = { postMessage: rn };
    win.webkit = { messageHandlers: { guestOrdering: { postMessage: wk } } };
    createHostBridge({ getHostOrigin: () => null, onCommand: vi.fn(), window: win }).post('login', { userId: 'u1', isGuest: false, method: 'sms-code' });
    const envelope = { source: 'guest-ordering', v: 1, type: 'login', payload: { userId: 'u1', isGuest: false, method: 'sms-code' } };
    expect(JSON.parse(rn.mock.calls[0]?.[0] as string)).toEqual(envelope);
    expect(wk).toHaveBeenCalledWith(envelope);
  });

  it('a close also posts { action: "CLOSE", source: "home" } after the envelope, on every channel (parent to host-origin only)', () => {
    const { win, parent } = fakeWindow({ framed: true });
    const rn = vi.fn();
    const wk = vi.fn();
    const android = vi.fn();
    win.ReactNativeWebView = { postMessage: rn };
    win.webkit = { messageHandlers: { guestOrdering: { postMessage: wk } } };
    (win as unknown as { GuestOrderingAndroid: unknown }).GuestOrderingAndroid = { postMessage: android };
    const bridge = createHostBridge({ getHostOrigin: () => 'https://host.example', onCommand: vi.fn(), window: win });
    bridge.post('close', { reason: 'back' });
    const envelope = { source: 'guest-ordering', v: 1, type: 'close', payload: { reason: 'back' } };
    const legacy = { action: 'CLOSE', source: 'home' };
    expect(parent.postMessage.mock.calls).toEqual([
      [envelope, 'https://host.example'],
      [legacy, 'https://host.example'],
    ]);
    expect(rn.mock.calls.map(([text]) => JSON.parse(text as string))).toEqual([envelope, legacy]);
    expect(wk.mock.calls.map(([value]) => value)).toEqual([envelope, legacy]);
    expect(android.mock.calls.map(([text]) => JSON.parse(text as string))).toEqual([envelope, legacy]);
    // Other events keep the envelope alone.
    bridge.post('cart-change', { quantity: 1, subtotal: 100, currency: 'USD' });
    expect(rn).toHaveBeenCalledTimes(3);
  });

  it('a throwing native bridge does not stop the others', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { win } = fakeWindow({ framed: false });
    const wk = vi.fn();
    win.ReactNativeWebView = {
      postMessage: () => {
        throw new Error('gone');
      },
    };
    win.webkit = { messageHandlers: { guestOrdering: { postMessage: wk } } };
    createHostBridge({ getHostOrigin: () => null, onCommand: vi.fn(), window: win }).post('close', { reason: 'back' });
    expect(wk).toHaveBeenCalled();
  });
});

describe('host bridge: inbound', () => {
  const setup = (hostOrigin: string | null = 'https://host.example') => {
    const { win } = fakeWindow({ framed: true });
    const commands: HostCommand[] = [];
    const bridge = createHostBridge({ getHostOrigin: () => hostOrigin, onCommand: (c) => commands.push(c), window: win });
    bridge.listen();
    return { win, commands, bridge };
  };
  const open = { source: 'guest-ordering-host', v: 1, type: 'open', payload: { path: '/menu' } };

  it('accepts valid commands from host-origin', () => {
    const { win, commands } = setup();
    win.dispatchEvent(message(open, 'https://host.example'));
    win.dispatchEvent(message({ source: 'guest-ordering-host', v: 1, type: 'set-language', payload: { locale: 'he_IL' } }, 'https://host.example'));
    win.dispatchEvent(message({ source: 'guest-ordering-host', v: 1, type: 'close' }, 'https://host.example'));
    expect(commands).toEqual([
      { type: 'open', payload: { path: '/menu' } },
      { type: 'set-language', payload: { locale: 'he_IL' } },
      { type: 'close', payload: undefined },
    ]);
  });

  it('rejects other origins, and everything when host-origin is unset', () => {
    const { win, commands } = setup();
    win.dispatchEvent(message(open, 'https://evil.example'));
    win.dispatchEvent(message(open, 'null'));
    expect(commands).toEqual([]);
    const unset = setup(null);
    unset.win.dispatchEvent(message(open, 'https://host.example'));
    expect(unset.commands).toEqual([]);
  });

  it('rejects malformed shapes and anything that would move money', () => {
    const { win, commands } = setup();
    const bad: unknown[] = [
      'open',
      { ...open, v: 2 },
      { ...open, source: 'guest-ordering' },
      { ...open, payload: { path: 'https://evil.example/phish' } },
      { ...open, extra: true },
      { source: 'guest-ordering-host', v: 1, type: 'set-language', payload: { locale: '<script>' } },
      { source: 'guest-ordering-host', v: 1, type: 'checkout', payload: { paymentMethod: 'ROOM' } },
      { source: 'guest-ordering-host', v: 1, type: 'sign-in', payload: { accessToken: 't' } },
      // A shape whose parts cannot be printed must be refused, not throw in the message listener.
      { ...open, payload: { path: { toString: 0 } } },
      { toString: 0, valueOf: 0 },
    ];
    for (const data of bad) win.dispatchEvent(message(data, 'https://host.example'));
    expect(commands).toEqual([]);
  });

  it('stops listening after dispose', () => {
    const { win, commands, bridge } = setup();
    bridge.dispose();
    win.dispatchEvent(message(open, 'https://host.example'));
    expect(commands).toEqual([]);
  });
});

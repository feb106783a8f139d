import { beforeEach, describe, expect, it, vi } from 'vitest';
import { wireRealtimeCart, wireRealtimeTransaction, wireSummary } from '../api/test-support';
import type { CartCalculation, TransactionEvent } from '../domain/types';

type Listener = (snapshot: { val(): unknown }) => void;
const firebase = vi.hoisted(() => ({
  listeners: new Map<string, Listener>(),
  unsubscribed: [] as string[],
  initializeApp: vi.fn((options: unknown, name: string) => ({ options, name })),
  deleteApp: vi.fn(async () => {}),
  getDatabase: vi.fn((app: unknown) => ({ app })),
  forceWebSockets: vi.fn(),
  goOffline: vi.fn(),
  goOnline: vi.fn(),
}));

vi.mock('firebase/app', () => ({ initializeApp: firebase.initializeApp, deleteApp: firebase.deleteApp }));
vi.mock('firebase/database', () => ({
  getDatabase: firebase.getDatabase,
  forceWebSockets: firebase.forceWebSockets,
  goOffline: firebase.goOffline,
  goOnline: firebase.goOnline,
  ref: (_db: unknown, path: string) => ({ path }),
  onValue: (reference: { path: string }, listener: Listener) => {
    firebase.listeners.set(reference.path, listener);
    return () => {
      firebase.listeners.delete(reference.path);
      firebase.unsubscribed.push(reference.path);
    };
  },
}));

const { connectRealtime, databaseUrlWithNamespace } = await import('./index');
const { createElementScope } = await import('../scope/element-scope');

/** An element scope whose business configuration named this realtime database; its currency is `currencyCode`. */
function scopeOf(databaseUrl: string, namespace: string, options: { currencyCode?: string; realtimeUrl?: string } = {}) {
  const scope = createElementScope({ businessId: 1, flow: null, publishableKey: 'pk', realtimeUrl: options.realtimeUrl ?? null });
  scope.learnBusiness({ businessId: 1, flow: 'RESTAURANT', realtime: { databaseUrl, namespace } });
  scope.learnCurrencyCode(options.currencyCode ?? 'USD');
  return scope;
}

const push = (path: string, value: unknown) => firebase.listeners.get(path)?.({ val: () => value });

describe('connectRealtime', () => {
  beforeEach(() => {
    firebase.listeners.clear();
    firebase.unsubscribed.length = 0;
    vi.clearAllMocks();
  });

  it('initialises a uniquely named Firebase app with databaseURL ?ns=namespace', async () => {
    await connectRealtime(scopeOf('http://127.0.0.1:9000', 'demo'));
    await connectRealtime(scopeOf('http://127.0.0.1:9000', 'demo'));
    const calls = firebase.initializeApp.mock.calls;
    expect(calls[0]?.[0]).toEqual({ databaseURL: 'http://127.0.0.1:9000?ns=demo' });
    expect(calls[0]?.[1]).not.toBe(calls[1]?.[1]);
    expect(firebase.getDatabase).toHaveBeenCalledTimes(2);
  });

  it('keeps the client on WebSocket (the transport every server speaks) before opening the database', async () => {
    await connectRealtime(scopeOf('http://127.0.0.1:9000', 'demo'));
    expect(firebase.forceWebSockets).toHaveBeenCalledOnce();
    expect(firebase.forceWebSockets.mock.invocationCallOrder[0]).toBeLessThan(firebase.getDatabase.mock.invocationCallOrder[0]!);
  });

  it('reconnect() drops the connection and opens it again at once; never after close()', async () => {
    const realtime = await connectRealtime(scopeOf('http://127.0.0.1:9000', 'demo'));
    realtime.reconnect();
    const db = firebase.getDatabase.mock.results[0]!.value;
    expect(firebase.goOffline).toHaveBeenCalledWith(db);
    expect(firebase.goOnline).toHaveBeenCalledWith(db);
    expect(firebase.goOffline.mock.invocationCallOrder[0]).toBeLessThan(firebase.goOnline.mock.invocationCallOrder[0]!);
    await realtime.close();
    realtime.reconnect();
    expect(firebase.goOnline).toHaveBeenCalledOnce();
  });

  it("converts calculated amounts with the minor unit of the scope's currency (JPY 0, KWD 3)", async () => {
    const scope = scopeOf('http://x', 'n', { currencyCode: 'JPY' });
    const realtime = await connectRealtime(scope);
    const seen: CartCalculation[] = [];
    await realtime.watchCart('cart-1', (c) => seen.push(c));
    push('carts/cart-1', wireRealtimeCart({ timestamp: 1, summary: { ...wireSummary(), subtotal: 480, total: 480 } }));
    scope.learnCurrencyCode('KWD');
    push('carts/cart-1', wireRealtimeCart({ timestamp: 2, summary: { ...wireSummary(), subtotal: 3.75, total: 4.125 } }));
    expect(seen.map((c) => (c.status === 'CALCULATED' ? [c.summary.subtotal, c.summary.total] : null))).toEqual([
      [480, 480],
      [3750, 4125],
    ]);
  });

  it('opens the database the scope names, with realtime-url replacing its URL; none known yet is an error', async () => {
    await connectRealtime(scopeOf('https://demo.firebaseio.com', 'demo', { realtimeUrl: 'http://127.0.0.1:9000' }));
    expect(firebase.initializeApp.mock.calls[0]?.[0]).toEqual({ databaseURL: 'http://127.0.0.1:9000?ns=demo' });
    const unknown = createElementScope({ businessId: 1, flow: null, publishableKey: 'pk', realtimeUrl: null });
    await expect(connectRealtime(unknown)).rejects.toThrow(/no realtime database/);
  });

  it('watchCart listens at carts/{id} and delivers valid, newer calculations', async () => {
    const realtime = await connectRealtime(scopeOf('http://127.0.0.1:9000', 'demo'));
    const seen: CartCalculation[] = [];
    const unsubscribe = await realtime.watchCart('cart-1', (c) => seen.push(c));
    push('carts/cart-1', null);
    push('carts/cart-1', wireRealtimeCart({ timestamp: 2 }));
    push('carts/cart-1', wireRealtimeCart({ timestamp: 1 }));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ status: 'CALCULATED', timestamp: 2, summary: { total: 2369 } });
    unsubscribe();
    unsubscribe();
    expect(firebase.unsubscribed).toEqual(['carts/cart-1']);
  });

  it('reports invalid snapshots to onInvalid and ignores them', async () => {
    const onInvalid = vi.fn();
    const realtime = await connectRealtime(scopeOf('http://x', 'n'), { onInvalid });
    const seen: CartCalculation[] = [];
    await realtime.watchCart('cart-2', (c) => seen.push(c));
    push('carts/cart-2', { id: 'cart-2', status: 'nope' });
    expect(seen).toEqual([]);
    expect(onInvalid).toHaveBeenCalledOnce();
  });

  it('watchTransaction listens at transactions/{orderId}/{paymentId} and delivers valid events', async () => {
    const onInvalid = vi.fn();
    const realtime = await connectRealtime(scopeOf('http://x', 'n'), { onInvalid });
    const seen: TransactionEvent[] = [];
    const unsubscribe = await realtime.watchTransaction('o1', 'p1', (event) => seen.push(event));
    push('transactions/o1/p1', null);
    push('transactions/o1/p1', { eventHandlingStatus: 'SUCCESS', exceptionInfo: 'none', timestamp: 1 });
    push(
      'transactions/o1/p1',
      wireRealtimeTransaction({ eventHandlingStatus: 'FAILURE', exceptionInfo: { code: 4244, message: 'CHALLENGE_DECLINED_BY_USER' } }),
    );
    expect(seen).toEqual([{ orderId: 'o1', paymentId: 'p1', status: 'FAILURE', code: 4244, message: 'CHALLENGE_DECLINED_BY_USER', timestamp: 2000 }]);
    expect(onInvalid).toHaveBeenCalledOnce();
    expect(onInvalid.mock.calls[0]?.[0]).toContain('exceptionInfo');
    unsubscribe();
    unsubscribe();
    expect(firebase.unsubscribed).toEqual(['transactions/o1/p1']);
  });

  it('watchTransaction warns on the console by default when an event is malformed, and refuses unusable ids', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const realtime = await connectRealtime(scopeOf('http://x', 'n'));
      const onEvent = vi.fn();
      await realtime.watchTransaction('o2', 'p2', onEvent);
      push('transactions/o2/p2', { eventHandlingStatus: 'SUCCESS', timestamp: 'now' });
      expect(onEvent).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledOnce();
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/\[guest-ordering\].*transactions\/o2\/p2.*timestamp/);
      const noop = await realtime.watchTransaction('o/3', 'p3', onEvent);
      expect([...firebase.listeners.keys()]).toEqual(['transactions/o2/p2']);
      expect(warn).toHaveBeenCalledTimes(2);
      noop();
    } finally {
      warn.mockRestore();
    }
  });

  it('close() stops listeners and deletes the app', async () => {
    const realtime = await connectRealtime(scopeOf('http://x', 'n'));
    await realtime.watchCart('a', () => {});
    await realtime.watchCart('b', () => {});
    await realtime.watchTransaction('o', 'p', () => {});
    await realtime.close();
    expect(firebase.unsubscribed.sort()).toEqual(['carts/a', 'carts/b', 'transactions/o/p']);
    // Nothing is watched after close().
    await realtime.watchTransaction('o', 'q', () => {});
    expect(firebase.listeners.size).toBe(0);
    expect(firebase.deleteApp).toHaveBeenCalledOnce();
  });
});

describe('databaseUrlWithNamespace', () => {
  it('adds ns unless present', () => {
    expect(databaseUrlWithNamespace('http://127.0.0.1:9000', 'demo')).toBe('http://127.0.0.1:9000?ns=demo');
    expect(databaseUrlWithNamespace('http://h?ns=a', 'demo')).toBe('http://h?ns=a');
    expect(databaseUrlWithNamespace('http://h?x=1', 'd')).toBe('http://h?x=1&ns=d');
  });
});

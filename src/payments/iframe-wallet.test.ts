// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIframeWallet, readEnvelope, readFrameHeight, readToken, readWalletError, V3_PLACEHOLDER_AMOUNT } from './iframe-wallet';
import { loadWalletAdapter, resolveWalletUrl } from './wallet';
import { WalletError } from './wallet-adapter';

const ORIGIN = 'https://wallet.test';

/** Mounts the wallet with a fake frame window (no page is loaded) and returns the pieces. */
function mountWallet(timeoutMs = 1000, version?: 'v2' | 'v3') {
  const container = document.createElement('div');
  document.body.append(container);
  const frameWindow = { postMessage: vi.fn() };
  // The adapter reads `contentWindow` of the iframe it created: give it our fake before anything loads.
  const original = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow');
  Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', { configurable: true, get: () => frameWindow });
  const restore = () => {
    if (original) Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', original);
  };
  const wallet = createIframeWallet({ frameUrl: `${ORIGIN}/wallet/card-fields.html`, timeoutMs, version });
  const mounting = wallet.mount(container, {
    amount: 2700,
    currency: 'USD',
    locale: 'he_IL',
    direction: 'rtl',
    fontFamily: '"Trebuchet MS", sans-serif',
    title: 'Card details',
  });
  const send = (type: string, payload?: unknown, from: { origin?: string; source?: unknown } = {}) => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: 'go-wallet', v: 1, type, payload },
        origin: from.origin ?? ORIGIN,
        source: (from.source ?? frameWindow) as Window,
      }),
    );
  };
  return { container, frameWindow, mounting, send, restore };
}

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('iframe wallet', () => {
  it('mounts the card-fields page from the wallet origin and resolves on ready', async () => {
    const w = mountWallet();
    cleanup = w.restore;
    const frame = w.container.querySelector('iframe')!;
    const src = new URL(frame.src);
    expect(src.origin).toBe(ORIGIN);
    expect(src.searchParams.get('locale')).toBe('he_IL');
    expect(src.searchParams.get('amount')).toBe('2700');
    // The page mirrors with the widget and takes its font.
    expect(src.searchParams.get('dir')).toBe('rtl');
    expect(src.searchParams.get('font')).toBe('"Trebuchet MS", sans-serif');
    expect(frame.title).toBe('Card details');
    w.send('ready');
    const session = await w.mounting;
    expect(session).toBeTruthy();
  });

  it('v2 (and no version): the page reads the amount from its address, and is ready at ready', async () => {
    const w = mountWallet(1000, 'v2');
    cleanup = w.restore;
    const src = new URL(w.container.querySelector('iframe')!.src);
    expect([src.searchParams.get('sdk'), src.searchParams.get('amount')]).toEqual(['v2', '2700']);
    w.send('ready');
    await expect(w.mounting).resolves.toBeTruthy();
    expect(w.frameWindow.postMessage).not.toHaveBeenCalled();
  });

  it('v3: started with the placeholder amount and hidden; told the total at ready; shown and ready once it confirms that total', async () => {
    const w = mountWallet(1000, 'v3');
    cleanup = w.restore;
    const frame = w.container.querySelector('iframe')!;
    const src = new URL(frame.src);
    expect([src.searchParams.get('sdk'), src.searchParams.get('amount')]).toEqual(['v3', String(V3_PLACEHOLDER_AMOUNT)]);
    expect(frame.style.visibility).toBe('hidden');
    let settled = false;
    void w.mounting.then(() => (settled = true));
    w.send('ready');
    expect(w.frameWindow.postMessage).toHaveBeenCalledWith({ source: 'go-wallet', v: 1, type: 'amount', payload: { amount: 2700, currency: 'USD' } }, ORIGIN);
    // Another amount (the placeholder still) is no confirmation: the guest must see the total.
    w.send('amount-set', { amount: V3_PLACEHOLDER_AMOUNT });
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(frame.style.visibility).toBe('hidden');
    w.send('amount-set', { amount: 2700 });
    await expect(w.mounting).resolves.toBeTruthy();
    expect(frame.style.visibility).toBe('');
  });

  it('v3: a page that never confirms the total is given up on', async () => {
    vi.useFakeTimers();
    const w = mountWallet(500, 'v3');
    cleanup = w.restore;
    w.send('ready');
    const outcome = w.mounting.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(600);
    expect(await outcome).toMatchObject({ code: 'WALLET_UNAVAILABLE' });
  });

  it("express: the methods the ready names; a sheet's token, its cancel (null) and its decline; a method not enabled is refused", async () => {
    const w = mountWallet();
    cleanup = w.restore;
    w.send('ready', { express: ['apple_pay', 'paypal', 'google_pay', 'google_pay'] });
    const session = await w.mounting;
    expect(session.expressMethods).toEqual(['google_pay', 'apple_pay']);
    const approved = session.payExpress('google_pay');
    expect(w.frameWindow.postMessage).toHaveBeenLastCalledWith(
      { source: 'go-wallet', v: 1, type: 'express', payload: { method: 'google_pay', amount: 2700, currency: 'USD' } },
      ORIGIN,
    );
    w.send('token', { payment_method_id: 'pm_gp', issuer_name: 'Google Pay' });
    await expect(approved).resolves.toMatchObject({ paymentMethodId: 'pm_gp', issuerName: 'Google Pay', last4: null });
    const cancelled = session.payExpress('apple_pay');
    w.send('express-cancelled', {});
    await expect(cancelled).resolves.toBeNull();
    const declined = session.payExpress('google_pay');
    w.send('error', { code: 'EXPRESS_DECLINED' });
    await expect(declined).rejects.toMatchObject({ code: 'EXPRESS_DECLINED', catalogueKey: 'EXPRESS_DECLINED' });
    const plain = mountWallet();
    plain.send('ready');
    const bare = await plain.mounting;
    expect(bare.expressMethods).toEqual([]);
    await expect(bare.payExpress('google_pay')).rejects.toMatchObject({ code: 'WALLET_UNAVAILABLE' });
  });

  it('tokenizes through postMessage to the wallet origin only and maps the token', async () => {
    const w = mountWallet();
    cleanup = w.restore;
    w.send('ready');
    const session = await w.mounting;
    const tokenizing = session.tokenize();
    expect(w.frameWindow.postMessage).toHaveBeenCalledWith({ source: 'go-wallet', v: 1, type: 'tokenize', payload: { amount: 2700, currency: 'USD' } }, ORIGIN);
    // A token from another origin or another window is ignored.
    w.send('token', { payment_method_id: 'evil' }, { origin: 'https://evil.test' });
    w.send('token', { payment_method_id: 'evil' }, { source: {} });
    w.send('token', { payment_method_id: 'pm_1', issuer_name: 'VISA', fingerprint: 'fp', encrypted_cvv: 'cvv', last4: '4242' });
    await expect(tokenizing).resolves.toEqual({ paymentMethodId: 'pm_1', issuerName: 'VISA', fingerprint: 'fp', encryptedCvv: 'cvv', last4: '4242' });
  });

  it('rejects with the frame error code (missing details, invalid card)', async () => {
    const w = mountWallet();
    cleanup = w.restore;
    w.send('ready');
    const session = await w.mounting;
    const first = session.tokenize();
    w.send('error', { code: 'MISSING_CREDIT_CARD_DETAILS' });
    await expect(first).rejects.toMatchObject({ code: 'MISSING_CREDIT_CARD_DETAILS' });
    const second = session.tokenize();
    w.send('error', { code: 'INVALID_CARD' });
    await expect(second).rejects.toBeInstanceOf(WalletError);
    // The refused field travels on, so the guest is told which one to correct.
    const third = session.tokenize();
    w.send('error', { code: 'INVALID_CARD', field: 'number' });
    await expect(third).rejects.toMatchObject({ code: 'INVALID_CARD', field: 'number', catalogueKey: 'INVALID_CARD_NUMBER' });
  });

  it('sizes the frame to the height its page reports, within bounds', async () => {
    const w = mountWallet();
    cleanup = w.restore;
    w.send('ready');
    await w.mounting;
    const frame = w.container.querySelector('iframe')!;
    w.send('resize', { height: 371.4 });
    expect(frame.style.blockSize).toBe('372px');
    w.send('resize', { height: 100_000 });
    expect(frame.style.blockSize).toBe('640px');
    w.send('resize', { height: 'tall' });
    expect(frame.style.blockSize).toBe('640px');
    // Another origin cannot resize it.
    w.send('resize', { height: 200 }, { origin: 'https://evil.test' });
    expect(frame.style.blockSize).toBe('640px');
  });

  it('reads error payloads: unknown codes are an invalid card; a field only for an invalid card', () => {
    expect(readWalletError({ code: 'INVALID_CARD', field: 'cvc' }).catalogueKey).toBe('INVALID_CARD_CVC');
    expect(readWalletError({ code: 'INVALID_CARD', field: 'pin' }).catalogueKey).toBe('INVALID_CARD');
    expect(readWalletError({ code: 'MISSING_CREDIT_CARD_DETAILS', field: 'number' }).catalogueKey).toBe('MISSING_CREDIT_CARD_DETAILS');
    expect(readWalletError('boom').catalogueKey).toBe('INVALID_CARD');
    expect(readFrameHeight({ height: 10 })).toBe(120);
    expect(readFrameHeight(null)).toBeNull();
  });

  it('gives up when the frame never gets ready, and destroy removes the frame', async () => {
    vi.useFakeTimers();
    const w = mountWallet(500);
    cleanup = w.restore;
    vi.advanceTimersByTime(600);
    await expect(w.mounting).rejects.toMatchObject({ code: 'WALLET_UNAVAILABLE' });
    expect(w.container.querySelector('iframe')).toBeNull();
  });

  it('destroy rejects a pending tokenize and later calls', async () => {
    const w = mountWallet();
    cleanup = w.restore;
    w.send('ready');
    const session = await w.mounting;
    const pending = session.tokenize();
    session.destroy();
    await expect(pending).rejects.toMatchObject({ code: 'WALLET_UNAVAILABLE' });
    await expect(session.tokenize()).rejects.toMatchObject({ code: 'WALLET_UNAVAILABLE' });
    expect(w.container.querySelector('iframe')).toBeNull();
  });

  it('reads only well-formed envelopes and tokens', () => {
    expect(readEnvelope({ source: 'other', v: 1, type: 'ready' })).toBeNull();
    expect(readEnvelope({ source: 'go-wallet', v: 2, type: 'ready' })).toBeNull();
    expect(readEnvelope('ready')).toBeNull();
    expect(readToken({ issuer_name: 'VISA' })).toBeNull();
    expect(readToken({ payment_method_id: 'pm' })).toEqual({ paymentMethodId: 'pm', issuerName: null, fingerprint: null, encryptedCvv: null, last4: null });
    // Only four digits are shown as the card's last four.
    expect(readToken({ payment_method_id: 'pm', last4: '4242 4242' })?.last4).toBeNull();
  });
});

describe('wallet loading', () => {
  it('resolves the frame URL against the API base and loads nothing without a wallet', async () => {
    expect(resolveWalletUrl('/wallet/card-fields.html', 'https://sandbox.test/api/', 'https://shop.test/')).toBe(
      'https://sandbox.test/wallet/card-fields.html',
    );
    expect(resolveWalletUrl('https://pay.test/f.html', 'https://sandbox.test', 'https://shop.test/')).toBe('https://pay.test/f.html');
    expect(resolveWalletUrl('/w.html', '', 'https://shop.test/x')).toBe('https://shop.test/w.html');
    expect(resolveWalletUrl('/w.html', '', 'http://localhost:4321/x')).toBe('http://localhost:4321/w.html');
    expect(await loadWalletAdapter(null, 'https://sandbox.test')).toBeNull();
    expect(await loadWalletAdapter({ version: 'v3', frameUrl: '/wallet/card-fields.html' }, 'https://sandbox.test')).toHaveProperty('mount');
  });

  it.each([
    'javascript:window.__pwned=1',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/fields.html',
    '/\\evil.example/fields.html',
    'blob:https://shop.test/1',
    'http://evil.example/fields.html',
  ])('never frames a refused card-fields or challenge page: %j', async (url) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(resolveWalletUrl(url, 'https://sandbox.test/', 'https://shop.test/')).toBeNull();
    await expect(loadWalletAdapter({ version: 'v3', frameUrl: url }, 'https://sandbox.test/')).rejects.toMatchObject({ code: 'WALLET_URL_REFUSED' });
    await expect(loadWalletAdapter({ version: 'v3', frameUrl: null }, 'https://sandbox.test/')).rejects.toMatchObject({ code: 'WALLET_URL_REFUSED' });
    expect(() => createIframeWallet({ frameUrl: url })).toThrow(WalletError);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

/**
 * The iframe wallet: the provider's card-fields page in an iframe from the provider's origin, spoken
 * to with `window.postMessage` (the sandbox serves it at demo/public/wallet/card-fields.html).
 *
 * The page's query carries what it shows and how: `locale`, `dir` (`ltr` | `rtl`, the widget's layout
 * direction), `font` (the widget's computed font stack, when known), `currency` and `amount`.
 *
 * The page's SDK version (`sdk`, the business configuration's `wallet.version`) decides how it learns the
 * amount: a v2 page reads it from its query; a v3 page is started with a placeholder amount (its SDK
 * needs one to start) and is told the real total once ready, and the frame stays hidden until the page
 * confirms it, so the guest never sees the placeholder.
 *
 * Protocol (both directions origin-checked, envelope `{ source: 'go-wallet', v: 1, type, payload }`):
 * - frame -> widget `ready` once the fields can take input;
 * - v3 only: widget -> frame `amount` `{ amount, currency }`, frame -> widget `amount-set` `{ amount }`;
 * - frame -> widget `ready` may carry `{ express: ['google_pay', 'apple_pay'] }`: the express methods the
 *   wallet enables for the business (`merchant` in the page's query);
 * - widget -> frame `tokenize` `{ amount, currency }` (amount in minor units, like every amount here);
 * - widget -> frame `express` `{ method, amount, currency }` opens that method's sheet; the frame answers
 *   `token` (approved), `express-cancelled` (the guest closed the sheet) or `error` `{ code: 'EXPRESS_DECLINED' }`;
 * - frame -> widget `token` `{ payment_method_id, issuer_name, fingerprint, encrypted_cvv, last4? }` or
 *   `error` `{ code: 'MISSING_CREDIT_CARD_DETAILS' | 'INVALID_CARD', field?: 'number' | 'expiry' | 'cvc' }`;
 * - frame -> widget `resize` `{ height }` (CSS px): the frame takes its page's height, so nothing the
 *   provider shows under its fields (its own error line) is clipped.
 *
 * This module is a lazy chunk (loaded by `loadWalletAdapter` in ./wallet.ts).
 */
import type { CardToken } from '../domain/types';
import { checkPlatformUrl } from '../domain/platform-url';
import {
  EXPRESS_METHODS,
  type ExpressMethod,
  WalletError,
  type WalletAdapter,
  type WalletCardField,
  type WalletErrorCode,
  type WalletMountOptions,
  type WalletSession,
} from './wallet-adapter';

/** The envelope every wallet message travels in. */
export interface WalletEnvelope {
  source: 'go-wallet';
  v: 1;
  type: string;
  payload?: unknown;
}

/** Options of {@link createIframeWallet}. */
export interface IframeWalletOptions {
  /** Absolute URL of the card-fields page; its origin is the only one messages are accepted from. */
  frameUrl: string;
  /** The provider SDK the page runs (the business configuration's `wallet.version`); v2 when absent. */
  version?: 'v2' | 'v3';
  /** How long to wait for `ready` and for a token before giving up (ms). */
  timeoutMs?: number;
}

/** The longest a payment sheet may stay open before the widget gives up on it (the guest paid nothing). */
const EXPRESS_SHEET_TIMEOUT_MS = 5 * 60_000;

/** The amount a v3 page is started with, in minor units, before it is told the real total. */
export const V3_PLACEHOLDER_AMOUNT = 100;

const WALLET_ERRORS: readonly WalletErrorCode[] = ['MISSING_CREDIT_CARD_DETAILS', 'INVALID_CARD', 'EXPRESS_DECLINED'];

/** The express methods a `ready` payload names, known ones only, each once, in the widget's order. */
export function readExpressMethods(payload: unknown): ExpressMethod[] {
  const named = (payload as { express?: unknown } | null | undefined)?.express;
  return Array.isArray(named) ? EXPRESS_METHODS.filter((method) => named.includes(method)) : [];
}
const CARD_FIELDS: readonly WalletCardField[] = ['number', 'expiry', 'cvc'];
/** Bounds of a height the frame may ask for: a hostile or broken page cannot blow the modal up. */
const MIN_FRAME_HEIGHT = 120;
const MAX_FRAME_HEIGHT = 640;

/** Reads an `error` payload into a {@link WalletError}; unknown codes count as an invalid card. */
export function readWalletError(payload: unknown): WalletError {
  const p = (typeof payload === 'object' && payload !== null ? payload : {}) as { code?: unknown; field?: unknown };
  const code = WALLET_ERRORS.includes(p.code as WalletErrorCode) ? (p.code as WalletErrorCode) : 'INVALID_CARD';
  const field = code === 'INVALID_CARD' && CARD_FIELDS.includes(p.field as WalletCardField) ? (p.field as WalletCardField) : null;
  return new WalletError(code, field);
}

/** Reads a `resize` payload: a height within bounds, or null. */
export function readFrameHeight(payload: unknown): number | null {
  const height = (payload as { height?: unknown } | null | undefined)?.height;
  if (typeof height !== 'number' || !Number.isFinite(height)) return null;
  return Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.ceil(height)));
}

/** Reads a wallet envelope out of a message's data; null for anything else. */
export function readEnvelope(data: unknown): WalletEnvelope | null {
  if (typeof data !== 'object' || data === null) return null;
  const envelope = data as Partial<WalletEnvelope>;
  if (envelope.source !== 'go-wallet' || envelope.v !== 1 || typeof envelope.type !== 'string') return null;
  return envelope as WalletEnvelope;
}

/** Maps a `token` payload to a {@link CardToken}; null when it lacks the payment method id. */
export function readToken(payload: unknown): CardToken | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Record<string, unknown>;
  if (typeof p.payment_method_id !== 'string' || !p.payment_method_id) return null;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    paymentMethodId: p.payment_method_id,
    issuerName: text(p.issuer_name),
    fingerprint: text(p.fingerprint),
    encryptedCvv: text(p.encrypted_cvv),
    // Only four digits are a card's last four; anything else is not shown.
    last4: typeof p.last4 === 'string' && /^\d{4}$/.test(p.last4) ? p.last4 : null,
  };
}

/** Creates the iframe wallet adapter for one card-fields page. */
export function createIframeWallet(options: IframeWalletOptions): WalletAdapter {
  // The last gate before an iframe `src`: only an allow-listed page (see src/domain/platform-url.ts).
  if (!checkPlatformUrl(options.frameUrl, '').ok) throw new WalletError('WALLET_URL_REFUSED');
  const frameOrigin = new URL(options.frameUrl).origin;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const v3 = options.version === 'v3';

  return {
    mount(container: HTMLElement, mountOptions: WalletMountOptions): Promise<WalletSession> {
      const view = container.ownerDocument.defaultView ?? window;
      const url = new URL(options.frameUrl);
      url.searchParams.set('locale', mountOptions.locale);
      url.searchParams.set('dir', mountOptions.direction);
      if (mountOptions.fontFamily) url.searchParams.set('font', mountOptions.fontFamily);
      url.searchParams.set('currency', mountOptions.currency);
      url.searchParams.set('sdk', v3 ? 'v3' : 'v2');
      if (mountOptions.merchant) url.searchParams.set('merchant', mountOptions.merchant);
      url.searchParams.set('amount', String(v3 ? V3_PLACEHOLDER_AMOUNT : mountOptions.amount));
      const frame = container.ownerDocument.createElement('iframe');
      frame.src = url.toString();
      if (mountOptions.title) frame.title = mountOptions.title;
      frame.setAttribute('allow', 'payment');
      frame.style.border = '0';
      frame.style.inlineSize = '100%';
      frame.style.blockSize = '100%';
      // A v3 page shows its placeholder amount until it is told the total: hidden till then.
      if (v3) frame.style.visibility = 'hidden';

      let destroyed = false;
      let ready = false;
      // A tokenize or an express sheet waiting for the frame's answer (null: the guest cancelled a sheet).
      let pending: { resolve(token: CardToken | null): void; reject(error: WalletError): void; timer: ReturnType<typeof setTimeout> } | null = null;
      let expressMethods: ExpressMethod[] = [];
      let mounted: { resolve(session: WalletSession): void; reject(error: WalletError): void } | null = null;
      let readyTimer: ReturnType<typeof setTimeout> | null = null;

      const settle = (outcome: { token: CardToken | null } | { error: WalletError }) => {
        const current = pending;
        if (!current) return;
        pending = null;
        clearTimeout(current.timer);
        if ('token' in outcome) current.resolve(outcome.token);
        else current.reject(outcome.error);
      };

      function onMessage(event: MessageEvent): void {
        // Only the frame we created, from the wallet's origin, may talk to us.
        if (event.origin !== frameOrigin || event.source !== frame.contentWindow) return;
        const envelope = readEnvelope(event.data);
        if (!envelope) return;
        if (envelope.type === 'ready') {
          expressMethods = readExpressMethods(envelope.payload);
          if (v3) {
            post('amount', { amount: mountOptions.amount, currency: mountOptions.currency });
            return;
          }
          becomeReady();
        } else if (envelope.type === 'amount-set') {
          // Only the total the guest saw makes the page ready; anything else leaves it hidden (then timed out).
          if (v3 && (envelope.payload as { amount?: unknown } | undefined)?.amount === mountOptions.amount) {
            frame.style.visibility = '';
            becomeReady();
          }
        } else if (envelope.type === 'token') {
          const token = readToken(envelope.payload);
          settle(token ? { token } : { error: new WalletError('WALLET_UNAVAILABLE') });
        } else if (envelope.type === 'error') {
          settle({ error: readWalletError(envelope.payload) });
        } else if (envelope.type === 'express-cancelled') {
          settle({ token: null });
        } else if (envelope.type === 'resize') {
          const height = readFrameHeight(envelope.payload);
          if (height !== null) frame.style.blockSize = `${height}px`;
        }
      }

      function becomeReady(): void {
        if (ready) return;
        ready = true;
        if (readyTimer) clearTimeout(readyTimer);
        mounted?.resolve(session);
        mounted = null;
      }

      function post(type: string, payload: unknown): boolean {
        const target = frame.contentWindow;
        if (!target) return false;
        const envelope: WalletEnvelope = { source: 'go-wallet', v: 1, type, payload };
        target.postMessage(envelope, frameOrigin);
        return true;
      }

      /** Posts `type` and waits for the frame's answer (`wait` ms at most). */
      const ask = (type: string, payload: unknown, wait: number) => {
        if (destroyed || !ready) return Promise.reject(new WalletError('WALLET_UNAVAILABLE'));
        if (pending) settle({ error: new WalletError('WALLET_UNAVAILABLE') });
        return new Promise<CardToken | null>((resolve, reject) => {
          const timer = setTimeout(() => settle({ error: new WalletError('WALLET_UNAVAILABLE') }), wait);
          pending = { resolve, reject, timer };
          if (!post(type, payload)) settle({ error: new WalletError('WALLET_UNAVAILABLE') });
        });
      };

      const session: WalletSession = {
        get expressMethods() {
          return expressMethods;
        },
        async tokenize() {
          const token = await ask('tokenize', { amount: mountOptions.amount, currency: mountOptions.currency }, timeoutMs);
          if (!token) throw new WalletError('WALLET_UNAVAILABLE');
          return token;
        },
        payExpress(method) {
          if (!expressMethods.includes(method)) return Promise.reject(new WalletError('WALLET_UNAVAILABLE'));
          // The guest takes their time on a payment sheet: minutes, not the frame's usual seconds.
          return ask('express', { method, amount: mountOptions.amount, currency: mountOptions.currency }, EXPRESS_SHEET_TIMEOUT_MS);
        },
        destroy() {
          if (destroyed) return;
          destroyed = true;
          view.removeEventListener('message', onMessage);
          if (readyTimer) clearTimeout(readyTimer);
          settle({ error: new WalletError('WALLET_UNAVAILABLE') });
          mounted?.reject(new WalletError('WALLET_UNAVAILABLE'));
          mounted = null;
          frame.remove();
        },
      };

      view.addEventListener('message', onMessage);
      return new Promise<WalletSession>((resolve, reject) => {
        mounted = { resolve, reject };
        readyTimer = setTimeout(() => {
          if (ready) return;
          const waiting = mounted;
          session.destroy();
          waiting?.reject(new WalletError('WALLET_UNAVAILABLE'));
        }, timeoutMs);
        container.append(frame);
      });
    },
  };
}

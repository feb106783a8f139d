import type { ElementConfig } from '../domain/element-config';
import { defineGuestOrdering } from './define';
import type { GuestOrderingElement } from './GuestOrderingElement';
import type { SessionTokens } from './runtime';

/** Element methods a queued call may name; each is applied to every widget on the page. */
const FORWARDED = ['open', 'close', 'setLanguage', 'configure', 'setAnalyticsConsent', 'signIn', 'signOut'] as const;
/** The element methods `window.GuestOrdering` offers for every widget of the page at once. */
export type PageWideMethod = (typeof FORWARDED)[number];
type ForwardedMethod = PageWideMethod;

/**
 * A call made before the script loaded: a function receiving the API, or `[method, ...args]`
 * naming a method of {@link GuestOrderingGlobal} (`['configure', { apiBase: '/api' }]`).
 */
export type QueuedCall = ((api: GuestOrderingGlobal) => void) | [method: string, ...args: unknown[]];

/**
 * `window.GuestOrdering` of the script-tag build. The page-wide methods forward to every widget on the
 * page (use the element's own methods to address one widget).
 */
export interface GuestOrderingGlobal {
  /** The package version (`package.json`). */
  readonly version: string;
  /** The tag the script registered. */
  readonly tagName: string;
  /** Registers the element under another tag name (see `defineGuestOrdering`). */
  define(tagName?: string): CustomElementConstructor;
  /** The widgets currently on the page. */
  elements(): GuestOrderingElement[];
  open(path?: string): void;
  close(): void;
  setLanguage(locale: string): Promise<void>;
  configure(config: Partial<ElementConfig>): void;
  /** Grants (`true`) or revokes (`false`) analytics consent on every widget (`setAnalyticsConsent()`). */
  setAnalyticsConsent(granted: boolean): void;
  signIn(tokens: SessionTokens): void;
  signOut(): void;
  /** After load, pushing runs the call at once (so the snippet's `q.push` keeps working). */
  readonly q: { push(...calls: QueuedCall[]): number };
}

/** The stub a host page may create before the script loads. */
interface GuestOrderingStub {
  q?: QueuedCall[];
}

/** Creates the page API for elements registered under `tagName`. */
export function createGlobalApi(version: string, tagName: string, doc: Document = document): GuestOrderingGlobal {
  const elements = (): GuestOrderingElement[] => Array.from(doc.querySelectorAll(tagName)) as unknown as GuestOrderingElement[];
  const forAll = <M extends ForwardedMethod>(method: M, args: Parameters<GuestOrderingElement[M]>): unknown[] =>
    elements().map((element) => (element[method] as (...a: unknown[]) => unknown)(...args));
  let ran = 0;
  const api: GuestOrderingGlobal = {
    version,
    tagName,
    define: (name) => defineGuestOrdering(name),
    elements,
    open: (path) => void forAll('open', [path]),
    close: () => void forAll('close', []),
    setLanguage: async (locale) => {
      await Promise.all(forAll('setLanguage', [locale]));
    },
    configure: (config) => void forAll('configure', [config]),
    setAnalyticsConsent: (granted) => void forAll('setAnalyticsConsent', [granted]),
    signIn: (tokens) => void forAll('signIn', [tokens]),
    signOut: () => void forAll('signOut', []),
    q: {
      push: (...calls) => {
        for (const call of calls) runQueuedCall(api, call);
        ran += calls.length;
        return ran;
      },
    },
  };
  return api;
}

/**
 * Runs one queued call; a broken call is reported and skipped so the ones after it still run.
 */
export function runQueuedCall(api: GuestOrderingGlobal, call: QueuedCall): void {
  try {
    if (typeof call === 'function') {
      call(api);
      return;
    }
    if (!Array.isArray(call) || typeof call[0] !== 'string') {
      throw new TypeError(`expected a function or ['method', ...args]; got ${JSON.stringify(call)}`);
    }
    const [method, ...args] = call;
    const target = (api as unknown as Record<string, unknown>)[method];
    if (method === 'q' || typeof target !== 'function') {
      throw new TypeError(`GuestOrdering has no method "${method}"; use one of ${['define', ...FORWARDED].join(', ')}`);
    }
    const result = (target as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) result.catch((error: unknown) => console.error('<guest-ordering>: a queued call failed', error));
  } catch (error) {
    console.error('<guest-ordering>: a queued call failed', error);
  }
}

/**
 * Publishes `api` as `window.GuestOrdering` and runs the calls a host queued on a stub
 * (`window.GuestOrdering = window.GuestOrdering || { q: [] }`) before the script loaded, in order.
 * A second script load keeps the first API (its version wins) and warns.
 */
export function installGlobalApi(win: Window & { GuestOrdering?: unknown }, api: GuestOrderingGlobal): GuestOrderingGlobal {
  const existing = win.GuestOrdering as (GuestOrderingStub & Partial<GuestOrderingGlobal>) | undefined;
  if (existing && typeof existing.version === 'string') {
    console.warn(`GuestOrdering ${existing.version} is already loaded on this page; ignoring the second copy (${api.version}).`);
    return existing as GuestOrderingGlobal;
  }
  const queued = Array.isArray(existing?.q) ? existing.q.slice() : [];
  win.GuestOrdering = api;
  for (const call of queued) runQueuedCall(api, call);
  return api;
}

declare global {
  interface Window {
    /** The script-tag API (or, before the script loads, the host's `{ q: [] }` stub). */
    GuestOrdering?: GuestOrderingGlobal | { q: unknown[] };
  }
}

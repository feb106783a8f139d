import { checkPlatformUrl } from '../domain/platform-url';
import type { BusinessConfiguration, CardToken, MinorAmount } from '../domain/types';

/**
 * A card wallet (spec 7.5 "a wallet SDK (v2 or v3 by configuration) is loaded for card entry").
 *
 * Card numbers never touch the widget's DOM: an adapter mounts the provider's own card fields
 * (the sandbox: an iframe served from the wallet origin) into a container the wallet modal gives it,
 * and hands back only a token. The checkout store asks the registered session for that token when
 * the guest pays (spec 4.4 step 5).
 */
export interface WalletAdapter {
  /** Mounts the card fields into `container`; resolves once they are ready for input. */
  mount(container: HTMLElement, options: WalletMountOptions): Promise<WalletSession>;
}

/** What the card fields show and charge (spec 4.4 "the real total is set"). */
export interface WalletMountOptions {
  amount: MinorAmount;
  currency: string;
  /** The widget's locale (xx_CC), so the provider's fields speak the guest's language. */
  locale: string;
  /** The card-fields frame's accessible name (its `title`), already translated by the wallet modal. */
  title?: string;
}

/** One mounted set of card fields. */
export interface WalletSession {
  /**
   * Asks the provider to tokenize what the guest typed. Rejects with a {@link WalletError}
   * (`MISSING_CREDIT_CARD_DETAILS`, `INVALID_CARD`, or `WALLET_UNAVAILABLE` when the frame is gone
   * or does not answer).
   */
  tokenize(): Promise<CardToken>;
  /** Removes the card fields and stops listening; later `tokenize()` calls reject. */
  destroy(): void;
}

/** Why a wallet could not produce a token; `code` is a key of the error catalogue (spec 8.2). */
/**
 * Why a wallet failed. `WALLET_URL_REFUSED`: the card-fields URL failed the URL allow-list, so card
 * payment stays unavailable until the platform's configuration is fixed (a retry cannot help).
 */
export type WalletErrorCode = 'MISSING_CREDIT_CARD_DETAILS' | 'INVALID_CARD' | 'WALLET_UNAVAILABLE' | 'WALLET_URL_REFUSED';

/** The card field a wallet refused, when it says which. */
export type WalletCardField = 'number' | 'expiry' | 'cvc';

/**
 * A wallet failure. `catalogueKey` is the error catalogue's key for it: an invalid card names its
 * field (`INVALID_CARD_NUMBER`, `INVALID_CARD_EXPIRY`, `INVALID_CARD_CVC`) so the guest is told what
 * to correct, outside the provider's frame where it can be clipped.
 */
export class WalletError extends Error {
  override readonly name = 'WalletError';
  constructor(
    readonly code: WalletErrorCode,
    readonly field: WalletCardField | null = null,
  ) {
    super(code);
  }

  get catalogueKey(): string {
    return this.code === 'INVALID_CARD' && this.field ? `INVALID_CARD_${this.field.toUpperCase()}` : this.code;
  }
}

/**
 * Resolves a page the platform points a payment iframe at (the wallet's card fields, the 3-D Secure
 * challenge): absolute, or relative to the API base (src/api/wire.ts `WireWalletSettings.frame_url`),
 * and the API base may itself be page-relative. The result passes the URL allow-list
 * (src/domain/platform-url.ts) once more right at the iframe: a refused URL gives null and a console
 * warning, never an iframe `src`.
 */
export function resolveWalletUrl(url: string, apiBase: string, pageUrl: string = globalThis.location?.href ?? 'http://localhost/'): string | null {
  const base = new URL(apiBase || pageUrl, pageUrl);
  const trimmed = url.trim();
  // A schemed or `//host` URL is checked as sent: resolving it first would hide what it was.
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(trimmed) || /^[/\\]{2}/.test(trimmed) ? trimmed : safeResolve(trimmed, base);
  const checked = candidate === null ? { ok: false as const, problem: 'it is not a valid URL' } : checkPlatformUrl(candidate, base.href);
  if (checked.ok) return checked.url;
  console.warn(`<guest-ordering>: a payment page URL from the platform was refused: ${checked.problem}. Fix the URL in the platform's configuration.`);
  return null;
}

function safeResolve(url: string, base: URL): string | null {
  try {
    return new URL(url, base).href;
  } catch {
    return null;
  }
}

/**
 * Loads the wallet adapter of the business (a lazy chunk: payments stay off the first screen), or
 * null when the business has no wallet configured.
 */
export async function loadWalletAdapter(
  wallet: BusinessConfiguration['wallet'],
  apiBase: string,
): Promise<WalletAdapter | null> {
  if (!wallet) return null;
  const { createIframeWallet } = await import('./iframe-wallet');
  const frameUrl = wallet.frameUrl === null ? null : resolveWalletUrl(wallet.frameUrl, apiBase);
  if (frameUrl === null) throw new WalletError('WALLET_URL_REFUSED');
  return createIframeWallet({ frameUrl });
}

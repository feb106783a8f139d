/**
 * Loading the business's card wallet: the URL its card fields come from, checked against the
 * allow-list, and the adapter itself as a lazy chunk.
 */
import { checkPlatformUrl } from '../domain/platform-url';
import type { BusinessConfiguration } from '../domain/types';
import { WalletError, type WalletAdapter } from './wallet-adapter';

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
export async function loadWalletAdapter(wallet: BusinessConfiguration['wallet'], apiBase: string): Promise<WalletAdapter | null> {
  if (!wallet) return null;
  const { createIframeWallet } = await import('./iframe-wallet');
  const frameUrl = wallet.frameUrl === null ? null : resolveWalletUrl(wallet.frameUrl, apiBase);
  if (frameUrl === null) throw new WalletError('WALLET_URL_REFUSED');
  return createIframeWallet({ frameUrl, version: wallet.version });
}

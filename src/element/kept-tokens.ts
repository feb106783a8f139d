import type { WritableAtom } from 'nanostores';
import type { SessionTokens } from '../domain/session';

/** Where and whether an element keeps its session's tokens between page loads. */
export interface KeptTokensOptions {
  /** The element's `localStorage` (null where it throws: private modes, sandboxed frames). */
  storage: Storage | null;
  /** The element's key for them (its scope's `storageKey('auth-store')`: one per business). */
  key: string;
  /**
   * False on a device many guests share (the `shared-device` attribute, a kiosk): a reload there must
   * not hand the last guest's or member's session to the next person, so nothing is kept and what an
   * earlier setting kept is removed.
   */
  keep: boolean;
}

/**
 * Keeps the element's session tokens in `localStorage` so a signed-in guest or member survives a
 * reload (the AUTH_STORE of the platform's apps): tokens the element holds at start (the start-up
 * URL's, an earlier `signIn()`) are saved; with none, the saved ones are restored; every later change
 * is saved, and a log-out (tokens null) removes them, so a reload after a log-out stays signed out.
 *
 * Restored tokens are not trusted as they are: the session store loads their user at start and logs
 * it out when the business does not support its kind or the refresh fails. Returns the unsubscribe.
 */
export function keepSessionTokens($tokens: WritableAtom<SessionTokens | null>, options: KeptTokensOptions): () => void {
  const { storage, key } = options;
  if (!storage) return () => undefined;
  if (!options.keep) {
    remove(storage, key);
    return () => undefined;
  }
  const held = $tokens.get();
  if (held) write(storage, key, held);
  else {
    const restored = read(storage, key);
    if (restored) $tokens.set(restored);
  }
  return $tokens.listen((tokens) => {
    if (tokens) write(storage, key, tokens);
    else remove(storage, key);
  });
}

/**
 * Removes the kept tokens of `key`: `signOut()` on an element that is not on the page (its listener
 * is gone with its session) must still leave nothing for the next page load to restore.
 */
export function forgetKeptTokens(storage: Storage | null, key: string): void {
  if (storage) remove(storage, key);
}

/** The saved tokens, or null (and the entry removed) when there are none or they are not tokens. */
function read(storage: Storage, key: string): SessionTokens | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  const tokens = parse(raw);
  if (!tokens) remove(storage, key);
  return tokens;
}

/** Accepts only `{ accessToken: non-empty string, refreshToken: string | null }`: anything else is someone else's entry or damage. */
function parse(raw: string): SessionTokens | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { accessToken, refreshToken } = value as Record<string, unknown>;
  if (typeof accessToken !== 'string' || accessToken === '') return null;
  if (refreshToken !== null && refreshToken !== undefined && typeof refreshToken !== 'string') return null;
  return { accessToken, refreshToken: refreshToken || null };
}

function write(storage: Storage, key: string, tokens: SessionTokens): void {
  try {
    storage.setItem(key, JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken ?? null }));
  } catch {
    // Quota or private mode: the session still works for this page view.
  }
}

function remove(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // See write().
  }
}

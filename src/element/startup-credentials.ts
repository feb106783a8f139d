import { type StartupParams, withoutStartupCredentials } from '../domain/startup-params';

/**
 * Start-up credentials (`accessToken`, `refreshToken` in the page's address) leave the address the
 * moment the first of our scripts reads it, with `history.replaceState`: not left in the address bar,
 * in history, in the `Referer` of later requests, or for a reload after the guest logged out to sign in
 * again. The script-tag loader reads the address long before the widget's code arrives (on a deep link
 * the code waits for the loader's paint), so it takes them then and keeps them here for every element's
 * runtime; an element built without the loader (the ESM entry) takes them itself the same way.
 */
let taken: Pick<StartupParams, 'accessToken' | 'refreshToken'> | null = null;

/** Keeps `params`' credentials and removes every credential from the page's address. */
export function takeStartupCredentials(win: Window, params: StartupParams): void {
  if (params.accessToken) taken = { accessToken: params.accessToken, refreshToken: params.refreshToken };
  try {
    const clean = withoutStartupCredentials(win.location.href);
    if (clean !== null) win.history.replaceState(win.history.state, '', clean);
  } catch (error) {
    // A sandboxed or opaque-origin page may refuse replaceState; the tokens still work.
    console.warn('<guest-ordering>: could not remove the start-up tokens from the page address', error);
  }
}

/** `params` with the credentials taken from the address earlier, when it no longer holds any. */
export function withTakenCredentials(params: StartupParams): StartupParams {
  return params.accessToken || !taken ? params : { ...params, ...taken };
}

/** Forgets what was taken (tests). */
export function forgetTakenCredentials(): void {
  taken = null;
}

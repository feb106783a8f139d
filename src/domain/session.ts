/** The guest's session as every floor sees it: its tokens and why it ended. */

/** A session's tokens: from the host's `signIn()`, the start-up URL, or the guest login; the refresh token renews the access token. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string | null;
}

/** Why the session ended (the `logout` event). */
export type LogoutReason = 'order-complete' | 'refresh-failed' | 'guest-support' | 'api' | 'member';

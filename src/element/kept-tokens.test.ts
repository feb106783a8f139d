import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import type { SessionTokens } from '../domain/session';
import { MemoryStorage } from '../stores/test-support';
import { keepSessionTokens } from './kept-tokens';

const KEY = 'auth-store:7';
const SAVED = { accessToken: 'a1', refreshToken: 'r1' };

function setup(saved: string | null, held: SessionTokens | null = null, keep = true) {
  const storage = new MemoryStorage();
  if (saved !== null) storage.setItem(KEY, saved);
  const $tokens = atom<SessionTokens | null>(held);
  const stop = keepSessionTokens($tokens, { storage, key: KEY, keep });
  return { storage, $tokens, stop };
}

describe('session tokens kept between page loads', () => {
  it('restores the saved tokens when the element holds none', () => {
    expect(setup(JSON.stringify(SAVED)).$tokens.get()).toEqual(SAVED);
    expect(setup(JSON.stringify({ accessToken: 'a1' })).$tokens.get()).toEqual({ accessToken: 'a1', refreshToken: null });
  });

  it('tokens the element already holds (start-up URL, signIn) win and are saved', () => {
    const { $tokens, storage } = setup(JSON.stringify(SAVED), { accessToken: 'url', refreshToken: null });
    expect($tokens.get()).toEqual({ accessToken: 'url', refreshToken: null });
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual({ accessToken: 'url', refreshToken: null });
  });

  it('saves every new session (a refresh, a guest login) and removes the entry on log-out', () => {
    const { $tokens, storage, stop } = setup(null);
    expect($tokens.get()).toBeNull();
    $tokens.set({ accessToken: 'a2', refreshToken: 'r2' });
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    $tokens.set(null);
    expect(storage.getItem(KEY)).toBeNull();
    stop();
    $tokens.set({ accessToken: 'a3', refreshToken: null });
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('ignores and removes an entry that is not tokens', () => {
    for (const bad of ['not json', '[]', 'null', '{"accessToken":""}', '{"accessToken":5}', '{"accessToken":"a","refreshToken":3}']) {
      const { $tokens, storage } = setup(bad);
      expect($tokens.get(), bad).toBeNull();
      expect(storage.getItem(KEY), bad).toBeNull();
    }
  });

  it('keeps nothing on a shared device, and forgets what was kept before', () => {
    const { $tokens, storage } = setup(JSON.stringify(SAVED), null, false);
    expect($tokens.get()).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
    $tokens.set({ accessToken: 'a2', refreshToken: 'r2' });
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('without storage (private mode) the session lives for the page view only', () => {
    const $tokens = atom<SessionTokens | null>(null);
    keepSessionTokens($tokens, { storage: null, key: KEY, keep: true });
    $tokens.set(SAVED);
    expect($tokens.get()).toEqual(SAVED);
  });
});

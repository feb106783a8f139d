import { atom, computed, type ReadableAtom } from 'nanostores';
import { isCancellation } from '../../api/errors';
import { metadataLocale } from '../../domain/locale';
import type { LoginMethod } from '../../domain/host-events';
import type { SessionTokens } from '../../domain/session';
import type { OrderingDeps } from '../deps';
import type { User, UserMetadata } from '../../domain/types';
import type { BusinessStore } from '../first-screen/business';
import { whenConfigured } from './when-configured';

/** Login states: nobody, a guest account ("guest logged in"), or a member ("logged in"). */
export type LoginState = 'signed-out' | 'guest' | 'member';

/**
 * The signed-in user. Tokens live in the element shell (`deps.auth`: the host's
 * `signIn()`, the start-up URL); this store turns them into a user, logs a guest in when the business
 * supports guests, and logs that guest out after the order.
 *
 * It belongs to the lazy checkout side of the stores on purpose: nothing on the first screen needs
 * the user, so the user calls start once the first screen is shown and the page is idle (`start()`),
 * or when the checkout opens (`ensure()`), in parallel with the cart calculation.
 */
export interface UserSessionStore {
  readonly $user: ReadableAtom<User | null>;
  readonly $state: ReadableAtom<LoginState>;
  /**
   * The user of the current tokens, fetched once per session (`GET /users/api/v1/user`). With no
   * tokens and a business that supports guests, logs a guest in first (guest refresh token, login,
   * metadata with the language). A user whose kind the business does not support (a member where
   * guests are supported, a guest where members are) is logged out. Resolves null when
   * nobody is signed in or the platform failed: the order then goes on without a user.
   */
  ensure(): Promise<User | null>;
  /**
   * The start of a page load, once the first screen is up: loads the user of the tokens the element
   * holds (kept from the last page load, the start-up URL, the host's `signIn()`), so the rules of
   * `ensure()` apply at once rather than at checkout, and logs a guest in when the business supports
   * guests. A session those rules end (a refresh that failed, a kind the business does not support) is
   * followed by a new guest where guests are supported, so the visitor is never left without one.
   */
  start(): Promise<User | null>;
  /**
   * A member logged in by SMS code or registered: keeps the tokens (replacing any guest session) and
   * loads the member, announced to the host as a `login` of that `method`.
   */
  signIn(tokens: SessionTokens, method: 'sms-code' | 'registration'): Promise<User | null>;
  /**
   * The checkout opens: loads the user (as `ensure()`). Where the business does not support members,
   * a guest account that already placed an order (its confirmation was left without Done: a closed
   * tab, the logo, the browser's back) is logged out first, as Done would have, and a new guest is
   * logged in: one guest account per order, so the next order and its prefilled details are never
   * the last guest's.
   */
  prepareCheckout(): Promise<User | null>;
  /** An order was placed with the current session: remembered (per device) while a guest holds it. */
  orderPlaced(): void;
  /** Checkout step 3: keeps the signed-in user's profile up to date; never blocks the order. */
  saveProfile(profile: UserMetadata): void;
  /**
   * The member's edit profile: saves `profile` over the member's metadata and resolves once the
   * platform accepted it (the user is updated then); rejects with the platform's error, the user
   * unchanged. The phone is never changed here.
   */
  updateProfile(profile: Pick<User, 'firstName' | 'lastName' | 'email' | 'birthDate' | 'optinMarketing'>): Promise<void>;
  /** "a guest-logged-in user is logged out after confirmation". Members stay signed in. */
  logoutGuest(): void;
  dispose(): void;
}

/** What identifies a session across token refreshes (an access token changes on refresh, the refresh token need not). */
const sessionKey = (tokens: SessionTokens | null) => (tokens ? (tokens.refreshToken ?? tokens.accessToken) : null);

/** Creates the user session store. */
export function createUserSessionStore(deps: OrderingDeps, business: Pick<BusinessStore, '$configuration'>): UserSessionStore {
  const { auth, api } = deps;
  const $user = atom<User | null>(null);
  const $state = computed($user, (user): LoginState => (user ? (user.isGuest ? 'guest' : 'member') : 'signed-out'));
  let loading: Promise<User | null> | null = null;
  let key = sessionKey(auth.$tokens.get());
  /** True while the tokens are a guest login made here (logged out after the order even if the user never loaded). */
  let ownGuest = false;
  /** How the current tokens came: told to the host with the user's `login`. */
  let method: LoginMethod = 'session';

  /** The whole metadata of `user`: the metadata call replaces it all, so every field goes. */
  const metadataOf = (user: User): UserMetadata => {
    const { firstName, lastName, email, phone, country, language, birthDate, optin, optinMarketing } = user;
    return {
      firstName,
      lastName,
      email,
      phone,
      ...(country ? { country } : {}),
      ...(language ? { language } : {}),
      // A member's registration answers travel with the rest: the call replaces the whole metadata.
      ...(birthDate ? { birthDate } : {}),
      ...(optin ? { optin } : {}),
      ...(optinMarketing ? { optinMarketing } : {}),
    };
  };
  /** Saves `user`'s profile and language in the background. */
  const saveMetadata = (user: User): void => {
    void api.setUserMetadata(metadataOf(user)).catch(() => undefined);
  };

  // The guest account that placed an order (its user id), kept per device until that session ends.
  const orderedKey = deps.scope.storageKey('guest-ordered');
  const orderedGuest = (): string | null => {
    try {
      return deps.storage?.getItem(orderedKey) ?? null;
    } catch {
      return null;
    }
  };
  const rememberOrdered = (userId: string | null): void => {
    try {
      if (userId) deps.storage?.setItem(orderedKey, userId);
      else deps.storage?.removeItem(orderedKey);
    } catch {
      // Storage that throws (private modes) keeps nothing: Done still logs the guest out.
    }
  };

  /** A guest account that placed an order, on a business without members: not the next order's. */
  const orderedAlready = (user: User): boolean => user.isGuest && !(business.$configuration.get()?.supportMembers ?? false) && orderedGuest() === user.id;

  // The signed-in user's language follows the one the visitor chose: the platform's messages (SMS,
  // receipts) and the next page load speak it. Lingui also says "change" when a catalog loads, so
  // only a locale other than the user's is saved.
  const unlistenLanguage = deps.i18n.on('change', () => {
    const user = $user.get();
    const language = metadataLocale(deps.scope.locale());
    if (!user || user.language === language) return;
    const next: User = { ...user, language };
    $user.set(next);
    saveMetadata(next);
  });

  // Another session (signIn, signOut, a failed refresh, our own log-out) forgets the user of the last one.
  const unlisten = auth.$tokens.listen((tokens) => {
    const next = sessionKey(tokens);
    if (next === key) return;
    key = next;
    ownGuest = false;
    rememberOrdered(null);
    method = 'session';
    loading = null;
    $user.set(null);
    // Tokens handed over by the host (`signIn()`) load their user at once, as a page load's do: the
    // profile button and the host's `login` event do not wait for the checkout.
    if (tokens) void ensure();
  });

  async function load(): Promise<User | null> {
    const configuration = await whenConfigured(business);
    let tokens = auth.$tokens.get();
    if (!tokens) {
      if (!configuration.supportGuests) return null;
      const guest = await api.loginAsGuest();
      // The host signed someone in (or a newer load logged a guest in) meanwhile: theirs wins.
      if (auth.$tokens.get() !== null) return null;
      tokens = guest;
      // Our own tokens: set the key first so the listener keeps this load.
      key = sessionKey(tokens);
      auth.setTokens(tokens);
      ownGuest = true;
      method = 'guest';
      // "then set metadata with the language".
      await api.setUserMetadata({ language: metadataLocale(deps.scope.locale()) }).catch(() => undefined);
    }
    const loadedFor = key;
    const user = await api.getUser();
    if (key !== loadedFor) return null;
    if (user.isGuest !== configuration.supportGuests) {
      // The guest-support setting and the user's kind disagree.
      auth.setTokens(null, 'guest-support');
      return null;
    }
    if (orderedAlready(user)) {
      // Restored after its order's confirmation was left without Done: Done's log-out, now.
      auth.setTokens(null, 'order-complete');
      return null;
    }
    $user.set(user);
    deps.emit('login', { userId: user.id, isGuest: user.isGuest, method });
    return user;
  }

  function ensure(): Promise<User | null> {
    if (loading) return loading;
    const mine: Promise<User | null> = load().catch((error: unknown) => {
      // Nothing is lost without a user (the form is still typed by hand); the next checkout tries again.
      if (!isCancellation(error)) console.warn('<guest-ordering>: the signed-in user could not be loaded', error);
      // Only this load is forgotten: a load of a newer session (the host signed in meanwhile, which
      // cancelled this one's calls) stays the one every caller shares, so its user loads once.
      if (loading === mine) loading = null;
      return null;
    });
    loading = mine;
    return mine;
  }

  return {
    $user,
    $state,
    ensure,
    async start() {
      const user = await ensure();
      // Tokens still held: the platform did not answer; the checkout tries again. None: the session
      // ended (or there was none), and a guest login is due where guests are supported.
      if (user || auth.$tokens.get() !== null) return user;
      return ensure();
    },
    signIn(tokens, how) {
      // Our own tokens: set the key first so the listener keeps this session as ours.
      key = sessionKey(tokens);
      loading = null;
      ownGuest = false;
      $user.set(null);
      auth.setTokens(tokens);
      method = how;
      return ensure();
    },
    async prepareCheckout() {
      const user = await ensure();
      if (user && orderedAlready(user)) {
        // The same end as Done after that order: what the guest asked this device to remember stays.
        auth.setTokens(null, 'order-complete');
        return ensure();
      }
      // A restored guest that had ordered was logged out while loading: a new guest now.
      return user || auth.$tokens.get() !== null ? user : ensure();
    },
    orderPlaced() {
      const user = $user.get();
      if (user?.isGuest) rememberOrdered(user.id);
    },
    saveProfile(profile) {
      const user = $user.get();
      if (!user) return;
      const next: User = { ...user, ...profile, country: profile.country ?? user.country };
      $user.set(next);
      saveMetadata(next);
    },
    async updateProfile(profile) {
      const user = $user.get();
      if (!user || user.isGuest) throw new Error('<guest-ordering>: only a signed-in member has a profile to edit');
      const next: User = { ...user, ...profile };
      if (!profile.birthDate) delete next.birthDate;
      await api.setUserMetadata(metadataOf(next));
      // Another session began meanwhile: the profile saved was the last one's.
      if ($user.get()?.id === user.id) $user.set(next);
    },
    logoutGuest() {
      if ($user.get()?.isGuest || ownGuest) auth.setTokens(null, 'order-complete');
    },
    dispose() {
      unlisten();
      unlistenLanguage();
    },
  };
}

import { atom, type ReadableAtom } from 'nanostores';
import { createPlatformApi } from '../api';
import type { AppContextValue } from '../screens/app-context';
import type { AppRuntime, AppSession } from '../app/app-runtime';
import type { ElementConfig } from '../domain/element-config';
import type { CartSnapshot, Emit } from '../domain/host-events';
import type { LogoutReason, SessionTokens } from '../domain/session';
import type { StartupParams } from '../domain/startup-params';
import type { RealtimeConnector } from '../realtime/realtime-carts';
import type { AuthPort, OrderingDeps } from '../stores/deps';
import { createRouter, type ElementRouter, hashNamespace } from '../app/router';
import { type AttributeValues, toConsent } from '../domain/element-attributes';
import { elementStart, storageKey } from '../domain/element-start';
import { parseStartupParams } from '../domain/startup-params';
import { createElementI18n, createLocaleSwitcher } from '../i18n/element-i18n';
import { createElementScope } from '../scope/element-scope';
import { createOrderingStores, type OrderingStores } from '../stores';
import { keepStateInAddress } from './address-state';
import { createCommerceSink } from './commerce-sink';
import { createEmit } from './events';
import { createHostBridge, type HostBridge, type HostCommand } from './host-bridge';
import { forgetKeptTokens, keepSessionTokens } from './kept-tokens';
import { safeLocalStorage } from './safe-storage';
import { takeStartupCredentials, withTakenCredentials } from './startup-credentials';

export type { SessionTokens };

/** Config fields whose change needs new dependencies (a new API client, router or stores). */
const SESSION_KEYS: (keyof ElementConfig)[] = [
  'apiBase',
  'publishableKey',
  'productId',
  'businessId',
  'flow',
  'routing',
  'basePath',
  'realtimeUrl',
  'sharedDevice',
  'ownsPage',
];

/** What the element class needs to drive a runtime; tests use it directly. */
export interface ElementRuntime extends AppRuntime {
  readonly $config: ReadableAtom<ElementConfig>;
  readonly $tokens: ReadableAtom<SessionTokens | null>;
  readonly emit: Emit;
  /** The start-up parameters with `is-native` / `is-iframe` attribute overrides applied. */
  readonly startup: StartupParams;
  setAttributes(values: AttributeValues): void;
  configure(partial: Partial<ElementConfig>): void;
  /** Grants or revokes analytics consent: sets the `analytics-consent` attribute, the one place consent is kept. */
  setAnalyticsConsent(granted: boolean): void;
  setLanguage(locale: string): Promise<void>;
  signIn(tokens: SessionTokens): void;
  signOut(): void;
  navigate(path: string): void;
  getCart(): CartSnapshot;
  /** Builds the session (once) and starts the stores; the element calls it on connect. */
  connect(): void;
  /** Disposes timers, listeners and stores; the element calls it once it has really left the page. */
  disconnect(): void;
}

/** Called for inbound host commands that need the element itself (open/close). */
export interface RuntimeHost {
  element: HTMLElement;
  onHostCommand(command: HostCommand): void;
  window?: Window;
}

const EMPTY_CART: CartSnapshot = { lines: [], quantity: 0, subtotal: 0, currency: 'USD' };

/**
 * Creates everything one `<guest-ordering>` owns: its config atom, i18n, host bridge, and (per
 * connection) router, API client and stores. Nothing here is module-global, so two elements on a page
 * never share a cart, a language or a route.
 */
export function createElementRuntime(host: RuntimeHost): ElementRuntime {
  const win = host.window ?? window;
  const i18n = createElementI18n();
  const switchLocale = createLocaleSwitcher(i18n);
  const parsedStartup = safeStartup(win);

  let attributeValues: AttributeValues = { config: {}, startup: {} };
  let configured: Partial<ElementConfig> = {};
  // What the element starts with, by the same rule the script-tag loader followed before the code came.
  const start = () => elementStart({ attributes: attributeValues, configured, params: parsedStartup });
  const computeConfig = (): ElementConfig => start().config;
  const $config = atom<ElementConfig>(computeConfig());
  const $tokens = atom<SessionTokens | null>(
    parsedStartup.accessToken ? { accessToken: parsedStartup.accessToken, refreshToken: parsedStartup.refreshToken } : null,
  );
  const $session = atom<AppSession>({ status: 'idle', id: 0 });

  const bridge: HostBridge = createHostBridge({
    getHostOrigin: () => $config.get().hostOrigin,
    onCommand: (command) => {
      if (command.type === 'set-language') void runtime.setLanguage(command.payload.locale);
      else host.onHostCommand(command);
    },
    window: win,
  });
  const emit = createEmit(host.element, bridge);
  const commerce = createCommerceSink(() => $config.get(), win);

  // The session's tokens: the API client sends them, the session store logs guests in and
  // out through this port, and the host hears of every log-out (a native app may hold the tokens).
  const setTokens = (tokens: SessionTokens | null, reason: LogoutReason = 'api'): void => {
    const hadSession = $tokens.get() !== null;
    $tokens.set(tokens);
    if (!tokens && hadSession) {
      for (const listener of [...logoutListeners]) listener(reason);
      emit('logout', { reason });
    }
  };
  const logoutListeners = new Set<(reason: LogoutReason) => void>();
  const auth: AuthPort = {
    $tokens,
    setTokens,
    onLogout(listener) {
      logoutListeners.add(listener);
      return () => logoutListeners.delete(listener);
    },
  };
  // Code 121: one refresh at a time, whatever number of calls found the token expired.
  let refreshing: Promise<string | null> | null = null;
  const refreshAccessToken = (refresh: (refreshToken: string) => Promise<SessionTokens>): Promise<string | null> => {
    refreshing ??= (async () => {
      const expired = $tokens.get();
      const refreshToken = expired?.refreshToken;
      // The host may sign someone in (or out) while the refresh is out: the refresh's outcome, new
      // tokens or a log-out, belongs to the session it was asked for, never to the one that replaced it.
      const stillExpired = () => $tokens.get() === expired;
      try {
        if (!refreshToken) throw new Error('no refresh token');
        const fresh = await refresh(refreshToken);
        if (!stillExpired()) return null;
        $tokens.set(fresh);
        return fresh.accessToken;
      } catch {
        // "A token refresh failure logs out."
        if (stillExpired()) setTokens(null, 'refresh-failed');
        return null;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  let connected = false;
  let router: ElementRouter | null = null;
  let stores: OrderingStores | null = null;
  let sessionCounter = 0;
  let unwatchBusinessLanguage: (() => void) | null = null;
  let unkeepTokens: (() => void) | null = null;
  let unwriteState: (() => void) | null = null;
  /** Where the last session kept its tokens (kept after it ends, for a `signOut()` while off the page). */
  let keptAt: { storage: Storage | null; key: string } | null = null;

  const startup = (): StartupParams => start().params;

  const teardownSession = (): void => {
    unwatchBusinessLanguage?.();
    unwatchBusinessLanguage = null;
    unkeepTokens?.();
    unkeepTokens = null;
    unwriteState?.();
    unwriteState = null;
    stores?.dispose();
    router?.dispose();
    stores = null;
    router = null;
  };

  const buildSession = (): void => {
    teardownSession();
    const id = ++sessionCounter;
    try {
      const config = $config.get();
      router = createRouter({
        mode: config.routing,
        basePath: config.basePath,
        namespace: hashNamespace(host.element.id),
        window: win,
      });
      // One owner per session of the values every layer reads: stores, the API client and the
      // realtime connector all get this same scope, so they cannot disagree on them.
      const scope = createElementScope({
        businessId: config.businessId,
        flow: config.flow,
        publishableKey: config.publishableKey,
        realtimeUrl: config.realtimeUrl,
        now: () => new Date(),
        locale: () => i18n.locale,
      });
      const api = createPlatformApi({
        apiBase: config.apiBase,
        publishableKey: config.publishableKey,
        productId: config.productId,
        clientIp: config.clientIp,
        scope,
        getAccessToken: () => $tokens.get()?.accessToken ?? null,
        refreshAccessToken: () => refreshAccessToken((refreshToken) => api.refreshSession(refreshToken)),
        // Code 1015: the platform hands over to the host's own fallback.
        onFallback: ({ message, path }) => emit('fallback', { code: 1015, message, path }),
      });
      // The realtime listener (and Firebase behind it) is a lazy chunk: only carts need it.
      const realtime: RealtimeConnector = () => import('../realtime').then(({ connectRealtime }) => connectRealtime(scope));
      const storage = safeLocalStorage(win);
      // Before the stores: they load the user of whatever tokens this restores.
      keptAt = { storage, key: scope.storageKey('auth-store') };
      unkeepTokens = keepSessionTokens($tokens, {
        storage,
        key: keptAt.key,
        keep: !config.sharedDevice && !start().kiosk,
      });
      const deps: OrderingDeps = {
        config,
        scope,
        startup: startup(),
        api,
        router,
        emit,
        commerce,
        connectRealtime: realtime,
        storage,
        now: scope.now,
        i18n,
        auth,
        setLanguage: (locale) => runtime.setLanguage(locale),
        leavePage(url) {
          const target = new URL(url);
          target.searchParams.set('return_url', win.location.href);
          win.location.assign(target.href);
        },
      };
      const ordering = createOrderingStores(deps);
      stores = ordering;
      unwatchBusinessLanguage = watchBusinessLanguage(ordering, (language) => {
        // The business's default language applies only when nobody chose one (default en_US).
        if (!$config.get().language) void switchLocale(language);
      });
      const value: AppContextValue = { deps, stores: ordering };
      // With hash routing the page's address is the widget's to keep up to date; in memory routing the
      // host owns it and it is left alone.
      if (config.routing === 'hash')
        unwriteState = keepStateInAddress(win, {
          $route: router.$route,
          flushRoute: router.flushAddress,
          pageState: () => ordering.pageState(),
          onPageStateChange: (listener) => ordering.onPageStateChange(listener),
        });
      ordering.start();
      $session.set({ status: 'ready', value, id });
    } catch (error) {
      console.error('<guest-ordering>: the widget could not start', error);
      teardownSession();
      $session.set({ status: 'failed', error, id });
    }
  };

  // Attribute changes arrive one by one (the parser, `setAttribute` loops); rebuild once per task.
  let rebuildQueued = false;
  const applyConfig = (): void => {
    const previous = $config.get();
    const next = computeConfig();
    $config.set(next);
    if (next.language !== previous.language) void switchLocale(next.language);
    if (connected && SESSION_KEYS.some((key) => next[key] !== previous[key]) && !rebuildQueued) {
      rebuildQueued = true;
      queueMicrotask(() => {
        rebuildQueued = false;
        if (connected) buildSession();
      });
    }
  };

  const runtime: ElementRuntime = {
    i18n,
    $session,
    $config,
    $tokens,
    emit,
    get startup() {
      return startup();
    },
    retry: () => {
      if (connected) buildSession();
    },
    setAttributes(values) {
      attributeValues = values;
      applyConfig();
    },
    configure(partial) {
      // Consent lives in the attribute alone, whoever gives it: the last word (attribute, method or
      // configure()) always wins, and a revoke can never be masked by an earlier grant in another layer.
      const { analyticsConsent, ...rest } = partial;
      if (analyticsConsent !== undefined) runtime.setAnalyticsConsent(analyticsConsent);
      configured = { ...configured, ...rest };
      applyConfig();
    },
    setAnalyticsConsent(granted) {
      host.element.setAttribute('analytics-consent', toConsent(granted) ? 'granted' : 'denied');
    },
    async setLanguage(locale) {
      configured = { ...configured, language: locale };
      const previous = $config.get();
      $config.set(computeConfig());
      if (previous.language === $config.get().language) return;
      await switchLocale($config.get().language);
    },
    signIn(tokens) {
      $tokens.set({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken ?? null });
    },
    signOut() {
      setTokens(null, 'api');
      stores?.reset();
      // Taken off the page, the element no longer listens to its tokens: the kept entry goes here.
      // One that never started names its entry by its attributes (business id, else publishable key).
      const config = $config.get();
      const key = keptAt?.key ?? storageKey(config, 'auth-store');
      forgetKeptTokens(keptAt?.storage ?? safeLocalStorage(win), key);
    },
    navigate(path) {
      router?.navigate(path);
    },
    getCart: () => stores?.snapshotCart() ?? { ...EMPTY_CART, lines: [] },
    connect() {
      if (connected) return;
      connected = true;
      bridge.listen();
      if ($config.get().language) void switchLocale($config.get().language);
      if (!stores) buildSession();
    },
    disconnect() {
      if (!connected) return;
      connected = false;
      bridge.dispose();
      teardownSession();
      $session.set({ status: 'idle', id: ++sessionCounter });
    },
  };
  return runtime;
}

/**
 * Follows the business configuration's `defaultLanguage` (found duck-typed: `OrderingStoresPublic` does
 * not name the business store). Returns the unsubscribe function, or null when there is nothing to watch.
 */
function watchBusinessLanguage(stores: unknown, onLanguage: (language: string) => void): (() => void) | null {
  const $configuration = (stores as { business?: { $configuration?: ReadableAtom<{ defaultLanguage?: string } | null> } }).business?.$configuration;
  if (!$configuration || typeof $configuration.subscribe !== 'function') return null;
  return $configuration.subscribe((configuration) => {
    if (configuration?.defaultLanguage) onLanguage(configuration.defaultLanguage);
  });
}

/**
 * Reads the start-up parameters once, with the credentials (`accessToken`, `refreshToken`) the
 * loader already took out of the address (`startup-credentials.ts`), and takes any still there out
 * too. The session itself is kept by `keepSessionTokens()` (removed again at log-out).
 */
function safeStartup(win: Window): StartupParams {
  let params: StartupParams;
  try {
    params = parseStartupParams(win.location.search);
  } catch (error) {
    console.warn('<guest-ordering>: ignoring unreadable start-up parameters', error);
    return parseStartupParams('');
  }
  takeStartupCredentials(win, params);
  return withTakenCredentials(params);
}

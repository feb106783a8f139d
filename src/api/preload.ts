/**
 * The start-up preload: the platform calls the page address and the element's attributes already
 * determine, started by the script-tag loader before React, the stores and the screens have even
 * downloaded. The data must not wait for the code: on a phone the app code takes a second or more to
 * arrive and run, and every call chained after it (configuration, locations, experience, menu) would
 * add its round trip to the first paint.
 *
 * The rules:
 * - only GETs the widget is certain to send at start (configuration, UI configuration, locations, the
 *   deep link's experience and, once it answers, its menu files and the currency settings; once the
 *   locations answer, the deep link's restaurant's own UI configuration), built by
 *   the same functions as the client's (`./request-url.ts`), so they are found under the same URL;
 * - every URL taken from an answer (menu, translation and currency files) passes the one
 *   allow-list (`src/domain/platform-url.ts`) before it is fetched;
 * - an answer is taken once, by the client's first GET of that URL, which validates it with its
 *   superstruct schema like any other answer; an answer nobody takes within the client's warm-up age is
 *   dropped, and a failed one (no answer, an HTTP error, a body that is not JSON) makes the client fetch
 *   again, so its errors, token refresh and fallback handling are exactly those of a normal call;
 * - each preload is bounded: it gives up after {@link PRELOAD_TIMEOUT_MS}.
 *
 * Dependency-free apart from the URL helpers and the allow-list: the loader carries this module.
 */
import { paintBasis } from '../domain/element-config';
import { checkPlatformUrl } from '../domain/platform-url';
import { catalogFor } from '../i18n/shown-locale';
import {
  configurationRequest,
  experienceRequest,
  type GetRequest,
  joinUrl,
  locationsRequest,
  originOf,
  outOfStockRequest,
  resolveBaseUrl,
  uiConfigurationByIdRequest,
  uiConfigurationRequest,
  withQuery,
} from './request-url';

/** A preload that has not answered by then is abandoned (the client then asks again itself). */
export const PRELOAD_TIMEOUT_MS = 20_000;

/** What the page tells before the widget's code arrives (attributes, `configure()` calls, the URL). */
export interface StartupPreload {
  apiBase: string;
  publishableKey: string;
  productId: string;
  /** From the `business-id` attribute; null: the configuration names it (the calls then wait for it). */
  businessId: number | null;
  /** The start-up `accessToken`, sent to the platform's own URLs like the client does. */
  accessToken: string | null;
  locationGroupId: number | null;
  /** The `state` parameter's experience id: its experience (and then its menu) load at once. */
  experienceId: number | null;
  /**
   * The address's restaurant and experience type (`?restaurant=&experience=`): without an experience id,
   * the locations answer names the experience, which then loads (one round trip later).
   */
  restaurant?: number | null;
  experienceType?: string | null;
  /**
   * The language the page names (`elementStart`, src/domain/element-start.ts): the menu translation is wanted in
   * it; null: in the business's default language, once its configuration names it (else en_US).
   */
  language: string | null;
  /** Told once the first screen's language is known (the page's, else the business's default; null: en_US). */
  onLanguage?: (language: string | null) => void;
  /** The page address relative API bases resolve against (default `location.href`). */
  pageUrl?: string;
  /** Defaults to `globalThis.fetch`. */
  fetch?: typeof fetch;
}

interface Preloaded {
  data: Promise<unknown>;
  at: number;
}

/**
 * The raw answers a deep link's first menu is drawn from, gathered by the preload itself so the
 * loader can paint that menu before the widget's code arrives (`src/element/static-menu.ts`). Not
 * validated: whoever reads them must treat every field as unknown.
 */
export interface FirstMenuAnswers {
  /** The configuration's `data`. */
  configuration: Record<string, unknown>;
  /** The deep link's restaurant, as the locations answer lists it. */
  location: Record<string, unknown>;
  /** The experience's `data`. */
  experience: Record<string, unknown>;
  menu: unknown;
  outOfStock: unknown;
  /** Null when the configuration names no settings file or it failed. */
  currencySettings: unknown;
  /** Null when the experience has no file for the language or it failed. */
  translation: unknown;
  /** The restaurant's own UI configuration, else the business's (null when neither answered). */
  uiConfiguration: unknown;
  /** The language the first screen shows: the page's, else the business's default; null: en_US. */
  language: string | null;
  /** The API base, absolute. */
  base: string;
  /** The whole locations answer (the client refuses all of it when one location is malformed). */
  locations: unknown;
  /**
   * The UI configuration answers in the order the app prefers them: the restaurant's own (when it names
   * one), then the business's; a failed call is null.
   */
  uiConfigurations: unknown[];
  /** What the address asked for, to check the answers against (see `src/api/first-menu-check.ts`). */
  request: {
    restaurant: number | null;
    experienceType: string | null;
    experienceId: number | null;
    /** The page named the language (or the guest's kept choice did): the business's default does not apply. */
    languageNamed: boolean;
  };
  /** Whose menu this is: `paintBasis` of the configuration the preload used (src/domain/element-config.ts). */
  basis: string;
}

/** In-flight and settled preloads by absolute URL (with query), each taken at most once. */
const preloaded = new Map<string, Preloaded>();

/**
 * Takes the preloaded answer for `url` (once): the raw JSON, not yet validated, or null when nothing
 * was preloaded there or it is older than `maxAgeMs`.
 */
export function takePreloaded(url: string, maxAgeMs: number): Promise<unknown> | null {
  const entry = preloaded.get(url);
  if (!entry) return null;
  preloaded.delete(url);
  return Date.now() - entry.at <= maxAgeMs ? entry.data : null;
}

/** The URLs preloaded and not yet taken (for tests and diagnostics). */
export function pendingPreloads(): string[] {
  return [...preloaded.keys()];
}

/** Forgets every preload not yet taken (tests; a page that will not start a widget). */
export function clearPreloads(): void {
  preloaded.clear();
}

type Json = Record<string, unknown>;
const record = (value: unknown): Json | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** Lower-case `en_us` form of a language tag, so `en-US`, `en_US` and `EN_us` compare equal. */
const localeKey = (tag: string) => tag.trim().replace(/-/g, '_').toLowerCase();

/**
 * Starts the start-up calls of one widget (see the module comment). Never throws and never rejects:
 * a preload that fails only means the client fetches that URL itself. Resolves with the first menu's
 * raw answers once they are all in, or null when the page is no deep link to a menu whose file the
 * preload can tell, or when one of them failed.
 */
export function preloadStartup(options: StartupPreload): Promise<FirstMenuAnswers | null> {
  if (!options.publishableKey.trim()) return Promise.resolve(null);
  const fetcher = options.fetch ?? globalThis.fetch?.bind(globalThis);
  if (!fetcher) return Promise.resolve(null);
  const base = resolveBaseUrl(options.apiBase, options.pageUrl);
  const platformOrigin = originOf(base);

  /** Starts (or reuses) one GET and gives its JSON; the entry stays until the client takes it. */
  const get = (request: GetRequest): Promise<unknown> => {
    const url = withQuery(joinUrl(base, request.path), request.query);
    const existing = preloaded.get(url);
    if (existing) return existing.data;
    const headers: Record<string, string> = { accept: 'application/json', 'x-product-id': options.productId };
    // The guest's token goes to the platform only, never to a file host elsewhere (as in the client).
    if (options.accessToken && (platformOrigin === null || originOf(url) === platformOrigin)) headers.authorization = `Bearer ${options.accessToken}`;
    const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(PRELOAD_TIMEOUT_MS) : undefined;
    const data = fetcher(url, { method: 'GET', headers, signal, referrerPolicy: 'strict-origin' }).then((response) =>
      response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`)),
    );
    // Nobody may take it: an unhandled rejection would be noise.
    data.catch(() => undefined);
    preloaded.set(url, { data, at: Date.now() });
    return data;
  };
  /** A file URL an answer names, through the allow-list; null when refused or blank. */
  const allowed = (raw: unknown): string | null => {
    const value = text(raw);
    if (value === null) return null;
    const checked = checkPlatformUrl(value, base);
    return checked.ok ? checked.url : null;
  };
  const quietly = (work: Promise<unknown>) => void work.catch(() => undefined);

  const configuration = get(configurationRequest(options.publishableKey)).then((json) => record(record(json)?.data));
  // As the element decides it: the language the page names, else the business's default (a non-blank text), else en_US.
  const language: Promise<string | null> =
    options.language !== null
      ? Promise.resolve(options.language)
      : configuration.then(
          (data) => text(data?.default_language),
          () => null,
        );
  void language.then((known) => options.onLanguage?.(known));
  const currencySettings = configuration.then((data) => {
    const currencyUrl = allowed(data?.currency_settings_url);
    return currencyUrl ? get({ path: currencyUrl }).catch(() => null) : null;
  });
  quietly(currencySettings);
  // What the first menu is drawn from, settled as the calls answer (see FirstMenuAnswers).
  let settleExperience: (menu: { experience: Json; files: MenuFileAnswers } | null) => void = () => undefined;
  const experienceAnswers = new Promise<{ experience: Json; files: MenuFileAnswers } | null>((resolve) => (settleExperience = resolve));
  let settleLocation: (place: LocationAnswer | null) => void = () => undefined;
  const locationAnswer = new Promise<LocationAnswer | null>((resolve) => (settleLocation = resolve));
  let experienceStarted = false;
  // As the business store does: calls naming the business wait for the configuration only when no
  // attribute names it.
  const preloadExperience = (experienceId: number) => {
    experienceStarted = true;
    get(experienceRequest(experienceId)).then(
      (json) => {
        const experience = record(record(json)?.data);
        const files = preloadMenuFiles(experience, language, allowed, get);
        settleExperience(experience && files ? { experience, files } : null);
      },
      () => settleExperience(null),
    );
  };
  const forBusiness = (id: number) => {
    const businessUi = get(uiConfigurationRequest(id)).catch(() => null);
    const locations = get(locationsRequest(id, { locationGroupId: options.locationGroupId }));
    const { restaurant = null, experienceType = null } = options;
    if (restaurant === null) {
      settleLocation(null);
      if (!experienceStarted) settleExperience(null);
      return;
    }
    locations.then(
      (json) => {
        const location =
          list(record(json)?.data)
            .map(record)
            .find((candidate) => candidate?.id === restaurant) ?? null;
        // The restaurant's own look, asked alongside its experience (never after its menu).
        const ownUi =
          typeof location?.ui_configuration_id === 'number' ? get(uiConfigurationByIdRequest(location.ui_configuration_id)).catch(() => null) : null;
        settleLocation(
          location
            ? {
                location,
                locations: json,
                ui: ownUi ? ownUi.then((answer) => answer ?? businessUi) : businessUi,
                uiConfigurations: Promise.all(ownUi ? [ownUi, businessUi] : [businessUi]),
              }
            : null,
        );
        if (options.experienceId !== null || experienceType === null) {
          if (!experienceStarted) settleExperience(null);
          return;
        }
        // As the selection store matches them: the named restaurant's active experience of that type.
        const experience = list(location?.experiences)
          .map(record)
          .find((candidate) => candidate?.status === 'ACTIVE' && candidate.type === experienceType);
        if (typeof experience?.id === 'number') preloadExperience(experience.id);
        else settleExperience(null);
      },
      () => {
        settleLocation(null);
        settleExperience(null);
      },
    );
  };
  if (options.businessId !== null) forBusiness(options.businessId);
  else {
    const noBusiness = () => {
      settleLocation(null);
      if (!experienceStarted) settleExperience(null);
    };
    configuration.then((data) => (typeof data?.business_id === 'number' ? forBusiness(data.business_id) : noBusiness()), noBusiness);
  }
  if (options.experienceId !== null) preloadExperience(options.experienceId);
  return firstMenuAnswers({
    configuration,
    currencySettings,
    locationAnswer,
    experienceAnswers,
    language,
    base,
    request: {
      restaurant: options.restaurant ?? null,
      experienceType: options.experienceType ?? null,
      experienceId: options.experienceId,
      languageNamed: options.language !== null,
    },
    basis: paintBasis(options),
  });
}

/** The deep link's restaurant as the locations answer has it, and the UI configurations it is drawn in. */
interface LocationAnswer {
  location: Json;
  locations: unknown;
  ui: Promise<unknown>;
  uiConfigurations: Promise<unknown[]>;
}

/** The menu files' answers a first menu needs (null entries: not asked). */
interface MenuFileAnswers {
  menu: Promise<unknown>;
  outOfStock: Promise<unknown>;
  /** Resolves with null when the menu has no file for the language. */
  translation: Promise<unknown>;
}

/** Waits for every answer of the first menu; null as soon as one that the menu cannot do without fails. */
async function firstMenuAnswers(parts: {
  configuration: Promise<Json | null>;
  currencySettings: Promise<unknown>;
  locationAnswer: Promise<LocationAnswer | null>;
  experienceAnswers: Promise<{ experience: Json; files: MenuFileAnswers } | null>;
  language: Promise<string | null>;
  base: string;
  request: FirstMenuAnswers['request'];
  basis: string;
}): Promise<FirstMenuAnswers | null> {
  try {
    const [configuration, place, chosen] = await Promise.all([parts.configuration, parts.locationAnswer, parts.experienceAnswers]);
    if (!configuration || !place || !chosen) return null;
    const [menu, outOfStock, translation, currencySettings, uiConfiguration, uiConfigurations, language] = await Promise.all([
      chosen.files.menu,
      chosen.files.outOfStock,
      chosen.files.translation.catch(() => null),
      parts.currencySettings,
      place.ui,
      place.uiConfigurations,
      parts.language,
    ]);
    return {
      configuration,
      location: place.location,
      experience: chosen.experience,
      menu,
      outOfStock,
      translation,
      currencySettings,
      uiConfiguration,
      language,
      base: parts.base,
      locations: place.locations,
      uiConfigurations,
      request: parts.request,
      basis: parts.basis,
    };
  } catch {
    return null;
  }
}

/**
 * The files the menu store asks for first, as soon as the experience names them: the menu file when
 * the choice does not depend on the location's time zone (no file bound to days or hours), the stock
 * list and, once the language is known, the translation for its catalog (the menu store asks for the
 * catalog's locale). Not the allergens file: the menu paints without it and asks for it once it is
 * on screen.
 */
function preloadMenuFiles(
  experience: Json | null,
  language: Promise<string | null>,
  allowed: (raw: unknown) => string | null,
  get: (request: GetRequest) => Promise<unknown>,
): MenuFileAnswers | null {
  const settings = record(experience?.settings);
  const menus = record(settings?.menus);
  if (!experience || !menus) return null;
  const files = list(menus.files)
    .map(record)
    .filter((file): file is Json => file !== null && allowed(file.url) !== null);
  const timeBound = files.some((file) => file.days != null || file.from != null || file.to != null);
  const file = timeBound ? null : (files.find((candidate) => candidate.is_default === true) ?? files[0] ?? null);
  const menuUrl = file ? allowed(file.url) : null;
  const menu = menuUrl ? get({ path: menuUrl }) : null;
  const outOfStock = typeof experience.restaurant_id === 'number' ? get(outOfStockRequest(experience.restaurant_id)) : null;
  const translations = list(record(menus.translations)?.files)
    .map(record)
    .filter((entry): entry is Json => entry !== null && text(entry.language) !== null && allowed(entry.url) !== null);
  const primary = (key: string) => key.split('_')[0];
  const translated = language.then((known) => {
    // The translation the menu store picks: its catalog's locale exactly, else the same language in any region.
    const wanted = localeKey(catalogFor(known));
    const translation =
      translations.find((entry) => localeKey(entry.language as string) === wanted) ??
      translations.find((entry) => primary(localeKey(entry.language as string)) === primary(wanted));
    const translationUrl = translation ? allowed(translation.url) : null;
    return translationUrl ? get({ path: translationUrl }) : null;
  });
  translated.catch(() => undefined);
  return menu && outOfStock ? { menu, outOfStock, translation: translated } : null;
}

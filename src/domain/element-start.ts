/**
 * What one `<guest-ordering>` starts with, decided in one place from what the page says: its attributes,
 * the `configure()` calls made on it (or queued on `window.GuestOrdering.q` before the script loaded),
 * the page's address and the device's storage. It answers the business id, the flow, the language, the
 * storage keys, whether the first screen is a menu and which restaurant and experience the address
 * names. The script-tag loader asks it before the widget's code arrives (to start the platform calls
 * and paint a deep link's menu) and the element asks it again once the code is in; because both ask the
 * same function, what the loader fetched and painted is what the widget then shows.
 *
 * Pure and small (no DOM, no `location`, no `localStorage` of its own: callers pass them): the loader carries it.
 */
import { type AttributeValues, mergeConfig } from './element-attributes';
import type { ElementConfig } from './element-config';
import { isKiosk } from './kiosk/mode';
import type { StartupParams } from './startup-params';
import type { Flow } from './types';

/**
 * The things an element keeps in `localStorage`, each under its own key per business. `auth-store`
 * holds the session's tokens (the platform apps' AUTH_STORE), so a signed-in session survives a reload.
 */
export type StorageName =
  | 'cart'
  | 'checkout-form'
  | 'go-checkout'
  | 'go-placed-order'
  | 'go-followed-orders'
  | 'auth-store'
  | 'guest-ordered'
  | 'order-session'
  | 'cookie-policy'
  | 'language';

/**
 * The `localStorage` key of `name` for a business: `{name}:{business id, else the publishable key}`,
 * then `parts`, joined with `:` (e.g. `cart:1001:0:2003:3004`). It never waits for the platform (a
 * business named only by the platform's configuration keeps the publishable key), so a key is the same
 * before and after the configuration arrives, for the loader and for the element, and what one page
 * load saved the next one finds.
 */
export function storageKey(config: Pick<ElementConfig, 'businessId' | 'publishableKey'>, name: StorageName, ...parts: (string | number)[]): string {
  return [name, config.businessId ?? config.publishableKey, ...parts].join(':');
}

/** The restaurant and experience a deep link names (by type, `PICKUP`, or by id from `state`). */
export interface MenuLink {
  restaurant: number;
  /** The experience type, e.g. `PICKUP` (null when the link names the experience by id). */
  experience: string | null;
  /** The experience id (only in the `state` parameter); wins over the type when both are there. */
  experienceId: number | null;
}

/**
 * The restaurant and experience the address names, or null when it does not name both: then the
 * first screen is home (or the hotel's location list), not a menu.
 */
export function menuLink(params: Pick<StartupParams, 'restaurant' | 'experience' | 'experienceId'>): MenuLink | null {
  if (params.restaurant === null || (params.experience === null && params.experienceId === null)) return null;
  return { restaurant: params.restaurant, experience: params.experience, experienceId: params.experienceId };
}

/** The values of `configure()` calls queued before the script loaded, and whether the queue may name more. */
export interface QueuedConfiguration {
  /** The queued `configure()` values merged in order (a key given, even null, replaces the earlier one); `setLanguage(x)` as `language`. */
  configured: Partial<Record<keyof ElementConfig, unknown>>;
  /** A queued function may call anything once the script runs: what it will configure cannot be known before. */
  opaque: boolean;
}

/** Reads the calls a host queued on `window.GuestOrdering.q` (anything not an array: none). */
export function queuedConfiguration(queue: unknown): QueuedConfiguration {
  const configured: Record<string, unknown> = {};
  let opaque = false;
  for (const call of Array.isArray(queue) ? queue : []) {
    if (typeof call === 'function') opaque = true;
    if (!Array.isArray(call)) continue;
    const [method, argument] = call as [unknown, unknown];
    if (method === 'setLanguage') configured.language = argument;
    if (method === 'configure' && typeof argument === 'object' && argument !== null) {
      for (const [key, value] of Object.entries(argument)) if (value !== undefined) configured[key] = value;
    }
  }
  return { configured, opaque };
}

/** What the page says about one element, as {@link elementStart} reads it. */
export interface StartSources {
  /** The element's attributes (`readAttributeValues(element)`). */
  attributes: AttributeValues;
  /** `configure()` / `setLanguage()` values: the element's own calls, or the loader's queue ({@link queuedConfiguration}). */
  configured: Partial<Record<keyof ElementConfig, unknown>>;
  /** The address's start-up parameters (`parseStartupParams(location.search)`). */
  params: StartupParams;
  /** The element's `localStorage` as it opens it (null where it cannot), for the guest's kept choices. */
  storage?: Pick<Storage, 'getItem'> | null;
}

/** What an element starts with: the answers every layer, the loader included, reads from here. */
export interface ElementStart {
  /** The merged, sanitized configuration. */
  config: ElementConfig;
  /** The start-up parameters, with the `is-native` / `is-iframe` attributes over the address's. */
  params: StartupParams;
  /** The business the element names (attribute or `configure()`); null: the platform's configuration names it. */
  businessId: number | null;
  /** The flow the element forces; null: as the business configuration says. */
  flow: Flow | null;
  /**
   * The language of the first screen as far as the page tells: the one named (`configure()`,
   * `setLanguage()`, the address, the attribute), else the guest's choice kept on this device; null:
   * the business's default, known once its configuration answers (else the source language).
   */
  language: string | null;
  /** The `localStorage` key of `name` for this element's business ({@link storageKey}). */
  storageKey(name: StorageName, ...parts: (string | number)[]): string;
  /** The restaurant and experience the address names, or null. */
  menuLink: MenuLink | null;
  /** The first screen is a menu: the address names a restaurant and its experience. */
  opensMenu: boolean;
  /** A self-service kiosk (the `kiosk` attribute, or a device id in the address). */
  kiosk: boolean;
}

/** Decides what an element starts with (see the module's comment). Never throws for a storage that does. */
export function elementStart(sources: StartSources): ElementStart {
  const config = mergeConfig(sources.attributes.config, sources.configured, sources.params.language);
  const params = { ...sources.params, ...sources.attributes.startup };
  const key = (name: StorageName, ...parts: (string | number)[]) => storageKey(config, name, ...parts);
  const link = menuLink(params);
  return {
    config,
    params,
    businessId: config.businessId,
    flow: config.flow,
    language: startLanguage(config, sources.storage ?? null),
    storageKey: key,
    menuLink: link,
    opensMenu: link !== null,
    kiosk: isKiosk(config, params),
  };
}

/**
 * The language the first screen starts in as far as the page tells (see {@link ElementStart.language}):
 * the configuration's, else the guest's choice kept on this device (none, blank, or a storage that
 * throws: null).
 */
export function startLanguage(
  config: Pick<ElementConfig, 'language' | 'businessId' | 'publishableKey'>,
  storage: Pick<Storage, 'getItem'> | null,
): string | null {
  if (config.language) return config.language;
  try {
    return storage?.getItem(storageKey(config, 'language'))?.trim() || null;
  } catch {
    return null;
  }
}

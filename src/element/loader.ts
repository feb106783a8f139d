/**
 * What the script-tag loader (src/register.ts) does before the widget's code arrives: it reads what
 * the page already says (the `<guest-ordering>` elements' attributes, `configure()` calls queued on
 * `window.GuestOrdering.q`, the start-up parameters of the address) and starts the platform calls
 * those determine (src/api/preload.ts). Kept apart from the element so that the loader stays a few
 * kilobytes: it must not import React, the stores or the schemas.
 */
import { preloadStartup, type StartupPreload } from '../api/preload';
import { parseStartupParams } from '../domain/startup-params';
import { attachEarlyRoot } from './early-root';

/** What the page address and attributes tell the loader about the first screen. */
export interface PageStart {
  /** A restaurant and its experience are named: the first screen is the menu (its code loads now). */
  menu: boolean;
  /** Settles once the loader painted the first menu itself, or knows it will not (never rejects). */
  painted: Promise<unknown>;
}

/**
 * The painter's code: its own chunk (`first-paint`: the painter, the menu's rules and styles) and the
 * chunk it shares with every first screen (`first-screen`: the screen frame, buttons, theme, locale),
 * fetched side by side rather than the second found only once the first has arrived.
 */
export function loadPainter(): Promise<typeof import('./static-menu') | null> {
  return Promise.all([import('./static-menu'), loadFirstScreenShared()]).then(([painter]) => painter, () => null);
}

/**
 * Starts the `first-screen` chunk (see vite.config.ts): the app chunk and the painter both import from
 * it, and the browser would only find it after downloading one of them. Any module of that chunk
 * fetches the whole chunk; the button styles are in every first screen.
 */
export function loadFirstScreenShared(): Promise<unknown> {
  return import('../ui/button.styles');
}

/** Attributes and queued `configure()` values the start-up calls depend on. */
interface PreloadConfig {
  apiBase?: unknown;
  publishableKey?: unknown;
  productId?: unknown;
  businessId?: unknown;
  language?: unknown;
}

const CONFIG_ATTRIBUTES: Record<string, keyof PreloadConfig> = {
  'api-base': 'apiBase',
  'publishable-key': 'publishableKey',
  'product-id': 'productId',
  'business-id': 'businessId',
  language: 'language',
};

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The `configure()` calls a host queued before the script loaded (`GuestOrdering.q.push(['configure', {…}])`). */
function queuedConfiguration(win: Window): PreloadConfig {
  const queue = (win as { GuestOrdering?: { q?: unknown } }).GuestOrdering?.q;
  const merged: PreloadConfig = {};
  if (!Array.isArray(queue)) return merged;
  for (const call of queue) {
    if (Array.isArray(call) && call[0] === 'configure' && typeof call[1] === 'object' && call[1] !== null) Object.assign(merged, call[1]);
  }
  return merged;
}

/**
 * Starts the start-up calls of every `tagName` element already in the document (the same URL is
 * fetched once) and tells what the first screen is. Never throws: a page it cannot read simply starts
 * without a preload.
 */
export function preloadForPage(doc: Document, win: Window, tagName = 'guest-ordering'): PageStart {
  try {
    const startup = parseStartupParams(win.location.search);
    const queued = queuedConfiguration(win);
    const paints: Promise<unknown>[] = [];
    const deepLink = startup.restaurant !== null && (startup.experience !== null || startup.experienceId !== null);
    // The painter is a chunk of its own, fetched alongside the start-up calls on a deep link only.
    const painter = deepLink ? loadPainter() : null;
    for (const element of Array.from(doc.querySelectorAll(tagName)).slice(0, 4)) {
      const config: PreloadConfig = {};
      for (const [attribute, key] of Object.entries(CONFIG_ATTRIBUTES)) {
        const value = element.getAttribute(attribute);
        if (value !== null) config[key] = value;
      }
      Object.assign(config, queued);
      const businessId = Number(str(config.businessId) || NaN);
      const options: StartupPreload = {
        apiBase: str(config.apiBase),
        publishableKey: str(config.publishableKey),
        productId: str(config.productId),
        businessId: Number.isSafeInteger(businessId) && businessId > 0 ? businessId : null,
        accessToken: startup.accessToken,
        locationGroupId: startup.locationGroupId,
        experienceId: startup.experienceId,
        restaurant: startup.restaurant,
        experienceType: startup.experience,
        language: startup.language ?? (str(config.language) || null),
      };
      const answers = preloadStartup(options);
      // A deep link's first menu is painted by the loader itself as soon as its answers are in; the
      // element reuses the root and React replaces the paint (src/ui/first-paint-handover.ts).
      if (painter) {
        const root = attachEarlyRoot(element);
        if (root) paints.push(Promise.all([answers, painter]).then(([data, module]) => data && module?.paintFirstMenu(root, data)));
      }
    }
    return { menu: startup.restaurant !== null && (startup.experience !== null || startup.experienceId !== null), painted: Promise.all(paints) };
  } catch {
    return { menu: false, painted: Promise.resolve() };
  }
}

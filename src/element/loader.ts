/**
 * What the script-tag loader (src/register.ts) does before the widget's code arrives: it reads what
 * the page already says (the `<guest-ordering>` elements' attributes, `configure()` calls queued on
 * `window.GuestOrdering.q`, the start-up parameters of the address) and starts the platform calls
 * those determine (src/api/preload.ts). Kept apart from the element so that the loader stays a few
 * kilobytes: it must not import React, the stores or the schemas.
 */
import { preloadStartup, type StartupPreload } from '../api/preload';
import { readAttributeValues } from '../domain/element-attributes';
import { paintBasis } from '../domain/element-config';
import { elementStart, menuLink, queuedConfiguration } from '../domain/element-start';
import { parseStartupParams, type StartupParams } from '../domain/startup-params';
import { catalogFor } from '../i18n/shown-locale';
import { attachEarlyRoot } from './early-root';
import { takeStartupCredentials } from './startup-credentials';
import { loadPaintMessages } from './paint-messages';
import { pagePaintRefusal, type PaintRefusal } from './paint-plan';
import { safeLocalStorage } from './safe-storage';

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
  return Promise.all([import('./static-menu'), loadFirstScreenShared()]).then(
    ([painter]) => painter,
    () => null,
  );
}

/**
 * Starts the `first-screen` chunk (see vite.config.ts): the app chunk and the painter both import from
 * it, and the browser would only find it after downloading one of them. Any module of that chunk
 * fetches the whole chunk; the button styles are in every first screen.
 */
export function loadFirstScreenShared(): Promise<unknown> {
  return import('../ui/button.styles');
}

/** A catalog's first-paint messages (null: the source catalog's, bundled), undefined when they failed. */
type PaintWords = Readonly<Record<string, unknown>> | null | undefined;

/** The calls a host queued before the script loaded (`GuestOrdering.q.push(['configure', {…}])`). */
function queuedCalls(win: Window): unknown[] {
  const queue = (win as { GuestOrdering?: { q?: unknown } }).GuestOrdering?.q;
  return Array.isArray(queue) ? queue : [];
}

/**
 * The address's start-up parameters, parsed once per address: the loader reads them for the page and
 * again for each element, at the start and when its answers are in (base64 `state` included).
 */
let parsedStartup: { search: string; params: StartupParams } | null = null;
function startupParamsOf(search: string): StartupParams {
  if (parsedStartup?.search !== search) parsedStartup = { search, params: parseStartupParams(search) };
  return parsedStartup.params;
}

/**
 * The page's `localStorage` as the element will open it (probed with a write), probed once: the loader
 * reads each element's page at the start and again when its answers are in, and each probe is a write.
 */
const probedStorage = new WeakMap<Window, Storage | null>();
function storageOf(win: Window): Storage | null {
  if (!probedStorage.has(win)) probedStorage.set(win, safeLocalStorage(win));
  return probedStorage.get(win) ?? null;
}

/** What one element's page says now: the preload's options, whose menu it is, and why not to paint it. */
function readPage(element: Element, win: Window): { options: StartupPreload; basis: string; refusal: PaintRefusal | null } {
  const queued = queuedCalls(win);
  const queue = queuedConfiguration(queued);
  // The element's own start-up rule (the widget asks the same once its code is in), so what is fetched
  // and painted now is what it will show.
  const start = elementStart({
    attributes: readAttributeValues(element),
    configured: queue.configured,
    params: startupParamsOf(win.location.search),
    storage: storageOf(win),
  });
  const { config, params } = start;
  const options: StartupPreload = {
    apiBase: config.apiBase,
    publishableKey: config.publishableKey,
    businessId: config.businessId,
    productId: config.productId,
    accessToken: params.accessToken,
    locationGroupId: params.locationGroupId,
    experienceId: params.experienceId,
    restaurant: params.restaurant,
    experienceType: params.experience,
    // Null: the business's default, which the preload learns from the configuration. A queued
    // function may name a language the loader cannot see: then none is assumed, and nothing painted.
    language: queue.opaque ? null : start.language,
  };
  const refusal = pagePaintRefusal({ start, hash: win.location.hash, elementId: element.getAttribute('id'), queued }) ?? (queue.opaque ? 'queued-call' : null);
  return { options, basis: paintBasis(config), refusal };
}

/**
 * Starts the start-up calls of every `tagName` element already in the document (the same URL is
 * fetched once) and tells what the first screen is. Never throws: a page it cannot read simply starts
 * without a preload.
 */
export function preloadForPage(doc: Document, win: Window, tagName = 'guest-ordering'): PageStart {
  try {
    const startup = startupParamsOf(win.location.search);
    // Out of the address at once, before any request can carry it as a Referer (the code may come late).
    takeStartupCredentials(win, startup);
    const paints: Promise<unknown>[] = [];
    // The painter is a chunk of its own, fetched alongside the start-up calls, and only for a widget
    // whose first screen is the deep-linked menu (src/element/paint-plan.ts). A page the rules refuse
    // settles `painted` at once, so its code (which waits for the paint) never waits for answers.
    let painter: Promise<typeof import('./static-menu') | null> | null = null;
    for (const element of Array.from(doc.querySelectorAll(tagName)).slice(0, 4)) {
      const page = readPage(element, win);
      // The paint's words in the first screen's language, requested as soon as that is known (at once,
      // or when the business's configuration names its default), so they come with the data.
      // Undefined: they could not be loaded (then no paint: never English words for a Hebrew guest).
      let settle: (loading: Promise<PaintWords>) => void = () => undefined;
      const words = new Promise<PaintWords>((resolve) => (settle = resolve));
      if (page.refusal === null) page.options.onLanguage = (known) => settle(loadPaintMessages(catalogFor(known)).catch(() => undefined));
      const answers = preloadStartup(page.options);
      if (page.refusal !== null) continue;
      // A deep link's first menu is painted by the loader itself as soon as its answers are in, unless
      // the page changed meanwhile (a queued `configure()`, an attribute); the element reuses the root
      // and React replaces the paint (src/ui/first-paint-handover.ts).
      painter ??= loadPainter();
      const root = attachEarlyRoot(element);
      if (!root) continue;
      const stillRight = (now = readPage(element, win)) => now.refusal === null && now.basis === page.basis;
      paints.push(
        Promise.all([answers, painter])
          .then(async ([data, module]) => {
            if (!data || !module) return;
            // With the answers in, the language is known and its words requested (the preload told it first).
            const loaded = await words;
            if (loaded === undefined) return;
            // Drawn only in the language its answers and words were fetched in; a language the host names
            // once it is drawn is the host's own change, which React then shows.
            const now = readPage(element, win);
            if (!stillRight(now) || now.options.language !== page.options.language || !module.paintFirstMenu(root, data, loaded)) return;
            module.withdrawWhenQueued(root, (win as { GuestOrdering?: { q?: unknown } }).GuestOrdering?.q, stillRight);
          })
          .catch(() => undefined),
      );
    }
    return { menu: menuLink(startup) !== null, painted: Promise.all(paints) };
  } catch {
    return { menu: false, painted: Promise.resolve() };
  }
}

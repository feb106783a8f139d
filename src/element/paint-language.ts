/**
 * The language a widget's first screen will show, decided by the loader before the widget's code
 * arrives, by the element's own rule (src/element/runtime.ts, src/app/config.ts `mergeConfig`,
 * src/stores/first-screen/language.ts):
 * 1. a language the page names: `configure({ language })` / `setLanguage()` (queued on
 *    `window.GuestOrdering.q`), else the `language` start-up parameter, else the `language` attribute;
 * 2. else the guest's own choice kept on this device (`language:{business-id, else publishable key}`);
 * 3. else the business's default language (its configuration's `default_language`), once it answers
 *    (src/api/preload.ts, which asks for the menu's translation in that language);
 * 4. else the source language (en_US).
 * Part of the loader: kept small and free of the widget's code.
 */

/** What the page names before the code arrives; `unknown` when a queued call may name anything. */
export type PageLanguage = { known: true; language: string | null } | { known: false };

/** The sources of {@link pageLanguage}, read from the page. */
export interface LanguageSources {
  /** The `language` attribute (null when absent). */
  attribute: string | null;
  /** The `language` start-up parameter (null when absent). */
  startup: string | null;
  /** The host's queued calls (`window.GuestOrdering.q`), in order; not an array: none. */
  queue: unknown;
  /** The business id and publishable key the element's storage keys are made of (attribute or `configure()`). */
  businessId: unknown;
  publishableKey: unknown;
  /** The element's `localStorage` as the element opens it (null where it cannot). */
  storage: Pick<Storage, 'getItem'> | null;
}

/** `configure()` and attributes keep a language only when it is a non-blank text (`sanitizeConfig`). */
const clean = (value: unknown): string | null => (value ? String(value).trim() || null : null);

/**
 * The language the page names for a widget (steps 1 and 2 of the rule), or `known: false` when a
 * queued function call could name one the loader cannot see (then nothing may be painted in a
 * language that might be wrong).
 */
export function pageLanguage(sources: LanguageSources): PageLanguage {
  let configured: { value: unknown } | null = null;
  let businessId = sources.businessId;
  let publishableKey = sources.publishableKey;
  for (const call of Array.isArray(sources.queue) ? sources.queue : []) {
    if (typeof call === 'function') return { known: false };
    if (!Array.isArray(call)) continue;
    const [method, argument] = call as [unknown, unknown];
    if (method === 'setLanguage') configured = { value: argument };
    if (method === 'configure' && typeof argument === 'object' && argument !== null) {
      const values = argument as Record<string, unknown>;
      // As `mergeConfig`: a key given (even null) replaces the lower layers.
      if (values.language !== undefined) configured = { value: values.language };
      if (values.businessId !== undefined) businessId = values.businessId;
      if (values.publishableKey !== undefined) publishableKey = values.publishableKey;
    }
  }
  const named = configured ? clean(configured.value) : clean(sources.startup) ?? clean(sources.attribute);
  if (named) return { known: true, language: named };
  return { known: true, language: storedLanguage(sources.storage, businessId, publishableKey) };
}

/** The choice kept on this device, under the key the element's scope gives it (`storageKey('language')`). */
function storedLanguage(storage: Pick<Storage, 'getItem'> | null, businessId: unknown, publishableKey: unknown): string | null {
  const id = typeof businessId === 'number' ? businessId : typeof businessId === 'string' && businessId.trim() ? Number(businessId) : NaN;
  const owner = Number.isSafeInteger(id) && id > 0 ? id : String(publishableKey ?? '').trim();
  try {
    return clean(storage?.getItem(`language:${owner}`));
  } catch {
    return null;
  }
}

import type { Flow } from '../domain/types';
import type { ElementConfig } from '../domain/element-config';
import type { StartupParams } from '../domain/startup-params';
import { normalizeBasePath } from './route-path';

/** Defaults used when neither attributes, `configure()` nor the URL say otherwise. */
export const DEFAULT_CONFIG: Readonly<ElementConfig> = Object.freeze({
  apiBase: '',
  publishableKey: '',
  businessId: null,
  productId: '',
  flow: null,
  language: null,
  basePath: '',
  routing: 'hash',
  hostOrigin: null,
  realtimeUrl: null,
  sharedDevice: false,
  kiosk: false,
  kioskIdleSeconds: null,
  ownsPage: false,
  analyticsDataLayer: null,
  analyticsConsent: false,
});

/**
 * Merges the configuration layers of one element, lowest precedence first:
 * defaults < attributes < the `language` start-up parameter < `configure()` / `setLanguage()`.
 *
 * The URL's `language` beats the attribute because it is the guest's (or the shared link's) choice,
 * while the attribute is the integrator's default; an explicit JS call beats both.
 * Every layer is sanitized the same way, so `configure({ flow: 'X' })` is as safe as the attribute.
 */
export function mergeConfig(
  attributes: Partial<ElementConfig>,
  configured: Partial<ElementConfig>,
  startup: Pick<StartupParams, 'language'> | null,
): ElementConfig {
  const merged: ElementConfig = { ...DEFAULT_CONFIG };
  assignDefined(merged, attributes);
  if (startup?.language) merged.language = startup.language;
  assignDefined(merged, configured);
  return sanitizeConfig(merged);
}

/** Applies the value rules of each field (see docs/reference.md) to a merged configuration. */
export function sanitizeConfig(config: ElementConfig): ElementConfig {
  return {
    apiBase: String(config.apiBase ?? '').trim(),
    publishableKey: String(config.publishableKey ?? '').trim(),
    businessId: toBusinessId(config.businessId),
    productId: String(config.productId ?? '').trim(),
    flow: toFlow(config.flow),
    language: config.language ? String(config.language).trim() || null : null,
    basePath: normalizeBasePath(config.basePath),
    routing: config.routing === 'memory' ? 'memory' : 'hash',
    hostOrigin: toOrigin(config.hostOrigin),
    realtimeUrl: config.realtimeUrl ? String(config.realtimeUrl).trim() || null : null,
    // Only an explicit true marks the device shared (the attribute parser turns "true"/"false" into booleans).
    sharedDevice: config.sharedDevice === true,
    kiosk: config.kiosk === true,
    kioskIdleSeconds: toSeconds(config.kioskIdleSeconds),
    // Only an explicit true lets the widget touch the page's own head (its favicon).
    ownsPage: config.ownsPage === true,
    analyticsDataLayer: toDataLayerName(config.analyticsDataLayer),
    analyticsConsent: toConsent(config.analyticsConsent),
  };
}

/** A positive number of seconds (an attribute's text or a number), or null for the default. */
export function toSeconds(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(number) && number > 0 ? number : null;
}

/**
 * The name of a global data layer array (`dataLayer`): a JavaScript identifier, or null. Anything else
 * (a dotted path, a bracket, code) is refused with a warning: the widget writes `window[name]`, and a
 * name from the page's markup must never reach anything but one global's own name.
 */
export function toDataLayerName(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!text) return null;
  if (/^[A-Za-z_$][\w$]*$/.test(text)) return text;
  console.warn(
    `<guest-ordering>: analytics-data-layer must be the name of a global array such as "dataLayer"; got ${JSON.stringify(text)}. No analytics events are pushed.`,
  );
  return null;
}

/**
 * Analytics consent: `true` or `"granted"` (any case) grants it; `false`, `"denied"`, empty or absent
 * do not; any other word does not either and warns, so a typo never counts as consent.
 */
export function toConsent(value: unknown): boolean {
  if (value === true) return true;
  if (typeof value !== 'string') return false;
  const text = value.trim().toLowerCase();
  if (text === 'granted') return true;
  if (text && text !== 'denied') {
    console.warn(`<guest-ordering>: analytics-consent accepts "granted" or "denied"; got ${JSON.stringify(value)}. Consent is not granted.`);
  }
  return false;
}

/** `RESTAURANT` or `HOTEL` (any case); anything else means "from the business configuration". */
export function toFlow(value: unknown): Flow | null {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return upper === 'RESTAURANT' || upper === 'HOTEL' ? upper : null;
}

/** A positive integer business id, or null. */
export function toBusinessId(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/**
 * The exact origin postMessage may use, or null. `*` and anything that is not an http(s) origin are
 * refused with a warning: posting order data to any origin would leak it to whoever frames us.
 */
export function toOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const text = value.trim();
  try {
    const url = new URL(text);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && text !== '*') return url.origin;
  } catch {
    // fall through to the warning
  }
  console.warn(
    `<guest-ordering>: host-origin must be an exact origin such as "https://hotel.example"; got ${JSON.stringify(text)}. postMessage to the parent stays off.`,
  );
  return null;
}

function assignDefined(target: ElementConfig, source: Partial<ElementConfig>): void {
  for (const [key, value] of Object.entries(source)) {
    if (value !== undefined && key in DEFAULT_CONFIG) (target as unknown as Record<string, unknown>)[key] = value;
  }
}

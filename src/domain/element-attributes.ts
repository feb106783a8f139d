/**
 * The attributes of `<guest-ordering>`, declared once: each one's property name, how its text is read,
 * where its value goes, its default and the rule that keeps a bad value from reaching the platform.
 * Everything else follows from this table: the element's reflected properties (r2wc's `props`), the
 * configuration's defaults and its merge (`mergeConfig`), the script-tag loader's reading of the page
 * before the widget's code arrives, `custom-elements.json` and the attribute table of
 * docs/reference.md (both written by `npm run surface`, and a unit test fails when they drift).
 * What each attribute means for an integrator is written beside it in `src/element/surface-docs.ts`.
 *
 * Pure and small: the loader carries it.
 */
import type { ElementConfig } from './element-config';
import { normalizeBasePath } from './route-path';
import type { Flow } from './types';

/**
 * How an attribute's text is read, and what its property gives back: `string` its text (or undefined),
 * `boolean` a boolean the HTML way (see {@link parseBooleanAttribute}; absent: false), `number` the
 * sanitized number (or null).
 */
export type AttributeKind = 'string' | 'boolean' | 'number';

/** One attribute of the configuration: its property, its default and the rule its values pass. */
export interface ConfigAttribute<P extends keyof ElementConfig = keyof ElementConfig, K extends AttributeKind = AttributeKind> {
  /** The camelCase property that reflects the attribute, and the configuration key it feeds. */
  readonly prop: P;
  readonly kind: K;
  /** `config` feeds {@link ElementConfig}; `startup` overrides a start-up parameter of the address. */
  readonly target: 'config';
  /** The value when no layer sets one, or a layer's value is refused. */
  readonly fallback: ElementConfig[P];
  /**
   * Reads a value from any layer (an attribute's text, a `configure()` value of any type): the
   * sanitized value, or undefined when it is refused (the fallback then stands).
   */
  readonly sanitize: (value: unknown) => ElementConfig[P] | undefined;
}

/** A configuration attribute of any key. */
type AnyConfigAttribute = { [P in keyof ElementConfig]: ConfigAttribute<P> }[keyof ElementConfig];

/** An attribute that overrides a start-up parameter of the address (`?isNative=`, `?isIframe=`). */
export interface StartupAttribute {
  readonly prop: 'isNative' | 'isIframe';
  readonly kind: 'boolean';
  readonly target: 'startup';
  /** Absent, the address decides (its own default: false). */
  readonly fallback: false;
}

/** A trimmed text, or undefined for no value. */
const trimmed = (value: unknown): string | undefined => (value == null ? undefined : String(value).trim());
/** A non-blank trimmed text, or undefined. */
const nonBlank = (value: unknown): string | undefined => trimmed(value) || undefined;
/** Only a real boolean is one (the attribute parser has already turned `"true"`/`"false"` into booleans). */
const bool = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

/** A positive integer business id (an attribute's text or a number), or undefined. */
export function toBusinessId(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** `RESTAURANT` or `HOTEL` (any case); anything else is refused ("from the business configuration"). */
export function toFlow(value: unknown): Flow | undefined {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return upper === 'RESTAURANT' || upper === 'HOTEL' ? upper : undefined;
}

/** A positive number of seconds (an attribute's text or a number), or undefined for the default. */
export function toSeconds(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/**
 * The exact origin postMessage may use, or undefined. `*` and anything that is not an http(s) origin are
 * refused with a warning: posting order data to any origin would leak it to whoever frames us.
 */
export function toOrigin(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
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
  return undefined;
}

/**
 * The name of a global data layer array (`dataLayer`): a JavaScript identifier, or undefined. Anything else
 * (a dotted path, a bracket, code) is refused with a warning: the widget writes `window[name]`, and a
 * name from the page's markup must never reach anything but one global's own name.
 */
export function toDataLayerName(value: unknown): string | undefined {
  const text = trimmed(value);
  if (!text) return undefined;
  if (/^[A-Za-z_$][\w$]*$/.test(text)) return text;
  console.warn(
    `<guest-ordering>: analytics-data-layer must be the name of a global array such as "dataLayer"; got ${JSON.stringify(text)}. No analytics events are pushed.`,
  );
  return undefined;
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

/**
 * An IPv4 (`203.0.113.7`) or IPv6 (`2001:db8::1`) address, or undefined. Anything else is refused with a
 * warning: the value goes into a geocoding request's query, never as anything but an address.
 */
export function toIpAddress(value: unknown): string | undefined {
  const text = trimmed(value);
  if (!text) return undefined;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4?.slice(1).every((part) => Number(part) <= 255)) return text;
  if (/^[0-9a-f:]+$/i.test(text) && text.includes(':') && text.length <= 39 && (text.match(/::/g)?.length ?? 0) <= 1) return text.toLowerCase();
  console.warn(
    `<guest-ordering>: client-ip must be an IPv4 or IPv6 address; got ${JSON.stringify(text)}. The geocoding service judges by the request's address.`,
  );
  return undefined;
}

const config = <P extends keyof ElementConfig, K extends AttributeKind>(
  prop: P,
  kind: K,
  fallback: ElementConfig[P],
  sanitize: (value: unknown) => ElementConfig[P] | undefined,
): ConfigAttribute<P, K> => ({ prop, kind, target: 'config', fallback, sanitize });

const startup = (prop: StartupAttribute['prop']): StartupAttribute => ({ prop, kind: 'boolean', target: 'startup', fallback: false });

/**
 * Every attribute of `<guest-ordering>`, by its kebab-case name. A value is read from the attribute,
 * from `configure()` (which beats it) and, for `language`, from the address; the sanitized result or
 * the fallback is what the widget uses, so a typo never reaches the platform.
 */
export const ATTRIBUTES = {
  'api-base': config('apiBase', 'string', '', trimmed),
  'publishable-key': config('publishableKey', 'string', '', trimmed),
  'business-id': config('businessId', 'string', null, toBusinessId),
  'product-id': config('productId', 'string', '', trimmed),
  flow: config('flow', 'string', null, toFlow),
  language: config('language', 'string', null, nonBlank),
  'base-path': config('basePath', 'string', '', (value) => normalizeBasePath(value == null ? '' : String(value))),
  routing: config('routing', 'string', 'hash', (value) => (value === 'hash' || value === 'memory' ? value : undefined)),
  'host-origin': config('hostOrigin', 'string', null, toOrigin),
  'realtime-url': config('realtimeUrl', 'string', null, nonBlank),
  'shared-device': config('sharedDevice', 'boolean', false, bool),
  kiosk: config('kiosk', 'boolean', false, bool),
  'kiosk-idle-seconds': config('kioskIdleSeconds', 'number', null, toSeconds),
  'owns-page': config('ownsPage', 'boolean', false, bool),
  'analytics-data-layer': config('analyticsDataLayer', 'string', null, toDataLayerName),
  'analytics-consent': config('analyticsConsent', 'string', false, toConsent),
  'client-ip': config('clientIp', 'string', null, toIpAddress),
  'is-native': startup('isNative'),
  'is-iframe': startup('isIframe'),
} as const satisfies Record<string, AnyConfigAttribute | StartupAttribute>;

/** The kebab-case name of an attribute. */
export type AttributeName = keyof typeof ATTRIBUTES;
/** The camelCase property of an attribute. */
export type AttributeProp = (typeof ATTRIBUTES)[AttributeName]['prop'];
/** The attributes that feed the configuration, and those that override start-up parameters. */
type ConfigEntry = Extract<(typeof ATTRIBUTES)[AttributeName], { target: 'config' }>;

/** Every configuration attribute, in declaration order. */
const CONFIG_ENTRIES = Object.values(ATTRIBUTES).filter((entry): entry is ConfigEntry => entry.target === 'config');

/** Every key of {@link ElementConfig} has its attribute (a compile error here names the one missing). */
type MissingAttribute = Exclude<keyof ElementConfig, ConfigEntry['prop']>;
const everyConfigKeyHasAnAttribute: [MissingAttribute] extends [never] ? true : MissingAttribute = true;
void everyConfigKeyHasAnAttribute;

/** The configuration when no layer sets anything: every attribute's fallback. */
export const DEFAULT_CONFIG: Readonly<ElementConfig> = Object.freeze(
  Object.fromEntries(CONFIG_ENTRIES.map((entry) => [entry.prop, entry.fallback])) as unknown as ElementConfig,
);

/**
 * Parses a boolean attribute the HTML way plus explicit words: present and empty (`<x is-native>`) or
 * `"true"` is true; `"false"` is false; absent is undefined (not set). Anything else is undefined with
 * a warning, so `is-native="no"` does not silently mean true.
 */
export function parseBooleanAttribute(value: string | null, name = 'attribute'): boolean | undefined {
  if (value === null) return undefined;
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'true') return true;
  if (text === 'false') return false;
  console.warn(`<guest-ordering>: ${name} accepts "true" or "false"; got ${JSON.stringify(value)}. It is ignored.`);
  return undefined;
}

/** What the attributes of one element say, split by target (raw values, sanitized by {@link mergeConfig}). */
export interface AttributeValues {
  config: Partial<Record<keyof ElementConfig, unknown>>;
  startup: { isNative?: boolean; isIframe?: boolean };
}

/** Reads every declared attribute through `getAttribute` (absent attributes are left out). */
export function readAttributeValues(element: Pick<Element, 'getAttribute'>): AttributeValues {
  const values: AttributeValues = { config: {}, startup: {} };
  for (const [name, entry] of Object.entries(ATTRIBUTES) as [AttributeName, ConfigEntry | StartupAttribute][]) {
    const raw = element.getAttribute(name);
    if (raw === null) continue;
    const value = entry.kind === 'boolean' ? parseBooleanAttribute(raw, name) : raw;
    if (value === undefined) continue;
    (values[entry.target] as Record<string, unknown>)[entry.prop] = value;
  }
  return values;
}

/** Applies each attribute's rule to a merged configuration: a refused value falls back to the default. */
export function sanitizeConfig(values: Partial<Record<keyof ElementConfig, unknown>>): ElementConfig {
  const out: Record<string, unknown> = {};
  for (const entry of CONFIG_ENTRIES) {
    const value = values[entry.prop] === undefined ? undefined : entry.sanitize(values[entry.prop]);
    out[entry.prop] = value === undefined ? entry.fallback : value;
  }
  return out as unknown as ElementConfig;
}

/**
 * Merges the configuration layers of one element, lowest precedence first:
 * defaults < attributes < the `language` start-up parameter < `configure()` / `setLanguage()`.
 *
 * The address's `language` beats the attribute because it is the guest's (or the shared link's) choice,
 * while the attribute is the integrator's default; an explicit JS call beats both. A layer's undefined
 * leaves the lower layer's value; every layer is sanitized the same way, so `configure({ flow: 'X' })`
 * is as safe as the attribute.
 */
export function mergeConfig(
  attributes: Partial<Record<keyof ElementConfig, unknown>>,
  configured: Partial<Record<keyof ElementConfig, unknown>>,
  startupLanguage: string | null,
): ElementConfig {
  const merged: Partial<Record<keyof ElementConfig, unknown>> = {};
  const assign = (layer: Partial<Record<keyof ElementConfig, unknown>>) => {
    for (const entry of CONFIG_ENTRIES) if (layer[entry.prop] !== undefined) merged[entry.prop] = layer[entry.prop];
  };
  assign(attributes);
  if (startupLanguage) merged.language = startupLanguage;
  assign(configured);
  return sanitizeConfig(merged);
}

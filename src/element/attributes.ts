import type { ElementConfig } from '../domain/element-config';
import type { StartupParams } from '../domain/startup-params';

/** How an attribute's text becomes a value. */
export type AttributeKind = 'string' | 'boolean';

/** One documented attribute: its kebab-case name, the camelCase property, and where its value goes. */
export interface AttributeSpec {
  prop: string;
  kind: AttributeKind;
  /** `config` feeds {@link ElementConfig}; `startup` overrides a start-up parameter. */
  target: 'config' | 'startup';
}

/**
 * Every attribute of `<guest-ordering>` (documented on the element class and in docs/reference.md).
 * Values are sanitized by `sanitizeConfig()` (src/app/config.ts), so a typo never reaches the API.
 */
export const ATTRIBUTES = {
  'api-base': { prop: 'apiBase', kind: 'string', target: 'config' },
  'publishable-key': { prop: 'publishableKey', kind: 'string', target: 'config' },
  'business-id': { prop: 'businessId', kind: 'string', target: 'config' },
  'product-id': { prop: 'productId', kind: 'string', target: 'config' },
  flow: { prop: 'flow', kind: 'string', target: 'config' },
  language: { prop: 'language', kind: 'string', target: 'config' },
  'base-path': { prop: 'basePath', kind: 'string', target: 'config' },
  routing: { prop: 'routing', kind: 'string', target: 'config' },
  'host-origin': { prop: 'hostOrigin', kind: 'string', target: 'config' },
  'realtime-url': { prop: 'realtimeUrl', kind: 'string', target: 'config' },
  'shared-device': { prop: 'sharedDevice', kind: 'boolean', target: 'config' },
  kiosk: { prop: 'kiosk', kind: 'boolean', target: 'config' },
  'kiosk-idle-seconds': { prop: 'kioskIdleSeconds', kind: 'string', target: 'config' },
  'owns-page': { prop: 'ownsPage', kind: 'boolean', target: 'config' },
  'analytics-data-layer': { prop: 'analyticsDataLayer', kind: 'string', target: 'config' },
  'analytics-consent': { prop: 'analyticsConsent', kind: 'string', target: 'config' },
  'is-native': { prop: 'isNative', kind: 'boolean', target: 'startup' },
  'is-iframe': { prop: 'isIframe', kind: 'boolean', target: 'startup' },
} as const satisfies Record<string, AttributeSpec>;

export type AttributeName = keyof typeof ATTRIBUTES;
export type AttributeProp = (typeof ATTRIBUTES)[AttributeName]['prop'];

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

/** What the attributes of one element say, split by target. */
export interface AttributeValues {
  config: Partial<ElementConfig>;
  startup: Partial<Pick<StartupParams, 'isNative' | 'isIframe'>>;
}

/** Reads every documented attribute of `element` (absent attributes are left out). */
export function readAttributes(element: Pick<Element, 'getAttribute'>): AttributeValues {
  const values: AttributeValues = { config: {}, startup: {} };
  for (const [name, spec] of Object.entries(ATTRIBUTES) as [AttributeName, AttributeSpec][]) {
    const raw = element.getAttribute(name);
    if (raw === null) continue;
    const bucket = values[spec.target] as Record<string, unknown>;
    if (spec.kind === 'boolean') {
      const parsed = parseBooleanAttribute(raw, name);
      if (parsed !== undefined) bucket[spec.prop] = parsed;
    } else {
      bucket[spec.prop] = raw;
    }
  }
  return values;
}

/** The r2wc `props` option: every attribute as a typed r2wc prop, so r2wc creates the accessors. */
export function r2wcProps(): Record<AttributeProp, 'string' | 'boolean'> {
  const props = {} as Record<AttributeProp, 'string' | 'boolean'>;
  for (const spec of Object.values(ATTRIBUTES)) props[spec.prop] = spec.kind;
  return props;
}

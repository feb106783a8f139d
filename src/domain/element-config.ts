/**
 * The element's configuration: what the element shell hands the ordering stores once its attributes,
 * `configure()` and the start-up query parameters are merged. A plain type, shared by every floor.
 */
import type { Flow } from './types';

/** Element configuration after attributes, `configure()` and start-up query parameters are merged. */
export interface ElementConfig {
  apiBase: string;
  publishableKey: string;
  businessId: number | null;
  productId: string;
  /** Forced flow; null means "from the business configuration". */
  flow: Flow | null;
  language: string | null;
  basePath: string;
  routing: 'hash' | 'memory';
  /** The only origin postMessage may talk to; null disables postMessage to a parent. */
  hostOrigin: string | null;
  /** Overrides the realtime database URL of the business configuration. */
  realtimeUrl: string | null;
  /**
   * Many guests use this device (a hotel-room tablet, a kiosk): the guest's details are never kept
   * for the next checkout and the "remember me" choice is not offered.
   */
  sharedDevice: boolean;
  /**
   * A self-service kiosk: ordering at arm's length, paid at the kiosk's card terminal, with idle
   * handling so no half-finished order is left for the next guest. Also true when the start-up
   * parameters name a device id. A kiosk without a device id shows only a staff-assistance message.
   */
  kiosk: boolean;
  /** Seconds without a touch before a kiosk asks "are you still there?" (null: the default, 60). */
  kioskIdleSeconds: number | null;
  /**
   * The widget is the page (a page that shows nothing else: a framed page, a webview's page): it may
   * set the page's favicon from the UI configuration. Never true by default: a host page's own icon is
   * the host's.
   */
  ownsPage: boolean;
  /**
   * Name of the host page's data layer (the global array Google Tag Manager and gtag.js read, usually
   * `dataLayer`) the widget pushes GA4 ecommerce events to; null pushes nothing. A JavaScript identifier.
   */
  analyticsDataLayer: string | null;
  /**
   * The guest granted the host consent to analytics: only then are GA4 events pushed. Events of moments
   * without it are dropped, never kept for later.
   */
  analyticsConsent: boolean;
  /**
   * The guest's public IP address, when the host knows it (a page rendered by its server, an app's own
   * backend): sent to the business's geocoding service to find the guest's country. Null: the service
   * judges by the address the request comes from.
   */
  clientIp: string | null;
}

/**
 * The configuration values that decide whose menu a widget shows (platform, business and product), as
 * one comparable text. The script-tag loader records it with its early paint of a deep-linked menu;
 * the element releases that paint at once when its own configuration says otherwise (a `configure()`
 * call after the loader ran), so no guest sees another business's menu while the right one loads.
 * Both sides pass sanitized values (`sanitizeConfig` in src/domain/element-attributes.ts).
 */
export function paintBasis(config: Pick<ElementConfig, 'apiBase' | 'publishableKey' | 'businessId' | 'productId'>): string {
  return JSON.stringify([config.apiBase, config.publishableKey, config.businessId, config.productId]);
}

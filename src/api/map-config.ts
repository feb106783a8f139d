import { ORDER_SESSION_EXPIRY_MINUTES_DEFAULT } from '../domain/order-session';
import type { BusinessConfiguration, UiConfiguration } from '../domain/types';
import { createUrlGuard, type UrlGuard } from './client';
import { ApiError } from './errors';
import { UiConfigSchema } from './schemas-home';
import { check } from './validation';
import type { WireBusinessConfigurationResponse, WireUiConfigurationResponse } from './wire';

/**
 * Wire business configuration -> domain. Every URL passes the allow-list (`allowUrl`),
 * which also makes a relative one absolute against the API base: the card-fields iframe is served by
 * the wallet provider (the sandbox in the demo), never by the page hosting the widget. A refused
 * wallet `frame_url` keeps the wallet with `frameUrl: null` (card payment offered but unavailable, so
 * the guest is told); refused links are left out; a refused geocoding URL turns geocoding off; a
 * refused realtime `database_url` leaves no realtime database, so totals end in the recoverable
 * "could not get the totals" message instead of a socket to an address nobody vouched for.
 */
export function mapBusinessConfiguration(wire: WireBusinessConfigurationResponse, allowUrl: UrlGuard = createUrlGuard('')): BusinessConfiguration {
  const d = wire.data;
  const geocodingUrl = d.geocoding ? allowUrl(d.geocoding.url, 'geocoding url') : null;
  const realtimeUrl = d.realtime ? allowUrl(d.realtime.database_url, 'realtime database_url', 'realtime') : null;
  return {
    businessId: d.business_id,
    name: d.name,
    flow: d.flow,
    productId: d.product_id,
    supportGuests: d.supportGuests,
    supportMembers: d.supportMembers,
    blockHomePage: d.blockHomePage,
    viewMode: d.viewMode,
    itemLimitation: d.itemLimitation,
    showEditItem: d.showEditItem,
    defaultLanguage: d.default_language,
    languages: [...d.languages],
    // Each page is linked only where the business shows it (`showTerms`, `showPrivacy`, on when absent).
    termsUrl: d.showTerms === false ? null : allowUrl(d.terms_url, 'terms_url'),
    privacyUrl: d.showPrivacy === false ? null : allowUrl(d.privacy_url, 'privacy_url'),
    realtime: realtimeUrl && d.realtime ? { databaseUrl: realtimeUrl, namespace: d.realtime.namespace } : null,
    orderExpirationMinutes: d.order_expiration_minutes ?? ORDER_SESSION_EXPIRY_MINUTES_DEFAULT,
    // "Location search default locationLimit 5 (configurable)".
    locationLimit: d.locationLimit !== undefined && d.locationLimit > 0 ? Math.floor(d.locationLimit) : 5,
    showComment: d.showComment ?? true,
    cookiePolicy: d.cookiePolicy ?? false,
    currencySettingsUrl: allowUrl(d.currency_settings_url, 'currency_settings_url'),
    translationsUrl: allowUrl(d.translations_url, 'translations_url'),
    wallet: d.wallet
      ? { version: d.wallet.version, frameUrl: allowUrl(d.wallet.frame_url, 'wallet frame_url') }
      : d.wallet_v3
        ? { version: 'v3', frameUrl: allowUrl(d.wallet_v3.frame_url, 'wallet_v3 frame_url') }
        : null,
    geocoding: d.geocoding && geocodingUrl ? { url: geocodingUrl, key: d.geocoding.key } : null,
    captcha: captchaOf(d.dine_captcha_config, allowUrl),
    showHistory: d.showHistory ?? false,
    accountDeletionText: d.account_deletion_text?.trim() || null,
  };
}

/** The captcha when it is on and its provider URL passes the allow-list (a refused URL turns it off). */
function captchaOf(wire: WireBusinessConfigurationResponse['data']['dine_captcha_config'], allowUrl: UrlGuard): BusinessConfiguration['captcha'] {
  if (!wire?.enabled) return null;
  const url = allowUrl(wire.url, 'dine_captcha_config url');
  return url ? { provider: wire.provider, siteKey: wire.site_key, url } : null;
}

/**
 * Wire UI configuration -> domain. `data.config` is a JSON string: it is parsed and
 * validated too, so a broken white-label config is an `invalid-response`, not a blank widget.
 * The policy, logo, favicon and footer link URLs pass the allow-list (`allowUrl`, relative ones made absolute
 * against the API base); a refused logo or policy is null and a refused footer link is left out.
 */
export function mapUiConfiguration(wire: WireUiConfigurationResponse, allowUrl: UrlGuard = createUrlGuard('')): UiConfiguration {
  const label = 'GET /restaurants/api/v3/ui-configurations';
  let parsed: unknown;
  try {
    parsed = JSON.parse(wire.data.config);
  } catch (error) {
    throw new ApiError({
      kind: 'invalid-response',
      message: `${label} returned a response that does not match the platform contract: data.config expected a JSON string, got ${JSON.stringify(wire.data.config.slice(0, 40))}. Fix the UI configuration on the platform.`,
      cause: error,
    });
  }
  const config = check(parsed, UiConfigSchema);
  if (!config.ok) {
    throw new ApiError({
      kind: 'invalid-response',
      message: `${label} returned a response that does not match the platform contract: data.config (parsed) ${config.problem}. Fix the UI configuration on the platform.`,
      cause: config.error,
    });
  }
  const c = config.value;
  return {
    name: wire.data.name,
    policyUrl: allowUrl(wire.data.policy_url, 'policy_url'),
    hideAvailabilityBanner: wire.data.modifiable_config_fields.settings.hide_availability_banner,
    colors: { ...c.colors },
    fontFamily: c.font_family ?? null,
    logoUrl: allowUrl(c.logo_url, 'logo_url'),
    faviconUrl: allowUrl(c.favicon_url, 'favicon_url'),
    accessibilityWidgetUrl: allowUrl(c.accessibility_widget_url, 'accessibility_widget_url'),
    footerLinks: (c.footer_links ?? []).flatMap((link) => {
      const url = allowUrl(link.url, `footer link "${link.label}"`);
      return url ? [{ label: link.label, url }] : [];
    }),
  };
}

import type { BusinessConfiguration, UiConfiguration } from '../domain/types';
import { ApiError } from './errors';
import { UiConfigSchema } from './schemas-home';
import { check } from './validation';
import type { WireBusinessConfigurationResponse, WireUiConfigurationResponse } from './wire';

/**
 * Wire business configuration (spec 7.1) -> domain. `resolveUrl` makes a relative wallet
 * `frame_url` absolute against the API base: the card-fields iframe is served by the wallet
 * provider (the sandbox in the demo), never by the page hosting the widget.
 */
export function mapBusinessConfiguration(
  wire: WireBusinessConfigurationResponse,
  resolveUrl: (url: string) => string = (url) => url,
): BusinessConfiguration {
  const d = wire.data;
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
    termsUrl: d.terms_url,
    privacyUrl: d.privacy_url,
    realtime: d.realtime ? { databaseUrl: d.realtime.database_url, namespace: d.realtime.namespace } : null,
    orderExpirationMinutes: d.order_expiration_minutes,
    // Spec 9: "Location search default locationLimit 5 (configurable)".
    locationLimit: d.locationLimit !== undefined && d.locationLimit > 0 ? Math.floor(d.locationLimit) : 5,
    showComment: d.showComment ?? true,
    currencySettingsUrl: d.currency_settings_url ?? null,
    wallet: d.wallet ? { version: d.wallet.version, frameUrl: resolveUrl(d.wallet.frame_url) } : null,
    geocoding: d.geocoding ? { url: resolveUrl(d.geocoding.url), key: d.geocoding.key } : null,
  };
}

/**
 * Wire UI configuration (spec 7.1) -> domain. `data.config` is a JSON string: it is parsed and
 * validated too, so a broken white-label config is an `invalid-response`, not a blank widget.
 * `resolveUrl` makes a relative logo URL absolute against the API base.
 */
export function mapUiConfiguration(wire: WireUiConfigurationResponse, resolveUrl: (url: string) => string): UiConfiguration {
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
    policyUrl: wire.data.policy_url,
    hideAvailabilityBanner: wire.data.modifiable_config_fields.settings.hide_availability_banner,
    colors: { ...c.colors },
    fontFamily: c.font_family ?? null,
    logoUrl: c.logo_url ? resolveUrl(c.logo_url) : null,
    footerLinks: (c.footer_links ?? []).map((link) => ({ label: link.label, url: link.url })),
  };
}

/**
 * Schemas for the start-up and home-screen calls (configuration, locations, experiences) and error
 * bodies: the part of `./schemas.ts` the first screen needs; the later place calls' (hotels, search,
 * schedule, slots) are `./schemas-places.ts`. See `./schemas.ts`.
 */
import { array, boolean, enums, nullable, number, optional, string, type, type Describe } from 'superstruct';
import { every } from './validation';
import type {
  WireBusinessConfigurationResponse,
  WireCheckoutFieldSetting,
  WireErrorBody,
  WireExperience,
  WireExperienceResponse,
  WireLocation,
  WireLocationsResponse,
  WireMenuFile,
  WireOpenHours,
  WireOutOfStockItem,
  WireUiConfig,
  WireUiConfigurationResponse,
  WireCaptchaConfig,
  WireGeocodingSettings,
  WireWalletSettings,
} from './wire';

const weekday = enums(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const);

export const OutOfStockItemSchema: Describe<WireOutOfStockItem> = type(
  every<WireOutOfStockItem>()({
    pui: string(),
    name: string(),
    available: optional(number()),
  }),
);

/** Error bodies. */
export const ErrorBodySchema: Describe<WireErrorBody> = type(
  every<WireErrorBody>()({
    code: number(),
    message: string(),
    items_not_in_stock: optional(array(OutOfStockItemSchema)),
  }),
);

/** The geocoding service of a business. */
export const GeocodingSettingsSchema: Describe<WireGeocodingSettings> = type({
  url: string(),
  key: string(),
});

/** The card wallet of a business: which SDK version, where its card-fields page lives. */
export const WalletSettingsSchema: Describe<WireWalletSettings> = type({
  version: enums(['v2', 'v3'] as const),
  frame_url: string(),
});

export const CaptchaConfigSchema: Describe<WireCaptchaConfig> = type({
  enabled: boolean(),
  provider: string(),
  site_key: string(),
  url: string(),
});

export const BusinessConfigurationResponseSchema: Describe<WireBusinessConfigurationResponse> = type({
  data: type(
    every<WireBusinessConfigurationResponse['data']>()({
      business_id: number(),
      name: string(),
      flow: enums(['RESTAURANT', 'HOTEL'] as const),
      product_id: string(),
      supportGuests: boolean(),
      supportMembers: boolean(),
      blockHomePage: boolean(),
      viewMode: boolean(),
      itemLimitation: number(),
      showEditItem: enums(['ALWAYS', 'MODIFIERS', 'REQUIRED_MODIFIERS', 'NEVER'] as const),
      default_language: string(),
      languages: array(string()),
      terms_url: nullable(string()),
      privacy_url: nullable(string()),
      realtime: nullable(type({ database_url: string(), namespace: string() })),
      order_expiration_minutes: optional(number()),
      locationLimit: optional(number()),
      showComment: optional(boolean()),
      cookiePolicy: optional(boolean()),
      currency_settings_url: optional(nullable(string())),
      translations_url: optional(nullable(string())),
      wallet: optional(nullable(WalletSettingsSchema)),
      wallet_v3: optional(nullable(type({ frame_url: string() }))),
      geocoding: optional(nullable(GeocodingSettingsSchema)),
      dine_captcha_config: optional(nullable(CaptchaConfigSchema)),
      showHistory: optional(boolean()),
      showTerms: optional(boolean()),
      showPrivacy: optional(boolean()),
      account_deletion_text: optional(nullable(string())),
    }),
  ),
});

export const UiConfigurationResponseSchema: Describe<WireUiConfigurationResponse> = type({
  data: type({
    name: string(),
    policy_url: nullable(string()),
    config: string(),
    modifiable_config_fields: type({ settings: type({ hide_availability_banner: boolean() }) }),
  }),
});

/** The parsed `data.config` JSON string of the UI configuration. */
export const UiConfigSchema: Describe<WireUiConfig> = type(
  every<WireUiConfig>()({
    colors: optional(
      type(every<NonNullable<WireUiConfig['colors']>>()({ primary: optional(string()), background: optional(string()), text: optional(string()) })),
    ),
    font_family: optional(string()),
    logo_url: optional(string()),
    favicon_url: optional(string()),
    accessibility_widget_url: optional(string()),
    footer_links: optional(array(type({ label: string(), url: string() }))),
  }),
);

export const LocationSchema: Describe<WireLocation> = type({
  id: number(),
  name: string(),
  image: nullable(string()),
  short_description: string(),
  long_description: string(),
  currency: type({ code: string() }),
  phone: nullable(string()),
  timezone: type({ name: string() }),
  localization: type({ date: type({ default_format: string() }), time: type({ default_format: string() }) }),
  place: type({
    data: type({
      formatted_address: string(),
      address_components: array(type({ long_name: string(), short_name: string(), types: array(string()) })),
    }),
  }),
  experiences: array(type({ id: number(), type: string(), status: enums(['ACTIVE', 'INACTIVE'] as const) })),
  hotel_id: nullable(number()),
  location_group_id: nullable(number()),
  ui_configuration_id: optional(nullable(number())),
});

export const LocationsResponseSchema: Describe<WireLocationsResponse> = type({ data: array(LocationSchema) });

const openWindow = type({ from: string(), to: string() });
export const OpenHoursSchema: Describe<WireOpenHours> = type(
  every<WireOpenHours>()({
    mon: optional(array(openWindow)),
    tue: optional(array(openWindow)),
    wed: optional(array(openWindow)),
    thu: optional(array(openWindow)),
    fri: optional(array(openWindow)),
    sat: optional(array(openWindow)),
    sun: optional(array(openWindow)),
  }),
);

export const MenuFileSchema: Describe<WireMenuFile> = type(
  every<WireMenuFile>()({
    url: string(),
    is_default: boolean(),
    days: optional(array(weekday)),
    from: optional(string()),
    to: optional(string()),
  }),
);

export const CheckoutFieldSettingSchema: Describe<WireCheckoutFieldSetting> = type(
  every<WireCheckoutFieldSetting>()({
    required: boolean(),
    editable: boolean(),
    type: enums(['text', 'number', 'email', 'phone'] as const),
    min: optional(number()),
    max: optional(number()),
    label: optional(string()),
    show_with_payment_type: optional(array(string())),
  }),
);

const field = optional(CheckoutFieldSettingSchema);

export const ExperienceSchema: Describe<WireExperience> = type({
  id: number(),
  type: string(),
  status: enums(['ACTIVE', 'INACTIVE'] as const),
  restaurant_id: number(),
  settings: type({
    is_asap_only: boolean(),
    display_order_time: boolean(),
    open_hours: OpenHoursSchema,
    available_days: number(),
    frame_time: number(),
    interval: number(),
    slots: type({ next_available: nullable(string()), next_available_with_grace: nullable(string()) }),
    payments: type({
      default: string(),
      allowed: array(type(every<WireExperience['settings']['payments']['allowed'][number]>()({ type: string(), validation: optional(nullable(string())) }))),
    }),
    is_room_validation: boolean(),
    checkout: type({ is_active: boolean() }),
    deliveries: array(type({ type: enums(['ROOM', 'PICK_UP'] as const) })),
    menus: type({
      files: array(MenuFileSchema),
      translations: type({ files: array(type({ language: string(), url: string() })) }),
      allergens: type({ url: nullable(string()) }),
    }),
    ui: type({
      checkout: type({
        tip: nullable(type({ options: array(number()), selected: nullable(number()) })),
        fields: type(
          every<WireExperience['settings']['ui']['checkout']['fields']>()({
            first_name: field,
            last_name: field,
            phone: field,
            email: field,
            room_number: field,
            table_number: field,
            guest_count: field,
            comments: field,
            coupons: field,
            tip: field,
          }),
        ),
      }),
      menu: type({
        show_calories: boolean(),
        items: type({ show_comments: boolean(), comments: type({ max: number() }) }),
      }),
      my_order: type({ disclaimer: nullable(string()) }),
    }),
    hide_tip: type({ payment_types: array(string()) }),
  }),
});

export const ExperienceResponseSchema: Describe<WireExperienceResponse> = type({ data: ExperienceSchema });

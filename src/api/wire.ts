/**
 * The platform API's JSON, exactly as it travels, with the spec's own field names.
 *
 * This file is the contract between the widget and any platform, including our sandbox under
 * `demo/sandbox/`: the sandbox builds these objects, and `src/api/schemas.ts` validates them with
 * superstruct (`Describe<…>` keeps the two in step at compile time). Nothing outside `src/api/`
 * and the sandbox should import wire types: the rest of the SDK uses the domain types of
 * `src/domain/types.ts`, mapped once in `src/api/`.
 */

/** Every error response body: HTTP status >= 400. `message` is usually a catalogue key. */
export interface WireErrorBody {
  code: number;
  message: string;
  items_not_in_stock?: WireOutOfStockItem[];
}
export interface WireOutOfStockItem {
  pui: string;
  name: string;
  /** How many are left; 0 when sold out. */
  available?: number;
}

/** GET /users/api/v2/business/configurations?public_only=1&keys=pickupv2&publishableKey= */
export interface WireBusinessConfigurationResponse {
  data: {
    business_id: number;
    name: string;
    /** RESTAURANT or HOTEL. */
    flow: 'RESTAURANT' | 'HOTEL';
    product_id: string;
    supportGuests: boolean;
    supportMembers: boolean;
    blockHomePage: boolean;
    viewMode: boolean;
    itemLimitation: number;
    showEditItem: 'ALWAYS' | 'MODIFIERS' | 'REQUIRED_MODIFIERS' | 'NEVER';
    default_language: string;
    languages: string[];
    terms_url: string | null;
    privacy_url: string | null;
    /** Where the widget listens for calculated carts; null when not used. */
    realtime: { database_url: string; namespace: string } | null;
    /**
     * How long a table or room order session lasts, in minutes. A configuration asked only for
     * `pickupv2` may leave it out (the platform's variants add it): 30 when absent.
     */
    order_expiration_minutes?: number;
    /** How many results the location search shows (`locationLimit`); 5 when absent. */
    locationLimit?: number;
    /** Business-wide switch for item comments (`showComment`); true when absent. */
    showComment?: boolean;
    /** Show the cookie-policy notice until the guest accepts it (`cookiePolicy`); off when absent. */
    cookiePolicy?: boolean;
    /** URL of the currency settings JSON ({@link WireCurrencySettings}); the built-in table when absent. */
    currency_settings_url?: string | null;
    /**
     * Base URL of the translation host: the business and experience translation files of a language
     * are `{translations_url}/{business_id}/{language}/business.json` and `.../experience.json`
     * ({@link WireBusinessTranslationsResponse}, {@link WireExperienceTranslationsResponse}).
     * Absent or null: no such files (the platform's own names show).
     */
    translations_url?: string | null;
    /** The card wallet ({@link WireWalletSettings}); absent or null: no card payments (unless `wallet_v3` says one). */
    wallet?: WireWalletSettings | null;
    /**
     * The platform's variant key for an SDK v3 card wallet: its card-fields page, as `wallet` with
     * version `v3`. Used when `wallet` is absent or null.
     */
    wallet_v3?: { frame_url: string } | null;
    /** The geocoding service that tells the guest's country; absent or null: 'us'. */
    geocoding?: WireGeocodingSettings | null;
    /** The captcha that guards sending a registration SMS; absent, null or not enabled: no captcha. */
    dine_captcha_config?: WireCaptchaConfig | null;
    /** Whether members see their order history (the profile menu's History entry); false when absent. */
    showHistory?: boolean;
    /**
     * Whether guests are shown the terms of use (`terms_url`: the footer's link, the checkout agreement's
     * link); true when absent. False keeps the page unlinked even when `terms_url` is set.
     */
    showTerms?: boolean;
    /**
     * Whether guests are shown the privacy policy (`privacy_url`: the footer's link, the checkout
     * agreement's and the registration consent's links); true when absent.
     */
    showPrivacy?: boolean;
    /** How a member deletes the account (plain text); absent or null: the widget's own wording. */
    account_deletion_text?: string | null;
  };
}

/**
 * The business's captcha (`dine_captcha_config`): when `enabled`, sending a phone for registration
 * needs a token made for the action 'login' by the provider at `url` (absolute, or relative to the
 * API base) with `site_key`.
 */
export interface WireCaptchaConfig {
  enabled: boolean;
  /** The provider adapter the widget uses ('sandbox': `GET {url}?site_key=&action=`). */
  provider: string;
  site_key: string;
  url: string;
}

/** The sandbox captcha provider's answer: a one-time token for one action. */
export interface WireCaptchaTokenResponse {
  token: string;
}

/**
 * GET /restaurants/api/v3/ui-configurations?business_id= (the business's) or ?id= (one named by a
 * hotel's or a location's `ui_configuration_id`); `config` is a JSON string.
 */
export interface WireUiConfigurationResponse {
  data: {
    name: string;
    policy_url: string | null;
    /** JSON string of {@link WireUiConfig}. */
    config: string;
    modifiable_config_fields: { settings: { hide_availability_banner: boolean } };
  };
}
/** The parsed `config` string of the UI configuration: white-label look. */
export interface WireUiConfig {
  colors?: { primary?: string; background?: string; text?: string };
  font_family?: string;
  logo_url?: string;
  /** The page's icon, used only when the widget owns the page (`owns-page`). */
  favicon_url?: string;
  /**
   * An accessibility widget script (an overlay the business uses on its sites). The host page loads it
   * into its own document; the widget loads it only when it owns the page (`owns-page`).
   */
  accessibility_widget_url?: string;
  footer_links?: { label: string; url: string }[];
}

/** GET /restaurants/api/v3/business/{id}/versions: version numbers by component name. */
export interface WireVersionsResponse {
  data: Record<string, number>;
}

/** GET /hotels/api/v1/hotels/properties?business_id= */
export interface WireHotelsResponse {
  data: { hotelsList: WireHotel[]; restaurantList: WireLocation[] };
}
export interface WireHotel {
  id: number;
  name: string;
  image: string | null;
  location_ids: number[];
  /** The hotel's own UI configuration (`ui-configurations?id=`); absent or null: the business's. */
  ui_configuration_id?: number | null;
}

export type WireExperienceType = string;

/** GET /restaurants/api/v3/locations?business_id=&experience[status]=ACTIVE&contain_experience=1 */
export interface WireLocationsResponse {
  data: WireLocation[];
}
export interface WireLocation {
  id: number;
  name: string;
  image: string | null;
  short_description: string;
  long_description: string;
  currency: { code: string };
  phone: string | null;
  timezone: { name: string };
  localization: { date: { default_format: string }; time: { default_format: string } };
  place: { data: { formatted_address: string; address_components: { long_name: string; short_name: string; types: string[] }[] } };
  experiences: { id: number; type: WireExperienceType; status: 'ACTIVE' | 'INACTIVE' }[];
  hotel_id: number | null;
  location_group_id: number | null;
  /** The location's own UI configuration (`ui-configurations?id=`); absent or null: its hotel's, else the business's. */
  ui_configuration_id?: number | null;
}

/** Open hours per weekday key, each a list of `HH:mm` windows (to exclusive; "00:00" as `to` = midnight). */
export type WireOpenHours = Partial<Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', { from: string; to: string }[]>>;

/** A menu file entry in experience settings: the default, or one for weekdays and a from/to window. */
export interface WireMenuFile {
  url: string;
  is_default: boolean;
  days?: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
  from?: string;
  to?: string;
}

export interface WireCheckoutFieldSetting {
  required: boolean;
  editable: boolean;
  type: 'text' | 'number' | 'email' | 'phone';
  min?: number;
  max?: number;
  label?: string;
  show_with_payment_type?: string[];
}

/** GET /restaurants/api/v3/experiences/{id} */
export interface WireExperienceResponse {
  data: WireExperience;
}
export interface WireExperience {
  id: number;
  type: WireExperienceType;
  status: 'ACTIVE' | 'INACTIVE';
  restaurant_id: number;
  settings: {
    is_asap_only: boolean;
    display_order_time: boolean;
    open_hours: WireOpenHours;
    available_days: number;
    frame_time: number;
    interval: number;
    slots: { next_available: string | null; next_available_with_grace: string | null };
    payments: { default: string; allowed: { type: string; validation?: string | null }[] };
    is_room_validation: boolean;
    checkout: { is_active: boolean };
    deliveries: { type: 'ROOM' | 'PICK_UP' }[];
    menus: { files: WireMenuFile[]; translations: { files: { language: string; url: string }[] }; allergens: { url: string | null } };
    ui: {
      checkout: {
        tip: { options: number[]; selected: number | null } | null;
        fields: Partial<
          Record<
            'first_name' | 'last_name' | 'phone' | 'email' | 'room_number' | 'table_number' | 'guest_count' | 'comments' | 'coupons' | 'tip',
            WireCheckoutFieldSetting
          >
        >;
      };
      menu: { show_calories: boolean; items: { show_comments: boolean; comments: { max: number } } };
      my_order: { disclaimer: string | null };
    };
    hide_tip: { payment_types: string[] };
  };
}

/**
 * GET /api/v1/business/search?q=&business_id=[&limit=] (default limit 5):
 * locations whose name, address or descriptions match `q`, in the same shape as `/locations`.
 */
export interface WireLocationSearchResponse {
  data: WireLocation[];
}

/**
 * GET /restaurants/api/v3/locations/schedule?business_id=&experience[type]=&experience[status]=ACTIVE
 * one row per active experience (of the requested type, when given) of each active
 * location, with its next available slot computed now. `next_available` is ISO 8601 with the
 * location's offset (like slots), or null when the experience takes no orders in its available days.
 */
export interface WireScheduleResponse {
  data: WireScheduleEntry[];
}
export interface WireScheduleEntry {
  location_id: number;
  experience_id: number;
  experience_type: WireExperienceType;
  next_available: string | null;
}

/** GET /restaurants/api/v3/experiences/{id}/slots?from=ISO ; times are ISO 8601 with offset. */
export interface WireSlotsResponse {
  next_available: string | null;
  next_available_with_grace: string | null;
  data: { time_slots: string[] };
}

/** GET {menu file url}: the menu tree. Prices are in major units (e.g. 12.5). */
export interface WireMenu {
  id: number;
  name: string;
  categories: WireCategory[];
}
export interface WireCategory {
  id: number;
  bid: number;
  serial_id: number;
  name: string;
  pos_unique_id: string;
  type: 'category' | 'subcategory';
  under_18: boolean;
  subcategories: WireCategory[];
  items: WireItem[];
}
export interface WireItem {
  id: number;
  pos_unique_id: string;
  serial_id: number;
  name: string;
  description: string;
  price: number;
  image: string | null;
  kcal: number | null;
  allergens: number[];
  under_18: boolean;
  is_hidden: boolean;
  modifierGroups: WireModifierGroup[];
  /** Promotion ids and text (`saleIds`, `saleText`); optional. */
  saleIds?: number[];
  saleText?: string | null;
}
export interface WireModifierGroup {
  id: number;
  pos_unique_id: string;
  name: string;
  minSelect: number;
  maxSelect: number;
  modifiers: WireModifier[];
}
export interface WireModifier {
  id: number;
  pos_unique_id: string;
  name: string;
  price: number;
  kcal: number | null;
  allergens: number[];
  stock: boolean;
  /** Nested choices offered once this modifier is picked; optional, empty when absent. */
  modifierGroups?: WireModifierGroup[];
}

/** GET {menus.allergens.url}: the allergen and diet marks of a menu. */
export interface WireAllergensResponse {
  allergens: WireAllergen[];
}
export interface WireAllergen {
  id: number;
  /** An allergen or diet key (`dairy`, `glutenWheat`, `vegan`...). */
  key: string;
  name: string;
  /** Icon URL (absolute or relative to the allergens file's host), or null for the built-in icon. */
  icon: string | null;
  /** `language` is a locale (`he_IL`) or a bare language (`he`). */
  translations: { language: string; text: string }[];
}

/**
 * GET {menus.translations.files[].url}: one language's menu texts, keyed by
 * `resource_id` = the pos_unique_id of a category, item, modifier group or modifier.
 */
export interface WireMenuTranslationsResponse {
  language: string;
  /** `sale_text`: the item's promotion text (`saleText`) in this language. */
  data: { resource_id: string; name?: string | null; description?: string | null; sale_text?: string | null }[];
  /**
   * Tax and service-charge names in this language, keyed by the platform's name (`"NY Sales Tax"`).
   * Optional: files without it name no charges.
   */
  charges?: Record<string, string> | null;
}

/**
 * GET {translations_url}/{business_id}/{language}/business.json: one language's business texts.
 * `data` is keyed by `resource_id` = the id of a location (restaurant, outlet) or a hotel; the maps
 * name taxes and service charges (by the platform's name), allergens (by allergen key, e.g. `dairy`)
 * and sales (by sale id, the items' `saleIds`) in this language.
 */
export interface WireBusinessTranslationsResponse {
  language: string;
  data: { resource_id: string; name?: string | null; short_description?: string | null; long_description?: string | null }[];
  charges?: Record<string, string> | null;
  allergens?: Record<string, string> | null;
  sales?: Record<string, string> | null;
  /** The UI configuration's own footer link labels in the file's language, keyed by the platform's label. */
  links?: Record<string, string> | null;
}

/**
 * GET {translations_url}/{business_id}/{language}/experience.json: one language's experience texts,
 * keyed by `resource_id` = the experience id: its name (shown instead of the experience type's label)
 * and its my-order disclaimer (`ui.my_order.disclaimer`, rich text like the original).
 */
export interface WireExperienceTranslationsResponse {
  language: string;
  data: { resource_id: string; name?: string | null; disclaimer?: string | null }[];
}

/** POST /restaurants/api/v3/translations/{businessID}/{language}/missed: messages the widget could not translate. */
export interface WireMissedTranslationsRequest {
  /** `message`: the platform's message (or ''), `code`: its code (or null), `info`: where it was met (`checkout`, `coupon`...). */
  missed: { message: string; code: number | string | null; info: string }[];
}

/** GET {currency_settings_url}: currency display settings per ISO code (Currency). */
export interface WireCurrencySettings {
  currenciesList: {
    code: string;
    name: string;
    minorUnit: number;
    symbol: string;
    thousandsSeparator: string;
    /** Defaults to "." when absent. */
    decimalSeparator?: string;
    customSymbol: string | null;
  }[];
}

/** GET /menus/api/v1/getOutOfStockItems?bid= : serial ids of items out of stock. */
export interface WireOutOfStockResponse {
  items: number[];
}

/** Body of POST /restaurants/api/v3/cart and PUT /restaurants/api/v3/cart/{id}. */
export interface WireCartRequest {
  id: string;
  experience_id: number;
  business_id: number;
  items: { pui: string; quantity: number; comment: string; modifiers: { pui: string; quantity: number; comment: string }[] }[];
  comment: string;
  total_calculations: boolean;
  coupon_code: string | null;
  /** YYYY-MM-DDTHH:mm:ssZ, or null for ASAP. */
  checkout_at: string | null;
}
export interface WireSummary {
  subtotal: number;
  service_charges: { name: string; amount: number }[];
  taxes: { name: string; amount: number; is_inclusive: boolean }[];
  tip: number;
  discount: number;
  total: number;
}
/** Response of cart create/update. Calculation results arrive later through the realtime database. */
export interface WireCartResponse {
  cart: {
    id: string;
    status: 'PENDING_CALCULATIONS' | 'CALCULATED' | 'REJECTED';
    coupon: { code: string; name: string } | null;
    /** The platform has been seen spelling it both ways. */
    summery?: WireSummary | null;
    summary?: WireSummary | null;
    service_charges: { name: string; amount: number }[];
    taxes: { name: string; amount: number; is_inclusive: boolean }[];
    hash: string;
    isPendingCalculations: boolean;
  };
}
/**
 * What the platform writes at `carts/{cartId}` in the realtime database when a calculation ends.
 * The widget applies it only when `hash` matches its last request and
 * `timestamp` is newer than the last one applied.
 */
export interface WireRealtimeCart {
  id: string;
  hash: string;
  status: 'CALCULATED' | 'REJECTED';
  timestamp: number;
  summary: WireSummary | null;
  /** Set when REJECTED: a catalogue key such as CART_ITEM_OUT_OF_STOCK. */
  reason: string | null;
  items_errors: { pui: string; name: string; error: 'SOLD_OUT' | 'OUT_OF_STOCK' | 'NOT_ENOUGH'; available?: number }[];
}

/** Body of POST /restaurants/api/v3/cart/{id}/checkout. */
export interface WireCheckoutRequest extends WireCartRequest {
  created_at: string;
  details: {
    email: string | null;
    name: string;
    first_name: string;
    last_name: string;
    room_number: string | null;
    table_number: string | null;
    number_of_diners: number | null;
    phone: string | null;
  };
  receipt: { receive_by: 'EMAIL' | 'NONE' };
  /**
   * How the order reaches the guest when the experience offers deliveries (its `settings.deliveries`):
   * `ROOM` (to `details.room_number`) or `PICK_UP`; null or absent when it offers none.
   */
  delivery_method?: 'ROOM' | 'PICK_UP' | null;
  tip: { amount: number; type: 'FIXED' | 'PERCENTAGE' } | null;
  payment: {
    type: string;
    payment_method_id?: string | null;
    issuer_name?: string | null;
    fingerprint?: string | null;
    encrypted_cvv?: string | null;
    room_charge_token?: string | null;
    validation?: string | null;
  };
  device_id: string | null;
}
export interface WireCheckoutResponse {
  order: {
    id: string;
    check_number: string;
    confirmation_number: string;
    checkout_time: string;
    payments: {
      id: string;
      status: 'OK' | 'AWAITING_CONFIRMATION' | 'FAILED';
      /** Where the card issuer's 3-D Secure challenge is shown (an iframe page), when AWAITING_CONFIRMATION. */
      /**
       * A payment confirmed on its own page (Alipay): where the guest is sent, with `return_url` (the page to
       * come back to) added by the widget; the outcome arrives as the payment's realtime transaction.
       */
      redirect_url?: string | null;
      challenge_url?: string | null;
    }[];
  };
  is3DSecure: boolean;
}

/**
 * POST /restaurants/api/v3/{bid}/roomChargeValidity?lastName=&roomNumber= (charge to room) and
 * POST /restaurants/api/v3/{bid}/roomValidity?lastName=&roomNumber= (deliver to room), no body.
 * The shape is not shown by the spec; this is the sandbox's and the widget's reading
 * "Room validation result: status, message, guests (token, firstName)". Errors (BOOKING_NOT_FOUND,
 * NO_POST_ALLOWED, MISSING_PARAMETERS...) come as error bodies.
 */
export interface WireRoomValidityResponse {
  status: 'OK' | 'ERROR';
  message: string | null;
  guests: { token: string; first_name: string }[];
}

/** PUT /restaurants/api/v3/order/{orderId}/payment/{paymentId}/transaction body. */
export interface WireTransactionRequest {
  transaction_id: string;
}

/**
 * What the platform writes at `transactions/{orderId}/{paymentId}` in the realtime database when a
 * payment that was AWAITING_CONFIRMATION (3-D Secure, card terminal) ends.
 */
export interface WireRealtimeTransaction {
  eventHandlingStatus: 'SUCCESS' | 'FAILURE';
  exceptionInfo: { code: number; message: string } | null;
  timestamp: number;
}

/**
 * Where a placed order is, as the optional order-status capability reports it: the body of
 * `GET /restaurants/api/v3/order/{id}/status` (inside `data`) and the value the platform writes at
 * `order_statuses/{orderId}` in the realtime database at each change.
 */
export interface WireOrderStatus {
  status: 'RECEIVED' | 'ACCEPTED' | 'PREPARING' | 'READY' | 'OUT_FOR_DELIVERY' | 'DELIVERED' | 'PICKED_UP' | 'REJECTED' | 'CANCELLED';
  /** When the order should be ready (or delivered), ISO 8601 instant; null when the kitchen gave none. */
  eta: string | null;
  /** The kitchen's words to the guest (why it is late, why it was refused); null when none. */
  message: string | null;
  /** When the status last changed, ISO 8601 instant. */
  updated_at: string;
  /** True when the kitchen pushed the ETA back; absent means false. */
  delayed?: boolean;
  /** For a refused or cancelled order: what happened to the guest's payment; absent when not said. */
  charge?: 'CHARGED' | 'REFUNDED' | 'NOT_CHARGED' | null;
  /**
   * The order's facts, so that its page reads whole on a device that did not place it (a link opened
   * elsewhere, a framed widget whose storage is the host's): its number, where it is from, that place's
   * IANA time zone (the ETA is said in it) and the experience type (whether it is collected or brought).
   * Each optional.
   */
  check_number?: string | null;
  location_name?: string | null;
  time_zone?: string | null;
  experience_type?: string | null;
}

/** Response of GET /restaurants/api/v3/order/{id}/status. */
export interface WireOrderStatusResponse {
  data: WireOrderStatus;
}

/**
 * The card wallet of a business ("a wallet SDK (v2 or v3 by configuration)"): the card
 * fields are a page of the wallet provider shown in an iframe, so card numbers never touch the widget.
 */
/** Where the phone's default country comes from ("a geocoding service with an ip and a key"). */
export interface WireGeocodingSettings {
  /** The service (absolute, or relative to the API base); called with `key` (and `ip` when known). */
  url: string;
  key: string;
}

/** The geocoding service's answer: the caller's country (ISO 3166 alpha-2, any case). */
export interface WireGeocodingResponse {
  country_code: string;
}

export interface WireWalletSettings {
  version: 'v2' | 'v3';
  /** The provider's card-fields page (absolute, or relative to the API base). */
  frame_url: string;
}

/**
 * The profile a user's metadata holds: a JSON object the widget writes with
 * `POST /users/api/v1/user/metadata` (as a JSON string) and reads back with `GET /users/api/v1/user`.
 * Every field is optional: a new guest has only the language.
 */
export interface WireUserMetadata {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  country?: string;
  /** A locale xx_CC (`he_IL`, `en_US`). */
  language?: string;
  /** YYYY-MM-DD. */
  birth_date?: string;
  /** The privacy consent: '1' once given. */
  optin?: string;
  /** Marketing opt-in ('1') or opt-out ('0'). */
  optin_marketing?: string;
}

/**
 * GET /users/api/v1/user with the bearer token. `metadata` travels as an object or as the
 * JSON string it was saved as (both are read); null or absent for a user without one.
 */
export interface WireUserResponse {
  id: string | number;
  is_guest: boolean;
  metadata?: WireUserMetadata | string | null;
}

/** POST /users/api/v1/refresh_token `{ publishableKey }` ("fetch a guest refresh token"). */
export interface WireGuestRefreshTokenResponse {
  refreshToken: string;
}

/**
 * POST /users/api/v1/login with `{ publishableKey, refreshToken }` (guest login), or with both in the
 * query (a token refresh, code 121). The refresh token may be rotated; absent: keep the old one.
 */
export interface WireLoginResponse {
  accessToken: string;
  refreshToken?: string | null;
}

/** POST /users/api/v1/user/metadata body: the metadata as a JSON string. */
export interface WireUserMetadataRequest {
  metadata: string;
}

/**
 * POST /users/api/v1/user/metadata/guest ("send phone"): sends a 6-digit code by SMS to `phone`
 * (E.164). `captchaToken` and `actionCaptcha: 'login'` are required when the business's captcha is on.
 */
export interface WireSendPhoneRequest {
  phone: string;
  publishableKey: string;
  captchaToken?: string;
  actionCaptcha?: 'login';
}
/** The temporary phone token the code is checked against. */
export interface WireSendPhoneResponse {
  tokens: { phone: string };
}

/** POST /users/api/v1/user/metadata/verify/guest ("send code"): the SMS code and the temporary phone token. */
export interface WireSendCodeRequest {
  code: string;
  token: string;
}
/** The verified token: proof the phone is the guest's, for `login/verified-token`. */
export interface WireSendCodeResponse {
  token: string;
}

/**
 * POST /users/api/v1/login/verified-token ("verify user"). With `without_registration: true` it logs
 * in the member of the verified phone; with `false` and `metadata` (a JSON string of
 * {@link WireUserMetadata}) it registers that member first.
 */
export interface WireVerifiedTokenLoginRequest {
  publishableKey: string;
  verified_token: string;
  without_registration: boolean;
  metadata?: string;
  /** The privacy consent. */
  optin?: boolean;
}
/**
 * `status` 0: logged in (tokens present). 1: no member has this phone; 1009: the member has no
 * email. Both send the guest on to the email and profile steps (no tokens then).
 */
export interface WireVerifiedTokenLoginResponse {
  status: number;
  accessToken?: string | null;
  refreshToken?: string | null;
  userInfo?: { isGuest: boolean } | null;
}

/** GET /users/api/v1/state/email?email=&publishableKey= */
export interface WireEmailStateResponse {
  state: { exists: boolean };
}

/** A saved card of a member. */
export interface WirePaymentMethod {
  id: string;
  /** The card's brand as the provider names it ('Visa'). */
  issuerFull: string;
  /** The provider kind: SPS e-commerce or MCPCI. */
  source: string;
  /** The masked number as shown ('•••• 4242'). */
  value: string;
  last4Digits: string;
}
/** GET /payment-methods/api/v1/payment-methods?isWithGiftCards=1&isDeleted=false&isExpired=false&source= */
export interface WirePaymentMethodsResponse {
  paymentMethods: WirePaymentMethod[];
}

/** One row of a member's order history. `total_paid` in major units of `currency`. */
export interface WireOrderHistoryEntry {
  id: string;
  /** ISO instant the order was placed. */
  created_time: string;
  business_timezone: { offset: { hours: number } };
  restaurant_name: string;
  currency: string;
  total_paid: number;
  /** How the order was paid (`WALLET`, `PAY_IN_PERSON`, `ROOM`…); absent or null where the platform leaves it out. */
  payment_type?: string | null;
  /** The card's or device wallet's issuer of a WALLET payment (`VISA`, `Google Pay`); absent or null: none said. */
  payment_issuer?: string | null;
  /** The name the order was placed under; absent or null where the platform leaves it out. */
  name?: string | null;
}
/** GET /restaurants/api/v3/orders?page=&business_id=&user_id=&per_page=&status=CLOSED[&restaurant_id=] (page is 1-based). */
export interface WireOrdersResponse {
  data: WireOrderHistoryEntry[];
  meta: { page: number; per_page: number; total: number };
}

/** A past order in full. Amounts in major units of `currency`. */
export interface WireOrderDetails {
  id: string;
  status: string;
  created_time: string;
  restaurant_name: string;
  check_number: string;
  /** Each payment; `issuer_name` (optional) is the card's or device wallet's issuer of a WALLET payment. */
  payments: { type: string; status: string; issuer_name?: string | null }[];
  items: { id: string; name: string; quantity: number; total_price: number; modifiers: { id: string; name: string; price: number }[] }[];
  subtotal: number;
  taxes: { name: string; amount: number; is_inclusive: boolean }[];
  service_charges: { id: string; name: string; amount: number }[];
  service_charge: number;
  tip: number;
  discount: number;
  total_paid: number;
  currency: string;
}
/** GET /restaurants/api/v3/order/{id}/details */
export interface WireOrderDetailsResponse {
  data: WireOrderDetails;
}

/** POST /restaurants/api/v3/order/{id}/send-invoice (no body): the receipt goes to the member's email. */
export interface WireSendInvoiceResponse {
  sent: boolean;
}

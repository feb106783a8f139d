/**
 * Domain types: what the SDK reasons about, in camelCase, free of wire spellings.
 * `src/api/` maps wire JSON (`src/api/wire.ts`) to these, once.
 */

export type Flow = 'RESTAURANT' | 'HOTEL';
export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export type ShowEditItem = 'ALWAYS' | 'MODIFIERS' | 'REQUIRED_MODIFIERS' | 'NEVER';

/** Amounts are integers in the currency's minor unit (cents) to keep cart math exact. */
export type MinorAmount = number;

export interface Currency {
  code: string;
  name: string;
  minorUnit: number;
  symbol: string;
  thousandsSeparator: string;
  decimalSeparator: string;
  customSymbol: string | null;
}

export interface BusinessConfiguration {
  businessId: number;
  name: string;
  flow: Flow;
  productId: string;
  supportGuests: boolean;
  supportMembers: boolean;
  blockHomePage: boolean;
  viewMode: boolean;
  itemLimitation: number;
  showEditItem: ShowEditItem;
  defaultLanguage: string;
  languages: string[];
  /** The terms of use guests are shown links to; null when there is none or the business hides it (`showTerms: false`). */
  termsUrl: string | null;
  /** The privacy policy guests are shown links to; null when there is none or the business hides it (`showPrivacy: false`). */
  privacyUrl: string | null;
  realtime: { databaseUrl: string; namespace: string } | null;
  orderExpirationMinutes: number;
  /** Results shown by the location search (default 5). */
  locationLimit: number;
  /** The business-wide `showComment` switch: item comments show only when it and the experience allow them. */
  showComment: boolean;
  /** Show the cookie-policy notice (until the guest accepts it, remembered on the device). */
  cookiePolicy: boolean;
  /** Where the currency settings JSON lives ("currency settings from a settings host"); null: built-in table. */
  currencySettingsUrl: string | null;
  /**
   * Base URL of the translation host (business and experience translation files per language), or
   * null when the business has none: the platform's own names show.
   */
  translationsUrl: string | null;
  /**
   * The card wallet, or null when the business takes no card payments through one.
   * `frameUrl` is null when the platform's card-fields URL failed the URL allow-list: card payment is
   * then offered but unavailable, and the guest is told so.
   */
  wallet: { version: 'v2' | 'v3'; frameUrl: string | null } | null;
  /** The geocoding service telling the guest's country for the phone, or null ('us'). */
  geocoding: { url: string; key: string } | null;
  /**
   * The captcha guarding the registration SMS (the business's `dine_captcha_config`), or null when
   * off or when its URL failed the allow-list. Tokens are made for the action 'login'.
   */
  captcha: { provider: string; siteKey: string; url: string } | null;
  /** Whether members see their order history. */
  showHistory: boolean;
  /** How to delete an account, from configuration (plain text); null: the widget's own wording. */
  accountDeletionText: string | null;
}

/**
 * The signed-in user (`GET /users/api/v1/user`): a member, or a guest account the
 * widget or the host logged in. Profile fields are the user's metadata; empty when not set.
 */
export interface User {
  id: string;
  isGuest: boolean;
  firstName: string;
  lastName: string;
  email: string;
  /** As stored (international format when the platform has it). */
  phone: string;
  /** Phone country (ISO 3166 alpha-2, lower case), null when unknown. */
  country: string | null;
  /** The language saved at guest login, null when unknown. */
  language: string | null;
  /** A member's date of birth (YYYY-MM-DD), when given at registration. */
  birthDate?: string | null;
  /** A member's privacy consent ('1') and marketing choice ('1' in, '0' out), as registered. */
  optin?: string | null;
  optinMarketing?: string | null;
}

/** The profile fields a user's metadata may hold (`POST /users/api/v1/user/metadata`). */
export type UserMetadata = Partial<
  Pick<User, 'firstName' | 'lastName' | 'email' | 'phone' | 'language'> & { country: string; birthDate: string; optin: string; optinMarketing: string }
>;

export interface UiConfiguration {
  name: string;
  policyUrl: string | null;
  hideAvailabilityBanner: boolean;
  colors: { primary?: string; background?: string; text?: string };
  fontFamily: string | null;
  logoUrl: string | null;
  /** The page's icon (through the allow-list); set only when the widget owns the page. */
  faviconUrl: string | null;
  /**
   * The accessibility widget script the configuration names (through the allow-list), for the host
   * page to load (the `accessibility-widget` event); loaded by the widget only when it owns the page.
   */
  accessibilityWidgetUrl: string | null;
  footerLinks: { label: string; url: string }[];
}

export interface Hotel {
  id: number;
  name: string;
  image: string | null;
  locationIds: number[];
  /** The hotel's own UI configuration, or null: the business's applies. */
  uiConfigurationId: number | null;
}

export interface ExperienceRef {
  id: number;
  type: string;
  active: boolean;
}

export interface Location {
  id: number;
  name: string;
  image: string | null;
  shortDescription: string;
  longDescription: string;
  currencyCode: string;
  phone: string | null;
  timeZone: string;
  dateFormat: string;
  timeFormat: string;
  address: string;
  experiences: ExperienceRef[];
  hotelId: number | null;
  locationGroupId: number | null;
  /** The location's own UI configuration, or null: its hotel's (if any), else the business's. */
  uiConfigurationId: number | null;
}

export type OpenHours = Partial<Record<Weekday, { from: string; to: string }[]>>;

export interface MenuFile {
  url: string;
  isDefault: boolean;
  days: Weekday[] | null;
  from: string | null;
  to: string | null;
}

export interface CheckoutFieldSetting {
  required: boolean;
  editable: boolean;
  type: 'text' | 'number' | 'email' | 'phone';
  min: number | null;
  max: number | null;
  label: string | null;
  showWithPaymentTypes: string[] | null;
}
export type CheckoutFieldName = 'firstName' | 'lastName' | 'phone' | 'email' | 'roomNumber' | 'tableNumber' | 'guestCount' | 'comments' | 'coupons' | 'tip';

export interface Experience {
  id: number;
  type: string;
  active: boolean;
  locationId: number;
  isAsapOnly: boolean;
  displayOrderTime: boolean;
  openHours: OpenHours;
  availableDays: number;
  frameTime: number;
  interval: number;
  nextAvailable: string | null;
  nextAvailableWithGrace: string | null;
  payments: { default: string; allowed: { type: string; validation: string | null }[] };
  isRoomValidation: boolean;
  checkoutActive: boolean;
  deliveries: ('ROOM' | 'PICK_UP')[];
  menuFiles: MenuFile[];
  menuTranslationFiles: { language: string; url: string }[];
  allergensUrl: string | null;
  tip: { options: number[]; selected: number | null } | null;
  hideTipForPaymentTypes: string[];
  checkoutFields: Partial<Record<CheckoutFieldName, CheckoutFieldSetting>>;
  showCalories: boolean;
  showItemComments: boolean;
  itemCommentMax: number;
  myOrderDisclaimer: string | null;
}

export interface Slots {
  nextAvailable: string | null;
  nextAvailableWithGrace: string | null;
  timeSlots: string[];
}

export interface Modifier {
  id: number;
  posUniqueId: string;
  name: string;
  price: MinorAmount;
  kcal: number | null;
  allergens: number[];
  inStock: boolean;
  /**
   * Nested choices offered once this modifier is picked (e.g. "Steak" -> "Doneness"). Their prices
   * and calories add to the line like any other modifier ("nested prices and calories").
   */
  modifierGroups: ModifierGroup[];
}
export interface ModifierGroup {
  id: number;
  posUniqueId: string;
  name: string;
  minSelect: number;
  maxSelect: number;
  modifiers: Modifier[];
}
export interface MenuItem {
  id: number;
  posUniqueId: string;
  serialId: number;
  name: string;
  description: string;
  price: MinorAmount;
  image: string | null;
  kcal: number | null;
  allergens: number[];
  under18: boolean;
  hidden: boolean;
  modifierGroups: ModifierGroup[];
  /** Promotion text shown with the item (`saleText`), or null. */
  saleText: string | null;
  /** Ids of the promotions the item is part of (`saleIds`); their texts may be translated per sale. */
  saleIds?: readonly number[];
}
export interface MenuCategory {
  id: number;
  serialId: number;
  name: string;
  posUniqueId: string;
  under18: boolean;
  subcategories: MenuCategory[];
  items: MenuItem[];
}
export interface Menu {
  id: number;
  name: string;
  categories: MenuCategory[];
}

/** Allergen and diet keys. */
export type AllergenKey =
  | 'dairy'
  | 'mustard'
  | 'nuts'
  | 'lupin'
  | 'sesame'
  | 'gluten'
  | 'glutenWheat'
  | 'egg'
  | 'celery'
  | 'crustaceans'
  | 'fish'
  | 'molluscs'
  | 'soy'
  | 'sulphurDioxide'
  | 'peanuts'
  | 'vegetarian'
  | 'vegan';

/** An allergen or diet mark from the experience's allergens file. */
export interface Allergen {
  id: number;
  /** One of {@link AllergenKey}; other keys from a platform are kept and shown with a generic icon. */
  key: string;
  /** The platform's (English) name. */
  name: string;
  /** Absolute icon URL, or null to use the built-in icon for `key`. */
  icon: string | null;
  /** Translated names by normalized locale (`he_IL`) and by bare language (`he`). */
  translations: Record<string, string>;
}

/**
 * A menu translation file ("restaurant-product translations per language, keyed by
 * resource_id"): texts by resource id, where the resource id is the `posUniqueId` of a category,
 * item, modifier group or modifier.
 */
/** Texts by resource id (`pos_unique_id`): names, descriptions and an item's promotion text. */
export type MenuTranslations = Record<string, { name?: string; description?: string; saleText?: string }>;

/** Tax and service-charge names in the guest's language, keyed by the platform's own name. */
export type ChargeNames = Readonly<Record<string, string>>;

/** One language's translation file: menu texts by resource id, and tax and service-charge names. */
export interface TranslationFile {
  texts: MenuTranslations;
  charges: ChargeNames;
}

/** A location's (or hotel's) texts in one language; absent fields keep the platform's text. */
export interface PlaceTexts {
  name?: string;
  shortDescription?: string;
  longDescription?: string;
}

/** An experience's texts in one language; absent fields keep the widget's label or the platform's text. */
export interface ExperienceTexts {
  name?: string;
  disclaimer?: string;
}

/**
 * The business and experience translation files of one language, merged: every map holds only
 * non-blank texts, so a lookup that finds nothing means "show the platform's own".
 */
export interface PlatformTexts {
  /** The language they are for, as requested (`he`, `es_ES`). */
  language: string;
  /** Locations and hotels by id (the files' `resource_id`). */
  places: Readonly<Record<string, PlaceTexts>>;
  /** Experiences by id. */
  experiences: Readonly<Record<string, ExperienceTexts>>;
  /** Tax and service-charge names by the platform's name. */
  charges: ChargeNames;
  /** Allergen and diet names by allergen key (`dairy`). */
  allergens: Readonly<Record<string, string>>;
  /** Promotion texts by sale id. */
  sales: Readonly<Record<string, string>>;
  /** The UI configuration's own footer link labels (a legal notice) by the platform's label. */
  links: Readonly<Record<string, string>>;
}

/** One platform message the widget had no translation for, as reported to the translations endpoint. */
export interface MissedTranslation {
  /** The platform's message ('' when it gave none). */
  message: string;
  /** The platform's code, or null. */
  code: number | string | null;
  /** Where it was met: the error context (`checkout`, `coupon`, `transaction`...). */
  info: string;
}

/** One line of the current order, keyed by `editId`. */
export interface CartLine {
  editId: string;
  itemId: number;
  posUniqueId: string;
  serialId: number;
  name: string;
  quantity: number;
  comment: string;
  /** Unit price including selected modifiers, minor units. */
  unitPrice: MinorAmount;
  /** Selected modifier ids per group id. */
  modifiers: Record<number, number[]>;
  /** The selected modifiers' POS ids, as the cart call needs them. */
  modifierPuis: string[];
  /**
   * Names of the selected modifiers when the line was made, for my order and the host's cart
   * (the menu may not be loaded when a saved cart comes back). Missing in carts saved before it existed.
   */
  modifierNames?: string[];
}

export interface OrderSummary {
  subtotal: MinorAmount;
  serviceCharges: { name: string; amount: MinorAmount }[];
  taxes: { name: string; amount: MinorAmount; inclusive: boolean }[];
  tip: MinorAmount;
  discount: MinorAmount;
  total: MinorAmount;
}

export interface CartRequest {
  cartId: string;
  experienceId: number;
  businessId: number;
  lines: CartLine[];
  comment: string;
  couponCode: string | null;
  /** ISO string, or null for ASAP. */
  checkoutAt: string | null;
}

export interface CartAck {
  cartId: string;
  hash: string;
  pending: boolean;
  summary: OrderSummary | null;
  coupon: { code: string; name: string } | null;
}

export type CartCalculation =
  | { status: 'CALCULATED'; cartId: string; hash: string; timestamp: number; summary: OrderSummary }
  | {
      status: 'REJECTED';
      cartId: string;
      hash: string;
      timestamp: number;
      reason: string;
      itemErrors: { posUniqueId: string; name: string; error: 'SOLD_OUT' | 'OUT_OF_STOCK' | 'NOT_ENOUGH'; available: number | null }[];
    };

export interface CustomerDetails {
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string | null;
  roomNumber: string | null;
  tableNumber: string | null;
  numberOfDiners: number | null;
}

/** What a wallet returns for a card (cart state: paymentMethodId, issuer, fingerprint, encryptedCvv). */
export interface CardToken {
  paymentMethodId: string;
  issuerName: string | null;
  fingerprint: string | null;
  encryptedCvv: string | null;
  /**
   * The card number's last four digits as the wallet reports them (never sent to the platform; the
   * confirmation says which card paid, "Visa ••4242"). Absent when the wallet does not tell.
   */
  last4?: string | null;
}

/** Payment extras of a checkout (`payment`): a card token, a room charge token, a validation. */
export interface CheckoutPaymentDetails {
  card: CardToken | null;
  roomChargeToken: string | null;
  validation: string | null;
}

/** The room lookup result: several guests means the guest picks who they are. */
export interface RoomValidation {
  status: 'OK' | 'ERROR';
  message: string | null;
  guests: { token: string; firstName: string }[];
}

/** How a payment awaiting confirmation ended (order transactions). */
export interface TransactionEvent {
  orderId: string;
  paymentId: string;
  status: 'SUCCESS' | 'FAILURE';
  code: number | null;
  message: string | null;
  timestamp: number;
}

export interface CheckoutRequest extends CartRequest {
  details: CustomerDetails;
  paymentType: string;
  /** Card, room charge and validation extras; null for cash / pay in person. */
  payment?: CheckoutPaymentDetails | null;
  tip: { amount: MinorAmount; type: 'FIXED' | 'PERCENTAGE' } | null;
  deviceId: string | null;
  receiveReceiptByEmail: boolean;
  /** Deliver to the room or pick up, when the experience offers deliveries (the experience's deliveryMethod setting). */
  deliveryMethod?: 'ROOM' | 'PICK_UP' | null;
}

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  confirmationNumber: string;
  checkoutTime: string;
  /**
   * The order's payments. `challengeRefused` is set when the platform sent a 3-D Secure page URL that
   * failed the URL allow-list (so `challengeUrl` is null although a challenge was asked for).
   */
  payments: {
    id: string;
    status: 'OK' | 'AWAITING_CONFIRMATION' | 'FAILED';
    challengeUrl: string | null;
    challengeRefused?: boolean;
    /** A payment confirmed on its own page (Alipay): where the guest is sent, to come back after paying. */
    redirectUrl?: string | null;
  }[];
  requires3DSecure: boolean;
}

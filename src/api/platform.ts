import type { OrderStatus } from '../domain/order-status/status';
import type { JoinedTable, TableOrder, TableShareRequest, TableSharePayment } from '../domain/table-order/types';
import type { Coordinates } from './granted-position';
import type { ElementScope } from '../scope/element-scope';
import type { SessionTokens } from '../domain/session';
import type {
  User,
  UserMetadata,
  Allergen,
  BusinessConfiguration,
  Currency,
  MissedTranslation,
  PlatformTexts,
  TranslationFile,
  RoomValidation,
  CartAck,
  CartRequest,
  CheckoutRequest,
  Experience,
  Hotel,
  Location,
  Menu,
  PlacedOrder,
  Slots,
  UiConfiguration,
} from '../domain/types';
import type { OrderHistoryPage, PastOrder, RegistrationProfile, SavedCard, VerifiedLogin } from '../domain/member/types';

/**
 * What the SDK asks of an ordering platform, in domain terms.
 *
 * `createPlatformApi()` in `src/api/index.ts` implements it over HTTP; stores depend on this
 * interface only, so unit tests pass a fake. Every method rejects with an `ApiError`
 * (`src/api/errors.ts`) - never with a raw fetch or validation error - and resolves only with
 * data that passed its superstruct schema.
 */
export interface PlatformApi {
  getBusinessConfiguration(): Promise<BusinessConfiguration>;
  /**
   * The business's UI configuration (`?business_id=`), or with `id` one hotel's or location's own
   * (`?id=`, the `uiConfigurationId` of a `Hotel` or `Location`).
   */
  getUiConfiguration(id?: number): Promise<UiConfiguration>;
  getHotels(): Promise<Hotel[]>;
  /**
   * Active locations that contain at least one experience; optionally one location group only.
   * `availableFrom` (`experience[slots][available_from]`) keeps only experiences with a
   * slot at or after that instant, and only locations left with one.
   */
  getLocations(options?: { locationGroupId?: number | null; availableFrom?: Date | null }): Promise<Location[]>;
  getExperience(experienceId: number): Promise<Experience>;
  getSlots(experienceId: number, from: Date): Promise<Slots>;
  /**
   * Location search (`GET /api/v1/business/search`, default limit 5): locations
   * whose name, address or description contain `query` (case-insensitive), at most `limit` of them.
   * An empty query resolves to `[]` without a request. A newer search cancels an older one.
   */
  searchLocations(query: string, options?: { limit?: number }): Promise<Location[]>;
  /**
   * The next available time of every active experience (
   * `GET /restaurants/api/v3/locations/schedule`), optionally of one experience type only.
   * `nextAvailable` is ISO 8601 with the location's offset, or null when it takes no orders.
   */
  getSchedule(options: { experienceType?: string }): Promise<ScheduleEntry[]>;
  /** Fetches a menu file by the absolute or platform-relative URL found in experience settings. */
  getMenu(url: string): Promise<Menu>;
  /**
   * Starts fetching a menu file, its location's stock and translation before the menu store asks (a
   * deep link's experience has arrived before the start-up calls). The later `getMenu`,
   * `getOutOfStockItems` and `getMenuTranslations` calls for the same URLs take the answers over,
   * validated then; nothing is fetched twice. Best effort: never throws. (The allergens file waits until
   * the menu is on screen.)
   */
  warmMenu(files: { menuUrl: string | null; locationId: number; translationUrl: string | null }): void;
  /** Serial ids of items out of stock at a location. */
  getOutOfStockItems(locationId: number): Promise<number[]>;
  /** The allergens file named by the experience's `menus.allergens.url`; icon URLs made absolute. */
  getAllergens(url: string): Promise<Allergen[]>;
  /**
   * One language's menu translation file. Resolves to null when the file cannot be
   * fetched or read: the menu then shows in its own language ("null on failure").
   */
  getMenuTranslations(url: string): Promise<TranslationFile | null>;
  /**
   * The business's currency display settings (`currency_settings_url`), keyed by ISO
   * code; `{}` when the business has none or the file fails (the built-in table then applies).
   */
  getCurrencySettings(): Promise<Record<string, Currency>>;
  /**
   * The business and experience translation files of `language` (`he`, `es_ES`) from the business's
   * translation host (`translations_url`), merged. Null when the business names no host, or when
   * both files fail: the platform's own names show. Never rejects.
   */
  getPlatformTexts(language: string): Promise<PlatformTexts | null>;
  /**
   * Reports a platform message the error catalogue had no translation for to
   * `POST /restaurants/api/v3/translations/{businessID}/{language}/missed` (in the language of the
   * moment). Each distinct message goes once per element; messages met together go as one list.
   * Fire and forget: never throws, never waits, a failure is dropped.
   */
  reportMissedTranslation(missed: MissedTranslation): void;
  /** Creates the cart when `create` is true, otherwise updates it. */
  saveCart(request: CartRequest, create: boolean): Promise<CartAck>;
  checkout(request: CheckoutRequest): Promise<PlacedOrder>;
  /** DELETE /restaurants/api/v3/cart/{id}/checkout: withdraws a checkout that was not paid. */
  cancelCheckout(cartId: string): Promise<void>;
  /**
   * GET /restaurants/api/v3/cart/{id}/checkout: the cart's standing order (placed, or its payment
   * awaiting confirmation), or null when the cart has none. Read-only: asking never places an order,
   * so it settles a checkout whose answer was lost.
   */
  findCheckout(cartId: string): Promise<PlacedOrder | null>;
  /**
   * Looks a room up: `charge` = roomChargeValidity (charge to room), `delivery` =
   * roomValidity. The last name is trimmed. Platform errors (BOOKING_NOT_FOUND, NO_POST_ALLOWED,
   * MISSING_PARAMETERS...) reject with an ApiError.
   */
  validateRoom(kind: 'charge' | 'delivery', roomNumber: string, lastName: string): Promise<RoomValidation>;
  /** PUT /order/{orderId}/payment/{paymentId}/transaction: confirms a 3-D Secure payment. */
  confirmTransaction(orderId: string, paymentId: string, transactionId: string): Promise<void>;
  /** POST /order/{orderId}/payment/{paymentId}/cancel: the guest cancelled the challenge. */
  cancelPayment(orderId: string, paymentId: string): Promise<void>;
  /**
   * GET /restaurants/api/v3/order/{id}/status (the optional order-status capability): where the order
   * is, or null when the platform has no status for it (a 404: the capability is missing).
   */
  getOrderStatus(orderId: string): Promise<OrderStatus | null>;
  /** GET /users/api/v1/user: the user of the current access token, metadata read as the profile. */
  getUser(): Promise<User>;
  /** GET /restaurants/api/v3/business/{id}/versions: version numbers by component, for the versions popup. */
  getVersions(): Promise<Record<string, number>>;
  /**
   * Guest login: fetches a guest refresh token, then logs in with it. Sent without a
   * bearer token. Resolves with the new session's tokens.
   */
  loginAsGuest(): Promise<SessionTokens>;
  /** A new access token for `refreshToken` (`POST /users/api/v1/login?refreshToken=`, 8.1 code 121). */
  refreshSession(refreshToken: string): Promise<SessionTokens>;
  /**
   * Saves the user's profile metadata ("set metadata with the language"); empty fields are left out.
   * It replaces all of the metadata of the session current when called, never of one signed in later.
   */
  setUserMetadata(metadata: UserMetadata): Promise<void>;
  /**
   * The guest's country (lower-case ISO alpha-2) from the business's geocoding service,
   * for the phone's default country; null when the business has none or the answer is no country.
   */
  detectCountry(): Promise<string | null>;
  /** The member calls (registration, saved cards, history, receipts); their code loads on first use. */
  readonly members: MemberApi;
  /** The shared table order calls (the optional capability); their code loads on first use. */
  readonly tables: TableOrderApi;
}

/**
 * The optional shared table order capability (`/restaurants/api/v3/table-orders`): one order and one
 * bill for the guests of a table or room link. Every call but `join` answers the order as it stands
 * after it; refusals (`NOT_EVERYONE_READY`, `ROUND_ALREADY_SENT`, `LINE_NOT_YOURS`, `BILL_CHANGED`,
 * `LINE_ALREADY_PAID`, `AMOUNT_EXCEEDS_REMAINDER`…) reject with an `ApiError` whose message is the code.
 */
export interface TableOrderApi {
  /** Joins (or opens) the table's order; null on a platform without shared table orders. */
  join(request: { experienceId: number; table: string; place: 'TABLE' | 'ROOM'; guestId: string | null; name: string | null }): Promise<JoinedTable | null>;
  get(tableOrderId: string): Promise<TableOrder>;
  updateGuest(tableOrderId: string, guestId: string, change: { name?: string; ready?: boolean }): Promise<TableOrder>;
  leave(tableOrderId: string, guestId: string): Promise<TableOrder>;
  addLine(tableOrderId: string, line: { guestId: string; pui: string; quantity: number; modifierPuis: string[]; comment: string }): Promise<TableOrder>;
  setLineQuantity(tableOrderId: string, lineId: string, guestId: string, quantity: number): Promise<TableOrder>;
  removeLine(tableOrderId: string, lineId: string, guestId: string): Promise<TableOrder>;
  sendRound(tableOrderId: string, request: { guestId: string; version: number; forEveryone: boolean }): Promise<TableOrder>;
  payShare(tableOrderId: string, currency: string, request: TableShareRequest): Promise<TableSharePayment>;
}

/**
 * The member calls, in domain terms. Each loads the member code (a lazy chunk) on first use, so the
 * first menu never carries it. Errors are `ApiError`s with the platform's code: 1020 (expired code),
 * 1021 and 9999 (invalid code), 1048 (captcha), EMAIL_ALREADY_EXISTS.
 */
export interface MemberApi {
  /** A captcha token for the action 'login' from the business's provider; null when its captcha is off. */
  captchaToken(): Promise<string | null>;
  /** Sends an SMS code to `phone` (E.164); resolves the temporary phone token the code is checked against. */
  sendPhone(phone: string, captchaToken: string | null): Promise<string>;
  /** Checks the SMS code; resolves the verified token. */
  sendCode(phoneToken: string, code: string): Promise<string>;
  /** Logs in with a verified phone, registering the member first when `profile` is given. */
  loginWithVerifiedToken(verifiedToken: string, profile: RegistrationProfile | null): Promise<VerifiedLogin>;
  /** Whether a member already has this email. */
  emailExists(email: string): Promise<boolean>;
  /** The signed-in member's saved cards. */
  getPaymentMethods(source?: string | null): Promise<SavedCard[]>;
  /** One page (1-based, 30 orders) of the member's CLOSED orders at this business, newest first. */
  getOrderHistory(query: { page: number; userId: string; restaurantId?: number | null }): Promise<OrderHistoryPage>;
  /** One past order in full. */
  getOrderDetails(orderId: string): Promise<PastOrder>;
  /** Emails the receipt of a past order to the member. */
  sendInvoice(orderId: string): Promise<void>;
}

/** One row of `PlatformApi.getSchedule()`: an experience of a location and its next available time. */
export interface ScheduleEntry {
  locationId: number;
  experienceId: number;
  /** ISO 8601 with the location's offset, or null when the experience takes no orders. */
  nextAvailable: string | null;
}

/** How `createPlatformApi()` (src/api/index.ts) is configured by the element shell. */
/** What the API client reads from (and tells) the element's scope. */
export type ApiScope = Pick<ElementScope, 'businessId' | 'currency' | 'now' | 'learnCurrencySettings' | 'locale'>;

export interface PlatformApiOptions {
  /** Base URL of the platform (`api-base` attribute); relative URLs resolve against the page. */
  apiBase: string;
  publishableKey: string;
  /** Sent in the product header of every request. */
  productId: string;
  /**
   * The element's scope (`src/scope`): the business id (the `business-id` attribute, else the one the
   * business configuration names), the currency whose minor unit converts wire amounts, the clock.
   * The client tells it the currency settings it loads, before converting anything with them.
   */
  scope: ApiScope;
  /** Current bearer token, or null when anonymous. */
  getAccessToken(): string | null;
  /** Refreshes the token after code 121; resolves to the new token or null when it cannot. */
  refreshAccessToken(): Promise<string | null>;
  /**
   * Runs on code 1015: the platform asks the host to take over with its own fallback (the
   * element fires `fallback`). Gets the failed call's message and path; the call still rejects.
   */
  onFallback?(failure: { message: string; path: string }): void;
  /** The guest's public IP address the host gave (`client-ip`), for the geocoding service; none: null. */
  clientIp?: string | null;
  /** Where the guest is, when the page may read it without asking; defaults to `grantedPosition`. */
  locate?(): Promise<Coordinates | null>;
  /** Injected for tests; defaults to globalThis.fetch. */
  fetch?: typeof fetch;
}

import { createHash } from 'node:crypto';
import { assert, is } from 'superstruct';
import { TransactionRequestSchema } from '../../src/api/schemas-order';
import { OrderStatusResponseSchema } from '../../src/api/schemas-order-status';
import type {
  WireAllergensResponse,
  WireBusinessConfigurationResponse,
  WireCartRequest,
  WireCartResponse,
  WireCheckoutRequest,
  WireCheckoutResponse,
  WireCurrencySettings,
  WireErrorBody,
  WireExperienceResponse,
  WireHotelsResponse,
  WireLocation,
  WireLocationSearchResponse,
  WireLocationsResponse,
  WireMenu,
  WireBusinessTranslationsResponse,
  WireExperienceTranslationsResponse,
  WireMenuTranslationsResponse,
  WireOpenHours,
  WireOrderStatus,
  WireOrderStatusResponse,
  WireOutOfStockResponse,
  WireRealtimeCart,
  WireRealtimeTransaction,
  WireRoomValidityResponse,
  WireScheduleEntry,
  WireScheduleResponse,
  WireSlotsResponse,
  WireUiConfig,
  WireUiConfigurationResponse,
  WireVersionsResponse,
} from '../../src/api/wire';
import { CAPTCHA_PATH, CAPTCHA_SITE_KEY } from './members';
import { cardBrand, cardOutcome, checkCard, newCardToken } from './cards';
import { resolveCoupon } from './coupons';
import { formatHm, localDateOf, minutesOfDay, weekdayOf } from '../../src/domain/time/zoned.ts';
import {
  isEnding,
  isFinalStatus,
  nextMoves,
  orderTrack,
  transitionRefusal,
  type OrderCharge,
  type OrderStatusCode,
  type OrderTrack,
  type TransitionRefusal,
} from '../../src/domain/order-status/status';
import { ERRORS, HttpError } from './http';
import { calculateCart, calculationError, indexMenu, tipCents, toWireSummary } from './pricing';
import type { RealtimeTarget, RealtimeWriter } from './realtime-writer';
import { DEMO, SEED_VERSION } from './seed';
import type { SeedBusiness, SeedExperience, SeedLocation } from './seed-types';
import { allergensFile } from './seed-allergens';
import { CURRENCY_SETTINGS_PATH, currencySettingsFile } from './seed-currencies';
import { menuTranslationsFile } from './seed-translations';
import { businessTranslationsFile, experienceTranslationsFile, TRANSLATIONS_PATH, type OwnedResources } from './seed-platform-texts';
import { formatZonedIso, slotsResponse } from './slots';
import { reservationOfToken, RESERVATIONS, validateRoom } from './rooms';
import type { NewPayment, PaymentContext, SandboxOrder, SandboxPayment, SandboxStore } from './store';
import { SandboxTableOrders, type TableVenue } from './table-orders';
import { validateCartRequest, validateCheckoutRequest, validateOrderStatusChange } from './validate';

/**
 * The sandbox platform's behaviour, independent of HTTP: each method takes parsed input
 * and returns the exact wire object (typed with `satisfies` against src/api/wire.ts) or throws an
 * `HttpError` with a key of the error catalogue.
 */

export interface PlatformOptions {
  store: SandboxStore;
  realtime: RealtimeTarget | null;
  writer: RealtimeWriter;
  /** Delay range before a calculation lands in the realtime database (ms). */
  calculationDelayMs?: [number, number];
  /** How long the card terminal (EMV) takes before SUCCESS is written (ms). Default 2000. */
  terminalDelayMs?: number;
  now?: () => Date;
  log?: (message: string) => void;
}

/** Stable JSON with sorted keys: the canonical request the cart hash is taken of. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** sha256 hex of the canonical cart request (the widget matches it to its last request). */
export function cartHash(request: WireCartRequest): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

/** What a kiosk's card terminal writes when the bank refuses the card. */
const TERMINAL_DECLINED = { code: 4237, message: 'CARD_DECLINED' };
/** What a kiosk's card terminal writes when the guest cancels on it: nothing was charged. */
const TERMINAL_CANCELLED = { code: 6207, message: 'Transaction status is CANCELED' };
/** What a kiosk's card terminal writes when nobody taps a card in time. */
const TERMINAL_TIMEOUT = { code: 6208, message: 'TERMINAL_TIMEOUT' };

/** The calls `POST /__sandbox/fail-next` can make fail (one shot each). */
export const FAILABLE_CALLS = ['cart', 'checkout', 'room', 'transaction'] as const;
export type FailableCall = (typeof FAILABLE_CALLS)[number];

/** A failure armed by `POST /__sandbox/fail-next`. */
export interface ArmedFailure {
  code: number;
  message: string;
  items_not_in_stock?: { pui: string; name: string; available?: number }[];
  /** The HTTP status to answer with (400-599); without it, the catalogue's for a known message, else 400. */
  status?: number;
}

/** The sandbox geocoding service every business names (relative to the API base), and its key. */
export const GEOCODING_PATH = '/geo/api/v1/country';
/** The sandbox wallet's express methods and the issuer each payment is recorded with. */
export type SandboxExpressMethod = 'google_pay' | 'apple_pay' | 'alipay';
export const SANDBOX_EXPRESS_ISSUERS: Record<SandboxExpressMethod, string> = { google_pay: 'Google Pay', apple_pay: 'Apple Pay', alipay: 'Alipay' };

export const GEOCODING_KEY = 'geo_demo';

/** The card-fields page every business's wallet names (served from demo/public/wallet/). */
export const WALLET_FRAME_PATH = '/wallet/card-fields.html';
/** The 3-D Secure page a challenged payment names (relative: the widget resolves it against the API base). */
export const challengeUrl = (orderId: string, paymentId: string): string =>
  `/wallet/challenge.html?order=${encodeURIComponent(orderId)}&payment=${encodeURIComponent(paymentId)}`;
/** The sandbox Alipay page a REDIRECT payment sends the guest to (it returns them to `return_url`). */
export const alipayUrl = (orderId: string, paymentId: string): string =>
  `/wallet/alipay.html?order=${encodeURIComponent(orderId)}&payment=${encodeURIComponent(paymentId)}`;

/** Location search returns 5 locations unless asked for another limit. */
export const SEARCH_DEFAULT_LIMIT = 5;

/** What GET /__sandbox/clock answers. */
export interface SandboxClockState {
  /** The sandbox's now (ISO, UTC). */
  now: string;
  /** True when set by POST /__sandbox/clock, false when it follows the real clock. */
  overridden: boolean;
  /** When overridden: true if it runs on from the set instant, false if it stays fixed. */
  advancing: boolean;
}

/**
 * Open hours of an experience at `now`: the stored ones, or for `relativeHours` one window from
 * now + fromMinutes to now + toMinutes (now floored to the minute) on the location's weekday of its
 * start, so a window that ends past midnight crosses it like any other (open hours).
 */
export function materializeOpenHours(seed: SeedExperience, timeZone: string, now: Date): WireOpenHours {
  const relative = seed.relativeHours;
  if (!relative) return seed.experience.settings.open_hours;
  const base = Math.floor(now.getTime() / 60_000) * 60_000;
  const start = new Date(base + relative.fromMinutes * 60_000);
  const end = new Date(base + relative.toMinutes * 60_000);
  const day = weekdayOf(localDateOf(start, timeZone));
  return { [day]: [{ from: formatHm(minutesOfDay(start, timeZone)), to: formatHm(minutesOfDay(end, timeZone)) }] };
}

/**
 * The UI configurations of one hotel or location (`ui-configurations?id=`): Corner Deli 24/7 brings its
 * whole look (colours, font, logo, icon); Azure City Hotel only its accent and logo, so the rest of its
 * look is the business's.
 */
const OWN_UI_CONFIGURATIONS: Record<number, { name: string; config(origin: string): WireUiConfig }> = {
  [DEMO.uiConfigurations.cornerDeli]: {
    name: 'Corner Deli 24/7',
    config: (origin) => ({
      colors: { primary: '#166534', background: '#F7FBF4', text: '#14261A' },
      font_family: '"Trebuchet MS", Helvetica, sans-serif',
      logo_url: `${origin}/static/brand/corner-deli.svg`,
      favicon_url: `${origin}/static/brand/corner-deli-icon.svg`,
    }),
  },
  [DEMO.uiConfigurations.azureCity]: {
    name: 'Azure City Hotel',
    config: (origin) => ({ colors: { primary: '#1E3A8A' }, logo_url: `${origin}/static/brand/azure-city.svg` }),
  },
};

/** A UI configuration answer: `config` travels as a JSON string, as the platform sends it. */
function uiConfigurationResponse(name: string, config: WireUiConfig, origin: string, hideAvailabilityBanner = false): WireUiConfigurationResponse {
  return {
    data: {
      name,
      policy_url: `${origin}/cookies.html`,
      config: JSON.stringify(config),
      modifiable_config_fields: { settings: { hide_availability_banner: hideAvailabilityBanner } },
    },
  } satisfies WireUiConfigurationResponse;
}

/** How long the kitchen page keeps listing an order after it reached the kitchen (by the sandbox clock). */
export const KITCHEN_WINDOW_MS = 24 * 60 * 60 * 1000;

/** One order on the kitchen page (GET /__sandbox/kitchen). */
export interface SandboxKitchenOrder {
  id: string;
  check_number: string;
  business_id: number;
  experience_id: number;
  /** The experience's type (PICKUP, ROOM_SERVICE...), '' when the catalogue no longer has it. */
  experience_type: string;
  /** The guest's name as the checkout gave it. */
  guest: string;
  room_number: string | null;
  table_number: string | null;
  items: { name: string; quantity: number; modifiers: string[] }[];
  /** How many items in all (quantities added up). */
  item_count: number;
  /** When the order reached the kitchen (became RECEIVED), by the sandbox clock. */
  received_at: string;
  /** Where the kitchen says it is, as GET /restaurants/api/v3/order/{id}/status answers it. */
  status: WireOrderStatus;
  track: OrderTrack;
  /** False while POST /__sandbox/order-status has switched the capability off for its business: no moves then. */
  order_status_enabled: boolean;
  /** The statuses the kitchen may move it to now (forward steps first, then REJECTED and CANCELLED). */
  moves: OrderStatusCode[];
  /** Every status it had, oldest first. */
  history: WireOrderStatus[];
}

/** GET /__sandbox/kitchen: orders received in the last 24 hours of the sandbox clock, by location. */
export interface SandboxKitchen {
  /** The sandbox clock's now. */
  now: string;
  /** now minus 24 hours: orders received before it are not listed. */
  since: string;
  /** Locations with at least one such order, the one with the newest order first; orders newest first. */
  locations: { location_id: number; name: string; time_zone: string; orders: SandboxKitchenOrder[] }[];
}

/** How the kitchen's refusals name each status. */
const STATUS_NAMES: Record<OrderStatusCode, string> = {
  RECEIVED: 'Received',
  ACCEPTED: 'Accepted',
  PREPARING: 'Preparing',
  READY: 'Ready',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  PICKED_UP: 'Picked up',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};

/** A refused kitchen move in words, for the kitchen page to show as it is. */
function refusalText(refusal: TransitionRefusal, check: string, from: OrderStatusCode, to: OrderStatusCode, track: OrderTrack): string {
  switch (refusal) {
    case 'ENDED':
      return `Order ${check} has ended (${STATUS_NAMES[from]}): its status can no longer change.`;
    case 'NOT_ACCEPTED':
      return `Order ${check} must be accepted (or rejected) before it moves to ${STATUS_NAMES[to]}.`;
    case 'BACKWARDS':
      return `Order ${check} is at ${STATUS_NAMES[from]}: it cannot go back to ${STATUS_NAMES[to]}.`;
    case 'WRONG_TRACK':
      return track === 'deliver'
        ? `Order ${check} is delivered to the guest, not collected: it cannot move to ${STATUS_NAMES[to]}.`
        : `Order ${check} is collected by the guest, not delivered: it cannot move to ${STATUS_NAMES[to]}.`;
    case 'TOO_LATE_TO_REJECT':
      return `Order ${check} is at ${STATUS_NAMES[from]}: too late to reject it (cancel it instead).`;
  }
}

/**
 * Payment types that take the guest's money at checkout: a card through the wallet or at the card
 * terminal. An order of theirs that ends without food is refunded; a room charge's posting is voided
 * and a method paid later (in person, cash) was never taken, so those are not charged.
 */
const CHARGED_AT_CHECKOUT: ReadonlySet<string> = new Set(['WALLET', 'EMV']);

function parseId(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !/^\d+$/.test(raw.trim())) return null;
  return Number(raw);
}

/** The platform calls the first order needs. */
export class SandboxPlatform {
  private readonly store: SandboxStore;
  private readonly pending = new Set<{ timer: NodeJS.Timeout; done: Promise<void>; resolve: () => void }>();
  private readonly lastTimestamp = new Map<string, number>();
  private readonly now: () => Date;
  private readonly log: (message: string) => void;
  /** POST /__sandbox/clock: the instant set, the real time it was set at, and whether it runs on. */
  private clockOverride: { at: number; setAt: number; advancing: boolean } | null = null;
  /** POST /__sandbox/fail-next: the next call of each kind fails with this body. */
  private readonly failures = new Map<FailableCall, ArmedFailure>();
  /** POST /__sandbox/view-mode: businesses whose configuration says `viewMode: true` (browse only). */
  private readonly viewOnlyBusinesses = new Set<number>();
  /** POST /__sandbox/texts: descriptions and disclaimers that replace the seed's until reset. */
  private readonly locationTexts = new Map<number, Partial<Pick<WireLocation, 'short_description' | 'long_description'>>>();
  private readonly disclaimers = new Map<number, string | null>();
  /** POST /__sandbox/availability-banner: businesses whose UI configuration hides the next-available banner. */
  private readonly bannerHiddenBusinesses = new Set<number>();
  /** POST /__sandbox/paused: experiences whose kitchen paused online orders (no slots) until resumed or reset. */
  private readonly pausedExperiences = new Set<number>();
  /** POST /__sandbox/order-status: businesses whose platform lacks the order-status capability (every one has it until then). */
  private readonly orderStatusOffBusinesses = new Set<number>();
  /** The realtime write of each order's status still on its way (see publishOrderStatus). */
  private readonly statusWrites = new Map<string, Promise<void>>();
  /** POST /__sandbox/table-orders: businesses whose platform lacks the shared table order capability (every one has it until then). */
  private readonly tableOrdersOffBusinesses = new Set<number>();
  /** The optional shared table order capability's calls and the staff page's data (table-orders.ts). */
  readonly tables: SandboxTableOrders;

  constructor(private readonly options: PlatformOptions) {
    this.store = options.store;
    this.now = options.now ?? (() => new Date());
    this.log = options.log ?? (() => {});
    this.tables = new SandboxTableOrders({
      store: this.store,
      writer: options.writer,
      now: () => this.now(),
      clockNow: () => this.clockNow(),
      log: (message) => this.log(message),
      enabled: (businessId) => !this.tableOrdersOffBusinesses.has(businessId),
      venue: (experienceId) => this.tableVenue(experienceId),
      locationFacts: (locationId) => this.locationFacts(locationId),
      preparePayment: (payment, context, seed, total, currency) => this.preparePayment(payment, context, seed, total, currency),
      publishOrderStatus: (orderId) => this.publishOrderStatus(orderId),
    });
  }

  // ---- the sandbox clock (POST/GET /__sandbox/clock) ----------------------------------------

  /**
   * The sandbox's notion of now for everything time-relative: slots, `settings.slots`, relative
   * open hours, the schedule, `available_from` and order statuses (their times, ETAs and the kitchen's
   * last 24 hours). Carts, orders and calculations keep real time.
   */
  clockNow(): Date {
    const override = this.clockOverride;
    if (!override) return this.now();
    return new Date(override.advancing ? override.at + (Date.now() - override.setAt) : override.at);
  }

  /** Sets the clock to `now` (fixed, or running on when `advancing`), or back to real time with null. */
  setClock(now: string | null | undefined, advancing = false): SandboxClockState {
    if (now === null || now === undefined) {
      this.clockOverride = null;
    } else {
      const at = typeof now === 'string' ? Date.parse(now) : Number.NaN;
      if (Number.isNaN(at)) throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_NOW' });
      this.clockOverride = { at, setAt: Date.now(), advancing };
    }
    return this.clockState();
  }

  clockState(): SandboxClockState {
    return { now: this.clockNow().toISOString(), overridden: this.clockOverride !== null, advancing: this.clockOverride?.advancing ?? false };
  }

  // ---- catalogue lookups -------------------------------------------------------------------

  /** True for the publishable key of a seeded business (the login calls name the business by it). */
  isKnownPublishableKey(publishableKey: string): boolean {
    return this.businesses().some((business) => business.publishableKey === publishableKey);
  }

  /** The business of a publishable key, or null. */
  businessOfKey(publishableKey: string): SeedBusiness | null {
    return this.businesses().find((business) => business.publishableKey === publishableKey) ?? null;
  }

  /** A location's name, time zone and currency code (order history rows), or null. */
  locationFacts(locationId: number): { name: string; timeZone: string; currency: string } | null {
    const found = this.store.catalog().locations.find((entry) => entry.location.id === locationId)?.location;
    return found ? { name: found.name, timeZone: found.timezone.name, currency: found.currency.code } : null;
  }

  private businesses(): SeedBusiness[] {
    const catalog = this.store.catalog();
    return catalog.businesses?.length ? catalog.businesses : [catalog.business];
  }

  private business(id: number | null): SeedBusiness {
    if (id === null) throw HttpError.of('MISSING_PARAMETERS');
    const found = this.businesses().find((business) => business.id === id);
    if (!found) throw HttpError.of('BUSINESS_NOT_FOUND');
    return found;
  }

  /** Locations of one business (a location without `businessId` belongs to the primary business). */
  private businessLocations(businessId: number): SeedLocation[] {
    const primary = this.store.catalog().business.id;
    return this.store
      .catalog()
      .locations.filter((entry) => (entry.businessId ?? primary) === businessId)
      .map((entry) => {
        const texts = this.locationTexts.get(entry.location.id);
        return texts ? { ...entry, location: { ...entry.location, ...texts } } : entry;
      });
  }

  private seedExperience(id: number | null): SeedExperience {
    const found = this.store.catalog().experiences.find((entry) => entry.experience.id === id);
    if (!found) throw HttpError.of('EXPERIENCE_MISCONFIGURATION');
    return found;
  }

  private seedLocation(id: number): SeedLocation {
    const found = this.store.catalog().locations.find((entry) => entry.location.id === id);
    if (!found) throw HttpError.of('EXPERIENCE_MISCONFIGURATION');
    return found;
  }

  private menu(id: number): WireMenu | null {
    return this.store.catalog().menus.find((menu) => menu.id === id) ?? null;
  }

  /** Every menu an experience's files name (default first); items of any of them can be ordered. */
  private menusOf(seed: SeedExperience): WireMenu[] {
    return (seed.menuIds ?? [seed.menuId]).map((id) => this.menu(id)).filter((menu): menu is WireMenu => menu !== null);
  }

  /** A location with its stock as it stands now (seed plus POST /__sandbox/stock). */
  private stocked(location: SeedLocation): SeedLocation {
    return { ...location, outOfStock: this.store.outOfStock(location) };
  }

  /** Where a shared table order of an experience is ordered and priced, or null when the catalogue has no such experience. */
  private tableVenue(experienceId: number): TableVenue | null {
    const catalog = this.store.catalog();
    const seed = catalog.experiences.find((entry) => entry.experience.id === experienceId);
    const location = seed && catalog.locations.find((entry) => entry.location.id === seed.experience.restaurant_id);
    if (!seed || !location) return null;
    return { seed, businessId: location.businessId ?? catalog.business.id, location: this.pricingLocation(seed), menus: this.menusOf(seed) };
  }

  /** The location as the calculation of one experience sees it: stock now, the experience's own service charge (3004). */
  private pricingLocation(seed: SeedExperience): SeedLocation {
    const location = this.stocked(this.seedLocation(seed.experience.restaurant_id));
    return seed.serviceCharge === undefined ? location : { ...location, serviceCharge: seed.serviceCharge };
  }

  // ---- POST /__sandbox/fail-next -----------------------------------------------------------

  /**
   * Arms a one-shot failure: `{ call: 'cart' | 'checkout' | 'room' | 'transaction', code, message,
   * items_not_in_stock?, status? }` (`status`: the HTTP status, 400-599). `cart` = the next cart create/update, `checkout` = the next checkout POST,
   * `room` = the next room validation, `transaction` = whichever comes first of the next transaction
   * event (3-D Secure result, card terminal: written as FAILURE with this code and message) and the
   * next confirm / cancel call (answered with this error body).
   */
  failNext(body: unknown): { call: FailableCall } & ArmedFailure {
    const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const call = input.call as FailableCall;
    if (!FAILABLE_CALLS.includes(call)) throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_CALL' });
    if (!Number.isInteger(input.code)) throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_CODE' });
    if (typeof input.message !== 'string' || !input.message) throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_MESSAGE' });
    const failure: ArmedFailure = { code: input.code as number, message: input.message };
    if (Array.isArray(input.items_not_in_stock)) failure.items_not_in_stock = input.items_not_in_stock as ArmedFailure['items_not_in_stock'];
    if (input.status !== undefined) {
      // A platform outage (5xx) is what a client cannot read as a refusal: the order may or may not exist.
      if (!Number.isInteger(input.status) || (input.status as number) < 400 || (input.status as number) > 599)
        throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_STATUS' });
      failure.status = input.status as number;
    }
    this.failures.set(call, failure);
    this.log(`fail-next: the next ${call} call fails with ${failure.code} ${failure.message}`);
    return { call, ...failure };
  }

  /** Drops armed failures, view-mode, order-status and table-order switches, paused orders and replaced texts (reset). */
  clearFailures(): void {
    this.failures.clear();
    this.viewOnlyBusinesses.clear();
    this.orderStatusOffBusinesses.clear();
    this.tableOrdersOffBusinesses.clear();
    this.pausedExperiences.clear();
    this.bannerHiddenBusinesses.clear();
    this.locationTexts.clear();
    this.disclaimers.clear();
  }

  /**
   * POST /__sandbox/texts `{ location_id, short_description?, long_description? }` or
   * `{ experience_id, disclaimer }` (a string or null): replaces a location's descriptions or an
   * experience's my-order disclaimer until reset, so a test can serve the rich text it needs
   * (a hostile one included) without a seed of its own.
   */
  setTexts(body: unknown): { location_id?: number; experience_id?: number } {
    const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    if (input.experience_id !== undefined) {
      const seed = this.seedExperience(parseId(String(input.experience_id)));
      if (input.disclaimer !== null && typeof input.disclaimer !== 'string') throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_DISCLAIMER' });
      this.disclaimers.set(seed.experience.id, input.disclaimer);
      this.log(`texts: the disclaimer of experience ${seed.experience.id} replaced`);
      return { experience_id: seed.experience.id };
    }
    const location = this.seedLocation(parseId(String(input.location_id)) ?? -1).location;
    const texts: Partial<Pick<WireLocation, 'short_description' | 'long_description'>> = {};
    for (const key of ['short_description', 'long_description'] as const) {
      if (input[key] === undefined) continue;
      if (typeof input[key] !== 'string') throw HttpError.of('MISSING_PARAMETERS', { message: `INVALID_${key.toUpperCase()}` });
      texts[key] = input[key];
    }
    if (!Object.keys(texts).length) throw HttpError.of('MISSING_PARAMETERS', { message: 'NO_TEXT' });
    this.locationTexts.set(location.id, { ...this.locationTexts.get(location.id), ...texts });
    this.log(`texts: ${Object.keys(texts).join(' and ')} of location ${location.id} replaced`);
    return { location_id: location.id };
  }

  /**
   * POST /__sandbox/view-mode `{ business_id, view_mode }`: the business's configuration says
   * `viewMode` (guests browse, nobody orders) until switched back or reset.
   */
  setViewMode(body: unknown): { business_id: number; view_mode: boolean } {
    const { businessId, on } = this.switchBusiness(body, 'view_mode', this.viewOnlyBusinesses);
    this.log(`view mode of business ${businessId}: ${on ? 'on' : 'off'}`);
    return { business_id: businessId, view_mode: on };
  }

  /**
   * POST /__sandbox/availability-banner `{ business_id, hidden }`: the business's UI configuration says
   * `hide_availability_banner` (the location list shows no next-available banner) until switched back or reset.
   */
  setAvailabilityBanner(body: unknown): { business_id: number; hidden: boolean } {
    const { businessId, on } = this.switchBusiness(body, 'hidden', this.bannerHiddenBusinesses);
    this.log(`next-available banner of business ${businessId}: ${on ? 'hidden' : 'shown'}`);
    return { business_id: businessId, hidden: on };
  }

  /**
   * POST /__sandbox/order-status `{ business_id, enabled }`: the business's platform has the optional
   * order-status capability (every business does until switched off) or lacks it: then
   * GET /restaurants/api/v3/order/{id}/status answers 404 for its orders, nothing is written at
   * `order_statuses/` for them and the kitchen cannot move them, until switched back on or reset.
   */
  setOrderStatusCapability(body: unknown): { business_id: number; enabled: boolean } {
    const { businessId, on } = this.switchBusiness(body, 'enabled', this.orderStatusOffBusinesses, false);
    this.log(`order status of business ${businessId}: ${on ? 'on' : 'off'}`);
    return { business_id: businessId, enabled: on };
  }

  /**
   * POST /__sandbox/table-orders `{ business_id, enabled }`: the business's platform has the optional
   * shared table order capability (every business does until switched off) or lacks it: then every
   * call under /restaurants/api/v3/table-orders answers 404 NOT_FOUND for its experiences and tables
   * and nothing is written at `table_orders/` for them, until switched back on or reset.
   */
  setTableOrderCapability(body: unknown): { business_id: number; enabled: boolean } {
    const { businessId, on } = this.switchBusiness(body, 'enabled', this.tableOrdersOffBusinesses, false);
    this.log(`table orders of business ${businessId}: ${on ? 'on' : 'off'}`);
    return { business_id: businessId, enabled: on };
  }

  /**
   * A per-business switch of a control route (`{ business_id, [key]: boolean }`): adds the business to
   * `set` when the value is `addWhen` (true unless said: a set of businesses switched off holds the
   * ones set to false), else takes it out. 404 BUSINESS_NOT_FOUND for an unknown business, 400 for a
   * value not boolean.
   */
  private switchBusiness(body: unknown, key: string, set: Set<number>, addWhen = true): { businessId: number; on: boolean } {
    const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const businessId = Number(input.business_id);
    if (!this.businesses().some((business) => business.id === businessId)) throw HttpError.of('BUSINESS_NOT_FOUND');
    const on = input[key];
    if (typeof on !== 'boolean') throw HttpError.of('MISSING_PARAMETERS', { message: `INVALID_${key.toUpperCase()}` });
    if (on === addWhen) set.add(businessId);
    else set.delete(businessId);
    return { businessId, on };
  }

  /**
   * POST /__sandbox/paused `{ experience_id, paused }`: the kitchen pauses (or resumes) the experience's
   * online orders. Paused, it stays open but offers no slot (`next_available` null): guests see it
   * "not accepting orders", as the seed's paused experiences are.
   */
  setPaused(body: unknown): { experience_id: number; paused: boolean } {
    const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const seed = this.seedExperience(Number(input.experience_id));
    if (typeof input.paused !== 'boolean') throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_PAUSED' });
    if (input.paused) this.pausedExperiences.add(seed.experience.id);
    else this.pausedExperiences.delete(seed.experience.id);
    this.log(`online orders of experience ${seed.experience.id}: ${input.paused ? 'paused' : 'resumed'}`);
    return { experience_id: seed.experience.id, paused: input.paused };
  }

  private takeFailure(call: FailableCall): ArmedFailure | null {
    const failure = this.failures.get(call) ?? null;
    this.failures.delete(call);
    return failure;
  }

  /** Throws the armed failure of `call`, if any (once). */
  private failIfArmed(call: FailableCall): void {
    const failure = this.takeFailure(call);
    if (!failure) return;
    const { code, message, status, ...extra } = failure;
    throw HttpError.custom(code, message, extra, status);
  }

  // ---- configuration ------------------------------------------------------------

  /** GET /users/api/v2/business/configurations?publishableKey= */
  businessConfiguration(publishableKey: string | null, origin: string): WireBusinessConfigurationResponse {
    if (!publishableKey) throw HttpError.of('MISSING_PARAMETERS');
    const business = this.businesses().find((entry) => entry.publishableKey === publishableKey);
    if (!business) throw HttpError.of('BUSINESS_NOT_FOUND');
    const realtime = this.options.realtime;
    return {
      data: {
        business_id: business.id,
        name: business.name,
        flow: business.flow,
        product_id: business.productId,
        // Guests or members: a business supports one kind (the members business 1003 only members).
        supportGuests: business.supportGuests ?? true,
        supportMembers: !(business.supportGuests ?? true),
        blockHomePage: false,
        viewMode: this.viewOnlyBusinesses.has(business.id),
        itemLimitation: 100,
        showEditItem: 'ALWAYS',
        default_language: 'en_US',
        languages: ['en_US', 'es_ES', 'fr_FR', 'de_DE', 'it_IT', 'he', 'ar', 'zh_CN'],
        terms_url: `${origin}/terms.html`,
        privacy_url: `${origin}/privacy.html`,
        realtime: realtime ? { database_url: realtime.url, namespace: realtime.namespace } : null,
        ...(business.variantKeys ? {} : { order_expiration_minutes: 30 }),
        locationLimit: 5,
        // Item comments: on for the restaurant business, off business-wide for the hotel one.
        showComment: business.flow === 'RESTAURANT',
        // The cookie-policy notice: on for the hotel business only, so the restaurant pages stay as they were.
        cookiePolicy: business.flow === 'HOTEL',
        // Only the primary business names a currency settings file; the hotel one uses the built-in table.
        ...(business.id === this.store.catalog().business.id ? { currency_settings_url: `${origin}${CURRENCY_SETTINGS_PATH}` } : {}),
        // The sandbox translation host (seed-platform-texts.ts): business and experience files per language.
        translations_url: `${origin}${TRANSLATIONS_PATH}`,
        // The sandbox wallet's card fields (demo/public/wallet/card-fields.html), relative to the API base.
        // The hotel business's wallet runs the provider's SDK v2 (the amount in the page's address); the
        // others' SDK v3 (a placeholder amount, then the total by message).
        ...(business.variantKeys
          ? { wallet_v3: { frame_url: WALLET_FRAME_PATH } }
          : { wallet: { version: business.flow === 'HOTEL' ? 'v2' : 'v3', frame_url: WALLET_FRAME_PATH } }),
        // The sandbox geocoding service (users.ts): the guest's country for the phone.
        geocoding: { url: GEOCODING_PATH, key: GEOCODING_KEY },
        // The sandbox captcha (members.ts) guards the registration SMS where the business turns it on.
        dine_captcha_config: business.captcha ? { enabled: true, provider: 'sandbox', site_key: CAPTCHA_SITE_KEY, url: CAPTCHA_PATH } : null,
        showHistory: business.showHistory ?? true,
        showTerms: business.showTerms ?? true,
        showPrivacy: business.showPrivacy ?? true,
        // Rich text, as the platform's back office writes it: sanitized and its link checked by the widget.
        account_deletion_text:
          'To delete your account, email <b>privacy@example.com</b> from the address on your profile, or read our ' +
          '<a href="https://example.com/privacy#delete-account">privacy policy</a>.',
      },
    } satisfies WireBusinessConfigurationResponse;
  }

  /** GET /restaurants/api/v3/business/{id}/versions: what the footer's versions popup lists. */
  versions(businessId: string): WireVersionsResponse {
    const business = this.business(parseId(businessId));
    return { data: { api: 3, menus: SEED_VERSION, ui: business.flow === 'HOTEL' ? 2 : 1 } } satisfies WireVersionsResponse;
  }

  /**
   * GET /restaurants/api/v3/ui-configurations?business_id= (the business's look) or ?id= (a hotel's or a
   * location's own, named by its `ui_configuration_id`; an unknown id is NOT_FOUND).
   */
  uiConfiguration(businessId: string | null, id: string | null, origin: string): WireUiConfigurationResponse {
    const ownId = parseId(id);
    if (id !== null && ownId === null) throw HttpError.of('MISSING_PARAMETERS');
    if (ownId !== null) {
      const own = OWN_UI_CONFIGURATIONS[ownId];
      if (!own) throw HttpError.of('NOT_FOUND');
      return uiConfigurationResponse(own.name, own.config(origin), origin);
    }
    const business = this.business(parseId(businessId));
    const hotel = business.flow === 'HOTEL';
    const brand = hotel ? 'azure' : 'lumen';
    return uiConfigurationResponse(
      business.name,
      {
        // The hotel group has a look of its own (sea blue, a sans-serif), not the restaurant group's.
        ...(hotel
          ? { colors: { primary: '#0E7490', background: '#F5FBFC', text: '#0F1E24' }, font_family: 'Verdana, Geneva, sans-serif' }
          : { colors: { primary: '#9A3412', background: '#FFFBF5', text: '#1C1917' }, font_family: 'Georgia, "Times New Roman", serif' }),
        logo_url: `${origin}/static/brand/${brand}.svg`,
        favicon_url: `${origin}/static/brand/${brand}-icon.svg`,
        // The hotel group uses an accessibility overlay on its sites: its pages load it on the widget's
        // `accessibility-widget` event (demo/public/hotel.html).
        ...(business.flow === 'HOTEL' ? { accessibility_widget_url: `${origin}/static/accessibility-widget.js` } : {}),
        footer_links: [
          { label: 'Legal notice', url: `${origin}/legal.html` },
          { label: 'Terms', url: `${origin}/terms.html` },
          { label: 'Privacy', url: `${origin}/privacy.html` },
        ],
      },
      origin,
      this.bannerHiddenBusinesses.has(business.id),
    );
  }

  // ---- locations, experiences, menus --------------------------------------------

  /** Active locations (with at least one ACTIVE experience) of a business. */
  private activeLocations(businessId: number): WireLocation[] {
    return this.businessLocations(businessId)
      .map((entry) => entry.location)
      .filter((location) => location.experiences.some((experience) => experience.status === 'ACTIVE'));
  }

  /** GET /hotels/api/v1/hotels/properties?business_id= */
  hotels(businessId: string | null): WireHotelsResponse {
    const business = this.business(parseId(businessId));
    const hotelsList = this.store
      .catalog()
      .hotels.filter((entry) => entry.businessId === business.id)
      .map((entry) => entry.hotel);
    return {
      data: { hotelsList, restaurantList: this.activeLocations(business.id).filter((location) => location.hotel_id === null) },
    } satisfies WireHotelsResponse;
  }

  /**
   * GET /restaurants/api/v3/locations?business_id=&location_group_id=&experience[slots][available_from]=
   * With `available_from`, a location lists only experiences that have a slot at or after
   * that instant (within their available days, from the sandbox clock), and locations left with none
   * are dropped.
   */
  locations(businessId: string | null, locationGroupId: string | null, availableFrom: string | null = null): WireLocationsResponse {
    const business = this.business(parseId(businessId));
    const group = parseId(locationGroupId);
    let data = this.activeLocations(business.id).filter((location) => group === null || location.location_group_id === group);
    if (availableFrom) {
      const from = new Date(availableFrom);
      if (Number.isNaN(from.getTime())) throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_AVAILABLE_FROM' });
      data = data
        .map((location) => ({
          ...location,
          experiences: location.experiences.filter((ref) => {
            const seed = this.store.catalog().experiences.find((entry) => entry.experience.id === ref.id);
            return ref.status === 'ACTIVE' && seed !== undefined && this.slotsFor(seed, from).next_available !== null;
          }),
        }))
        .filter((location) => location.experiences.length > 0);
    }
    return { data } satisfies WireLocationsResponse;
  }

  /**
   * GET /api/v1/business/search?q=&business_id=[&limit=] (limit 5 by default):
   * active locations of the business whose name, address or descriptions contain `q`
   * (case-insensitive), in catalogue order, in the `/locations` shape. An empty `q` finds nothing.
   */
  searchLocations(query: string | null, businessId: string | null, limit: string | null): WireLocationSearchResponse {
    const business = this.business(parseId(businessId));
    const max = limit === null || limit === '' ? SEARCH_DEFAULT_LIMIT : parseId(limit);
    if (max === null || max < 1) throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_LIMIT' });
    const needle = (query ?? '').trim().toLocaleLowerCase('en-US');
    if (!needle) return { data: [] } satisfies WireLocationSearchResponse;
    const data = this.activeLocations(business.id)
      .filter((location) =>
        [location.name, location.place.data.formatted_address, location.short_description, location.long_description].some((text) =>
          text.toLocaleLowerCase('en-US').includes(needle),
        ),
      )
      .slice(0, max);
    return { data } satisfies WireLocationSearchResponse;
  }

  /**
   * GET /restaurants/api/v3/locations/schedule?business_id=&experience[type]=&experience[status]=
   * one row per experience of each active location of the business, filtered by type
   * and status when given, with `next_available` computed from the sandbox clock.
   */
  schedule(businessId: string | null, type: string | null, status: string | null): WireScheduleResponse {
    const business = this.business(parseId(businessId));
    const catalog = this.store.catalog();
    const data: WireScheduleEntry[] = [];
    for (const location of this.activeLocations(business.id)) {
      for (const ref of location.experiences) {
        if (type && ref.type !== type) continue;
        if (status && ref.status !== status) continue;
        const seed = catalog.experiences.find((entry) => entry.experience.id === ref.id);
        if (!seed) continue;
        data.push({ location_id: location.id, experience_id: ref.id, experience_type: ref.type, next_available: this.slotsFor(seed, null).next_available });
      }
    }
    return { data } satisfies WireScheduleResponse;
  }

  private slotsFor(seed: SeedExperience, from: Date | null): WireSlotsResponse {
    const location = this.seedLocation(seed.experience.restaurant_id).location;
    const settings = seed.experience.settings;
    const now = this.clockNow();
    return slotsResponse({
      openHours: materializeOpenHours(seed, location.timezone.name, now),
      timeZone: location.timezone.name,
      availableDays: settings.available_days,
      interval: settings.interval,
      preparationMinutes: seed.preparationMinutes,
      graceMinutes: seed.graceMinutes ?? 0,
      paused: (seed.paused ?? false) || this.pausedExperiences.has(seed.experience.id),
      now,
      from,
    });
  }

  /** GET /restaurants/api/v3/experiences/{id}; `settings.slots` (and relative open hours) computed for the sandbox clock. */
  experience(id: string): WireExperienceResponse {
    const seed = this.seedExperience(parseId(id));
    const slots = this.slotsFor(seed, null);
    const timeZone = this.seedLocation(seed.experience.restaurant_id).location.timezone.name;
    return {
      data: {
        ...seed.experience,
        settings: {
          ...seed.experience.settings,
          ...(this.disclaimers.has(seed.experience.id)
            ? { ui: { ...seed.experience.settings.ui, my_order: { disclaimer: this.disclaimers.get(seed.experience.id) ?? null } } }
            : {}),
          open_hours: materializeOpenHours(seed, timeZone, this.clockNow()),
          slots: { next_available: slots.next_available, next_available_with_grace: slots.next_available_with_grace },
        },
      },
    } satisfies WireExperienceResponse;
  }

  /** GET /restaurants/api/v3/experiences/{id}/slots?from=ISO */
  slots(id: string, from: string | null): WireSlotsResponse {
    const seed = this.seedExperience(parseId(id));
    let fromDate: Date | null = null;
    if (from) {
      fromDate = new Date(from);
      if (Number.isNaN(fromDate.getTime())) throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_FROM' });
    }
    return this.slotsFor(seed, fromDate) satisfies WireSlotsResponse;
  }

  /** GET /menus/files/{id}.json */
  menuFile(id: string): WireMenu {
    const menu = this.menu(parseId(id) ?? -1);
    if (!menu) throw HttpError.of('NOT_FOUND');
    return menu satisfies WireMenu;
  }

  /** GET /menus/api/v1/getOutOfStockItems?bid= (a location id; the business id gives every location's). */
  outOfStock(bid: string | null): WireOutOfStockResponse {
    const id = parseId(bid);
    if (id === null) throw HttpError.of('MISSING_PARAMETERS');
    const catalog = this.store.catalog();
    const business = this.businesses().find((entry) => entry.id === id);
    const locations = business ? this.businessLocations(business.id) : catalog.locations.filter((entry) => entry.location.id === id);
    if (!locations.length) throw HttpError.of('NOT_FOUND');
    return { items: [...new Set(locations.flatMap((entry) => this.store.outOfStock(entry)))] } satisfies WireOutOfStockResponse;
  }

  /** GET /menus/allergens.json: every experience's `menus.allergens.url`. */
  allergens(): WireAllergensResponse {
    return allergensFile() satisfies WireAllergensResponse;
  }

  /** GET /menus/translations/{experienceId}/{language}.json: the texts of the experience's translated menus. */
  menuTranslations(experienceId: string, language: string): WireMenuTranslationsResponse {
    const seed = this.seedExperience(parseId(experienceId));
    const file = menuTranslationsFile(language, this.menusOf(seed));
    if (!file?.data.length) throw HttpError.of('NOT_FOUND');
    return file satisfies WireMenuTranslationsResponse;
  }

  /** The locations, hotels and experiences of one business: what its translation files may name. */
  private ownedResources(businessId: string): OwnedResources {
    const business = this.business(parseId(businessId));
    const locations = this.businessLocations(business.id);
    const hotels = this.store
      .catalog()
      .hotels.filter((entry) => entry.businessId === business.id)
      .map((entry) => entry.hotel.id);
    return {
      places: new Set([...locations.map((entry) => entry.location.id), ...hotels]),
      experiences: new Set(locations.flatMap((entry) => entry.location.experiences.map((experience) => experience.id))),
    };
  }

  /** GET /translations/{businessId}/{language}/business.json: location, hotel, charge, allergen and sale texts. */
  businessTranslations(businessId: string, language: string): WireBusinessTranslationsResponse {
    const file = businessTranslationsFile(this.ownedResources(businessId), language);
    if (!file) throw HttpError.of('NOT_FOUND');
    return file satisfies WireBusinessTranslationsResponse;
  }

  /** GET /translations/{businessId}/{language}/experience.json: experience names and disclaimers. */
  experienceTranslations(businessId: string, language: string): WireExperienceTranslationsResponse {
    const file = experienceTranslationsFile(this.ownedResources(businessId), language);
    if (!file) throw HttpError.of('NOT_FOUND');
    return file satisfies WireExperienceTranslationsResponse;
  }

  /**
   * POST /restaurants/api/v3/translations/{businessID}/{language}/missed `{ missed: [{ message, code, info }] }`:
   * records the messages in the database (GET /__sandbox/missed-translations, the console page lists them).
   */
  reportMissedTranslations(businessId: string, language: string, body: unknown): { data: { recorded: number } } {
    const business = this.business(parseId(businessId));
    const list = body && typeof body === 'object' ? (body as { missed?: unknown }).missed : undefined;
    if (!Array.isArray(list) || !/^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,4})?$/.test(language)) throw HttpError.of('MISSING_PARAMETERS');
    const missed = list.map((entry: unknown) => {
      const { message, code, info } = (entry && typeof entry === 'object' ? entry : {}) as { message?: unknown; code?: unknown; info?: unknown };
      if (typeof message !== 'string' || typeof info !== 'string' || !(code === null || typeof code === 'string' || typeof code === 'number')) {
        throw HttpError.of('MISSING_PARAMETERS');
      }
      return { message: message.slice(0, 500), code: code === null ? null : String(code).slice(0, 100), info: info.slice(0, 100) };
    });
    this.store.recordMissedTranslations(business.id, language, missed, this.now().toISOString());
    this.log(`translations: ${missed.length} missed message(s) reported for business ${business.id} in ${language}`);
    return { data: { recorded: missed.length } };
  }

  /** GET /menus/currency-settings.json: business 1001's `currency_settings_url`. */
  currencySettings(): WireCurrencySettings {
    return currencySettingsFile() satisfies WireCurrencySettings;
  }

  /**
   * POST /__sandbox/stock `{ serial_id | pui, in_stock, location_id? }`: puts an item in or out of
   * stock at every location whose experiences' menus hold it (or only at `location_id`). From then
   * on getOutOfStockItems lists it and a cart holding it is REJECTED with items_errors OUT_OF_STOCK
   * (a checkout answers CART_CHECKOUT_ITEM_OUT_OF_STOCK). A reset restores the seed's stock.
   */
  setStock(body: unknown): { serial_id: number; pui: string; in_stock: boolean; location_ids: number[] } {
    const input = (body && typeof body === 'object' ? body : {}) as { serial_id?: unknown; pui?: unknown; in_stock?: unknown; location_id?: unknown };
    if (typeof input.in_stock !== 'boolean') throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_IN_STOCK' });
    const bySerial = typeof input.serial_id === 'number' && Number.isInteger(input.serial_id) ? input.serial_id : null;
    const byPui = typeof input.pui === 'string' && input.pui ? input.pui : null;
    if (bySerial === null && byPui === null) throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_ITEM' });
    const only = input.location_id === undefined || input.location_id === null ? null : Number(input.location_id);
    const catalog = this.store.catalog();
    let found: { serial: number; pui: string } | null = null;
    const locationIds = new Set<number>();
    for (const seed of catalog.experiences) {
      if (only !== null && seed.experience.restaurant_id !== only) continue;
      for (const menu of this.menusOf(seed)) {
        for (const entry of indexMenu(menu).values()) {
          if (entry.item.serial_id !== bySerial && entry.item.pos_unique_id !== byPui) continue;
          found ??= { serial: entry.item.serial_id, pui: entry.item.pos_unique_id };
          if (entry.item.serial_id === found.serial) locationIds.add(seed.experience.restaurant_id);
        }
      }
    }
    if (!found) throw HttpError.of('NOT_FOUND', { message: 'ITEM_NOT_FOUND' });
    const ids = [...locationIds].sort((a, b) => a - b);
    this.store.setStock(ids, found.serial, input.in_stock);
    this.log(`stock: ${found.pui} (${found.serial}) ${input.in_stock ? 'in' : 'out of'} stock at ${ids.join(', ')}`);
    return { serial_id: found.serial, pui: found.pui, in_stock: input.in_stock, location_ids: ids };
  }

  // ---- cart ----------------------------------------------------------------

  /** POST /restaurants/api/v3/cart (create) and PUT /restaurants/api/v3/cart/{id} (update). */
  saveCart(body: unknown, pathId: string | null): WireCartResponse {
    this.failIfArmed('cart');
    const parsed = validateCartRequest(body);
    if (!parsed.ok) throw HttpError.of('CART_NOT_VALID').withField(parsed.field);
    const request = parsed.value;
    if (pathId !== null && pathId !== request.id) throw HttpError.of('CART_NOT_VALID').withField('id');
    this.business(request.business_id);
    const seed = this.seedExperience(request.experience_id);

    const existing = this.store.getCart(request.id);
    if (pathId !== null && !existing) throw HttpError.of('CART_NOT_FOUND');
    if (existing) {
      // These two make the widget retry once with a new cart id.
      if (existing.checked_out) throw HttpError.of('CART_RACE_CONDITIONS');
      if (existing.experience_id !== request.experience_id || existing.business_id !== request.business_id) {
        throw HttpError.of('CART_EXPERIENCE_OR_BUSINESS_CAN_NOT_BE_CHANGED');
      }
    }

    // An unusable coupon refuses the whole request (the widget drops it and saves again).
    const coupon = resolveCoupon(request.coupon_code);
    const hash = cartHash(request);
    this.store.saveCart(
      { id: request.id, businessId: request.business_id, experienceId: request.experience_id, locationId: seed.experience.restaurant_id, request, hash },
      this.now(),
    );
    this.scheduleCalculation(request, hash, seed);
    return {
      cart: {
        id: request.id,
        status: 'PENDING_CALCULATIONS',
        coupon: coupon ? { code: coupon.code, name: coupon.name } : null,
        // The platform has been seen spelling it `summery`; one experience (3006) does.
        ...(seed.summerySpelling ? { summery: null } : { summary: null }),
        service_charges: [],
        taxes: [],
        hash,
        isPendingCalculations: true,
      },
    } satisfies WireCartResponse;
  }

  /** Runs the calculation after a short delay and publishes it. */
  private scheduleCalculation(request: WireCartRequest, hash: string, seed: SeedExperience): void {
    const [min, max] = this.options.calculationDelayMs ?? [200, 400];
    const delay = min + Math.round(Math.random() * Math.max(0, max - min));
    this.later(delay, `calculation ${request.id}`, () => this.publishCalculation(request, hash, seed));
  }

  /** Runs `task` after `delay` ms as a pending job (awaited by `settled()`, dropped by `cancelPending()`). */
  private later(delay: number, label: string, task: () => Promise<void>): void {
    let resolve!: () => void;
    const done = new Promise<void>((r) => (resolve = r));
    const job = {
      done,
      resolve,
      timer: setTimeout(() => {
        task()
          .catch((error: unknown) => this.log(`${label} failed: ${(error as Error).message}`))
          .finally(() => {
            this.pending.delete(job);
            resolve();
          });
      }, delay),
    };
    this.pending.add(job);
  }

  private async publishCalculation(request: WireCartRequest, hash: string, seed: SeedExperience): Promise<void> {
    const menus = this.menusOf(seed);
    const location = this.pricingLocation(seed);
    const now = this.now().getTime();
    // Timestamps only move forward per cart (the widget ignores older ones).
    const timestamp = Math.max(now, (this.lastTimestamp.get(request.id) ?? 0) + 1);
    this.lastTimestamp.set(request.id, timestamp);
    let result: WireRealtimeCart;
    if (!menus.length) {
      result = { id: request.id, hash, status: 'REJECTED', timestamp, summary: null, reason: 'CART_CALCULATE_AMOUNT_FAILED', items_errors: [] };
    } else {
      let coupon = null;
      try {
        coupon = resolveCoupon(request.coupon_code);
      } catch {
        // Refused when the cart was saved; never stored.
      }
      const calculation = calculateCart(request, menus, location, { coupon });
      result = calculation.ok
        ? {
            id: request.id,
            hash,
            status: 'CALCULATED',
            timestamp,
            summary: toWireSummary(calculation.summary, calculation.minorUnit),
            reason: null,
            items_errors: [],
          }
        : { id: request.id, hash, status: 'REJECTED', timestamp, summary: null, reason: calculation.reason, items_errors: calculation.itemsErrors };
    }
    // A newer request replaced this one meanwhile: its own job will publish.
    if (!this.store.saveCalculation(result satisfies WireRealtimeCart)) return;
    await this.options.writer.writeCart(result);
  }

  /** Resolves when every scheduled calculation has been published. */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending].map((job) => job.done));
  }

  /** Cancels scheduled calculations (reset, shutdown). */
  cancelPending(): void {
    for (const job of this.pending) {
      clearTimeout(job.timer);
      job.resolve();
    }
    this.pending.clear();
  }

  // ---- checkout ------------------------------------------------------

  /**
   * POST /restaurants/api/v3/cart/{id}/checkout: creates the order once per cart. A cart with a
   * standing order (placed, or its payment awaiting confirmation) answers that order again; a cart
   * whose order's payment failed, was cancelled or withdrawn reopens it with a new payment attempt.
   * A declined card makes no order at all.
   */
  checkout(cartId: string, body: unknown, userId: string | null = null): WireCheckoutResponse {
    this.failIfArmed('checkout');
    const cart = this.store.getCart(cartId);
    if (!cart) throw HttpError.of('CART_NOT_FOUND');
    const parsed = validateCheckoutRequest(body);
    if (!parsed.ok) throw HttpError.of('CART_NOT_VALID').withField(parsed.field);
    const request = parsed.value;
    if (request.id !== cartId) throw HttpError.of('CART_NOT_VALID').withField('id');

    // Idempotent: the same cart is never checked out twice.
    const placed = this.store.getOrderByCart(cartId);
    if (placed && (placed.status === 'RECEIVED' || placed.status === 'AWAITING_PAYMENT')) return this.checkoutResponse(placed);

    if (request.experience_id !== cart.experience_id || request.business_id !== cart.business_id) {
      throw HttpError.of('CART_EXPERIENCE_OR_BUSINESS_CAN_NOT_BE_CHANGED');
    }
    const seed = this.seedExperience(cart.experience_id);
    const settings = seed.experience.settings;
    if (!settings.checkout.is_active || seed.experience.status !== 'ACTIVE') throw HttpError.of('CART_CHECKOUT_FAILED');
    // A business in view mode takes no orders at all.
    if (this.viewOnlyBusinesses.has(cart.business_id)) throw HttpError.of('CART_CHECKOUT_FAILED');
    if (!settings.payments.allowed.some((payment) => payment.type === request.payment.type)) throw HttpError.of('CART_CHECKOUT_FAILED');
    this.checkRequiredFields(request, seed);
    const coupon = resolveCoupon(request.coupon_code);

    const menus = this.menusOf(seed);
    if (!menus.length) throw HttpError.of('EXPERIENCE_MISCONFIGURATION');
    const location = this.pricingLocation(seed);
    const hideTip = settings.hide_tip.payment_types.includes(request.payment.type);
    const firstPass = calculateCart(request, menus, location, { coupon });
    if (!firstPass.ok) throw calculationError(firstPass);
    const tip = hideTip ? 0 : tipCents(request.tip, firstPass.minorUnit);
    const priced = calculateCart(request, menus, location, { tipMinor: tip, coupon });
    if (!priced.ok) throw HttpError.of('CART_CALCULATE_AMOUNT_FAILED');
    const summary = toWireSummary(priced.summary, priced.minorUnit);
    const payment = this.preparePayment(
      request.payment,
      {
        roomNumber: request.details.room_number,
        deviceId: request.device_id ?? null,
        receiptEmail: request.receipt.receive_by === 'EMAIL' ? request.details.email : null,
      },
      seed,
      summary.total,
      location.location.currency.code,
    );

    const { order, created } = this.store.createOrder({
      cartId,
      businessId: cart.business_id,
      locationId: location.location.id,
      experienceId: seed.experience.id,
      items: priced.lines,
      minorUnit: priced.minorUnit,
      summary,
      details: request.details,
      comment: request.comment,
      deliveryMethod: request.delivery_method ?? null,
      paymentType: request.payment.type,
      tip: hideTip ? null : request.tip,
      checkoutAt: request.checkout_at,
      now: this.now(),
      statusAt: this.clockNow(),
      payment,
      userId,
    });
    if (created) {
      this.log(
        `order ${order.check_number} (${order.id}) for cart ${cartId}: ${summary.total} ${location.location.currency.code}, ` +
          `${request.payment.type} ${payment.status}${userId ? `, user ${userId}` : ''}`,
      );
      const latest = order.payments.at(-1);
      if (latest?.status === 'OK') this.sendReceipt(latest);
      // Placed and paid (or paid later): the kitchen has it. Written as a job, so the checkout answers
      // at once and settled() still waits for the write.
      if (order.status === 'RECEIVED') this.later(0, `order status ${order.id}`, () => this.publishOrderStatus(order.id));
      if (latest?.flow === 'TERMINAL' && latest.status === 'AWAITING_CONFIRMATION' && latest.device_id) {
        // A kiosk's own card terminal: it waits for the guest's card, played by the terminal
        // simulator (POST /__sandbox/terminal, the console page's buttons).
        this.log(`kiosk ${latest.device_id}: terminal waiting for a card, ${summary.total} ${location.location.currency.code}`);
      } else if (latest?.flow === 'TERMINAL' && latest.status === 'AWAITING_CONFIRMATION') {
        // The card terminal: the guest taps the card, the platform says SUCCESS a moment later.
        this.later(this.options.terminalDelayMs ?? 2000, `terminal ${latest.id}`, async () => {
          await this.finishTransaction(latest.id, 'SUCCESS', null);
        });
      }
    }
    return this.checkoutResponse(order);
  }

  /**
   * Decides the payment attempt of a checkout (or of a share of a table's bill) from its `payment`:
   * WALLET needs a token of the sandbox wallet and ends by the card (README "Test cards"; a decline throws
   * CARD_DECLINED and records nothing); ROOM checks the room charge token or the room against the
   * reservations; EMV waits for the card terminal; anything else is accepted at once (paid later, in
   * person or cash).
   */
  private preparePayment(
    p: WireCheckoutRequest['payment'],
    context: PaymentContext,
    seed: SeedExperience,
    total: number,
    currency: string,
  ): Omit<NewPayment, 'type'> {
    const base = {
      amount: total,
      currency,
      paymentMethodId: null,
      card: null,
      roomChargeToken: null,
      challengeUrl: null,
      deviceId: context.deviceId,
      receiptEmail: context.receiptEmail,
    };
    switch (p.type) {
      case 'WALLET': {
        if (!p.payment_method_id) throw HttpError.of('MISSING_CREDIT_CARD_DETAILS');
        const token = this.store.getCardToken(p.payment_method_id);
        if (!token) throw HttpError.of('CART_CHECKOUT_FAILED');
        const outcome = cardOutcome(token.number);
        if (outcome.kind === 'declined') throw HttpError.of('CARD_DECLINED');
        const card = { brand: token.brand, last4: token.last4 };
        // Alipay confirms on its own page: the guest is sent there and comes back (a REDIRECT payment).
        if (token.brand === SANDBOX_EXPRESS_ISSUERS.alipay) {
          return { ...base, status: 'AWAITING_CONFIRMATION', flow: 'REDIRECT', paymentMethodId: token.token, card, challengeUrl: alipayUrl };
        }
        if (outcome.kind === 'challenge') {
          return { ...base, status: 'AWAITING_CONFIRMATION', flow: 'CHALLENGE', paymentMethodId: token.token, card, challengeUrl };
        }
        return { ...base, status: 'OK', flow: 'IMMEDIATE', paymentMethodId: token.token, card };
      }
      case 'ROOM': {
        const room = context.roomNumber;
        const token = p.room_charge_token ?? null;
        if (token) {
          const reservation = reservationOfToken(token);
          if (!reservation || (room !== null && room.trim() !== reservation.room)) throw HttpError.of('BOOKING_NOT_FOUND');
          if (reservation.noPost) throw HttpError.of('POS_ROOM_CHARGE_NO_POST_ALLOWED');
        } else {
          // Step 4: an experience with room validation charges only a validated guest.
          if (seed.experience.settings.is_room_validation) throw HttpError.of('MISSING_PARAMETERS');
          if (room !== null && RESERVATIONS.some((entry) => entry.room === room.trim() && entry.noPost)) {
            throw HttpError.of('POS_ROOM_CHARGE_NO_POST_ALLOWED');
          }
        }
        return { ...base, status: 'OK', flow: 'IMMEDIATE', roomChargeToken: token };
      }
      case 'EMV':
        return { ...base, status: 'AWAITING_CONFIRMATION', flow: 'TERMINAL' };
      default:
        return { ...base, status: 'OK', flow: 'IMMEDIATE' };
    }
  }

  /** First and last name always; other fields as the experience marks them required. */
  private checkRequiredFields(request: WireCheckoutRequest, seed: SeedExperience): void {
    const d = request.details;
    const values: Record<string, unknown> = {
      first_name: d.first_name,
      last_name: d.last_name,
      phone: d.phone,
      email: d.email,
      room_number: d.room_number,
      table_number: d.table_number,
      guest_count: d.number_of_diners,
    };
    if (!d.first_name.trim() || !d.last_name.trim()) throw HttpError.of('MISSING_PARAMETERS');
    // A delivery the experience offers; a room delivery needs the room.
    const delivery = request.delivery_method ?? null;
    if (delivery && !seed.experience.settings.deliveries.some((option) => option.type === delivery))
      throw HttpError.of('CART_NOT_VALID').withField('delivery_method');
    if (delivery === 'ROOM' && !d.room_number) throw HttpError.of('MISSING_PARAMETERS').withField('details.room_number');
    const fields = seed.experience.settings.ui.checkout.fields;
    for (const [key, setting] of Object.entries(fields)) {
      if (!setting?.required || !(key in values)) continue;
      if (setting.show_with_payment_type && !setting.show_with_payment_type.includes(request.payment.type)) continue;
      const value = values[key];
      if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) throw HttpError.of('MISSING_PARAMETERS');
    }
  }

  /** The order as the checkout answers it: its current payment attempt (a cancelled one reads FAILED). */
  private checkoutResponse(order: SandboxOrder): WireCheckoutResponse {
    const location = this.seedLocation(order.location_id).location;
    const latest = order.payments.at(-1);
    const payment: WireCheckoutResponse['order']['payments'][number] = latest
      ? { id: latest.id, status: latest.status === 'CANCELED' ? 'FAILED' : latest.status }
      : { id: order.payment_id, status: 'OK' };
    if (latest?.challenge_url && latest.status === 'AWAITING_CONFIRMATION') {
      // A REDIRECT payment's page is where the guest goes (top of the page), not a page to frame.
      if (latest.flow === 'REDIRECT') payment.redirect_url = latest.challenge_url;
      else payment.challenge_url = latest.challenge_url;
    }
    return {
      order: {
        id: order.id,
        check_number: order.check_number,
        confirmation_number: order.confirmation_number,
        checkout_time: formatZonedIso(new Date(order.checkout_time), location.timezone.name),
        payments: [payment],
      },
      is3DSecure: latest?.flow === 'CHALLENGE',
    } satisfies WireCheckoutResponse;
  }

  /**
   * GET /restaurants/api/v3/cart/{id}/checkout: read-only, the standing order of a cart (placed, or
   * its payment awaiting confirmation) as the checkout POST answered it, or `{ order: null }` when
   * the cart has none. A client whose checkout answer was lost (a 5xx, a dropped connection) asks
   * this to learn whether the order exists without placing one.
   */
  checkoutOf(cartId: string): WireCheckoutResponse | { order: null } {
    if (!this.store.getCart(cartId)) throw HttpError.of('CART_NOT_FOUND');
    const placed = this.store.getOrderByCart(cartId);
    if (placed && (placed.status === 'RECEIVED' || placed.status === 'AWAITING_PAYMENT')) return this.checkoutResponse(placed);
    return { order: null };
  }

  /**
   * DELETE /restaurants/api/v3/cart/{id}/checkout: withdraws a checkout that was not
   * paid (its order becomes WITHDRAWN, a payment still awaiting confirmation CANCELED, the cart can
   * change and be checked out again). A placed order cannot be withdrawn (4700); a cart without an
   * order has nothing to withdraw (answered OK).
   */
  cancelCheckout(cartId: string): { id: string; status: 'WITHDRAWN' | 'NONE' } {
    if (!this.store.getCart(cartId)) throw HttpError.of('CART_NOT_FOUND');
    const order = this.store.withdrawOrder(cartId, this.now());
    if (!order) return { id: cartId, status: 'NONE' };
    if (order.status === 'RECEIVED') throw HttpError.of('CART_CHECKOUT_FAILED');
    this.log(`checkout of cart ${cartId} withdrawn (order ${order.check_number})`);
    return { id: cartId, status: 'WITHDRAWN' };
  }

  // ---- room validation ----------------------------------------------------------

  /** POST /restaurants/api/v3/{bid}/roomChargeValidity and /roomValidity (`?lastName=&roomNumber=`, no body). */
  roomValidity(kind: 'charge' | 'delivery', businessId: string, roomNumber: string | null, lastName: string | null): WireRoomValidityResponse {
    this.failIfArmed('room');
    this.business(parseId(businessId));
    return validateRoom(kind, roomNumber, lastName);
  }

  // ---- the sandbox wallet: card tokens and 3-D Secure (README "Test cards") ------------------

  /**
   * POST /__sandbox/wallet/tokens `{ number, expiry, cvc }` (called by the card-fields page only):
   * checks the card, keeps token -> number server-side, and answers the protocol's `token` payload.
   */
  tokenizeCard(body: unknown): { payment_method_id: string; issuer_name: string; fingerprint: string; encrypted_cvv: string; last4: string | null } {
    const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    // An approved express sheet (`{ express }`): a token of the device wallet's card, which pays as the
    // sandbox's success card does; its issuer is the method ("Google Pay"), its digits stay with the device.
    if (input.express !== undefined) {
      const issuer = typeof input.express === 'string' ? SANDBOX_EXPRESS_ISSUERS[input.express as SandboxExpressMethod] : undefined;
      if (!issuer) throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_EXPRESS_METHOD' });
      const digits = '4242424242424242';
      const made = newCardToken(digits);
      this.store.saveCardToken({
        token: made.token,
        number: digits,
        brand: issuer,
        last4: digits.slice(-4),
        fingerprint: made.fingerprint,
        created_at: this.now().toISOString(),
      });
      this.log(`wallet: ${issuer} sheet approved (token ${made.token})`);
      return { payment_method_id: made.token, issuer_name: issuer, fingerprint: made.fingerprint, encrypted_cvv: made.encryptedCvv, last4: null };
    }
    const checked = checkCard({ number: String(input.number ?? ''), expiry: String(input.expiry ?? ''), cvc: String(input.cvc ?? '') }, this.now());
    if (!checked.ok) {
      throw HttpError.custom(
        checked.code === 'MISSING_CREDIT_CARD_DETAILS' ? ERRORS.MISSING_CREDIT_CARD_DETAILS.code : ERRORS.CART_NOT_VALID.code,
        checked.code,
      ).withField(checked.field);
    }
    const made = newCardToken(checked.digits);
    const brand = cardBrand(checked.digits);
    const last4 = checked.digits.slice(-4);
    this.store.saveCardToken({ token: made.token, number: checked.digits, brand, last4, fingerprint: made.fingerprint, created_at: this.now().toISOString() });
    return { payment_method_id: made.token, issuer_name: brand, fingerprint: made.fingerprint, encrypted_cvv: made.encryptedCvv, last4 };
  }

  /**
   * GET /__sandbox/wallet/methods?merchant=: the express methods the sandbox wallet enables for the
   * business `merchant` (its seed's `expressMethods`; none for an unknown one).
   */
  walletMethods(merchant: string | null): { express: SandboxExpressMethod[] } {
    const business = this.businesses().find((candidate) => String(candidate.id) === merchant);
    return { express: [...(business?.expressMethods ?? [])] };
  }

  /** GET /__sandbox/terminal?device_id=: what kiosk `deviceId`'s card terminal is waiting for, if anything. */
  terminalInfo(deviceId: string | null): { device_id: string; waiting: { order: string; payment: string; amount: number; currency: string } | null } {
    if (!deviceId?.trim()) throw HttpError.of('MISSING_PARAMETERS').withField('device_id');
    const payment = this.store.awaitingTerminalPayment(deviceId);
    return {
      device_id: deviceId,
      waiting: payment ? { order: payment.order_id, payment: payment.id, amount: payment.amount, currency: payment.currency } : null,
    };
  }

  /**
   * POST /__sandbox/terminal `{ device_id, result }`: the card terminal simulator of a kiosk, as the
   * guest uses it. `approve` -> SUCCESS; `decline` -> FAILURE 4237 CARD_DECLINED (the bank refused the
   * card); `cancel` -> FAILURE 6207 'Transaction status is CANCELED' (cancelled on the terminal, nothing
   * charged); `timeout` -> FAILURE 6208 TERMINAL_TIMEOUT (nobody tapped). Written at
   * transactions/{orderId}/{paymentId} for the payment the terminal waits for; 400 CART_CHECKOUT_FAILED when it waits for none.
   */
  async driveTerminal(body: unknown): Promise<{ status: 'SUCCESS' | 'FAILURE'; order: string; payment: string }> {
    const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const deviceId = typeof input.device_id === 'string' ? input.device_id : '';
    const results = { approve: null, decline: TERMINAL_DECLINED, cancel: TERMINAL_CANCELLED, timeout: TERMINAL_TIMEOUT } as const;
    if (typeof input.result !== 'string' || !(input.result in results)) throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_RESULT' });
    const { waiting } = this.terminalInfo(deviceId);
    if (!waiting) throw HttpError.of('CART_CHECKOUT_FAILED', { message: 'NO_PAYMENT_AT_TERMINAL' });
    const error = results[input.result as keyof typeof results];
    const { status } = await this.finishTransaction(waiting.payment, error ? 'FAILURE' : 'SUCCESS', error);
    return { status, order: waiting.order, payment: waiting.payment };
  }

  /**
   * Emails the receipt of a paid order whose checkout asked for one (`receipt.receive_by` EMAIL, the
   * kiosk's e-receipt): recorded as sent, on GET /__sandbox/invoices and the console.
   */
  private sendReceipt(payment: SandboxPayment): void {
    if (!payment.receipt_email) return;
    const order = this.store.getOrder(payment.order_id);
    this.store.saveInvoice({ order_id: payment.order_id, user_id: order?.user_id ?? '', email: payment.receipt_email, sent_at: this.now().toISOString() });
    this.log(`receipt of order ${order?.check_number ?? payment.order_id} emailed to ${payment.receipt_email}`);
  }

  /** A payment of an order, or 404 NOT_FOUND. */
  private paymentOf(orderId: string, paymentId: string): SandboxPayment {
    const payment = this.store.getPayment(paymentId);
    if (!payment || payment.order_id !== orderId) throw HttpError.of('NOT_FOUND', { message: 'PAYMENT_NOT_FOUND' });
    return payment;
  }

  /** GET /__sandbox/wallet/challenge?order=&payment=: what the challenge page shows. */
  challengeInfo(
    orderId: string | null,
    paymentId: string | null,
  ): { status: SandboxPayment['status']; amount: number; currency: string; card: SandboxPayment['card'] } {
    const payment = this.paymentOf(orderId ?? '', paymentId ?? '');
    return { status: payment.status, amount: payment.amount, currency: payment.currency, card: payment.card };
  }

  /**
   * POST /__sandbox/wallet/challenge `{ order, payment, result: 'complete' | 'fail' | 'cancel' }` (the
   * challenge page's buttons): "fail" -> FAILURE 4238 CARD_AUTHENTICATION_FAILED (the bank refused);
   * "cancel" -> FAILURE 4244 CHALLENGE_DECLINED_BY_USER (the guest gave up); "complete" -> SUCCESS,
   * or FAILURE 4236 for the 4236 card; written at transactions/{orderId}/{paymentId}.
   */
  async resolveChallenge(body: unknown): Promise<{ status: 'SUCCESS' | 'FAILURE' }> {
    const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    if (input.result !== 'complete' && input.result !== 'fail' && input.result !== 'cancel')
      throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_RESULT' });
    const payment = this.paymentOf(String(input.order ?? ''), String(input.payment ?? ''));
    if ((payment.flow !== 'CHALLENGE' && payment.flow !== 'REDIRECT') || payment.status !== 'AWAITING_CONFIRMATION') throw HttpError.of('CART_CHECKOUT_FAILED');
    if (input.result === 'cancel') {
      return this.finishTransaction(payment.id, 'FAILURE', { code: ERRORS.CHALLENGE_DECLINED_BY_USER.code, message: 'CHALLENGE_DECLINED_BY_USER' });
    }
    if (input.result === 'fail') {
      return this.finishTransaction(payment.id, 'FAILURE', { code: ERRORS.CARD_AUTHENTICATION_FAILED.code, message: 'CARD_AUTHENTICATION_FAILED' });
    }
    const token = payment.payment_method_id ? this.store.getCardToken(payment.payment_method_id) : null;
    const outcome = token ? cardOutcome(token.number) : null;
    if (outcome?.kind === 'challenge' && outcome.failCode !== null) {
      return this.finishTransaction(payment.id, 'FAILURE', { code: outcome.failCode, message: outcome.failMessage ?? 'CART_CHECKOUT_FAILED' });
    }
    return this.finishTransaction(payment.id, 'SUCCESS', null);
  }

  /**
   * Ends a payment awaiting confirmation and writes the transaction event. An armed
   * `transaction` failure turns it into FAILURE with that code and message. Does nothing when the
   * payment no longer awaits (cancelled or withdrawn meanwhile).
   */
  private async finishTransaction(
    paymentId: string,
    status: 'SUCCESS' | 'FAILURE',
    error: { code: number; message: string } | null,
  ): Promise<{ status: 'SUCCESS' | 'FAILURE' }> {
    const payment = this.store.getPayment(paymentId);
    if (payment?.status !== 'AWAITING_CONFIRMATION') return { status: 'FAILURE' };
    const armed = this.takeFailure('transaction');
    if (armed) {
      status = 'FAILURE';
      error = { code: armed.code, message: armed.message };
    }
    const now = this.now();
    // A paid payment makes its order RECEIVED, and its kitchen status begins at the sandbox clock's now.
    this.store.updatePayment(paymentId, status === 'SUCCESS' ? { status: 'OK' } : { status: 'FAILED', error }, now, this.clockNow());
    if (status === 'SUCCESS') this.sendReceipt(payment);
    const event: WireRealtimeTransaction = { eventHandlingStatus: status, exceptionInfo: status === 'SUCCESS' ? null : error, timestamp: now.getTime() };
    this.log(`transaction ${payment.order_id}/${paymentId}: ${status}${error ? ` ${error.code} ${error.message}` : ''}`);
    await this.options.writer.writeTransaction(payment.order_id, paymentId, event);
    // A share of a table's bill: paid, or given back for another guest to pay; the table sees either.
    if (this.store.isTableOrder(payment.order_id)) await this.tables.publish(payment.order_id);
    else if (status === 'SUCCESS') await this.publishOrderStatus(payment.order_id);
    return { status };
  }

  /**
   * PUT /restaurants/api/v3/order/{orderId}/payment/{paymentId}/transaction `{ transaction_id }`
   * the widget confirms a payment after its SUCCESS event. A paid payment records the
   * transaction id; one still awaiting answers its status unchanged; a failed or cancelled one 4700.
   */
  confirmTransaction(orderId: string, paymentId: string, body: unknown): { id: string; status: SandboxPayment['status'] } {
    this.failIfArmed('transaction');
    // The SDK's own request schema first (the contract the widget's body is typed by), then the
    // sandbox's rule that the id is not blank.
    if (!is(body, TransactionRequestSchema) || !body.transaction_id.trim()) throw HttpError.of('MISSING_PARAMETERS').withField('transaction_id');
    const input = body;
    const payment = this.paymentOf(orderId, paymentId);
    if (payment.status === 'FAILED' || payment.status === 'CANCELED') throw HttpError.of('CART_CHECKOUT_FAILED');
    if (payment.status === 'OK') this.store.updatePayment(paymentId, { transactionId: input.transaction_id.trim() }, this.now());
    return { id: paymentId, status: payment.status };
  }

  /**
   * POST /restaurants/api/v3/order/{orderId}/payment/{paymentId}/cancel: the guest left
   * the challenge (or the terminal). A payment awaiting confirmation becomes CANCELED (the order
   * VOIDED, the cart editable; a table's share given back); cancelling again is harmless; a paid
   * payment cannot be (4700).
   */
  async cancelPayment(orderId: string, paymentId: string): Promise<{ id: string; status: SandboxPayment['status'] }> {
    this.failIfArmed('transaction');
    const payment = this.paymentOf(orderId, paymentId);
    if (payment.status === 'OK') throw HttpError.of('CART_CHECKOUT_FAILED');
    if (payment.status === 'AWAITING_CONFIRMATION') {
      this.store.updatePayment(paymentId, { status: 'CANCELED' }, this.now());
      this.log(`payment ${orderId}/${paymentId} cancelled`);
      if (this.store.isTableOrder(orderId)) await this.tables.publish(orderId);
      return { id: paymentId, status: 'CANCELED' };
    }
    return { id: paymentId, status: payment.status };
  }

  // ---- order status: the optional capability and the sandbox kitchen --------------------------

  /**
   * GET /restaurants/api/v3/order/{id}/status: where the order is. 404 when the order is unknown
   * (ORDER_NOT_FOUND), has no kitchen status (ORDER_STATUS_NOT_FOUND: not placed, its payment not
   * confirmed, VOIDED or WITHDRAWN) or its business lacks the capability: then the body is the one
   * of a route the platform does not have (4004 NOT_FOUND), as a platform without it answers.
   */
  orderStatus(orderId: string): WireOrderStatusResponse {
    const { order, status } = this.followedOrder(orderId, HttpError.of('NOT_FOUND'));
    return this.statusAnswer(this.withOrderFacts(order, status));
  }

  /**
   * POST /__sandbox/orders/{id}/status `{ status, eta_minutes?, message? }`: the kitchen moves an order
   * (the kitchen page's buttons). 404 as the GET (ORDER_STATUS_DISABLED when the capability is off);
   * 400 MISSING_PARAMETERS `INVALID_STATUS`, `INVALID_ETA_MINUTES`, `INVALID_MESSAGE` or `INVALID_BODY`;
   * 409 `{ code: 'ORDER_STATUS_TRANSITION_REFUSED', message, refusal }` for a move the rules refuse.
   *
   * The ETA is now + `eta_minutes` when given, else the previous one; a final status has none. The
   * message is the one given or none. The same status again with a later ETA (or a first one) is a
   * delay: `delayed` true, the message saying why; an ETA brought forward ends the delay, another
   * status too. An order refused or cancelled says what became of the guest's money (`charge`).
   * Answered once the value is written at `order_statuses/{orderId}`.
   */
  async changeOrderStatus(orderId: string, body: unknown): Promise<WireOrderStatusResponse> {
    const { order, status: current, track } = this.followedOrder(orderId, HttpError.of('NOT_FOUND', { message: 'ORDER_STATUS_DISABLED' }));
    const parsed = validateOrderStatusChange(body);
    if (!parsed.ok) {
      const known = ['status', 'eta_minutes', 'message'].includes(parsed.field);
      throw HttpError.of('MISSING_PARAMETERS', { message: known ? `INVALID_${parsed.field.toUpperCase()}` : 'INVALID_BODY' }).withField(parsed.field);
    }
    const change = parsed.value;
    const refusal = transitionRefusal(current.status, change.status, track);
    if (refusal) {
      const refused: Record<string, unknown> = {
        code: 'ORDER_STATUS_TRANSITION_REFUSED',
        message: refusalText(refusal, order.check_number, current.status, change.status, track),
        refusal,
      };
      // The kitchen's own body (a word for its code, the refusal's reason), not one of the platform's errors.
      throw new HttpError(409, refused as unknown as WireErrorBody);
    }
    const now = this.clockNow();
    const given = change.eta_minutes === undefined ? null : new Date(now.getTime() + change.eta_minutes * 60_000).toISOString();
    const same = change.status === current.status;
    // The same status (never a final one: nothing follows those) with a new ETA: later is a delay, earlier ends one.
    const later = given !== null && (current.eta === null || Date.parse(given) > Date.parse(current.eta));
    const next: WireOrderStatus = {
      status: change.status,
      eta: isFinalStatus(change.status) ? null : (given ?? current.eta),
      message: change.message,
      updated_at: now.toISOString(),
      delayed: same ? (given === null ? current.delayed === true : later) : false,
      charge: isEnding(change.status) ? this.endingCharge(order) : null,
    };
    this.store.saveOrderStatus(order.id, next);
    this.log(`order ${order.check_number}: ${current.status} -> ${next.status}${next.delayed ? ' (delayed)' : ''}${next.eta ? `, eta ${next.eta}` : ''}`);
    await this.publishOrderStatus(order.id);
    return this.statusAnswer(this.withOrderFacts(order, next));
  }

  /**
   * GET /__sandbox/kitchen: the kitchen page's data, every order received in the last 24 hours of the
   * sandbox clock with its status, track and the moves it allows, grouped by location.
   */
  kitchen(): SandboxKitchen {
    const now = this.clockNow();
    const since = new Date(now.getTime() - KITCHEN_WINDOW_MS);
    const locations = new Map<number, SandboxKitchen['locations'][number]>();
    for (const { order, status, received_at } of this.store.kitchenOrders(since)) {
      let location = locations.get(order.location_id);
      if (!location) {
        const facts = this.locationFacts(order.location_id);
        location = { location_id: order.location_id, name: facts?.name ?? `Location ${order.location_id}`, time_zone: facts?.timeZone ?? 'UTC', orders: [] };
        locations.set(order.location_id, location);
      }
      const track = this.trackOf(order, status.status);
      const enabled = !this.orderStatusOffBusinesses.has(order.business_id);
      const d = order.details;
      location.orders.push({
        id: order.id,
        check_number: order.check_number,
        business_id: order.business_id,
        experience_id: order.experience_id,
        experience_type: this.experienceType(order.experience_id),
        guest: d.name || `${d.first_name} ${d.last_name}`.trim(),
        room_number: d.room_number,
        table_number: d.table_number,
        items: order.items.map((line) => ({ name: line.name, quantity: line.quantity, modifiers: line.modifiers.map((modifier) => modifier.name) })),
        item_count: order.items.reduce((sum, line) => sum + line.quantity, 0),
        received_at,
        status,
        track,
        order_status_enabled: enabled,
        moves: enabled ? nextMoves(status.status, track) : [],
        history: this.store.orderStatusHistory(order.id),
      });
    }
    return { now: now.toISOString(), since: since.toISOString(), locations: [...locations.values()] };
  }

  /**
   * An order the kitchen follows, with its status and track: 404 ORDER_NOT_FOUND when unknown,
   * `whenOff` when its business lacks the capability, ORDER_STATUS_NOT_FOUND when it has no status.
   */
  private followedOrder(orderId: string, whenOff: HttpError): { order: SandboxOrder; status: WireOrderStatus; track: OrderTrack } {
    const order = this.store.getOrder(orderId);
    if (!order) throw HttpError.of('NOT_FOUND', { message: 'ORDER_NOT_FOUND' });
    if (this.orderStatusOffBusinesses.has(order.business_id)) throw whenOff;
    const status = order.status === 'RECEIVED' ? this.store.getOrderStatus(order.id) : null;
    if (!status) throw HttpError.of('NOT_FOUND', { message: 'ORDER_STATUS_NOT_FOUND' });
    return { order, status, track: this.trackOf(order, status.status) };
  }

  /** An experience's type from the catalogue ('' when it is gone: its orders are then collected). */
  private experienceType(experienceId: number): string {
    return this.store.catalog().experiences.find((entry) => entry.experience.id === experienceId)?.experience.type ?? '';
  }

  /** Collected or delivered: the guest's delivery choice, else the experience's type (a status only one track has wins). */
  private trackOf(order: SandboxOrder, status: OrderStatusCode): OrderTrack {
    return orderTrack(this.experienceType(order.experience_id), order.delivery_method, status);
  }

  /** What became of the guest's money when their order is refused or cancelled (see CHARGED_AT_CHECKOUT). */
  private endingCharge(order: SandboxOrder): OrderCharge {
    return CHARGED_AT_CHECKOUT.has(order.payment_type) && order.payments.at(-1)?.status === 'OK' ? 'REFUNDED' : 'NOT_CHARGED';
  }

  /** The status with its order's facts (number, place, the place's zone, experience type), as a platform gives them. */
  private withOrderFacts(order: SandboxOrder, status: WireOrderStatus): WireOrderStatus {
    const facts = this.locationFacts(order.location_id);
    return {
      ...status,
      check_number: order.check_number,
      location_name: facts?.name ?? null,
      time_zone: facts?.timeZone ?? null,
      experience_type: this.experienceType(order.experience_id) || null,
    };
  }

  /** The call's answer, checked against the SDK's own schema: one the widget would refuse is a 500 here, not a puzzle there. */
  private statusAnswer(status: WireOrderStatus): WireOrderStatusResponse {
    const answer = { data: status } satisfies WireOrderStatusResponse;
    assert(answer, OrderStatusResponseSchema);
    return answer;
  }

  /**
   * Writes an order's status to `order_statuses/{orderId}`, unless its business lacks the capability.
   * Writes of one order are chained, each writing the status as it stands when its turn comes, so a
   * slow earlier write never lands after a later one and leaves the guest an older status.
   */
  private publishOrderStatus(orderId: string): Promise<void> {
    const previous = this.statusWrites.get(orderId) ?? Promise.resolve();
    const write = previous
      .then(async () => {
        const order = this.store.getOrder(orderId);
        const status = order ? this.store.getOrderStatus(orderId) : null;
        if (!order || !status || this.orderStatusOffBusinesses.has(order.business_id)) return;
        await this.options.writer.writeOrderStatus(orderId, this.withOrderFacts(order, status));
      })
      .catch((error: unknown) => this.log(`order status ${orderId} not written: ${(error as Error).message}`));
    this.statusWrites.set(orderId, write);
    void write.then(() => {
      if (this.statusWrites.get(orderId) === write) this.statusWrites.delete(orderId);
    });
    return write;
  }
}

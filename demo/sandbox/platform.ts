import { createHash } from 'node:crypto';
import type {
  WireAllergensResponse, WireBusinessConfigurationResponse, WireCartRequest, WireCartResponse, WireCheckoutRequest, WireCheckoutResponse,
  WireCurrencySettings, WireExperienceResponse, WireHotelsResponse, WireLocation, WireLocationSearchResponse, WireLocationsResponse, WireMenu,
  WireMenuTranslationsResponse, WireOpenHours, WireOutOfStockResponse, WireRealtimeCart, WireScheduleEntry, WireScheduleResponse, WireSlotsResponse,
  WireUiConfig, WireUiConfigurationResponse,
} from '../../src/api/wire';
import { formatHm, localDateOf, minutesOfDay, weekdayOf } from '../../src/domain/time/zoned.ts';
import { HttpError } from './http';
import { calculateCart, indexMenu, tipCents, toWireSummary } from './pricing';
import type { RealtimeTarget, RealtimeWriter } from './realtime-writer';
import type { SeedBusiness, SeedExperience, SeedLocation } from './seed';
import { allergensFile } from './seed-allergens';
import { CURRENCY_SETTINGS_PATH, currencySettingsFile } from './seed-currencies';
import { menuTranslationsFile } from './seed-translations';
import { computeSlots, formatZonedIso, slotsResponse } from './slots';
import type { SandboxOrder, SandboxStore } from './store';
import { validateCartRequest, validateCheckoutRequest } from './validate';

/**
 * The sandbox platform's behaviour (spec 7), independent of HTTP: each method takes parsed input
 * and returns the exact wire object (typed with `satisfies` against src/api/wire.ts) or throws an
 * `HttpError` with a spec 8 key.
 */

export interface PlatformOptions {
  store: SandboxStore;
  realtime: RealtimeTarget | null;
  writer: RealtimeWriter;
  /** Delay range before a calculation lands in the realtime database (ms). */
  calculationDelayMs?: [number, number];
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

/** sha256 hex of the canonical cart request (spec 4.4: the widget matches it to its last request). */
export function cartHash(request: WireCartRequest): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

/** Spec 9: location search returns 5 locations unless asked for another limit. */
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
 * start, so a window that ends past midnight crosses it like any other (spec 3 open hours).
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

  constructor(private readonly options: PlatformOptions) {
    this.store = options.store;
    this.now = options.now ?? (() => new Date());
    this.log = options.log ?? (() => {});
  }

  // ---- the sandbox clock (POST/GET /__sandbox/clock) ----------------------------------------

  /**
   * The sandbox's notion of now for everything time-relative: slots, `settings.slots`, relative
   * open hours, the schedule and `available_from`. Carts, orders and calculations keep real time.
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
    return this.store.catalog().locations.filter((entry) => (entry.businessId ?? primary) === businessId);
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

  // ---- configuration (spec 7.1) ------------------------------------------------------------

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
        supportGuests: true,
        supportMembers: false,
        blockHomePage: false,
        viewMode: false,
        itemLimitation: 100,
        showEditItem: 'ALWAYS',
        default_language: 'en_US',
        languages: ['en_US', 'he'],
        terms_url: `${origin}/terms.html`,
        privacy_url: `${origin}/privacy.html`,
        realtime: realtime ? { database_url: realtime.url, namespace: realtime.namespace } : null,
        order_expiration_minutes: 30,
        locationLimit: 5,
        // Item comments: on for the restaurant business, off business-wide for the hotel one (spec 5.2).
        showComment: business.flow === 'RESTAURANT',
        // Only the primary business names a currency settings file; the hotel one uses the built-in table.
        ...(business.id === this.store.catalog().business.id ? { currency_settings_url: `${origin}${CURRENCY_SETTINGS_PATH}` } : {}),
      },
    } satisfies WireBusinessConfigurationResponse;
  }

  /** GET /restaurants/api/v3/ui-configurations?business_id= (or id=) */
  uiConfiguration(businessId: string | null, id: string | null, origin: string): WireUiConfigurationResponse {
    const business = this.business(parseId(businessId) ?? (id ? this.store.catalog().business.id : null));
    const config: WireUiConfig = {
      colors: { primary: '#9A3412', background: '#FFFBF5', text: '#1C1917' },
      font_family: 'Georgia, "Times New Roman", serif',
      footer_links: [
        { label: 'Terms', url: `${origin}/terms.html` },
        { label: 'Privacy', url: `${origin}/privacy.html` },
      ],
    };
    return {
      data: {
        name: business.name,
        policy_url: `${origin}/privacy.html`,
        config: JSON.stringify(config),
        modifiable_config_fields: { settings: { hide_availability_banner: false } },
      },
    } satisfies WireUiConfigurationResponse;
  }

  // ---- locations, experiences, menus (spec 7.4) --------------------------------------------

  /** Active locations (with at least one ACTIVE experience) of a business. */
  private activeLocations(businessId: number): WireLocation[] {
    return this.businessLocations(businessId)
      .map((entry) => entry.location)
      .filter((location) => location.experiences.some((experience) => experience.status === 'ACTIVE'));
  }

  /** GET /hotels/api/v1/hotels/properties?business_id= */
  hotels(businessId: string | null): WireHotelsResponse {
    const business = this.business(parseId(businessId));
    const hotelsList = this.store.catalog().hotels.filter((entry) => entry.businessId === business.id).map((entry) => entry.hotel);
    return {
      data: { hotelsList, restaurantList: this.activeLocations(business.id).filter((location) => location.hotel_id === null) },
    } satisfies WireHotelsResponse;
  }

  /**
   * GET /restaurants/api/v3/locations?business_id=&location_group_id=&experience[slots][available_from]=
   * (spec 7.4). With `available_from`, a location lists only experiences that have a slot at or after
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
   * GET /api/v1/business/search?q=&business_id=[&limit=] (spec 7.4, limit 5 by default per spec 9):
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
      .filter((location) => [location.name, location.place.data.formatted_address, location.short_description, location.long_description]
        .some((text) => text.toLocaleLowerCase('en-US').includes(needle)))
      .slice(0, max);
    return { data } satisfies WireLocationSearchResponse;
  }

  /**
   * GET /restaurants/api/v3/locations/schedule?business_id=&experience[type]=&experience[status]=
   * (spec 7.4): one row per experience of each active location of the business, filtered by type
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
      paused: seed.paused ?? false,
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
    if (!file || !file.data.length) throw HttpError.of('NOT_FOUND');
    return file satisfies WireMenuTranslationsResponse;
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

  // ---- cart (spec 7.3, 4.4) ----------------------------------------------------------------

  /** POST /restaurants/api/v3/cart (create) and PUT /restaurants/api/v3/cart/{id} (update). */
  saveCart(body: unknown, pathId: string | null): WireCartResponse {
    const parsed = validateCartRequest(body);
    if (!parsed.ok) throw HttpError.of('CART_NOT_VALID').withField(parsed.field);
    const request = parsed.value;
    if (pathId !== null && pathId !== request.id) throw HttpError.of('CART_NOT_VALID').withField('id');
    this.business(request.business_id);
    const seed = this.seedExperience(request.experience_id);

    const existing = this.store.getCart(request.id);
    if (pathId !== null && !existing) throw HttpError.of('CART_NOT_FOUND');
    if (existing) {
      // Spec 4.4/8.2: these two make the widget retry once with a new cart id.
      if (existing.checked_out) throw HttpError.of('CART_RACE_CONDITIONS');
      if (existing.experience_id !== request.experience_id || existing.business_id !== request.business_id) {
        throw HttpError.of('CART_EXPERIENCE_OR_BUSINESS_CAN_NOT_BE_CHANGED');
      }
    }

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
        coupon: null,
        summary: null,
        service_charges: [],
        taxes: [],
        hash,
        isPendingCalculations: true,
      },
    } satisfies WireCartResponse;
  }

  /** Runs the calculation after a short delay and publishes it (spec 7.5). */
  private scheduleCalculation(request: WireCartRequest, hash: string, seed: SeedExperience): void {
    const [min, max] = this.options.calculationDelayMs ?? [200, 400];
    const delay = min + Math.round(Math.random() * Math.max(0, max - min));
    let resolve!: () => void;
    const done = new Promise<void>((r) => (resolve = r));
    const job = {
      done,
      resolve,
      timer: setTimeout(() => {
        this.publishCalculation(request, hash, seed)
          .catch((error: unknown) => this.log(`calculation ${request.id} failed: ${(error as Error).message}`))
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
    const location = this.stocked(this.seedLocation(seed.experience.restaurant_id));
    const now = this.now().getTime();
    // Timestamps only move forward per cart (the widget ignores older ones).
    const timestamp = Math.max(now, (this.lastTimestamp.get(request.id) ?? 0) + 1);
    this.lastTimestamp.set(request.id, timestamp);
    let result: WireRealtimeCart;
    if (!menus.length) {
      result = { id: request.id, hash, status: 'REJECTED', timestamp, summary: null, reason: 'CART_CALCULATE_AMOUNT_FAILED', items_errors: [] };
    } else {
      const calculation = calculateCart(request, menus, location);
      result = calculation.ok
        ? { id: request.id, hash, status: 'CALCULATED', timestamp, summary: toWireSummary(calculation.summary, calculation.minorUnit), reason: null, items_errors: [] }
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

  // ---- checkout (spec 7.3, 4.4, 5.1) ------------------------------------------------------

  /** POST /restaurants/api/v3/cart/{id}/checkout: creates the order once per cart. */
  checkout(cartId: string, body: unknown): WireCheckoutResponse {
    const cart = this.store.getCart(cartId);
    if (!cart) throw HttpError.of('CART_NOT_FOUND');
    const parsed = validateCheckoutRequest(body);
    if (!parsed.ok) throw HttpError.of('CART_NOT_VALID').withField(parsed.field);
    const request = parsed.value;
    if (request.id !== cartId) throw HttpError.of('CART_NOT_VALID').withField('id');

    // Idempotent: the same cart is never checked out twice.
    const placed = this.store.getOrderByCart(cartId);
    if (placed) return this.checkoutResponse(placed);

    if (request.experience_id !== cart.experience_id || request.business_id !== cart.business_id) {
      throw HttpError.of('CART_EXPERIENCE_OR_BUSINESS_CAN_NOT_BE_CHANGED');
    }
    const seed = this.seedExperience(cart.experience_id);
    const settings = seed.experience.settings;
    if (!settings.checkout.is_active || seed.experience.status !== 'ACTIVE') throw HttpError.of('CART_CHECKOUT_FAILED');
    if (!settings.payments.allowed.some((payment) => payment.type === request.payment.type)) throw HttpError.of('CART_CHECKOUT_FAILED');
    this.checkRequiredFields(request, seed);

    const menus = this.menusOf(seed);
    if (!menus.length) throw HttpError.of('EXPERIENCE_MISCONFIGURATION');
    const location = this.stocked(this.seedLocation(seed.experience.restaurant_id));
    const hideTip = settings.hide_tip.payment_types.includes(request.payment.type);
    const firstPass = calculateCart(request, menus, location);
    if (!firstPass.ok) {
      if (firstPass.reason === 'CART_ITEM_NOT_VALID') throw HttpError.of('CART_ITEM_NOT_VALID');
      const items = firstPass.itemsErrors.map((error) => ({ pui: error.pui, name: error.name, available: error.available ?? 0 }));
      const key = firstPass.reason === 'NOT_ENOUGH_POS_ITEMS_IN_STOCK' ? 'NOT_ENOUGH_POS_ITEMS_IN_STOCK' : 'CART_CHECKOUT_ITEM_OUT_OF_STOCK';
      throw HttpError.of(key, { items_not_in_stock: items });
    }
    const tip = hideTip ? 0 : tipCents(request.tip, firstPass.summary.subtotal, firstPass.minorUnit);
    const priced = calculateCart(request, menus, location, tip);
    if (!priced.ok) throw HttpError.of('CART_CALCULATE_AMOUNT_FAILED');

    const { order, created } = this.store.createOrder({
      cartId,
      businessId: cart.business_id,
      locationId: location.location.id,
      experienceId: seed.experience.id,
      items: priced.lines,
      minorUnit: priced.minorUnit,
      summary: toWireSummary(priced.summary, priced.minorUnit),
      details: request.details,
      paymentType: request.payment.type,
      tip: hideTip ? null : request.tip,
      checkoutAt: request.checkout_at,
      now: this.now(),
    });
    if (created) this.log(`order ${order.check_number} (${order.id}) for cart ${cartId}: ${toWireSummary(priced.summary, priced.minorUnit).total} ${location.location.currency.code}`);
    return this.checkoutResponse(order);
  }

  /** Spec 5.1: first and last name always; other fields as the experience marks them required. */
  private checkRequiredFields(request: WireCheckoutRequest, seed: SeedExperience): void {
    const d = request.details;
    const values: Record<string, unknown> = {
      first_name: d.first_name, last_name: d.last_name, phone: d.phone, email: d.email,
      room_number: d.room_number, table_number: d.table_number, guest_count: d.number_of_diners,
    };
    if (!d.first_name.trim() || !d.last_name.trim()) throw HttpError.of('MISSING_PARAMETERS');
    const fields = seed.experience.settings.ui.checkout.fields;
    for (const [key, setting] of Object.entries(fields)) {
      if (!setting?.required || !(key in values)) continue;
      if (setting.show_with_payment_type && !setting.show_with_payment_type.includes(request.payment.type)) continue;
      const value = values[key];
      if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) throw HttpError.of('MISSING_PARAMETERS');
    }
  }

  private checkoutResponse(order: SandboxOrder): WireCheckoutResponse {
    const location = this.seedLocation(order.location_id).location;
    return {
      order: {
        id: order.id,
        check_number: order.check_number,
        confirmation_number: order.confirmation_number,
        checkout_time: formatZonedIso(new Date(order.checkout_time), location.timezone.name),
        payments: [{ id: order.payment_id, status: 'OK' }],
      },
      is3DSecure: false,
    } satisfies WireCheckoutResponse;
  }
}

import { createHash } from 'node:crypto';
import type {
  WireBusinessConfigurationResponse, WireCartRequest, WireCartResponse, WireCheckoutRequest, WireCheckoutResponse,
  WireExperienceResponse, WireHotelsResponse, WireLocation, WireLocationsResponse, WireMenu, WireOutOfStockResponse,
  WireRealtimeCart, WireSlotsResponse, WireUiConfig, WireUiConfigurationResponse,
} from '../../src/api/wire';
import { HttpError } from './http';
import { calculateCart, tipCents, toWireSummary } from './pricing';
import type { RealtimeTarget, RealtimeWriter } from './realtime-writer';
import type { SeedExperience, SeedLocation } from './seed';
import { formatZonedIso, slotsResponse } from './slots';
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

  constructor(private readonly options: PlatformOptions) {
    this.store = options.store;
    this.now = options.now ?? (() => new Date());
    this.log = options.log ?? (() => {});
  }

  // ---- catalogue lookups -------------------------------------------------------------------

  private business(id: number | null) {
    const { business } = this.store.catalog();
    if (id === null) throw HttpError.of('MISSING_PARAMETERS');
    if (id !== business.id) throw HttpError.of('BUSINESS_NOT_FOUND');
    return business;
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

  // ---- configuration (spec 7.1) ------------------------------------------------------------

  /** GET /users/api/v2/business/configurations?publishableKey= */
  businessConfiguration(publishableKey: string | null, origin: string): WireBusinessConfigurationResponse {
    const { business } = this.store.catalog();
    if (!publishableKey) throw HttpError.of('MISSING_PARAMETERS');
    if (publishableKey !== business.publishableKey) throw HttpError.of('BUSINESS_NOT_FOUND');
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

  private activeLocations(): WireLocation[] {
    return this.store.catalog().locations
      .map((entry) => entry.location)
      .filter((location) => location.experiences.some((experience) => experience.status === 'ACTIVE'));
  }

  /** GET /hotels/api/v1/hotels/properties?business_id= */
  hotels(businessId: string | null): WireHotelsResponse {
    this.business(parseId(businessId));
    const catalog = this.store.catalog();
    return {
      data: { hotelsList: catalog.hotels, restaurantList: this.activeLocations().filter((location) => location.hotel_id === null) },
    } satisfies WireHotelsResponse;
  }

  /** GET /restaurants/api/v3/locations?business_id=&location_group_id= */
  locations(businessId: string | null, locationGroupId: string | null): WireLocationsResponse {
    this.business(parseId(businessId));
    const group = parseId(locationGroupId);
    const data = this.activeLocations().filter((location) => group === null || location.location_group_id === group);
    return { data } satisfies WireLocationsResponse;
  }

  private slotsFor(seed: SeedExperience, from: Date | null): WireSlotsResponse {
    const location = this.seedLocation(seed.experience.restaurant_id).location;
    const settings = seed.experience.settings;
    return slotsResponse({
      openHours: settings.open_hours,
      timeZone: location.timezone.name,
      availableDays: settings.available_days,
      interval: settings.interval,
      preparationMinutes: seed.preparationMinutes,
      now: this.now(),
      from,
    });
  }

  /** GET /restaurants/api/v3/experiences/{id}; `settings.slots` computed for now. */
  experience(id: string): WireExperienceResponse {
    const seed = this.seedExperience(parseId(id));
    const slots = this.slotsFor(seed, null);
    return {
      data: {
        ...seed.experience,
        settings: {
          ...seed.experience.settings,
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
    const locations = id === catalog.business.id ? catalog.locations : catalog.locations.filter((entry) => entry.location.id === id);
    if (!locations.length) throw HttpError.of('NOT_FOUND');
    return { items: [...new Set(locations.flatMap((entry) => entry.outOfStock))] } satisfies WireOutOfStockResponse;
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
    const menu = this.menu(seed.menuId);
    const location = this.seedLocation(seed.experience.restaurant_id);
    const now = this.now().getTime();
    // Timestamps only move forward per cart (the widget ignores older ones).
    const timestamp = Math.max(now, (this.lastTimestamp.get(request.id) ?? 0) + 1);
    this.lastTimestamp.set(request.id, timestamp);
    let result: WireRealtimeCart;
    if (!menu) {
      result = { id: request.id, hash, status: 'REJECTED', timestamp, summary: null, reason: 'CART_CALCULATE_AMOUNT_FAILED', items_errors: [] };
    } else {
      const calculation = calculateCart(request, menu, location);
      result = calculation.ok
        ? { id: request.id, hash, status: 'CALCULATED', timestamp, summary: toWireSummary(calculation.summary), reason: null, items_errors: [] }
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

    const menu = this.menu(seed.menuId);
    if (!menu) throw HttpError.of('EXPERIENCE_MISCONFIGURATION');
    const location = this.seedLocation(seed.experience.restaurant_id);
    const hideTip = settings.hide_tip.payment_types.includes(request.payment.type);
    const firstPass = calculateCart(request, menu, location);
    if (!firstPass.ok) {
      if (firstPass.reason === 'CART_ITEM_NOT_VALID') throw HttpError.of('CART_ITEM_NOT_VALID');
      const items = firstPass.itemsErrors.map((error) => ({ pui: error.pui, name: error.name, available: error.available ?? 0 }));
      const key = firstPass.reason === 'NOT_ENOUGH_POS_ITEMS_IN_STOCK' ? 'NOT_ENOUGH_POS_ITEMS_IN_STOCK' : 'CART_CHECKOUT_ITEM_OUT_OF_STOCK';
      throw HttpError.of(key, { items_not_in_stock: items });
    }
    const tip = hideTip ? 0 : tipCents(request.tip, firstPass.summary.subtotal);
    const priced = calculateCart(request, menu, location, tip);
    if (!priced.ok) throw HttpError.of('CART_CALCULATE_AMOUNT_FAILED');

    const { order, created } = this.store.createOrder({
      cartId,
      businessId: cart.business_id,
      locationId: location.location.id,
      experienceId: seed.experience.id,
      items: priced.lines,
      summary: toWireSummary(priced.summary),
      details: request.details,
      paymentType: request.payment.type,
      tip: hideTip ? null : request.tip,
      checkoutAt: request.checkout_at,
      now: this.now(),
    });
    if (created) this.log(`order ${order.check_number} (${order.id}) for cart ${cartId}: ${toWireSummary(priced.summary).total} ${this.store.catalog().business.currency}`);
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

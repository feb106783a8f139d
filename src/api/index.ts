/**
 * The platform API over HTTP: `createPlatformApi()` implements `PlatformApi` with one
 * ofetch client per element, validates every answer with the schemas of `./schemas.ts`, and maps
 * wire JSON to domain types here, once (`./map-*.ts`).
 */
import { grantedPosition } from './granted-position';
import type { BusinessConfiguration, CartAck, CartRequest, CheckoutRequest, Currency, PlacedOrder } from '../domain/types';
import { createHttpClient, type HttpClient } from './client';
import { ApiError } from './errors';
import { mapBusinessConfiguration, mapUiConfiguration } from './map-config';
import { mapExperience } from './map-experience';
import { mapLocation } from './map-locations';
import { createMissedReporter } from './missed-translations';
import { ORDER_KEYS } from './order-keys';
import type { PlatformApi, PlatformApiOptions } from './platform';
import { configurationRequest, experienceRequest, locationsRequest, uiConfigurationByIdRequest, uiConfigurationRequest } from './request-url';
import { BusinessConfigurationResponseSchema, ExperienceResponseSchema, LocationsResponseSchema, UiConfigurationResponseSchema } from './schemas-home';

export { ApiError, hasErrorCode, isCancellation } from './errors';
export type { ApiErrorKind, ItemNotInStock } from './errors';
export type { HttpClient, HttpRequest } from './client';
export type { ApiScope, MemberApi, PlatformApi, PlatformApiOptions, ScheduleEntry } from './platform';

/** Location search shows 5 results unless configured otherwise. */
export const DEFAULT_LOCATION_SEARCH_LIMIT = 5;

/** Request keys: a newer request under the same key cancels the older one. */
export const REQUEST_KEYS = {
  locations: 'locations',
  hotels: 'hotels',
  searchLocations: 'search-locations',
  schedule: 'schedule',
  ...ORDER_KEYS,
  experience: (id: number) => `experience:${id}`,
  slots: (id: number) => `slots:${id}`,
} as const;

// Menu code (schemas, mappers) is a lazy chunk: the first screen never needs it. Cart and checkout
// code is another: the first menu never needs it either.
const menuCalls = () => import('./menu-calls');
const orderCalls = () => import('./order-calls');
// User and login calls are a lazy chunk too: the checkout and a token refresh need them.
const userCalls = () => import('./user-calls');
// Member calls (registration, saved cards, history) are another: only member screens need them.
const memberCalls = () => import('./member-calls');
// The shared table order's calls: only a table or room link on a platform offering them loads these.
const tableCalls = () => import('./table-order-calls');
// Place calls (hotels, search, schedule, slots): no first screen makes them.
const placeCalls = () => import('./place-calls');
// Translation host calls: only a guest reading another language than the business's needs them.
const translationCalls = () => import('./translation-calls');

/** The HTTP `PlatformApi` plus its client (for `cancelAll()` when the element leaves the page). */
export interface HttpPlatformApi extends PlatformApi {
  readonly http: HttpClient;
}

/**
 * Creates the platform API for one element: see `PlatformApiOptions` for the base URL,
 * keys and tokens. Every method resolves with domain data or rejects with an `ApiError`.
 *
 * @example
 * const scope = createElementScope({ businessId: 12, flow: null, publishableKey, realtimeUrl: null });
 * const api = createPlatformApi({ apiBase: '/', publishableKey, productId, scope,
 *   getAccessToken: () => auth.token, refreshAccessToken: () => auth.refresh() });
 * const locations = await api.getLocations();
 */
export function createPlatformApi(options: PlatformApiOptions): HttpPlatformApi {
  const http = createHttpClient(options);
  const { scope } = options;
  /** The last business configuration loaded through this API: it names the currency settings file. */
  let configuration: BusinessConfiguration | null = null;
  /** The currency settings of `url`, fetched once; a failed fetch is forgotten so the next call retries. */
  let currencySettings: { url: string; settings: Promise<Record<string, Currency>> } | null = null;

  function loadCurrencySettings(): Promise<Record<string, Currency>> {
    const url = configuration?.currencySettingsUrl;
    if (!url) return Promise.resolve({});
    if (currencySettings?.url !== url) {
      const entry: { url: string; settings: Promise<Record<string, Currency>> } = {
        url,
        settings: menuCalls()
          .then((calls) => calls.getCurrencySettings(http, url))
          .then((settings) => {
            // Told to the scope before any amount is converted with them: menus, carts and the
            // realtime calculations then all use the same minor unit.
            if (currencySettings === entry) scope.learnCurrencySettings(settings);
            return settings;
          })
          .catch(() => {
            // The built-in table applies when the settings host fails; try again next time.
            if (currencySettings === entry) currencySettings = null;
            return {};
          }),
      };
      currencySettings = entry;
    }
    return currencySettings.settings;
  }

  /**
   * Minor units of the scope's currency, once the currency settings (which may change them) are in:
   * wire prices are major units, the domain keeps integer minor units (JPY 0, USD 2, KWD 3).
   */
  async function minorUnit(): Promise<number> {
    await loadCurrencySettings();
    return scope.currency().minorUnit;
  }

  // Reported in the language of the moment, for the business that answered.
  const missed = createMissedReporter(async (batch) => {
    const id = scope.businessId();
    if (id === null) return;
    await (await translationCalls()).reportMissedTranslations(http, id, scope.locale(), batch);
  });

  function businessId(operation: string): number {
    const id = scope.businessId();
    if (id === null) {
      throw new ApiError({
        kind: 'http',
        code: 'BUSINESS_NOT_FOUND',
        message: `${operation} needs a business id, but none is known yet: set the business-id attribute or load the business configuration first.`,
      });
    }
    return id;
  }

  return {
    http,

    async getBusinessConfiguration() {
      const wire = await http.request({
        ...configurationRequest(options.publishableKey),
        schema: BusinessConfigurationResponseSchema,
      });
      configuration = mapBusinessConfiguration(wire, http.allowUrl);
      return configuration;
    },

    async getUiConfiguration(id) {
      const wire = await http.request({
        ...(id === undefined ? uiConfigurationRequest(businessId('getUiConfiguration')) : uiConfigurationByIdRequest(id)),
        schema: UiConfigurationResponseSchema,
      });
      return mapUiConfiguration(wire, http.allowUrl);
    },

    async getHotels() {
      const id = businessId('getHotels');
      return (await placeCalls()).getHotels(http, id, REQUEST_KEYS.hotels);
    },

    async getLocations(opts) {
      const wire = await http.request({
        ...locationsRequest(businessId('getLocations'), opts),
        schema: LocationsResponseSchema,
        key: REQUEST_KEYS.locations,
      });
      return wire.data.map((location) => mapLocation(location, http.allowUrl));
    },

    async getExperience(experienceId) {
      // An experience is fetched on the way to the menu: load the menu calls' code meanwhile.
      menuCalls().catch(() => undefined);
      const wire = await http.request({
        ...experienceRequest(experienceId),
        schema: ExperienceResponseSchema,
        key: REQUEST_KEYS.experience(experienceId),
      });
      return mapExperience(wire.data, http.allowUrl);
    },

    async getSlots(experienceId, from) {
      return (await placeCalls()).getSlots(http, experienceId, from, REQUEST_KEYS.slots(experienceId));
    },

    async searchLocations(query, opts) {
      const q = query.trim();
      const limit = Math.max(1, Math.floor(opts?.limit ?? DEFAULT_LOCATION_SEARCH_LIMIT));
      // After the chunk, even for an empty query: searches then reach the client in the order typed,
      // so emptying the box cancels a search typed before the chunk arrived.
      const calls = await placeCalls();
      // Nothing typed yet: no request, and any search still in flight is dropped.
      if (!q) {
        http.cancel(REQUEST_KEYS.searchLocations);
        return [];
      }
      // The platform may ignore `limit`: the widget never shows more than asked.
      return calls.searchLocations(http, q, businessId('searchLocations'), limit, REQUEST_KEYS.searchLocations);
    },

    async getSchedule(opts) {
      const id = businessId('getSchedule');
      return (await placeCalls()).getSchedule(http, id, opts.experienceType ?? null, REQUEST_KEYS.schedule);
    },

    async getMenu(url) {
      // The menu and the currency settings (for the minor unit) load in parallel.
      const unit = minorUnit();
      unit.catch(() => undefined); // awaited by getMenu; this only avoids an unhandled rejection if the menu fails first
      return (await menuCalls()).getMenu(http, url, unit);
    },

    async getOutOfStockItems(locationId) {
      return (await menuCalls()).getOutOfStockItems(http, locationId);
    },

    async getAllergens(url) {
      return (await menuCalls()).getAllergens(http, url);
    },

    async getMenuTranslations(url) {
      // Null on any failure, even when the lazy chunk itself cannot load.
      return menuCalls()
        .then((calls) => calls.getMenuTranslations(http, url))
        .catch(() => null);
    },

    async getCurrencySettings() {
      // A copy: callers must not be able to change the cached settings.
      return { ...(await loadCurrencySettings()) };
    },

    async getPlatformTexts(language) {
      const base = configuration?.translationsUrl;
      const id = configuration?.businessId ?? scope.businessId();
      if (!base || id === null) return null;
      // Null on any failure, even when the lazy chunk itself cannot load.
      return translationCalls()
        .then((calls) => calls.getPlatformTexts(http, base, id, language))
        .catch(() => null);
    },

    reportMissedTranslation(entry) {
      missed.report(entry);
    },

    async saveCart(request: CartRequest, create: boolean): Promise<CartAck> {
      const [calls, unit] = await Promise.all([orderCalls(), minorUnit()]);
      return calls.saveCart(http, request, create, unit);
    },

    async checkout(request: CheckoutRequest): Promise<PlacedOrder> {
      const [calls, unit] = await Promise.all([orderCalls(), minorUnit()]);
      return calls.checkout(http, request, scope.now(), unit);
    },

    async cancelCheckout(cartId) {
      return (await orderCalls()).cancelCheckout(http, cartId);
    },

    async findCheckout(cartId) {
      return (await orderCalls()).findCheckout(http, cartId);
    },

    async validateRoom(kind, roomNumber, lastName) {
      const id = businessId('validateRoom');
      return (await orderCalls()).validateRoom(http, id, kind, roomNumber, lastName);
    },

    async confirmTransaction(orderId, paymentId, transactionId) {
      return (await orderCalls()).confirmTransaction(http, orderId, paymentId, transactionId);
    },

    async cancelPayment(orderId, paymentId) {
      return (await orderCalls()).cancelPayment(http, orderId, paymentId);
    },

    async getOrderStatus(orderId) {
      return (await import('./order-status-calls')).getOrderStatus(http, orderId);
    },

    async getUser() {
      return (await userCalls()).getUser(http);
    },

    async loginAsGuest() {
      return (await userCalls()).loginAsGuest(http, options.publishableKey);
    },

    async refreshSession(refreshToken) {
      return (await userCalls()).refreshSession(http, options.publishableKey, refreshToken);
    },

    async getVersions() {
      const businessId = scope.businessId();
      if (businessId === null)
        throw new ApiError({ kind: 'invalid-response', message: 'The versions need the business id: the business configuration has not named it yet.' });
      return (await import('./versions-calls')).getVersions(http, businessId);
    },

    async setUserMetadata(metadata) {
      // The session of this moment, before the call's code loads (a task or more, in which the host
      // may sign someone else in): the metadata is that user's, and replaces all of it.
      const session = options.getAccessToken();
      return (await userCalls()).setUserMetadata(http, metadata, session);
    },

    warmMenu(files) {
      // The currency settings go with the menu too, once the configuration has named them.
      if (configuration) void loadCurrencySettings();
      void menuCalls().then(
        (calls) => calls.warmMenu(http, files),
        () => undefined,
      );
    },

    async detectCountry() {
      const settings = configuration?.geocoding;
      if (!settings) return null;
      const position = await (options.locate ?? grantedPosition)();
      return (await userCalls()).detectCountry(http, settings, { position, ip: options.clientIp ?? null });
    },

    tables: {
      async join(request) {
        return (await tableCalls()).joinTable(http, request);
      },
      async get(tableOrderId) {
        return (await tableCalls()).getTableOrder(http, tableOrderId);
      },
      async updateGuest(tableOrderId, guestId, change) {
        return (await tableCalls()).updateGuest(http, tableOrderId, guestId, change);
      },
      async leave(tableOrderId, guestId) {
        return (await tableCalls()).leaveTable(http, tableOrderId, guestId);
      },
      async addLine(tableOrderId, line) {
        return (await tableCalls()).addTableLine(http, tableOrderId, line);
      },
      async setLineQuantity(tableOrderId, lineId, guestId, quantity) {
        return (await tableCalls()).setTableLineQuantity(http, tableOrderId, lineId, guestId, quantity);
      },
      async removeLine(tableOrderId, lineId, guestId) {
        return (await tableCalls()).removeTableLine(http, tableOrderId, lineId, guestId);
      },
      async sendRound(tableOrderId, request) {
        return (await tableCalls()).sendRound(http, tableOrderId, request);
      },
      async payShare(tableOrderId, currency, request) {
        return (await tableCalls()).payTableShare(http, tableOrderId, currency, request);
      },
    },

    members: {
      async captchaToken() {
        const settings = configuration?.captcha;
        if (!settings) return null;
        return (await memberCalls()).getCaptchaToken(http, settings);
      },
      async sendPhone(phone, captchaToken) {
        return (await memberCalls()).sendPhone(http, options.publishableKey, phone, captchaToken);
      },
      async sendCode(phoneToken, code) {
        return (await memberCalls()).sendCode(http, phoneToken, code);
      },
      async loginWithVerifiedToken(verifiedToken, profile) {
        return (await memberCalls()).loginWithVerifiedToken(http, options.publishableKey, verifiedToken, profile);
      },
      async emailExists(email) {
        return (await memberCalls()).emailExists(http, options.publishableKey, email);
      },
      async getPaymentMethods(source = null) {
        return (await memberCalls()).getPaymentMethods(http, source);
      },
      async getOrderHistory(query) {
        const id = businessId('getOrderHistory');
        return (await memberCalls()).getOrderHistory(http, { ...query, businessId: id });
      },
      async getOrderDetails(orderId) {
        return (await memberCalls()).getOrderDetails(http, orderId);
      },
      async sendInvoice(orderId) {
        return (await memberCalls()).sendInvoice(http, orderId);
      },
    },
  };
}

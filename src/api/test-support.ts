/**
 * Test support (not shipped): valid wire objects of `./wire.ts`, one per response, and a scripted
 * `fetch` that records calls, for unit tests of the API layer and the sandbox's contract tests.
 */
import type {
  WireAllergensResponse,
  WireBusinessConfigurationResponse,
  WireCartResponse,
  WireCheckoutResponse,
  WireCurrencySettings,
  WireExperience,
  WireLocation,
  WireMenu,
  WireMenuTranslationsResponse,
  WireRealtimeCart,
  WireRealtimeTransaction,
  WireRoomValidityResponse,
  WireSummary,
  WireUiConfigurationResponse,
} from './wire';
import { createElementScope, type ElementScope } from '../scope/element-scope';
import type { WireTableOrder } from './wire-table-order';
import { createPlatformApi } from './index';
import type { PlatformApiOptions } from './platform';
import type { FirstMenuAnswers } from './preload';

export const wireBusinessConfiguration = (): WireBusinessConfigurationResponse => ({
  data: {
    business_id: 12,
    name: 'Demo Hotels',
    flow: 'RESTAURANT',
    product_id: 'pickup',
    supportGuests: true,
    supportMembers: false,
    blockHomePage: false,
    viewMode: false,
    itemLimitation: 100,
    showEditItem: 'ALWAYS',
    default_language: 'en_US',
    languages: ['en_US', 'he'],
    terms_url: 'https://t.test/terms',
    privacy_url: null,
    realtime: { database_url: 'http://127.0.0.1:9000', namespace: 'demo' },
    order_expiration_minutes: 30,
    showComment: false,
    currency_settings_url: 'settings/currencies.json',
    wallet: { version: 'v3', frame_url: '/wallet/card-fields.html' },
    geocoding: { url: '/geo/api/v1/country', key: 'geo_test' },
  },
});

export const wireUiConfiguration = (
  config: unknown = { colors: { primary: '#123456' }, logo_url: '/static/logo.svg', footer_links: [{ label: 'Legal', url: 'https://l.test' }] },
): WireUiConfigurationResponse => ({
  data: {
    name: 'Demo look',
    policy_url: null,
    config: typeof config === 'string' ? config : JSON.stringify(config),
    modifiable_config_fields: { settings: { hide_availability_banner: true } },
  },
});

export const wireLocation = (id = 1): WireLocation => ({
  id,
  name: `Outlet ${id}`,
  image: null,
  short_description: 'Short',
  long_description: 'Long',
  currency: { code: 'USD' },
  phone: '+1 555',
  timezone: { name: 'America/New_York' },
  localization: { date: { default_format: 'MM/DD/YYYY' }, time: { default_format: 'hh:mm A' } },
  place: { data: { formatted_address: '1 Main St', address_components: [{ long_name: 'Main', short_name: 'M', types: ['route'] }] } },
  experiences: [
    { id: 10, type: 'PICKUP', status: 'ACTIVE' },
    { id: 11, type: 'DELIVERY', status: 'INACTIVE' },
  ],
  hotel_id: null,
  location_group_id: 3,
});

export const wireExperience = (): WireExperience => ({
  id: 10,
  type: 'PICKUP',
  status: 'ACTIVE',
  restaurant_id: 1,
  settings: {
    is_asap_only: false,
    display_order_time: true,
    open_hours: { mon: [{ from: '08:00', to: '22:00' }] },
    available_days: 7,
    frame_time: 15,
    interval: 15,
    slots: { next_available: '2030-01-07T12:00:00-05:00', next_available_with_grace: null },
    payments: { default: 'PAY_IN_PERSON', allowed: [{ type: 'PAY_IN_PERSON' }, { type: 'ROOM', validation: 'NAME' }] },
    is_room_validation: false,
    checkout: { is_active: true },
    deliveries: [{ type: 'PICK_UP' }],
    menus: {
      files: [
        { url: '/menus/1.json', is_default: true },
        { url: 'https://cdn.test/b.json', is_default: false, days: ['mon'], from: '07:00', to: '11:00' },
      ],
      translations: { files: [{ language: 'he', url: 'menus/1.he.json' }] },
      allergens: { url: null },
    },
    ui: {
      checkout: {
        tip: { options: [10, 15], selected: 15 },
        fields: {
          first_name: { required: true, editable: true, type: 'text' },
          phone: { required: false, editable: true, type: 'phone', max: 20, show_with_payment_type: ['ROOM'] },
        },
      },
      menu: { show_calories: true, items: { show_comments: true, comments: { max: 80 } } },
      my_order: { disclaimer: null },
    },
    hide_tip: { payment_types: ['ROOM'] },
  },
});

export const wireMenu = (): WireMenu => ({
  id: 7,
  name: 'All day',
  categories: [
    {
      id: 1,
      bid: 1,
      serial_id: 100,
      name: 'Mains',
      pos_unique_id: 'c1',
      type: 'category',
      under_18: false,
      subcategories: [
        {
          id: 2,
          bid: 1,
          serial_id: 101,
          name: 'Burgers',
          pos_unique_id: 'c2',
          type: 'subcategory',
          under_18: false,
          subcategories: [],
          items: [],
        },
      ],
      items: [
        {
          id: 5,
          pos_unique_id: 'i5',
          serial_id: 500,
          name: 'Soup',
          description: 'Hot',
          price: 19.99,
          image: 'img/soup.jpg',
          kcal: 120.6,
          allergens: [1],
          under_18: false,
          is_hidden: false,
          modifierGroups: [
            {
              id: 9,
              pos_unique_id: 'g9',
              name: 'Size',
              minSelect: 1,
              maxSelect: 1,
              modifiers: [{ id: 91, pos_unique_id: 'm91', name: 'Large', price: 1.1, kcal: null, allergens: [], stock: true }],
            },
          ],
        },
        {
          // Wave 3 shapes: a promotion, and a modifier opening a nested group (two levels deep).
          id: 6,
          pos_unique_id: 'i6',
          serial_id: 600,
          name: 'Bistecca',
          description: '',
          price: 30,
          image: null,
          kcal: 800,
          allergens: [],
          under_18: false,
          is_hidden: false,
          saleIds: [4],
          saleText: '2 for 1 on Mondays',
          modifierGroups: [
            {
              id: 20,
              pos_unique_id: 'g20',
              name: 'Cut',
              minSelect: 1,
              maxSelect: 1,
              modifiers: [
                { id: 201, pos_unique_id: 'm201', name: 'Tagliata', price: 0, kcal: null, allergens: [], stock: true, modifierGroups: [] },
                {
                  id: 202,
                  pos_unique_id: 'm202',
                  name: 'Fiorentina',
                  price: 12,
                  kcal: 300.4,
                  allergens: [2],
                  stock: true,
                  modifierGroups: [
                    {
                      id: 21,
                      pos_unique_id: 'g21',
                      name: 'Doneness',
                      minSelect: 1,
                      maxSelect: 1,
                      modifiers: [
                        { id: 211, pos_unique_id: 'm211', name: 'Rare', price: 0, kcal: null, allergens: [], stock: true },
                        {
                          id: 212,
                          pos_unique_id: 'm212',
                          name: 'Well done',
                          price: 1.5,
                          kcal: null,
                          allergens: [],
                          stock: false,
                          modifierGroups: [
                            {
                              id: 22,
                              pos_unique_id: 'g22',
                              name: 'Sauce',
                              minSelect: 0,
                              maxSelect: 1,
                              modifiers: [{ id: 221, pos_unique_id: 'm221', name: 'Pepper', price: 0.5, kcal: 10, allergens: [], stock: true }],
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
});

/**
 * The preloaded answers of `?restaurant=1&experience=PICKUP` (`FirstMenuAnswers`) as the fixtures above
 * give them, for the first-menu check and the loader's paint; `overrides` replace whole answers.
 */
export const wireFirstMenuAnswers = (overrides: Partial<FirstMenuAnswers> = {}): FirstMenuAnswers => ({
  configuration: wireBusinessConfiguration().data as unknown as Record<string, unknown>,
  location: wireLocation(1) as unknown as Record<string, unknown>,
  experience: wireExperience() as unknown as Record<string, unknown>,
  menu: wireMenu(),
  outOfStock: { items: [] },
  currencySettings: wireCurrencySettings(),
  translation: wireMenuTranslations(),
  uiConfiguration: wireUiConfiguration(),
  language: 'en_US',
  base: 'https://p.test/',
  locations: { data: [wireLocation(2), wireLocation(1)] },
  uiConfigurations: [wireUiConfiguration()],
  request: { restaurant: 1, experienceType: 'PICKUP', experienceId: null, languageNamed: false },
  basis: '["https://p.test/","pk_1",12,"pickup"]',
  ...overrides,
});

/** An allergens file: absolute, host-relative, file-relative and missing icons. */
export const wireAllergens = (): WireAllergensResponse => ({
  allergens: [
    { id: 1, key: 'dairy', name: 'Dairy', icon: 'https://cdn.test/icons/dairy.svg', translations: [{ language: 'he', text: 'חלב' }] },
    {
      id: 2,
      key: 'glutenWheat',
      name: 'Gluten (wheat)',
      icon: '/static/allergens/gluten.svg',
      translations: [
        { language: 'he_IL', text: 'גלוטן' },
        { language: 'fr-FR', text: 'Gluten (blé)' },
      ],
    },
    { id: 3, key: 'vegan', name: 'Vegan', icon: 'vegan.svg', translations: [] },
    { id: 4, key: 'sesame', name: 'Sesame', icon: null, translations: [{ language: 'he', text: '' }] },
  ],
});

/** A menu translation file, keyed by pos_unique_id. */
export const wireMenuTranslations = (): WireMenuTranslationsResponse => ({
  language: 'he',
  data: [
    { resource_id: 'c1', name: 'עיקריות' },
    { resource_id: 'i5', name: 'מרק', description: 'חם' },
    { resource_id: 'g9', name: 'גודל', description: null },
    { resource_id: 'm202', name: 'פיורנטינה' },
    { resource_id: 'i6', name: null, description: '' },
  ],
  charges: { 'NY Sales Tax': 'מס מכירה של ניו יורק', 'Service charge 3%': 'דמי שירות 3%', 'Resort levy': ' ' },
});

/** A currency settings file (Currency): EUR with European separators, a custom symbol, a 3-decimal currency. */
export const wireCurrencySettings = (): WireCurrencySettings => ({
  currenciesList: [
    { code: 'EUR', name: 'Euro', minorUnit: 2, symbol: '€', thousandsSeparator: '.', decimalSeparator: ',', customSymbol: null },
    { code: 'usd', name: 'US Dollar', minorUnit: 2, symbol: '$', thousandsSeparator: ',', customSymbol: 'US$' },
    { code: 'XTS', name: 'Test points', minorUnit: 3, symbol: 'pt', thousandsSeparator: ' ', decimalSeparator: '.', customSymbol: '' },
  ],
});

export const wireSummary = (): WireSummary => ({
  subtotal: 19.99,
  service_charges: [{ name: 'Service', amount: 2 }],
  taxes: [{ name: 'VAT', amount: 1.7, is_inclusive: false }],
  tip: 0,
  discount: 0,
  total: 23.69,
});

export const wireCartResponse = (overrides: Partial<WireCartResponse['cart']> = {}): WireCartResponse => ({
  cart: {
    id: 'cart-1',
    status: 'PENDING_CALCULATIONS',
    coupon: null,
    service_charges: [],
    taxes: [],
    hash: 'h1',
    isPendingCalculations: true,
    ...overrides,
  },
});

export const wireCheckoutResponse = (payments: WireCheckoutResponse['order']['payments'] = [{ id: 'p1', status: 'OK' }]): WireCheckoutResponse => ({
  order: { id: 'o1', check_number: '1042', confirmation_number: 'C-77', checkout_time: '2030-01-07T12:00:00-05:00', payments },
  is3DSecure: payments.some((payment) => payment.status === 'AWAITING_CONFIRMATION'),
});

/** A room lookup: room 202 "Cohen" with two guests, as the sandbox answers. */
export const wireRoomValidity = (overrides: Partial<WireRoomValidityResponse> = {}): WireRoomValidityResponse => ({
  status: 'OK',
  message: null,
  guests: [
    { token: 'RT-202-DANA', first_name: 'Dana' },
    { token: 'RT-202-AVI', first_name: 'Avi' },
  ],
  ...overrides,
});

/** A transaction result at transactions/{orderId}/{paymentId}: SUCCESS unless overridden. */
export const wireRealtimeTransaction = (overrides: Partial<WireRealtimeTransaction> = {}): WireRealtimeTransaction => ({
  eventHandlingStatus: 'SUCCESS',
  exceptionInfo: null,
  timestamp: 2000,
  ...overrides,
});

/**
 * Table 12's shared order: Ada (ready) and Ben; Ada's Margherita (sent in round 1) and Ben's wine (not
 * sent yet); a bill of 18.00 + 10 % service + 8 % tax, nothing paid.
 */
export const wireTableOrder = (overrides: Partial<WireTableOrder> = {}): WireTableOrder => ({
  id: 'tor_1',
  business_id: 1001,
  experience_id: 3005,
  table: '12',
  place: 'TABLE',
  version: 3,
  expires_at: '2026-11-29T16:00:00Z',
  others_may_edit: false,
  guests: [
    { id: 'tg_ada', name: 'Ada', ready: true, joined_at: '2026-11-29T12:00:00Z', left_at: null },
    { id: 'tg_ben', name: '', ready: false, joined_at: '2026-11-29T12:01:00Z', left_at: null },
  ],
  lines: [
    { id: 'tl_1', pui: 'TL-MARGHERITA', name: 'Margherita', quantity: 1, unit_price: 18, modifiers: [], comment: '', added_by: 'tg_ada', round: 1 },
    {
      id: 'tl_2',
      pui: 'TL-CHIANTI',
      name: 'Chianti',
      quantity: 1,
      unit_price: 12.5,
      modifiers: [{ pui: 'M-LARGE', name: 'Large', price: 2 }],
      comment: 'cold',
      added_by: 'tg_ben',
      round: null,
    },
  ],
  rounds: [{ number: 1, order_id: 'ord_1', check_number: 'A-1042', sent_by: 'tg_ada', sent_at: '2026-11-29T12:05:00Z' }],
  bill: {
    subtotal: 18,
    service_charges: [{ name: 'Service', amount: 1.8 }],
    taxes: [{ name: 'Tax', amount: 1.44, is_inclusive: false }],
    discount: 0,
    total: 21.24,
    currency: 'USD',
    paid: 0,
    remaining: 21.24,
    lines: [{ line_id: 'tl_1', amount: 18, split: null }],
    payments: [],
    even: null,
    status: 'OPEN',
  },
  ...overrides,
});

export const wireRealtimeCart = (overrides: Partial<WireRealtimeCart> = {}): WireRealtimeCart => ({
  id: 'cart-1',
  hash: 'h1',
  status: 'CALCULATED',
  timestamp: 1000,
  summary: wireSummary(),
  reason: null,
  items_errors: [],
  ...overrides,
});

/**
 * Test helper (not shipped): a scripted `fetch` that records calls and answers from a queue or a handler.
 */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | null;
  /** The call's `referrerPolicy` (undefined: the page's default). */
  referrerPolicy: ReferrerPolicy | undefined;
}

export type Answer = { status?: number; json?: unknown; text?: string; contentType?: string } | { networkError: string } | { hang: true };

/** A fake fetch; `answer` decides each reply (a function of the call, or a queue consumed in order). */
export function fakeFetch(answer: Answer[] | ((call: RecordedCall) => Answer)) {
  const calls: RecordedCall[] = [];
  const queue = Array.isArray(answer) ? [...answer] : null;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const call: RecordedCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      signal: init?.signal ?? null,
      referrerPolicy: init?.referrerPolicy,
    };
    calls.push(call);
    const reply = queue ? queue.shift() : (answer as (call: RecordedCall) => Answer)(call);
    if (!reply) throw new Error(`fakeFetch: no answer scripted for ${call.method} ${call.url}`);
    if ('networkError' in reply) throw new TypeError(reply.networkError);
    if ('hang' in reply) {
      return new Promise<Response>((_, reject) => {
        const abort = () => {
          const error = new Error('The operation was aborted.');
          error.name = 'AbortError';
          reject(error);
        };
        if (call.signal?.aborted) abort();
        call.signal?.addEventListener('abort', abort);
      });
    }
    const text = reply.text ?? JSON.stringify(reply.json ?? null);
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'content-type': reply.contentType ?? 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/** What a test says about the element's scope: the business (attribute) id, the location's currency, the clock. */
export interface TestScope {
  businessId?: number | null;
  currencyCode?: string | null;
  now?: () => Date;
}

/** An element scope as a test describes it (business 12, key pk_1, USD, the wall clock by default). */
export function testScope({ businessId = 12, currencyCode = null, now }: TestScope = {}): ElementScope {
  const scope = createElementScope({ businessId, flow: null, publishableKey: 'pk_1', realtimeUrl: null, now });
  scope.learnCurrencyCode(currencyCode);
  return scope;
}

/**
 * A platform API client over {@link fakeFetch} with the test business (id 12, key pk_1, product
 * pickup, base https://p.test/); `overrides` replace any option, `TestScope` fields shape its scope.
 */
export function testPlatformApi(answer: Answer[] | ((call: RecordedCall) => Answer), overrides: Partial<PlatformApiOptions> & TestScope = {}) {
  const { fetch, calls } = fakeFetch(answer);
  const { businessId, currencyCode, now, ...options } = overrides;
  const api = createPlatformApi({
    apiBase: 'https://p.test/',
    publishableKey: 'pk_1',
    productId: 'pickup',
    scope: testScope({ businessId, currencyCode, now }),
    getAccessToken: () => null,
    refreshAccessToken: async () => null,
    fetch,
    ...options,
  });
  return { api, calls };
}

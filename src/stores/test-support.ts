/**
 * Fakes for store and screen tests: a scripted PlatformApi, a realtime listener the test pushes
 * calculations into, an in-memory Storage and a memory router. No network anywhere.
 */
import type { OrderStatus } from '../domain/order-status/status';
import type { JoinedTable, TableOrder } from '../domain/table-order/types';
import { createElementScope } from '../scope/element-scope';
import { setupI18n } from '@lingui/core';
import { atom } from 'nanostores';
import { vi } from 'vitest';
import type { MemberApi, PlatformApi, ScheduleEntry, TableOrderApi } from '../api/platform';
import type { CommerceMoment } from '../domain/analytics/commerce-moments';
import type { ElementConfig } from '../domain/element-config';
import type { Route } from '../domain/route';
import type { LogoutReason, SessionTokens } from '../domain/session';
import { EMPTY_STARTUP_PARAMS, type StartupParams } from '../domain/startup-params';
import { DEFAULT_CONFIG } from '../domain/element-attributes';
import type { OrderingDeps } from './deps';
import type {
  Allergen,
  BusinessConfiguration,
  CartCalculation,
  Currency,
  Experience,
  Location,
  Menu,
  OrderSummary,
  MissedTranslation,
  PlacedOrder,
  PlatformTexts,
  TranslationFile,
  TransactionEvent,
  UiConfiguration,
  User,
  UserMetadata,
} from '../domain/types';
import type { RegistrationProfile, VerifiedLogin } from '../domain/member/types';
import { antipasto, bistecca, category, menuItem, rigatoni, salad, tiramisu } from '../domain/menu/test-support';

export const businessConfiguration: BusinessConfiguration = {
  businessId: 7,
  name: 'Demo',
  flow: 'RESTAURANT',
  productId: 'p',
  supportGuests: true,
  supportMembers: false,
  blockHomePage: false,
  viewMode: false,
  itemLimitation: 100,
  showEditItem: 'ALWAYS',
  defaultLanguage: 'en_US',
  languages: ['en_US'],
  termsUrl: 'https://example.test/terms',
  privacyUrl: 'https://example.test/privacy',
  realtime: { databaseUrl: 'http://127.0.0.1:9000', namespace: 'demo' },
  orderExpirationMinutes: 30,
  locationLimit: 5,
  showComment: true,
  cookiePolicy: false,
  currencySettingsUrl: null,
  translationsUrl: null,
  wallet: null,
  geocoding: null,
  captcha: null,
  showHistory: false,
  accountDeletionText: null,
};

export const uiConfiguration: UiConfiguration = {
  name: 'Demo',
  policyUrl: null,
  hideAvailabilityBanner: false,
  colors: {},
  fontFamily: null,
  logoUrl: null,
  faviconUrl: null,
  accessibilityWidgetUrl: null,
  footerLinks: [],
};

export const locations: Location[] = [
  {
    id: 11,
    name: 'Harbour Bistro',
    image: null,
    shortDescription: 'By the sea',
    longDescription: '',
    currencyCode: 'USD',
    phone: null,
    timeZone: 'America/New_York',
    dateFormat: 'MM/dd/yyyy',
    timeFormat: 'hh:mm a',
    address: '1 Pier',
    experiences: [
      { id: 101, type: 'PICKUP', active: true },
      { id: 102, type: 'DINE_IN', active: true },
    ],
    hotelId: null,
    locationGroupId: null,
    uiConfigurationId: null,
  },
  {
    id: 12,
    name: 'Garden Cafe',
    image: null,
    shortDescription: '',
    longDescription: '',
    currencyCode: 'EUR',
    phone: null,
    timeZone: 'Europe/Paris',
    dateFormat: 'dd/MM/yyyy',
    timeFormat: 'HH:mm',
    address: '',
    experiences: [
      { id: 201, type: 'PICKUP', active: true },
      { id: 202, type: 'DELIVERY', active: true },
      { id: 203, type: 'TAKE_AWAY', active: true },
    ],
    hotelId: null,
    locationGroupId: null,
    uiConfigurationId: null,
  },
];

export function experienceFor(id: number, locationId = 11): Experience {
  return {
    id,
    type: 'PICKUP',
    active: true,
    locationId,
    isAsapOnly: true,
    displayOrderTime: true,
    openHours: {},
    availableDays: 7,
    frameTime: 15,
    interval: 15,
    nextAvailable: null,
    nextAvailableWithGrace: null,
    payments: { default: 'PAY_IN_PERSON', allowed: [{ type: 'PAY_IN_PERSON', validation: null }] },
    isRoomValidation: false,
    checkoutActive: true,
    deliveries: [],
    menuFiles: [
      { url: '/menus/other.json', isDefault: false, days: null, from: null, to: null },
      { url: '/menus/default.json', isDefault: true, days: null, from: null, to: null },
    ],
    menuTranslationFiles: [],
    allergensUrl: null,
    tip: null,
    hideTipForPaymentTypes: [],
    checkoutFields: {},
    showCalories: true,
    showItemComments: false,
    itemCommentMax: 80,
    myOrderDisclaimer: null,
  };
}

const item = (id: number, name: string, price: number, extra: Partial<Menu['categories'][number]['items'][number]> = {}) => ({
  id,
  posUniqueId: `pui-${id}`,
  serialId: id * 10,
  name,
  description: `${name} description`,
  price,
  image: null,
  kcal: 800,
  allergens: [],
  under18: false,
  hidden: false,
  modifierGroups: [],
  saleText: null,
  ...extra,
});

export const menu: Menu = {
  id: 1,
  name: 'All day',
  categories: [
    {
      id: 1,
      serialId: 1,
      name: 'Pizzas',
      posUniqueId: 'c1',
      under18: false,
      subcategories: [],
      items: [item(1, 'Margherita', 1250), item(2, 'Diavola', 1400), item(3, 'Secret pizza', 999, { hidden: true })],
    },
    {
      id: 2,
      serialId: 2,
      name: 'Drinks',
      posUniqueId: 'c2',
      under18: false,
      subcategories: [],
      items: [item(4, 'Lemonade', 400, { kcal: 120.4 })],
    },
    { id: 3, serialId: 3, name: 'Hidden only', posUniqueId: 'c3', under18: false, subcategories: [], items: [item(5, 'Ghost', 100, { hidden: true })] },
  ],
};

/**
 * A menu with every modifier shape, for store and screen tests that need them: a required
 * radio (Rigatoni), min 2 max 4 (Antipasto Board), more than 10 options (Build Your Salad), nested
 * groups (Bistecca), no modifiers (Tiramisu, out of stock in {@link modifierMenuOutOfStock}), an
 * under-18 item (Peroni) and an under-18 category (Cocktails, with a sub-category "Spritz").
 */
export const modifierMenu: Menu = {
  id: 2,
  name: 'Trattoria',
  categories: [
    category(100, [rigatoni, antipasto, salad], { name: 'Pasta & plates', posUniqueId: 'c-pasta' }),
    category(101, [bistecca, tiramisu, menuItem(7, { name: 'Peroni', price: 650, under18: true, allergens: [1] })], { name: 'Mains & drinks' }),
    category(102, [menuItem(8, { name: 'Negroni', price: 1100 })], {
      name: 'Cocktails',
      under18: true,
      subcategories: [category(103, [menuItem(9, { name: 'Aperol Spritz', price: 1000 })], { name: 'Spritz' })],
    }),
  ],
};

/** Serial ids out of stock with {@link modifierMenu}: Tiramisu. */
export const modifierMenuOutOfStock = [tiramisu.serialId];

/** Two allergens of an allergens file. */
export const allergens: Allergen[] = [
  { id: 1, key: 'gluten', name: 'Gluten', icon: 'https://sandbox.test/static/allergens/gluten.svg', translations: { he: 'גלוטן' } },
  { id: 2, key: 'dairy', name: 'Dairy', icon: null, translations: { he_IL: 'חלב' } },
];

/** A Hebrew menu translation file for {@link menu} (resource id = posUniqueId). */
export const hebrewTranslations: TranslationFile = {
  texts: {
    c1: { name: 'פיצות' },
    'pui-1': { name: 'מרגריטה', description: 'עגבניות ומוצרלה' },
  },
  charges: { 'NY Sales Tax': 'מס מכירה של ניו יורק' },
};

/** Currency settings of the business: EUR with `.` thousands and `,` decimals. */
export const currencySettings: Record<string, Currency> = {
  EUR: { code: 'EUR', name: 'Euro', minorUnit: 2, symbol: '€', thousandsSeparator: '.', decimalSeparator: ',', customSymbol: null },
};

export const summary = (total: number): OrderSummary => ({
  subtotal: total,
  serviceCharges: [],
  taxes: [{ name: 'Sales tax', amount: 0, inclusive: false }],
  tip: 0,
  discount: 0,
  total,
});

/** A promise the test settles by hand. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An in-memory `Storage`. */
export class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
}

export interface FakeWorld {
  deps: OrderingDeps;
  api: { [K in Exclude<keyof PlatformApi, 'members' | 'tables'>]: ReturnType<typeof vi.fn> } & PlatformApi & {
      members: { [K in keyof MemberApi]: ReturnType<typeof vi.fn> } & MemberApi;
      tables: { [K in keyof TableOrderApi]: ReturnType<typeof vi.fn> } & TableOrderApi;
    };
  /** Calculations the fake realtime delivers to whoever watches the cart. */
  push(calculation: CartCalculation): void;
  watchers: Map<string, (calculation: CartCalculation) => void>;
  /** Transaction events the fake realtime delivers to whoever watches `{orderId}/{paymentId}`. */
  pushTransaction(event: TransactionEvent): void;
  transactionWatchers: Map<string, (event: TransactionEvent) => void>;
  /** Writes an order's status at `order_statuses/{orderId}`, as the platform's realtime push would. */
  pushOrderStatus(orderId: string, status: OrderStatus): void;
  statusWatchers: Map<string, (status: OrderStatus) => void>;
  /** The realtime connection drops (false) or comes back (true). */
  setRealtimeConnected(connected: boolean): void;
  /** Writes a table's shared order at `table_orders/{id}`, as the platform's realtime push would. */
  pushTableOrder(order: TableOrder): void;
  tableWatchers: Map<string, (order: TableOrder) => void>;
  emitted: { type: string; detail: unknown }[];
  /** The shopping moments the stores reported for the host's analytics, in order. */
  moments: CommerceMoment[];
  navigations: string[];
  storage: MemoryStorage;
  clock: { now: Date };
  /** Calls of the fake realtime connection's `reconnect()`. */
  realtimeReconnect: ReturnType<typeof vi.fn>;
}

// Idle-time work (the ordering prefetch, the session start) runs only when a test calls
// `runIdleTasks()`: a timer firing at an unknown point of a slow run would race what the test drives.
const idleTasks = new Map<number, IdleRequestCallback>();
let lastIdleHandle = 0;
globalThis.requestIdleCallback = (task: IdleRequestCallback) => {
  idleTasks.set(++lastIdleHandle, task);
  return lastIdleHandle;
};
globalThis.cancelIdleCallback = (handle: number) => {
  idleTasks.delete(handle);
};

/** Runs the idle-time tasks queued since the last world was created (what a browser does once the page is idle). */
export function runIdleTasks(): void {
  const tasks = [...idleTasks.values()];
  idleTasks.clear();
  for (const task of tasks) task({ didTimeout: false, timeRemaining: () => 50 });
}

/** Builds fake dependencies; every platform call answers at once from the fixtures unless overridden. */
export function createFakeWorld(overrides: { config?: Partial<ElementConfig>; startup?: Partial<StartupParams>; storage?: MemoryStorage } = {}): FakeWorld {
  // A new world: the idle tasks of earlier ones (other stores) never run.
  idleTasks.clear();
  const watchers = new Map<string, (calculation: CartCalculation) => void>();
  const transactionWatchers = new Map<string, (event: TransactionEvent) => void>();
  const statusWatchers = new Map<string, (status: OrderStatus) => void>();
  const connectionWatchers = new Set<(connected: boolean) => void>();
  const tableWatchers = new Map<string, (order: TableOrder) => void>();
  const emitted: { type: string; detail: unknown }[] = [];
  const moments: CommerceMoment[] = [];
  const navigations: string[] = [];
  const storage = overrides.storage ?? new MemoryStorage();
  const clock = { now: new Date('2026-11-20T12:00:00Z') };
  const $route = atom<Route>({ path: '/', query: {} });
  const realtimeReconnect = vi.fn();
  let hash = 0;
  const api = {
    getBusinessConfiguration: vi.fn(async () => businessConfiguration),
    getUiConfiguration: vi.fn(async (_id?: number) => uiConfiguration),
    getHotels: vi.fn(async () => []),
    getLocations: vi.fn(async () => locations),
    getExperience: vi.fn(async (id: number) => experienceFor(id, id >= 200 ? 12 : 11)),
    // The locations schedule: no experience listed until a test says otherwise (the list then asks each one).
    getSchedule: vi.fn(async (_options: { experienceType?: string }): Promise<ScheduleEntry[]> => []),
    // The platform confirms whatever time is asked (slot confirmation proceeds); tests override it.
    getSlots: vi.fn(async (_experienceId: number, from: Date) => ({
      nextAvailable: from.toISOString(),
      nextAvailableWithGrace: from.toISOString(),
      timeSlots: [from.toISOString()],
    })),
    getMenu: vi.fn(async () => menu),
    warmMenu: vi.fn((_files: { menuUrl: string | null; locationId: number; translationUrl: string | null }) => undefined),
    getOutOfStockItems: vi.fn(async () => [20]),
    getAllergens: vi.fn(async (_url: string) => allergens),
    getMenuTranslations: vi.fn(async (_url: string): Promise<TranslationFile | null> => null),
    getCurrencySettings: vi.fn(async (): Promise<Record<string, Currency>> => ({})),
    getPlatformTexts: vi.fn(async (_language: string): Promise<PlatformTexts | null> => null),
    reportMissedTranslation: vi.fn((_missed: MissedTranslation) => undefined),
    saveCart: vi.fn(async (request: { cartId: string }) => ({
      cartId: request.cartId,
      hash: `h${++hash}`,
      pending: true,
      summary: null,
      coupon: null,
    })),
    checkout: vi.fn(async () => ({
      id: 'order-1',
      orderNumber: 'A-1001',
      confirmationNumber: 'CONF-9',
      checkoutTime: '2026-11-20T12:05:00Z',
      payments: [{ id: 'pay-1', status: 'OK' as const, challengeUrl: null }],
      requires3DSecure: false,
    })),
    // the checkout's other calls answer at once; tests override them.
    cancelCheckout: vi.fn(async (_cartId: string) => undefined),
    findCheckout: vi.fn(async (_cartId: string): Promise<PlacedOrder | null> => null),
    validateRoom: vi.fn(async (_kind: 'charge' | 'delivery', _roomNumber: string, _lastName: string) => ({
      status: 'OK' as const,
      message: null,
      guests: [{ token: 'RT-101-SMITH', firstName: 'John' }],
    })),
    confirmTransaction: vi.fn(async (_orderId: string, _paymentId: string, _transactionId: string) => undefined),
    cancelPayment: vi.fn(async (_orderId: string, _paymentId: string) => undefined),
    // User calls: a guest login gives a new guest; the user is that guest with no profile yet.
    getUser: vi.fn(
      async (): Promise<User> => ({
        id: 'guest-1',
        isGuest: true,
        firstName: '',
        lastName: '',
        email: '',
        phone: '',
        country: null,
        language: 'en_US',
      }),
    ),
    loginAsGuest: vi.fn(async (): Promise<SessionTokens> => ({ accessToken: 'guest-access', refreshToken: 'guest-refresh' })),
    refreshSession: vi.fn(async (refreshToken: string): Promise<SessionTokens> => ({ accessToken: 'fresh-access', refreshToken })),
    setUserMetadata: vi.fn(async (_metadata: UserMetadata) => undefined),
    detectCountry: vi.fn(async (): Promise<string | null> => null),
    // Member calls: a registration of a new phone by default (1 -> email -> details); tests override them.
    members: {
      captchaToken: vi.fn(async (): Promise<string | null> => null),
      sendPhone: vi.fn(async (_phone: string, _captchaToken: string | null) => 'phone-token'),
      sendCode: vi.fn(async (_phoneToken: string, _code: string) => 'verified-token'),
      loginWithVerifiedToken: vi.fn(
        async (_verifiedToken: string, profile: RegistrationProfile | null): Promise<VerifiedLogin> =>
          profile ? { kind: 'logged-in', tokens: { accessToken: 'member-access', refreshToken: 'member-refresh' } } : { kind: 'needs-email', status: 1 },
      ),
      emailExists: vi.fn(async (_email: string) => false),
      getPaymentMethods: vi.fn(async () => []),
      getOrderHistory: vi.fn(async () => ({ page: 1, perPage: 30, total: 0, hasMore: false, orders: [] })),
      getOrderDetails: vi.fn(async () => {
        throw new Error('no order');
      }),
      sendInvoice: vi.fn(async (_orderId: string) => undefined),
    },
    getVersions: vi.fn(async (): Promise<Record<string, number>> => ({ web: 3, menus: 12 })),
    // A platform without the order-status capability by default; tests that follow an order override it.
    getOrderStatus: vi.fn(async (_orderId: string): Promise<OrderStatus | null> => null),
    // A platform without shared table orders by default (joining answers null); tests of a table override it.
    tables: {
      join: vi.fn(async (): Promise<JoinedTable | null> => null),
      get: vi.fn(async (): Promise<TableOrder> => {
        throw new Error('no table order');
      }),
      updateGuest: vi.fn(),
      leave: vi.fn(),
      addLine: vi.fn(),
      setLineQuantity: vi.fn(),
      removeLine: vi.fn(),
      sendRound: vi.fn(),
      payShare: vi.fn(),
    },
  };
  const logoutListeners = new Set<(reason: LogoutReason) => void>();
  const $tokens = atom<SessionTokens | null>(
    overrides.startup?.accessToken ? { accessToken: overrides.startup.accessToken, refreshToken: overrides.startup.refreshToken ?? null } : null,
  );
  // The declared defaults, with a test business: a new attribute needs no edit here.
  const config: ElementConfig = {
    ...DEFAULT_CONFIG,
    apiBase: 'https://sandbox.test',
    publishableKey: 'pk',
    businessId: 7,
    productId: 'p',
    routing: 'memory',
    ...overrides.config,
  };
  const i18n = setupI18n({ locale: 'en_US', locales: ['en-US'], messages: { en_US: {} } });
  const scope = createElementScope({ ...config, now: () => clock.now, locale: () => i18n.locale });
  const deps: OrderingDeps = {
    config,
    scope,
    startup: { ...EMPTY_STARTUP_PARAMS, ...overrides.startup },
    api: api as unknown as PlatformApi,
    setLanguage: vi.fn(async (locale: string) => {
      i18n.load(locale, {});
      i18n.activate(locale, [locale.replace(/_/g, '-')]);
    }),
    router: {
      $route,
      navigate(path, options) {
        navigations.push(path);
        $route.set({ path, query: options?.query ?? {} });
      },
      back() {
        navigations.push('<back>');
      },
    },
    emit: (type, detail) => {
      emitted.push({ type, detail });
    },
    leavePage: vi.fn((_url: string) => undefined),
    commerce: (moment) => {
      moments.push(moment);
    },
    connectRealtime: vi.fn(async () => ({
      async watchCart(cartId: string, onCalculation: (calculation: CartCalculation) => void) {
        watchers.set(cartId, onCalculation);
        return () => watchers.delete(cartId);
      },
      async watchTransaction(orderId: string, paymentId: string, onEvent: (event: TransactionEvent) => void) {
        transactionWatchers.set(`${orderId}/${paymentId}`, onEvent);
        return () => transactionWatchers.delete(`${orderId}/${paymentId}`);
      },
      async watchOrderStatus(orderId: string, onStatus: (status: OrderStatus) => void) {
        statusWatchers.set(orderId, onStatus);
        return () => statusWatchers.delete(orderId);
      },
      async watchTableOrder(tableOrderId: string, onOrder: (order: TableOrder) => void) {
        tableWatchers.set(tableOrderId, onOrder);
        return () => tableWatchers.delete(tableOrderId);
      },
      async watchConnection(onChange: (connected: boolean) => void) {
        connectionWatchers.add(onChange);
        return () => connectionWatchers.delete(onChange);
      },
      reconnect: realtimeReconnect,
    })),
    storage,
    now: scope.now,
    i18n,
    auth: {
      $tokens,
      setTokens(tokens: SessionTokens | null, reason: LogoutReason = 'api') {
        const had = $tokens.get() !== null;
        $tokens.set(tokens);
        if (!tokens && had) {
          for (const listener of [...logoutListeners]) listener(reason);
          emitted.push({ type: 'logout', detail: { reason } });
        }
      },
      onLogout(listener: (reason: LogoutReason) => void) {
        logoutListeners.add(listener);
        return () => logoutListeners.delete(listener);
      },
    },
  };
  return {
    deps,
    api: api as unknown as FakeWorld['api'],
    push: (calculation) => watchers.get(calculation.cartId)?.(calculation),
    watchers,
    pushTransaction: (event) => transactionWatchers.get(`${event.orderId}/${event.paymentId}`)?.(event),
    pushOrderStatus: (orderId, status) => statusWatchers.get(orderId)?.(status),
    statusWatchers,
    pushTableOrder: (order) => tableWatchers.get(order.id)?.(order),
    tableWatchers,
    setRealtimeConnected: (connected) => {
      for (const watcher of [...connectionWatchers]) watcher(connected);
    },
    transactionWatchers,
    emitted,
    moments,
    navigations,
    storage,
    clock,
    realtimeReconnect,
  };
}

/** Lets pending promise callbacks run. */
export const flush = async (times = 5) => {
  for (let i = 0; i < times; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * Stores as a guest leaves them after the home screen: started, location 11 chosen, and the lazy
 * ordering chunk (menu, cart, calculation, checkout, order) loaded.
 */
export async function storesAtMenu(world: FakeWorld = createFakeWorld()) {
  const { createOrderingStores } = await import('./index');
  const stores = createOrderingStores(world.deps);
  stores.start();
  await stores.started();
  stores.selection.selectLocation(11);
  await flush();
  await stores.ordering();
  await flush();
  return { world, stores };
}

/** Stores at /menu/checkout with two of item 1 in the cart, calculated by the fake realtime (27.00). */
export async function storesAtCheckout(world: FakeWorld = createFakeWorld()) {
  const { stores } = await storesAtMenu(world);
  stores.cart.addItem(stores.menu.findItem(1)!, { quantity: 2 });
  await flush();
  const cartId = world.api.saveCart.mock.calls.at(-1)![0].cartId as string;
  world.push({ status: 'CALCULATED', cartId, hash: `h${world.api.saveCart.mock.calls.length}`, timestamp: 1, summary: summary(2700) });
  world.deps.router.navigate('/menu/checkout');
  return { world, stores, cartId };
}

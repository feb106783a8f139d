import type {
  WireCategory, WireCheckoutFieldSetting, WireExperience, WireHotel, WireItem, WireLocation, WireMenu,
  WireModifierGroup, WireOpenHours,
} from '../../src/api/wire';

/**
 * The sandbox's demo catalogue (spec section 3): one business with a hotel of two outlets and a
 * standalone restaurant. Written to SQLite on first start (and on `--fresh` / POST /__sandbox/reset);
 * the server then reads it back from the database, never from this module directly.
 *
 * Wire objects here are the exact JSON served; the `Seed*` wrappers add what only the server knows
 * (taxes, service charges, preparation time, stock).
 */

/** A tax the calculation applies to a location (spec 3, order summary `taxes`). */
export interface SeedTax {
  name: string;
  /** Fraction, e.g. 0.08875. */
  rate: number;
  /** Inclusive taxes are already inside item prices: reported, not added to the total. */
  inclusive: boolean;
}

/** Server-only facts about a location. */
export interface SeedLocation {
  location: WireLocation;
  taxes: SeedTax[];
  /** A percentage service charge on the subtotal, e.g. the hotel outlets' in-room charge. */
  serviceCharge: { name: string; rate: number } | null;
  /** Serial ids of items out of stock (GET /menus/api/v1/getOutOfStockItems). */
  outOfStock: number[];
  /** Serial id -> how many are left, for items with a stock limit (NOT_ENOUGH errors). */
  stockLimits: Record<number, number>;
}

/** Server-only facts about an experience. `settings.slots` is computed per request. */
export interface SeedExperience {
  experience: WireExperience;
  /** Minutes from now to the first slot (spec 4.1 "around N minutes"). */
  preparationMinutes: number;
  menuId: number;
}

export interface SeedBusiness {
  id: number;
  name: string;
  publishableKey: string;
  productId: string;
  flow: 'RESTAURANT' | 'HOTEL';
  timezone: string;
  currency: string;
}

export interface SeedCatalog {
  business: SeedBusiness;
  hotels: WireHotel[];
  locations: SeedLocation[];
  experiences: SeedExperience[];
  menus: WireMenu[];
}

/** Ids worth knowing in tests and docs. */
export const DEMO = {
  businessId: 1001,
  publishableKey: 'pk_demo',
  productId: 'demo',
  hotelId: 501,
  locations: { inRoomDining: 2001, poolBar: 2002, trattoria: 2003 },
  experiences: {
    roomService: 3001,
    poolService: 3002,
    poolPickup: 3003,
    trattoriaPickup: 3004,
    trattoriaDineIn: 3005,
    trattoriaDelivery: 3006,
  },
  menus: { inRoomDining: 4001, poolBar: 4002, trattoria: 4003 },
  /** Trattoria item pos ids (pui). */
  items: {
    bruschetta: 'TL-BRUSCHETTA',
    burrata: 'TL-BURRATA',
    calamari: 'TL-CALAMARI', // out of stock
    margherita: 'TL-MARGHERITA', // optional extras 0..3
    diavola: 'TL-DIAVOLA',
    rigatoni: 'TL-RIGATONI', // required pasta shape 1..1
    carbonara: 'TL-CARBONARA',
    tiramisu: 'TL-TIRAMISU', // stock limit 5
    pellegrino: 'TL-PELLEGRINO',
    chianti: 'TL-CHIANTI', // under 18
    staffMeal: 'TL-STAFF-MEAL', // hidden
  },
  modifiers: {
    shapeRigatoni: 'MOD-SHAPE-RIGATONI',
    shapeSpaghetti: 'MOD-SHAPE-SPAGHETTI',
    shapeGlutenFree: 'MOD-SHAPE-GF',
    extraProsciutto: 'MOD-EXTRA-PROSCIUTTO',
    extraMushrooms: 'MOD-EXTRA-MUSHROOMS',
    extraNduja: 'MOD-EXTRA-NDUJA',
    extraBurrata: 'MOD-EXTRA-BURRATA', // modifier out of stock
  },
  /** Serial id of the out-of-stock Fried Calamari. */
  outOfStockSerial: 50003,
} as const;

/** Allergen ids used in menus (ids only travel on items; names here for the docs and console). */
export const ALLERGENS: Record<number, string> = {
  1: 'gluten', 2: 'dairy', 3: 'egg', 4: 'nuts', 5: 'fish', 6: 'crustaceans', 7: 'molluscs', 8: 'soy',
  9: 'sesame', 10: 'celery', 11: 'mustard', 12: 'sulphurDioxide', 13: 'peanuts', 14: 'lupin',
  15: 'vegetarian', 16: 'vegan',
};

const NY_SALES_TAX: SeedTax = { name: 'NY Sales Tax', rate: 0.08875, inclusive: false };
const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

function hours(windows: { from: string; to: string }[], days: readonly (keyof WireOpenHours)[] = EVERY_DAY): WireOpenHours {
  const result: WireOpenHours = {};
  for (const day of days) result[day] = windows.map((window) => ({ ...window }));
  return result;
}

function nyPlace(street: string, zip: string): WireLocation['place'] {
  return {
    data: {
      formatted_address: `${street}, New York, NY ${zip}, USA`,
      address_components: [
        { long_name: street, short_name: street, types: ['street_address'] },
        { long_name: 'New York', short_name: 'New York', types: ['locality'] },
        { long_name: 'New York', short_name: 'NY', types: ['administrative_area_level_1'] },
        { long_name: 'United States', short_name: 'US', types: ['country'] },
        { long_name: zip, short_name: zip, types: ['postal_code'] },
      ],
    },
  };
}

function location(partial: Pick<WireLocation, 'id' | 'name' | 'short_description' | 'long_description' | 'phone' | 'experiences' | 'hotel_id' | 'location_group_id' | 'place'>): WireLocation {
  return {
    image: null,
    currency: { code: 'USD' },
    timezone: { name: 'America/New_York' },
    localization: { date: { default_format: 'MM/DD/YYYY' }, time: { default_format: 'h:mm A' } },
    ...partial,
  };
}

const field = (required: boolean, type: WireCheckoutFieldSetting['type'], extra: Partial<WireCheckoutFieldSetting> = {}): WireCheckoutFieldSetting =>
  ({ required, editable: true, type, ...extra });

interface ExperienceInput {
  id: number;
  type: string;
  restaurantId: number;
  menuId: number;
  preparationMinutes: number;
  isAsapOnly: boolean;
  openHours: WireOpenHours;
  availableDays: number;
  payments: { default: string; allowed: string[] };
  deliveries: ('ROOM' | 'PICK_UP')[];
  fields: WireExperience['settings']['ui']['checkout']['fields'];
  tip: { options: number[]; selected: number | null } | null;
  disclaimer?: string | null;
}

function experience(input: ExperienceInput): SeedExperience {
  return {
    preparationMinutes: input.preparationMinutes,
    menuId: input.menuId,
    experience: {
      id: input.id,
      type: input.type,
      status: 'ACTIVE',
      restaurant_id: input.restaurantId,
      settings: {
        is_asap_only: input.isAsapOnly,
        display_order_time: !input.isAsapOnly,
        open_hours: input.openHours,
        available_days: input.availableDays,
        frame_time: 15,
        interval: 15,
        slots: { next_available: null, next_available_with_grace: null },
        payments: { default: input.payments.default, allowed: input.payments.allowed.map((type) => ({ type, validation: null })) },
        is_room_validation: false,
        checkout: { is_active: true },
        deliveries: input.deliveries.map((type) => ({ type })),
        menus: {
          // Relative to the API base (the widget resolves it like any other platform path).
          files: [{ url: `/menus/files/${input.menuId}.json`, is_default: true }],
          translations: { files: [] },
          allergens: { url: null },
        },
        ui: {
          checkout: { tip: input.tip, fields: input.fields },
          menu: { show_calories: true, items: { show_comments: true, comments: { max: 80 } } },
          my_order: { disclaimer: input.disclaimer ?? null },
        },
        hide_tip: { payment_types: [] },
      },
    },
  };
}

let nextItemId = 1;
function item(
  serial: number, pui: string, name: string, price: number, description: string,
  extra: Partial<Pick<WireItem, 'kcal' | 'allergens' | 'under_18' | 'is_hidden' | 'modifierGroups'>> = {},
): WireItem {
  return {
    id: nextItemId++, pos_unique_id: pui, serial_id: serial, name, description, price, image: null,
    kcal: extra.kcal ?? null, allergens: extra.allergens ?? [], under_18: extra.under_18 ?? false,
    is_hidden: extra.is_hidden ?? false, modifierGroups: extra.modifierGroups ?? [],
  };
}

function category(id: number, bid: number, name: string, items: WireItem[], extra: Partial<Pick<WireCategory, 'under_18' | 'subcategories' | 'type'>> = {}): WireCategory {
  return {
    id, bid, serial_id: 70000 + id, name, pos_unique_id: `CAT-${id}`, type: extra.type ?? 'category',
    under_18: extra.under_18 ?? false, subcategories: extra.subcategories ?? [], items,
  };
}

function pastaShapeGroup(): WireModifierGroup {
  return {
    id: 801, pos_unique_id: 'MG-PASTA-SHAPE', name: 'Pasta shape', minSelect: 1, maxSelect: 1,
    modifiers: [
      { id: 8011, pos_unique_id: DEMO.modifiers.shapeRigatoni, name: 'Rigatoni', price: 0, kcal: null, allergens: [1, 3], stock: true },
      { id: 8012, pos_unique_id: DEMO.modifiers.shapeSpaghetti, name: 'Spaghetti', price: 0, kcal: null, allergens: [1], stock: true },
      { id: 8013, pos_unique_id: DEMO.modifiers.shapeGlutenFree, name: 'Gluten-free penne', price: 2, kcal: null, allergens: [], stock: true },
    ],
  };
}

function pizzaExtrasGroup(): WireModifierGroup {
  return {
    id: 802, pos_unique_id: 'MG-PIZZA-EXTRAS', name: 'Extra toppings', minSelect: 0, maxSelect: 3,
    modifiers: [
      { id: 8021, pos_unique_id: DEMO.modifiers.extraProsciutto, name: 'Prosciutto di Parma', price: 4, kcal: 90, allergens: [], stock: true },
      { id: 8022, pos_unique_id: DEMO.modifiers.extraMushrooms, name: 'Roasted mushrooms', price: 2, kcal: 25, allergens: [], stock: true },
      { id: 8023, pos_unique_id: DEMO.modifiers.extraNduja, name: "'Nduja", price: 3, kcal: 110, allergens: [], stock: true },
      { id: 8024, pos_unique_id: DEMO.modifiers.extraBurrata, name: 'Burrata', price: 5, kcal: 180, allergens: [2], stock: false },
    ],
  };
}

function trattoriaMenu(): WireMenu {
  const bid = DEMO.locations.trattoria;
  const i = DEMO.items;
  return {
    id: DEMO.menus.trattoria,
    name: 'Trattoria Lumen',
    categories: [
      category(101, bid, 'Antipasti', [
        item(50001, i.bruschetta, 'Bruschetta al Pomodoro', 9.5, 'Grilled sourdough, vine tomatoes, basil and garlic.', { kcal: 320, allergens: [1, 15] }),
        item(50002, i.burrata, 'Burrata & Heirloom Tomatoes', 14, 'Creamy burrata, heirloom tomatoes, aged balsamic.', { kcal: 410, allergens: [2, 15] }),
        item(DEMO.outOfStockSerial, i.calamari, 'Fried Calamari', 13, 'Crisp calamari with lemon aioli.', { kcal: 520, allergens: [1, 3, 7] }),
      ]),
      category(102, bid, 'Pizza', [
        item(50004, i.margherita, 'Margherita', 16, 'San Marzano tomato, fior di latte, basil, olive oil.', { kcal: 860, allergens: [1, 2, 15], modifierGroups: [pizzaExtrasGroup()] }),
        item(50005, i.diavola, 'Diavola', 18, 'Spicy salami, tomato, mozzarella, chili honey.', { kcal: 980, allergens: [1, 2] }),
      ]),
      category(103, bid, 'Pasta', [
        item(50006, i.rigatoni, 'Rigatoni alla Vodka', 18, 'Tomato-vodka cream, parmigiano, chili flakes.', { kcal: 790, allergens: [1, 2], modifierGroups: [pastaShapeGroup()] }),
        item(50007, i.carbonara, 'Spaghetti Carbonara', 19, 'Guanciale, egg yolk, pecorino, black pepper.', { kcal: 880, allergens: [1, 2, 3] }),
      ]),
      category(104, bid, 'Dolci', [
        item(50008, i.tiramisu, 'Tiramisù', 9, 'Espresso-soaked savoiardi, mascarpone, cocoa.', { kcal: 450, allergens: [1, 2, 3] }),
        item(50011, i.staffMeal, 'Staff Meal', 0, 'Not on the public menu.', { is_hidden: true }),
      ]),
      category(105, bid, 'Drinks', [
        item(50009, i.pellegrino, 'San Pellegrino 500 ml', 4, 'Sparkling mineral water.', { kcal: 0 }),
      ], {
        subcategories: [
          category(106, bid, 'Wine', [
            item(50010, i.chianti, 'Chianti Classico (glass)', 13, 'Castello di Ama, Tuscany. Must be 21+.', { kcal: 125, allergens: [12], under_18: true }),
          ], { type: 'subcategory', under_18: true }),
        ],
      }),
    ],
  };
}

function inRoomDiningMenu(): WireMenu {
  const bid = DEMO.locations.inRoomDining;
  return {
    id: DEMO.menus.inRoomDining,
    name: 'In-Room Dining',
    categories: [
      category(201, bid, 'Breakfast', [
        item(60001, 'HG-CONTINENTAL', 'Continental Breakfast', 24, 'Pastry basket, seasonal fruit, yogurt, juice and coffee.', { kcal: 780, allergens: [1, 2] }),
        item(60002, 'HG-BENEDICT', 'Eggs Benedict', 26, 'Poached eggs, Canadian bacon, hollandaise, English muffin.', { kcal: 910, allergens: [1, 2, 3] }),
      ]),
      category(202, bid, 'All Day', [
        item(60003, 'HG-CLUB', 'Harbor Club Sandwich', 24, 'Roast turkey, bacon, avocado, tomato, fries.', { kcal: 1150, allergens: [1, 3] }),
        item(60004, 'HG-SALMON', 'Seared Salmon', 36, 'Lemon beurre blanc, asparagus, fingerling potatoes.', { kcal: 690, allergens: [2, 5] }),
        item(60005, 'HG-BURGER', 'Wagyu Burger', 32, 'Aged cheddar, caramelized onions, brioche, fries.', { kcal: 1240, allergens: [1, 2, 3], modifierGroups: [{
          id: 803, pos_unique_id: 'MG-BURGER-TEMP', name: 'Temperature', minSelect: 1, maxSelect: 1,
          modifiers: [
            { id: 8031, pos_unique_id: 'MOD-TEMP-MR', name: 'Medium rare', price: 0, kcal: null, allergens: [], stock: true },
            { id: 8032, pos_unique_id: 'MOD-TEMP-M', name: 'Medium', price: 0, kcal: null, allergens: [], stock: true },
            { id: 8033, pos_unique_id: 'MOD-TEMP-WD', name: 'Well done', price: 0, kcal: null, allergens: [], stock: true },
          ],
        }] }),
      ]),
      category(203, bid, 'Bar', [
        item(60006, 'HG-CHAMPAGNE', 'Champagne (half bottle)', 65, 'Veuve Clicquot Yellow Label, 375 ml.', { kcal: 310, under_18: true }),
      ]),
    ],
  };
}

function poolBarMenu(): WireMenu {
  const bid = DEMO.locations.poolBar;
  return {
    id: DEMO.menus.poolBar,
    name: 'Pool Bar',
    categories: [
      category(301, bid, 'Bites', [
        item(61001, 'PB-FISH-TACOS', 'Fish Tacos', 18, 'Beer-battered cod, slaw, chipotle crema.', { kcal: 640, allergens: [1, 5] }),
        item(61002, 'PB-NACHOS', 'Loaded Nachos', 16, 'Black beans, queso, pico de gallo, jalapeños.', { kcal: 990, allergens: [2, 15] }),
      ]),
      category(302, bid, 'Coolers', [
        item(61003, 'PB-LEMONADE', 'Frozen Lemonade', 8, 'Fresh lemon, mint.', { kcal: 210, allergens: [16] }),
        item(61004, 'PB-SPRITZ', 'Aperol Spritz', 16, 'Aperol, prosecco, soda, orange.', { kcal: 160, allergens: [12], under_18: true }),
      ]),
    ],
  };
}

/** Builds a fresh copy of the demo catalogue. */
export function buildSeedCatalog(): SeedCatalog {
  nextItemId = 1;
  const e = DEMO.experiences;
  const l = DEMO.locations;
  const guestFields = {
    first_name: field(true, 'text', { max: 50 }),
    last_name: field(true, 'text', { max: 50 }),
    phone: field(false, 'phone'),
    email: field(false, 'email'),
    comments: field(false, 'text', { max: 250 }),
  };
  const tip = { options: [10, 15, 20], selected: 15 };

  const locations: SeedLocation[] = [
    {
      location: location({
        id: l.inRoomDining, name: 'Harbor Grand – In-Room Dining', short_description: 'Delivered to your room, 6:30 am to 11 pm.',
        long_description: 'Breakfast, all-day dining and the bar, delivered to your room by the Harbor Grand team.',
        phone: '+12125550100', experiences: [{ id: e.roomService, type: 'ROOM_SERVICE', status: 'ACTIVE' }],
        hotel_id: DEMO.hotelId, location_group_id: null, place: nyPlace('1 Harbor Plaza', '10004'),
      }),
      taxes: [NY_SALES_TAX],
      serviceCharge: { name: 'In-room dining service charge', rate: 0.18 },
      outOfStock: [],
      stockLimits: {},
    },
    {
      location: location({
        id: l.poolBar, name: 'Pool Bar', short_description: 'Poolside bites and coolers.',
        long_description: 'Tacos, nachos and frozen drinks on the rooftop pool deck.',
        phone: '+12125550101',
        experiences: [
          { id: e.poolService, type: 'POOL_SERVICE', status: 'ACTIVE' },
          { id: e.poolPickup, type: 'PICKUP', status: 'ACTIVE' },
        ],
        hotel_id: DEMO.hotelId, location_group_id: null, place: nyPlace('1 Harbor Plaza, Rooftop', '10004'),
      }),
      // Inclusive example: the resort beverage levy is already inside menu prices.
      taxes: [NY_SALES_TAX, { name: 'Resort levy (included)', rate: 0.05, inclusive: true }],
      serviceCharge: { name: 'Poolside service charge', rate: 0.15 },
      outOfStock: [],
      stockLimits: {},
    },
    {
      location: location({
        id: l.trattoria, name: 'Trattoria Lumen', short_description: 'Wood-fired pizza and fresh pasta in the West Village.',
        long_description: 'A neighbourhood trattoria: antipasti, Neapolitan pizza, hand-rolled pasta and a short Italian wine list.',
        phone: '+12125550199',
        experiences: [
          // PICKUP first: it is the default experience and is open around the clock.
          { id: e.trattoriaPickup, type: 'PICKUP', status: 'ACTIVE' },
          { id: e.trattoriaDineIn, type: 'DINE_IN', status: 'ACTIVE' },
          { id: e.trattoriaDelivery, type: 'DELIVERY', status: 'ACTIVE' },
        ],
        hotel_id: null, location_group_id: 601, place: nyPlace('88 Bleecker Street', '10012'),
      }),
      taxes: [NY_SALES_TAX],
      serviceCharge: null,
      outOfStock: [DEMO.outOfStockSerial],
      stockLimits: { 50008: 5 },
    },
  ];

  const experiences: SeedExperience[] = [
    experience({
      id: e.roomService, type: 'ROOM_SERVICE', restaurantId: l.inRoomDining, menuId: DEMO.menus.inRoomDining,
      preparationMinutes: 30, isAsapOnly: false, openHours: hours([{ from: '06:30', to: '23:00' }]), availableDays: 3,
      payments: { default: 'ROOM', allowed: ['ROOM', 'PAY_IN_PERSON'] }, deliveries: ['ROOM'],
      fields: { ...guestFields, room_number: field(true, 'text', { max: 6 }), tip: field(false, 'number') }, tip,
      disclaimer: 'An 18% service charge is added to every in-room dining order.',
    }),
    experience({
      id: e.poolService, type: 'POOL_SERVICE', restaurantId: l.poolBar, menuId: DEMO.menus.poolBar,
      preparationMinutes: 15, isAsapOnly: false, openHours: hours([{ from: '10:00', to: '19:00' }]), availableDays: 1,
      payments: { default: 'ROOM', allowed: ['ROOM', 'PAY_IN_PERSON'] }, deliveries: ['ROOM'],
      fields: { ...guestFields, room_number: field(true, 'text', { max: 6 }), tip: field(false, 'number') }, tip,
    }),
    experience({
      id: e.poolPickup, type: 'PICKUP', restaurantId: l.poolBar, menuId: DEMO.menus.poolBar,
      preparationMinutes: 10, isAsapOnly: false, openHours: hours([{ from: '10:00', to: '19:00' }]), availableDays: 1,
      payments: { default: 'PAY_IN_PERSON', allowed: ['PAY_IN_PERSON', 'ROOM'] }, deliveries: ['PICK_UP'],
      fields: guestFields, tip: null,
    }),
    experience({
      id: e.trattoriaPickup, type: 'PICKUP', restaurantId: l.trattoria, menuId: DEMO.menus.trattoria,
      // Open 00:00 to midnight every day so tests never depend on the clock.
      // Two days so the next slot exists even late at night (now + preparation crosses midnight).
      preparationMinutes: 20, isAsapOnly: true, openHours: hours([{ from: '00:00', to: '00:00' }]), availableDays: 2,
      payments: { default: 'PAY_IN_PERSON', allowed: ['PAY_IN_PERSON'] }, deliveries: ['PICK_UP'],
      fields: guestFields, tip: null,
    }),
    experience({
      id: e.trattoriaDineIn, type: 'DINE_IN', restaurantId: l.trattoria, menuId: DEMO.menus.trattoria,
      preparationMinutes: 15, isAsapOnly: false,
      openHours: hours([{ from: '11:30', to: '14:30' }, { from: '17:00', to: '22:00' }], ['tue', 'wed', 'thu', 'fri', 'sat', 'sun']),
      availableDays: 7,
      payments: { default: 'PAY_IN_PERSON', allowed: ['PAY_IN_PERSON'] }, deliveries: [],
      fields: { ...guestFields, table_number: field(true, 'number', { min: 1, max: 40 }), guest_count: field(false, 'number', { min: 1, max: 10 }), tip: field(false, 'number') },
      tip,
    }),
    experience({
      id: e.trattoriaDelivery, type: 'DELIVERY', restaurantId: l.trattoria, menuId: DEMO.menus.trattoria,
      preparationMinutes: 45, isAsapOnly: false, openHours: hours([{ from: '11:30', to: '21:30' }]), availableDays: 7,
      payments: { default: 'PAY_IN_PERSON', allowed: ['PAY_IN_PERSON'] }, deliveries: [],
      fields: { ...guestFields, phone: field(true, 'phone'), tip: field(false, 'number') }, tip,
    }),
  ];

  return {
    business: {
      id: DEMO.businessId, name: 'Harbor & Lumen Hospitality', publishableKey: DEMO.publishableKey,
      productId: DEMO.productId, flow: 'RESTAURANT', timezone: 'America/New_York', currency: 'USD',
    },
    hotels: [{ id: DEMO.hotelId, name: 'Harbor Grand Hotel', image: null, location_ids: [l.inRoomDining, l.poolBar] }],
    locations,
    experiences,
    menus: [inRoomDiningMenu(), poolBarMenu(), trattoriaMenu()],
  };
}

import type { WireMenu, WireModifierGroup } from '../../src/api/wire';
import { A, SEED_ALLERGENS } from './seed-allergens';
import {
  category,
  experience,
  field,
  group,
  hours,
  item,
  lisbonPlace,
  location,
  menuImage,
  modifier,
  nyPlace,
  NY_SALES_TAX,
  plainLocation,
  ref,
  resetItemIds,
  type GuestFields,
  type Tip,
} from './seed-build';
import { MENU_DEMO, menuOutletsCatalog } from './seed-outlets';
import { KIOSK_DEMO, kioskCatalog } from './seed-kiosk';
import { MEMBERS_DEMO, membersCatalog } from './seed-members';
import type { SeedBusiness, SeedCatalog, SeedExperience, SeedHotel, SeedLocation, SeedTax } from './seed-types';

/**
 * The sandbox's demo catalogue: a restaurant business (1001) and a hotel business
 * (1002) with three hotels and their outlets. Written to SQLite on first start (and on `--fresh` / POST /__sandbox/reset);
 * the server then reads it back from the database, never from this module directly.
 *
 * Wire objects here are the exact JSON served; the `Seed*` wrappers (seed-types.ts) add what only the
 * server knows (taxes, service charges, preparation time, stock).
 */

/** Bumped when the catalogue's shape or content changes: a database seeded earlier gets the new catalogue. */
export const SEED_VERSION = 11;

/** Ids worth knowing in tests and docs. */
export const DEMO = {
  businessId: 1001,
  publishableKey: 'pk_demo',
  productId: 'demo',
  /** Harbor Grand Hotel and its two outlets (2001, 2002), owned by the hotel business 1002. */
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
  /** Location groups of business 1001 (`location_group_id`). */
  groups: { westVillage: 601, brooklyn: 602 },
  /**
   * Locations of business 1001 (restaurant flow), one per status/label/popup; see the
   * seed table in demo/README.md for how to reach each with POST /__sandbox/clock.
   */
  timeLocations: {
    cornerDeli: 2004, // open 24h (PICKUP 3007)
    nightOwl: 2005, // opens 40 minutes after the sandbox clock (relative hours, PICKUP 3008)
    smokehouse: 2006, // dinner only Tue-Sun 17:00-23:00: closed now / opens later / tomorrow (3009, 3010)
    lisbon: 2007, // Europe/Lisbon, EUR (PICKUP 3011)
    oysterBar: 2008, // open 24h but orders paused: not accepting, next_available null (3012)
    wineBar: 2009, // checkout inactive: view menu (3013)
    ramen: 2010, // 11:00-22:00 with 30 grace minutes (PICKUP 3014)
  },
  timeExperiences: {
    deliPickup: 3007,
    nightOwlPickup: 3008,
    smokehouseDineIn: 3009,
    smokehousePickup: 3010,
    lisbonPickup: 3011,
    oysterPickup: 3012,
    wineBarDineIn: 3013,
    ramenPickup: 3014,
  },
  /** The members-only business (guests not supported; registration by SMS code with a captcha). */
  members: MEMBERS_DEMO,
  kiosk: KIOSK_DEMO,
  /**
   * UI configurations of their own (`ui-configurations?id=`), named by a location's or a hotel's
   * `ui_configuration_id`: Corner Deli 24/7 (2004) and Azure City Hotel (512) each have their own look.
   */
  uiConfigurations: { cornerDeli: 701, azureCity: 702 },
  /** The HOTEL-flow business: two hotels, their outlets and many experience types. */
  hotelBusiness: {
    id: 1002,
    publishableKey: 'pk_hotels',
    hotels: { azureBay: 511, azureCity: 512 },
    locations: { bayInRoom: 2101, lagoonPool: 2102, coral: 2103, lobbyCafe: 2104, skyline: 2105 },
    experiences: {
      bayInRoomDining: 3101, // IN_ROOM_DINING 06:00-23:00
      bayRoomService: 3102, // ROOM_SERVICE 24h
      lagoonPoolService: 3103, // POOL_SERVICE 10:00-19:00
      lagoonPickup: 3104, // PICKUP 10:00-19:00
      coralDineIn: 3105, // DINE_IN Tue-Sun 18:00-22:30
      coralPickup: 3106, // PICKUP 12:00-22:00
      lobbyPickup: 3107, // PICKUP ASAP only 06:00-20:00
      skylineDineIn: 3108, // DINE_IN 17:00-00:00
      skylineRoomService: 3109, // ROOM_SERVICE 17:00-00:00
    },
  },
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
    chianti: 'TL-CHIANTI', // under 18 (in the under-18 sub-category Wine)
    staffMeal: 'TL-STAFF-MEAL', // hidden
    // (item id / serial in the seed table of demo/README.md):
    antipasto: 'TL-ANTIPASTO', // "Antipasto Board": choose 2..4
    salad: 'TL-SALAD', // "Build Your Salad": radio base + 12 toppings 0..0 (all that apply)
    bistecca: 'TL-BISTECCA', // "Bistecca": radio Cut; Fiorentina +12.00 opens radio Doneness (Well done +1.50)
    peroni: 'TL-PERONI', // "Peroni": under 18 item in Drinks
    negroni: 'TL-NEGRONI', // "Negroni": in the under-18 category Cocktails (item not flagged)
    spritz: 'TL-SPRITZ', // "Aperol Spritz": in Cocktails
  },
  modifiers: {
    shapeRigatoni: 'MOD-SHAPE-RIGATONI',
    shapeSpaghetti: 'MOD-SHAPE-SPAGHETTI',
    shapeGlutenFree: 'MOD-SHAPE-GF',
    extraProsciutto: 'MOD-EXTRA-PROSCIUTTO',
    extraMushrooms: 'MOD-EXTRA-MUSHROOMS',
    extraNduja: 'MOD-EXTRA-NDUJA',
    extraBurrata: 'MOD-EXTRA-BURRATA', // modifier out of stock
    // Burrata add-ons, 0..0 (no maximum)
    addonBread: 'MOD-BURRATA-BREAD',
    addonPesto: 'MOD-BURRATA-PESTO',
    addonProsciutto: 'MOD-BURRATA-PROSCIUTTO',
    addonAnchovies: 'MOD-BURRATA-ANCHOVIES',
    // Antipasto board, 2..4
    boardProsciutto: 'MOD-BOARD-PROSCIUTTO',
    boardSalame: 'MOD-BOARD-SALAME',
    boardMortadella: 'MOD-BOARD-MORTADELLA',
    boardPecorino: 'MOD-BOARD-PECORINO',
    boardParmigiano: 'MOD-BOARD-PARMIGIANO',
    boardOlives: 'MOD-BOARD-OLIVES',
    boardTruffle: 'MOD-BOARD-TRUFFLE', // +3.00
    // Salad base 1..1 and toppings (MOD-SALAD-TOP-*; MOD-SALAD-TOP-AVOCADO out of stock)
    saladRomaine: 'MOD-SALAD-ROMAINE',
    saladArugula: 'MOD-SALAD-ARUGULA',
    saladMixed: 'MOD-SALAD-MIXED',
    toppingChicken: 'MOD-SALAD-TOP-CHICKEN',
    toppingAvocado: 'MOD-SALAD-TOP-AVOCADO',
    // Bistecca: Cut 1..1, nested Doneness 1..1 under Fiorentina
    cutTagliata: 'MOD-CUT-TAGLIATA',
    cutFiorentina: 'MOD-CUT-FIORENTINA', // +12.00
    donenessRare: 'MOD-DONENESS-RARE',
    donenessMediumRare: 'MOD-DONENESS-MEDIUM-RARE',
    donenessMedium: 'MOD-DONENESS-MEDIUM',
    donenessWellDone: 'MOD-DONENESS-WELL-DONE', // +1.50
  },
  /** Serial id of the out-of-stock Fried Calamari. */
  outOfStockSerial: 50003,
  /** Locations of business 1001 (seed-outlets.ts): time-window menus, the benchmark menu and several currencies. */
  menuLocations: MENU_DEMO.locations,
  /** Their experiences: location id + 1010 (3011-3014 were already taken). */
  menuExperiences: MENU_DEMO.experiences,
  /** Menu ids (menu files `/menus/files/{id}.json`). */
  menuFiles: MENU_DEMO.menus,
  /** Lumen Café item pos ids. */
  cafeItems: MENU_DEMO.cafeItems,
} as const;

/** Allergen keys by id (the allergens file, demo/sandbox/seed-allergens.ts, has names and icons). */
export const ALLERGENS: Record<number, string> = Object.fromEntries(SEED_ALLERGENS.map((allergen) => [allergen.id, allergen.key]));

function pastaShapeGroup(): WireModifierGroup {
  return {
    id: 801,
    pos_unique_id: 'MG-PASTA-SHAPE',
    name: 'Pasta shape',
    minSelect: 1,
    maxSelect: 1,
    modifiers: [
      { id: 8011, pos_unique_id: DEMO.modifiers.shapeRigatoni, name: 'Rigatoni', price: 0, kcal: null, allergens: [1, 3], stock: true },
      { id: 8012, pos_unique_id: DEMO.modifiers.shapeSpaghetti, name: 'Spaghetti', price: 0, kcal: null, allergens: [1], stock: true },
      { id: 8013, pos_unique_id: DEMO.modifiers.shapeGlutenFree, name: 'Gluten-free penne', price: 2, kcal: null, allergens: [], stock: true },
    ],
  };
}

function pizzaExtrasGroup(): WireModifierGroup {
  return {
    id: 802,
    pos_unique_id: 'MG-PIZZA-EXTRAS',
    name: 'Extra toppings',
    minSelect: 0,
    maxSelect: 3,
    modifiers: [
      { id: 8021, pos_unique_id: DEMO.modifiers.extraProsciutto, name: 'Prosciutto di Parma', price: 4, kcal: 90, allergens: [], stock: true },
      { id: 8022, pos_unique_id: DEMO.modifiers.extraMushrooms, name: 'Roasted mushrooms', price: 2, kcal: 25, allergens: [], stock: true },
      { id: 8023, pos_unique_id: DEMO.modifiers.extraNduja, name: "'Nduja", price: 3, kcal: 110, allergens: [], stock: true },
      { id: 8024, pos_unique_id: DEMO.modifiers.extraBurrata, name: 'Burrata', price: 5, kcal: 180, allergens: [2], stock: false },
    ],
  };
}

/** Burrata add-ons: any number (min 0, max 0 = no maximum). */
function burrataAddonsGroup(): WireModifierGroup {
  const m = DEMO.modifiers;
  return group(804, 'MG-BURRATA-ADDONS', 'Add-ons', 0, 0, [
    modifier(8041, m.addonBread, 'Grilled sourdough', 2, { kcal: 180, allergens: [A.gluten, A.glutenWheat] }),
    modifier(8042, m.addonPesto, 'Basil pesto', 1.5, { kcal: 90, allergens: [A.nuts, A.dairy] }),
    modifier(8043, m.addonProsciutto, 'Prosciutto di Parma', 4, { kcal: 90 }),
    modifier(8044, m.addonAnchovies, 'Cantabrian anchovies', 3, { kcal: 40, allergens: [A.fish] }),
  ]);
}

/** Antipasto board: between 2 and 4 of 7. */
function antipastoGroup(): WireModifierGroup {
  const m = DEMO.modifiers;
  return group(805, 'MG-ANTIPASTO-CHOICE', 'Choose your selection', 2, 4, [
    modifier(8051, m.boardProsciutto, 'Prosciutto di Parma', 0, { kcal: 120 }),
    modifier(8052, m.boardSalame, 'Salame Finocchiona', 0, { kcal: 140 }),
    modifier(8053, m.boardMortadella, 'Mortadella with pistachio', 0, { kcal: 150, allergens: [A.nuts] }),
    modifier(8054, m.boardPecorino, 'Pecorino Toscano', 0, { kcal: 110, allergens: [A.dairy] }),
    modifier(8055, m.boardParmigiano, 'Parmigiano Reggiano 24 months', 0, { kcal: 115, allergens: [A.dairy] }),
    modifier(8056, m.boardOlives, 'Marinated olives', 0, { kcal: 60, allergens: [A.vegan] }),
    modifier(8057, m.boardTruffle, 'Truffle pecorino', 3, { kcal: 120, allergens: [A.dairy] }),
  ]);
}

/** The salad toppings: 12 options, none required, no maximum ("all that apply"). */
const SALAD_TOPPINGS: [string, string, number, number, number[]][] = [
  ['CHICKEN', 'Grilled chicken', 4, 165, []],
  ['SHRIMP', 'Garlic shrimp', 6, 120, [A.crustaceans]],
  ['AVOCADO', 'Avocado', 2.5, 160, [A.vegan]], // out of stock (stock: false)
  ['EGG', 'Soft-boiled egg', 1.5, 70, [A.egg]],
  ['FETA', 'Feta', 2, 75, [A.dairy]],
  ['WALNUTS', 'Candied walnuts', 1.5, 130, [A.nuts]],
  ['CHICKPEAS', 'Roasted chickpeas', 1, 90, [A.vegan]],
  ['TOMATO', 'Cherry tomatoes', 0, 15, [A.vegan]],
  ['CUCUMBER', 'Cucumber', 0, 8, [A.vegan]],
  ['ONION', 'Pickled red onion', 0, 10, [A.vegan]],
  ['CROUTONS', 'Croutons', 0.5, 60, [A.gluten, A.glutenWheat]],
  ['SEEDS', 'Toasted seeds', 1, 80, [A.sesame]],
];

function saladGroups(): WireModifierGroup[] {
  const m = DEMO.modifiers;
  return [
    group(806, 'MG-SALAD-BASE', 'Base', 1, 1, [
      modifier(8061, m.saladRomaine, 'Romaine', 0, { kcal: 15 }),
      modifier(8062, m.saladArugula, 'Arugula', 0, { kcal: 10 }),
      modifier(8063, m.saladMixed, 'Mixed greens', 0, { kcal: 12 }),
    ]),
    group(
      807,
      'MG-SALAD-TOPPINGS',
      'Toppings',
      0,
      0,
      SALAD_TOPPINGS.map(([key, name, price, kcal, allergens], index) =>
        modifier(8071 + index, `MOD-SALAD-TOP-${key}`, name, price, { kcal, allergens, stock: key !== 'AVOCADO' }),
      ),
    ),
  ];
}

/** Bistecca: a radio Cut whose Fiorentina (+12.00) opens a nested radio Doneness with a +1.50 option. */
function bisteccaGroups(): WireModifierGroup[] {
  const m = DEMO.modifiers;
  const doneness = group(809, 'MG-DONENESS', 'Doneness', 1, 1, [
    modifier(8091, m.donenessRare, 'Rare', 0),
    modifier(8092, m.donenessMediumRare, 'Medium rare', 0),
    modifier(8093, m.donenessMedium, 'Medium', 0),
    modifier(8094, m.donenessWellDone, 'Well done', 1.5),
  ]);
  return [
    group(808, 'MG-BISTECCA-CUT', 'Cut', 1, 1, [
      modifier(8081, m.cutTagliata, 'Tagliata (sliced sirloin)', 0, { kcal: 0 }),
      modifier(8082, m.cutFiorentina, 'Fiorentina (T-bone for one)', 12, { kcal: 350, modifierGroups: [doneness] }),
    ]),
  ];
}

function trattoriaMenu(): WireMenu {
  const bid = DEMO.locations.trattoria;
  const i = DEMO.items;
  return {
    id: DEMO.menus.trattoria,
    name: 'Trattoria Lumen',
    categories: [
      category(101, bid, 'Antipasti', [
        item(50001, i.bruschetta, 'Bruschetta al Pomodoro', 9.5, 'Grilled sourdough, vine tomatoes, basil and garlic.', {
          kcal: 320,
          allergens: [A.gluten, A.vegetarian],
          image: menuImage('bruschetta'),
        }),
        item(50002, i.burrata, 'Burrata & Heirloom Tomatoes', 14, 'Creamy burrata, heirloom tomatoes, aged balsamic.', {
          kcal: 410,
          allergens: [A.dairy, A.vegetarian],
          image: menuImage('burrata'),
          modifierGroups: [burrataAddonsGroup()],
        }),
        item(DEMO.outOfStockSerial, i.calamari, 'Fried Calamari', 13, 'Crisp calamari with lemon aioli.', {
          kcal: 520,
          allergens: [A.gluten, A.egg, A.molluscs],
          image: menuImage('calamari'),
        }),
        item(50012, i.antipasto, 'Antipasto Board', 24, 'Pick 2 to 4 cured meats and cheeses, with focaccia.', {
          id: 22,
          kcal: 640,
          allergens: [A.gluten, A.dairy],
          image: menuImage('antipasto'),
          modifierGroups: [antipastoGroup()],
        }),
      ]),
      category(102, bid, 'Pizza', [
        item(50004, i.margherita, 'Margherita', 16, 'San Marzano tomato, fior di latte, basil, olive oil.', {
          kcal: 860,
          allergens: [A.gluten, A.dairy, A.vegetarian],
          image: menuImage('margherita'),
          modifierGroups: [pizzaExtrasGroup()],
        }),
        item(50005, i.diavola, 'Diavola', 18, 'Spicy salami, tomato, mozzarella, chili honey.', {
          kcal: 980,
          allergens: [A.gluten, A.dairy],
          image: menuImage('diavola'),
          saleIds: [901],
          saleText: "Chef's pick this week",
        }),
      ]),
      category(103, bid, 'Pasta', [
        item(50006, i.rigatoni, 'Rigatoni alla Vodka', 18, 'Tomato-vodka cream, parmigiano, chili flakes.', {
          kcal: 790,
          allergens: [A.gluten, A.dairy],
          image: menuImage('rigatoni'),
          modifierGroups: [pastaShapeGroup()],
        }),
        item(50007, i.carbonara, 'Spaghetti Carbonara', 19, 'Guanciale, egg yolk, pecorino, black pepper.', {
          kcal: 880,
          allergens: [A.gluten, A.dairy, A.egg],
        }),
      ]),
      category(107, bid, 'Secondi', [
        item(50013, i.bistecca, 'Bistecca', 34, 'Grass-fed beef over the wood fire, rosemary potatoes.', {
          id: 23,
          kcal: 920,
          allergens: [A.celery],
          image: menuImage('bistecca'),
          modifierGroups: bisteccaGroups(),
        }),
      ]),
      category(108, bid, 'Insalate', [
        item(50014, i.salad, 'Build Your Salad', 11, 'Choose a base, then all the toppings you like.', {
          id: 24,
          kcal: 180,
          allergens: [A.vegan],
          image: menuImage('salad'),
          modifierGroups: saladGroups(),
        }),
      ]),
      category(104, bid, 'Dolci', [
        item(50008, i.tiramisu, 'Tiramisù', 9, 'Espresso-soaked savoiardi, mascarpone, cocoa.', {
          kcal: 450,
          allergens: [A.gluten, A.dairy, A.egg],
          image: menuImage('tiramisu'),
        }),
        item(50011, i.staffMeal, 'Staff Meal', 0, 'Not on the public menu.', { is_hidden: true }),
      ]),
      category(
        105,
        bid,
        'Drinks',
        [
          item(50009, i.pellegrino, 'San Pellegrino 500 ml', 4, 'Sparkling mineral water.', { kcal: 0, allergens: [A.vegan] }),
          item(50015, i.peroni, 'Peroni', 7, 'Nastro Azzurro lager, 330 ml. 18+ only.', {
            id: 25,
            kcal: 142,
            allergens: [A.gluten, A.vegan],
            under_18: true,
            image: menuImage('peroni'),
          }),
        ],
        {
          subcategories: [
            category(
              106,
              bid,
              'Wine',
              [
                item(50010, i.chianti, 'Chianti Classico (glass)', 13, 'Castello di Ama, Tuscany. 18+ only.', {
                  kcal: 125,
                  allergens: [A.sulphurDioxide],
                  under_18: true,
                  image: menuImage('chianti'),
                }),
              ],
              { type: 'subcategory', under_18: true },
            ),
          ],
        },
      ),
      // An under-18 CATEGORY whose items are not flagged themselves: the category asks for the age check.
      category(
        109,
        bid,
        'Cocktails',
        [
          item(50016, i.negroni, 'Negroni', 14, 'Gin, Campari, sweet vermouth.', {
            id: 26,
            kcal: 200,
            allergens: [A.sulphurDioxide],
            image: menuImage('negroni'),
          }),
          item(50017, i.spritz, 'Aperol Spritz', 13, 'Aperol, prosecco, soda, orange.', {
            id: 27,
            kcal: 160,
            allergens: [A.sulphurDioxide],
            image: menuImage('spritz'),
          }),
        ],
        { under_18: true },
      ),
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
        item(60001, 'HG-CONTINENTAL', 'Continental Breakfast', 24, 'Pastry basket, seasonal fruit, yogurt, juice and coffee.', {
          kcal: 780,
          allergens: [1, 2],
        }),
        item(60002, 'HG-BENEDICT', 'Eggs Benedict', 26, 'Poached eggs, Canadian bacon, hollandaise, English muffin.', { kcal: 910, allergens: [1, 2, 3] }),
      ]),
      category(202, bid, 'All Day', [
        item(60003, 'HG-CLUB', 'Harbor Club Sandwich', 24, 'Roast turkey, bacon, avocado, tomato, fries.', { kcal: 1150, allergens: [1, 3] }),
        item(60004, 'HG-SALMON', 'Seared Salmon', 36, 'Lemon beurre blanc, asparagus, fingerling potatoes.', { kcal: 690, allergens: [2, 5] }),
        item(60005, 'HG-BURGER', 'Wagyu Burger', 32, 'Aged cheddar, caramelized onions, brioche, fries.', {
          kcal: 1240,
          allergens: [1, 2, 3],
          modifierGroups: [
            {
              id: 803,
              pos_unique_id: 'MG-BURGER-TEMP',
              name: 'Temperature',
              minSelect: 1,
              maxSelect: 1,
              modifiers: [
                { id: 8031, pos_unique_id: 'MOD-TEMP-MR', name: 'Medium rare', price: 0, kcal: null, allergens: [], stock: true },
                { id: 8032, pos_unique_id: 'MOD-TEMP-M', name: 'Medium', price: 0, kcal: null, allergens: [], stock: true },
                { id: 8033, pos_unique_id: 'MOD-TEMP-WD', name: 'Well done', price: 0, kcal: null, allergens: [], stock: true },
              ],
            },
          ],
        }),
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

/** Trattoria Lumen pickup's own service charge (the location has none). */
export const TRATTORIA_PICKUP_SERVICE = { name: 'Service charge 3%', rate: 0.03 };
/** Business 1002's hotels price with VAT included (reported, not added). */
export const HOTEL_VAT: SeedTax = { name: 'VAT 10%', rate: 0.1, inclusive: true };

/** Builds a fresh copy of the demo catalogue. */
export function buildSeedCatalog(): SeedCatalog {
  resetItemIds();
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

  // The Harbor Grand's outlets belong to the hotel business (1002, the hotel page): a restaurant
  // page of business 1001 never offers in-room dining or a hotel pool bar.
  const hotelBusinessId = DEMO.hotelBusiness.id;
  const locations: SeedLocation[] = [
    {
      businessId: hotelBusinessId,
      location: location({
        id: l.inRoomDining,
        name: 'Harbor Grand – In-Room Dining',
        short_description: 'Delivered to your room, 6:30 am to 11 pm.',
        long_description: 'Breakfast, all-day dining and the bar, delivered to your room by the Harbor Grand team.',
        phone: '+12125550100',
        experiences: [{ id: e.roomService, type: 'ROOM_SERVICE', status: 'ACTIVE' }],
        hotel_id: DEMO.hotelId,
        location_group_id: null,
        place: nyPlace('1 Harbor Plaza', '10004'),
      }),
      taxes: [NY_SALES_TAX],
      serviceCharge: { name: 'In-room dining service charge', rate: 0.18 },
      outOfStock: [],
      stockLimits: {},
    },
    {
      businessId: hotelBusinessId,
      location: location({
        id: l.poolBar,
        name: 'Pool Bar',
        short_description: 'Poolside bites and coolers.',
        long_description: 'Tacos, nachos and frozen drinks on the rooftop pool deck.',
        phone: '+12125550101',
        experiences: [
          { id: e.poolService, type: 'POOL_SERVICE', status: 'ACTIVE' },
          { id: e.poolPickup, type: 'PICKUP', status: 'ACTIVE' },
        ],
        hotel_id: DEMO.hotelId,
        location_group_id: null,
        place: nyPlace('1 Harbor Plaza, Rooftop', '10004'),
      }),
      // Inclusive example: the resort beverage levy is already inside menu prices.
      taxes: [NY_SALES_TAX, { name: 'Resort levy', rate: 0.05, inclusive: true }],
      serviceCharge: { name: 'Poolside service charge', rate: 0.15 },
      outOfStock: [],
      stockLimits: {},
    },
    {
      location: location({
        id: l.trattoria,
        name: 'Trattoria Lumen',
        short_description: 'Wood-fired pizza and fresh pasta in the West Village.',
        long_description: 'A neighbourhood trattoria: antipasti, Neapolitan pizza, hand-rolled pasta and a short Italian wine list.',
        phone: '+12125550199',
        experiences: [
          // PICKUP first: it is the default experience and is open around the clock.
          { id: e.trattoriaPickup, type: 'PICKUP', status: 'ACTIVE' },
          { id: e.trattoriaDineIn, type: 'DINE_IN', status: 'ACTIVE' },
          { id: e.trattoriaDelivery, type: 'DELIVERY', status: 'ACTIVE' },
        ],
        hotel_id: null,
        location_group_id: 601,
        place: nyPlace('88 Bleecker Street', '10012'),
      }),
      taxes: [NY_SALES_TAX],
      serviceCharge: null,
      outOfStock: [DEMO.outOfStockSerial],
      stockLimits: { 50008: 5 },
    },
  ];

  const experiences: SeedExperience[] = [
    experience({
      id: e.roomService,
      type: 'ROOM_SERVICE',
      restaurantId: l.inRoomDining,
      menuId: DEMO.menus.inRoomDining,
      preparationMinutes: 30,
      isAsapOnly: false,
      openHours: hours([{ from: '06:30', to: '23:00' }]),
      availableDays: 3,
      payments: { default: 'ROOM', allowed: ['ROOM', 'PAY_IN_PERSON'] },
      deliveries: ['ROOM'],
      fields: { ...guestFields, room_number: field(true, 'text', { max: 6 }), tip: field(false, 'number') },
      tip,
      disclaimer: 'An 18% service charge is added to every in-room dining order.',
    }),
    experience({
      id: e.poolService,
      type: 'POOL_SERVICE',
      restaurantId: l.poolBar,
      menuId: DEMO.menus.poolBar,
      preparationMinutes: 15,
      isAsapOnly: false,
      openHours: hours([{ from: '10:00', to: '19:00' }]),
      availableDays: 1,
      payments: { default: 'ROOM', allowed: ['ROOM', 'PAY_IN_PERSON'] },
      deliveries: ['ROOM'],
      fields: { ...guestFields, room_number: field(true, 'text', { max: 6 }), tip: field(false, 'number') },
      tip,
    }),
    experience({
      id: e.poolPickup,
      type: 'PICKUP',
      restaurantId: l.poolBar,
      menuId: DEMO.menus.poolBar,
      preparationMinutes: 10,
      isAsapOnly: false,
      openHours: hours([{ from: '10:00', to: '19:00' }]),
      availableDays: 1,
      payments: { default: 'PAY_IN_PERSON', allowed: ['PAY_IN_PERSON', 'ROOM'] },
      deliveries: ['PICK_UP'],
      fields: guestFields,
      tip: null,
    }),
    experience({
      id: e.trattoriaPickup,
      type: 'PICKUP',
      restaurantId: l.trattoria,
      menuId: DEMO.menus.trattoria,
      // Open 00:00 to midnight every day so tests never depend on the clock.
      // Two days so the next slot exists even late at night (now + preparation crosses midnight).
      preparationMinutes: 20,
      isAsapOnly: true,
      openHours: hours([{ from: '00:00', to: '00:00' }]),
      availableDays: 2,
      // (readings A+C): card by default, pay in person, cash (no tip with cash); coupons; 3% service.
      payments: { default: 'WALLET', allowed: ['WALLET', 'PAY_IN_PERSON', 'CASH'] },
      deliveries: ['PICK_UP'],
      fields: {
        first_name: field(true, 'text', { max: 50 }),
        last_name: field(true, 'text', { max: 50 }),
        phone: field(true, 'phone'),
        email: field(false, 'email'),
        comments: field(false, 'text', { max: 120 }),
        coupons: field(false, 'text'),
        tip: field(false, 'number'),
      },
      tip,
      hideTip: ['CASH'],
      serviceCharge: TRATTORIA_PICKUP_SERVICE,
    }),
    experience({
      id: e.trattoriaDineIn,
      type: 'DINE_IN',
      restaurantId: l.trattoria,
      menuId: DEMO.menus.trattoria,
      preparationMinutes: 15,
      isAsapOnly: false,
      openHours: hours(
        [
          { from: '11:30', to: '14:30' },
          { from: '17:00', to: '22:00' },
        ],
        ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      ),
      availableDays: 7,
      payments: { default: 'PAY_IN_PERSON', allowed: ['PAY_IN_PERSON'] },
      deliveries: [],
      fields: {
        ...guestFields,
        table_number: field(true, 'number', { min: 1, max: 40 }),
        guest_count: field(true, 'number', { min: 1, max: 10 }),
        tip: field(false, 'number'),
      },
      tip,
    }),
    experience({
      id: e.trattoriaDelivery,
      type: 'DELIVERY',
      restaurantId: l.trattoria,
      menuId: DEMO.menus.trattoria,
      preparationMinutes: 45,
      isAsapOnly: false,
      openHours: hours([{ from: '11:30', to: '21:30' }]),
      availableDays: 7,
      payments: { default: 'PAY_IN_PERSON', allowed: ['PAY_IN_PERSON'] },
      deliveries: [],
      fields: { ...guestFields, phone: field(true, 'phone'), tip: field(false, 'number') },
      tip,
      // Its cart answers spell the summary `summery`, so the widget meets both.
      summerySpelling: true,
    }),
  ];

  const time = timeCatalog(guestFields, tip);
  const outlets = menuOutletsCatalog(guestFields);
  const hotelFlow = hotelCatalog(guestFields, tip);
  const business: SeedBusiness = {
    id: DEMO.businessId,
    name: 'Harbor & Lumen Hospitality',
    publishableKey: DEMO.publishableKey,
    productId: DEMO.productId,
    flow: 'RESTAURANT',
    timezone: 'America/New_York',
    currency: 'USD',
    // Its wallet offers both device sheets (each where the guest's browser has it) and Alipay.
    expressMethods: ['google_pay', 'apple_pay', 'alipay'],
  };
  const members = membersCatalog(DEMO.menus.trattoria, DEMO.productId);
  const kiosk = kioskCatalog(DEMO.menus.trattoria, DEMO.productId);
  return {
    business,
    businesses: [business, hotelFlow.business, members.business, kiosk.business],
    hotels: [
      ...hotelFlow.hotels,
      { businessId: hotelBusinessId, hotel: { id: DEMO.hotelId, name: 'Harbor Grand Hotel', image: null, location_ids: [l.inRoomDining, l.poolBar] } },
    ],
    locations: [...locations, ...time.locations, ...outlets.locations, ...hotelFlow.locations, ...members.locations, ...kiosk.locations],
    experiences: [...experiences, ...time.experiences, ...outlets.experiences, ...hotelFlow.experiences, ...members.experiences, ...kiosk.experiences],
    menus: [inRoomDiningMenu(), poolBarMenu(), trattoriaMenu(), ...outlets.menus],
  };
}

/**
 * Restaurant-flow locations that reach every status message, availability label and
 * slot popup (business 1001). Fixed hours are in each location's zone; the
 * README's seed table says which sandbox clock reaches which case.
 */
function timeCatalog(guestFields: GuestFields, tip: Tip): { locations: SeedLocation[]; experiences: SeedExperience[] } {
  const l = DEMO.timeLocations;
  const e = DEMO.timeExperiences;
  const g = DEMO.groups;
  const pickup = { payments: { default: 'PAY_IN_PERSON', allowed: ['PAY_IN_PERSON'] }, deliveries: ['PICK_UP' as const], fields: guestFields, tip: null };
  const locations: SeedLocation[] = [
    plainLocation({
      location: location({
        id: l.cornerDeli,
        name: 'Corner Deli 24/7',
        short_description: 'Bagels, sandwiches and coffee around the clock.',
        long_description: 'A West Village deli that never closes: bagels, heroes, soups and drip coffee.',
        phone: '+12125550110',
        experiences: [ref(e.deliPickup, 'PICKUP')],
        hotel_id: null,
        location_group_id: g.westVillage,
        place: nyPlace('12 Christopher Street', '10014'),
        ui_configuration_id: DEMO.uiConfigurations.cornerDeli,
      }),
    }),
    plainLocation({
      location: location({
        id: l.nightOwl,
        name: 'Night Owl Bakery',
        short_description: 'Fresh bread from the night shift.',
        long_description: 'Sourdough, croissants and cinnamon buns, baked through the night in Williamsburg.',
        phone: '+17185550120',
        experiences: [ref(e.nightOwlPickup, 'PICKUP')],
        hotel_id: null,
        location_group_id: g.brooklyn,
        place: nyPlace('210 Bedford Avenue, Brooklyn', '11249'),
      }),
    }),
    plainLocation({
      location: location({
        id: l.smokehouse,
        name: 'Brooklyn Smokehouse',
        short_description: 'Brisket and ribs, dinner only.',
        long_description: 'Texas-style barbecue smoked all day and served from 5 pm, Tuesday to Sunday.',
        phone: '+17185550130',
        experiences: [ref(e.smokehouseDineIn, 'DINE_IN'), ref(e.smokehousePickup, 'PICKUP')],
        hotel_id: null,
        location_group_id: g.brooklyn,
        place: nyPlace('45 Wythe Avenue, Brooklyn', '11249'),
      }),
    }),
    plainLocation({
      taxes: [{ name: 'IVA', rate: 0.13, inclusive: true }],
      location: location({
        id: l.lisbon,
        name: 'Tasca do Rio',
        short_description: 'Petiscos by the Tagus, in Lisbon.',
        long_description: 'Our sister tasca in Lisbon: bacalhau, bifanas and vinho verde. Times are Lisbon time.',
        phone: '+351210000140',
        experiences: [ref(e.lisbonPickup, 'PICKUP')],
        hotel_id: null,
        location_group_id: null,
        place: lisbonPlace('Rua da Boavista 80', '1200-066'),
        currency: { code: 'EUR' },
        timezone: { name: 'Europe/Lisbon' },
        localization: { date: { default_format: 'DD/MM/YYYY' }, time: { default_format: 'HH:mm' } },
      }),
    }),
    plainLocation({
      location: location({
        id: l.oysterBar,
        name: 'Pier 17 Oyster Bar',
        short_description: 'Oysters and chowder on the pier.',
        long_description: 'Open around the clock, but the kitchen has paused online orders.',
        phone: '+12125550150',
        experiences: [ref(e.oysterPickup, 'PICKUP')],
        hotel_id: null,
        location_group_id: g.westVillage,
        place: nyPlace('89 South Street, Pier 17', '10038'),
      }),
    }),
    plainLocation({
      location: location({
        id: l.wineBar,
        name: 'Lumen Wine Bar',
        short_description: 'Browse our wine list; order at the bar.',
        long_description: "The Trattoria's wine bar next door. The menu is online, ordering is in person.",
        phone: '+12125550160',
        experiences: [ref(e.wineBarDineIn, 'DINE_IN')],
        hotel_id: null,
        location_group_id: g.westVillage,
        place: nyPlace('90 Bleecker Street', '10012'),
      }),
    }),
    plainLocation({
      location: location({
        id: l.ramen,
        name: 'Midnight Ramen',
        short_description: 'Tonkotsu until 10 pm, with a grace period.',
        long_description: 'Rich bowls of ramen. Orders for the last slot are still taken for 30 minutes after it passes.',
        phone: '+17185550170',
        experiences: [ref(e.ramenPickup, 'PICKUP')],
        hotel_id: null,
        location_group_id: g.brooklyn,
        place: nyPlace('300 Grand Street, Brooklyn', '11211'),
      }),
    }),
  ];
  const menuId = DEMO.menus.trattoria;
  const experiences: SeedExperience[] = [
    // No preparation time: on a quarter hour the next slot is now ("order now").
    experience({
      id: e.deliPickup,
      type: 'PICKUP',
      restaurantId: l.cornerDeli,
      menuId,
      preparationMinutes: 0,
      isAsapOnly: false,
      openHours: hours([{ from: '00:00', to: '00:00' }]),
      availableDays: 7,
      ...pickup,
    }),
    experience({
      id: e.nightOwlPickup,
      type: 'PICKUP',
      restaurantId: l.nightOwl,
      menuId,
      preparationMinutes: 10,
      isAsapOnly: false,
      openHours: {},
      relativeHours: { fromMinutes: 40, toMinutes: 6 * 60 },
      availableDays: 2,
      ...pickup,
    }),
    experience({
      id: e.smokehouseDineIn,
      type: 'DINE_IN',
      restaurantId: l.smokehouse,
      menuId,
      preparationMinutes: 20,
      isAsapOnly: false,
      openHours: hours([{ from: '17:00', to: '23:00' }], ['tue', 'wed', 'thu', 'fri', 'sat', 'sun']),
      availableDays: 7,
      payments: pickup.payments,
      deliveries: [],
      fields: { ...guestFields, table_number: field(true, 'number', { min: 1, max: 30 }) },
      tip,
    }),
    // Today only: on Monday (closed) there is no slot at all, the "closed" label.
    experience({
      id: e.smokehousePickup,
      type: 'PICKUP',
      restaurantId: l.smokehouse,
      menuId,
      preparationMinutes: 20,
      isAsapOnly: false,
      openHours: hours([{ from: '17:00', to: '23:00' }], ['tue', 'wed', 'thu', 'fri', 'sat', 'sun']),
      availableDays: 1,
      ...pickup,
    }),
    experience({
      id: e.lisbonPickup,
      type: 'PICKUP',
      restaurantId: l.lisbon,
      menuId,
      preparationMinutes: 15,
      isAsapOnly: false,
      openHours: hours([{ from: '12:00', to: '23:00' }]),
      availableDays: 7,
      ...pickup,
    }),
    experience({
      id: e.oysterPickup,
      type: 'PICKUP',
      restaurantId: l.oysterBar,
      menuId,
      preparationMinutes: 15,
      isAsapOnly: false,
      openHours: hours([{ from: '00:00', to: '00:00' }]),
      availableDays: 7,
      paused: true,
      ...pickup,
    }),
    experience({
      id: e.wineBarDineIn,
      type: 'DINE_IN',
      restaurantId: l.wineBar,
      menuId,
      preparationMinutes: 0,
      isAsapOnly: false,
      openHours: hours([{ from: '00:00', to: '00:00' }]),
      availableDays: 7,
      checkoutActive: false,
      ...pickup,
      deliveries: [],
    }),
    experience({
      id: e.ramenPickup,
      type: 'PICKUP',
      restaurantId: l.ramen,
      menuId,
      preparationMinutes: 10,
      isAsapOnly: false,
      openHours: hours([{ from: '11:00', to: '22:00' }]),
      availableDays: 2,
      graceMinutes: 30,
      ...pickup,
    }),
  ];
  return { locations, experiences };
}

/** The HOTEL-flow business 1002 with two hotels and outlets of many experience types. */
function hotelCatalog(
  guestFields: GuestFields,
  tip: Tip,
): { business: SeedBusiness; hotels: SeedHotel[]; locations: SeedLocation[]; experiences: SeedExperience[] } {
  const h = DEMO.hotelBusiness;
  const l = h.locations;
  const e = h.experiences;
  const businessId = h.id;
  // In-room dining charges the room (validated against the reservation), takes cards and
  // the card terminal; the room number is asked only with ROOM.
  const room = {
    payments: { default: 'ROOM', allowed: ['ROOM', 'WALLET', 'EMV'] },
    deliveries: ['ROOM' as const, 'PICK_UP' as const],
    roomValidation: true,
    fields: { ...guestFields, room_number: field(true, 'text', { max: 6, show_with_payment_type: ['ROOM'] }), tip: field(false, 'number') },
    tip,
  };
  const pickup = {
    payments: { default: 'PAY_IN_PERSON', allowed: ['PAY_IN_PERSON', 'ROOM'] },
    deliveries: ['PICK_UP' as const],
    fields: guestFields,
    tip: null,
  };
  const dineIn = {
    payments: { default: 'PAY_IN_PERSON', allowed: ['PAY_IN_PERSON', 'ROOM'] },
    deliveries: [],
    tip,
    fields: { ...guestFields, table_number: field(true, 'number', { min: 1, max: 40 }), guest_count: field(false, 'number', { min: 1, max: 10 }) },
  };
  const outlet = (id: number, hotelId: number, name: string, short: string, street: string, experiences: { id: number; type: string; status: 'ACTIVE' }[]) =>
    plainLocation({
      businessId,
      taxes: [HOTEL_VAT],
      location: location({
        id,
        name,
        short_description: short,
        long_description: `${short} At ${hotelId === h.hotels.azureBay ? 'Azure Bay Resort' : 'Azure City Hotel'}.`,
        phone: '+13055550100',
        experiences,
        hotel_id: hotelId,
        location_group_id: null,
        place: nyPlace(street, '10001'),
      }),
    });
  const locations: SeedLocation[] = [
    outlet(l.bayInRoom, h.hotels.azureBay, 'Azure Bay – In-Room Dining', 'Breakfast to late supper in your room.', '1 Azure Bay Drive', [
      ref(e.bayInRoomDining, 'IN_ROOM_DINING'),
      ref(e.bayRoomService, 'ROOM_SERVICE'),
    ]),
    outlet(l.lagoonPool, h.hotels.azureBay, 'Lagoon Pool Bar', 'Cocktails and bites by the lagoon pool.', '1 Azure Bay Drive, Pool Deck', [
      ref(e.lagoonPoolService, 'POOL_SERVICE'),
      ref(e.lagoonPickup, 'PICKUP'),
    ]),
    outlet(l.coral, h.hotels.azureBay, 'Coral Restaurant', 'Seafood dinners with a view of the bay.', '1 Azure Bay Drive, Lobby Level', [
      ref(e.coralDineIn, 'DINE_IN'),
      ref(e.coralPickup, 'PICKUP'),
    ]),
    outlet(l.lobbyCafe, h.hotels.azureCity, 'City Lobby Café', 'Coffee and pastries to go.', '500 Seventh Avenue', [ref(e.lobbyPickup, 'PICKUP')]),
    outlet(l.skyline, h.hotels.azureCity, 'Skyline Rooftop', 'Small plates on the rooftop, evenings only.', '500 Seventh Avenue, Rooftop', [
      ref(e.skylineDineIn, 'DINE_IN'),
      ref(e.skylineRoomService, 'ROOM_SERVICE'),
    ]),
  ];
  const m = DEMO.menus;
  const experiences: SeedExperience[] = [
    experience({
      id: e.bayInRoomDining,
      type: 'IN_ROOM_DINING',
      restaurantId: l.bayInRoom,
      menuId: m.inRoomDining,
      preparationMinutes: 30,
      isAsapOnly: false,
      openHours: hours([{ from: '06:00', to: '23:00' }]),
      availableDays: 3,
      ...room,
    }),
    experience({
      id: e.bayRoomService,
      type: 'ROOM_SERVICE',
      restaurantId: l.bayInRoom,
      menuId: m.inRoomDining,
      preparationMinutes: 30,
      isAsapOnly: false,
      openHours: hours([{ from: '00:00', to: '00:00' }]),
      availableDays: 3,
      ...room,
    }),
    experience({
      id: e.lagoonPoolService,
      type: 'POOL_SERVICE',
      restaurantId: l.lagoonPool,
      menuId: m.poolBar,
      preparationMinutes: 15,
      isAsapOnly: false,
      openHours: hours([{ from: '10:00', to: '19:00' }]),
      availableDays: 1,
      ...room,
    }),
    experience({
      id: e.lagoonPickup,
      type: 'PICKUP',
      restaurantId: l.lagoonPool,
      menuId: m.poolBar,
      preparationMinutes: 10,
      isAsapOnly: false,
      openHours: hours([{ from: '10:00', to: '19:00' }]),
      availableDays: 1,
      ...pickup,
    }),
    experience({
      id: e.coralDineIn,
      type: 'DINE_IN',
      restaurantId: l.coral,
      menuId: m.trattoria,
      preparationMinutes: 15,
      isAsapOnly: false,
      openHours: hours([{ from: '18:00', to: '22:30' }], ['tue', 'wed', 'thu', 'fri', 'sat', 'sun']),
      availableDays: 7,
      ...dineIn,
    }),
    experience({
      id: e.coralPickup,
      type: 'PICKUP',
      restaurantId: l.coral,
      menuId: m.trattoria,
      preparationMinutes: 20,
      isAsapOnly: false,
      openHours: hours([{ from: '12:00', to: '22:00' }]),
      availableDays: 7,
      ...pickup,
    }),
    experience({
      id: e.lobbyPickup,
      type: 'PICKUP',
      restaurantId: l.lobbyCafe,
      menuId: m.poolBar,
      preparationMinutes: 5,
      isAsapOnly: true,
      openHours: hours([{ from: '06:00', to: '20:00' }]),
      availableDays: 1,
      ...pickup,
    }),
    experience({
      id: e.skylineDineIn,
      type: 'DINE_IN',
      restaurantId: l.skyline,
      menuId: m.poolBar,
      preparationMinutes: 15,
      isAsapOnly: false,
      openHours: hours([{ from: '17:00', to: '00:00' }]),
      availableDays: 7,
      ...dineIn,
    }),
    experience({
      id: e.skylineRoomService,
      type: 'ROOM_SERVICE',
      restaurantId: l.skyline,
      menuId: m.poolBar,
      preparationMinutes: 25,
      isAsapOnly: false,
      openHours: hours([{ from: '17:00', to: '00:00' }]),
      availableDays: 7,
      ...room,
    }),
  ];
  return {
    business: {
      id: businessId,
      name: 'Azure Hotels & Resorts',
      publishableKey: h.publishableKey,
      productId: DEMO.productId,
      flow: 'HOTEL',
      timezone: 'America/New_York',
      currency: 'USD',
      expressMethods: ['google_pay'],
    },
    hotels: [
      { businessId, hotel: { id: h.hotels.azureBay, name: 'Azure Bay Resort', image: null, location_ids: [l.bayInRoom, l.lagoonPool, l.coral] } },
      {
        businessId,
        hotel: {
          id: h.hotels.azureCity,
          name: 'Azure City Hotel',
          image: null,
          location_ids: [l.lobbyCafe, l.skyline],
          ui_configuration_id: DEMO.uiConfigurations.azureCity,
        },
      },
    ],
    locations,
    experiences,
  };
}

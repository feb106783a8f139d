import type { WireLocation, WireMenu } from '../../src/api/wire';
import type { SeedExperience, SeedLocation } from './seed-types';
import { A } from './seed-allergens';
import {
  category,
  EVERY_DAY,
  experience,
  group,
  hours,
  item,
  location,
  menuImage,
  modifier,
  nyPlace,
  plainLocation,
  ref,
  type GuestFields,
} from './seed-build';
import { grandBuffetMenu } from './seed-buffet';

/**
 * Locations of business 1001: Lumen Café (menus that change with the time of day, on the
 * location's clock), Grand Buffet (the 2,000-item benchmark menu) and three currencies with 0, 2
 * and 3 decimals. Their ids are re-exported by `DEMO` in seed.ts.
 */
export const MENU_DEMO = {
  locations: {
    lumenCafe: 2011, // NY, USD, group 601
    grandBuffet: 2012, // NY, USD
    cafeLumiere: 2013, // Europe/Paris, EUR
    sushiKaze: 2014, // Asia/Tokyo, JPY (0 decimals)
    gulfGrill: 2015, // Asia/Kuwait, KWD (3 decimals)
  },
  /** 3011-3014 were taken (Tasca do Rio, Pier 17, Wine Bar, Midnight Ramen): location id + 1010. */
  experiences: {
    lumenCafePickup: 3021, // scheduled PICKUP, open 06:00-02:00 every day
    grandBuffetPickup: 3022, // PICKUP ASAP only, 24 h
    cafeLumierePickup: 3023, // PICKUP ASAP only, 24 h
    sushiKazePickup: 3024, // PICKUP ASAP only, 24 h
    gulfGrillPickup: 3025, // PICKUP ASAP only, 24 h
  },
  menus: {
    lumenAllDay: 4011, // the default file
    lumenBreakfast: 4012, // every day 07:00-11:00
    lumenLateNight: 4013, // every day 22:00-02:00 (crosses midnight)
    grandBuffet: 4020,
    cafeLumiere: 4030,
    sushiKaze: 4040,
    gulfGrill: 4050,
  },
  cafeItems: {
    pancakes: 'LC-PANCAKES', // Breakfast
    benedict: 'LC-BENEDICT', // Breakfast
    midnightBurger: 'LC-MIDNIGHT-BURGER', // Late night
    club: 'LC-CLUB', // All day
    caesar: 'LC-CAESAR', // All day
  },
} as const;

function abroadPlace(street: string, city: string, country: string, countryCode: string, zip: string): WireLocation['place'] {
  return {
    data: {
      formatted_address: `${street}, ${zip} ${city}, ${country}`,
      address_components: [
        { long_name: street, short_name: street, types: ['street_address'] },
        { long_name: city, short_name: city, types: ['locality'] },
        { long_name: country, short_name: countryCode, types: ['country'] },
        { long_name: zip, short_name: zip, types: ['postal_code'] },
      ],
    },
  };
}

function lumenCafeMenus(): WireMenu[] {
  const bid = MENU_DEMO.locations.lumenCafe;
  const m = MENU_DEMO.menus;
  const i = MENU_DEMO.cafeItems;
  return [
    {
      id: m.lumenBreakfast,
      name: 'Breakfast',
      categories: [
        category(111, bid, 'Breakfast', [
          item(51001, i.pancakes, 'Pancakes', 12, 'Three buttermilk pancakes with maple syrup.', {
            id: 31,
            kcal: 690,
            allergens: [A.gluten, A.dairy, A.egg, A.vegetarian],
            image: menuImage('pancakes'),
            modifierGroups: [
              group(811, 'MG-LC-PANCAKE-TOPPINGS', 'Toppings', 0, 0, [
                modifier(8111, 'MOD-LC-BLUEBERRIES', 'Blueberries', 2, { kcal: 40 }),
                modifier(8112, 'MOD-LC-WHIPPED-CREAM', 'Whipped cream', 1, { kcal: 100, allergens: [A.dairy] }),
                modifier(8113, 'MOD-LC-BACON-SIDE', 'Bacon on the side', 3, { kcal: 160 }),
              ]),
            ],
          }),
          item(51002, i.benedict, 'Eggs Benedict', 15, 'Poached eggs, hollandaise, English muffin.', {
            id: 32,
            kcal: 780,
            allergens: [A.gluten, A.dairy, A.egg],
            image: menuImage('benedict'),
            modifierGroups: [
              group(812, 'MG-LC-BENEDICT-STYLE', 'Style', 1, 1, [
                modifier(8121, 'MOD-LC-BENEDICT-HAM', 'Classic with ham', 0),
                modifier(8122, 'MOD-LC-BENEDICT-SALMON', 'Smoked salmon', 3, { allergens: [A.fish] }),
                modifier(8123, 'MOD-LC-BENEDICT-SPINACH', 'Florentine (spinach)', 0),
              ]),
            ],
          }),
        ]),
      ],
    },
    {
      id: m.lumenLateNight,
      name: 'Late night',
      categories: [
        category(112, bid, 'Late night', [
          item(51003, i.midnightBurger, 'Midnight Burger', 16, 'Double patty, cheddar, caramelized onions, house sauce.', {
            id: 33,
            kcal: 1180,
            allergens: [A.gluten, A.dairy, A.egg, A.mustard],
            image: menuImage('burger'),
            modifierGroups: [
              group(813, 'MG-LC-BURGER-ADD', 'Add', 0, 2, [
                modifier(8131, 'MOD-LC-BURGER-CHEESE', 'Extra cheddar', 1.5, { kcal: 110, allergens: [A.dairy] }),
                modifier(8132, 'MOD-LC-BURGER-BACON', 'Bacon', 2, { kcal: 160 }),
              ]),
            ],
          }),
        ]),
      ],
    },
    {
      id: m.lumenAllDay,
      name: 'All day',
      categories: [
        category(113, bid, 'Sandwiches', [
          item(51004, i.club, 'Club Sandwich', 14, 'Turkey, bacon, lettuce and tomato on toasted bread.', {
            id: 34,
            kcal: 920,
            allergens: [A.gluten, A.egg, A.mustard],
            image: menuImage('club'),
          }),
        ]),
        category(114, bid, 'Salads', [
          item(51005, i.caesar, 'Caesar Salad', 13, 'Romaine, parmigiano, croutons, Caesar dressing.', {
            id: 35,
            kcal: 480,
            allergens: [A.gluten, A.dairy, A.egg, A.fish],
            image: menuImage('caesar'),
            modifierGroups: [
              group(814, 'MG-LC-CAESAR-PROTEIN', 'Protein', 0, 1, [
                modifier(8141, 'MOD-LC-CAESAR-CHICKEN', 'Grilled chicken', 4, { kcal: 165 }),
                modifier(8142, 'MOD-LC-CAESAR-SHRIMP', 'Shrimp', 6, { kcal: 120, allergens: [A.crustaceans] }),
              ]),
            ],
          }),
        ]),
      ],
    },
  ];
}

function cafeLumiereMenu(): WireMenu {
  const bid = MENU_DEMO.locations.cafeLumiere;
  return {
    id: MENU_DEMO.menus.cafeLumiere,
    name: 'Café Lumière',
    categories: [
      category(131, bid, 'Viennoiseries', [
        item(53001, 'CL-CROISSANT', 'Croissant', 2.5, 'Pure butter, baked this morning.', {
          id: 41,
          kcal: 230,
          allergens: [A.gluten, A.dairy],
          image: menuImage('croissant'),
        }),
        item(53002, 'CL-PAIN-CHOCOLAT', 'Pain au chocolat', 2.8, '', { id: 42, kcal: 280, allergens: [A.gluten, A.dairy, A.soy] }),
      ]),
      category(132, bid, 'Plats', [
        item(53003, 'CL-CROQUE', 'Croque-monsieur', 12.5, 'Ham, comté and béchamel on country bread.', {
          id: 43,
          kcal: 640,
          allergens: [A.gluten, A.dairy],
          modifierGroups: [
            group(831, 'MG-CL-SIDE', 'Side', 1, 1, [
              modifier(8311, 'MOD-CL-GREEN-SALAD', 'Green salad', 0),
              modifier(8312, 'MOD-CL-FRIES', 'Fries', 2.5, { kcal: 320 }),
            ]),
          ],
        }),
        // Four digits: shows the thousands separator of the currency settings file (1.250,00).
        item(53004, 'CL-PLATEAU', 'Plateau Royal (for 8)', 1250, 'Oysters, lobster, langoustines and clams, with champagne.', {
          id: 44,
          kcal: 2400,
          allergens: [A.crustaceans, A.molluscs, A.sulphurDioxide],
        }),
      ]),
      category(133, bid, 'Boissons', [item(53005, 'CL-CAFE-CREME', 'Café crème', 3.9, '', { id: 45, kcal: 90, allergens: [A.dairy] })]),
    ],
  };
}

function sushiKazeMenu(): WireMenu {
  const bid = MENU_DEMO.locations.sushiKaze;
  return {
    id: MENU_DEMO.menus.sushiKaze,
    name: 'Sushi Kaze',
    categories: [
      category(141, bid, 'Nigiri', [
        item(54001, 'SK-SALMON', 'Salmon nigiri', 480, 'Two pieces.', { id: 51, kcal: 120, allergens: [A.fish, A.soy], image: menuImage('nigiri') }),
        item(54002, 'SK-OTORO', 'Otoro nigiri', 1200, 'Fatty tuna belly, two pieces.', { id: 52, kcal: 160, allergens: [A.fish, A.soy] }),
      ]),
      category(142, bid, 'Sets', [
        item(54003, 'SK-OMAKASE', 'Omakase set', 12800, "Twelve pieces of the chef's choice.", {
          id: 53,
          kcal: 900,
          allergens: [A.fish, A.soy, A.sesame],
          modifierGroups: [
            group(841, 'MG-SK-SOUP', 'Soup', 1, 1, [
              modifier(8411, 'MOD-SK-MISO', 'Miso soup', 0),
              modifier(8412, 'MOD-SK-CLAM', 'Clam soup', 200, { allergens: [A.molluscs] }),
            ]),
          ],
        }),
      ]),
      category(143, bid, 'Sides', [item(54004, 'SK-MISO', 'Miso soup', 350, '', { id: 54, kcal: 40, allergens: [A.soy] })]),
    ],
  };
}

function gulfGrillMenu(): WireMenu {
  const bid = MENU_DEMO.locations.gulfGrill;
  return {
    id: MENU_DEMO.menus.gulfGrill,
    name: 'Gulf Grill',
    categories: [
      category(151, bid, 'Grill', [
        item(55001, 'GG-MACHBOOS', 'Chicken machboos', 3.75, 'Spiced rice with slow-cooked chicken and loomi.', {
          id: 61,
          kcal: 850,
          modifierGroups: [
            group(851, 'MG-GG-RICE', 'Rice', 1, 1, [
              modifier(8511, 'MOD-GG-WHITE-RICE', 'White rice', 0),
              modifier(8512, 'MOD-GG-SAFFRON-RICE', 'Saffron rice', 0.375),
            ]),
          ],
        }),
        item(55002, 'GG-KEBAB', 'Lamb kebab', 4.25, 'Charcoal-grilled, with flatbread and tahini.', { id: 62, kcal: 720, allergens: [A.gluten, A.sesame] }),
      ]),
      category(152, bid, 'Drinks', [item(55003, 'GG-LEMONADE', 'Mint lemonade', 1.125, '', { id: 63, kcal: 140, allergens: [A.vegan] })]),
    ],
  };
}

/** The locations, experiences and menus. */
export function menuOutletsCatalog(guestFields: GuestFields): { locations: SeedLocation[]; experiences: SeedExperience[]; menus: WireMenu[] } {
  const l = MENU_DEMO.locations;
  const e = MENU_DEMO.experiences;
  const m = MENU_DEMO.menus;
  const pickup = { payments: { default: 'PAY_IN_PERSON', allowed: ['PAY_IN_PERSON'] }, deliveries: ['PICK_UP' as const], fields: guestFields, tip: null };
  const allDay = hours([{ from: '00:00', to: '00:00' }]);
  const zoned = (timeZone: string, currency: string, date: string) => ({
    timezone: { name: timeZone },
    currency: { code: currency },
    localization: { date: { default_format: date }, time: { default_format: 'HH:mm' } },
  });
  const locations: SeedLocation[] = [
    plainLocation({
      location: location({
        id: l.lumenCafe,
        name: 'Lumen Café',
        short_description: 'Breakfast, all-day plates and a late-night menu.',
        long_description: "The Trattoria's café: breakfast from 7 to 11, sandwiches and salads all day, burgers after 10 pm.",
        phone: '+12125550180',
        experiences: [ref(e.lumenCafePickup, 'PICKUP')],
        hotel_id: null,
        location_group_id: 601,
        place: nyPlace('120 Hudson Street', '10013'),
      }),
    }),
    plainLocation({
      location: location({
        id: l.grandBuffet,
        name: 'Grand Buffet',
        short_description: 'Two thousand dishes, one counter.',
        long_description: 'An enormous buffet menu in forty categories, for takeaway at any hour.',
        phone: '+12125550190',
        experiences: [ref(e.grandBuffetPickup, 'PICKUP')],
        hotel_id: null,
        location_group_id: null,
        place: nyPlace('1 Penn Plaza', '10119'),
      }),
    }),
    plainLocation({
      taxes: [{ name: 'TVA 10 %', rate: 0.1, inclusive: true }],
      location: location({
        id: l.cafeLumiere,
        name: 'Café Lumière',
        short_description: 'Viennoiseries and brasserie plates in Paris.',
        long_description: 'Our Paris café by the Canal Saint-Martin. Prices in euros, times in Paris time.',
        phone: '+33140000130',
        experiences: [ref(e.cafeLumierePickup, 'PICKUP')],
        hotel_id: null,
        location_group_id: null,
        place: abroadPlace('12 Quai de Valmy', 'Paris', 'France', 'FR', '75010'),
        ...zoned('Europe/Paris', 'EUR', 'DD/MM/YYYY'),
      }),
    }),
    plainLocation({
      taxes: [{ name: 'Consumption tax 10%', rate: 0.1, inclusive: true }],
      location: location({
        id: l.sushiKaze,
        name: 'Sushi Kaze',
        short_description: 'Nigiri and omakase in Tokyo.',
        long_description: 'A counter of eight seats in Ebisu. Prices in yen, times in Tokyo time.',
        phone: '+81300000140',
        experiences: [ref(e.sushiKazePickup, 'PICKUP')],
        hotel_id: null,
        location_group_id: null,
        place: abroadPlace('1-2-3 Ebisu, Shibuya-ku', 'Tokyo', 'Japan', 'JP', '150-0013'),
        ...zoned('Asia/Tokyo', 'JPY', 'YYYY/MM/DD'),
      }),
    }),
    plainLocation({
      taxes: [],
      location: location({
        id: l.gulfGrill,
        name: 'Gulf Grill',
        short_description: 'Machboos and kebabs in Kuwait City.',
        long_description: 'Grilled meats and rice dishes. Prices in Kuwaiti dinars (three decimals), times in Kuwait time.',
        phone: '+96522000150',
        experiences: [ref(e.gulfGrillPickup, 'PICKUP')],
        hotel_id: null,
        location_group_id: null,
        place: abroadPlace('Gulf Road', 'Kuwait City', 'Kuwait', 'KW', '13001'),
        ...zoned('Asia/Kuwait', 'KWD', 'DD/MM/YYYY'),
      }),
    }),
  ];
  const asap24h = { isAsapOnly: true, openHours: allDay, availableDays: 2, preparationMinutes: 20, ...pickup };
  const experiences: SeedExperience[] = [
    // Scheduled (not ASAP only), open 06:00-02:00; the menu follows the chosen time on the café's clock.
    experience({
      id: e.lumenCafePickup,
      type: 'PICKUP',
      restaurantId: l.lumenCafe,
      menuId: m.lumenAllDay,
      preparationMinutes: 15,
      isAsapOnly: false,
      openHours: hours([{ from: '06:00', to: '02:00' }]),
      availableDays: 3,
      ...pickup,
      windowMenus: [
        { menuId: m.lumenBreakfast, days: EVERY_DAY, from: '07:00', to: '11:00' },
        { menuId: m.lumenLateNight, days: EVERY_DAY, from: '22:00', to: '02:00' },
      ],
    }),
    experience({ id: e.grandBuffetPickup, type: 'PICKUP', restaurantId: l.grandBuffet, menuId: m.grandBuffet, ...asap24h }),
    experience({ id: e.cafeLumierePickup, type: 'PICKUP', restaurantId: l.cafeLumiere, menuId: m.cafeLumiere, ...asap24h }),
    experience({ id: e.sushiKazePickup, type: 'PICKUP', restaurantId: l.sushiKaze, menuId: m.sushiKaze, ...asap24h }),
    experience({ id: e.gulfGrillPickup, type: 'PICKUP', restaurantId: l.gulfGrill, menuId: m.gulfGrill, ...asap24h }),
  ];
  const menus = [...lumenCafeMenus(), grandBuffetMenu(m.grandBuffet, l.grandBuffet), cafeLumiereMenu(), sushiKazeMenu(), gulfGrillMenu()];
  return { locations, experiences, menus };
}

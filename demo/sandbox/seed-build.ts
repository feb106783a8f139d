import type {
  WireCategory,
  WireCheckoutFieldSetting,
  WireExperience,
  WireItem,
  WireLocation,
  WireMenuFile,
  WireModifier,
  WireModifierGroup,
  WireOpenHours,
} from '../../src/api/wire';
import { ALLERGENS_URL } from './seed-allergens';
import type { RelativeOpenHours, SeedExperience, SeedLocation, SeedTax } from './seed-types';
import { hasMenuTranslations, translationFiles } from './seed-translations';

/**
 * Builders the seed modules share: locations, experiences (with their menu files, translation
 * files and allergens file), menu nodes. They produce the exact wire objects of src/api/wire.ts.
 */
/** New York sales tax, exclusive (added on subtotal + service charges). */
export const NY_SALES_TAX: SeedTax = { name: 'NY Sales Tax', rate: 0.08875, inclusive: false };
/** Every weekday key, Monday first. */
export const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** Open hours: the same windows on each of `days` (every day by default). */
export function hours(windows: { from: string; to: string }[], days: readonly (keyof WireOpenHours)[] = EVERY_DAY): WireOpenHours {
  const result: WireOpenHours = {};
  for (const day of days) result[day] = windows.map((window) => ({ ...window }));
  return result;
}

/** A Manhattan/Brooklyn address in the platform's place shape. */
export function nyPlace(street: string, zip: string): WireLocation['place'] {
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

/** A Lisbon address in the platform's place shape. */
export function lisbonPlace(street: string, zip: string): WireLocation['place'] {
  return {
    data: {
      formatted_address: `${street}, ${zip} Lisboa, Portugal`,
      address_components: [
        { long_name: street, short_name: street, types: ['street_address'] },
        { long_name: 'Lisboa', short_name: 'Lisboa', types: ['locality'] },
        { long_name: 'Portugal', short_name: 'PT', types: ['country'] },
        { long_name: zip, short_name: zip, types: ['postal_code'] },
      ],
    },
  };
}

/** A wire location with New York / USD / US formats unless overridden. */
export function location(
  partial: Pick<WireLocation, 'id' | 'name' | 'short_description' | 'long_description' | 'phone' | 'experiences' | 'hotel_id' | 'location_group_id' | 'place'> &
    Partial<WireLocation>,
): WireLocation {
  return {
    image: null,
    currency: { code: 'USD' },
    timezone: { name: 'America/New_York' },
    localization: { date: { default_format: 'MM/DD/YYYY' }, time: { default_format: 'h:mm A' } },
    ...partial,
  };
}

/** One checkout field setting. */
export const field = (required: boolean, type: WireCheckoutFieldSetting['type'], extra: Partial<WireCheckoutFieldSetting> = {}): WireCheckoutFieldSetting => ({
  required,
  editable: true,
  type,
  ...extra,
});

/** What `experience()` needs; the rest of the wire settings are the sandbox's defaults. */
export interface ExperienceInput {
  id: number;
  type: string;
  restaurantId: number;
  menuId: number;
  preparationMinutes: number;
  isAsapOnly: boolean;
  /**
   * Whether the confirmation states the order's time (`display_order_time`, true by default): with it an
   * as-soon-as-possible order says when it should be ready.
   */
  displayOrderTime?: boolean;
  openHours: WireOpenHours;
  availableDays: number;
  payments: { default: string; allowed: string[] };
  deliveries: ('ROOM' | 'PICK_UP')[];
  fields: WireExperience['settings']['ui']['checkout']['fields'];
  tip: { options: number[]; selected: number | null } | null;
  disclaimer?: string | null;
  checkoutActive?: boolean;
  graceMinutes?: number;
  paused?: boolean;
  relativeHours?: RelativeOpenHours;
  /** Payment types that get no tip (`hide_tip.payment_types`). */
  hideTip?: string[];
  /** `is_room_validation`: a ROOM payment is validated against the reservation first. */
  roomValidation?: boolean;
  /** A service charge of this experience only (instead of the location's). */
  serviceCharge?: { name: string; rate: number } | null;
  /** Cart responses spell the summary `summery` ("seen with the spelling summery"). */
  summerySpelling?: boolean;
  /** Time-window menu files listed before the default one (`menuId`), in this order. */
  windowMenus?: { menuId: number; days?: readonly NonNullable<WireMenuFile['days']>[number][]; from: string; to: string }[];
}

/** The URL of a menu file, relative to the API base (the widget resolves it like any platform path). */
export const menuFileUrl = (menuId: number): string => `/menus/files/${menuId}.json`;

/**
 * A seeded experience: wire settings (menu files with their windows, translation files when its menus
 * are translated, the allergens file, show_calories and item comments on) plus server-only facts.
 */
export function experience(input: ExperienceInput): SeedExperience {
  const extras: Partial<SeedExperience> = {};
  if (input.graceMinutes) extras.graceMinutes = input.graceMinutes;
  if (input.paused) extras.paused = true;
  if (input.relativeHours) extras.relativeHours = input.relativeHours;
  if (input.serviceCharge !== undefined) extras.serviceCharge = input.serviceCharge;
  if (input.summerySpelling) extras.summerySpelling = true;
  const windows = input.windowMenus ?? [];
  if (windows.length) extras.menuIds = [input.menuId, ...windows.map((window) => window.menuId)];
  const files: WireMenuFile[] = [
    ...windows.map(
      (window): WireMenuFile => ({
        url: menuFileUrl(window.menuId),
        is_default: false,
        ...(window.days ? { days: [...window.days] } : {}),
        from: window.from,
        to: window.to,
      }),
    ),
    { url: menuFileUrl(input.menuId), is_default: true },
  ];
  const menuIds = extras.menuIds ?? [input.menuId];
  return {
    preparationMinutes: input.preparationMinutes,
    menuId: input.menuId,
    ...extras,
    experience: {
      id: input.id,
      type: input.type,
      status: 'ACTIVE',
      restaurant_id: input.restaurantId,
      settings: {
        is_asap_only: input.isAsapOnly,
        display_order_time: input.displayOrderTime ?? true,
        open_hours: input.openHours,
        available_days: input.availableDays,
        frame_time: 15,
        interval: 15,
        slots: { next_available: null, next_available_with_grace: null },
        payments: { default: input.payments.default, allowed: input.payments.allowed.map((type) => ({ type, validation: null })) },
        is_room_validation: input.roomValidation ?? false,
        checkout: { is_active: input.checkoutActive ?? true },
        deliveries: input.deliveries.map((type) => ({ type })),
        menus: {
          files,
          // One file per shipped locale when the experience's menus are translated (seed-translations.ts).
          translations: { files: menuIds.some(hasMenuTranslations) ? translationFiles(input.id) : [] },
          allergens: { url: ALLERGENS_URL },
        },
        ui: {
          checkout: { tip: input.tip, fields: input.fields },
          menu: { show_calories: true, items: { show_comments: true, comments: { max: 80 } } },
          my_order: { disclaimer: input.disclaimer ?? null },
        },
        hide_tip: { payment_types: [...(input.hideTip ?? [])] },
      },
    },
  };
}

let nextItemId = 1;
/** Restarts the item id counter (each catalogue build numbers its original items from 1). */
export function resetItemIds(): void {
  nextItemId = 1;
}
/**
 * An item. Ids count up from 1 in build order for the original items; items added later pass an
 * explicit `id` so no existing id moves (routes are `/menu/{id}`).
 */
export function item(
  serial: number,
  pui: string,
  name: string,
  price: number,
  description: string,
  extra: Partial<Pick<WireItem, 'id' | 'image' | 'kcal' | 'allergens' | 'under_18' | 'is_hidden' | 'modifierGroups' | 'saleIds' | 'saleText'>> = {},
): WireItem {
  const result: WireItem = {
    id: extra.id ?? nextItemId++,
    pos_unique_id: pui,
    serial_id: serial,
    name,
    description,
    price,
    image: extra.image ?? null,
    kcal: extra.kcal ?? null,
    allergens: extra.allergens ?? [],
    under_18: extra.under_18 ?? false,
    is_hidden: extra.is_hidden ?? false,
    modifierGroups: extra.modifierGroups ?? [],
  };
  if (extra.saleIds) result.saleIds = extra.saleIds;
  if (extra.saleText !== undefined) result.saleText = extra.saleText;
  return result;
}

/** A menu image under demo/public/static/menu/ (root-relative; the widget resolves it against the API base). */
export const menuImage = (name: string): string => `/static/menu/${name}.svg`;

/** A modifier; `stock` true unless said otherwise. */
export function modifier(
  id: number,
  pui: string,
  name: string,
  price: number,
  extra: Partial<Pick<WireModifier, 'kcal' | 'allergens' | 'stock' | 'modifierGroups'>> = {},
): WireModifier {
  const result: WireModifier = {
    id,
    pos_unique_id: pui,
    name,
    price,
    kcal: extra.kcal ?? null,
    allergens: extra.allergens ?? [],
    stock: extra.stock ?? true,
  };
  if (extra.modifierGroups) result.modifierGroups = extra.modifierGroups;
  return result;
}

/** A modifier group (`maxSelect` 0 = no maximum). */
export function group(id: number, pui: string, name: string, minSelect: number, maxSelect: number, modifiers: WireModifier[]): WireModifierGroup {
  return { id, pos_unique_id: pui, name, minSelect, maxSelect, modifiers };
}

/** A category (or sub-category with `type: 'subcategory'`): pui `CAT-{id}`, serial 70000 + id. */
export function category(
  id: number,
  bid: number,
  name: string,
  items: WireItem[],
  extra: Partial<Pick<WireCategory, 'under_18' | 'subcategories' | 'type'>> = {},
): WireCategory {
  return {
    id,
    bid,
    serial_id: 70000 + id,
    name,
    pos_unique_id: `CAT-${id}`,
    type: extra.type ?? 'category',
    under_18: extra.under_18 ?? false,
    subcategories: extra.subcategories ?? [],
    items,
  };
}

/** The checkout fields of an experience. */
export type GuestFields = WireExperience['settings']['ui']['checkout']['fields'];
/** Tip options of an experience's checkout. */
export type Tip = { options: number[]; selected: number | null };

/** An ACTIVE experience reference on a location. */
export const ref = (id: number, type: string) => ({ id, type, status: 'ACTIVE' as const });
/** A location with NY sales tax, no service charge and everything in stock unless overridden. */
export const plainLocation = (input: Omit<SeedLocation, 'taxes' | 'serviceCharge' | 'outOfStock' | 'stockLimits'> & Partial<SeedLocation>): SeedLocation => ({
  taxes: [NY_SALES_TAX],
  serviceCharge: null,
  outOfStock: [],
  stockLimits: {},
  ...input,
});

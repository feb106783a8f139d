import type { WireExperience, WireHotel, WireLocation, WireMenu } from '../../src/api/wire';

/*
 * The shapes of the sandbox's demo catalogue: the wire objects it serves, wrapped with what only the
 * server knows (taxes, service charges, preparation time, stock). A module of their own, so the
 * catalogue's parts (seed-build, seed-outlets, seed-kiosk, seed-members) and the catalogue that puts
 * them together (seed.ts) all import them from here and never each other in a loop.
 */

/** A tax the calculation applies to a location (order summary `taxes`). */
export interface SeedTax {
  name: string;
  /** Fraction, e.g. 0.08875. */
  rate: number;
  /** Inclusive taxes are already inside item prices: reported, not added to the total. */
  inclusive: boolean;
}

/** Server-only facts about a location. */
export interface SeedLocation {
  /** The owning business (default: the primary business, `SeedCatalog.business`). */
  businessId?: number;
  location: WireLocation;
  taxes: SeedTax[];
  /** A percentage service charge on the subtotal, e.g. the hotel outlets' in-room charge. */
  serviceCharge: { name: string; rate: number } | null;
  /** Serial ids of items out of stock (GET /menus/api/v1/getOutOfStockItems). */
  outOfStock: number[];
  /** Serial id -> how many are left, for items with a stock limit (NOT_ENOUGH errors). */
  stockLimits: Record<number, number>;
}

/**
 * Open hours relative to the sandbox clock, computed at request time (see `materializeOpenHours` in
 * platform.ts): one window from `now + fromMinutes` to `now + toMinutes` (now floored to the
 * minute), written on the location's weekday of its start. Used by the "opens in 40 minutes"
 * location so it says so whatever the time; `toMinutes - fromMinutes` must stay under 24 hours.
 */
export interface RelativeOpenHours {
  fromMinutes: number;
  toMinutes: number;
}

/** Server-only facts about an experience. `settings.slots` is computed per request. */
export interface SeedExperience {
  experience: WireExperience;
  /** Minutes from now to the first slot ("around N minutes"). */
  preparationMinutes: number;
  /** The default menu file's menu. */
  menuId: number;
  /**
   * Every menu the experience's files name (the default and time-window ones), when there is more
   * than one; the cart calculation prices items found in any of them. Absent = `[menuId]`.
   */
  menuIds?: number[];
  /**
   * Grace window in minutes: the last slot of an open window stays orderable this long
   * after it passed, served as `next_available_with_grace` (rule in demo/README.md, slots.ts).
   */
  graceMinutes?: number;
  /** Open hours but orders paused: no slots at all, `next_available` null ("not accepting orders"). */
  paused?: boolean;
  /** When set, `settings.open_hours` is computed from the sandbox clock per request. */
  relativeHours?: RelativeOpenHours | null;
  /**
   * A service charge of this experience alone, replacing the location's (3004's 3%);
   * null = none even if the location has one. Absent = the location's.
   */
  serviceCharge?: { name: string; rate: number } | null;
  /** Cart create/update answers spell the summary `summery` (3006). */
  summerySpelling?: boolean;
}

/** A hotel and the business that owns it. */
export interface SeedHotel {
  businessId: number;
  hotel: WireHotel;
}

/** A business of the sandbox: what its configuration call answers and who may order there. */
export interface SeedBusiness {
  id: number;
  name: string;
  publishableKey: string;
  productId: string;
  flow: 'RESTAURANT' | 'HOTEL';
  timezone: string;
  currency: string;
  /** Whether guests may order (false: members only). True when absent. */
  supportGuests?: boolean;
  /** Whether sending a registration SMS asks for a captcha. False when absent. */
  captcha?: boolean;
  /** Whether members see their order history. True when absent. */
  showHistory?: boolean;
  /**
   * Whether its configuration answers with the platform's variant keys: the card wallet as `wallet_v3`
   * (no `wallet`) and no `order_expiration_minutes` (the widget's default, 30). False when absent.
   */
  variantKeys?: boolean;
  /** The express methods the sandbox wallet enables for the business (`GET /__sandbox/wallet/methods`); none when absent. */
  expressMethods?: ('google_pay' | 'apple_pay' | 'alipay')[];
  /** Whether guests are shown the terms of use (`showTerms`). True when absent. */
  showTerms?: boolean;
  /** Whether guests are shown the privacy policy (`showPrivacy`). True when absent. */
  showPrivacy?: boolean;
}

/** Everything the sandbox seeds its database with (`buildSeedCatalog` in seed.ts). */
export interface SeedCatalog {
  /** The primary business (1001, restaurant flow); also the first of `businesses`. */
  business: SeedBusiness;
  /** Every business: 1001 (RESTAURANT flow), 1002 (HOTEL flow), 1003 (members only) and 1004 (kiosk). */
  businesses: SeedBusiness[];
  hotels: SeedHotel[];
  locations: SeedLocation[];
  experiences: SeedExperience[];
  menus: WireMenu[];
}

/**
 * The menu, stock, cart and checkout calls of spec 7.3 and 7.4, loaded lazily by `./index.ts` with
 * the menu so their schemas and mappers stay out of the first-screen bundle.
 *
 * Money: wire amounts are major units, the domain's are integer minor units; callers pass the
 * `minorUnit` of the location's currency (`./index.ts` works it out from `getCurrencyCode` and the
 * currency settings).
 */
import { getCurrency } from '../domain/currency';
import type { Allergen, CartAck, CartRequest, CheckoutRequest, Currency, Menu, MenuTranslations, PlacedOrder } from '../domain/types';
import type { HttpClient } from './client';
import { ApiError } from './errors';
import { mapCartAck, mapPlacedOrder, toWireCartRequest, toWireCheckoutRequest } from './map-cart';
import { mapMenu } from './map-menu';
import { mapAllergens, mapCurrencySettings, mapMenuTranslations } from './map-menu-extras';
import { ORDER_KEYS } from './order-keys';
import {
  AllergensResponseSchema, CartResponseSchema, CheckoutResponseSchema, CurrencySettingsSchema, MenuSchema, MenuTranslationsResponseSchema,
  OutOfStockResponseSchema,
} from './schemas-order';

export { ORDER_KEYS };

/**
 * Minor units of `code` (default USD): the business's currency settings when they list the code,
 * else the built-in table; the same precedence the display uses, so amounts and formatting agree.
 */
export function minorUnitOf(code: string | null, settings: Readonly<Record<string, Currency>>): number {
  return getCurrency(code, settings).minorUnit;
}

/** GET {menu file url} (spec 7.4); prices converted to integer minor units (`minorUnit` decimals). */
export async function getMenu(http: HttpClient, url: string, minorUnit: number | Promise<number>): Promise<Menu> {
  const wire = await http.request({ path: http.resolveUrl(url), schema: MenuSchema, key: ORDER_KEYS.menu });
  return mapMenu(wire, await minorUnit, http.resolveUrl);
}

/**
 * GET {menus.allergens.url} (spec 7.4). Icon URLs are made absolute against the file's own URL.
 * A newer call cancels an older one (the menu changed meanwhile).
 */
export async function getAllergens(http: HttpClient, url: string): Promise<Allergen[]> {
  const fileUrl = http.resolveUrl(url);
  const wire = await http.request({ path: fileUrl, schema: AllergensResponseSchema, key: ORDER_KEYS.allergens });
  return mapAllergens(wire, fileUrl, http.resolveUrl);
}

/**
 * GET {menus.translations.files[].url} (spec 7.4): null on ANY failure (network, HTTP error,
 * malformed file), so a missing translation never costs the guest the menu (spec 7.4 "null on
 * failure"); the menu then shows in its own language. Not keyed: it is never cancelled either.
 */
export async function getMenuTranslations(http: HttpClient, url: string): Promise<MenuTranslations | null> {
  try {
    const wire = await http.request({ path: http.resolveUrl(url), schema: MenuTranslationsResponseSchema });
    return mapMenuTranslations(wire);
  } catch {
    return null;
  }
}

/** GET {currency_settings_url} (spec 3, 7.4); rejects with an `ApiError` (`./index.ts` turns that into `{}`). */
export async function getCurrencySettings(http: HttpClient, url: string): Promise<Record<string, Currency>> {
  const wire = await http.request({ path: http.resolveUrl(url), schema: CurrencySettingsSchema });
  return mapCurrencySettings(wire);
}

/** GET /menus/api/v1/getOutOfStockItems?bid= (spec 7.4). */
export async function getOutOfStockItems(http: HttpClient, locationId: number): Promise<number[]> {
  const wire = await http.request({ path: '/menus/api/v1/getOutOfStockItems', query: { bid: locationId }, schema: OutOfStockResponseSchema });
  return [...wire.items];
}

/** POST /restaurants/api/v3/cart or PUT /restaurants/api/v3/cart/{id} (spec 7.3). */
export async function saveCart(http: HttpClient, request: CartRequest, create: boolean, minorUnit: number): Promise<CartAck> {
  const wire = await http.request({
    method: create ? 'POST' : 'PUT',
    path: create ? '/restaurants/api/v3/cart' : `/restaurants/api/v3/cart/${encodeURIComponent(request.cartId)}`,
    body: toWireCartRequest(request),
    schema: CartResponseSchema,
    key: ORDER_KEYS.cart,
  });
  if (wire.cart.status === 'REJECTED') {
    // Spec 4.4: a REJECTED cart status is an error; the catalogue shows the default message.
    throw new ApiError({ kind: 'http', code: 'CART_NOT_VALID', message: 'CART_NOT_VALID', status: 200, details: { cart: wire.cart } });
  }
  return mapCartAck(wire, minorUnit);
}

/** POST /restaurants/api/v3/cart/{id}/checkout (spec 7.3). */
export async function checkout(http: HttpClient, request: CheckoutRequest, now: Date, minorUnit: number): Promise<PlacedOrder> {
  const wire = await http.request({
    method: 'POST',
    path: `/restaurants/api/v3/cart/${encodeURIComponent(request.cartId)}/checkout`,
    body: toWireCheckoutRequest(request, now, minorUnit),
    schema: CheckoutResponseSchema,
  });
  return mapPlacedOrder(wire);
}

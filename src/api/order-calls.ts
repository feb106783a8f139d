/**
 * The menu, stock, cart and checkout calls of spec 7.3 and 7.4, loaded lazily by `./index.ts` with
 * the menu so their schemas and mappers stay out of the first-screen bundle.
 *
 * Money: wire amounts are major units, the domain's are integer minor units; callers pass the
 * `minorUnit` of the element scope's currency (`./index.ts` reads it once the currency settings are in).
 */
import { literal, type, union, unknown } from 'superstruct';
import type {
  Allergen, CartAck, CartRequest, CheckoutRequest, Currency, Menu, PlacedOrder, TranslationFile, RoomValidation,
} from '../domain/types';
import type { HttpClient } from './client';
import { ApiError } from './errors';
import { mapCartAck, mapPlacedOrder, mapRoomValidation, toWireCartRequest, toWireCheckoutRequest } from './map-cart';
import { mapMenu } from './map-menu';
import { mapAllergens, mapChargeNames, mapCurrencySettings, mapMenuTranslations } from './map-menu-extras';
import { ORDER_KEYS } from './order-keys';
import { outOfStockRequest } from './request-url';
import {
  AllergensResponseSchema, CartResponseSchema, CheckoutResponseSchema, CurrencySettingsSchema, MenuSchema, MenuTranslationsResponseSchema,
  OutOfStockResponseSchema, RoomValidityResponseSchema,
} from './schemas-order';
import type { WireCheckoutResponse, WireTransactionRequest } from './wire';

export { ORDER_KEYS };

/** GET {menu file url} (spec 7.4); prices converted to integer minor units (`minorUnit` decimals). */
export async function getMenu(http: HttpClient, url: string, minorUnit: number | Promise<number>): Promise<Menu> {
  const wire = await http.request({ path: http.resolveUrl(url), schema: MenuSchema, key: ORDER_KEYS.menu });
  return mapMenu(wire, await minorUnit, http.allowUrl);
}

/**
 * GET {menus.allergens.url} (spec 7.4). Icon URLs are made absolute against the file's own URL.
 * A newer call cancels an older one (the menu changed meanwhile).
 */
export async function getAllergens(http: HttpClient, url: string): Promise<Allergen[]> {
  const fileUrl = http.resolveUrl(url);
  const wire = await http.request({ path: fileUrl, schema: AllergensResponseSchema, key: ORDER_KEYS.allergens });
  return mapAllergens(wire, fileUrl, http.resolveUrl, http.allowUrl);
}

/**
 * GET {menus.translations.files[].url} (spec 7.4): null on ANY failure (network, HTTP error,
 * malformed file), so a missing translation never costs the guest the menu (spec 7.4 "null on
 * failure"); the menu then shows in its own language. Not keyed: it is never cancelled either.
 */
export async function getMenuTranslations(http: HttpClient, url: string): Promise<TranslationFile | null> {
  try {
    const wire = await http.request({ path: http.resolveUrl(url), schema: MenuTranslationsResponseSchema });
    return { texts: mapMenuTranslations(wire), charges: mapChargeNames(wire) };
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
  const wire = await http.request({ ...outOfStockRequest(locationId), schema: OutOfStockResponseSchema });
  return [...wire.items];
}


/** What {@link warmMenu} starts fetching: the URLs the menu store will ask for. */
export interface MenuWarmUp {
  /** The menu file's URL, or null when it cannot be told yet (time-bound files before the location is known). */
  menuUrl: string | null;
  locationId: number;
  allergensUrl: string | null;
  translationUrl: string | null;
}

/**
 * Starts the menu's GETs (menu file, stock, allergens, translation) with exactly the URLs of
 * {@link getMenu}, {@link getOutOfStockItems}, {@link getAllergens} and {@link getMenuTranslations},
 * which take the answers over (`HttpClient.warm`).
 */
export function warmMenu(http: HttpClient, files: MenuWarmUp): void {
  if (files.menuUrl) http.warm({ path: http.resolveUrl(files.menuUrl) });
  http.warm(outOfStockRequest(files.locationId));
  if (files.allergensUrl) http.warm({ path: http.resolveUrl(files.allergensUrl) });
  if (files.translationUrl) http.warm({ path: http.resolveUrl(files.translationUrl) });
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
  return mapPlacedOrder(wire, http.allowUrl);
}

/** The lookup's answer: the checkout response of the standing order, or `{ order: null }`. */
const CheckoutLookupSchema = union([CheckoutResponseSchema, type({ order: literal(null) })]);

/**
 * GET /restaurants/api/v3/cart/{id}/checkout: the cart's standing order, or null when it has none.
 * Read-only, so a checkout whose answer was lost can be settled without placing an order.
 */
export async function findCheckout(http: HttpClient, cartId: string): Promise<PlacedOrder | null> {
  const wire = await http.request({
    method: 'GET',
    path: `/restaurants/api/v3/cart/${encodeURIComponent(cartId)}/checkout`,
    schema: CheckoutLookupSchema,
  });
  return wire.order === null ? null : mapPlacedOrder(wire as WireCheckoutResponse, http.allowUrl);
}

/**
 * The answer of the calls whose success body the spec does not describe (cancel, confirm): any body,
 * or none, is success; failures still arrive as error bodies and reject with an `ApiError`.
 */
const ANY_BODY = unknown();

/** DELETE /restaurants/api/v3/cart/{id}/checkout (spec 7.3): withdraws a checkout that was not paid. */
export async function cancelCheckout(http: HttpClient, cartId: string): Promise<void> {
  await http.request({ method: 'DELETE', path: `/restaurants/api/v3/cart/${encodeURIComponent(cartId)}/checkout`, schema: ANY_BODY });
}

/**
 * POST /restaurants/api/v3/{bid}/roomChargeValidity (`charge`) or /roomValidity (`delivery`) with
 * `lastName` and `roomNumber` in the query and no body (spec 7.3; the last name is trimmed, the room
 * number too since the form trims every text field, spec 5.1). An answer with status ERROR rejects
 * like an error body would, with the platform's message as the catalogue key (spec 8.2), so callers
 * handle one kind of failure.
 */
export async function validateRoom(
  http: HttpClient,
  businessId: number,
  kind: 'charge' | 'delivery',
  roomNumber: string,
  lastName: string,
): Promise<RoomValidation> {
  const endpoint = kind === 'charge' ? 'roomChargeValidity' : 'roomValidity';
  const wire = await http.request({
    method: 'POST',
    path: `/restaurants/api/v3/${encodeURIComponent(businessId)}/${endpoint}`,
    query: { lastName: lastName.trim(), roomNumber: roomNumber.trim() },
    schema: RoomValidityResponseSchema,
  });
  if (wire.status === 'ERROR') {
    const key = wire.message?.trim() || 'ROOM_VALIDATION_FAILED';
    throw new ApiError({ kind: 'http', code: key, message: key, status: 200, details: { body: wire } });
  }
  return mapRoomValidation(wire);
}

/** PUT /restaurants/api/v3/order/{orderId}/payment/{paymentId}/transaction (spec 7.3): confirms a 3-D Secure payment. */
export async function confirmTransaction(http: HttpClient, orderId: string, paymentId: string, transactionId: string): Promise<void> {
  const body: WireTransactionRequest = { transaction_id: transactionId };
  await http.request({ method: 'PUT', path: `${paymentPath(orderId, paymentId)}/transaction`, body, schema: ANY_BODY });
}

/** POST /restaurants/api/v3/order/{orderId}/payment/{paymentId}/cancel, no body (spec 7.3): the guest cancelled the challenge. */
export async function cancelPayment(http: HttpClient, orderId: string, paymentId: string): Promise<void> {
  await http.request({ method: 'POST', path: `${paymentPath(orderId, paymentId)}/cancel`, schema: ANY_BODY });
}

function paymentPath(orderId: string, paymentId: string): string {
  return `/restaurants/api/v3/order/${encodeURIComponent(orderId)}/payment/${encodeURIComponent(paymentId)}`;
}

/**
 * The cart and checkout calls, loaded lazily by `./index.ts` with the cart so
 * their schemas and mappers stay off the first menu's path (the menu's are in `./menu-calls.ts`).
 *
 * Money: wire amounts are major units, the domain's are integer minor units; callers pass the
 * `minorUnit` of the element scope's currency (`./index.ts` reads it once the currency settings are in).
 */
import { literal, type, union, unknown } from 'superstruct';
import type { CartAck, CartRequest, CheckoutRequest, PlacedOrder, RoomValidation } from '../domain/types';
import type { HttpClient } from './client';
import { ApiError } from './errors';
import { mapCartAck, mapPlacedOrder, mapRoomValidation, toWireCartRequest, toWireCheckoutRequest } from './map-cart';
import { ORDER_KEYS } from './order-keys';
import { CartResponseSchema, CheckoutResponseSchema, RoomValidityResponseSchema } from './schemas-order';
import type { WireCheckoutResponse, WireTransactionRequest } from './wire';

export { ORDER_KEYS };

// The menu calls moved to ./menu-calls.ts; re-exported for callers that load the whole order module.
export { getAllergens, getCurrencySettings, getMenu, getMenuTranslations, getOutOfStockItems, type MenuWarmUp, warmMenu } from './menu-calls';

/** POST /restaurants/api/v3/cart or PUT /restaurants/api/v3/cart/{id}. */
export async function saveCart(http: HttpClient, request: CartRequest, create: boolean, minorUnit: number): Promise<CartAck> {
  const wire = await http.request({
    method: create ? 'POST' : 'PUT',
    path: create ? '/restaurants/api/v3/cart' : `/restaurants/api/v3/cart/${encodeURIComponent(request.cartId)}`,
    body: toWireCartRequest(request),
    schema: CartResponseSchema,
    key: ORDER_KEYS.cart,
  });
  if (wire.cart.status === 'REJECTED') {
    // A REJECTED cart status is an error; the catalogue shows the default message.
    throw new ApiError({ kind: 'http', code: 'CART_NOT_VALID', message: 'CART_NOT_VALID', status: 200, details: { cart: wire.cart } });
  }
  return mapCartAck(wire, minorUnit);
}

/** POST /restaurants/api/v3/cart/{id}/checkout. */
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

/** DELETE /restaurants/api/v3/cart/{id}/checkout: withdraws a checkout that was not paid. */
export async function cancelCheckout(http: HttpClient, cartId: string): Promise<void> {
  await http.request({ method: 'DELETE', path: `/restaurants/api/v3/cart/${encodeURIComponent(cartId)}/checkout`, schema: ANY_BODY });
}

/**
 * POST /restaurants/api/v3/{bid}/roomChargeValidity (`charge`) or /roomValidity (`delivery`) with
 * `lastName` and `roomNumber` in the query and no body (the last name is trimmed, the room
 * number too since the form trims every text field). An answer with status ERROR rejects
 * like an error body would, with the platform's message as the catalogue key, so callers
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

/** PUT /restaurants/api/v3/order/{orderId}/payment/{paymentId}/transaction: confirms a 3-D Secure payment. */
export async function confirmTransaction(http: HttpClient, orderId: string, paymentId: string, transactionId: string): Promise<void> {
  const body: WireTransactionRequest = { transaction_id: transactionId };
  await http.request({ method: 'PUT', path: `${paymentPath(orderId, paymentId)}/transaction`, body, schema: ANY_BODY });
}

/** POST /restaurants/api/v3/order/{orderId}/payment/{paymentId}/cancel, no body: the guest cancelled the challenge. */
export async function cancelPayment(http: HttpClient, orderId: string, paymentId: string): Promise<void> {
  await http.request({ method: 'POST', path: `${paymentPath(orderId, paymentId)}/cancel`, schema: ANY_BODY });
}

function paymentPath(orderId: string, paymentId: string): string {
  return `/restaurants/api/v3/order/${encodeURIComponent(orderId)}/payment/${encodeURIComponent(paymentId)}`;
}

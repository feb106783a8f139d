/**
 * The menu, stock, cart and checkout calls of spec 7.3 and 7.4, loaded lazily by `./index.ts` with
 * the menu so their schemas and mappers stay out of the first-screen bundle.
 */
import { getCurrency } from '../domain/currency';
import type { CartAck, CartRequest, CheckoutRequest, Menu, PlacedOrder } from '../domain/types';
import type { HttpClient } from './client';
import { ApiError } from './errors';
import { mapCartAck, mapPlacedOrder, toWireCartRequest, toWireCheckoutRequest } from './map-cart';
import { mapMenu } from './map-menu';
import { ORDER_KEYS } from './order-keys';
import { CartResponseSchema, CheckoutResponseSchema, MenuSchema, OutOfStockResponseSchema } from './schemas-order';

export { ORDER_KEYS };

/** GET {menu file url} (spec 7.4); prices converted to minor units of `currencyCode` (default USD). */
export async function getMenu(http: HttpClient, url: string, currencyCode: string | null): Promise<Menu> {
  const wire = await http.request({ path: http.resolveUrl(url), schema: MenuSchema, key: ORDER_KEYS.menu });
  return mapMenu(wire, getCurrency(currencyCode).minorUnit, http.resolveUrl);
}

/** GET /menus/api/v1/getOutOfStockItems?bid= (spec 7.4). */
export async function getOutOfStockItems(http: HttpClient, locationId: number): Promise<number[]> {
  const wire = await http.request({ path: '/menus/api/v1/getOutOfStockItems', query: { bid: locationId }, schema: OutOfStockResponseSchema });
  return [...wire.items];
}

/** POST /restaurants/api/v3/cart or PUT /restaurants/api/v3/cart/{id} (spec 7.3). */
export async function saveCart(http: HttpClient, request: CartRequest, create: boolean, currencyCode: string | null): Promise<CartAck> {
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
  return mapCartAck(wire, getCurrency(currencyCode).minorUnit);
}

/** POST /restaurants/api/v3/cart/{id}/checkout (spec 7.3). */
export async function checkout(http: HttpClient, request: CheckoutRequest, now: Date, currencyCode: string | null): Promise<PlacedOrder> {
  const wire = await http.request({
    method: 'POST',
    path: `/restaurants/api/v3/cart/${encodeURIComponent(request.cartId)}/checkout`,
    body: toWireCheckoutRequest(request, now, getCurrency(currencyCode).minorUnit),
    schema: CheckoutResponseSchema,
  });
  return mapPlacedOrder(wire);
}

/**
 * The optional shared table order capability: joining a table's order, its lines, its rounds and
 * paying part of its bill (`/restaurants/api/v3/table-orders`). A lazy chunk: only a table or room
 * link loads it. A platform without the capability answers 404 to joining, read here as null.
 */
import { getCurrency, toMajor } from '../domain/currency';
import type { JoinedTable, TableOrder, TableShareRequest, TableSharePayment } from '../domain/table-order/types';
import type { HttpClient } from './client';
import { ApiError } from './errors';
import { toWirePayment } from './map-cart';
import { toTableOrder } from './map-table-order';
import { JoinTableResponseSchema, TableOrderResponseSchema, TablePaymentResponseSchema } from './schemas-table-order';
import type { WireTableOrder } from './wire-table-order';

const BASE = '/restaurants/api/v3/table-orders';

/** The order with its amounts in the bill currency's minor units. */
const mapped = (wire: WireTableOrder): TableOrder => toTableOrder(wire, getCurrency(wire.bill.currency).minorUnit);

const path = (tableOrderId: string, ...rest: string[]) => [BASE, encodeURIComponent(tableOrderId), ...rest.map(encodeURIComponent)].join('/');

/** POST /restaurants/api/v3/table-orders: joins (or opens) the table's order; null when the platform has no shared table orders. */
export async function joinTable(
  http: HttpClient,
  request: { experienceId: number; table: string; place: 'TABLE' | 'ROOM'; guestId: string | null; name: string | null },
): Promise<JoinedTable | null> {
  try {
    const wire = await http.request({
      method: 'POST',
      path: BASE,
      body: { experience_id: request.experienceId, table: request.table, place: request.place, guest_id: request.guestId, name: request.name },
      schema: JoinTableResponseSchema,
    });
    return { guestId: wire.data.guest_id, order: mapped(wire.data.table_order) };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404 && error.message === 'NOT_FOUND') return null;
    throw error;
  }
}

/** GET /restaurants/api/v3/table-orders/{id}. */
export async function getTableOrder(http: HttpClient, tableOrderId: string): Promise<TableOrder> {
  const wire = await http.request({ path: path(tableOrderId), schema: TableOrderResponseSchema });
  return mapped(wire.data);
}

/** PUT …/guests/{guestId}: the guest's name, or "I'm ready". */
export async function updateGuest(http: HttpClient, tableOrderId: string, guestId: string, change: { name?: string; ready?: boolean }): Promise<TableOrder> {
  const wire = await http.request({ method: 'PUT', path: path(tableOrderId, 'guests', guestId), body: change, schema: TableOrderResponseSchema });
  return mapped(wire.data);
}

/** DELETE …/guests/{guestId}: the guest leaves the table (their lines stay). */
export async function leaveTable(http: HttpClient, tableOrderId: string, guestId: string): Promise<TableOrder> {
  const wire = await http.request({ method: 'DELETE', path: path(tableOrderId, 'guests', guestId), schema: TableOrderResponseSchema });
  return mapped(wire.data);
}

/** POST …/lines: the guest adds an item (with its modifiers) to the table's order. */
export async function addTableLine(
  http: HttpClient,
  tableOrderId: string,
  line: { guestId: string; pui: string; quantity: number; modifierPuis: string[]; comment: string },
): Promise<TableOrder> {
  const wire = await http.request({
    method: 'POST',
    path: path(tableOrderId, 'lines'),
    body: { guest_id: line.guestId, pui: line.pui, quantity: line.quantity, modifiers: line.modifierPuis.map((pui) => ({ pui })), comment: line.comment },
    schema: TableOrderResponseSchema,
  });
  return mapped(wire.data);
}

/** PUT …/lines/{lineId}: another quantity. */
export async function setTableLineQuantity(http: HttpClient, tableOrderId: string, lineId: string, guestId: string, quantity: number): Promise<TableOrder> {
  const wire = await http.request({
    method: 'PUT',
    path: path(tableOrderId, 'lines', lineId),
    body: { guest_id: guestId, quantity },
    schema: TableOrderResponseSchema,
  });
  return mapped(wire.data);
}

/** DELETE …/lines/{lineId}. */
export async function removeTableLine(http: HttpClient, tableOrderId: string, lineId: string, guestId: string): Promise<TableOrder> {
  const wire = await http.request({
    method: 'DELETE',
    path: path(tableOrderId, 'lines', lineId),
    query: { guest_id: guestId },
    schema: TableOrderResponseSchema,
  });
  return mapped(wire.data);
}

/** POST …/rounds: sends what was gathered to the kitchen, once (a round sent since `version` by another guest is a 409). */
export async function sendRound(
  http: HttpClient,
  tableOrderId: string,
  request: { guestId: string; version: number; forEveryone: boolean },
): Promise<TableOrder> {
  const wire = await http.request({
    method: 'POST',
    path: path(tableOrderId, 'rounds'),
    body: { guest_id: request.guestId, version: request.version, for_everyone: request.forEveryone },
    schema: TableOrderResponseSchema,
  });
  return mapped(wire.data);
}

/** POST …/payments: pays the guest's share (a bill that changed since they saw it is a 409). */
export async function payTableShare(http: HttpClient, tableOrderId: string, currency: string, request: TableShareRequest): Promise<TableSharePayment> {
  const unit = getCurrency(currency).minorUnit;
  const wire = await http.request({
    method: 'POST',
    path: path(tableOrderId, 'payments'),
    body: {
      guest_id: request.guestId,
      kind: request.kind,
      ways: request.ways ?? null,
      items: request.items ? request.items.map((item) => ({ line_id: item.lineId, parts: item.parts })) : null,
      amount: toMajor(request.amount, unit),
      tip: toMajor(request.tip, unit),
      payment: toWirePayment(request.paymentType, request.payment),
    },
    schema: TablePaymentResponseSchema,
  });
  const payment = wire.data.payment;
  return {
    paymentId: payment.id,
    status: payment.status,
    challengeUrl: http.allowUrl(payment.challenge_url ?? null, 'table payment challenge_url'),
    order: mapped(wire.data.table_order),
  };
}

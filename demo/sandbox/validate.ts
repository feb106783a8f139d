import {
  array,
  boolean,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  refine,
  size,
  string,
  type,
  validate,
  type Describe,
  type Infer,
  type Struct,
} from 'superstruct';
import { CartRequestContractSchema, CheckoutRequestContractSchema } from '../../src/api/schemas-order';
import { formatPath } from '../../src/api/validation';
import { EMAIL_PATTERN } from '../../src/domain/email';
import { ORDER_STATUS_CODES } from '../../src/domain/order-status/status';
import type { WireCartRequest, WireCheckoutRequest } from '../../src/api/wire';
import type { WireAddTableLineRequest, WireJoinTableRequest, WireSendRoundRequest, WireTablePaymentRequest } from '../../src/api/wire-table-order';
import { MAX_SPLIT_WAYS } from '../../src/domain/table-order/split';

/**
 * Shape checks of the request bodies: the cart and checkout (a failure is answered 400 CART_NOT_VALID),
 * the kitchen's moves and the shared table order's calls (400 MISSING_PARAMETERS). A failure names the
 * first bad field, which the server sends in `X-Sandbox-Error-Field`.
 */
export type Validated<T> = { ok: true; value: T } | { ok: false; field: string };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => Number.isInteger(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const optionalString = (value: unknown): boolean => value === undefined || value === null || typeof value === 'string';

/** Cart ids become realtime database keys: no `.#$[]/` and a sane length. */
export const CART_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** YYYY-MM-DDTHH:mm:ssZ; an offset or milliseconds are accepted too. */
const CHECKOUT_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function fail<T>(field: string): Validated<T> {
  return { ok: false, field };
}

/**
 * The request contract first: the SDK's request schema as the platform reads it (the one the widget's
 * bodies are typed by, with the fields the contract lets a client leave out optional), so a widget
 * change that drifts from the contract fails here, in every e2e test, not on a real platform. Null
 * when the body matches; else the first bad field (`items[0].pui`, or `body`).
 */
function contractProblem<T>(body: unknown, schema: Struct<T, unknown>): string | null {
  const [error] = validate(body, schema);
  if (!error) return null;
  const failure = error.failures()[0] ?? error;
  return formatPath(failure.path) || 'body';
}

/** Validates POST /restaurants/api/v3/cart and PUT /restaurants/api/v3/cart/{id} bodies. */
export function validateCartRequest(body: unknown): Validated<WireCartRequest> {
  if (!isObject(body)) return fail('body');
  const problem = contractProblem(body, CartRequestContractSchema);
  if (problem) return fail(problem);
  if (!isString(body.id) || !CART_ID.test(body.id)) return fail('id');
  if (!isInt(body.experience_id)) return fail('experience_id');
  if (!isInt(body.business_id)) return fail('business_id');
  if (!Array.isArray(body.items)) return fail('items');
  const items: WireCartRequest['items'] = [];
  for (const [index, raw] of body.items.entries()) {
    if (!isObject(raw) || !isString(raw.pui) || !raw.pui) return fail(`items[${index}].pui`);
    if (!isInt(raw.quantity) || raw.quantity < 1 || raw.quantity > 100) return fail(`items[${index}].quantity`);
    if (!optionalString(raw.comment)) return fail(`items[${index}].comment`);
    const rawModifiers = raw.modifiers ?? [];
    if (!Array.isArray(rawModifiers)) return fail(`items[${index}].modifiers`);
    const modifiers: WireCartRequest['items'][number]['modifiers'] = [];
    for (const [m, mod] of rawModifiers.entries()) {
      if (!isObject(mod) || !isString(mod.pui) || !mod.pui) return fail(`items[${index}].modifiers[${m}].pui`);
      if (!isInt(mod.quantity) || mod.quantity < 1 || mod.quantity > 100) return fail(`items[${index}].modifiers[${m}].quantity`);
      if (!optionalString(mod.comment)) return fail(`items[${index}].modifiers[${m}].comment`);
      modifiers.push({ pui: mod.pui, quantity: mod.quantity, comment: (mod.comment as string | null | undefined) ?? '' });
    }
    items.push({ pui: raw.pui, quantity: raw.quantity, comment: (raw.comment as string | null | undefined) ?? '', modifiers });
  }
  if (!optionalString(body.comment)) return fail('comment');
  if (body.total_calculations !== undefined && typeof body.total_calculations !== 'boolean') return fail('total_calculations');
  if (!optionalString(body.coupon_code)) return fail('coupon_code');
  if (body.checkout_at !== undefined && body.checkout_at !== null && !(isString(body.checkout_at) && CHECKOUT_AT.test(body.checkout_at))) {
    return fail('checkout_at');
  }
  return {
    ok: true,
    value: {
      id: body.id,
      experience_id: body.experience_id,
      business_id: body.business_id,
      items,
      comment: (body.comment as string | null | undefined) ?? '',
      total_calculations: (body.total_calculations as boolean | undefined) ?? true,
      coupon_code: (body.coupon_code as string | null | undefined) ?? null,
      checkout_at: (body.checkout_at as string | null | undefined) ?? null,
    },
  };
}

const nullableString = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Validates POST /restaurants/api/v3/cart/{id}/checkout bodies (shape only; business rules in the route). */
export function validateCheckoutRequest(body: unknown): Validated<WireCheckoutRequest> {
  if (!isObject(body)) return fail('body');
  const problem = contractProblem(body, CheckoutRequestContractSchema);
  if (problem) return fail(problem);
  const cart = validateCartRequest(body);
  if (!cart.ok) return cart;
  const raw = body as Json;
  if (!isObject(raw.details)) return fail('details');
  const d = raw.details;
  for (const key of ['email', 'name', 'first_name', 'last_name', 'room_number', 'table_number', 'phone'] as const) {
    if (!optionalString(d[key])) return fail(`details.${key}`);
  }
  if (d.number_of_diners !== undefined && d.number_of_diners !== null && !isInt(d.number_of_diners)) return fail('details.number_of_diners');
  if (!isObject(raw.payment) || !isString(raw.payment.type) || !raw.payment.type) return fail('payment.type');
  const p = raw.payment;
  for (const key of ['payment_method_id', 'issuer_name', 'fingerprint', 'encrypted_cvv', 'room_charge_token', 'validation'] as const) {
    if (!optionalString(p[key])) return fail(`payment.${key}`);
  }
  let tip: WireCheckoutRequest['tip'] = null;
  if (raw.tip !== undefined && raw.tip !== null) {
    if (!isObject(raw.tip) || typeof raw.tip.amount !== 'number' || !Number.isFinite(raw.tip.amount) || raw.tip.amount < 0) return fail('tip.amount');
    if (raw.tip.type !== 'FIXED' && raw.tip.type !== 'PERCENTAGE') return fail('tip.type');
    tip = { amount: raw.tip.amount, type: raw.tip.type };
  }
  const receiveBy = isObject(raw.receipt) ? raw.receipt.receive_by : undefined;
  if (receiveBy !== undefined && receiveBy !== 'EMAIL' && receiveBy !== 'NONE') return fail('receipt.receive_by');
  // A receipt by email needs somewhere to go: the one email pattern every form of the widget uses.
  if (receiveBy === 'EMAIL' && !(typeof d.email === 'string' && EMAIL_PATTERN.test(d.email.trim()))) return fail('details.email');
  if (!optionalString(raw.created_at)) return fail('created_at');
  if (!optionalString(raw.device_id)) return fail('device_id');
  const delivery = raw.delivery_method;
  if (delivery !== undefined && delivery !== null && delivery !== 'ROOM' && delivery !== 'PICK_UP') return fail('delivery_method');

  const firstName = nullableString(d.first_name) ?? '';
  const lastName = nullableString(d.last_name) ?? '';
  return {
    ok: true,
    value: {
      ...cart.value,
      created_at: (raw.created_at as string | null | undefined) ?? new Date().toISOString(),
      details: {
        email: nullableString(d.email),
        name: nullableString(d.name) ?? `${firstName} ${lastName}`.trim(),
        first_name: firstName,
        last_name: lastName,
        room_number: nullableString(d.room_number),
        table_number: nullableString(d.table_number),
        number_of_diners: (d.number_of_diners as number | null | undefined) ?? null,
        phone: nullableString(d.phone),
      },
      receipt: { receive_by: (receiveBy as 'EMAIL' | 'NONE' | undefined) ?? 'NONE' },
      delivery_method: (delivery as 'ROOM' | 'PICK_UP' | null | undefined) ?? null,
      tip,
      payment: {
        type: p.type as string,
        payment_method_id: (p.payment_method_id as string | null | undefined) ?? null,
        issuer_name: (p.issuer_name as string | null | undefined) ?? null,
        fingerprint: (p.fingerprint as string | null | undefined) ?? null,
        encrypted_cvv: (p.encrypted_cvv as string | null | undefined) ?? null,
        room_charge_token: (p.room_charge_token as string | null | undefined) ?? null,
        validation: (p.validation as string | null | undefined) ?? null,
      },
      device_id: (raw.device_id as string | null | undefined) ?? null,
    },
  };
}

/** The longest ETA a kitchen may give (a day) and the longest message it may send the guest. */
export const MAX_ETA_MINUTES = 24 * 60;
export const MAX_STATUS_MESSAGE = 500;

/**
 * POST /__sandbox/orders/{id}/status: a kitchen's move. Strict (an unknown key is refused), so a
 * misspelt `eta` is a 400 naming it rather than a move without its ETA.
 */
const OrderStatusChangeSchema = object({
  status: enums(ORDER_STATUS_CODES),
  eta_minutes: optional(size(integer(), 1, MAX_ETA_MINUTES)),
  message: optional(size(string(), 0, MAX_STATUS_MESSAGE)),
});

/** A kitchen's move as validated: a blank message is no message. */
export type OrderStatusChange = Omit<Infer<typeof OrderStatusChangeSchema>, 'message'> & { message: string | null };

/** Validates a kitchen's move; a failure names the first bad field (`status`, `eta_minutes`, `message`, an unknown key, or `body`). */
export function validateOrderStatusChange(body: unknown): Validated<OrderStatusChange> {
  const [error, value] = validate(body, OrderStatusChangeSchema);
  if (error) return fail(formatPath((error.failures()[0] ?? error).path) || 'body');
  return { ok: true, value: { status: value.status, eta_minutes: value.eta_minutes, message: value.message?.trim() || null } };
}

// ---- the shared table order's bodies (src/api/wire-table-order.ts) ---------------------------------

/** The longest table or room number, and how one may be written (letters, digits, spaces, `.`, `-`, `_`). */
export const MAX_TABLE_REF = 20;
const TABLE_REF = /^[\p{L}\p{N}](?:[\p{L}\p{N} ._-]*[\p{L}\p{N}])?$/u;
/** The longest name a guest may type before it is cleaned (cleanGuestName keeps 30 characters of it). */
export const MAX_TYPED_GUEST_NAME = 200;
/** The most of one item a line may hold, as a cart's line. */
export const MAX_TABLE_LINE_QUANTITY = 100;
/** The longest comment on a line. */
export const MAX_TABLE_LINE_COMMENT = 500;
/** The most modifiers of a line, or claimed lines of a payment, a body may name. */
const MAX_LIST = 100;

const Id = size(string(), 1, 64);
const TableRef = refine(size(string(), 1, MAX_TABLE_REF + 10), 'table', (value) => {
  const trimmed = value.trim();
  return trimmed.length <= MAX_TABLE_REF && TABLE_REF.test(trimmed);
});
const TypedName = optional(nullable(size(string(), 0, MAX_TYPED_GUEST_NAME)));
const Quantity = size(integer(), 1, MAX_TABLE_LINE_QUANTITY);
const Money = refine(number(), 'money', (value) => Number.isFinite(value));

const JoinTableSchema: Describe<WireJoinTableRequest> = type({
  experience_id: integer(),
  table: TableRef,
  place: enums(['TABLE', 'ROOM'] as const),
  guest_id: optional(nullable(Id)),
  name: TypedName,
});

/** PUT …/guests/{guestId}: a new name, or "I'm ready" (or not). */
const TableGuestChangeSchema = type({ name: TypedName, ready: optional(boolean()) });

const AddTableLineSchema: Describe<WireAddTableLineRequest> = type({
  guest_id: Id,
  pui: size(string(), 1, 64),
  quantity: Quantity,
  modifiers: size(array(type({ pui: size(string(), 1, 64) })), 0, MAX_LIST),
  comment: size(string(), 0, MAX_TABLE_LINE_COMMENT),
});

/** PUT …/lines/{lineId}: the guest changing it and the new quantity. */
const TableLineChangeSchema = type({ guest_id: Id, quantity: Quantity });

const SendRoundSchema: Describe<WireSendRoundRequest> = type({
  guest_id: Id,
  version: size(integer(), 0, Number.MAX_SAFE_INTEGER),
  for_everyone: boolean(),
});

const TablePaymentSchema: Describe<WireTablePaymentRequest> = type({
  guest_id: Id,
  kind: enums(['WHOLE', 'EVEN', 'MY_ITEMS', 'ITEMS', 'AMOUNT'] as const),
  ways: optional(nullable(integer())),
  items: optional(nullable(size(array(type({ line_id: Id, parts: integer() })), 0, MAX_LIST))),
  amount: Money,
  tip: refine(Money, 'tip', (value) => value >= 0),
  payment: type({
    type: size(string(), 1, 64),
    payment_method_id: optional(nullable(string())),
    issuer_name: optional(nullable(string())),
    fingerprint: optional(nullable(string())),
    encrypted_cvv: optional(nullable(string())),
    room_charge_token: optional(nullable(string())),
    validation: optional(nullable(string())),
  }),
});

/** `body` checked against `schema`: its value, or the path of its first bad field (`body` for the whole). */
function checked<T>(body: unknown, schema: Struct<T, unknown>): Validated<T> {
  const [error, value] = validate(body, schema);
  if (error) return fail(formatPath((error.failures()[0] ?? error).path) || 'body');
  return { ok: true, value };
}

/** POST /restaurants/api/v3/table-orders: the table (or room) number trimmed; no name is ''. */
export function validateJoinTable(body: unknown): Validated<WireJoinTableRequest> {
  const result = checked(body, JoinTableSchema);
  if (!result.ok) return result;
  const value = result.value;
  return {
    ok: true,
    value: { experience_id: value.experience_id, table: value.table.trim(), place: value.place, guest_id: value.guest_id ?? null, name: value.name ?? null },
  };
}

/** PUT /restaurants/api/v3/table-orders/{id}/guests/{guestId} `{ name?, ready? }` (a null name changes nothing). */
export function validateTableGuestChange(body: unknown): Validated<{ name: string | null; ready: boolean | null }> {
  const result = checked(body, TableGuestChangeSchema);
  if (!result.ok) return result;
  return { ok: true, value: { name: result.value.name ?? null, ready: result.value.ready ?? null } };
}

/** POST /restaurants/api/v3/table-orders/{id}/lines. */
export function validateAddTableLine(body: unknown): Validated<WireAddTableLineRequest> {
  return checked(body, AddTableLineSchema);
}

/** PUT /restaurants/api/v3/table-orders/{id}/lines/{lineId} `{ guest_id, quantity }`. */
export function validateTableLineChange(body: unknown): Validated<{ guest_id: string; quantity: number }> {
  return checked(body, TableLineChangeSchema);
}

/** POST /restaurants/api/v3/table-orders/{id}/rounds. */
export function validateSendRound(body: unknown): Validated<WireSendRoundRequest> {
  return checked(body, SendRoundSchema);
}

/**
 * POST /restaurants/api/v3/table-orders/{id}/payments. Besides the shape: "split evenly" names its
 * `ways` (1 to MAX_SPLIT_WAYS) and "pay for items" its `items`; whether the items can be paid, and the
 * amount, are the bill's to say (409s), not the body's.
 */
export function validateTablePayment(body: unknown): Validated<WireTablePaymentRequest> {
  const result = checked(body, TablePaymentSchema);
  if (!result.ok) return result;
  const value = result.value;
  if (value.kind === 'EVEN' && !(typeof value.ways === 'number' && value.ways >= 1 && value.ways <= MAX_SPLIT_WAYS)) return fail('ways');
  if (value.kind === 'ITEMS' && !value.items) return fail('items');
  return { ok: true, value };
}

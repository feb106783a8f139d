import { enums, integer, object, optional, size, string, validate, type Infer, type Struct } from 'superstruct';
import { CartRequestContractSchema, CheckoutRequestContractSchema } from '../../src/api/schemas-order';
import { formatPath } from '../../src/api/validation';
import { EMAIL_PATTERN } from '../../src/domain/email';
import { ORDER_STATUS_CODES } from '../../src/domain/order-status/status';
import type { WireCartRequest, WireCheckoutRequest } from '../../src/api/wire';

/**
 * Shape checks of the cart and checkout bodies. A failure names the first bad field;
 * the server answers it with 400 and key CART_NOT_VALID.
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

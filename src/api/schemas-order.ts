/**
 * Schemas for carts, checkout and realtime carts (and, re-exported, the menu's of `./schemas-menu.ts`):
 * the part of `./schemas.ts` loaded with the cart (lazy chunk). See `./schemas.ts`.
 */
import { array, boolean, enums, nullable, number, optional, string, type, type Describe } from 'superstruct';
import { every } from './validation';
import type {
  WireCartRequest,
  WireCartResponse,
  WireCheckoutRequest,
  WireCheckoutResponse,
  WireRealtimeCart,
  WireRealtimeTransaction,
  WireRoomValidityResponse,
  WireSummary,
  WireTransactionRequest,
} from './wire';

// The menu schemas live in ./schemas-menu.ts (the first menu loads them without the cart's).
export * from './schemas-menu';

export const SummarySchema: Describe<WireSummary> = type({
  subtotal: number(),
  service_charges: array(type({ name: string(), amount: number() })),
  taxes: array(type({ name: string(), amount: number(), is_inclusive: boolean() })),
  tip: number(),
  discount: number(),
  total: number(),
});

const cartItemRequest = type({
  pui: string(),
  quantity: number(),
  comment: string(),
  modifiers: array(type({ pui: string(), quantity: number(), comment: string() })),
});
const cartRequestShape = {
  id: string(),
  experience_id: number(),
  business_id: number(),
  items: array(cartItemRequest),
  comment: string(),
  total_calculations: boolean(),
  coupon_code: nullable(string()),
  checkout_at: nullable(string()),
};

/** Body of cart create/update: what the widget sends, and what the sandbox checks every such request against (demo/sandbox/validate.ts). */
export const CartRequestSchema: Describe<WireCartRequest> = type(cartRequestShape);

export const CartResponseSchema: Describe<WireCartResponse> = type({
  cart: type(
    every<WireCartResponse['cart']>()({
      id: string(),
      status: enums(['PENDING_CALCULATIONS', 'CALCULATED', 'REJECTED'] as const),
      coupon: nullable(type({ code: string(), name: string() })),
      // The platform spells it both ways; either may be present.
      summery: optional(nullable(SummarySchema)),
      summary: optional(nullable(SummarySchema)),
      service_charges: array(type({ name: string(), amount: number() })),
      taxes: array(type({ name: string(), amount: number(), is_inclusive: boolean() })),
      hash: string(),
      isPendingCalculations: boolean(),
    }),
  ),
});

export const RealtimeCartSchema: Describe<WireRealtimeCart> = type({
  id: string(),
  hash: string(),
  status: enums(['CALCULATED', 'REJECTED'] as const),
  timestamp: number(),
  summary: nullable(SummarySchema),
  reason: nullable(string()),
  items_errors: array(
    type(
      every<WireRealtimeCart['items_errors'][number]>()({
        pui: string(),
        name: string(),
        error: enums(['SOLD_OUT', 'OUT_OF_STOCK', 'NOT_ENOUGH'] as const),
        available: optional(number()),
      }),
    ),
  ),
});

const checkoutRequestShape = {
  created_at: string(),
  details: type({
    email: nullable(string()),
    name: string(),
    first_name: string(),
    last_name: string(),
    room_number: nullable(string()),
    table_number: nullable(string()),
    number_of_diners: nullable(number()),
    phone: nullable(string()),
  }),
  receipt: type({ receive_by: enums(['EMAIL', 'NONE'] as const) }),
  delivery_method: optional(nullable(enums(['ROOM', 'PICK_UP'] as const))),
  tip: nullable(type({ amount: number(), type: enums(['FIXED', 'PERCENTAGE'] as const) })),
  payment: type(
    every<WireCheckoutRequest['payment']>()({
      type: string(),
      payment_method_id: optional(nullable(string())),
      issuer_name: optional(nullable(string())),
      fingerprint: optional(nullable(string())),
      encrypted_cvv: optional(nullable(string())),
      room_charge_token: optional(nullable(string())),
      validation: optional(nullable(string())),
    }),
  ),
  device_id: nullable(string()),
};

/** Body of checkout: what the widget sends, and what the sandbox checks every checkout request against (demo/sandbox/validate.ts). */
export const CheckoutRequestSchema: Describe<WireCheckoutRequest> = type({ ...cartRequestShape, ...checkoutRequestShape });

/** What the platform contract lets a client leave out of a cart or checkout body; the widget always sends them. */
const optionalCartFields = { coupon_code: optional(nullable(string())), checkout_at: optional(nullable(string())) };

/** A cart body as the platform contract reads it (the sandbox checks requests against it): the widget's, the optional fields optional. */
export const CartRequestContractSchema = type({ ...cartRequestShape, ...optionalCartFields });

/** A checkout body as the platform contract reads it (the sandbox checks requests against it): the widget's, the optional fields optional. */
export const CheckoutRequestContractSchema = type({ ...cartRequestShape, ...checkoutRequestShape, ...optionalCartFields });

export const CheckoutResponseSchema: Describe<WireCheckoutResponse> = type({
  order: type({
    id: string(),
    check_number: string(),
    confirmation_number: string(),
    checkout_time: string(),
    payments: array(
      type(
        every<WireCheckoutResponse['order']['payments'][number]>()({
          id: string(),
          status: enums(['OK', 'AWAITING_CONFIRMATION', 'FAILED'] as const),
          challenge_url: optional(nullable(string())),
          redirect_url: optional(nullable(string())),
        }),
      ),
    ),
  }),
  is3DSecure: boolean(),
});

/** Room lookup answer of roomChargeValidity / roomValidity (room validation result). */
export const RoomValidityResponseSchema: Describe<WireRoomValidityResponse> = type({
  status: enums(['OK', 'ERROR'] as const),
  message: nullable(string()),
  guests: array(type({ token: string(), first_name: string() })),
});

/** Body of the transaction confirmation: what the widget sends, and what the sandbox checks every confirmation against. */
export const TransactionRequestSchema: Describe<WireTransactionRequest> = type({ transaction_id: string() });

/** A transaction result at `transactions/{orderId}/{paymentId}` in the realtime database. */
export const RealtimeTransactionSchema: Describe<WireRealtimeTransaction> = type({
  eventHandlingStatus: enums(['SUCCESS', 'FAILURE'] as const),
  exceptionInfo: nullable(type({ code: number(), message: string() })),
  timestamp: number(),
});

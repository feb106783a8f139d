/**
 * Schemas of the optional shared table order capability (its calls' answers and the realtime value at
 * `table_orders/{id}`), apart from the order schemas so that a table's phones load only these with it.
 */
import { array, boolean, enums, integer, nullable, number, optional, string, type, type Describe } from 'superstruct';
import type { WireJoinTableResponse, WireTableOrder, WireTableOrderResponse, WireTablePaymentResponse } from './wire-table-order';

const GuestSchema = type({ id: string(), name: string(), ready: boolean(), joined_at: string(), left_at: nullable(string()) });

const LineSchema = type({
  id: string(),
  pui: string(),
  name: string(),
  quantity: integer(),
  unit_price: number(),
  modifiers: array(type({ pui: string(), name: string(), price: number() })),
  comment: string(),
  added_by: string(),
  round: nullable(integer()),
});

const RoundSchema = type({ number: integer(), order_id: string(), check_number: string(), sent_by: string(), sent_at: string() });

const PaymentSchema = type({
  id: string(),
  guest_id: string(),
  kind: enums(['WHOLE', 'EVEN', 'MY_ITEMS', 'ITEMS', 'AMOUNT'] as const),
  amount: number(),
  tip: number(),
  status: enums(['OK', 'AWAITING_CONFIRMATION', 'FAILED'] as const),
  parts: array(type({ line_id: string(), parts: integer(), index: integer() })),
  created_at: string(),
});

const BillSchema = type({
  subtotal: number(),
  service_charges: array(type({ name: string(), amount: number() })),
  taxes: array(type({ name: string(), amount: number(), is_inclusive: boolean() })),
  discount: number(),
  total: number(),
  currency: string(),
  paid: number(),
  remaining: number(),
  lines: array(type({ line_id: string(), amount: number(), split: nullable(type({ parts: integer(), paid: array(integer()) })) })),
  payments: array(PaymentSchema),
  even: nullable(type({ ways: integer(), paid: integer() })),
  status: enums(['OPEN', 'CLOSED'] as const),
});

/** The whole shared order: the calls' answers and the value at `table_orders/{id}`. */
export const TableOrderSchema: Describe<WireTableOrder> = type({
  id: string(),
  business_id: integer(),
  experience_id: integer(),
  table: string(),
  place: enums(['TABLE', 'ROOM'] as const),
  version: integer(),
  expires_at: string(),
  others_may_edit: boolean(),
  guests: array(GuestSchema),
  lines: array(LineSchema),
  rounds: array(RoundSchema),
  bill: BillSchema,
});

/** POST /restaurants/api/v3/table-orders. */
export const JoinTableResponseSchema: Describe<WireJoinTableResponse> = type({ data: type({ table_order: TableOrderSchema, guest_id: string() }) });

/** The other calls: the order as it stands after them. */
export const TableOrderResponseSchema: Describe<WireTableOrderResponse> = type({ data: TableOrderSchema });

/** POST /restaurants/api/v3/table-orders/{id}/payments. */
export const TablePaymentResponseSchema: Describe<WireTablePaymentResponse> = type({
  data: type({
    payment: type({
      id: string(),
      status: enums(['OK', 'AWAITING_CONFIRMATION', 'FAILED'] as const),
      challenge_url: optionalNullableString(),
      redirect_url: optionalNullableString(),
    }),
    table_order: TableOrderSchema,
  }),
});

function optionalNullableString() {
  return optional(nullable(string()));
}

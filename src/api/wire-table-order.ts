/**
 * The optional shared table order capability, as the platform speaks it (snake_case): one order and one
 * bill for the guests of a table (or a hotel room) who opened its link within its session. The calls
 * are under `/restaurants/api/v3/table-orders`; the platform writes the whole `WireTableOrder` at
 * `table_orders/{id}` in the realtime database after every change, and each partial payment's outcome
 * at `transactions/{tableOrderId}/{paymentId}` like an order's. A platform without it answers 404 to
 * `POST /restaurants/api/v3/table-orders`.
 */
import type { WireCheckoutRequest, WireCheckoutResponse, WireSummary } from './wire';

/** A guest at the table. */
export interface WireTableGuest {
  id: string;
  /** The name the guest picked; '' for none (the widget says "Guest 2"). */
  name: string;
  /** "I'm ready" for the round being gathered (reset when a round is sent). */
  ready: boolean;
  joined_at: string;
  /** When the guest left; null while at the table. */
  left_at: string | null;
}

/** A line of the table's order. */
export interface WireTableLine {
  id: string;
  pui: string;
  name: string;
  quantity: number;
  /** One item's price with its modifiers (major units). */
  unit_price: number;
  modifiers: { pui: string; name: string; price: number }[];
  comment: string;
  /** The guest who added it. */
  added_by: string;
  /** The round it was sent in, or null while it is being gathered. */
  round: number | null;
}

/** A round sent to the kitchen: one order at the platform. */
export interface WireTableRound {
  number: number;
  order_id: string;
  check_number: string;
  sent_by: string;
  sent_at: string;
}

/** One payment toward the table's bill. */
export interface WireTablePayment {
  id: string;
  guest_id: string;
  kind: 'WHOLE' | 'EVEN' | 'MY_ITEMS' | 'ITEMS' | 'AMOUNT';
  /** Toward the bill (major units); the tip is apart. */
  amount: number;
  tip: number;
  status: 'OK' | 'AWAITING_CONFIRMATION' | 'FAILED';
  /** The lines' parts it paid (ITEMS and MY_ITEMS). */
  parts: { line_id: string; parts: number; index: number }[];
  created_at: string;
}

/** The table's bill: the sent rounds' lines, charged and taxed as one order. */
export interface WireTableBill extends Omit<WireSummary, 'tip'> {
  currency: string;
  /** Paid toward `total` so far (tips apart). */
  paid: number;
  remaining: number;
  /** Each sent line's amount and how it is being paid. */
  lines: { line_id: string; amount: number; split: { parts: number; paid: number[] } | null }[];
  payments: WireTablePayment[];
  /**
   * "Split evenly" once a guest chose it: in how many ways, and how many of those shares are paid. Each
   * share is what is left split between the shares still to pay, so the last one closes the bill.
   */
  even: { ways: number; paid: number } | null;
  /** OPEN while something is owed (or nothing was sent yet); CLOSED once paid in full. */
  status: 'OPEN' | 'CLOSED';
}

/** The whole shared order, as the calls answer it and as `table_orders/{id}` holds it. */
export interface WireTableOrder {
  id: string;
  business_id: number;
  experience_id: number;
  /** The table number, or the room number for a room link. */
  table: string;
  place: 'TABLE' | 'ROOM';
  /** Goes up by one with every change: a send or a payment names the version it was decided on. */
  version: number;
  /** When the table's session ends: no guest joins after it. */
  expires_at: string;
  /** Whether a guest may change or remove the lines of another. */
  others_may_edit: boolean;
  guests: WireTableGuest[];
  lines: WireTableLine[];
  rounds: WireTableRound[];
  bill: WireTableBill;
}

/** POST /restaurants/api/v3/table-orders: join the table's order (opening it when none is open). */
export interface WireJoinTableRequest {
  experience_id: number;
  table: string;
  place: 'TABLE' | 'ROOM';
  /** The guest id this device had at the table: the same guest comes back (a reload). */
  guest_id?: string | null;
  name?: string | null;
}

/** What joining answers: the order and who the caller is at it. */
export interface WireJoinTableResponse {
  data: { table_order: WireTableOrder; guest_id: string };
}

/** Every other call of the capability answers the order as it stands after it. */
export interface WireTableOrderResponse {
  data: WireTableOrder;
}

/** POST /restaurants/api/v3/table-orders/{id}/lines. */
export interface WireAddTableLineRequest {
  guest_id: string;
  pui: string;
  quantity: number;
  modifiers: { pui: string }[];
  comment: string;
}

/** POST /restaurants/api/v3/table-orders/{id}/rounds: send what was gathered, once. */
export interface WireSendRoundRequest {
  guest_id: string;
  /** The version the guest saw when pressing Send: a round sent since by another guest makes this a 409. */
  version: number;
  /** "Send for everyone": without it every guest at the table must be ready. */
  for_everyone: boolean;
}

/** POST /restaurants/api/v3/table-orders/{id}/payments: pay part of the bill. */
export interface WireTablePaymentRequest {
  guest_id: string;
  kind: WireTablePayment['kind'];
  /** EVEN: in how many ways the bill is split (the bill's `even.ways` once a guest chose it). */
  ways?: number | null;
  /** ITEMS, MY_ITEMS: the lines (and in how many parts each) paid for. */
  items?: { line_id: string; parts: number }[] | null;
  /** What the guest was shown and agreed to pay toward the bill (major units): a bill that changed since is a 409. */
  amount: number;
  tip: number;
  payment: WireCheckoutRequest['payment'];
}

/** What a payment answers: the payment (a 3-D Secure one awaits its transaction) and the order. */
export interface WireTablePaymentResponse {
  data: { payment: WireCheckoutResponse['order']['payments'][number]; table_order: WireTableOrder };
}

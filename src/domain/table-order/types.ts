/**
 * A table's shared order as the widget holds it (the optional shared table order capability), mapped
 * from the platform's `WireTableOrder`: money in integer minor units of the bill's currency.
 */
import type { CheckoutPaymentDetails, MinorAmount } from '../types';
import type { BillLine } from './split';
import type { TableGuest, TableLine } from './rules';

/** A guest at the table, with when they joined. */
export interface TableOrderGuest extends TableGuest {
  joinedAt: string;
}

/** A line of the shared order. */
export interface TableOrderLine extends TableLine {
  pui: string;
  name: string;
  quantity: number;
  /** One item with its modifiers. */
  unitPrice: MinorAmount;
  modifiers: { pui: string; name: string; price: MinorAmount }[];
  comment: string;
}

/** A round sent to the kitchen. */
export interface TableRound {
  number: number;
  orderId: string;
  checkNumber: string;
  sentBy: string;
  sentAt: string;
}

/** How a guest pays part of the bill. */
export type TablePaymentKind = 'WHOLE' | 'EVEN' | 'MY_ITEMS' | 'ITEMS' | 'AMOUNT';

/** One payment toward the bill. */
export interface TablePayment {
  id: string;
  guestId: string;
  kind: TablePaymentKind;
  amount: MinorAmount;
  tip: MinorAmount;
  status: 'OK' | 'AWAITING_CONFIRMATION' | 'FAILED';
  parts: { lineId: string; parts: number; index: number }[];
  createdAt: string;
}

/** The table's bill. */
export interface TableOrderBill {
  lines: BillLine[];
  subtotal: MinorAmount;
  serviceCharges: { name: string; amount: MinorAmount }[];
  taxes: { name: string; amount: MinorAmount; isInclusive: boolean }[];
  discount: MinorAmount;
  total: MinorAmount;
  paid: MinorAmount;
  remaining: MinorAmount;
  currency: string;
  payments: TablePayment[];
  even: { ways: number; paid: number } | null;
  status: 'OPEN' | 'CLOSED';
}

/** The whole shared order. */
export interface TableOrder {
  id: string;
  businessId: number;
  experienceId: number;
  table: string;
  place: 'TABLE' | 'ROOM';
  version: number;
  expiresAt: string;
  othersMayEdit: boolean;
  guests: TableOrderGuest[];
  lines: TableOrderLine[];
  rounds: TableRound[];
  bill: TableOrderBill;
}

/** Who the caller is at the table they joined, and the table's order. */
export interface JoinedTable {
  guestId: string;
  order: TableOrder;
}

/** A guest's payment toward the bill, as the guest agreed to it. */
export interface TableShareRequest {
  guestId: string;
  kind: TablePaymentKind;
  /** EVEN: in how many ways. */
  ways?: number;
  /** ITEMS, MY_ITEMS: the lines and in how many parts each. */
  items?: { lineId: string; parts: number }[];
  /** What the guest was shown toward the bill, minor units of the bill's currency. */
  amount: MinorAmount;
  tip: MinorAmount;
  paymentType: string;
  payment: CheckoutPaymentDetails | null;
}

/** What paying answers: the payment (awaiting its 3-D Secure challenge, or settled) and the order after it. */
export interface TableSharePayment {
  paymentId: string;
  status: 'OK' | 'AWAITING_CONFIRMATION' | 'FAILED';
  challengeUrl: string | null;
  order: TableOrder;
}

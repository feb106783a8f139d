/**
 * Member data in domain terms: what the member calls (`src/api/member-calls.ts`) resolve with.
 * Amounts are integer minor units of their own currency, like the rest of the domain.
 */
import type { SessionTokens } from '../session';
import type { OrderSummary } from '../types';

/** The captcha settings of a business (its `dine_captcha_config`), when on. */
export interface CaptchaSettings {
  provider: string;
  siteKey: string;
  url: string;
}

/**
 * What checking a verified phone answers: the member is logged in, or the platform needs the
 * email and profile first (codes 1 and 1009: no member has this phone, or the member has no email).
 */
export type VerifiedLogin = { kind: 'logged-in'; tokens: SessionTokens } | { kind: 'needs-email'; status: number };

/** The profile a registration sends (`metadata` of the verified-token login). */
export interface RegistrationProfile {
  firstName: string;
  lastName: string;
  email: string;
  /** E.164. */
  phone: string;
  /** YYYY-MM-DD, or null when not given. */
  birthDate: string | null;
  optinMarketing: boolean;
  /** A locale xx_CC (`he_IL`). */
  language: string;
  /** Lower-case ISO alpha-2 of the phone. */
  country: string | null;
}

/** A member's saved card. */
export interface SavedCard {
  /** The payment method id a wallet checkout sends. */
  id: string;
  brand: string;
  /** The provider kind (SPS e-commerce or MCPCI). */
  source: string;
  /** As the platform shows it ('•••• 4242'). */
  maskedNumber: string;
  last4: string;
}

/** One row of a member's order history. */
export interface OrderHistoryEntry {
  id: string;
  /** ISO instant the order was placed. */
  createdTime: string;
  /** The business's offset from UTC then, in hours (the time is shown at it). */
  offsetHours: number;
  restaurantName: string;
  currencyCode: string;
  /** Minor units of `currencyCode`. */
  totalPaid: number;
  /** How the order was paid (`WALLET`, `PAY_IN_PERSON`…), null where the platform does not say. */
  paymentType: string | null;
  /** The issuer of a WALLET payment (`VISA`, `Google Pay`), null where the platform does not say. */
  paymentIssuer: string | null;
  /** The name the order was placed under, null where the platform does not say. */
  name: string | null;
}

/** One page of a member's history; `hasMore` says whether a later page exists. */
export interface OrderHistoryPage {
  page: number;
  perPage: number;
  total: number;
  hasMore: boolean;
  orders: OrderHistoryEntry[];
}

/** A past order in full (amounts in minor units of `currencyCode`). */
export interface PastOrder {
  id: string;
  status: string;
  createdTime: string;
  restaurantName: string;
  checkNumber: string;
  /** `issuer`: the card's or device wallet's issuer of a WALLET payment (`VISA`, `Google Pay`), or null. */
  payments: { type: string; status: string; issuer?: string | null }[];
  items: { id: string; name: string; quantity: number; totalPrice: number; modifiers: { id: string; name: string; price: number }[] }[];
  subtotal: number;
  taxes: { name: string; amount: number; isInclusive: boolean }[];
  serviceCharges: { id: string; name: string; amount: number }[];
  tip: number;
  discount: number;
  totalPaid: number;
  currencyCode: string;
}

/** A receipt may be emailed only for a CLOSED order with an OK card (wallet) payment. */
export function canEmailReceipt(order: Pick<PastOrder, 'status' | 'payments'>): boolean {
  return order.status === 'CLOSED' && order.payments.some((payment) => payment.type === 'WALLET' && payment.status === 'OK');
}

/** Payment types settled when the order was placed: a card through the wallet, or at the card terminal. */
const SETTLED_ON_ORDER = new Set(['WALLET', 'EMV']);

/**
 * Whether a past order's total was paid when it was placed (a card payment that went through), so it
 * may be called "Total paid". An order paid in person, in cash or charged to the room was not paid
 * through the ordering: its total is what is (or was) owed, and is called "Total".
 */
export function wasPaidOnOrder(order: Pick<PastOrder, 'payments'>): boolean {
  return order.payments.some((payment) => SETTLED_ON_ORDER.has(payment.type) && payment.status === 'OK');
}

/** What a past order's payment came to, as the guest reads it. */
export type PastPaymentState = 'paid' | 'accepted' | 'pending' | 'failed' | 'cancelled' | 'refunded' | 'unknown';

/**
 * A past payment's state from its platform status: OK is "paid" for a card that went through (wallet,
 * terminal) and "accepted" for one settled later (in person, cash, room); a 3-D Secure or terminal
 * wait is pending; failed, cancelled and refunded payments say so; anything else is unknown (shown
 * as the platform wrote it).
 */
export function pastPaymentState(payment: { type: string; status: string }): PastPaymentState {
  switch (payment.status.trim().toUpperCase()) {
    case 'OK':
      return SETTLED_ON_ORDER.has(payment.type) ? 'paid' : 'accepted';
    case 'AWAITING_CONFIRMATION':
    case 'PENDING':
      return 'pending';
    case 'FAILED':
    case 'FAILURE':
    case 'DECLINED':
      return 'failed';
    case 'CANCELED':
    case 'CANCELLED':
    case 'VOIDED':
      return 'cancelled';
    case 'REFUNDED':
      return 'refunded';
    default:
      return 'unknown';
  }
}

/** Where a past order ended, as the guest reads it. */
export type PastOrderState = 'completed' | 'open' | 'awaiting-payment' | 'cancelled' | 'refunded' | 'unknown';

/**
 * A past order's state from its platform status: CLOSED is completed; OPEN or RECEIVED still open; an
 * order whose card payment waits is awaiting payment; voided, withdrawn, cancelled and rejected orders
 * are cancelled; refunded ones refunded; anything else unknown (shown as the platform wrote it).
 */
export function pastOrderState(status: string): PastOrderState {
  switch (status.trim().toUpperCase()) {
    case 'CLOSED':
    case 'COMPLETED':
      return 'completed';
    case 'OPEN':
    case 'RECEIVED':
      return 'open';
    case 'AWAITING_PAYMENT':
      return 'awaiting-payment';
    case 'VOIDED':
    case 'WITHDRAWN':
    case 'CANCELED':
    case 'CANCELLED':
    case 'REJECTED':
      return 'cancelled';
    case 'REFUNDED':
      return 'refunded';
    default:
      return 'unknown';
  }
}

/** A past order's totals as an order summary (the lines the confirmation and the cart show them with). */
export function pastOrderSummary(order: Pick<PastOrder, 'subtotal' | 'serviceCharges' | 'taxes' | 'tip' | 'discount' | 'totalPaid'>): OrderSummary {
  return {
    subtotal: order.subtotal,
    serviceCharges: order.serviceCharges.map(({ name, amount }) => ({ name, amount })),
    taxes: order.taxes.map((tax) => ({ name: tax.name, amount: tax.amount, inclusive: tax.isInclusive })),
    tip: order.tip,
    discount: order.discount,
    total: order.totalPaid,
  };
}

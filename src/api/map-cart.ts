import { toMajor, toMinor } from '../domain/currency';
import type { CartAck, CartLine, CartRequest, CheckoutPaymentDetails, CheckoutRequest, OrderSummary, PlacedOrder, RoomValidation } from '../domain/types';
import { createUrlGuard, type UrlGuard } from './client';
import type { WireCartRequest, WireCartResponse, WireCheckoutRequest, WireCheckoutResponse, WireRoomValidityResponse, WireSummary } from './wire';

/** Cart line comments have `%` encoded before sending. */
export function encodeLineComment(comment: string): string {
  return comment.replace(/%/g, '%25');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Formats a date as `YYYY-MM-DDTHH:mm:ss+00:00` in UTC. */
export function formatUtc(date: Date): string {
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}+00:00`
  );
}

const ISO_WITH_OFFSET = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * The order time as the API wants it (`YYYY-MM-DDTHH:mm:ssZ`, `Z` being the UTC offset),
 * or null for ASAP. An ISO string with an offset keeps its wall time and offset (slots come from the
 * platform in the location's zone); `Z` becomes `+00:00`; a string without offset is read by `Date`
 * and sent in UTC. Unparseable input gives null (ASAP) rather than a malformed request.
 */
export function formatCheckoutAt(iso: string | null): string | null {
  if (!iso) return null;
  const m = ISO_WITH_OFFSET.exec(iso.trim());
  if (m) {
    const [, day, hh, mm, ss = '00', zone = 'Z'] = m;
    const offset = zone === 'Z' ? '+00:00' : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
    return `${day}T${hh}:${mm}:${ss}${offset}`;
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatUtc(date);
}

/** The selected modifiers of a line, one entry per POS id with its count. */
function lineModifiers(line: CartLine): WireCartRequest['items'][number]['modifiers'] {
  const counts = new Map<string, number>();
  for (const pui of line.modifierPuis) counts.set(pui, (counts.get(pui) ?? 0) + 1);
  return [...counts].map(([pui, quantity]) => ({ pui, quantity, comment: '' }));
}

/** Domain cart -> the body of cart create/update. `total_calculations` asks for totals. */
export function toWireCartRequest(request: CartRequest): WireCartRequest {
  return {
    id: request.cartId,
    experience_id: request.experienceId,
    business_id: request.businessId,
    items: request.lines.map((line) => ({
      pui: line.posUniqueId,
      quantity: line.quantity,
      comment: encodeLineComment(line.comment),
      modifiers: lineModifiers(line),
    })),
    comment: request.comment,
    total_calculations: true,
    coupon_code: request.couponCode,
    checkout_at: formatCheckoutAt(request.checkoutAt),
  };
}

/**
 * Domain checkout -> the checkout body. The tip amount goes out in major units
 * (`{ amount: 2.5, type }`), computed by the widget for either tip type.
 */
export function toWireCheckoutRequest(request: CheckoutRequest, now: Date, minorUnit: number): WireCheckoutRequest {
  const d = request.details;
  return {
    ...toWireCartRequest(request),
    created_at: formatUtc(now),
    details: {
      email: d.email,
      name: `${d.firstName} ${d.lastName}`.trim(),
      first_name: d.firstName,
      last_name: d.lastName,
      room_number: d.roomNumber,
      table_number: d.tableNumber,
      number_of_diners: d.numberOfDiners,
      phone: d.phone,
    },
    receipt: { receive_by: request.receiveReceiptByEmail ? 'EMAIL' : 'NONE' },
    delivery_method: request.deliveryMethod ?? null,
    tip: request.tip ? { amount: toMajor(request.tip.amount, minorUnit), type: request.tip.type } : null,
    payment: toWirePayment(request.paymentType, request.payment ?? null),
    device_id: request.deviceId,
  };
}

/**
 * The checkout `payment` object: the type, plus the card token fields for a wallet card
 * (payment_method_id, issuer_name, fingerprint, encrypted_cvv), the room charge token the guest
 * chose (step 4) and the payment's validation. Fields without a value are left out, so a
 * cash or pay-in-person checkout sends `{ type }` alone.
 */
export function toWirePayment(type: string, details: CheckoutPaymentDetails | null): WireCheckoutRequest['payment'] {
  const payment: WireCheckoutRequest['payment'] = { type };
  if (!details) return payment;
  const card = details.card;
  if (card) {
    payment.payment_method_id = card.paymentMethodId;
    if (card.issuerName !== null) payment.issuer_name = card.issuerName;
    if (card.fingerprint !== null) payment.fingerprint = card.fingerprint;
    if (card.encryptedCvv !== null) payment.encrypted_cvv = card.encryptedCvv;
  }
  if (details.roomChargeToken !== null) payment.room_charge_token = details.roomChargeToken;
  if (details.validation !== null) payment.validation = details.validation;
  return payment;
}

/** Wire summary (major units) -> domain summary (minor units). */
export function mapSummary(wire: WireSummary, minorUnit: number): OrderSummary {
  const minor = (n: number) => toMinor(n, minorUnit);
  return {
    subtotal: minor(wire.subtotal),
    serviceCharges: wire.service_charges.map((c) => ({ name: c.name, amount: minor(c.amount) })),
    taxes: wire.taxes.map((t) => ({ name: t.name, amount: minor(t.amount), inclusive: t.is_inclusive })),
    tip: minor(wire.tip),
    discount: minor(wire.discount),
    total: minor(wire.total),
  };
}

/** Wire cart response -> acknowledgement. Accepts `summary` or the `summery` spelling. */
export function mapCartAck(wire: WireCartResponse, minorUnit: number): CartAck {
  const c = wire.cart;
  const summary = c.summary ?? c.summery ?? null;
  return {
    cartId: c.id,
    hash: c.hash,
    pending: c.isPendingCalculations || c.status === 'PENDING_CALCULATIONS',
    summary: summary ? mapSummary(summary, minorUnit) : null,
    coupon: c.coupon ? { code: c.coupon.code, name: c.coupon.name } : null,
  };
}

/**
 * Wire checkout response -> the placed order. The `challenge_url` (the 3-D Secure page) passes the
 * URL allow-list (`allowUrl`), which makes a relative one absolute against the API base: the challenge
 * iframe must load from the platform, not from the page hosting the widget. Blank means none (a card
 * terminal); a refused one is null with `challengeRefused`, so the checkout cancels that payment
 * instead of waiting at a terminal that does not exist.
 */
export function mapPlacedOrder(wire: WireCheckoutResponse, allowUrl: UrlGuard = createUrlGuard('')): PlacedOrder {
  return {
    id: wire.order.id,
    orderNumber: wire.order.check_number,
    confirmationNumber: wire.order.confirmation_number,
    checkoutTime: wire.order.checkout_time,
    payments: wire.order.payments.map((p) => {
      const challengeUrl = allowUrl(p.challenge_url, '3-D Secure challenge_url');
      const redirectUrl = allowUrl(p.redirect_url, 'payment redirect_url');
      // A refused page of either kind cannot confirm the payment: it is cancelled, never followed.
      const refused = (challengeUrl === null && Boolean(p.challenge_url?.trim())) || (redirectUrl === null && Boolean(p.redirect_url?.trim()));
      return { id: p.id, status: p.status, challengeUrl, ...(redirectUrl ? { redirectUrl } : {}), ...(refused ? { challengeRefused: true } : {}) };
    }),
    requires3DSecure: wire.is3DSecure,
  };
}

/** Wire room lookup -> domain (room validation result). */
export function mapRoomValidation(wire: WireRoomValidityResponse): RoomValidation {
  return {
    status: wire.status,
    message: wire.message,
    guests: wire.guests.map((guest) => ({ token: guest.token, firstName: guest.first_name })),
  };
}

/** The shared table order from the wire (major units, snake_case) to the domain's (minor units). */
import { toMinor } from '../domain/currency';
import type { TableOrder } from '../domain/table-order/types';
import type { WireTableOrder } from './wire-table-order';

/** Maps `wire`, its amounts read with `minorUnit` (the bill's currency's). */
export function toTableOrder(wire: WireTableOrder, minorUnit: number): TableOrder {
  const minor = (amount: number) => toMinor(amount, minorUnit);
  const addedBy = new Map(wire.lines.map((line) => [line.id, line.added_by]));
  return {
    id: wire.id,
    businessId: wire.business_id,
    experienceId: wire.experience_id,
    table: wire.table,
    place: wire.place,
    version: wire.version,
    expiresAt: wire.expires_at,
    othersMayEdit: wire.others_may_edit,
    guests: wire.guests.map((guest) => ({ id: guest.id, name: guest.name, ready: guest.ready, joinedAt: guest.joined_at, leftAt: guest.left_at })),
    lines: wire.lines.map((line) => ({
      id: line.id,
      pui: line.pui,
      name: line.name,
      quantity: line.quantity,
      unitPrice: minor(line.unit_price),
      modifiers: line.modifiers.map((modifier) => ({ pui: modifier.pui, name: modifier.name, price: minor(modifier.price) })),
      comment: line.comment,
      addedBy: line.added_by,
      round: line.round,
    })),
    rounds: wire.rounds.map((round) => ({
      number: round.number,
      orderId: round.order_id,
      checkNumber: round.check_number,
      sentBy: round.sent_by,
      sentAt: round.sent_at,
    })),
    bill: {
      lines: wire.bill.lines.map((line) => ({
        id: line.line_id,
        amount: minor(line.amount),
        addedBy: addedBy.get(line.line_id) ?? '',
        split: line.split ? { parts: line.split.parts, paid: [...line.split.paid] } : null,
      })),
      subtotal: minor(wire.bill.subtotal),
      serviceCharges: wire.bill.service_charges.map((charge) => ({ name: charge.name, amount: minor(charge.amount) })),
      taxes: wire.bill.taxes.map((tax) => ({ name: tax.name, amount: minor(tax.amount), isInclusive: tax.is_inclusive })),
      discount: minor(wire.bill.discount),
      total: minor(wire.bill.total),
      paid: minor(wire.bill.paid),
      remaining: minor(wire.bill.remaining),
      currency: wire.bill.currency,
      payments: wire.bill.payments.map((payment) => ({
        id: payment.id,
        guestId: payment.guest_id,
        kind: payment.kind,
        amount: minor(payment.amount),
        tip: minor(payment.tip),
        status: payment.status,
        parts: payment.parts.map((part) => ({ lineId: part.line_id, parts: part.parts, index: part.index })),
        createdAt: payment.created_at,
      })),
      even: wire.bill.even ? { ways: wire.bill.even.ways, paid: wire.bill.even.paid } : null,
      status: wire.bill.status,
    },
  };
}

import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderCharge, OrderStatus, OrderStatusCode, OrderTrack } from '../../domain/order-status/status';
import { formatClockTime } from '../../domain/time';
import { intlLocale } from '../../i18n/element-i18n';

/** The name of each step in the step list. */
export const STEP_LABELS: Readonly<Record<OrderStatusCode, MessageDescriptor>> = {
  RECEIVED: msg`Received`,
  ACCEPTED: msg`Accepted`,
  PREPARING: msg`Preparing`,
  READY: msg`Ready`,
  PICKED_UP: msg`Picked up`,
  OUT_FOR_DELIVERY: msg`On its way`,
  DELIVERED: msg`Delivered`,
  REJECTED: msg`Refused`,
  CANCELLED: msg`Cancelled`,
};

/** Where the order is, in one sentence: the headline of the block and what the announcer says. */
export const STATUS_SENTENCES: Readonly<Record<OrderStatusCode, MessageDescriptor>> = {
  RECEIVED: msg`Your order was received.`,
  ACCEPTED: msg`Your order was accepted.`,
  PREPARING: msg`Your order is being prepared.`,
  READY: msg`Your order is ready.`,
  PICKED_UP: msg`Your order was picked up. Enjoy!`,
  OUT_FOR_DELIVERY: msg`Your order is on its way.`,
  DELIVERED: msg`Your order was delivered. Enjoy!`,
  REJECTED: msg`Sorry, your order was refused.`,
  CANCELLED: msg`Your order was cancelled.`,
};

/** What happened to the guest's money when the order ended without food. */
const CHARGE_SENTENCES: Readonly<Record<OrderCharge, MessageDescriptor>> = {
  REFUNDED: msg`Your payment was refunded.`,
  NOT_CHARGED: msg`You were not charged.`,
  CHARGED: msg`You were charged for this order: please contact the restaurant for a refund.`,
};

/** The sentence about the guest's money for a refused or cancelled order, or null when the platform did not say. */
export function chargeSentence(charge: OrderCharge | null, i18n: I18n): string | null {
  return charge ? i18n._(CHARGE_SENTENCES[charge]) : null;
}

/** How the location's clock is written: its zone and, when known, its time format. */
export interface ClockOfPlace {
  timeZone: string;
  timeFormat?: string;
}

/** The clock of a placed order's location, or the device's when the confirmation did not keep it. */
export function clockOf(place: { timeZone?: string; timeFormat?: string } | null | undefined): ClockOfPlace {
  const timeZone = place?.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone;
  return place?.timeFormat ? { timeZone, timeFormat: place.timeFormat } : { timeZone };
}

/**
 * When the order should be ready (collected) or arrive (delivered), in the location's clock and the
 * guest's language, or null when the kitchen gave no time or the order is past that step. A delay says
 * so: "Running late: now ready around 12:55 PM".
 */
export function etaSentence(status: OrderStatus, track: OrderTrack, clock: ClockOfPlace, i18n: I18n): string | null {
  if (!status.eta) return null;
  const done = track === 'collect' ? ['READY', 'PICKED_UP', 'REJECTED', 'CANCELLED'] : ['DELIVERED', 'REJECTED', 'CANCELLED'];
  if (done.includes(status.status)) return null;
  const time = formatClockTime(new Date(status.eta), { locale: intlLocale(i18n), timeZone: clock.timeZone, timeFormat: clock.timeFormat });
  if (track === 'collect') return status.delayed ? i18n._(msg`Running late: now ready around ${time}`) : i18n._(msg`Ready around ${time}`);
  return status.delayed ? i18n._(msg`Running late: now arriving around ${time}`) : i18n._(msg`Arriving around ${time}`);
}

/** What the announcer says of a change: where the order is, its time, and the kitchen's words. */
export function statusAnnouncement(status: OrderStatus, track: OrderTrack, clock: ClockOfPlace, i18n: I18n): string {
  const parts = [i18n._(STATUS_SENTENCES[status.status]), etaSentence(status, track, clock, i18n), status.message, chargeSentence(status.charge, i18n)];
  return parts.filter((part): part is string => Boolean(part)).join(' ');
}

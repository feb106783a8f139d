import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { daysBetween, formatClockDate, formatClockTime, localDateOf } from '../../domain/time';
import type { OrderFulfilment } from '../../stores/ordering/order';
import { issuerName, paymentLabel } from '../checkout/labels';
import { guestLocale, intlLocale } from '../../i18n/element-i18n';
import { isolate } from '../../domain/bidi';

/**
 * When the order will be ready, in the location's clock and time format: "As soon as possible" (with
 * the time it should be ready when the experience said one: "As soon as possible, ready around 9:50 PM"),
 * "Today, 12:30 PM", "Tomorrow, 9:00 AM", or a short date and time further ahead.
 */
export function orderTimeText(fulfilment: Pick<OrderFulfilment, 'checkoutAt' | 'readyAt' | 'timeZone' | 'timeFormat'>, now: Date, i18n: I18n): string {
  const style = { locale: intlLocale(i18n), timeZone: fulfilment.timeZone, timeFormat: fulfilment.timeFormat };
  const instant = (iso: string | null | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso) : null);
  const at = instant(fulfilment.checkoutAt);
  if (!at) {
    const ready = instant(fulfilment.readyAt);
    if (!ready || ready.getTime() <= now.getTime()) return i18n._(msg`As soon as possible`);
    const time = formatClockTime(ready, style);
    return i18n._(msg`As soon as possible, ready around ${time}`);
  }
  let ahead: number | null = null;
  try {
    ahead = daysBetween(localDateOf(now, style.timeZone), localDateOf(at, style.timeZone));
  } catch {
    ahead = null;
  }
  const time = formatClockTime(at, style);
  if (ahead === 0) return i18n._(msg`Today, ${time}`);
  if (ahead === 1) return i18n._(msg`Tomorrow, ${time}`);
  const date = formatClockDate(at, style);
  return i18n._(msg`${date}, ${time}`);
}

/**
 * How the order was paid: the card that paid ("Visa ••4242"), the room it was charged to ("Charged to
 * room 202"), or the method's name ("Pay in person", "Cash").
 */
export function paymentText(fulfilment: Pick<OrderFulfilment, 'payment' | 'roomNumber'>, i18n: I18n): string {
  const { type, cardIssuer, cardLast4 } = fulfilment.payment;
  if (type === 'WALLET' && (cardIssuer || cardLast4)) {
    const issuer = cardIssuer ? issuerName(cardIssuer) : i18n._(msg`Card`);
    return cardLast4 ? `${issuer} ••${cardLast4}` : issuer;
  }
  if (type === 'ROOM' && fulfilment.roomNumber) {
    const room = isolate(fulfilment.roomNumber, guestLocale(i18n));
    return i18n._(msg`Charged to room ${room}`);
  }
  return paymentLabel(type, (descriptor) => i18n._(descriptor));
}

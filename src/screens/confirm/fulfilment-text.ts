import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { daysBetween, localDateOf } from '../../domain/time';
import type { OrderFulfilment } from '../../stores/ordering/order';
import { paymentLabel } from '../checkout/labels';
import { guestLocale, intlLocale } from '../../i18n/element-i18n';
import { isolate } from '../../domain/bidi';

/** Card issuers as wallets report them (`VISA`) and as guests know them. Brand names are not translated. */
const ISSUERS: Record<string, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  AMERICAN_EXPRESS: 'American Express',
  DISCOVER: 'Discover',
  DINERS: 'Diners Club',
  JCB: 'JCB',
  MAESTRO: 'Maestro',
};

/**
 * When the order will be ready, in the location's clock: "As soon as possible", "Today, 12:30",
 * "Tomorrow, 09:00", or a short date and time further ahead.
 */
export function orderTimeText(fulfilment: Pick<OrderFulfilment, 'checkoutAt' | 'timeZone'>, now: Date, i18n: I18n): string {
  if (!fulfilment.checkoutAt) return i18n._(msg`As soon as possible`);
  const at = new Date(fulfilment.checkoutAt);
  if (Number.isNaN(at.getTime())) return i18n._(msg`As soon as possible`);
  const locale = intlLocale(i18n);
  const zone = fulfilment.timeZone;
  let time: string;
  let date: string;
  try {
    time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(at);
    date = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: zone }).format(at);
  } catch {
    // An unknown zone: the instant in the device's clock is still the right instant.
    time = at.toLocaleTimeString();
    date = at.toLocaleDateString();
  }
  let ahead: number | null = null;
  try {
    ahead = daysBetween(localDateOf(now, zone), localDateOf(at, zone));
  } catch {
    ahead = null;
  }
  if (ahead === 0) return i18n._(msg`Today, ${time}`);
  if (ahead === 1) return i18n._(msg`Tomorrow, ${time}`);
  return i18n._(msg`${date}, ${time}`);
}

/**
 * How the order was paid: the card that paid ("Visa ••4242"), the room it was charged to ("Charged to
 * room 202"), or the method's name ("Pay in person", "Cash").
 */
export function paymentText(fulfilment: Pick<OrderFulfilment, 'payment' | 'roomNumber'>, i18n: I18n): string {
  const { type, cardIssuer, cardLast4 } = fulfilment.payment;
  if (type === 'WALLET' && (cardIssuer || cardLast4)) {
    const issuer = cardIssuer ? (ISSUERS[cardIssuer.toUpperCase().replace(/[\s-]+/g, '_')] ?? cardIssuer) : i18n._(msg`Card`);
    return cardLast4 ? `${issuer} ••${cardLast4}` : issuer;
  }
  if (type === 'ROOM' && fulfilment.roomNumber) {
    const room = isolate(fulfilment.roomNumber, guestLocale(i18n));
    return i18n._(msg`Charged to room ${room}`);
  }
  return paymentLabel(type, (descriptor) => i18n._(descriptor));
}

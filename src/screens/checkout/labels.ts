import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What each payment method code is called (all three readings): WALLET is the credit card,
 * EMV the card terminal. Unknown codes show the code itself.
 */
export const PAYMENT_LABELS: Record<string, MessageDescriptor> = {
  WALLET: msg`Credit card`,
  CASH: msg`Cash`,
  PAY_IN_PERSON: msg`Pay in person`,
  ROOM: msg`Charge to room`,
  EMV: msg`Card terminal`,
};

/** The label of a payment method code, translated with `translate` (usually `i18n._`). */
export function paymentLabel(type: string, translate: (descriptor: MessageDescriptor) => string): string {
  const descriptor = PAYMENT_LABELS[type];
  return descriptor ? translate(descriptor) : type;
}

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

/** An issuer as guests know it (`VISA` is "Visa"); one the table lacks ("Google Pay") as the wallet wrote it. */
export function issuerName(issuer: string): string {
  return ISSUERS[issuer.toUpperCase().replace(/[\s-]+/g, '_')] ?? issuer;
}

/**
 * How an order was paid, as a history or receipt says it: a WALLET payment by its issuer where the
 * platform names one ("Visa", "Google Pay"), anything else by its method ("Credit card", "Pay in person").
 */
export function paymentMethodText(type: string, issuer: string | null | undefined, translate: (descriptor: MessageDescriptor) => string): string {
  return type === 'WALLET' && issuer ? issuerName(issuer) : paymentLabel(type, translate);
}

/** Form field labels (checkout form values) when the experience's settings give none. */
export const FIELD_LABELS: Record<string, MessageDescriptor> = {
  firstName: msg`First name`,
  lastName: msg`Last name`,
  phone: msg`Phone`,
  email: msg`Email`,
  roomNumber: msg`Room number`,
  tableNumber: msg`Table number`,
  guestCount: msg`Number of guests`,
  comments: msg`Comments`,
};

/** Browser autofill tokens per field, so password managers and browsers fill the right boxes. */
export const FIELD_AUTOCOMPLETE: Record<string, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  phone: 'tel',
  email: 'email',
};

/** Delivery options, spelled as the experiences of the same name ("Pickup", never "Pick-up" beside it). */
export const DELIVERY_LABELS: Record<string, MessageDescriptor> = {
  ROOM: msg`Deliver to room`,
  PICK_UP: msg`Pickup`,
};

import type { BusinessConfiguration, Experience } from '../types';

/**
 * Payment method codes, normalized over the three readings: WALLET (credit card through
 * the wallet), CASH, PAY_IN_PERSON, ROOM (charge to room) and EMV (card terminal).
 */
export type PaymentType = 'WALLET' | 'CASH' | 'PAY_IN_PERSON' | 'ROOM' | 'EMV';

/** One payment method the guest can choose (payment-method chooser). */
export interface PaymentOption {
  type: PaymentType;
  /** The platform's `payments.allowed[].validation`, passed through to the checkout `payment.validation`. */
  validation: string | null;
  /** ROOM with `is_room_validation`: the room is looked up before the checkout (step 4). */
  needsRoomValidation: boolean;
  /** WALLET: card details come from the wallet's card fields (MISSING_CREDIT_CARD_DETAILS). */
  needsCard: boolean;
  /** EMV: the payment awaits the card terminal (AWAITING_CONFIRMATION without a challenge). */
  usesTerminal: boolean;
}

// Spellings seen for the same method across the readings and platforms; the key is upper-cased
// with spaces and dashes as underscores first.
const ALIASES: Readonly<Record<string, PaymentType>> = {
  WALLET: 'WALLET',
  CREDIT_CARD: 'WALLET',
  CREDITCARD: 'WALLET',
  CARD: 'WALLET',
  CASH: 'CASH',
  PAY_IN_PERSON: 'PAY_IN_PERSON',
  PAYINPERSON: 'PAY_IN_PERSON',
  IN_PERSON: 'PAY_IN_PERSON',
  ROOM: 'ROOM',
  ROOM_CHARGE: 'ROOM',
  CHARGE_TO_ROOM: 'ROOM',
  EMV: 'EMV',
  CARD_TERMINAL: 'EMV',
  TERMINAL: 'EMV',
};

/** A payment code in any reading or case (`'room_charge' -> 'ROOM'`), or null when unknown. */
export function normalizePaymentType(code: string | null | undefined): PaymentType | null {
  const key = (code ?? '')
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return Object.hasOwn(ALIASES, key) ? ALIASES[key]! : null;
}

/** Where the widget runs, as far as payments care. */
export interface PaymentDevice {
  /**
   * A card terminal stands by this screen: a kiosk, or a staff device the platform knows by its
   * device id. A guest's own phone or a room tablet has none, so it is never offered "Card terminal".
   */
  hasTerminal: boolean;
}

/**
 * The experience's allowed payments as options, in the platform's order: codes of any
 * reading normalized, unknown codes and repeats dropped, WALLET dropped when the business has no
 * card wallet (`wallet` null): without one a card cannot be taken; and EMV (card terminal) dropped
 * where no terminal stands by the screen (`device.hasTerminal` false).
 */
export function paymentOptions(experience: Experience, wallet: BusinessConfiguration['wallet'], device: PaymentDevice): PaymentOption[] {
  const options: PaymentOption[] = [];
  for (const allowed of experience.payments.allowed) {
    const type = normalizePaymentType(allowed.type);
    if (!type || options.some((option) => option.type === type)) continue;
    if (type === 'WALLET' && !wallet) continue;
    if (type === 'EMV' && !device.hasTerminal) continue;
    options.push({
      type,
      validation: allowed.validation ?? null,
      needsRoomValidation: type === 'ROOM' && experience.isRoomValidation,
      needsCard: type === 'WALLET',
      usesTerminal: type === 'EMV',
    });
  }
  return options;
}

/** The choose-payment control is disabled when only one charge option exists (or none). */
export function chooserDisabled(options: readonly PaymentOption[]): boolean {
  return options.length <= 1;
}

/** The preselected payment: the experience's `payments.default` when offered, else the first option, else null. */
export function defaultPayment(experience: Experience, options: readonly PaymentOption[]): PaymentType | null {
  const preferred = normalizePaymentType(experience.payments.default);
  if (preferred && options.some((option) => option.type === preferred)) return preferred;
  return options[0]?.type ?? null;
}

/** Payment types that mean the guest pays at the counter. */
const IN_PERSON: readonly PaymentType[] = ['PAY_IN_PERSON', 'CASH'];

/**
 * The payment type to send for a pay-in-person checkout: the experience's allowed pay-in-person
 * type (its default first, codes read like every other payment code), else `PAY_IN_PERSON` when the
 * experience lists no payments. Null when it allows payments but none of them is paid in person.
 */
export function payInPersonType(experience: Experience | null): PaymentType | null {
  if (!experience) return 'PAY_IN_PERSON';
  const allowed = experience.payments.allowed.map((payment) => normalizePaymentType(payment.type));
  const preferred = normalizePaymentType(experience.payments.default);
  if (preferred && IN_PERSON.includes(preferred) && (allowed.length === 0 || allowed.includes(preferred))) return preferred;
  const match = allowed.find((type) => type !== null && IN_PERSON.includes(type));
  if (match) return match;
  return allowed.length === 0 ? 'PAY_IN_PERSON' : null;
}

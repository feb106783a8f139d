import { createHash, randomBytes } from 'node:crypto';

/**
 * The sandbox wallet's test cards (demo/README.md "Test cards"): what the card-fields frame accepts
 * and how a checkout with the resulting token ends. Card numbers only ever travel from the frame to
 * the sandbox's token endpoint; the widget and the checkout see the token.
 */

/** How a checkout paying with a card ends. */
export type CardOutcome =
  /** Paid at once. */
  | { kind: 'success' }
  /** Refused by the issuer at checkout: 400 CARD_DECLINED (4237), no order. */
  | { kind: 'declined' }
  /** AWAITING_CONFIRMATION with a challenge page; after "Complete authentication" SUCCESS, or FAILURE with `failCode`. */
  | { kind: 'challenge'; failCode: number | null; failMessage: string | null };

/** The numbers of demo/README.md (digits only). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  challenge: '4000000000003220',
  challengeThen4236: '4000000000004236',
} as const;

/** What a card number does at checkout. Any other valid card succeeds. */
export function cardOutcome(number: string): CardOutcome {
  switch (number) {
    case TEST_CARDS.declined:
      return { kind: 'declined' };
    case TEST_CARDS.challenge:
      return { kind: 'challenge', failCode: null, failMessage: null };
    case TEST_CARDS.challengeThen4236:
      return { kind: 'challenge', failCode: 4236, failMessage: 'after3DsComplete' };
    default:
      return { kind: 'success' };
  }
}

/** Luhn checksum. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Issuer from the number's prefix (what the wallet reports as `issuer_name`). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return 'CARD';
}

/** A card as typed into the frame. */
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * Checks typed card details the way the frame does (`MISSING_CREDIT_CARD_DETAILS` when a field is
 * empty, `INVALID_CARD` when one is wrong): 12-19 digits passing Luhn (the test cards are known
 * anyway), a future MM/YY expiry (now's month counts), a 3-4 digit CVC. Returns the digits when valid.
 */
export function checkCard(
  input: Partial<CardInput>,
  now: Date,
): { ok: true; digits: string } | { ok: false; code: 'MISSING_CREDIT_CARD_DETAILS' | 'INVALID_CARD'; field: keyof CardInput } {
  const number = String(input.number ?? '').replace(/[\s-]/g, '');
  const expiry = String(input.expiry ?? '').replace(/\s/g, '');
  const cvc = String(input.cvc ?? '').trim();
  for (const [field, value] of [
    ['number', number],
    ['expiry', expiry],
    ['cvc', cvc],
  ] as const) {
    if (!value) return { ok: false, code: 'MISSING_CREDIT_CARD_DETAILS', field };
  }
  const known = (Object.values(TEST_CARDS) as string[]).includes(number);
  if (!/^\d{12,19}$/.test(number) || (!known && !luhnValid(number))) return { ok: false, code: 'INVALID_CARD', field: 'number' };
  const match = /^(\d{2})\/?(\d{2})$/.exec(expiry);
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) return { ok: false, code: 'INVALID_CARD', field: 'expiry' };
  const year = 2000 + Number(match[2]);
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return { ok: false, code: 'INVALID_CARD', field: 'expiry' };
  if (!/^\d{3,4}$/.test(cvc)) return { ok: false, code: 'INVALID_CARD', field: 'cvc' };
  return { ok: true, digits: number };
}

/** A new payment method id (`pm_sandbox_…`) and the card's fingerprint (stable per number). */
export function newCardToken(digits: string): { token: string; fingerprint: string; encryptedCvv: string } {
  return {
    token: `pm_sandbox_${randomBytes(12).toString('hex')}`,
    fingerprint: `fp_${createHash('sha256').update(`sandbox-card:${digits}`).digest('hex').slice(0, 16)}`,
    encryptedCvv: `enc_${randomBytes(8).toString('hex')}`,
  };
}

import type { Currency, Experience, MinorAmount } from '../types';
import { normalizePaymentType } from './payments';

/**
 * The guest's tip choice ("choices are noTip, custom, or a percent"; tip types FIXED and
 * PERCENTAGE). Amounts of `fixed` and `custom` are MAJOR units as typed or configured (`12.5`), the way
 * `customTipValue` reads them; `tipAmount` turns every choice into minor units.
 */
export type TipChoice = { kind: 'percent'; percent: number } | { kind: 'fixed'; amount: number } | { kind: 'custom'; amount: number } | { kind: 'none' };

/** Decimal inputs are capped at 10 characters and 2 decimals. */
export const DECIMAL_INPUT_MAX_LENGTH = 10;

/** Whether `type` (any reading) is in `list` (any reading). */
function listed(list: readonly string[], type: string): boolean {
  const wanted = normalizePaymentType(type) ?? type.trim().toUpperCase();
  return list.some((entry) => (normalizePaymentType(entry) ?? entry.trim().toUpperCase()) === wanted);
}

/**
 * A tip is available only if the experience has tip options and the payment type is not in
 * `hide_tip.payment_types`; a `tip` field setting limited to some payment types (`show_with_payment_type`)
 * hides it for the others too. With no payment chosen (null) only the options and that limit count.
 */
export function tipAvailable(experience: Experience, paymentType: string | null): boolean {
  if (!experience.tip || experience.tip.options.length === 0) return false;
  const shownWith = experience.checkoutFields.tip?.showWithPaymentTypes;
  if (paymentType === null) return !shownWith?.length;
  if (shownWith?.length && !listed(shownWith, paymentType)) return false;
  return !listed(experience.hideTipForPaymentTypes, paymentType);
}

/** Shifts a non-negative decimal's point by `places` through its text, so `1.005 * 100` stays `100.5`. */
function shift(value: number, places: number): number {
  const text = String(value);
  // Huge or tiny values print in exponent form already; plain arithmetic is exact enough there.
  return text.includes('e') ? value * 10 ** places : Number(`${text}e${places}`);
}

/**
 * The tip in minor units: a percent of the subtotal (option value / 100), a fixed or custom
 * major-unit amount, or 0 for none; rounded half up to the currency's minor unit (2 decimals for USD).
 * Negative, non-finite and negative-subtotal inputs give 0.
 */
export function tipAmount(choice: TipChoice, subtotal: MinorAmount, currency: Pick<Currency, 'minorUnit'>): MinorAmount {
  switch (choice.kind) {
    case 'percent': {
      if (!Number.isFinite(choice.percent) || choice.percent <= 0 || !Number.isFinite(subtotal) || subtotal <= 0) return 0;
      // subtotal * percent / 100 via the exponent so 2.5% of 1010 is 25.25 and not 25.249999….
      return Math.round(shift(subtotal * choice.percent, -2));
    }
    case 'fixed':
    case 'custom':
      if (!Number.isFinite(choice.amount) || choice.amount <= 0) return 0;
      return Math.round(shift(choice.amount, currency.minorUnit));
    case 'none':
      return 0;
  }
}

/**
 * Decimal inputs (the custom tip): digits and one dot only, at most 10 characters, no leading
 * dot, at most 2 decimals. Returns the text to keep (unchanged), or null to refuse the keystroke. An
 * empty text is accepted (the guest cleared the box); a trailing dot (`'12.'`) is accepted while typing.
 */
export function parseDecimalInput(text: string): string | null {
  if (text.length > DECIMAL_INPUT_MAX_LENGTH) return null;
  return /^(\d+(\.\d{0,2})?)?$/.test(text) ? text : null;
}

/** The custom tip parsed as a decimal in major units, 0 if not numeric (`'12.5' -> 12.5`, `'abc' -> 0`). */
export function customTipValue(text: string): number {
  const trimmed = text.trim();
  if (!/^\d+(\.\d*)?$/.test(trimmed)) return 0;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : 0;
}

/**
 * Splitting one table's bill between the guests who share it (the optional shared table order
 * capability): pure rules over integer minor units, shared by the widget (what a guest is asked to
 * pay) and the sandbox platform (what it accepts). The platform's bill is the truth; these rules say
 * how a share of it is computed, so that every phone and the platform agree to the cent.
 *
 * Words: the bill's `subtotal` is its lines; `total` adds the service charges and taxes (and takes
 * off discounts) the platform calculated for the whole table. A guest's `share` of the bill is a part
 * of `total`; their tip comes on top and never counts toward the bill.
 */
import type { MinorAmount } from '../types';

/** One line of the table's bill, as the platform calculated it. */
export interface BillLine {
  id: string;
  /** What the line costs, quantity and modifiers included, before charges and taxes (minor units). */
  amount: MinorAmount;
  /** The guest who added it. */
  addedBy: string;
  /**
   * How the line is being paid for: null while nobody paid any of it; else in how many equal parts
   * (1: whole) and which parts are paid (their 0-based indexes).
   */
  split: { parts: number; paid: readonly number[] } | null;
}

/** The table's bill. */
export interface TableBill {
  lines: readonly BillLine[];
  /** The lines' sum. */
  subtotal: MinorAmount;
  /** What the table owes in all (charges and taxes included, discounts taken off). */
  total: MinorAmount;
  /** What was paid toward `total` so far (tips left out). */
  paid: MinorAmount;
}

/** The most ways a bill or a line may be split: a long table, not a rounding trick. */
export const MAX_SPLIT_WAYS = 20;

/** What the table still owes. Never below zero. */
export const remainingOf = (bill: Pick<TableBill, 'total' | 'paid'>): MinorAmount => Math.max(0, bill.total - bill.paid);

/** True once nothing is owed: the bill closes. */
export const isSettled = (bill: Pick<TableBill, 'total' | 'paid'>): boolean => remainingOf(bill) === 0;

/**
 * `amount` cut into `parts` whole minor units that add up to it exactly, the larger ones first (10.00
 * in 3: 3.34, 3.33, 3.33). Part `index` of that cut.
 */
export function partOf(amount: MinorAmount, parts: number, index: number): MinorAmount {
  if (!Number.isInteger(parts) || parts < 1 || !Number.isInteger(index) || index < 0 || index >= parts) {
    throw new RangeError(`No part ${index} of ${parts}.`);
  }
  const base = Math.floor(amount / parts);
  return base + (index < amount - base * parts ? 1 : 0);
}

/**
 * "Split evenly": the share of one guest when what is left is split between `waysLeft` guests still to
 * pay. The remainder is recomputed at each payment (another guest may have paid an item or an amount
 * meanwhile), so the last of them pays exactly what is left.
 */
export function evenShare(remaining: MinorAmount, waysLeft: number): MinorAmount {
  if (!Number.isInteger(waysLeft) || waysLeft < 1 || waysLeft > MAX_SPLIT_WAYS) throw new RangeError(`Cannot split ${waysLeft} ways.`);
  return partOf(remaining, waysLeft, 0);
}

/**
 * The part of the table's total that `itemsAmount` of its lines stands for: the lines' own price plus
 * their proportion of the charges and taxes (rounded to the minor unit). Paying for items never asks
 * more than the table still owes.
 */
export function itemsShare(bill: Pick<TableBill, 'subtotal' | 'total' | 'paid'>, itemsAmount: MinorAmount): MinorAmount {
  if (itemsAmount <= 0) return 0;
  const proportional = bill.subtotal > 0 ? Math.round((itemsAmount * bill.total) / bill.subtotal) : itemsAmount;
  return Math.min(proportional, remainingOf(bill));
}

/** A claim on a part of a line: "I pay for one of the two halves of the wine". */
export interface LineClaim {
  lineId: string;
  /** In how many equal parts the line is split (1: the whole line). */
  parts: number;
}

/** Why a claim on lines is refused; null when it stands. */
export type ClaimRefusal = 'UNKNOWN_LINE' | 'ALREADY_PAID' | 'SPLIT_DIFFERENTLY' | 'BAD_PARTS' | 'EMPTY';

/**
 * Checks claims against the bill as it stands, and says which part of each line they take (the lowest
 * unpaid one): a line already paid in full, or split another way by an earlier payment, is refused. Two
 * guests claiming the last part of a line at once: the platform checks the second against the bill the
 * first left, and refuses it.
 */
export function claimParts(
  bill: Pick<TableBill, 'lines'>,
  claims: readonly LineClaim[],
): { ok: true; parts: { lineId: string; parts: number; index: number; amount: MinorAmount }[] } | { ok: false; refusal: ClaimRefusal; lineId?: string } {
  if (claims.length === 0) return { ok: false, refusal: 'EMPTY' };
  const taken: { lineId: string; parts: number; index: number; amount: MinorAmount }[] = [];
  for (const claim of claims) {
    const line = bill.lines.find((candidate) => candidate.id === claim.lineId);
    if (!line) return { ok: false, refusal: 'UNKNOWN_LINE', lineId: claim.lineId };
    if (!Number.isInteger(claim.parts) || claim.parts < 1 || claim.parts > MAX_SPLIT_WAYS) return { ok: false, refusal: 'BAD_PARTS', lineId: line.id };
    if (line.split && line.split.parts !== claim.parts) return { ok: false, refusal: 'SPLIT_DIFFERENTLY', lineId: line.id };
    const paid = new Set([...(line.split?.paid ?? []), ...taken.filter((part) => part.lineId === line.id).map((part) => part.index)]);
    let index = 0;
    while (paid.has(index)) index += 1;
    if (index >= claim.parts) return { ok: false, refusal: 'ALREADY_PAID', lineId: line.id };
    taken.push({ lineId: line.id, parts: claim.parts, index, amount: partOf(line.amount, claim.parts, index) });
  }
  return { ok: true, parts: taken };
}

/** True when nothing of the line is paid yet. */
export const isLineUnpaid = (line: BillLine): boolean => !line.split || line.split.paid.length === 0;

/** True when every part of the line is paid. */
export const isLinePaid = (line: BillLine): boolean => line.split !== null && line.split.paid.length >= line.split.parts;

/** "Pay for my items": the whole lines `guestId` added that nobody has paid any part of. */
export function myUnpaidLines(bill: Pick<TableBill, 'lines'>, guestId: string): BillLine[] {
  return bill.lines.filter((line) => line.addedBy === guestId && isLineUnpaid(line));
}

/** Why an amount cannot be paid; null when it can. */
export type AmountRefusal = 'NOT_POSITIVE' | 'MORE_THAN_OWED' | 'NOT_WHOLE';

/**
 * "Pay an amount" (and every other way, once its amount is known): a positive number of whole minor
 * units, at most what the table still owes. The last payment closes the bill; none may pass it.
 */
export function amountRefusal(bill: Pick<TableBill, 'total' | 'paid'>, amount: MinorAmount): AmountRefusal | null {
  if (!Number.isInteger(amount)) return 'NOT_WHOLE';
  if (amount <= 0) return 'NOT_POSITIVE';
  return amount > remainingOf(bill) ? 'MORE_THAN_OWED' : null;
}

/** A payer's tip as a percentage of their own share (rounded to the minor unit); it never counts toward the bill. */
export function tipOnShare(share: MinorAmount, percent: number): MinorAmount {
  if (!Number.isFinite(percent) || percent <= 0) return 0;
  return Math.round((share * percent) / 100);
}

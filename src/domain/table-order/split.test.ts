import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountRefusal,
  type BillLine,
  claimParts,
  evenShare,
  isLinePaid,
  isLineUnpaid,
  isSettled,
  itemsShare,
  MAX_SPLIT_WAYS,
  myUnpaidLines,
  partOf,
  remainingOf,
  type TableBill,
  tipOnShare,
} from './split';

const RUNS = { numRuns: 200 };

const line = (id: string, amount: number, addedBy: string, split: BillLine['split'] = null): BillLine => ({ id, amount, addedBy, split });
/** Three guests' lines: Ada's pizza and wine, Ben's pasta; 10 % service and 8 % tax on top. */
const bill = (overrides: Partial<TableBill> = {}): TableBill => ({
  lines: [line('pizza', 1600, 'ada'), line('wine', 3000, 'ada'), line('pasta', 1400, 'ben')],
  subtotal: 6000,
  total: 7080,
  paid: 0,
  ...overrides,
});

describe('partOf', () => {
  it('cuts an amount into whole minor units that add up to it, the larger parts first', () => {
    expect([0, 1, 2].map((index) => partOf(1000, 3, index))).toEqual([334, 333, 333]);
    expect([0, 1].map((index) => partOf(3001, 2, index))).toEqual([1501, 1500]);
    expect(partOf(5, 1, 0)).toBe(5);
    expect([0, 1, 2].map((index) => partOf(1, 3, index))).toEqual([1, 0, 0]);
  });
  it('refuses a part that does not exist', () => {
    expect(() => partOf(100, 0, 0)).toThrow(RangeError);
    expect(() => partOf(100, 2, 2)).toThrow(RangeError);
    expect(() => partOf(100, 2.5, 0)).toThrow(RangeError);
  });
  it('always adds up exactly, and parts differ by one minor unit at most', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: MAX_SPLIT_WAYS }), (amount, parts) => {
        const all = Array.from({ length: parts }, (_, index) => partOf(amount, parts, index));
        expect(all.reduce((sum, part) => sum + part, 0)).toBe(amount);
        expect(Math.max(...all) - Math.min(...all)).toBeLessThanOrEqual(1);
      }),
      RUNS,
    );
  });
});

describe('evenShare', () => {
  it('splits what is left between the guests still to pay; the last pays exactly the rest', () => {
    const owed = bill();
    const first = evenShare(remainingOf(owed), 3);
    expect(first).toBe(2360);
    const second = evenShare(remainingOf({ ...owed, paid: first }), 2);
    const third = evenShare(remainingOf({ ...owed, paid: first + second }), 1);
    expect(first + second + third).toBe(owed.total);
  });
  it('follows a payment made another way in between', () => {
    // Ben paid his pasta (with its share of charges) before the two others split the rest evenly.
    const owed = bill();
    const pasta = itemsShare(owed, 1400);
    const rest = remainingOf({ ...owed, paid: pasta });
    expect(evenShare(rest, 2) + evenShare(rest - evenShare(rest, 2), 1)).toBe(rest);
  });
  it('refuses a split of no one, or of more guests than a table holds', () => {
    expect(() => evenShare(100, 0)).toThrow(RangeError);
    expect(() => evenShare(100, MAX_SPLIT_WAYS + 1)).toThrow(RangeError);
  });
  it('paid in turn by n guests, always closes the bill exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 1, max: MAX_SPLIT_WAYS }), (total, ways) => {
        let paid = 0;
        for (let left = ways; left >= 1; left -= 1) {
          const share = evenShare(total - paid, left);
          expect(amountRefusal({ total, paid }, share) === null || share === 0).toBe(true);
          paid += share;
        }
        expect(paid).toBe(total);
      }),
      RUNS,
    );
  });
});

describe('itemsShare', () => {
  it("adds the items' proportion of the charges and taxes", () => {
    expect(itemsShare(bill(), 1400)).toBe(1652);
    expect(itemsShare(bill(), 4600)).toBe(5428);
    expect(itemsShare(bill(), 0)).toBe(0);
  });
  it('never asks more than the table still owes', () => {
    expect(itemsShare(bill({ paid: 7000 }), 1400)).toBe(80);
  });
  it('without a subtotal (everything free but a charge) asks the items at their price', () => {
    expect(itemsShare(bill({ subtotal: 0, total: 500 }), 300)).toBe(300);
  });
  it('every line paid as items comes to the total within a minor unit per line', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 40 }), (amounts, percent) => {
        const subtotal = amounts.reduce((sum, amount) => sum + amount, 0);
        const total = Math.round(subtotal * (1 + percent / 100));
        const shares = amounts.map((amount) => Math.round((amount * total) / subtotal));
        expect(Math.abs(shares.reduce((sum, share) => sum + share, 0) - total)).toBeLessThanOrEqual(amounts.length);
      }),
      RUNS,
    );
  });
});

describe('claimParts', () => {
  it('takes a whole line, or the lowest unpaid part of a split one', () => {
    expect(claimParts(bill(), [{ lineId: 'pizza', parts: 1 }])).toEqual({ ok: true, parts: [{ lineId: 'pizza', parts: 1, index: 0, amount: 1600 }] });
    const halfPaid = bill({ lines: [line('wine', 3001, 'ada', { parts: 2, paid: [0] })] });
    expect(claimParts(halfPaid, [{ lineId: 'wine', parts: 2 }])).toEqual({ ok: true, parts: [{ lineId: 'wine', parts: 2, index: 1, amount: 1500 }] });
  });
  it('splits one line between guests: two claims in one payment take two parts', () => {
    expect(
      claimParts(bill(), [
        { lineId: 'wine', parts: 3 },
        { lineId: 'wine', parts: 3 },
      ]),
    ).toMatchObject({
      ok: true,
      parts: [
        { index: 0, amount: 1000 },
        { index: 1, amount: 1000 },
      ],
    });
  });
  it('refuses a line paid in full, split another way, unknown, or cut into no parts', () => {
    const paid = bill({ lines: [line('wine', 3000, 'ada', { parts: 2, paid: [0, 1] })] });
    expect(claimParts(paid, [{ lineId: 'wine', parts: 2 }])).toEqual({ ok: false, refusal: 'ALREADY_PAID', lineId: 'wine' });
    const halves = bill({ lines: [line('wine', 3000, 'ada', { parts: 2, paid: [0] })] });
    expect(claimParts(halves, [{ lineId: 'wine', parts: 3 }])).toEqual({ ok: false, refusal: 'SPLIT_DIFFERENTLY', lineId: 'wine' });
    expect(claimParts(bill(), [{ lineId: 'soup', parts: 1 }])).toEqual({ ok: false, refusal: 'UNKNOWN_LINE', lineId: 'soup' });
    expect(claimParts(bill(), [{ lineId: 'pizza', parts: 0 }])).toEqual({ ok: false, refusal: 'BAD_PARTS', lineId: 'pizza' });
    expect(claimParts(bill(), [{ lineId: 'pizza', parts: MAX_SPLIT_WAYS + 1 }])).toEqual({ ok: false, refusal: 'BAD_PARTS', lineId: 'pizza' });
    expect(claimParts(bill(), [])).toEqual({ ok: false, refusal: 'EMPTY' });
    expect(
      claimParts(bill(), [
        { lineId: 'pizza', parts: 1 },
        { lineId: 'pizza', parts: 1 },
      ]),
    ).toEqual({ ok: false, refusal: 'ALREADY_PAID', lineId: 'pizza' });
  });
  it('two guests racing for the last part: the second, checked against the bill the first left, is refused', () => {
    const before = bill({ lines: [line('wine', 3000, 'ada', { parts: 2, paid: [0] })] });
    const first = claimParts(before, [{ lineId: 'wine', parts: 2 }]);
    expect(first.ok).toBe(true);
    const after = bill({ lines: [line('wine', 3000, 'ada', { parts: 2, paid: [0, 1] })] });
    expect(claimParts(after, [{ lineId: 'wine', parts: 2 }])).toMatchObject({ ok: false, refusal: 'ALREADY_PAID' });
  });
});

describe('lines of a guest, and their state', () => {
  it("'Pay for my items' takes the guest's lines nobody paid any part of", () => {
    const owed = bill({ lines: [line('pizza', 1600, 'ada'), line('wine', 3000, 'ada', { parts: 2, paid: [1] }), line('pasta', 1400, 'ben')] });
    expect(myUnpaidLines(owed, 'ada').map((entry) => entry.id)).toEqual(['pizza']);
    expect(myUnpaidLines(owed, 'cy')).toEqual([]);
  });
  it('tells unpaid, partly paid and paid lines apart', () => {
    expect(isLineUnpaid(line('a', 1, 'x'))).toBe(true);
    expect(isLineUnpaid(line('a', 1, 'x', { parts: 2, paid: [] }))).toBe(true);
    expect(isLineUnpaid(line('a', 1, 'x', { parts: 2, paid: [0] }))).toBe(false);
    expect(isLinePaid(line('a', 1, 'x', { parts: 2, paid: [0] }))).toBe(false);
    expect(isLinePaid(line('a', 1, 'x', { parts: 2, paid: [0, 1] }))).toBe(true);
  });
});

describe('amounts, the remainder and tips', () => {
  it('accepts a whole positive amount up to what is owed, and no more', () => {
    expect(amountRefusal(bill(), 7080)).toBeNull();
    expect(amountRefusal(bill({ paid: 7000 }), 81)).toBe('MORE_THAN_OWED');
    expect(amountRefusal(bill(), 0)).toBe('NOT_POSITIVE');
    expect(amountRefusal(bill(), -5)).toBe('NOT_POSITIVE');
    expect(amountRefusal(bill(), 10.5)).toBe('NOT_WHOLE');
  });
  it('closes the bill at zero, never below', () => {
    expect(remainingOf(bill({ paid: 7080 }))).toBe(0);
    expect(remainingOf(bill({ paid: 8000 }))).toBe(0);
    expect(isSettled(bill({ paid: 7080 }))).toBe(true);
    expect(isSettled(bill({ paid: 7079 }))).toBe(false);
  });
  it('tips each payer on their own share, outside the bill', () => {
    expect(tipOnShare(2360, 15)).toBe(354);
    expect(tipOnShare(2360, 0)).toBe(0);
    expect(tipOnShare(2360, Number.NaN)).toBe(0);
  });
});

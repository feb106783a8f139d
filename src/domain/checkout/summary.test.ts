import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../types';
import { summaryLines } from './summary';

const base: OrderSummary = {
  subtotal: 4000,
  serviceCharges: [{ name: 'Service charge 3%', amount: 120 }],
  taxes: [{ name: 'Sales tax', amount: 355, inclusive: false }],
  tip: 0,
  discount: 0,
  total: 4475,
};

describe('summaryLines (order summary, hiding)', () => {
  it('lists subtotal, service charges, taxes and total in order', () => {
    expect(summaryLines(base)).toEqual([
      { kind: 'subtotal', key: 'subtotal', amount: 4000 },
      { kind: 'serviceCharge', key: 'service-0', name: 'Service charge 3%', amount: 120 },
      { kind: 'tax', key: 'tax-0', name: 'Sales tax', amount: 355, inclusive: false },
      { kind: 'total', key: 'total', amount: 4475 },
    ]);
  });
  it('hides zero taxes and a zero discount, keeps keys by position', () => {
    const lines = summaryLines({
      ...base,
      taxes: [
        { name: 'City tax', amount: 0, inclusive: false },
        { name: 'VAT', amount: 600, inclusive: true },
      ],
    });
    expect(lines.map((line) => line.kind)).toEqual(['subtotal', 'serviceCharge', 'tax', 'total']);
    expect(lines[2]).toEqual({ kind: 'tax', key: 'tax-1', name: 'VAT', amount: 600, inclusive: true });
  });
  it('flags inclusive taxes without adding them to the total', () => {
    const vat: OrderSummary = {
      subtotal: 3000,
      serviceCharges: [],
      taxes: [{ name: 'VAT 17%', amount: 436, inclusive: true }],
      tip: 0,
      discount: 0,
      total: 3000,
    };
    expect(summaryLines(vat)).toEqual([
      { kind: 'subtotal', key: 'subtotal', amount: 3000 },
      { kind: 'tax', key: 'tax-0', name: 'VAT 17%', amount: 436, inclusive: true },
      { kind: 'total', key: 'total', amount: 3000 },
    ]);
  });
  it('shows the discount as a negative amount, whatever its sign on the wire', () => {
    expect(summaryLines({ ...base, discount: 400, total: 4075 }).find((l) => l.kind === 'discount')).toEqual({
      kind: 'discount',
      key: 'discount',
      amount: -400,
    });
    expect(summaryLines({ ...base, discount: -400, total: 4075 }).find((l) => l.kind === 'discount')).toEqual({
      kind: 'discount',
      key: 'discount',
      amount: -400,
    });
  });
  it('places tip after taxes and before the discount', () => {
    const lines = summaryLines({ ...base, tip: 600, discount: 400, total: 4675 });
    expect(lines.map((l) => l.kind)).toEqual(['subtotal', 'serviceCharge', 'tax', 'tip', 'discount', 'total']);
    expect(lines.at(-1)).toEqual({ kind: 'total', key: 'total', amount: 4675 });
  });
  it("shows the summary's own tip when no checkout tip is given", () => {
    expect(summaryLines({ ...base, tip: 600, total: 5075 }, null).find((l) => l.kind === 'tip')).toEqual({ kind: 'tip', key: 'tip', amount: 600 });
  });
  it('replaces the tip with the chosen one and moves the total by the difference', () => {
    const lines = summaryLines(base, 600);
    expect(lines.find((l) => l.kind === 'tip')).toEqual({ kind: 'tip', key: 'tip', amount: 600 });
    expect(lines.at(-1)).toEqual({ kind: 'total', key: 'total', amount: 5075 });
    const replaced = summaryLines({ ...base, tip: 600, total: 5075 }, 800);
    expect(replaced.at(-1)).toEqual({ kind: 'total', key: 'total', amount: 5275 });
  });
  it('hides a zero tip, including a chosen "no tip" over a calculated one', () => {
    expect(summaryLines(base, 0).some((l) => l.kind === 'tip')).toBe(false);
    const noTip = summaryLines({ ...base, tip: 600, total: 5075 }, 0);
    expect(noTip.some((l) => l.kind === 'tip')).toBe(false);
    expect(noTip.at(-1)).toEqual({ kind: 'total', key: 'total', amount: 4475 });
  });
  it('keeps zero service charges (spec hides only zero taxes and discounts)', () => {
    expect(summaryLines({ ...base, serviceCharges: [{ name: 'Service', amount: 0 }] }).some((l) => l.kind === 'serviceCharge')).toBe(true);
  });
  it('works for an empty summary', () => {
    const empty: OrderSummary = { subtotal: 0, serviceCharges: [], taxes: [], tip: 0, discount: 0, total: 0 };
    expect(summaryLines(empty)).toEqual([
      { kind: 'subtotal', key: 'subtotal', amount: 0 },
      { kind: 'total', key: 'total', amount: 0 },
    ]);
  });
});

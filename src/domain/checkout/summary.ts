import type { MinorAmount, OrderSummary } from '../types';

/** One row of the order summary (order summary, hiding rules). `key` is stable for lists. */
export type SummaryLine =
  | { kind: 'subtotal'; key: string; amount: MinorAmount }
  | { kind: 'serviceCharge'; key: string; name: string; amount: MinorAmount }
  | { kind: 'tax'; key: string; name: string; amount: MinorAmount; inclusive: boolean }
  | { kind: 'tip'; key: string; amount: MinorAmount }
  | { kind: 'discount'; key: string; amount: MinorAmount }
  | { kind: 'total'; key: string; amount: MinorAmount };

/**
 * The summary rows in order: subtotal, service charges, taxes (inclusive ones flagged: they are part of
 * the prices, not added), tip, discount (negative), total. Zero-value taxes and a zero discount
 * are hidden; a zero tip is hidden too.
 *
 * `tip` is the tip chosen on the checkout (minor units) when the calculation does not include it yet:
 * it replaces the summary's tip and the total moves by the difference. Omitted or null: the summary's own.
 */
export function summaryLines(summary: OrderSummary, tip?: MinorAmount | null): SummaryLine[] {
  const shownTip = tip ?? summary.tip;
  const lines: SummaryLine[] = [{ kind: 'subtotal', key: 'subtotal', amount: summary.subtotal }];
  summary.serviceCharges.forEach((charge, index) => {
    lines.push({ kind: 'serviceCharge', key: `service-${index}`, name: charge.name, amount: charge.amount });
  });
  summary.taxes.forEach((tax, index) => {
    if (tax.amount !== 0) lines.push({ kind: 'tax', key: `tax-${index}`, name: tax.name, amount: tax.amount, inclusive: tax.inclusive });
  });
  if (shownTip) lines.push({ kind: 'tip', key: 'tip', amount: shownTip });
  if (summary.discount) lines.push({ kind: 'discount', key: 'discount', amount: -Math.abs(summary.discount) });
  lines.push({ kind: 'total', key: 'total', amount: summary.total - summary.tip + shownTip });
  return lines;
}

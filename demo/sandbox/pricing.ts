import type { WireCartRequest, WireItem, WireMenu, WireModifier, WireRealtimeCart, WireSummary } from '../../src/api/wire';
import type { SeedLocation } from './seed';

/**
 * Server-side cart calculation (spec 3 order summary, 4.4), all in integer cents:
 * subtotal = items + modifiers; service charge = rate x subtotal; exclusive taxes = rate x
 * (subtotal + service charge), added to the total; inclusive taxes = the share already inside the
 * subtotal, reported only; tip added at checkout. The summary goes on the wire in MAJOR units.
 */

/** One priced line, kept with the order for the console and history. */
export interface PricedLine {
  pui: string;
  name: string;
  quantity: number;
  comment: string;
  /** Cents, item plus its modifiers. */
  unitPrice: number;
  total: number;
  modifiers: { pui: string; name: string; quantity: number; price: number }[];
}

/** Summary in cents. */
export interface SummaryCents {
  subtotal: number;
  serviceCharges: { name: string; amount: number }[];
  taxes: { name: string; amount: number; isInclusive: boolean }[];
  tip: number;
  discount: number;
  total: number;
}

export type ItemError = WireRealtimeCart['items_errors'][number];

export type Calculation =
  | { ok: true; lines: PricedLine[]; summary: SummaryCents }
  | { ok: false; reason: string; itemsErrors: ItemError[]; lines: PricedLine[] };

interface IndexedItem {
  item: WireItem;
  modifiers: Map<string, { modifier: WireModifier; groupId: number }>;
}

/** Items of a menu by pos id, including items of sub-categories. */
export function indexMenu(menu: WireMenu): Map<string, IndexedItem> {
  const index = new Map<string, IndexedItem>();
  const visit = (categories: WireMenu['categories']) => {
    for (const category of categories) {
      for (const item of category.items) {
        const modifiers = new Map<string, { modifier: WireModifier; groupId: number }>();
        for (const group of item.modifierGroups) {
          for (const modifier of group.modifiers) modifiers.set(modifier.pos_unique_id, { modifier, groupId: group.id });
        }
        index.set(item.pos_unique_id, { item, modifiers });
      }
      visit(category.subcategories);
    }
  };
  visit(menu.categories);
  return index;
}

/** Major units (12.5) to cents (1250) without float drift. */
export const toCents = (major: number): number => Math.round(major * 100);
/** Cents to major units for the wire. */
export const toMajor = (cents: number): number => Math.round(cents) / 100;

/** Prices the request's items against the menu and the location's stock and taxes. */
export function calculateCart(request: Pick<WireCartRequest, 'items'>, menu: WireMenu, location: SeedLocation, tipCents = 0): Calculation {
  const index = indexMenu(menu);
  const lines: PricedLine[] = [];
  const itemsErrors: ItemError[] = [];
  let invalid = false;
  const requested = new Map<number, number>();

  for (const line of request.items) {
    const entry = index.get(line.pui);
    if (!entry || entry.item.is_hidden) {
      invalid = true;
      continue;
    }
    const { item } = entry;
    if (location.outOfStock.includes(item.serial_id)) {
      itemsErrors.push({ pui: item.pos_unique_id, name: item.name, error: 'OUT_OF_STOCK', available: 0 });
    }
    requested.set(item.serial_id, (requested.get(item.serial_id) ?? 0) + line.quantity);

    const modifiers: PricedLine['modifiers'] = [];
    const perGroup = new Map<number, number>();
    let unit = toCents(item.price);
    for (const chosen of line.modifiers) {
      const found = entry.modifiers.get(chosen.pui);
      if (!found) {
        invalid = true;
        continue;
      }
      if (!found.modifier.stock) {
        itemsErrors.push({ pui: found.modifier.pos_unique_id, name: `${item.name} - ${found.modifier.name}`, error: 'SOLD_OUT', available: 0 });
      }
      perGroup.set(found.groupId, (perGroup.get(found.groupId) ?? 0) + chosen.quantity);
      unit += toCents(found.modifier.price) * chosen.quantity;
      modifiers.push({ pui: chosen.pui, name: found.modifier.name, quantity: chosen.quantity, price: toMajor(toCents(found.modifier.price)) });
    }
    for (const group of item.modifierGroups) {
      const count = perGroup.get(group.id) ?? 0;
      if (count < group.minSelect || count > group.maxSelect) invalid = true;
    }
    lines.push({ pui: item.pos_unique_id, name: item.name, quantity: line.quantity, comment: line.comment, unitPrice: unit, total: unit * line.quantity, modifiers });
  }

  for (const [serial, quantity] of requested) {
    const available = location.stockLimits[serial];
    if (available === undefined || quantity <= available) continue;
    const entry = [...index.values()].find((candidate) => candidate.item.serial_id === serial);
    if (entry) itemsErrors.push({ pui: entry.item.pos_unique_id, name: entry.item.name, error: 'NOT_ENOUGH', available });
  }

  // Spec 8.2: stock problems win over other item problems (the guest can fix them by removing items).
  if (itemsErrors.length) {
    const onlyNotEnough = itemsErrors.every((error) => error.error === 'NOT_ENOUGH');
    return { ok: false, reason: onlyNotEnough ? 'NOT_ENOUGH_POS_ITEMS_IN_STOCK' : 'CART_ITEM_OUT_OF_STOCK', itemsErrors, lines };
  }
  if (invalid || request.items.length === 0) return { ok: false, reason: 'CART_ITEM_NOT_VALID', itemsErrors: [], lines };

  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  const serviceCharges = location.serviceCharge
    ? [{ name: location.serviceCharge.name, amount: Math.round(subtotal * location.serviceCharge.rate) }]
    : [];
  const taxable = subtotal + serviceCharges.reduce((sum, charge) => sum + charge.amount, 0);
  const taxes = location.taxes.map((tax) => ({
    name: tax.name,
    isInclusive: tax.inclusive,
    amount: tax.inclusive ? Math.round(subtotal - subtotal / (1 + tax.rate)) : Math.round(taxable * tax.rate),
  }));
  const exclusiveTaxes = taxes.filter((tax) => !tax.isInclusive).reduce((sum, tax) => sum + tax.amount, 0);
  const total = taxable + exclusiveTaxes + tipCents;
  return { ok: true, lines, summary: { subtotal, serviceCharges, taxes, tip: tipCents, discount: 0, total } };
}

/** Tip in cents from the checkout body's tip (PERCENTAGE of the subtotal, or FIXED major units). */
export function tipCents(tip: { amount: number; type: 'FIXED' | 'PERCENTAGE' } | null, subtotalCents: number): number {
  if (!tip || !(tip.amount > 0)) return 0;
  return tip.type === 'PERCENTAGE' ? Math.round((subtotalCents * tip.amount) / 100) : toCents(tip.amount);
}

/** The wire summary (major units). */
export function toWireSummary(summary: SummaryCents): WireSummary {
  return {
    subtotal: toMajor(summary.subtotal),
    service_charges: summary.serviceCharges.map((charge) => ({ name: charge.name, amount: toMajor(charge.amount) })),
    taxes: summary.taxes.map((tax) => ({ name: tax.name, amount: toMajor(tax.amount), is_inclusive: tax.isInclusive })),
    tip: toMajor(summary.tip),
    discount: toMajor(summary.discount),
    total: toMajor(summary.total),
  };
}

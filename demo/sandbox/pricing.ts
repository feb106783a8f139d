import type { WireCartRequest, WireItem, WireMenu, WireModifier, WireModifierGroup, WireRealtimeCart, WireSummary } from '../../src/api/wire';
import type { SeedLocation } from './seed-types';
import { discountMinor, type SandboxCoupon } from './coupons';
import { HttpError } from './http';
import { minorUnitOf } from './seed-currencies';

/**
 * Server-side cart calculation (order summary), all in integer minor units of the
 * location's currency (cents for USD, yen for JPY, fils for KWD):
 * subtotal = items + modifiers; service charge = rate x subtotal; exclusive taxes = rate x
 * (subtotal + service charge), added to the total; inclusive taxes = the share already inside the
 * subtotal, reported only; tip added at checkout. A coupon's discount comes off the subtotal before
 * service charges and taxes (they are taken of subtotal − discount). The summary goes on the wire in MAJOR units.
 */

/** One priced line, kept with the order for the console and history. */
export interface PricedLine {
  pui: string;
  name: string;
  quantity: number;
  comment: string;
  /** Minor units, item plus its modifiers (nested ones too). */
  unitPrice: number;
  total: number;
  modifiers: { pui: string; name: string; quantity: number; price: number }[];
}

/** Summary in minor units. */
export interface SummaryCents {
  subtotal: number;
  serviceCharges: { name: string; amount: number }[];
  taxes: { name: string; amount: number; isInclusive: boolean }[];
  tip: number;
  discount: number;
  total: number;
}

export type ItemError = WireRealtimeCart['items_errors'][number];

/** A calculation's result; amounts in minor units of the location's currency (`minorUnit` decimals). */
export type Calculation =
  | { ok: true; lines: PricedLine[]; summary: SummaryCents; minorUnit: number }
  | { ok: false; reason: string; itemsErrors: ItemError[]; lines: PricedLine[]; minorUnit: number };

/** A modifier of an item, nested ones included: the group it belongs to and the modifier that opened that group. */
interface IndexedModifier {
  modifier: WireModifier;
  group: WireModifierGroup;
  /** pos id of the modifier whose nested group this is; null for a top-level group. */
  parentPui: string | null;
}

interface IndexedItem {
  item: WireItem;
  modifiers: Map<string, IndexedModifier>;
}

/**
 * Items of one or more menus by pos id, including items of sub-categories, with every modifier of
 * their groups and of nested groups (a modifier's own `modifierGroups`). With several menus (an
 * experience's time-window files) the first menu naming a pos id wins.
 */
export function indexMenu(menus: WireMenu | readonly WireMenu[]): Map<string, IndexedItem> {
  const index = new Map<string, IndexedItem>();
  const indexGroups = (groups: readonly WireModifierGroup[] | undefined, parentPui: string | null, into: Map<string, IndexedModifier>) => {
    for (const group of groups ?? []) {
      for (const modifier of group.modifiers) {
        if (!into.has(modifier.pos_unique_id)) into.set(modifier.pos_unique_id, { modifier, group, parentPui });
        indexGroups(modifier.modifierGroups, modifier.pos_unique_id, into);
      }
    }
  };
  const visit = (categories: WireMenu['categories']) => {
    for (const category of categories) {
      for (const item of category.items) {
        if (index.has(item.pos_unique_id)) continue;
        const modifiers = new Map<string, IndexedModifier>();
        indexGroups(item.modifierGroups, null, modifiers);
        index.set(item.pos_unique_id, { item, modifiers });
      }
      visit(category.subcategories);
    }
  };
  for (const menu of Array.isArray(menus) ? menus : [menus as WireMenu]) visit(menu.categories);
  return index;
}

/** Major units (12.5) to minor units (1250 with 2 decimals, 12 with 0, 12500 with 3) without float drift. */
export const toCents = (major: number, minorUnit = 2): number => Math.round(major * 10 ** minorUnit);
/** Minor units back to major units for the wire. */
export const toMajor = (minor: number, minorUnit = 2): number => Math.round(minor) / 10 ** minorUnit;

/**
 * Whether the chosen modifiers satisfy the item's groups: every top-level group, and the nested
 * groups of each chosen modifier, within min..max (max 0 = no maximum); a nested modifier counts
 * only with its parent chosen.
 */
function modifiersValid(item: WireItem, perGroup: ReadonlyMap<number, number>, chosen: ReadonlySet<string>): boolean {
  const groupsValid = (groups: readonly WireModifierGroup[] | undefined): boolean =>
    (groups ?? []).every((group) => {
      const count = perGroup.get(group.id) ?? 0;
      if (count < group.minSelect || (group.maxSelect > 0 && count > group.maxSelect)) return false;
      return group.modifiers.every((modifier) => !chosen.has(modifier.pos_unique_id) || groupsValid(modifier.modifierGroups));
    });
  return groupsValid(item.modifierGroups);
}

/** Checkout extras of a calculation: the tip (minor units) and the cart's coupon. */
export interface PricingOptions {
  tipMinor?: number;
  coupon?: SandboxCoupon | null;
}

/**
 * Prices the request's items against the menus (an experience's files) and the location's stock
 * (`outOfStock` as it stands, seed plus POST /__sandbox/stock) and taxes, in the minor units of the
 * location's currency.
 */
export function calculateCart(
  request: Pick<WireCartRequest, 'items'>,
  menus: WireMenu | readonly WireMenu[],
  location: SeedLocation,
  options: number | PricingOptions = 0,
): Calculation {
  const { tipMinor = 0, coupon = null } = typeof options === 'number' ? { tipMinor: options } : options;
  const minorUnit = minorUnitOf(location.location.currency.code);
  const minor = (major: number) => toCents(major, minorUnit);
  const index = indexMenu(menus);
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
    const chosen = new Set(line.modifiers.map((modifier) => modifier.pui));
    let unit = minor(item.price);
    for (const pick of line.modifiers) {
      const found = entry.modifiers.get(pick.pui);
      if (!found || (found.parentPui !== null && !chosen.has(found.parentPui))) {
        invalid = true;
        continue;
      }
      if (!found.modifier.stock) {
        itemsErrors.push({ pui: found.modifier.pos_unique_id, name: `${item.name} - ${found.modifier.name}`, error: 'SOLD_OUT', available: 0 });
      }
      perGroup.set(found.group.id, (perGroup.get(found.group.id) ?? 0) + pick.quantity);
      unit += minor(found.modifier.price) * pick.quantity;
      modifiers.push({ pui: pick.pui, name: found.modifier.name, quantity: pick.quantity, price: toMajor(minor(found.modifier.price), minorUnit) });
    }
    if (!modifiersValid(item, perGroup, chosen)) invalid = true;
    lines.push({
      pui: item.pos_unique_id,
      name: item.name,
      quantity: line.quantity,
      comment: line.comment,
      unitPrice: unit,
      total: unit * line.quantity,
      modifiers,
    });
  }

  for (const [serial, quantity] of requested) {
    const available = location.stockLimits[serial];
    if (available === undefined || quantity <= available) continue;
    const entry = [...index.values()].find((candidate) => candidate.item.serial_id === serial);
    if (entry) itemsErrors.push({ pui: entry.item.pos_unique_id, name: entry.item.name, error: 'NOT_ENOUGH', available });
  }

  // Stock problems win over other item problems (the guest can fix them by removing items).
  if (itemsErrors.length) {
    const onlyNotEnough = itemsErrors.every((error) => error.error === 'NOT_ENOUGH');
    return { ok: false, reason: onlyNotEnough ? 'NOT_ENOUGH_POS_ITEMS_IN_STOCK' : 'CART_ITEM_OUT_OF_STOCK', itemsErrors, lines, minorUnit };
  }
  if (invalid || request.items.length === 0) return { ok: false, reason: 'CART_ITEM_NOT_VALID', itemsErrors: [], lines, minorUnit };

  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  // The coupon comes off the subtotal first: charges and taxes are on what the guest pays for.
  const discount = discountMinor(coupon, subtotal, minorUnit);
  const base = subtotal - discount;
  const serviceCharges = location.serviceCharge ? [{ name: location.serviceCharge.name, amount: Math.round(base * location.serviceCharge.rate) }] : [];
  const taxable = base + serviceCharges.reduce((sum, charge) => sum + charge.amount, 0);
  const taxes = location.taxes.map((tax) => ({
    name: tax.name,
    isInclusive: tax.inclusive,
    amount: tax.inclusive ? Math.round(base - base / (1 + tax.rate)) : Math.round(taxable * tax.rate),
  }));
  const exclusiveTaxes = taxes.filter((tax) => !tax.isInclusive).reduce((sum, tax) => sum + tax.amount, 0);
  const total = taxable + exclusiveTaxes + tipMinor;
  return { ok: true, lines, summary: { subtotal, serviceCharges, taxes, tip: tipMinor, discount, total }, minorUnit };
}

/**
 * The error a refused calculation is answered with where the guest is waiting for an answer (a checkout,
 * a line added to a shared table order, a round sent): an unknown item or modifier, or a missing choice,
 * is CART_ITEM_NOT_VALID; stock problems name their items (NOT_ENOUGH_POS_ITEMS_IN_STOCK when every one
 * is short, else CART_CHECKOUT_ITEM_OUT_OF_STOCK).
 */
export function calculationError(failed: Extract<Calculation, { ok: false }>): HttpError {
  if (failed.reason === 'CART_ITEM_NOT_VALID') return HttpError.of('CART_ITEM_NOT_VALID');
  const items = failed.itemsErrors.map((error) => ({ pui: error.pui, name: error.name, available: error.available ?? 0 }));
  const key = failed.reason === 'NOT_ENOUGH_POS_ITEMS_IN_STOCK' ? 'NOT_ENOUGH_POS_ITEMS_IN_STOCK' : 'CART_CHECKOUT_ITEM_OUT_OF_STOCK';
  return HttpError.of(key, { items_not_in_stock: items });
}

/**
 * Tip in minor units from the checkout body's tip. The widget computes the amount for either type
 * (a percent option is taken of the subtotal on the guest's side), so `amount` is money in
 * major units for both; `type` only says how the guest chose it (PERCENTAGE option, FIXED custom).
 */
export function tipCents(tip: { amount: number; type: 'FIXED' | 'PERCENTAGE' } | null, minorUnit = 2): number {
  if (!tip || !(tip.amount > 0)) return 0;
  return toCents(tip.amount, minorUnit);
}

/** The wire summary (major units of a currency with `minorUnit` decimals). */
export function toWireSummary(summary: SummaryCents, minorUnit = 2): WireSummary {
  const major = (minor: number) => toMajor(minor, minorUnit);
  return {
    subtotal: major(summary.subtotal),
    service_charges: summary.serviceCharges.map((charge) => ({ name: charge.name, amount: major(charge.amount) })),
    taxes: summary.taxes.map((tax) => ({ name: tax.name, amount: major(tax.amount), is_inclusive: tax.isInclusive })),
    tip: major(summary.tip),
    discount: major(summary.discount),
    total: major(summary.total),
  };
}

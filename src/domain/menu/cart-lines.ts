/**
 * Order lines ("Cart line": the current order is a map of lines keyed by `editId`): building a
 * line from an item and its choices, merging identical lines, editing and removing lines.
 * Every function returns new arrays and lines; inputs are never changed.
 */
import type { CartLine, MenuItem } from '../types';
import { pruneSelection, selectedModifiers, unitPrice, type ModifierSelection } from './modifiers';

/** What the guest chose on the item page (or the defaults for a direct add). */
export interface LineOptions {
  quantity: number;
  comment: string;
  modifiers: ModifierSelection;
}

/** "Item quantity at least 1". Non-numbers and fractions become whole numbers, at least 1. */
export function normalizeQuantity(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.max(1, Math.floor(value));
}

/**
 * A new order line for `item` with `options`: the selection is cleaned against the item
 * (`pruneSelection`), the unit price includes every selected modifier (nested too), and the
 * modifiers' POS ids and names are kept for the cart call and for my order. The comment is trimmed.
 */
export function buildLine(item: MenuItem, options: LineOptions, editId: string): CartLine {
  const selection = pruneSelection(item, options.modifiers);
  const chosen = selectedModifiers(item, selection);
  const modifiers: Record<number, number[]> = {};
  for (const [groupId, ids] of Object.entries(selection)) modifiers[Number(groupId)] = [...ids];
  return {
    editId,
    itemId: item.id,
    posUniqueId: item.posUniqueId,
    serialId: item.serialId,
    name: item.name,
    quantity: normalizeQuantity(options.quantity),
    comment: options.comment.trim(),
    unitPrice: unitPrice(item, selection),
    modifiers,
    modifierPuis: chosen.map((m) => m.posUniqueId),
    modifierNames: chosen.map((m) => m.name),
  };
}

function selectionKey(modifiers: Readonly<Record<number, readonly number[]>>): string {
  return Object.entries(modifiers)
    .filter(([, ids]) => ids.length > 0)
    .map(([groupId, ids]) => `${groupId}:${[...new Set(ids)].sort((a, b) => a - b).join(',')}`)
    .sort()
    .join('|');
}

/**
 * True when two lines are the same choice and can be one line with the quantities added: same item,
 * same modifiers (order and empty groups ignored) and same comment (surrounding spaces ignored).
 */
export function sameChoice(a: Pick<CartLine, 'itemId' | 'modifiers' | 'comment'>, b: Pick<CartLine, 'itemId' | 'modifiers' | 'comment'>): boolean {
  return a.itemId === b.itemId && a.comment.trim() === b.comment.trim() && selectionKey(a.modifiers) === selectionKey(b.modifiers);
}

/**
 * Adds `line` to the order. When an identical line exists (`sameChoice`) it is merged into that one:
 * the quantities add up, the existing line keeps its `editId` and position, and takes the new line's
 * price and names (fresh from the current menu). Otherwise the line is appended.
 */
export function addLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const index = lines.findIndex((existing) => sameChoice(existing, line));
  if (index < 0) return [...lines, line];
  return lines.map((existing, i) => (i === index ? { ...line, editId: existing.editId, quantity: existing.quantity + line.quantity } : existing));
}

/**
 * Replaces the line `editId` with `line` (an edit on `/menu/{id}/{editId}`); the line keeps `editId`
 * and its position. If the edited line now equals another line, the two become one (quantities
 * added) at the edited line's position, keeping `editId`. An unknown `editId` adds the line
 * (`addLine`), so an edit of a line removed meanwhile is not lost.
 */
export function replaceLine(lines: readonly CartLine[], editId: string, line: CartLine): CartLine[] {
  const index = lines.findIndex((existing) => existing.editId === editId);
  if (index < 0) return addLine(lines, line);
  const edited: CartLine = { ...line, editId };
  const twin = lines.find((existing, i) => i !== index && sameChoice(existing, edited));
  const merged = twin ? { ...edited, quantity: edited.quantity + twin.quantity } : edited;
  return lines.filter((existing) => existing !== twin).map((existing) => (existing.editId === editId ? merged : existing));
}

/**
 * What a change of the order added and removed, as lines carrying the quantities that changed (for the
 * host's analytics). Lines are compared by their goods (the item and its choices; the comment, the
 * price and the line they sit in are not what was bought), so a merge, an edit or a quantity change
 * gives only the goods whose count moved: more than before is the difference added (the new order's
 * line for it), fewer is the difference removed (the old order's line). An edit into other choices is
 * the old goods removed and the new ones added. Each list follows the order of its lines.
 */
export function cartChanges(before: readonly CartLine[], after: readonly CartLine[]): { added: CartLine[]; removed: CartLine[] } {
  const counts = (lines: readonly CartLine[]) => {
    const byGoods = new Map<string, { line: CartLine; quantity: number }>();
    for (const line of lines) {
      const key = `${line.itemId}|${selectionKey(line.modifiers)}`;
      const entry = byGoods.get(key);
      if (entry) entry.quantity += line.quantity;
      else byGoods.set(key, { line, quantity: line.quantity });
    }
    return byGoods;
  };
  const difference = (from: Map<string, { line: CartLine; quantity: number }>, to: Map<string, { line: CartLine; quantity: number }>) => {
    const lines: CartLine[] = [];
    for (const [key, { line, quantity }] of to) {
      const change = quantity - (from.get(key)?.quantity ?? 0);
      if (change > 0) lines.push({ ...line, quantity: change });
    }
    return lines;
  };
  const old = counts(before);
  const current = counts(after);
  return { added: difference(old, current), removed: difference(current, old) };
}

/**
 * Splits the order into the lines still available and the ones to remove (an item out of stock or
 * gone from the menu, "Removing unavailable items ... triggers the missing-items popup").
 * Both keep their order.
 */
export function splitUnavailable(lines: readonly CartLine[], isAvailable: (line: CartLine) => boolean): { kept: CartLine[]; removed: CartLine[] } {
  const kept: CartLine[] = [];
  const removed: CartLine[] = [];
  for (const line of lines) (isAvailable(line) ? kept : removed).push(line);
  return { kept, removed };
}

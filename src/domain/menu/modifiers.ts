/**
 * Modifier choices on an item (modifier group / modifier, "Modifier selection"):
 * radio groups, min/max rules, the "Max number of items is selected" state, nested groups, and the
 * prices and calories the choices add.
 *
 * A selection maps group id -> selected modifier ids, for top-level AND nested groups in one map
 * (group ids are unique within an item). A nested group counts only while the modifier that owns it
 * is selected ("active"); un-picking that modifier drops its nested choices.
 */
import type { MenuItem, MinorAmount, Modifier, ModifierGroup } from '../types';

/** Selected modifier ids per group id (nested groups' ids in the same map). */
export type ModifierSelection = Readonly<Record<number, readonly number[]>>;

/** A group the guest currently sees: a top-level group, or a nested one under a selected modifier. */
export interface ActiveGroup {
  group: ModifierGroup;
  /** 0 for the item's own groups, 1 for groups under a selected modifier, and so on. */
  depth: number;
  /** The selected modifier the group hangs under; null at the top level. */
  parentModifierId: number | null;
}

/** The hint shown with a group, mapped to text by the UI. */
export type GroupHint = 'choose-one' | 'choose-exactly' | 'choose-up-to' | 'choose-at-least' | 'choose-between' | 'optional' | 'all-that-apply';

/** A group's rule, normalised: `max` 0 means no maximum. */
export interface GroupRule {
  min: number;
  max: number;
  radio: boolean;
  required: boolean;
  hint: GroupHint;
}

/** Why a group is invalid: too few or too many choices. */
export type GroupProblem = { kind: 'min'; min: number } | { kind: 'max'; max: number };

/** "up to 10 options shown as select, above 10 means 'all that apply'". */
const ALL_THAT_APPLY_ABOVE = 10;

const whole = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0);

/** Groups with min and max both 1 are radios (exactly one, picking another replaces it). */
export function isRadioGroup(group: ModifierGroup): boolean {
  return whole(group.minSelect) === 1 && whole(group.maxSelect) === 1;
}

/**
 * The group's rule and hint. Hints: radio -> `choose-one`; min = max -> `choose-exactly`; min and a
 * larger max -> `choose-between`; min without max -> `choose-at-least`; max without min ->
 * `choose-up-to`. A group with no real limit (min 0, and max 0 or at least its option count) is
 * `optional`, or `all-that-apply` when it has more than 10 options.
 */
export function groupRule(group: ModifierGroup): GroupRule {
  const min = whole(group.minSelect);
  const max = whole(group.maxSelect);
  const radio = min === 1 && max === 1;
  const options = group.modifiers.length;
  let hint: GroupHint;
  if (radio) hint = 'choose-one';
  else if (min > 0 && max > 0) hint = min === max ? 'choose-exactly' : 'choose-between';
  else if (min > 0) hint = 'choose-at-least';
  else if (max > 0 && max < options) hint = 'choose-up-to';
  else hint = options > ALL_THAT_APPLY_ABOVE ? 'all-that-apply' : 'optional';
  return { min, max, radio, required: min > 0, hint };
}

function selectedIds(selection: ModifierSelection, groupId: number): readonly number[] {
  return selection[groupId] ?? [];
}

/**
 * The groups shown for the current selection, depth first: each top-level group, followed by the
 * nested groups of its selected modifiers (in menu order), and so on down.
 */
export function activeGroups(item: MenuItem, selection: ModifierSelection): ActiveGroup[] {
  const result: ActiveGroup[] = [];
  const seen = new Set<number>();
  const visit = (groups: readonly ModifierGroup[], depth: number, parentModifierId: number | null) => {
    for (const group of groups) {
      // A group reachable twice (shared id) is shown once: the selection has one entry per id.
      if (seen.has(group.id)) continue;
      seen.add(group.id);
      result.push({ group, depth, parentModifierId });
      const chosen = selectedIds(selection, group.id);
      for (const modifier of group.modifiers) {
        if (modifier.modifierGroups.length && chosen.includes(modifier.id)) visit(modifier.modifierGroups, depth + 1, modifier.id);
      }
    }
  };
  visit(item.modifierGroups, 0, null);
  return result;
}

/** Keeps only the entries of groups active under `selection` (drops nested choices of un-picked modifiers). */
function keepActive(item: MenuItem, selection: Record<number, number[]>): Record<number, number[]> {
  const result: Record<number, number[]> = {};
  for (const { group } of activeGroups(item, selection)) {
    const ids = selection[group.id];
    if (ids?.length) result[group.id] = ids;
  }
  return result;
}

/**
 * True when a non-radio group with a maximum has reached it: another choice would show 'Max number
 * of items is selected'. Radio groups are never "full": picking another replaces the choice.
 */
export function isGroupFull(group: ModifierGroup, selection: ModifierSelection): boolean {
  const { max, radio } = groupRule(group);
  if (radio || max === 0) return false;
  const known = new Set(group.modifiers.map((m) => m.id));
  return selectedIds(selection, group.id).filter((id) => known.has(id)).length >= max;
}

/**
 * Picks or un-picks a modifier and returns the new selection (the input is never changed).
 * - Radio groups: picking replaces the choice (and drops the replaced modifier's nested choices);
 *   picking the chosen one again changes nothing.
 * - Other groups: an un-picked modifier is added unless the group is full: then `blocked` is true and
 *   the selection is unchanged (the UI shows 'Max number of items is selected').
 * - Un-picking drops the nested choices under that modifier, at every depth.
 * - An out-of-stock modifier cannot be picked (`blocked`), but a picked one can be un-picked.
 * - A group that is not active (unknown, or nested under an un-picked modifier) or a modifier not in
 *   the group: the selection is returned unchanged with `blocked: false` (nothing to tell the guest).
 */
export function toggleModifier(
  item: MenuItem,
  selection: ModifierSelection,
  groupId: number,
  modifierId: number,
): { selection: ModifierSelection; blocked: boolean } {
  const active = activeGroups(item, selection).find((entry) => entry.group.id === groupId);
  const modifier = active?.group.modifiers.find((m) => m.id === modifierId);
  if (!active || !modifier) return { selection, blocked: false };
  const group = active.group;
  const current = selectedIds(selection, groupId);
  const next: Record<number, number[]> = {};
  for (const [key, ids] of Object.entries(selection)) next[Number(key)] = [...ids];

  if (current.includes(modifierId)) {
    if (isRadioGroup(group)) return { selection, blocked: false };
    next[groupId] = current.filter((id) => id !== modifierId);
  } else {
    if (!modifier.inStock) return { selection, blocked: true };
    if (isRadioGroup(group)) next[groupId] = [modifierId];
    else if (isGroupFull(group, selection)) return { selection, blocked: true };
    else next[groupId] = [...current, modifierId];
  }
  return { selection: keepActive(item, next), blocked: false };
}

/**
 * Problems of the active groups (at least `minSelect`, at most `maxSelect`, 0 = no max), by
 * group id; `{}` means the choices are valid. Only modifiers that exist in the group are counted.
 * The UI shows these only after the first submit attempt, then on every change.
 */
export function validateModifiers(item: MenuItem, selection: ModifierSelection): Record<number, GroupProblem> {
  const problems: Record<number, GroupProblem> = {};
  for (const { group } of activeGroups(item, selection)) {
    const { min, max } = groupRule(group);
    const known = new Set(group.modifiers.map((m) => m.id));
    const count = new Set(selectedIds(selection, group.id).filter((id) => known.has(id))).size;
    if (count < min) problems[group.id] = { kind: 'min', min };
    else if (max > 0 && count > max) problems[group.id] = { kind: 'max', max };
  }
  return problems;
}

/** The selected modifiers of the active groups, depth first and in menu order within a group. */
export function selectedModifiers(item: MenuItem, selection: ModifierSelection): Modifier[] {
  const result: Modifier[] = [];
  for (const { group } of activeGroups(item, selection)) {
    const chosen = selectedIds(selection, group.id);
    for (const modifier of group.modifiers) if (chosen.includes(modifier.id)) result.push(modifier);
  }
  return result;
}

/** The item's price plus every selected modifier's price, nested ones included, minor units. */
export function unitPrice(item: MenuItem, selection: ModifierSelection): MinorAmount {
  return selectedModifiers(item, selection).reduce((sum, modifier) => sum + modifier.price, item.price);
}

/**
 * The item's calories plus the selected modifiers' (nested included), rounded to an integer.
 * Null when the item's own calories are unknown (a sum of modifiers alone would mislead);
 * a modifier without calories adds 0.
 */
export function totalKcal(item: MenuItem, selection: ModifierSelection): number | null {
  if (item.kcal === null || !Number.isFinite(item.kcal)) return null;
  const sum = selectedModifiers(item, selection).reduce((total, m) => total + (m.kcal !== null && Number.isFinite(m.kcal) ? m.kcal : 0), item.kcal);
  return Math.round(sum);
}

/**
 * A selection cleaned against the item as it is now (e.g. a saved line after a menu change, or the
 * starting point of an edit): drops unknown groups and modifiers, duplicates, out-of-stock
 * modifiers (they cannot be picked again), nested groups whose modifier is no longer picked, all
 * but the first choice of a radio group, and empty groups. Ids are kept in menu order.
 */
export function pruneSelection(item: MenuItem, selection: ModifierSelection): ModifierSelection {
  const result: Record<number, number[]> = {};
  const visit = (groups: readonly ModifierGroup[]) => {
    for (const group of groups) {
      if (group.id in result) continue;
      const chosen = selectedIds(selection, group.id);
      let kept = group.modifiers.filter((m) => m.inStock && chosen.includes(m.id));
      if (isRadioGroup(group)) {
        const first = chosen.find((id) => kept.some((m) => m.id === id));
        kept = kept.filter((m) => m.id === first);
      }
      if (kept.length) result[group.id] = kept.map((m) => m.id);
      for (const modifier of kept) visit(modifier.modifierGroups);
    }
  };
  visit(item.modifierGroups);
  return result;
}

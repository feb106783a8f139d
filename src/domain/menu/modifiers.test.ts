import { describe, expect, it } from 'vitest';
import {
  activeGroups,
  groupRule,
  isGroupFull,
  isRadioGroup,
  pruneSelection,
  selectedModifiers,
  toggleModifier,
  totalKcal,
  unitPrice,
  validateModifiers,
  type ModifierSelection,
} from './modifiers';
import { antipasto, bistecca, group, margherita, menuItem, modifier, rigatoni, salad, tiramisu } from './test-support';

/** Applies toggles in order, failing the test if one is blocked. */
function pickAll(item = rigatoni, steps: [number, number][], start: ModifierSelection = {}): ModifierSelection {
  return steps.reduce((selection, [groupId, modifierId]) => {
    const result = toggleModifier(item, selection, groupId, modifierId);
    expect(result.blocked).toBe(false);
    return result.selection;
  }, start);
}

describe('isRadioGroup / groupRule', () => {
  it('makes min = max = 1 a radio group', () => {
    expect(isRadioGroup(rigatoni.modifierGroups[0]!)).toBe(true);
    expect(isRadioGroup(rigatoni.modifierGroups[1]!)).toBe(false);
    expect(isRadioGroup(group(1, 0, 1, []))).toBe(false);
    expect(isRadioGroup(group(1, 1, 0, []))).toBe(false);
    expect(isRadioGroup(group(1, 2, 2, []))).toBe(false);
  });

  it('gives a hint for every shape', () => {
    const six = [1, 2, 3, 4, 5, 6].map((n) => modifier(n));
    expect(groupRule(group(1, 1, 1, six))).toEqual({ min: 1, max: 1, radio: true, required: true, hint: 'choose-one' });
    expect(groupRule(group(1, 2, 2, six))).toEqual({ min: 2, max: 2, radio: false, required: true, hint: 'choose-exactly' });
    expect(groupRule(group(1, 2, 4, six))).toEqual({ min: 2, max: 4, radio: false, required: true, hint: 'choose-between' });
    expect(groupRule(group(1, 1, 0, six))).toEqual({ min: 1, max: 0, radio: false, required: true, hint: 'choose-at-least' });
    expect(groupRule(group(1, 0, 3, six))).toEqual({ min: 0, max: 3, radio: false, required: false, hint: 'choose-up-to' });
    expect(groupRule(group(1, 0, 1, six))).toMatchObject({ hint: 'choose-up-to', required: false });
    expect(groupRule(group(1, 0, 0, six))).toEqual({ min: 0, max: 0, radio: false, required: false, hint: 'optional' });
  });

  it('says "all that apply" above 10 options of an unlimited group, "optional" up to 10', () => {
    expect(groupRule(salad.modifierGroups[0]!).hint).toBe('all-that-apply');
    const ten = Array.from({ length: 10 }, (_, n) => modifier(n));
    const eleven = Array.from({ length: 11 }, (_, n) => modifier(n));
    expect(groupRule(group(1, 0, 0, ten)).hint).toBe('optional');
    expect(groupRule(group(1, 0, 0, eleven)).hint).toBe('all-that-apply');
    // A max at or above the option count is no real limit either.
    expect(groupRule(group(1, 0, 11, eleven)).hint).toBe('all-that-apply');
    expect(groupRule(group(1, 0, 4, ten.slice(0, 4))).hint).toBe('optional');
    // A real limit wins over the option count.
    expect(groupRule(group(1, 0, 5, eleven)).hint).toBe('choose-up-to');
    expect(groupRule(group(1, 1, 0, eleven)).hint).toBe('choose-at-least');
  });

  it('normalises odd numbers from the platform', () => {
    expect(groupRule(group(1, -1, -5, []))).toMatchObject({ min: 0, max: 0, required: false });
    expect(groupRule(group(1, 1.7, 2.2, [modifier(1), modifier(2), modifier(3)]))).toMatchObject({ min: 1, max: 2, hint: 'choose-between' });
    expect(groupRule(group(1, Number.NaN, Number.NaN, []))).toMatchObject({ min: 0, max: 0 });
  });
});

describe('toggleModifier', () => {
  it('radio: picking replaces, picking the chosen one again keeps it', () => {
    let selection = pickAll(rigatoni, [[10, 101]]);
    expect(selection).toEqual({ 10: [101] });
    selection = pickAll(rigatoni, [[10, 102]], selection);
    expect(selection).toEqual({ 10: [102] });
    const again = toggleModifier(rigatoni, selection, 10, 102);
    expect(again).toEqual({ selection, blocked: false });
  });

  it('optional 0..n: picks any number and un-picks', () => {
    let selection = pickAll(rigatoni, [
      [11, 111],
      [11, 112],
    ]);
    expect(selection).toEqual({ 11: [111, 112] });
    selection = pickAll(rigatoni, [[11, 111]], selection);
    expect(selection).toEqual({ 11: [112] });
    selection = pickAll(rigatoni, [[11, 112]], selection);
    expect(selection).toEqual({});
  });

  it('min 2 max 4: blocks a fifth choice and leaves the selection unchanged', () => {
    const four = pickAll(antipasto, [
      [20, 201],
      [20, 202],
      [20, 203],
      [20, 204],
    ]);
    expect(isGroupFull(antipasto.modifierGroups[0]!, four)).toBe(true);
    const fifth = toggleModifier(antipasto, four, 20, 205);
    expect(fifth.blocked).toBe(true);
    expect(fifth.selection).toBe(four);
    // Un-picking one frees a place again.
    const three = pickAll(antipasto, [[20, 202]], four);
    expect(isGroupFull(antipasto.modifierGroups[0]!, three)).toBe(false);
    expect(pickAll(antipasto, [[20, 206]], three)).toEqual({ 20: [201, 203, 204, 206] });
  });

  it('0..1 (not a radio): blocks a second choice instead of replacing', () => {
    const fries = pickAll(bistecca, [[43, 431]]);
    expect(toggleModifier(bistecca, fries, 43, 432)).toEqual({ selection: fries, blocked: true });
  });

  it('more than 10 options and no max: never blocks', () => {
    const all = pickAll(
      salad,
      salad.modifierGroups[0]!.modifiers.map((m) => [30, m.id] as [number, number]),
    );
    expect(all[30]).toHaveLength(12);
    expect(isGroupFull(salad.modifierGroups[0]!, all)).toBe(false);
  });

  it('cannot pick an out-of-stock modifier, but can drop one picked before', () => {
    expect(toggleModifier(rigatoni, {}, 10, 103)).toEqual({ selection: {}, blocked: true });
    const stale: ModifierSelection = { 10: [103], 11: [111] };
    expect(toggleModifier(rigatoni, stale, 10, 101)).toEqual({ selection: { 10: [101], 11: [111] }, blocked: false });
    const optionalStale = { 11: [111] };
    const outOfStockExtra = menuItem(9, { modifierGroups: [group(90, 0, 0, [modifier(901, { inStock: false })])] });
    expect(toggleModifier(outOfStockExtra, { 90: [901] }, 90, 901)).toEqual({ selection: {}, blocked: false });
    expect(toggleModifier(rigatoni, optionalStale, 11, 111).selection).toEqual({});
  });

  it('ignores unknown groups, unknown modifiers and nested groups that are not shown', () => {
    expect(toggleModifier(rigatoni, {}, 99, 1)).toEqual({ selection: {}, blocked: false });
    expect(toggleModifier(rigatoni, {}, 10, 999)).toEqual({ selection: {}, blocked: false });
    expect(toggleModifier(rigatoni, {}, 11, 101)).toEqual({ selection: {}, blocked: false }); // modifier of another group
    // Doneness (41) only exists once Fiorentina (402) is picked.
    expect(toggleModifier(bistecca, {}, 41, 411)).toEqual({ selection: {}, blocked: false });
    expect(toggleModifier(bistecca, { 40: [401] }, 41, 411).selection).toEqual({ 40: [401] });
  });

  it('nested: picks under a picked modifier, and dropping the parent drops every level below', () => {
    const deep = pickAll(bistecca, [
      [40, 402],
      [41, 413],
      [42, 421],
      [42, 422],
      [43, 431],
    ]);
    expect(deep).toEqual({ 40: [402], 41: [413], 42: [421, 422], 43: [431] });
    // Max 2 in the depth-2 group.
    expect(toggleModifier(bistecca, deep, 42, 423).blocked).toBe(true);
    // Switching the radio cut drops Doneness and On the side; the side dish stays.
    expect(pickAll(bistecca, [[40, 401]], deep)).toEqual({ 40: [401], 43: [431] });
    // Switching the doneness drops only the depth-2 group under Blue.
    expect(pickAll(bistecca, [[41, 411]], deep)).toEqual({ 40: [402], 41: [411], 43: [431] });
  });

  it('un-picking a checkbox modifier drops its nested groups', () => {
    const item = menuItem(8, {
      modifierGroups: [group(80, 0, 0, [modifier(801, { modifierGroups: [group(81, 1, 1, [modifier(811), modifier(812)])] }), modifier(802)])],
    });
    const selection = pickAll(item, [
      [80, 801],
      [81, 812],
      [80, 802],
    ]);
    expect(selection).toEqual({ 80: [801, 802], 81: [812] });
    expect(pickAll(item, [[80, 801]], selection)).toEqual({ 80: [802] });
  });

  it('never changes the selection it is given', () => {
    const selection = Object.freeze({ 11: Object.freeze([111]) }) as ModifierSelection;
    const result = toggleModifier(rigatoni, selection, 11, 112);
    expect(result.selection).toEqual({ 11: [111, 112] });
    expect(selection).toEqual({ 11: [111] });
  });
});

describe('isGroupFull', () => {
  it('is never true for radio groups or groups without a max', () => {
    expect(isGroupFull(rigatoni.modifierGroups[0]!, { 10: [101] })).toBe(false);
    expect(isGroupFull(rigatoni.modifierGroups[1]!, { 11: [111, 112] })).toBe(false);
  });
  it('counts only modifiers of the group', () => {
    expect(isGroupFull(margherita.modifierGroups[0]!, { 50: [501, 502, 999] })).toBe(false);
    expect(isGroupFull(margherita.modifierGroups[0]!, { 50: [501, 502, 503] })).toBe(true);
  });
});

describe('activeGroups', () => {
  it('lists top-level groups, then nested groups of picked modifiers depth first', () => {
    const shape = (selection: ModifierSelection) =>
      activeGroups(bistecca, selection).map(({ group: g, depth, parentModifierId }) => [g.id, depth, parentModifierId]);
    expect(shape({})).toEqual([
      [40, 0, null],
      [43, 0, null],
    ]);
    expect(shape({ 40: [402] })).toEqual([
      [40, 0, null],
      [41, 1, 402],
      [43, 0, null],
    ]);
    expect(shape({ 40: [402], 41: [413] })).toEqual([
      [40, 0, null],
      [41, 1, 402],
      [42, 2, 413],
      [43, 0, null],
    ]);
    // A stale nested entry under an un-picked modifier does not make its group active.
    expect(shape({ 40: [401], 41: [413], 42: [421] })).toEqual([
      [40, 0, null],
      [43, 0, null],
    ]);
  });
  it('is empty for an item without groups', () => {
    expect(activeGroups(tiramisu, {})).toEqual([]);
  });
});

describe('validateModifiers', () => {
  it('reports a missing required choice and nothing for optional groups', () => {
    expect(validateModifiers(rigatoni, {})).toEqual({ 10: { kind: 'min', min: 1 } });
    expect(validateModifiers(rigatoni, { 10: [101] })).toEqual({});
    expect(validateModifiers(tiramisu, {})).toEqual({});
    expect(validateModifiers(salad, {})).toEqual({});
  });

  it('reports too few and too many in a min 2 max 4 group', () => {
    expect(validateModifiers(antipasto, { 20: [201] })).toEqual({ 20: { kind: 'min', min: 2 } });
    expect(validateModifiers(antipasto, { 20: [201, 202] })).toEqual({});
    expect(validateModifiers(antipasto, { 20: [201, 202, 203, 204] })).toEqual({});
    expect(validateModifiers(antipasto, { 20: [201, 202, 203, 204, 205] })).toEqual({ 20: { kind: 'max', max: 4 } });
  });

  it('ignores unknown ids and duplicates when counting', () => {
    expect(validateModifiers(antipasto, { 20: [201, 999] })).toEqual({ 20: { kind: 'min', min: 2 } });
    expect(validateModifiers(antipasto, { 20: [201, 201] })).toEqual({ 20: { kind: 'min', min: 2 } });
  });

  it('checks nested groups only while they are shown', () => {
    expect(validateModifiers(bistecca, {})).toEqual({ 40: { kind: 'min', min: 1 } });
    expect(validateModifiers(bistecca, { 40: [401] })).toEqual({});
    expect(validateModifiers(bistecca, { 40: [402] })).toEqual({ 41: { kind: 'min', min: 1 } });
    expect(validateModifiers(bistecca, { 40: [402], 41: [412] })).toEqual({});
    expect(validateModifiers(bistecca, { 40: [402], 41: [413], 42: [421, 422, 423] })).toEqual({ 42: { kind: 'max', max: 2 } });
  });
});

describe('selectedModifiers / unitPrice / totalKcal', () => {
  it('adds modifier prices to the item price', () => {
    expect(unitPrice(rigatoni, {})).toBe(1450);
    expect(unitPrice(rigatoni, { 10: [102], 11: [111, 112] })).toBe(1450 + 150 + 100);
    expect(unitPrice(antipasto, { 20: [203, 206] })).toBe(1800 + 150 + 300);
  });

  it('adds nested prices at every depth (Fiorentina +12.00, Blue +1.50, sauces)', () => {
    const selection = { 40: [402], 41: [413], 42: [421, 422] };
    expect(selectedModifiers(bistecca, selection).map((m) => m.name)).toEqual(['Fiorentina', 'Blue', 'Pepper sauce', 'Salsa verde']);
    expect(unitPrice(bistecca, selection)).toBe(3200 + 1200 + 150 + 250 + 200);
  });

  it('ignores stale nested entries and unknown ids', () => {
    expect(unitPrice(bistecca, { 40: [401], 41: [413], 42: [421] })).toBe(3200);
    expect(selectedModifiers(rigatoni, { 10: [999], 77: [1] })).toEqual([]);
  });

  it('lists modifiers in menu order, not pick order', () => {
    expect(selectedModifiers(rigatoni, { 11: [112, 111] }).map((m) => m.id)).toEqual([111, 112]);
  });

  it('adds calories (nested too) and rounds the total', () => {
    expect(totalKcal(rigatoni, {})).toBe(820);
    expect(totalKcal(rigatoni, { 10: [102] })).toBe(1031); // 820.4 + 210.3 = 1030.7
    expect(totalKcal(bistecca, { 40: [402], 41: [413], 42: [421, 423] })).toBe(1246); // 700 + 450 + 5.6 + 90 + 0
  });

  it('has no calories when the item has none, and counts a modifier without calories as 0', () => {
    expect(totalKcal(menuItem(7), {})).toBeNull();
    expect(totalKcal(menuItem(7, { modifierGroups: [group(70, 0, 0, [modifier(701, { kcal: 100 })])] }), { 70: [701] })).toBeNull();
    expect(totalKcal(menuItem(7, { kcal: 0 }), {})).toBe(0);
    expect(totalKcal(bistecca, { 40: [402], 41: [411] })).toBe(1150);
  });
});

describe('pruneSelection', () => {
  it('keeps a valid selection as it is', () => {
    const selection = { 40: [402], 41: [413], 42: [421], 43: [431] };
    expect(pruneSelection(bistecca, selection)).toEqual(selection);
  });

  it('drops unknown groups and modifiers, duplicates and empty groups', () => {
    expect(pruneSelection(rigatoni, { 10: [101, 999], 11: [111, 111], 12: [5], 13: [] })).toEqual({ 10: [101], 11: [111] });
  });

  it('drops out-of-stock modifiers and nested groups whose modifier is not picked', () => {
    expect(pruneSelection(rigatoni, { 10: [103] })).toEqual({});
    expect(pruneSelection(bistecca, { 40: [401], 41: [413], 42: [421] })).toEqual({ 40: [401] });
    const soldOut = {
      ...bistecca,
      modifierGroups: [{ ...bistecca.modifierGroups[0]!, modifiers: bistecca.modifierGroups[0]!.modifiers.map((m) => ({ ...m, inStock: m.id !== 402 })) }],
    };
    expect(pruneSelection(soldOut, { 40: [402], 41: [411] })).toEqual({});
  });

  it('keeps one choice of a radio group (the first still offered) and orders ids by the menu', () => {
    expect(pruneSelection(rigatoni, { 10: [103, 102, 101] })).toEqual({ 10: [102] });
    expect(pruneSelection(rigatoni, { 11: [112, 111] })).toEqual({ 11: [111, 112] });
  });

  it('drops everything for an item that lost its groups', () => {
    expect(pruneSelection(tiramisu, { 10: [101] })).toEqual({});
  });
});

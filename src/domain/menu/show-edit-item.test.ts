import { describe, expect, it } from 'vitest';
import type { ShowEditItem } from '../types';
import { opensItemDetail } from './show-edit-item';
import { antipasto, group, margherita, menuItem, modifier, rigatoni, salad, tiramisu } from './test-fixtures';

/** A radio group is required; optional extras are not. */
const optionalOnly = margherita;
const nestedRequiredOnly = menuItem(9, {
  // The top-level group is optional; its modifier opens a required nested group. Nothing is
  // required until that modifier is picked, so this counts as "no required group".
  modifierGroups: [group(90, 0, 0, [modifier(901, { modifierGroups: [group(91, 1, 1, [modifier(911)])] })])],
});

describe('opensItemDetail', () => {
  it.each<[ShowEditItem | string, boolean, boolean, boolean]>([
    // setting,              no groups, optional groups, required group
    ['ALWAYS', true, true, true],
    ['MODIFIERS', false, true, true],
    ['REQUIRED_MODIFIERS', false, false, true],
    ['NEVER', false, false, true],
    ['SOMETHING_NEW', false, false, true],
  ])('%s: no groups %s, optional groups %s, required group %s', (setting, none, optional, required) => {
    expect(opensItemDetail(tiramisu, setting as ShowEditItem)).toBe(none);
    expect(opensItemDetail(optionalOnly, setting as ShowEditItem)).toBe(optional);
    expect(opensItemDetail(salad, setting as ShowEditItem)).toBe(optional);
    expect(opensItemDetail(rigatoni, setting as ShowEditItem)).toBe(required);
    expect(opensItemDetail(antipasto, setting as ShowEditItem)).toBe(required);
  });

  it('defaults to ALWAYS when the setting is missing', () => {
    expect(opensItemDetail(tiramisu, undefined)).toBe(true);
    expect(opensItemDetail(tiramisu, null)).toBe(true);
  });

  it('does not treat a required group nested under an optional modifier as required', () => {
    expect(opensItemDetail(nestedRequiredOnly, 'REQUIRED_MODIFIERS')).toBe(false);
    expect(opensItemDetail(nestedRequiredOnly, 'MODIFIERS')).toBe(true);
  });

  it('counts a "min 1, no max" group as required', () => {
    expect(opensItemDetail(menuItem(8, { modifierGroups: [group(80, 1, 0, [modifier(801)])] }), 'NEVER')).toBe(true);
  });
});

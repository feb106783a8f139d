import { describe, expect, it } from 'vitest';
import type { CartLine } from '../types';
import { addLine, buildLine, cartChanges, normalizeQuantity, replaceLine, sameChoice, splitUnavailable, type LineOptions } from './cart-lines';
import { bistecca, rigatoni, tiramisu } from './test-support';

const options = (extra: Partial<LineOptions> = {}): LineOptions => ({ quantity: 1, comment: '', modifiers: {}, ...extra });

describe('normalizeQuantity (at least 1)', () => {
  it('makes a whole number of at least 1', () => {
    expect(normalizeQuantity(3)).toBe(3);
    expect(normalizeQuantity(2.9)).toBe(2);
    expect(normalizeQuantity(0)).toBe(1);
    expect(normalizeQuantity(-4)).toBe(1);
    expect(normalizeQuantity(0.5)).toBe(1);
    expect(normalizeQuantity(Number.NaN)).toBe(1);
    expect(normalizeQuantity(Number.POSITIVE_INFINITY)).toBe(1);
  });
});

describe('buildLine', () => {
  it('makes a line with the unit price, POS ids and names of the choices', () => {
    const line = buildLine(rigatoni, options({ quantity: 2, comment: '  no salt ', modifiers: { 10: [102], 11: [112, 111] } }), 'e1');
    expect(line).toEqual({
      editId: 'e1',
      itemId: 1,
      posUniqueId: 'i-1',
      serialId: 10,
      name: 'Rigatoni',
      quantity: 2,
      comment: 'no salt',
      unitPrice: 1450 + 150 + 100,
      modifiers: { 10: [102], 11: [111, 112] },
      modifierPuis: ['m-102', 'm-111', 'm-112'],
      modifierNames: ['Cream', 'Parmesan', 'Chili'],
    });
  });

  it('includes nested modifiers in the price, POS ids and names', () => {
    const line = buildLine(bistecca, options({ modifiers: { 40: [402], 41: [413], 42: [421] } }), 'e2');
    expect(line.unitPrice).toBe(3200 + 1200 + 150 + 250);
    expect(line.modifierPuis).toEqual(['m-402', 'm-413', 'm-421']);
    expect(line.modifierNames).toEqual(['Fiorentina', 'Blue', 'Pepper sauce']);
    expect(line.modifiers).toEqual({ 40: [402], 41: [413], 42: [421] });
  });

  it('cleans the selection and the quantity', () => {
    const line = buildLine(bistecca, options({ quantity: 0, modifiers: { 40: [401], 41: [413], 99: [1] } }), 'e3');
    expect(line.quantity).toBe(1);
    expect(line.modifiers).toEqual({ 40: [401] });
    expect(line.unitPrice).toBe(3200);
  });

  it('makes a plain line for an item without modifiers', () => {
    expect(buildLine(tiramisu, options(), 'e4')).toMatchObject({ unitPrice: 750, modifiers: {}, modifierPuis: [], modifierNames: [] });
  });
});

describe('sameChoice', () => {
  const a = buildLine(rigatoni, options({ modifiers: { 10: [101], 11: [111, 112] } }), 'a');
  it('ignores quantity, editId, id order and empty groups', () => {
    const b: CartLine = { ...a, editId: 'b', quantity: 5, modifiers: { 11: [112, 111], 10: [101], 12: [] } };
    expect(sameChoice(a, b)).toBe(true);
  });
  it('ignores surrounding spaces of the comment', () => {
    expect(sameChoice({ ...a, comment: 'x' }, { ...a, comment: ' x ' })).toBe(true);
  });
  it('tells apart other items, choices and comments', () => {
    expect(sameChoice(a, { ...a, itemId: 2 })).toBe(false);
    expect(sameChoice(a, { ...a, modifiers: { 10: [102], 11: [111, 112] } })).toBe(false);
    expect(sameChoice(a, { ...a, modifiers: { 10: [101], 11: [111] } })).toBe(false);
    expect(sameChoice(a, { ...a, comment: 'extra hot' })).toBe(false);
  });
  it('does not confuse group ids with modifier ids', () => {
    expect(sameChoice({ ...a, modifiers: { 1: [23] } }, { ...a, modifiers: { 12: [3] } })).toBe(false);
  });
});

describe('addLine', () => {
  const cream = buildLine(rigatoni, options({ modifiers: { 10: [102] } }), 'cream');
  const tomato = buildLine(rigatoni, options({ modifiers: { 10: [101] } }), 'tomato');

  it('appends a new choice', () => {
    expect(addLine([cream], tomato).map((l) => l.editId)).toEqual(['cream', 'tomato']);
  });

  it('merges an identical choice into the existing line, keeping its editId and place', () => {
    const cake = buildLine(tiramisu, options(), 'cake');
    const again = buildLine(rigatoni, options({ quantity: 2, modifiers: { 10: [102] } }), 'new-id');
    const result = addLine([cream, cake], again);
    expect(result).toHaveLength(2);
    expect(result[0]).toMatchObject({ editId: 'cream', quantity: 3 });
    expect(result[1]).toBe(cake);
  });

  it('takes the fresh price and names when merging', () => {
    const old: CartLine = { ...cream, unitPrice: 1, modifierNames: undefined };
    const merged = addLine([old], cream)[0]!;
    expect(merged.unitPrice).toBe(cream.unitPrice);
    expect(merged.modifierNames).toEqual(['Cream']);
  });

  it('keeps lines with different comments apart', () => {
    expect(addLine([cream], { ...cream, editId: 'x', comment: 'well done' })).toHaveLength(2);
  });

  it('never changes the list it is given', () => {
    const lines = Object.freeze([cream]) as readonly CartLine[];
    addLine(lines, { ...cream, editId: 'x' });
    expect(lines[0]!.quantity).toBe(1);
  });
});

describe('replaceLine (editing)', () => {
  const cream = buildLine(rigatoni, options({ modifiers: { 10: [102] } }), 'cream');
  const tomato = buildLine(rigatoni, options({ quantity: 2, modifiers: { 10: [101] } }), 'tomato');
  const cake = buildLine(tiramisu, options(), 'cake');

  it('replaces the line in place and keeps its editId', () => {
    const edited = buildLine(rigatoni, options({ quantity: 4, modifiers: { 10: [102], 11: [111] } }), 'ignored');
    const result = replaceLine([cream, cake], 'cream', edited);
    expect(result.map((l) => l.editId)).toEqual(['cream', 'cake']);
    expect(result[0]).toMatchObject({ quantity: 4, unitPrice: 1450 + 150 + 100, modifiers: { 10: [102], 11: [111] } });
  });

  it('merges into another line the edit now equals, at the edited place', () => {
    const nowTomato = buildLine(rigatoni, options({ quantity: 1, modifiers: { 10: [101] } }), 'ignored');
    const result = replaceLine([cream, cake, tomato], 'cream', nowTomato);
    expect(result.map((l) => [l.editId, l.quantity])).toEqual([
      ['cream', 3],
      ['cake', 1],
    ]);
    expect(result[0]!.modifiers).toEqual({ 10: [101] });
  });

  it('does not merge a line with itself when nothing changed', () => {
    const result = replaceLine([cream, cake], 'cream', { ...cream, quantity: 5 });
    expect(result.map((l) => [l.editId, l.quantity])).toEqual([
      ['cream', 5],
      ['cake', 1],
    ]);
  });

  it('adds the line when the edited one is gone', () => {
    expect(replaceLine([cake], 'cream', cream).map((l) => l.editId)).toEqual(['cake', 'cream']);
    expect(replaceLine([cake], 'gone', { ...cake, editId: 'x' })).toEqual([{ ...cake, quantity: 2 }]);
  });
});

describe('splitUnavailable', () => {
  it('splits the lines, keeping their order', () => {
    const lines = [1, 2, 3, 4].map((n) => ({ ...buildLine(tiramisu, options(), `e${n}`), serialId: n }));
    const { kept, removed } = splitUnavailable(lines, (line) => line.serialId % 2 === 0);
    expect(kept.map((l) => l.editId)).toEqual(['e2', 'e4']);
    expect(removed.map((l) => l.editId)).toEqual(['e1', 'e3']);
    expect(splitUnavailable([], () => false)).toEqual({ kept: [], removed: [] });
  });
});

describe('cartChanges', () => {
  const plain = buildLine(rigatoni, options({ modifiers: { 10: [101] } }), 'e1');
  const creamy = buildLine(rigatoni, options({ modifiers: { 10: [102] } }), 'e2');
  const dessert = buildLine(tiramisu, options({ quantity: 2 }), 'e3');

  it('a new line is added whole; a line gone is removed whole', () => {
    expect(cartChanges([plain], [plain, dessert])).toEqual({ added: [dessert], removed: [] });
    expect(cartChanges([plain, dessert], [dessert])).toEqual({ added: [], removed: [plain] });
    expect(cartChanges([plain, dessert], [])).toEqual({ added: [], removed: [plain, dessert] });
  });

  it('more of the same goods is the difference added, on the new line; fewer the difference removed, on the old one', () => {
    const more = { ...dessert, quantity: 5, unitPrice: 990 };
    expect(cartChanges([dessert], [more])).toEqual({ added: [{ ...more, quantity: 3 }], removed: [] });
    expect(cartChanges([more], [{ ...more, quantity: 1, unitPrice: 1000 }])).toEqual({ added: [], removed: [{ ...more, quantity: 4 }] });
  });

  it('an add merged into an identical line is the pieces added', () => {
    const merged = addLine([dessert], buildLine(tiramisu, options({ quantity: 1 }), 'new'));
    expect(cartChanges([dessert], merged)).toEqual({ added: [expect.objectContaining({ editId: 'e3', itemId: tiramisu.id, quantity: 1 })], removed: [] });
  });

  it('an edit into other choices removes the old goods and adds the new ones; a comment alone changes nothing', () => {
    const edited = { ...creamy, editId: 'e1' };
    expect(cartChanges([plain], [edited])).toEqual({ added: [edited], removed: [plain] });
    expect(cartChanges([plain], [{ ...plain, comment: 'no salt' }])).toEqual({ added: [], removed: [] });
  });

  it('an edit that merges two lines into one moves only the goods whose count changed', () => {
    const twin = { ...plain, editId: 'e9' };
    const after = replaceLine([twin, creamy], 'e2', { ...plain, editId: 'x' });
    expect(cartChanges([twin, creamy], after)).toEqual({
      added: [expect.objectContaining({ modifiers: { 10: [101] }, quantity: 1 })],
      removed: [creamy],
    });
  });

  it('the same goods on two lines (two comments) count together', () => {
    const noted = { ...plain, editId: 'e7', comment: 'well done' };
    expect(cartChanges([plain, noted], [noted])).toEqual({ added: [], removed: [{ ...plain, quantity: 1 }] });
  });

  it('an unchanged order changes nothing', () => {
    expect(cartChanges([plain, dessert], [plain, dessert])).toEqual({ added: [], removed: [] });
  });
});

// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { antipasto, bistecca, rigatoni, salad } from '../../domain/menu/test-support';
import { useItemForm, type ItemFormOptions } from './use-item-form';

function setup(options: ItemFormOptions) {
  return renderHook((props: ItemFormOptions) => useItemForm(props), { initialProps: options });
}

describe('useItemForm', () => {
  it('hides problems until the first submit attempt, then follows every change', () => {
    const { result } = setup({ item: rigatoni, commentMax: 0 });
    expect(result.current.problems).toEqual({});
    expect(result.current.attempted).toBe(false);

    let outcome!: ReturnType<typeof result.current.submit>;
    act(() => {
      outcome = result.current.submit();
    });
    expect(outcome).toEqual({ ok: false, firstInvalidGroupId: 10 });
    expect(result.current.attempted).toBe(true);
    expect(result.current.problems).toEqual({ 10: { kind: 'min', min: 1 } });

    // On change after the attempt: the problem goes away as soon as the choice is made.
    act(() => result.current.toggle(10, 102));
    expect(result.current.problems).toEqual({});
    act(() => {
      outcome = result.current.submit();
    });
    expect(outcome).toEqual({ ok: true, options: { quantity: 1, comment: '', modifiers: { 10: [102] } } });
  });

  it('replaces the choice of a radio group and prices the item with it', () => {
    const { result } = setup({ item: rigatoni, commentMax: 0 });
    expect(result.current.unitPrice).toBe(1450);
    act(() => result.current.toggle(10, 102));
    expect(result.current.unitPrice).toBe(1600);
    act(() => result.current.toggle(10, 101));
    expect(result.current.selection).toEqual({ 10: [101] });
    expect(result.current.unitPrice).toBe(1450);
    act(() => result.current.toggle(11, 111));
    act(() => result.current.setQuantity(3));
    expect(result.current.unitPrice).toBe(1550);
    expect(result.current.totalPrice).toBe(4650);
    // Calories: 820.4 + 40 + 80, rounded.
    expect(result.current.kcal).toBe(940);
  });

  it('refuses a pick at the max with the max notice, cleared by the next change', () => {
    const { result } = setup({ item: antipasto, commentMax: 0 });
    for (const id of [201, 202, 203, 204]) act(() => result.current.toggle(20, id));
    expect(result.current.selection).toEqual({ 20: [201, 202, 203, 204] });
    act(() => result.current.toggle(20, 205));
    expect(result.current.selection).toEqual({ 20: [201, 202, 203, 204] });
    expect(result.current.maxReachedGroupId).toBe(20);
    act(() => result.current.toggle(20, 201));
    expect(result.current.maxReachedGroupId).toBeNull();
    expect(result.current.selection).toEqual({ 20: [202, 203, 204] });
  });

  it('asks for at least the minimum of a "min 2 max 4" group', () => {
    const { result } = setup({ item: antipasto, commentMax: 0 });
    act(() => result.current.toggle(20, 201));
    act(() => {
      result.current.submit();
    });
    expect(result.current.problems).toEqual({ 20: { kind: 'min', min: 2 } });
    act(() => result.current.toggle(20, 203));
    expect(result.current.problems).toEqual({});
  });

  it('shows nested groups under a picked modifier, adds their prices and drops them when un-picked', () => {
    const { result } = setup({ item: bistecca, commentMax: 0 });
    expect(result.current.groups.map((g) => g.group.id)).toEqual([40, 43]);
    act(() => result.current.toggle(40, 402));
    expect(result.current.groups.map((g) => [g.group.id, g.depth])).toEqual([
      [40, 0],
      [41, 1],
      [43, 0],
    ]);
    // The nested radio is required: the first invalid group is the nested one.
    let outcome!: ReturnType<typeof result.current.submit>;
    act(() => {
      outcome = result.current.submit();
    });
    expect(outcome).toEqual({ ok: false, firstInvalidGroupId: 41 });
    act(() => result.current.toggle(41, 413));
    expect(result.current.unitPrice).toBe(3200 + 1200 + 150);
    act(() => result.current.toggle(40, 401));
    expect(result.current.selection).toEqual({ 40: [401] });
    expect(result.current.unitPrice).toBe(3200);
  });

  it('does not pick out-of-stock modifiers and treats "all that apply" groups as optional', () => {
    const { result } = setup({ item: rigatoni, commentMax: 0 });
    act(() => result.current.toggle(10, 103));
    expect(result.current.selection).toEqual({});
    expect(result.current.maxReachedGroupId).toBeNull();

    const saladForm = setup({ item: salad, commentMax: 0 });
    for (let id = 301; id <= 312; id += 1) act(() => saladForm.result.current.toggle(30, id));
    expect(saladForm.result.current.selection[30]).toHaveLength(12);
    expect(saladForm.result.current.unitPrice).toBe(900 + 12 * 75);
  });

  it('keeps quantity at least 1 and the comment within its limit', () => {
    const { result } = setup({ item: salad, commentMax: 10 });
    act(() => result.current.setQuantity(0));
    expect(result.current.quantity).toBe(1);
    act(() => result.current.setQuantity(2.7));
    expect(result.current.quantity).toBe(2);
    expect(result.current.commentRemaining).toBe(10);
    act(() => result.current.setComment('no onions please'));
    expect(result.current.comment).toBe('no onions ');
    expect(result.current.commentRemaining).toBe(0);
    act(() => result.current.setComment('  spicy '));
    let outcome!: ReturnType<typeof result.current.submit>;
    act(() => {
      outcome = result.current.submit();
    });
    expect(outcome).toEqual({ ok: true, options: { quantity: 2, comment: 'spicy', modifiers: {} } });
  });

  it('starts an edit from the line, cleaned against the item as it is now', () => {
    const { result } = setup({
      item: rigatoni,
      commentMax: 0,
      // 103 is out of stock now and 999 no longer exists: both dropped.
      initial: { quantity: 4, comment: 'extra hot', modifiers: { 10: [103, 102], 11: [111, 999] } },
    });
    expect(result.current.selection).toEqual({ 10: [102], 11: [111] });
    expect(result.current.quantity).toBe(4);
    expect(result.current.comment).toBe('extra hot');
    expect(result.current.totalPrice).toBe((1450 + 150 + 100) * 4);
  });
});

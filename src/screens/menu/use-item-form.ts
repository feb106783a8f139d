import { useCallback, useMemo, useState } from 'react';
import {
  activeGroups,
  isGroupFull,
  limitComment,
  normalizeQuantity,
  pruneSelection,
  toggleModifier,
  totalKcal,
  unitPrice,
  validateModifiers,
  type ActiveGroup,
  type GroupProblem,
  type LineOptions,
  type ModifierSelection,
} from '../../domain/menu';
import type { MenuItem, MinorAmount } from '../../domain/types';

/** Inputs of {@link useItemForm}. */
export interface ItemFormOptions {
  item: MenuItem;
  /** The line being edited (quantity, comment, modifiers), or nothing for a new line. */
  initial?: Partial<LineOptions>;
  /** `items.comments.max`; 0 or less means no limit. */
  commentMax: number;
}

/** What {@link ItemForm.submit} decided. */
export type ItemFormSubmit = { ok: true; options: LineOptions } | { ok: false; firstInvalidGroupId: number };

/** The item page's form state (modifier selection, item comment, quantity). */
export interface ItemForm {
  selection: ModifierSelection;
  /** The groups shown now, depth first (nested groups follow their parent group). */
  groups: ActiveGroup[];
  quantity: number;
  comment: string;
  /** Characters left for the comment; `Infinity` when there is no limit. */
  commentRemaining: number;
  /** True once the guest tried to submit: from then on problems show and follow every change. */
  attempted: boolean;
  /** Problems to SHOW, by group id: empty until the first submit attempt. */
  problems: Readonly<Record<number, GroupProblem>>;
  /** The group where the last pick was refused because it is at its max ('Max number of items is selected'). */
  maxReachedGroupId: number | null;
  /** One item with the current choices, minor units (nested modifiers included). */
  unitPrice: MinorAmount;
  /** `unitPrice` x quantity. */
  totalPrice: MinorAmount;
  /** Rounded calories of one item with the choices; null when the item has none. */
  kcal: number | null;
  toggle(groupId: number, modifierId: number): void;
  setQuantity(quantity: number): void;
  setComment(comment: string): void;
  /**
   * Marks the form as attempted and returns the line options when the choices are valid, or the
   * first invalid group (in display order) so the screen can move the focus there.
   */
  submit(): ItemFormSubmit;
}

/**
 * State of the item detail and edit form. Validation: min/max per active group, shown
 * only after the first submit attempt and then on every change; a pick refused at the max sets
 * `maxReachedGroupId` until the next change in that group. An edit starts from the line's choices,
 * cleaned against the item as it is now (`pruneSelection`).
 */
export function useItemForm({ item, initial, commentMax }: ItemFormOptions): ItemForm {
  const [selection, setSelection] = useState<ModifierSelection>(() => pruneSelection(item, initial?.modifiers ?? {}));
  const [quantity, setQuantityState] = useState(() => normalizeQuantity(initial?.quantity ?? 1));
  const [comment, setCommentState] = useState(() => limitComment(initial?.comment ?? '', commentMax).value);
  const [attempted, setAttempted] = useState(false);
  const [maxReachedGroupId, setMaxReached] = useState<number | null>(null);

  const groups = useMemo(() => activeGroups(item, selection), [item, selection]);
  const allProblems = useMemo(() => validateModifiers(item, selection), [item, selection]);
  const price = useMemo(() => unitPrice(item, selection), [item, selection]);
  const kcal = useMemo(() => totalKcal(item, selection), [item, selection]);

  const toggle = useCallback(
    (groupId: number, modifierId: number) => {
      const result = toggleModifier(item, selection, groupId, modifierId);
      if (result.blocked) {
        // Only a full group gets the max message; an out-of-stock pick is disabled in the UI.
        const group = activeGroups(item, selection).find((entry) => entry.group.id === groupId)?.group;
        setMaxReached(group && isGroupFull(group, selection) ? groupId : null);
        return;
      }
      setMaxReached(null);
      setSelection(result.selection);
    },
    [item, selection],
  );

  const setQuantity = useCallback((value: number) => setQuantityState(normalizeQuantity(value)), []);
  const setComment = useCallback((value: string) => setCommentState(limitComment(value, commentMax).value), [commentMax]);

  const submit = useCallback((): ItemFormSubmit => {
    setAttempted(true);
    const firstInvalid = groups.find((entry) => allProblems[entry.group.id]);
    if (firstInvalid) return { ok: false, firstInvalidGroupId: firstInvalid.group.id };
    return { ok: true, options: { quantity, comment: comment.trim(), modifiers: selection } };
  }, [groups, allProblems, quantity, comment, selection]);

  return {
    selection,
    groups,
    quantity,
    comment,
    commentRemaining: limitComment(comment, commentMax).remaining,
    attempted,
    problems: attempted ? allProblems : {},
    maxReachedGroupId,
    unitPrice: price,
    totalPrice: price * quantity,
    kcal,
    toggle,
    setQuantity,
    setComment,
    submit,
  };
}

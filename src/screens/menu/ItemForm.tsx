import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useApp } from '../app-context';
import { formatMoney } from '../../domain/currency';
import type { Allergen, CartLine, MenuItem } from '../../domain/types';
import { AllergenIconSlots, AllergenIcons } from '../../ui/AllergenIcons';
import { Button } from '../../ui/Button';
import { CharacterCounter } from '../../ui/CharacterCounter';
import { FieldLabel } from '../../ui/FieldLabel';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { controlStyles } from '../../ui/styles';
import { groupElementId, ModifierGroups } from './ModifierGroups';
import { useItemForm } from './use-item-form';
import { intlLocale } from '../../i18n/element-i18n';
import { useSay } from '../../ui/use-say';
import { ItemSummaryView } from './item-summary-view';
import { mutedStyles } from './item-summary.styles';

const rowStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-block: 16px;
`;
const commentStyles = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-block: 0 16px;
  & textarea {
    resize: vertical;
    min-block-size: 64px;
  }
`;
const footerStyles = css`
  position: sticky;
  inset-block-end: -16px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding-block: 12px 16px;
  margin-block-end: -16px;
  background: var(--go-surface);
  & [data-price] {
    margin-inline-start: auto;
  }
  /* A short window keeps the bar thin, leaving the room above it to the choices. */
  @media (max-height: 500px) {
    padding-block: 4px 8px;
  }
`;

/** Props of {@link ItemForm}. */
export interface ItemFormProps {
  item: MenuItem;
  /** The line being edited, or null to add a new line. */
  line: CartLine | null;
  /** Called after a successful add, update or removal. */
  onDone(): void;
  onOpenAllergens(): void;
}

/**
 * The item page's body ("Item detail: modifiers, quantity, comment, remove from order,
 * allergens, calories"): description, sale text, calories with the 2000 kcal statement, allergens
 * and their modal link, modifier groups, comment (when both settings allow it), quantity
 * and the add / update / remove actions. A failed submit moves the focus to the first invalid group.
 */
export function ItemForm({ item, line, onDone, onOpenAllergens }: ItemFormProps) {
  const { stores } = useApp();
  const { t, i18n } = useLingui();
  const say = useSay();
  const experience = useStore(stores.selection.$experience);
  const configuration = useStore(stores.business.$configuration);
  const currency = useStore(stores.menu.$currency);
  const allergenMap = useStore(stores.menu.$allergens);
  const allergensPending = useStore(stores.menu.$allergensPending);
  const viewOnly = useStore(stores.menuActions.$viewOnly);
  const commentShown = (configuration?.showComment ?? false) && (experience?.showItemComments ?? false);
  const commentMax = experience?.itemCommentMax ?? 0;
  const form = useItemForm({
    item,
    commentMax,
    ...(line ? { initial: { quantity: line.quantity, comment: line.comment, modifiers: line.modifiers } } : {}),
  });
  const idPrefix = `go${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const commentId = `${idPrefix}-comment`;
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ groupId: number } | null>(null);

  // After a failed submit: the first invalid group gets the focus (its legend and error are read)
  // once its error has rendered, and scrolls into view.
  useEffect(() => {
    if (!focusRequest) return;
    const target = formRef.current?.querySelector<HTMLElement>(`#${groupElementId(idPrefix, focusRequest.groupId)}`);
    target?.scrollIntoView?.({ block: 'center' });
    target?.focus({ preventScroll: true });
  }, [focusRequest, idPrefix]);

  const money = (amount: number) => formatMoney(amount, currency, intlLocale(i18n));
  const allergens = item.allergens.map((id) => allergenMap.get(id)).filter((entry): entry is Allergen => entry !== undefined);
  const showCalories = (experience?.showCalories ?? false) && form.kcal !== null;
  // The item comment counts characters as the guest sees them (an emoji is one); no limit, no counter.
  const commentCounted = Number.isFinite(form.commentRemaining);
  const counterId = `${commentId}-count`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = form.submit();
    if (!result.ok) {
      setFocusRequest({ groupId: result.firstInvalidGroupId });
      return;
    }
    const done = line ? stores.menuActions.saveEdit(line.editId, item, result.options) : stores.menuActions.addFromDetail(item, result.options);
    if (done) onDone();
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      {ItemSummaryView({
        item,
        currency,
        localeTag: intlLocale(i18n),
        kcal: showCalories ? form.kcal : null,
        allergens: allergens.length ? (
          <AllergenIcons allergens={allergens} locale={i18n.locale} all />
        ) : (
          <AllergenIconSlots count={item.allergens.length} all />
        ),
        allergensShown: allergens.length > 0 || (allergensPending && item.allergens.length > 0),
        allergensReady: allergens.length > 0,
        say,
        onOpenAllergens,
      })}
      <ModifierGroups
        groups={item.modifierGroups}
        selection={form.selection}
        problems={form.problems}
        maxReachedGroupId={form.maxReachedGroupId}
        onToggle={form.toggle}
        formatDelta={(amount) => (amount > 0 ? `+${money(amount)}` : `−${money(-amount)}`)}
        idPrefix={idPrefix}
      />
      {commentShown ? (
        <div className={commentStyles}>
          <FieldLabel htmlFor={commentId} optional>
            <Trans>Comment</Trans>
          </FieldLabel>
          <textarea
            id={commentId}
            className={controlStyles}
            value={form.comment}
            rows={2}
            aria-describedby={commentCounted ? counterId : undefined}
            onChange={(event) => form.setComment(event.currentTarget.value)}
          />
          {commentCounted ? <CharacterCounter id={counterId} max={commentMax} left={form.commentRemaining} /> : null}
        </div>
      ) : null}
      {viewOnly ? null : (
        <div className={rowStyles}>
          <span>
            <Trans>Quantity</Trans>
          </span>
          <QuantityStepper value={form.quantity} onChange={form.setQuantity} itemName={item.name} />
        </div>
      )}
      {viewOnly ? (
        // View-menu-only: the guest reads the menu here and orders through a waiter.
        <p role="note" className={mutedStyles}>
          <Trans>This menu is for viewing only. Please ask a waiter to place your order.</Trans>
        </p>
      ) : (
        <div className={footerStyles}>
          <Button block type="submit">
            {line ? <Trans>Update order</Trans> : <Trans>Add to order</Trans>}
            <span data-price="">{money(form.totalPrice)}</span>
          </Button>
          {line ? (
            <Button
              block
              variant="secondary"
              onClick={() => {
                stores.cart.removeLine(line.editId);
                onDone();
              }}
            >
              {t`Remove from order`}
            </Button>
          ) : null}
        </div>
      )}
    </form>
  );
}

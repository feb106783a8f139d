import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css } from '@linaria/core';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { groupRule, type GroupHint, type GroupProblem, type ModifierSelection } from '../../domain/menu';
import type { ModifierGroup } from '../../domain/types';
import { errorTextStyles } from '../../ui/styles';
import { PlatformText } from '../../ui/PlatformText';

const fieldsetStyles = css`
  border: 0;
  padding: 0;
  margin-block: 0 16px;
  margin-inline: 0;
  min-inline-size: 0;
  & legend {
    padding: 0;
    font-weight: 700;
    display: flex;
    gap: 8px;
    align-items: baseline;
    flex-wrap: wrap;
  }
  &[data-depth='1'],
  &[data-depth='2'],
  &[data-depth='3'] {
    margin-inline-start: 16px;
    padding-inline-start: 12px;
    border-inline-start: 2px solid var(--go-border);
  }
  &[aria-invalid='true'] > legend {
    color: var(--go-danger);
  }
`;
const hintStyles = css`
  font-weight: 400;
  font-size: 0.875em;
  color: var(--go-muted);
`;
const requiredStyles = css`
  font-weight: 600;
  font-size: 0.75em;
  /* No print under 18 px on a kiosk (its base is 21 px). */
  [data-kiosk] & {
    font-size: 0.875em;
  }
  padding-block: 2px;
  padding-inline: 6px;
  border-radius: 999px;
  background: var(--go-surface-muted);
`;
const optionsStyles = css`
  list-style: none;
  margin-block: 8px 0;
  margin-inline: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;
const optionStyles = css`
  display: flex;
  align-items: center;
  gap: 10px;
  min-block-size: 44px;
  padding-inline: 8px;
  border-radius: var(--go-radius);
  cursor: pointer;
  &:has(input:focus-visible) {
    box-shadow: var(--go-focus-ring);
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    color: var(--go-muted);
  }
  & input {
    inline-size: 20px;
    block-size: 20px;
    margin: 0;
    accent-color: var(--go-accent);
    flex: none;
  }
  & [data-name] {
    flex: 1;
  }
`;
const noticeStyles = css`
  font-size: 0.875em;
  margin-block: 4px 0;
  color: var(--go-text);
  font-weight: 600;
`;

/** Props of {@link ModifierGroups}. */
export interface ModifierGroupsProps {
  /** The item's top-level groups; nested ones are found under their modifiers. */
  groups: readonly ModifierGroup[];
  selection: ModifierSelection;
  /** Problems to show (empty before the first submit attempt). */
  problems: Readonly<Record<number, GroupProblem>>;
  maxReachedGroupId: number | null;
  onToggle(groupId: number, modifierId: number): void;
  /** Formats a price delta (minor units) as "+$1.50". */
  formatDelta(amount: number): string;
  /** Prefix for the fieldsets' ids, so the screen can focus the first invalid group. */
  idPrefix: string;
}

/**
 * The item's modifier groups: radios when min = max = 1, checkboxes otherwise, each group
 * with its hint, the selected modifiers' nested groups right under their group, price deltas,
 * out-of-stock modifiers disabled, the max notice and the group's problem.
 */
export function ModifierGroups(props: ModifierGroupsProps) {
  return (
    <>
      {props.groups.map((group) => (
        <GroupFieldset key={group.id} group={group} depth={0} {...props} />
      ))}
    </>
  );
}

/** The DOM id of a group's fieldset (the screen focuses the first invalid one). */
export function groupElementId(prefix: string, groupId: number): string {
  return `${prefix}-group-${groupId}`;
}

function GroupFieldset({ group, depth, ...props }: ModifierGroupsProps & { group: ModifierGroup; depth: number }) {
  const { t, i18n } = useLingui();
  const name = useId();
  const rule = groupRule(group);
  const chosen = props.selection[group.id] ?? [];
  const problem = props.problems[group.id];
  const id = groupElementId(props.idPrefix, group.id);
  const errorId = `${id}-error`;
  const noticeId = `${id}-notice`;
  const hintText = i18n._(hintLabel(rule.hint, i18n.number(rule.min), i18n.number(rule.max)));
  const problemText = problem ? i18n._(problemLabel(problem, rule.radio, (value) => i18n.number(value))) : null;
  const maxReached = props.maxReachedGroupId === group.id;
  const nested = group.modifiers.filter((modifier) => modifier.modifierGroups.length > 0 && chosen.includes(modifier.id));

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={fieldsetStyles}
      data-depth={Math.min(depth, 3)}
      aria-invalid={problem ? true : undefined}
      aria-describedby={[problemText ? errorId : null, maxReached ? noticeId : null].filter(Boolean).join(' ') || undefined}
    >
      <legend>
        <span>
          <PlatformText>{group.name}</PlatformText>
        </span>
        <span className={hintStyles}>{hintText}</span>
        {rule.required ? <span className={requiredStyles}>{t`Required`}</span> : null}
      </legend>
      <ul className={optionsStyles}>
        {group.modifiers.map((modifier) => {
          const checked = chosen.includes(modifier.id);
          const unavailable = !modifier.inStock && !checked;
          return (
            <li key={modifier.id}>
              <label className={optionStyles}>
                <input
                  type={rule.radio ? 'radio' : 'checkbox'}
                  name={name}
                  checked={checked}
                  disabled={unavailable}
                  onChange={() => props.onToggle(group.id, modifier.id)}
                />
                <span data-name="">
                  <PlatformText>{modifier.name}</PlatformText>
                  {unavailable ? ` ${t`(out of stock)`}` : null}
                </span>
                {modifier.price !== 0 ? <span>{props.formatDelta(modifier.price)}</span> : null}
              </label>
            </li>
          );
        })}
      </ul>
      {maxReached ? (
        <p id={noticeId} role="status" className={noticeStyles}>
          {t`Max number of items is selected`}
        </p>
      ) : null}
      {problemText ? (
        <p id={errorId} className={errorTextStyles}>
          {problemText}
        </p>
      ) : null}
      {nested.flatMap((modifier) => modifier.modifierGroups.map((child) => <GroupFieldset key={child.id} {...props} group={child} depth={depth + 1} />))}
    </fieldset>
  );
}

/** The group's rule; `min` and `max` are already written in the shown language's digits. */
function hintLabel(hint: GroupHint, min: string, max: string): MessageDescriptor {
  switch (hint) {
    case 'choose-one':
      return msg`Choose 1`;
    case 'choose-exactly':
      return msg`Choose ${min}`;
    case 'choose-up-to':
      return msg`Choose up to ${max}`;
    case 'choose-at-least':
      return msg`Choose at least ${min}`;
    case 'choose-between':
      return msg`Choose ${min} to ${max}`;
    case 'all-that-apply':
      return msg`Choose all that apply`;
    default:
      return msg`Optional`;
  }
}

function problemLabel(problem: GroupProblem, radio: boolean, formatNumber: (value: number) => string): MessageDescriptor {
  if (problem.kind === 'max') {
    const max = formatNumber(problem.max);
    return msg`Choose no more than ${max}.`;
  }
  if (radio) return msg`Please choose one.`;
  const min = formatNumber(problem.min);
  return msg`Please choose at least ${min}.`;
}

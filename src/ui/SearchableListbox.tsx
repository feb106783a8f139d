import { css, cx } from '@linaria/core';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { matchesSearch } from '../domain/text-search';
import { controlStyles, errorTextStyles, fieldStyles, labelStyles } from './styles';
import { PlatformText } from './PlatformText';

const listStyles = css`
  margin: 0;
  padding: 4px;
  max-block-size: 320px;
  overflow-y: auto;
  overscroll-behavior: contain;
  border: 1px solid var(--go-border);
  border-radius: var(--go-radius);
  background: var(--go-surface);
  &:focus-visible {
    outline: 2px solid var(--go-accent);
    outline-offset: 2px;
  }
  &[aria-invalid='true'] {
    border-color: var(--go-danger);
  }
`;
const optionStyles = css`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 2px;
  min-block-size: 44px;
  padding-block: 6px;
  padding-inline: 12px 8px;
  border-radius: var(--go-radius);
  border-inline-start: 3px solid transparent;
  cursor: pointer;
  text-align: start;
  &[data-active] {
    background: var(--go-surface-muted);
  }
  &[aria-selected='true'] {
    border-inline-start-color: var(--go-accent);
    background: color-mix(in srgb, var(--go-accent) 12%, var(--go-surface));
  }
  & [data-name] {
    display: block;
    font-weight: 600;
  }
  & [data-detail] {
    display: block;
    color: var(--go-muted);
    font-size: 0.875em;
  }
`;
const searchStyles = css`
  margin-block-end: 6px;
`;
const emptyStyles = css`
  margin: 0;
  padding: 12px;
  color: var(--go-muted);
`;

/** One choice of a {@link SearchableListbox}. */
export interface ListboxChoice<V extends string | number> {
  value: V;
  /** The choice's name: the first line, and the start of its accessible name. */
  label: string;
  /** Lines under the name (status, address), read after it in the option's accessible name. */
  details?: ReactNode[];
  /** What the search field matches besides the label (e.g. the address). */
  searchText?: string;
}

/** Props of {@link SearchableListbox}. */
export interface SearchableListboxProps<V extends string | number> {
  label: string;
  choices: ListboxChoice<V>[];
  value: V | null;
  onValueChange(value: V): void;
  /** The search field's accessible name and placeholder. */
  searchLabel: string;
  /** Shown when the search matches nothing. */
  noMatches: string;
  /** The search field shows from this many choices on (default 6). */
  searchFrom?: number;
  error?: string | null;
}

/**
 * A single-choice listbox whose choices carry detail lines, with a search field above it once the
 * list is long. Keyboard: Tab reaches the search field and the list; in the list the arrows, Home
 * and End move, Enter or Space chooses; Arrow Down in the search field enters the list, Enter there
 * chooses the highlighted (or only) match. Touch and mouse choose by tapping a choice.
 */
export function SearchableListbox<V extends string | number>({
  label,
  choices,
  value,
  onValueChange,
  searchLabel,
  noMatches,
  searchFrom = 6,
  error,
}: SearchableListboxProps<V>) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const listRef = useRef<HTMLDivElement>(null);
  /** A pointer pressed the list and its focus has not come yet: that focus comes from the press. */
  const pressedBeforeFocus = useRef(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState<V | null>(null);
  const searchable = choices.length >= searchFrom;
  const shown = useMemo(
    () => (searchable ? choices.filter((choice) => matchesSearch(`${choice.label} ${choice.searchText ?? ''}`, query)) : choices),
    [choices, query, searchable],
  );
  const optionId = (choice: V) => `${id}-option-${String(choice)}`;
  const activeChoice = shown.find((choice) => choice.value === active) ?? null;

  const highlight = (next: V | null) => {
    setActive(next);
    if (next === null) return;
    // Keep the highlighted choice in view inside the scrolling list.
    requestAnimationFrame(() => {
      const node = listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(optionId(next))}`);
      node?.scrollIntoView?.({ block: 'nearest' });
    });
  };
  const move = (step: number | 'first' | 'last') => {
    if (shown.length === 0) return;
    const index = activeChoice ? shown.indexOf(activeChoice) : -1;
    const next =
      step === 'first'
        ? 0
        : step === 'last'
          ? shown.length - 1
          : index === -1
            ? step > 0
              ? 0
              : shown.length - 1
            : Math.min(shown.length - 1, Math.max(0, index + step));
    highlight(shown[next]!.value);
  };
  const choose = (choice: ListboxChoice<V> | null | undefined) => {
    if (!choice) return;
    setActive(choice.value);
    onValueChange(choice.value);
  };

  const onListKey = (event: KeyboardEvent) => {
    switch (event.key) {
      case 'ArrowDown':
        move(1);
        break;
      case 'ArrowUp':
        move(-1);
        break;
      case 'Home':
        move('first');
        break;
      case 'End':
        move('last');
        break;
      case 'Enter':
      case ' ':
        choose(activeChoice);
        break;
      default:
        return;
    }
    event.preventDefault();
  };
  const onSearchKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      listRef.current?.focus();
      move('first');
    } else if (event.key === 'Enter') {
      // Enter never submits the surrounding form from here: it chooses the highlighted or only match.
      event.preventDefault();
      choose(activeChoice ?? (shown.length === 1 ? shown[0] : null));
    }
  };

  return (
    <div className={fieldStyles}>
      <span id={`${id}-label`} className={labelStyles}>
        {label}
      </span>
      {searchable ? (
        <input
          type="search"
          className={cx(controlStyles, searchStyles)}
          aria-label={searchLabel}
          placeholder={searchLabel}
          aria-controls={`${id}-list`}
          autoComplete="off"
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setActive(null);
          }}
          onKeyDown={onSearchKey}
        />
      ) : null}
      <div
        ref={listRef}
        id={`${id}-list`}
        role="listbox"
        tabIndex={0}
        className={listStyles}
        aria-labelledby={`${id}-label`}
        aria-activedescendant={activeChoice ? optionId(activeChoice.value) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onKeyDown={onListKey}
        onPointerDown={() => {
          pressedBeforeFocus.current = true;
        }}
        onClick={() => {
          pressedBeforeFocus.current = false;
        }}
        onFocus={() => {
          // Focus from a press (a click's mousedown, or a tap's, which comes after the finger lifted):
          // the press chooses. Highlighting, and scrolling to, the first choice here would move the
          // list under the pointer before the click lands, and the click would choose nothing.
          if (pressedBeforeFocus.current) {
            pressedBeforeFocus.current = false;
            return;
          }
          if (!activeChoice) highlight(shown.find((choice) => choice.value === value)?.value ?? shown[0]?.value ?? null);
        }}
      >
        {shown.map((choice) => {
          const optId = optionId(choice.value);
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: an option of an aria-activedescendant listbox: the listbox has the focus and the keys, an option is only pressed
            <div
              key={String(choice.value)}
              id={optId}
              role="option"
              className={optionStyles}
              aria-selected={choice.value === value}
              data-active={choice.value === activeChoice?.value ? '' : undefined}
              onClick={() => choose(choice)}
            >
              {/* The option is named by all it shows, its name first: a voice-control guest says what they see. */}
              <span data-name="">
                <PlatformText>{choice.label}</PlatformText>
              </span>
              {choice.details?.length ? (
                <span>
                  {choice.details.map((detail, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the detail lines are plain text in a fixed order, and two may read the same
                    <span key={index} data-detail="">
                      <PlatformText>{detail}</PlatformText>
                    </span>
                  ))}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      {shown.length === 0 ? (
        <p className={emptyStyles} role="status">
          {noMatches}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={errorTextStyles}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

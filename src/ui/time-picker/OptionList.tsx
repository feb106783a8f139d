import { css, cx } from '@linaria/core';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';

/** "Time picker wheel: item height 40 (36 default), column height 250 (216 default)". */
export const WHEEL_ITEM_HEIGHT = 40;
export const WHEEL_COLUMN_HEIGHT = 250;
/** Items a PageUp/PageDown moves: about one column of the wheel (250 / 40). */
export const PAGE_STEP = 5;

const listStyles = css`
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
  max-block-size: 320px;
  overflow-y: auto;
  border-radius: var(--go-radius);
  &:focus-visible {
    outline: 2px solid var(--go-accent);
    outline-offset: 2px;
  }
  &[aria-disabled='true'] {
    opacity: 0.6;
  }
`;
const gridStyles = css`
  flex-direction: row;
  flex-wrap: wrap;
`;
const wheelStyles = css`
  gap: 0;
  block-size: ${WHEEL_COLUMN_HEIGHT}px;
  max-block-size: none;
  overflow-y: auto;
  scroll-snap-type: y mandatory;
  /* Padding centres the first and last items in the column. */
  padding-block: ${(WHEEL_COLUMN_HEIGHT - WHEEL_ITEM_HEIGHT) / 2}px;
  border: 1px solid var(--go-border);
  flex: 1;
`;
const optionStyles = css`
  cursor: pointer;
  padding-block: 10px;
  padding-inline: 12px;
  border: 1px solid var(--go-border);
  border-radius: var(--go-radius);
  min-block-size: 44px;
  box-sizing: border-box;
  /* The list is a flex column of fixed height: without this, options shrink to share it (a wheel of
     96 times left each about 2 px tall) instead of scrolling. */
  flex-shrink: 0;
  display: flex;
  align-items: center;
  &[aria-selected='true'] {
    background: var(--go-accent);
    color: var(--go-accent-contrast, #fff);
    border-color: var(--go-accent);
    font-weight: 600;
  }
`;
const wheelOptionStyles = css`
  block-size: ${WHEEL_ITEM_HEIGHT}px;
  min-block-size: 0;
  padding-block: 0;
  border: 0;
  justify-content: center;
  scroll-snap-align: center;
  border-radius: 0;
`;

/** One option of an {@link OptionList}. */
export interface ListOption {
  key: string;
  label: string;
}

/** Props of {@link OptionList}. */
export interface OptionListProps {
  /** The listbox's accessible name. */
  label: string;
  options: ListOption[];
  selectedIndex: number;
  /** Selection follows focus: arrow keys, PageUp/PageDown, Home/End and clicks call this. */
  onSelect(index: number): void;
  /** Enter, Space or a click: the guest is done with this list. */
  onActivate?(index: number): void;
  /** `wheel` (mobile, sizes), `grid` (few options) or `list` (the linear layout). */
  look: 'wheel' | 'grid' | 'list';
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * A single-select listbox (WAI-ARIA listbox pattern): one tab stop, `aria-activedescendant` on
 * the selected option, `aria-selected` on each option. Keys: Up/Down (and Left/Right, mirrored in
 * right-to-left) step by one, PageUp/PageDown by {@link PAGE_STEP}, Home/End jump to the ends,
 * Enter/Space activate. The wheel look scrolls the selected item to the column's centre and, when
 * the guest scrolls or swipes, selects the item that stopped in the centre.
 */
export function OptionList({ label, options, selectedIndex, onSelect, onActivate, look, disabled, autoFocus }: OptionListProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const optionId = (index: number) => `${id}-option-${index}`;
  const current = Math.min(Math.max(selectedIndex, 0), Math.max(options.length - 1, 0));

  useEffect(() => {
    if (!autoFocus) return;
    ref.current?.focus();
    // A parent <dialog>'s showModal() runs after this effect and focuses its first control: take
    // the focus back once it has.
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [autoFocus]);

  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    if (look === 'wheel') {
      list.scrollTop = current * WHEEL_ITEM_HEIGHT;
    } else {
      const option = list.children[current] as HTMLElement | undefined;
      option?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [current, look]);

  useEffect(
    () => () => {
      if (scrollTimer.current) clearTimeout(scrollTimer.current);
    },
    [],
  );

  const move = (index: number) => {
    const next = Math.min(Math.max(index, 0), options.length - 1);
    if (next !== current) onSelect(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || options.length === 0) return;
    const rtl = ref.current ? getComputedStyle(ref.current).direction === 'rtl' : false;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    switch (event.key) {
      case 'ArrowDown':
      case forward:
        move(current + 1);
        break;
      case 'ArrowUp':
      case backward:
        move(current - 1);
        break;
      case 'PageDown':
        move(current + PAGE_STEP);
        break;
      case 'PageUp':
        move(current - PAGE_STEP);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(options.length - 1);
        break;
      case 'Enter':
      case ' ':
        onActivate?.(current);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  // Wheel: when scrolling stops, the centred item becomes the selection (touch and mouse wheels).
  const onScroll = () => {
    // Our own scrolling centres the selection, so it selects nothing new; no flag to skip it (a flag
    // set when the wheel was already in place swallowed the guest's next swipe).
    if (look !== 'wheel' || disabled) return;
    if (scrollTimer.current) clearTimeout(scrollTimer.current);
    scrollTimer.current = setTimeout(() => {
      const list = ref.current;
      if (list) move(Math.round(list.scrollTop / WHEEL_ITEM_HEIGHT));
    }, 120);
  };

  return (
    <div
      ref={ref}
      role="listbox"
      aria-label={label}
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled ? true : undefined}
      aria-activedescendant={options.length ? optionId(current) : undefined}
      className={cx(listStyles, look === 'grid' && gridStyles, look === 'wheel' && wheelStyles)}
      onKeyDown={onKeyDown}
      onScroll={onScroll}
    >
      {options.map((option, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: an option of an aria-activedescendant listbox: the listbox has the focus and the keys, an option is only pressed
        <div
          key={option.key}
          id={optionId(index)}
          role="option"
          aria-selected={index === current}
          className={cx(optionStyles, look === 'wheel' && wheelOptionStyles)}
          onClick={() => {
            if (disabled) return;
            move(index);
            onActivate?.(index);
          }}
        >
          {option.label}
        </div>
      ))}
    </div>
  );
}

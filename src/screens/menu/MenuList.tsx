import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { forwardRef, memo, useCallback, useImperativeHandle, useRef } from 'react';
import { useApp } from '../app-context';
import { rowEstimate, rowIndexOfCategory, type MenuRow } from '../../domain/menu';
import type { MenuItem } from '../../domain/types';
import { VirtualList, type VirtualListHandle } from '../../ui/virtual-list/VirtualList';
import { CategoryHeading, MenuItemRow } from './MenuItemRow';

/** What {@link MenuList} lets the screen do. */
export interface MenuListHandle {
  /**
   * Scrolls the list to a category's heading (a tab or the side list was chosen) and moves the focus
   * to that heading once it is rendered, so Tab goes on with the category's items and a screen reader
   * reads where the guest landed (the side list itself scrolls out of view with the page).
   */
  jumpTo(categoryId: number): void;
}

/** Props of {@link MenuList}. */
export interface MenuListProps {
  desktop: boolean;
  /** Height of the sticky tabs over the list (mobile), so jumps land below them. */
  stickyOffset: number;
  /** The category (or sub-category) of the first row a tenth visible, as the guest scrolls. */
  onActiveCategory: (categoryId: number) => void;
}

/** Frames to wait for a jumped-to row to be rendered before giving up on focusing it. */
const FOCUS_FRAMES = 30;

/** Focuses what `find` returns as soon as it exists (the virtualized row renders a frame or two after the scroll). */
function focusWhenRendered(find: () => HTMLElement | null, frames = FOCUS_FRAMES): void {
  const target = find();
  if (target) {
    // The list has already scrolled it to the top, below any sticky tabs: focusing must not scroll again.
    target.focus({ preventScroll: true });
    return;
  }
  if (frames > 0) requestAnimationFrame(() => focusWhenRendered(find, frames - 1));
}

/**
 * The menu's rows (`stores.menu.$rows`: category headings and items, depth-first), virtualized.
 * This component subscribes to the menu's data once and hands each memoized row plain props; the
 * cart is not read here, so adding an item re-renders no row.
 */
export const MenuList = memo(
  forwardRef<MenuListHandle, MenuListProps>(function MenuList({ desktop, stickyOffset, onActiveCategory }, handle) {
    const { stores } = useApp();
    const { i18n } = useLingui();
    const rows = useStore(stores.menu.$rows);
    const currency = useStore(stores.menu.$currency);
    const allergens = useStore(stores.menu.$allergens);
    const allergensPending = useStore(stores.menu.$allergensPending);
    const outOfStock = useStore(stores.menu.$outOfStock);
    const experience = useStore(stores.selection.$experience);
    const showCalories = experience?.showCalories ?? false;
    const locale = i18n.locale;
    const listRef = useRef<VirtualListHandle>(null);
    const rowsRef = useRef<MenuRow[]>(rows);
    rowsRef.current = rows;

    const actions = stores.menuActions;
    const onTap = useCallback((item: MenuItem) => actions.tapItem(item), [actions]);
    const onOpen = useCallback((item: MenuItem) => actions.openItem(item), [actions]);

    useImperativeHandle(
      handle,
      () => ({
        jumpTo: (categoryId: number) => {
          const index = rowIndexOfCategory(rowsRef.current, categoryId);
          if (index < 0) return;
          listRef.current?.scrollToIndex(index);
          focusWhenRendered(() => listRef.current?.rowElement(index)?.querySelector<HTMLElement>('[data-category-id]') ?? null);
        },
      }),
      [],
    );

    // New callbacks with new rows: the virtualizer recomputes its layout when they change.
    const estimateSize = useCallback((index: number) => rowEstimate(rows[index]), [rows]);
    const getKey = useCallback(
      (index: number) => {
        const row = rows[index];
        if (!row) return index;
        return row.kind === 'category' ? `c${row.category.id}` : `i${row.category.id}-${row.item.id}`;
      },
      [rows],
    );
    const onFirstVisible = useCallback(
      (index: number) => {
        const row = rowsRef.current[index];
        if (row) onActiveCategory(row.category.id);
      },
      [onActiveCategory],
    );

    const renderRow = (index: number) => {
      const row = rows[index];
      if (!row) return null;
      if (row.kind === 'category') return <CategoryHeading category={row.category} depth={row.depth} adult={row.category.under18} />;
      const { item, category } = row;
      return (
        <MenuItemRow
          item={item}
          currency={currency}
          locale={locale}
          allergens={allergens}
          allergensPending={allergensPending}
          showCalories={showCalories}
          available={!outOfStock.has(item.serialId)}
          adult={item.under18 || category.under18}
          desktop={desktop}
          onTap={onTap}
          onOpen={onOpen}
        />
      );
    };

    return (
      <VirtualList
        ref={listRef}
        count={rows.length}
        estimateSize={estimateSize}
        getKey={getKey}
        renderRow={renderRow}
        stickyOffset={stickyOffset}
        onFirstVisible={onFirstVisible}
      />
    );
  }),
);

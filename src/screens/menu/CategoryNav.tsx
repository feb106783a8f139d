import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { forwardRef, useEffect, useMemo, useRef } from 'react';
import type { MenuCategory } from '../../domain/types';
import { useSay } from '../../ui/use-say';
import { CategorySideListView, CategoryTabsView, currentTopCategory, topLevelOf } from './category-nav-views';

/** Props of the category navigations. */
export interface CategoryNavProps {
  categories: readonly MenuCategory[];
  /** The category (or sub-category) the list shows at its top. */
  $active: ReadableAtom<number | null>;
  onChoose: (categoryId: number) => void;
}

/** Keeps the current tab in view inside its horizontal strip without scrolling the page. */
function revealInStrip(button: HTMLElement | null): void {
  const strip = button?.parentElement;
  if (!button || !strip) return;
  const start = button.offsetLeft - strip.offsetLeft;
  const end = start + button.offsetWidth;
  if (start < strip.scrollLeft || end > strip.scrollLeft + strip.clientWidth) {
    strip.scrollTo({ left: start - 16 });
  }
}

/** Mobile category tabs (as {@link CategoryTabsView} shows them): sticky at the top, the current tab following the scroll. */
export const CategoryTabs = forwardRef<HTMLElement, CategoryNavProps>(function CategoryTabs({ categories, $active, onChoose }, ref) {
  const active = useStore($active);
  const tops = useMemo(() => topLevelOf(categories), [categories]);
  const activeTop = currentTopCategory(categories, active, tops);
  const stripRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new current tab (`activeTop`) is scrolled into the strip's view once it has rendered
  useEffect(() => {
    revealInStrip(stripRef.current?.querySelector<HTMLElement>('button[aria-current="true"]') ?? null);
  }, [activeTop]);
  return CategoryTabsView({ categories, active, tops, say: useSay(), onChoose, navRef: ref, stripRef });
});

/** Desktop category list at the inline start, sub-categories nested under their category. */
export function CategorySideList({ categories, $active, onChoose }: CategoryNavProps) {
  return CategorySideListView({ categories, active: useStore($active), say: useSay(), onChoose });
}

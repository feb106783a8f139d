import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { forwardRef, useEffect, useMemo, useRef } from 'react';
import { truncateTabName } from '../../domain/menu';
import type { MenuCategory } from '../../domain/types';
import { tabsStyles, sideStyles } from './category-nav.styles';
import { PlatformText } from '../../ui/PlatformText';

/** Props of the category navigations. */
export interface CategoryNavProps {
  categories: readonly MenuCategory[];
  /** The category (or sub-category) the list shows at its top. */
  $active: ReadableAtom<number | null>;
  onChoose: (categoryId: number) => void;
}

/** Top-level category id of every category and sub-category. */
function topLevelOf(categories: readonly MenuCategory[]): Map<number, number> {
  const map = new Map<number, number>();
  const walk = (list: readonly MenuCategory[], top: number) => {
    for (const category of list) {
      map.set(category.id, top);
      walk(category.subcategories, top);
    }
  };
  for (const category of categories) {
    map.set(category.id, category.id);
    walk(category.subcategories, category.id);
  }
  return map;
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

/**
 * Mobile category tabs: sticky at the top, names cut at 22 characters, the
 * current tab following the scroll. When the current category has sub-categories, a second strip
 * offers them.
 */
export const CategoryTabs = forwardRef<HTMLElement, CategoryNavProps>(function CategoryTabs({ categories, $active, onChoose }, ref) {
  const { t } = useLingui();
  const active = useStore($active);
  const tops = useMemo(() => topLevelOf(categories), [categories]);
  const activeTop = active === null ? (categories[0]?.id ?? null) : (tops.get(active) ?? null);
  const current = categories.find((category) => category.id === activeTop);
  const stripRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new current tab (`activeTop`) is scrolled into the strip's view once it has rendered
  useEffect(() => {
    revealInStrip(stripRef.current?.querySelector<HTMLElement>('button[aria-current="true"]') ?? null);
  }, [activeTop]);
  const tab = (category: MenuCategory, isCurrent: boolean) => {
    const name = truncateTabName(category.name);
    return (
      <button
        key={category.id}
        type="button"
        aria-current={isCurrent ? 'true' : undefined}
        title={name === category.name ? undefined : category.name}
        onClick={() => onChoose(category.id)}
      >
        <PlatformText>{name}</PlatformText>
      </button>
    );
  };
  return (
    <nav ref={ref} className={tabsStyles} aria-label={t`Menu categories`}>
      <div data-strip="top" ref={stripRef}>
        {categories.map((category) => tab(category, category.id === activeTop))}
      </div>
      {current && current.subcategories.length > 0 ? <div data-strip="sub">{current.subcategories.map((sub) => tab(sub, sub.id === active))}</div> : null}
    </nav>
  );
});

function SideEntries({ categories, active, onChoose }: { categories: readonly MenuCategory[]; active: number | null; onChoose: (id: number) => void }) {
  return (
    <ul>
      {categories.map((category) => (
        <li key={category.id}>
          <button type="button" aria-current={category.id === active ? 'true' : undefined} onClick={() => onChoose(category.id)}>
            <PlatformText>{category.name}</PlatformText>
          </button>
          {category.subcategories.length ? <SideEntries categories={category.subcategories} active={active} onChoose={onChoose} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Desktop category list at the inline start, sub-categories nested under their category. */
export function CategorySideList({ categories, $active, onChoose }: CategoryNavProps) {
  const { t } = useLingui();
  const active = useStore($active) ?? categories[0]?.id ?? null;
  return (
    <nav className={sideStyles} aria-label={t`Menu categories`}>
      <SideEntries categories={categories} active={active} onChoose={onChoose} />
    </nav>
  );
}

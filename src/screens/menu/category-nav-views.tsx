/**
 * What the category navigations show, written once: the tab strips of narrow screens and the side list
 * of wide ones. Views (plain functions of their props, no hooks), so React renders them (CategoryNav)
 * and the loader's first paint draws the same markup before React is in (src/ui/dom-render.ts).
 */
import { msg } from '@lingui/core/macro';
import type { Ref } from 'react';
import { truncateTabName } from '../../domain/menu/display';
import type { MenuCategory } from '../../domain/types';
import { PlatformText } from '../../ui/PlatformText';
import type { Say } from '../../ui/say';
import { sideStyles, tabsStyles } from './category-nav.styles';

/** The navigations' words. */
export const CATEGORY_NAV_WORDS = {
  /** Both navigations' accessible name. */
  categories: msg`Menu categories`,
};

/** Top-level category id of every category and sub-category. */
export function topLevelOf(categories: readonly MenuCategory[]): Map<number, number> {
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

/** The top-level category whose tab is current: the one `active` is in, the first while none is. */
export function currentTopCategory(
  categories: readonly MenuCategory[],
  active: number | null,
  tops: ReadonlyMap<number, number> = topLevelOf(categories),
): number | null {
  return active === null ? (categories[0]?.id ?? null) : (tops.get(active) ?? null);
}

/** Props of {@link CategoryTabsView}. */
export interface CategoryTabsViewProps {
  categories: readonly MenuCategory[];
  /** The category (or sub-category) the list shows at its top; null: the first. */
  active: number | null;
  /** `topLevelOf(categories)`, when the caller keeps it between renders. */
  tops?: ReadonlyMap<number, number>;
  say: Say;
  onChoose?: (categoryId: number) => void;
  navRef?: Ref<HTMLElement>;
  stripRef?: Ref<HTMLDivElement>;
}

/**
 * The tabs of narrow screens: one strip of the categories, names cut at 22 characters (the whole name
 * as the title), the current one marked; when the current category has sub-categories, a second strip
 * offers them.
 */
export function CategoryTabsView({ categories, active, tops = topLevelOf(categories), say, onChoose, navRef, stripRef }: CategoryTabsViewProps) {
  const activeTop = currentTopCategory(categories, active, tops);
  const current = categories.find((category) => category.id === activeTop);
  const tab = (category: MenuCategory, isCurrent: boolean) => {
    const name = truncateTabName(category.name);
    return (
      <button
        key={category.id}
        type="button"
        aria-current={isCurrent ? 'true' : undefined}
        title={name === category.name ? undefined : category.name}
        onClick={onChoose && (() => onChoose(category.id))}
      >
        <PlatformText>{name}</PlatformText>
      </button>
    );
  };
  return (
    <nav ref={navRef} className={tabsStyles} aria-label={say(CATEGORY_NAV_WORDS.categories)}>
      <div data-strip="top" ref={stripRef}>
        {categories.map((category) => tab(category, category.id === activeTop))}
      </div>
      {current && current.subcategories.length > 0 ? <div data-strip="sub">{current.subcategories.map((sub) => tab(sub, sub.id === active))}</div> : null}
    </nav>
  );
}

function SideEntries({ categories, active, onChoose }: { categories: readonly MenuCategory[]; active: number | null; onChoose?: (id: number) => void }) {
  return (
    <ul>
      {categories.map((category) => (
        <li key={category.id}>
          <button type="button" aria-current={category.id === active ? 'true' : undefined} onClick={onChoose && (() => onChoose(category.id))}>
            <PlatformText>{category.name}</PlatformText>
          </button>
          {category.subcategories.length ? <SideEntries categories={category.subcategories} active={active} onChoose={onChoose} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The side list of wide screens, at the inline start, sub-categories nested under their category; null `active`: the first. */
export function CategorySideListView({
  categories,
  active,
  say,
  onChoose,
}: {
  categories: readonly MenuCategory[];
  active: number | null;
  say: Say;
  onChoose?: (categoryId: number) => void;
}) {
  return (
    <nav className={sideStyles} aria-label={say(CATEGORY_NAV_WORDS.categories)}>
      <SideEntries categories={categories} active={active ?? categories[0]?.id ?? null} onChoose={onChoose} />
    </nav>
  );
}

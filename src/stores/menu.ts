import { atom, computed, type ReadableAtom } from 'nanostores';
import { isCancellation } from '../api/errors';
import type { OrderingDeps } from '../app/contracts';
import type { Experience, Menu, MenuCategory, MenuFile, MenuItem } from '../domain/types';
import type { LoadStatus } from './business';
import { messages } from './messages';
import type { NoticeStore } from './notice';
import type { SelectionStore } from './selection';

/** The menu of the chosen experience, with hidden items removed and stock applied (spec 3, 4.3). */
export interface MenuStore {
  /** Categories as shown: hidden items dropped, empty categories dropped. */
  readonly $categories: ReadableAtom<MenuCategory[]>;
  readonly $outOfStock: ReadableAtom<ReadonlySet<number>>;
  readonly $status: ReadableAtom<LoadStatus>;
  /** Loads the menu of the chosen experience unless it is already loaded or loading. */
  ensure(): void;
  /** A visible item by id. */
  findItem(itemId: number): MenuItem | null;
  isAvailable(item: MenuItem): boolean;
  clear(): void;
}

/** The default menu file (spec 1: time windows come later), else the first file. */
export function pickMenuFile(experience: Experience): MenuFile | null {
  return experience.menuFiles.find((file) => file.isDefault) ?? experience.menuFiles[0] ?? null;
}

function visibleCategories(categories: MenuCategory[]): MenuCategory[] {
  return categories
    .map((category) => ({
      ...category,
      items: category.items.filter((item) => !item.hidden),
      subcategories: visibleCategories(category.subcategories),
    }))
    .filter((category) => category.items.length > 0 || category.subcategories.length > 0);
}

/** Creates the menu store; a load failure clears the menu, tells the guest and goes back home. */
export function createMenuStore(deps: OrderingDeps, selection: SelectionStore, notice: NoticeStore): MenuStore {
  const $menu = atom<Menu | null>(null);
  const $outOfStock = atom<ReadonlySet<number>>(new Set());
  const $status = atom<LoadStatus>('idle');
  const $categories = computed($menu, (menu) => (menu ? visibleCategories(menu.categories) : []));
  let loadedKey: string | null = null;
  let ticket = 0;

  function clear(): void {
    ticket++;
    loadedKey = null;
    $menu.set(null);
    $outOfStock.set(new Set());
    $status.set('idle');
  }

  function fail(): void {
    clear();
    $status.set('error');
    notice.show(messages.menuFailed);
    deps.router.navigate('/');
  }

  function ensure(): void {
    const experience = selection.$experience.get();
    if (!experience) return;
    const file = pickMenuFile(experience);
    const key = `${experience.id}|${file?.url ?? ''}`;
    if (key === loadedKey && $status.get() !== 'error') return;
    loadedKey = key;
    const mine = ++ticket;
    if (!file) {
      fail();
      return;
    }
    $status.set('loading');
    $menu.set(null);
    Promise.all([deps.api.getMenu(file.url), deps.api.getOutOfStockItems(experience.locationId)]).then(
      ([menu, outOfStock]) => {
        if (mine !== ticket) return;
        $menu.set(menu);
        $outOfStock.set(new Set(outOfStock));
        $status.set('ready');
      },
      (error: unknown) => {
        if (mine !== ticket) return;
        if (isCancellation(error)) {
          loadedKey = null;
          return;
        }
        fail();
      },
    );
  }

  function findItem(itemId: number): MenuItem | null {
    const search = (categories: MenuCategory[]): MenuItem | null => {
      for (const category of categories) {
        const item = category.items.find((candidate) => candidate.id === itemId) ?? search(category.subcategories);
        if (item) return item;
      }
      return null;
    };
    return search($categories.get());
  }

  return {
    $categories,
    $outOfStock,
    $status,
    ensure,
    findItem,
    isAvailable: (item) => !$outOfStock.get().has(item.serialId),
    clear,
  };
}

import { atom, type ReadableAtom } from 'nanostores';
import type { OrderingDeps } from '../deps';
import { needsAgeCheck } from '../../domain/menu';
import type { MenuCategory, MenuItem } from '../../domain/types';

/** Local storage keys: the guest confirmed being an adult and asked not to be asked again. */
export const IS_ADULT_KEY = 'IS_ADULT';

/**
 * The alcohol age check: before the first under-18 item opens or is added, the guest
 * confirms being an adult. "Do not ask again" stores `IS_ADULT`; otherwise the answer holds for this
 * element's life. The order's Done clears both (`forget()`).
 */
export interface AgeCheckStore {
  /** The question on screen (the AgeCheckModal shows it), or null. */
  readonly $request: ReadableAtom<{ itemName: string } | null>;
  /** True once the guest confirmed (stored `IS_ADULT`, or earlier in this element's life). */
  isAdult(): boolean;
  /**
   * Runs `proceed` at once when `item` needs no check (not under 18, nor listed in an under-18
   * category, or the guest already confirmed); otherwise asks, and runs it on `confirm()`.
   */
  guard(item: MenuItem, proceed: () => void): void;
  /** The guest is an adult: remembers it (in storage only when `dontAskAgain`) and proceeds. */
  confirm(dontAskAgain: boolean): void;
  /** The guest declined: nothing happens. */
  cancel(): void;
  /** Forgets the confirmation, stored or not (Done on the confirmation clears the adult flag). */
  forget(): void;
}

/** Creates the age check; `categoryOf` gives the category an item is listed in (`menu.findCategoryOf`). */
export function createAgeCheckStore(deps: Pick<OrderingDeps, 'storage'>, categoryOf: (item: MenuItem) => MenuCategory | null): AgeCheckStore {
  const $request = atom<{ itemName: string } | null>(null);
  let confirmedHere = false;
  let pending: (() => void) | null = null;

  function stored(): boolean {
    try {
      return deps.storage?.getItem(IS_ADULT_KEY) === 'true';
    } catch {
      return false;
    }
  }

  const isAdult = () => confirmedHere || stored();

  return {
    $request,
    isAdult,
    guard(item, proceed) {
      if (!needsAgeCheck(item, categoryOf(item), isAdult())) {
        proceed();
        return;
      }
      // A second tap while asked replaces the first: the guest answers for the item they tapped last.
      pending = proceed;
      $request.set({ itemName: item.name });
    },
    confirm(dontAskAgain) {
      confirmedHere = true;
      if (dontAskAgain) {
        try {
          deps.storage?.setItem(IS_ADULT_KEY, 'true');
        } catch {
          // Private mode: the answer still holds for this element's life.
        }
      }
      const proceed = pending;
      pending = null;
      $request.set(null);
      proceed?.();
    },
    cancel() {
      pending = null;
      $request.set(null);
    },
    forget() {
      confirmedHere = false;
      pending = null;
      $request.set(null);
      try {
        deps.storage?.removeItem(IS_ADULT_KEY);
      } catch {
        // ignore, see confirm()
      }
    },
  };
}

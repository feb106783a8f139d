import { atom, computed, type ReadableAtom } from 'nanostores';
import type { CartSnapshot, OrderingDeps } from '../app/contracts';
import type { CartLine, MenuItem, MinorAmount } from '../domain/types';
import type { BusinessStore } from './business';
import { cartQuantity, cartSubtotal, exceedsItemLimit, ITEM_LIMIT_DEFAULT } from '../domain/cart-math';
import { createEditId } from '../domain/ids';
import { messages } from './messages';
import type { NoticeStore } from './notice';
import { CART_MAX_AGE_MS, cartSnapshot } from './cart-snapshot';
import { createPersisted } from './persisted';
import type { SelectionStore } from './selection';

export { CART_MAX_AGE_MS } from './cart-snapshot';

/** Options of one add: modifiers and comment come with the item detail screen. */
export interface AddOptions {
  quantity?: number;
  comment?: string;
  modifiers?: Record<number, number[]>;
}

/** The current order: lines keyed by editId (spec 3), persisted per business+location+experience. */
export interface CartStore {
  /** Lines in the order they were added. */
  readonly $lines: ReadableAtom<CartLine[]>;
  readonly $quantity: ReadableAtom<number>;
  readonly $subtotal: ReadableAtom<MinorAmount>;
  /** Currency of the selected location (default USD, spec 3). */
  readonly $currencyCode: ReadableAtom<string>;
  /**
   * Adds an item (merged into an identical line). Returns false and shows the CART_LIMIT notice
   * when the order would exceed the item limit (spec 5.2, 9).
   */
  addItem(item: MenuItem, options?: AddOptions): boolean;
  /** Sets a line's quantity (at least 1); false when the item limit forbids it. */
  setQuantity(editId: string, quantity: number): boolean;
  removeLine(editId: string): void;
  clear(): void;
  snapshot(): CartSnapshot;
}

/** Creates the cart store; it follows the selection's storage scope and emits `cart-change`. */
export function createCartStore(
  deps: OrderingDeps,
  business: BusinessStore,
  selection: SelectionStore,
  notice: NoticeStore,
): CartStore {
  const $lines = atom<CartLine[]>([]);
  const $quantity = computed($lines, cartQuantity);
  const $subtotal = computed($lines, cartSubtotal);
  const $currencyCode = computed(selection.$location, (location) => location?.currencyCode ?? 'USD');
  const persisted = createPersisted<CartLine[]>(deps.storage, deps.now, CART_MAX_AGE_MS);
  let scope: string | null = null;
  let restoring = false;

  const limit = () => business.$configuration.get()?.itemLimitation ?? ITEM_LIMIT_DEFAULT;

  /** Spec 5.2, 9: `others` is the cart without the line being changed. */
  function withinLimit(others: readonly CartLine[], quantity: number): boolean {
    if (!exceedsItemLimit(others, quantity, limit())) return true;
    notice.show(messages.cartLimit);
    return false;
  }

  function addItem(item: MenuItem, options: AddOptions = {}): boolean {
    const quantity = Math.max(1, Math.floor(options.quantity ?? 1));
    if (!withinLimit($lines.get(), quantity)) return false;
    const comment = options.comment ?? '';
    const modifiers = options.modifiers ?? {};
    const modifierList = item.modifierGroups.flatMap((group) =>
      group.modifiers.filter((modifier) => modifiers[group.id]?.includes(modifier.id)),
    );
    const sameSelection = (line: CartLine) =>
      line.itemId === item.id && line.comment === comment && JSON.stringify(line.modifiers) === JSON.stringify(modifiers);
    const lines = $lines.get();
    const existing = lines.find(sameSelection);
    if (existing) {
      $lines.set(lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + quantity } : line)));
      return true;
    }
    $lines.set([
      ...lines,
      {
        editId: createEditId(),
        itemId: item.id,
        posUniqueId: item.posUniqueId,
        serialId: item.serialId,
        name: item.name,
        quantity,
        comment,
        unitPrice: item.price + modifierList.reduce((sum, modifier) => sum + modifier.price, 0),
        modifiers,
        modifierPuis: modifierList.map((modifier) => modifier.posUniqueId),
      },
    ]);
    return true;
  }

  function setQuantity(editId: string, quantity: number): boolean {
    const lines = $lines.get();
    const line = lines.find((candidate) => candidate.editId === editId);
    const next = Math.max(1, Math.floor(quantity));
    if (!line || line.quantity === next) return true;
    if (next > line.quantity && !withinLimit(lines.filter((candidate) => candidate !== line), next)) return false;
    $lines.set(lines.map((candidate) => (candidate === line ? { ...line, quantity: next } : candidate)));
    return true;
  }

  function removeLine(editId: string): void {
    $lines.set($lines.get().filter((line) => line.editId !== editId));
  }

  function snapshot(): CartSnapshot {
    return cartSnapshot($lines.get(), $currencyCode.get());
  }

  // Each business+location+experience keeps its own saved order (spec 3 "saved order store").
  const follow = () => {
    const next = selection.scopeKey();
    if (next === scope) return;
    scope = next;
    restoring = true;
    $lines.set(next ? (persisted.read(next) ?? []) : []);
    restoring = false;
  };
  selection.$locationId.listen(follow);
  selection.$experienceId.listen(follow);

  $lines.listen((lines) => {
    if (!restoring && scope) {
      if (lines.length) persisted.write(scope, [...lines]);
      else persisted.remove(scope);
    }
    const { quantity, subtotal, currency } = snapshot();
    deps.emit('cart-change', { quantity, subtotal, currency });
  });

  // The cart store is created lazily (after the home screen): pick up the scope already selected.
  follow();

  return { $lines, $quantity, $subtotal, $currencyCode, addItem, setQuantity, removeLine, clear: () => $lines.set([]), snapshot };
}

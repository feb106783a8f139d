import type { MessageDescriptor } from '@lingui/core';
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { CartSnapshot } from '../../domain/host-events';
import type { OrderingDeps } from '../deps';
import { addLine, buildLine, cartChanges, normalizeQuantity, replaceLine, selectedModifiers, splitUnavailable, type LineOptions } from '../../domain/menu';
import type { CartLine, Currency, MenuItem, MinorAmount } from '../../domain/types';
import type { BusinessStore } from '../first-screen/business';
import { cartQuantity, cartSubtotal, exceedsItemLimit, ITEM_LIMIT_DEFAULT } from '../../domain/cart-math';
import { createEditId } from '../../domain/ids';
import { cartLimitMessage, messages, missingItemsMessage } from './messages';
import { itemCategories, type MenuStore } from './menu';
import type { NoticeStore } from '../first-screen/notice';
import { CART_MAX_AGE_MS, cartSnapshot } from '../first-screen/cart-snapshot';
import { createPersisted } from '../first-screen/persisted';
import type { SelectionStore } from '../first-screen/selection';

export { CART_MAX_AGE_MS } from '../first-screen/cart-snapshot';

/** Options of one add (item detail: modifiers, comment, quantity); a direct add takes the defaults. */
export type AddOptions = Partial<LineOptions>;

/**
 * The current order: lines keyed by editId, saved per business, hotel, restaurant and
 * experience for an hour ("saved order store", 9), so it survives a reload.
 */
export interface CartStore {
  /** Lines in the order they were added. */
  readonly $lines: ReadableAtom<CartLine[]>;
  readonly $quantity: ReadableAtom<number>;
  readonly $subtotal: ReadableAtom<MinorAmount>;
  /** Currency code of the selected location (default USD). */
  readonly $currencyCode: ReadableAtom<string>;
  /** The currency to show amounts in, with the business's currency settings (same as `menu.$currency`). */
  readonly $currency: ReadableAtom<Currency>;
  /** A line by editId (the edit page `/menu/{id}/{editId}`), or null. */
  findLine(editId: string): CartLine | null;
  /**
   * Adds an item with its choices (`buildLine`: quantity at least 1, prices of nested modifiers),
   * merged into an identical line (`addLine`). Returns false and shows the cart-limit popup when the
   * order would exceed the item limit.
   */
  addItem(item: MenuItem, options?: AddOptions): boolean;
  /**
   * Replaces line `editId` with `item` and `options` (an edit; merged with an identical line,
   * `replaceLine`). False with the cart-limit popup when the new quantity passes the limit.
   */
  updateLine(editId: string, item: MenuItem, options: LineOptions): boolean;
  /** Sets a line's quantity (at least 1); false when the item limit forbids it. */
  setQuantity(editId: string, quantity: number): boolean;
  removeLine(editId: string): void;
  /**
   * Removes the lines whose item (or a chosen modifier) is out of stock, was rejected by the
   * platform's calculation, or is gone from the loaded menu, and opens the missing-items popup
   * listing them. Returns the removed lines (none: no popup).
   *
   * At checkout (CART_CHECKOUT_ITEM_OUT_OF_STOCK) `posIds` adds the POS ids the platform
   * listed in `items_not_in_stock`, and `message` replaces the popup's text with the catalogue's.
   */
  removeUnavailable(options?: { posIds?: Iterable<string>; message?: MessageDescriptor }): CartLine[];
  /**
   * The guest empties the order (Start over, Remove all): the lines go and the host's analytics hears
   * they were removed. {@link clear} empties it without a word (after an order, a sign-out).
   */
  removeAll(): void;
  clear(): void;
  snapshot(): CartSnapshot;
}

/** Creates the cart store; it follows the selection's storage scope and emits `cart-change`. */
export function createCartStore(
  deps: OrderingDeps,
  business: BusinessStore,
  selection: SelectionStore,
  notice: NoticeStore,
  menu: MenuStore,
  /**
   * POS ids (items or modifiers) the last calculation rejected as out of stock; none by default. The
   * menu side of the stores keeps it up to date from the calculation store, created after the cart.
   */
  $rejectedPosIds: ReadableAtom<ReadonlySet<string>> = atom(new Set()),
): CartStore {
  const $lines = atom<CartLine[]>([]);
  const $quantity = computed($lines, cartQuantity);
  const $subtotal = computed($lines, cartSubtotal);
  const $currencyCode = computed(deps.scope.$currency, (currency) => currency.code);
  const persisted = createPersisted<CartLine[]>(deps.storage, deps.now, CART_MAX_AGE_MS);
  let scope: string | null = null;
  let restoring = false;

  const limit = () => {
    const configured = business.$configuration.get()?.itemLimitation ?? ITEM_LIMIT_DEFAULT;
    return configured > 0 ? configured : ITEM_LIMIT_DEFAULT;
  };

  /** `others` is the cart without the line being changed. */
  function withinLimit(others: readonly CartLine[], quantity: number): boolean {
    if (!exceedsItemLimit(others, quantity, limit())) return true;
    notice.show(cartLimitMessage(limit()));
    return false;
  }

  function addItem(item: MenuItem, options: AddOptions = {}): boolean {
    const line = buildLine(
      item,
      { quantity: normalizeQuantity(options.quantity ?? 1), comment: options.comment ?? '', modifiers: options.modifiers ?? {} },
      createEditId(),
    );
    if (!withinLimit($lines.get(), line.quantity)) return false;
    $lines.set(addLine($lines.get(), line));
    return true;
  }

  function updateLine(editId: string, item: MenuItem, options: LineOptions): boolean {
    const lines = $lines.get();
    const line = buildLine(item, options, editId);
    if (
      !withinLimit(
        lines.filter((candidate) => candidate.editId !== editId),
        line.quantity,
      )
    )
      return false;
    $lines.set(replaceLine(lines, editId, line));
    return true;
  }

  function isAvailable(line: CartLine, rejected: ReadonlySet<string>): boolean {
    if (rejected.has(line.posUniqueId) || line.modifierPuis.some((pui) => rejected.has(pui))) return false;
    if (menu.$outOfStock.get().has(line.serialId)) return false;
    // Gone from the menu can only be told once a menu is loaded (a restored cart may come first).
    if (menu.$status.get() !== 'ready') return true;
    const item = menu.findItem(line.itemId);
    if (!item || !menu.isAvailable(item)) return false;
    return selectedModifiers(item, line.modifiers).every((modifier) => modifier.inStock);
  }

  function removeUnavailable(options: { posIds?: Iterable<string>; message?: MessageDescriptor } = {}): CartLine[] {
    const rejected = new Set([...$rejectedPosIds.get(), ...(options.posIds ?? [])]);
    const { kept, removed } = splitUnavailable($lines.get(), (line) => isAvailable(line, rejected));
    if (!removed.length) return [];
    $lines.set(kept);
    notice.show(options.message ?? missingItemsMessage(removed.map((line) => line.name)), 'info', { title: messages.missingItemsTitle });
    return removed;
  }

  function setQuantity(editId: string, quantity: number): boolean {
    const lines = $lines.get();
    const line = lines.find((candidate) => candidate.editId === editId);
    const next = Math.max(1, Math.floor(quantity));
    if (!line || line.quantity === next) return true;
    if (
      next > line.quantity &&
      !withinLimit(
        lines.filter((candidate) => candidate !== line),
        next,
      )
    )
      return false;
    $lines.set(lines.map((candidate) => (candidate === line ? { ...line, quantity: next } : candidate)));
    return true;
  }

  function removeLine(editId: string): void {
    $lines.set($lines.get().filter((line) => line.editId !== editId));
  }

  /**
   * Runs a change the guest made and tells the host's analytics the goods it added and removed
   * (`cartChanges`); the cart's own changes (a restore, unavailable items, clearing) say nothing.
   */
  function byGuest<T>(change: () => T): T {
    const before = $lines.get();
    const result = change();
    const { added, removed } = cartChanges(before, $lines.get());
    const currency = deps.scope.$currency.get();
    if (removed.length) deps.commerce({ kind: 'lines-removed', lines: removed, categories: itemCategories(menu, removed), currency });
    if (added.length) deps.commerce({ kind: 'lines-added', lines: added, categories: itemCategories(menu, added), currency });
    return result;
  }

  function snapshot(): CartSnapshot {
    return cartSnapshot($lines.get(), $currencyCode.get());
  }

  // Each business+location+experience keeps its own saved order ("saved order store").
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
  selection.$hotelId.listen(follow);

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

  return {
    $lines,
    $quantity,
    $subtotal,
    $currencyCode,
    $currency: menu.$currency,
    findLine: (editId) => $lines.get().find((line) => line.editId === editId) ?? null,
    addItem: (item, options) => byGuest(() => addItem(item, options)),
    updateLine: (editId, item, options) => byGuest(() => updateLine(editId, item, options)),
    setQuantity: (editId, quantity) => byGuest(() => setQuantity(editId, quantity)),
    removeLine: (editId) => byGuest(() => removeLine(editId)),
    removeUnavailable,
    removeAll: () => byGuest(() => $lines.set([])),
    clear: () => $lines.set([]),
    snapshot,
  };
}

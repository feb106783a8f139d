import { describe, expect, it } from 'vitest';
import { createOrderingStores } from '../index';
import { createNoticeStore } from '../first-screen/notice';
import { businessConfiguration, createFakeWorld, flush, locations, MemoryStorage, menu, modifierMenu, storesAtMenu } from '../test-support';

async function ready(storage?: MemoryStorage) {
  const world = createFakeWorld({ storage });
  const { stores } = await storesAtMenu(world);
  return { world, stores };
}

describe('cart', () => {
  it('adds lines keyed by editId, merges identical adds and keeps totals in minor units', async () => {
    const { stores } = await ready();
    const margherita = stores.menu.findItem(1)!;
    const lemonade = stores.menu.findItem(4)!;
    stores.cart.addItem(margherita);
    stores.cart.addItem(margherita, { quantity: 2 });
    stores.cart.addItem(lemonade);
    const lines = stores.cart.$lines.get();
    expect(lines).toHaveLength(2);
    expect(lines[0]?.quantity).toBe(3);
    expect(lines[0]?.editId).not.toBe(lines[1]?.editId);
    expect(stores.cart.$quantity.get()).toBe(4);
    expect(stores.cart.$subtotal.get()).toBe(3 * 1250 + 400);
    stores.cart.setQuantity(lines[0]!.editId, 0);
    expect(stores.cart.$lines.get()[0]?.quantity).toBe(1);
    stores.cart.removeLine(lines[1]!.editId);
    expect(stores.cart.snapshot()).toMatchObject({ quantity: 1, subtotal: 1250, currency: 'USD' });
  });

  it('emits cart-change with quantity, subtotal and currency', async () => {
    const { world, stores } = await ready();
    stores.cart.addItem(stores.menu.findItem(1)!, { quantity: 2 });
    expect(world.emitted.filter((event) => event.type === 'cart-change').at(-1)?.detail).toEqual({
      quantity: 2,
      subtotal: 2500,
      currency: 'USD',
    });
  });

  it('refuses to pass the item limit with the CART_LIMIT notice', async () => {
    const { world, stores } = await ready();
    world.api.getBusinessConfiguration.mockResolvedValue({ ...businessConfiguration, itemLimitation: 3 });
    stores.start();
    await stores.started();
    const item = stores.menu.findItem(1)!;
    expect(stores.cart.addItem(item, { quantity: 3 })).toBe(true);
    expect(stores.notice.$notice.get()).toBeNull();
    expect(stores.cart.addItem(item)).toBe(false);
    expect(stores.cart.$quantity.get()).toBe(3);
    expect(stores.notice.$notice.get()?.message.message).toMatch(/You can order up to # items/);
    expect(world.deps.i18n._(stores.notice.$notice.get()!.message)).toBe('You can order up to 3 items in one order.');
    const editId = stores.cart.$lines.get()[0]!.editId;
    expect(stores.cart.setQuantity(editId, 4)).toBe(false);
    expect(stores.cart.setQuantity(editId, 2)).toBe(true);
  });

  it('uses 100 as the limit when the business sets none', async () => {
    const { world, stores } = await ready();
    world.api.getBusinessConfiguration.mockResolvedValue({ ...businessConfiguration, itemLimitation: 0 });
    stores.start();
    await stores.started();
    expect(stores.cart.addItem(stores.menu.findItem(1)!, { quantity: 100 })).toBe(true);
    expect(stores.cart.addItem(stores.menu.findItem(4)!)).toBe(false);
  });

  it('survives a reload within an hour, per business, location and experience', async () => {
    const storage = new MemoryStorage();
    const first = await ready(storage);
    first.stores.cart.addItem(first.stores.menu.findItem(1)!, { quantity: 2 });

    const second = await ready(storage);
    expect(second.stores.selection.$experienceId.get()).toBe(101);
    expect(second.stores.cart.$quantity.get()).toBe(2);
    // Another experience has its own (empty) cart.
    second.stores.selection.selectExperience(102);
    expect(second.stores.cart.$quantity.get()).toBe(0);
    second.stores.selection.selectExperience(101);
    expect(second.stores.cart.$quantity.get()).toBe(2);
  });

  it('forgets a saved cart older than one hour', async () => {
    const storage = new MemoryStorage();
    const first = await ready(storage);
    first.stores.cart.addItem(first.stores.menu.findItem(1)!);

    const world = createFakeWorld({ storage });
    world.clock.now = new Date(first.world.clock.now.getTime() + 60 * 60 * 1000 + 1);
    const stores = createOrderingStores(world.deps);
    stores.start();
    await stores.started();
    stores.selection.selectLocation(11);
    expect(stores.snapshotCart().quantity).toBe(0);
    await stores.ordering();
    expect(stores.cart.$quantity.get()).toBe(0);
  });

  it('keeps the saved order per hotel too (saved order store)', async () => {
    const storage = new MemoryStorage();
    const world = createFakeWorld({ storage });
    world.api.getLocations.mockResolvedValue([{ ...locations[0]!, hotelId: 5 }, locations[1]!]);
    const { stores } = await storesAtMenu(world);
    expect(stores.selection.scopeKey()).toBe('cart:7:5:11:101');
    stores.cart.addItem(stores.menu.findItem(1)!);
    expect(JSON.parse(storage.getItem('cart:7:5:11:101')!).value).toHaveLength(1);
  });

  it('removes unavailable lines (out of stock, gone from the menu) with the titled missing-items popup', async () => {
    const world = createFakeWorld();
    const { stores } = await storesAtMenu(world);
    const margherita = stores.menu.findItem(1)!;
    const lemonade = stores.menu.findItem(4)!;
    stores.cart.addItem(margherita);
    stores.cart.addItem(lemonade, { quantity: 2 });
    expect(stores.cart.removeUnavailable()).toEqual([]);
    expect(stores.notice.$notice.get()).toBeNull();

    world.api.getOutOfStockItems.mockResolvedValue([10]); // Margherita sold out
    await stores.menu.refreshStock();
    const removed = stores.cart.removeUnavailable();
    expect(removed.map((line) => line.name)).toEqual(['Margherita']);
    expect(stores.cart.$lines.get().map((line) => line.name)).toEqual(['Lemonade']);
    const notice = stores.notice.$notice.get()!;
    expect(world.deps.i18n._(notice.title!)).toBe('Some items are no longer available');
    expect(world.deps.i18n._(notice.message)).toBe('These items were removed from your order: Margherita');

    // The menu changed and Lemonade is gone from it.
    world.api.getMenu.mockResolvedValue({ ...menu, categories: menu.categories.slice(0, 1) });
    stores.menu.refresh();
    await flush();
    expect(stores.cart.removeUnavailable().map((line) => line.name)).toEqual(['Lemonade']);
    expect(stores.cart.$lines.get()).toEqual([]);
  });

  it('removes lines the calculation rejected as out of stock, and lines with a modifier out of stock', async () => {
    const world = createFakeWorld();
    world.api.getMenu.mockResolvedValue(modifierMenu);
    world.api.getOutOfStockItems.mockResolvedValue([]);
    const { stores } = await storesAtMenu(world);
    stores.cart.addItem(stores.menu.findItem(3)!); // salad
    stores.cart.addItem(stores.menu.findItem(2)!, { modifiers: { 20: [201, 202] } }); // antipasto
    await flush();
    const cartId = world.api.saveCart.mock.calls.at(-1)![0].cartId as string;
    world.push({
      status: 'REJECTED',
      cartId,
      hash: `h${world.api.saveCart.mock.calls.length}`,
      timestamp: 9,
      reason: 'CART_ITEM_OUT_OF_STOCK',
      itemErrors: [{ posUniqueId: 'i-3', name: 'Build Your Salad', error: 'OUT_OF_STOCK', available: 0 }],
    });
    const state = stores.calculation.$state.get();
    expect(state.status === 'rejected' && state.unavailable).toEqual(['i-3']);
    await flush();
    expect(world.api.getOutOfStockItems).toHaveBeenCalledTimes(2); // the menu's stock is asked again
    expect(stores.cart.removeUnavailable().map((line) => line.name)).toEqual(['Build Your Salad']);

    // A chosen modifier went out of stock in a newer menu.
    const [antipastoLine] = stores.cart.$lines.get();
    const antipasto = modifierMenu.categories[0]!.items[1]!;
    const soldOut = {
      ...antipasto,
      modifierGroups: [
        { ...antipasto.modifierGroups[0]!, modifiers: antipasto.modifierGroups[0]!.modifiers.map((m) => (m.id === 202 ? { ...m, inStock: false } : m)) },
      ],
    };
    world.api.getMenu.mockResolvedValue({ ...modifierMenu, categories: [{ ...modifierMenu.categories[0]!, items: [soldOut] }] });
    stores.menu.refresh();
    await flush();
    expect(stores.cart.removeUnavailable()).toEqual([antipastoLine]);
  });

  it('addItem takes modifiers, comment and quantity; quantity is at least 1', async () => {
    const world = createFakeWorld();
    world.api.getMenu.mockResolvedValue(modifierMenu);
    const { stores } = await storesAtMenu(world);
    stores.cart.addItem(stores.menu.findItem(1)!, { quantity: 0, comment: 'extra hot', modifiers: { 10: [102], 11: [111] } });
    expect(stores.cart.$lines.get()).toMatchObject([
      { quantity: 1, comment: 'extra hot', unitPrice: 1450 + 150 + 100, modifierPuis: ['m-102', 'm-111'], modifierNames: ['Cream', 'Parmesan'] },
    ]);
  });
});

describe('notice', () => {
  it('shows a message with an optional title', () => {
    const notice = createNoticeStore();
    notice.show({ id: 'a', message: 'Body' });
    expect(notice.$notice.get()).toEqual({ message: { id: 'a', message: 'Body' }, kind: 'error' });
    notice.show({ id: 'b', message: 'Body' }, 'info', { title: { id: 't', message: 'Title' } });
    expect(notice.$notice.get()).toEqual({ message: { id: 'b', message: 'Body' }, kind: 'info', title: { id: 't', message: 'Title' } });
    notice.dismiss();
    expect(notice.$notice.get()).toBeNull();
  });
});

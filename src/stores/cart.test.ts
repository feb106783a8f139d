import { describe, expect, it } from 'vitest';
import { createOrderingStores } from './index';
import { businessConfiguration, createFakeWorld, flush, MemoryStorage, storesAtMenu } from './test-support';

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
      quantity: 2, subtotal: 2500, currency: 'USD',
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
    expect(stores.notice.$notice.get()?.message.message).toMatch(/maximum number of items/);
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

  it('forgets a saved cart older than one hour (spec 9)', async () => {
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
});

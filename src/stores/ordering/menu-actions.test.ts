import { describe, expect, it } from 'vitest';
import type { BusinessConfiguration, Experience } from '../../domain/types';
import { businessConfiguration, createFakeWorld, experienceFor, flush, modifierMenu, modifierMenuOutOfStock, storesAtMenu } from '../test-support';

async function atMenu(options: { configuration?: Partial<BusinessConfiguration>; experience?: Partial<Experience> } = {}) {
  const world = createFakeWorld();
  world.api.getBusinessConfiguration.mockResolvedValue({ ...businessConfiguration, ...options.configuration });
  world.api.getExperience.mockImplementation(async (id: number) => ({ ...experienceFor(id), ...options.experience }));
  world.api.getMenu.mockResolvedValue(modifierMenu);
  world.api.getOutOfStockItems.mockResolvedValue(modifierMenuOutOfStock);
  const { stores } = await storesAtMenu(world);
  world.deps.router.navigate('/menu');
  return { world, stores, item: (id: number) => stores.menu.findItem(id)! };
}

const path = (world: ReturnType<typeof createFakeWorld>) => world.deps.router.$route.get().path;

describe('menu actions', () => {
  it('tapItem opens the item page with ALWAYS (the default)', async () => {
    const { world, stores, item } = await atMenu();
    stores.menuActions.tapItem(item(4));
    expect(path(world)).toBe('/menu/4');
    expect(stores.cart.$lines.get()).toEqual([]);
  });

  it('tapItem adds one at once when the setting says so, but opens an item with a required group', async () => {
    const { world, stores, item } = await atMenu({ configuration: { showEditItem: 'REQUIRED_MODIFIERS' } });
    stores.menuActions.tapItem(item(3)); // optional toppings only
    expect(path(world)).toBe('/menu');
    expect(stores.cart.$lines.get()).toMatchObject([{ itemId: 3, quantity: 1, unitPrice: 900 }]);
    stores.menuActions.tapItem(item(1)); // Rigatoni: required sauce
    expect(path(world)).toBe('/menu/1');
  });

  it('tapItem on an out-of-stock item added directly fails with the item notice', async () => {
    const { world, stores, item } = await atMenu({ configuration: { showEditItem: 'NEVER' } });
    stores.menuActions.tapItem(item(6)); // Tiramisu, out of stock
    expect(stores.cart.$lines.get()).toEqual([]);
    expect(world.deps.i18n._(stores.notice.$notice.get()!.message)).toMatch(/no longer available/);
    expect(path(world)).toBe('/menu');
  });

  it('asks the age question first, then proceeds (item or category under 18)', async () => {
    const { world, stores, item } = await atMenu({ configuration: { showEditItem: 'NEVER' } });
    stores.menuActions.tapItem(item(9)); // Aperol Spritz, in the under-18 "Cocktails" tree
    expect(stores.age.$request.get()).toEqual({ itemName: 'Aperol Spritz' });
    expect(stores.cart.$lines.get()).toEqual([]);
    stores.age.confirm(false);
    expect(stores.cart.$lines.get()).toMatchObject([{ itemId: 9, quantity: 1 }]);
    stores.menuActions.openItem(item(7)); // Peroni: already confirmed
    expect(stores.age.$request.get()).toBeNull();
    expect(path(world)).toBe('/menu/7');
  });

  it('openItem goes to the item page whatever the setting, after the age check', async () => {
    const { world, stores, item } = await atMenu({ configuration: { showEditItem: 'NEVER' } });
    stores.menuActions.openItem(item(7));
    expect(path(world)).toBe('/menu');
    stores.age.cancel();
    expect(path(world)).toBe('/menu');
    stores.menuActions.openItem(item(3));
    expect(path(world)).toBe('/menu/3');
  });

  it('addFromDetail adds the line with nested modifier prices; saveEdit replaces it', async () => {
    const { world, stores, item } = await atMenu();
    world.deps.router.navigate('/menu/4');
    // Bistecca 32.00 + Fiorentina 12.00 + Blue 1.50 + Pepper sauce 2.50
    const options = { quantity: 2, comment: ' no salt ', modifiers: { 40: [402], 41: [413], 42: [421] } };
    expect(stores.menuActions.addFromDetail(item(4), options)).toBe(true);
    const [line] = stores.cart.$lines.get();
    expect(line).toMatchObject({
      itemId: 4,
      quantity: 2,
      comment: 'no salt',
      unitPrice: 3200 + 1200 + 150 + 250,
      modifierNames: ['Fiorentina', 'Blue', 'Pepper sauce'],
    });
    expect(stores.cart.findLine(line!.editId)).toEqual(line);
    expect(path(world)).toBe('/menu/4'); // the screen closes itself on true

    expect(stores.menuActions.saveEdit(line!.editId, item(4), { quantity: 1, comment: '', modifiers: { 40: [401] } })).toBe(true);
    expect(stores.cart.$lines.get()).toEqual([expect.objectContaining({ editId: line!.editId, quantity: 1, unitPrice: 3200 })]);
  });

  it('an edit that now equals another line merges into it (quantity limit checked)', async () => {
    const { stores, item } = await atMenu({ configuration: { itemLimitation: 4 } });
    stores.cart.addItem(item(3), { quantity: 2 });
    stores.cart.addItem(item(3), { quantity: 1, modifiers: { 30: [301] } });
    const [plain, topped] = stores.cart.$lines.get();
    expect(stores.menuActions.saveEdit(topped!.editId, item(3), { quantity: 3, comment: '', modifiers: {} })).toBe(false);
    expect(stores.notice.$notice.get()).not.toBeNull();
    expect(stores.menuActions.saveEdit(topped!.editId, item(3), { quantity: 2, comment: '', modifiers: {} })).toBe(true);
    expect(stores.cart.$lines.get()).toEqual([expect.objectContaining({ editId: topped!.editId, quantity: 4 })]);
    expect(stores.cart.findLine(plain!.editId)).toBeNull();
  });

  it('an add of an item gone from the menu or out of stock goes back to /menu with a notice', async () => {
    const { world, stores, item } = await atMenu();
    world.deps.router.navigate('/menu/6');
    expect(stores.menuActions.addFromDetail(item(6), { quantity: 1, comment: '', modifiers: {} })).toBe(false);
    expect(path(world)).toBe('/menu');
    expect(stores.notice.$notice.get()?.kind).toBe('error');
    const ghost = { ...item(3), id: 999 };
    world.deps.router.navigate('/menu/999');
    expect(stores.menuActions.addFromDetail(ghost, { quantity: 1, comment: '', modifiers: {} })).toBe(false);
    expect(path(world)).toBe('/menu');
    expect(stores.cart.$lines.get()).toEqual([]);
  });

  it('is view-only with viewMode, a VIEW_MENU experience or an inactive checkout', async () => {
    expect((await atMenu()).stores.menuActions.$viewOnly.get()).toBe(false);
    expect((await atMenu({ experience: { type: 'VIEW_MENU' } })).stores.menuActions.$viewOnly.get()).toBe(true);
    expect((await atMenu({ experience: { checkoutActive: false } })).stores.menuActions.$viewOnly.get()).toBe(true);
    const { world, stores, item } = await atMenu({ configuration: { viewMode: true, showEditItem: 'NEVER' } });
    expect(stores.menuActions.$viewOnly.get()).toBe(true);
    stores.menuActions.tapItem(item(3)); // looks, never adds
    expect(path(world)).toBe('/menu/3');
    expect(stores.menuActions.addFromDetail(item(3), { quantity: 1, comment: '', modifiers: {} })).toBe(false);
    expect(stores.cart.$lines.get()).toEqual([]);
    expect(stores.notice.$notice.get()?.kind).toBe('info');
  });

  it('startOver empties the order, forgets the platform cart and goes to /menu; removeAll stays', async () => {
    const { world, stores, item } = await atMenu();
    stores.cart.addItem(item(3));
    await flush();
    expect(stores.calculation.$state.get().status).toBe('pending');
    world.deps.router.navigate('/menu/order');
    stores.menuActions.removeAll();
    expect(stores.cart.$lines.get()).toEqual([]);
    expect(stores.calculation.$state.get().status).toBe('idle');
    expect(path(world)).toBe('/menu/order');

    stores.cart.addItem(item(3));
    await flush();
    const firstCart = world.api.saveCart.mock.calls.at(-1)![0].cartId as string;
    stores.menuActions.startOver();
    expect(stores.cart.$lines.get()).toEqual([]);
    expect(path(world)).toBe('/menu');
    stores.cart.addItem(item(3));
    await flush();
    const [request, create] = world.api.saveCart.mock.calls.at(-1)!;
    expect(create).toBe(true);
    expect(request.cartId).not.toBe(firstCart);
  });
});

// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CommerceMoment } from '../../domain/analytics/commerce-moments';
import { createFakeWorld, flush, hebrewTranslations, modifierMenu, storesAtCheckout, storesAtMenu, summary } from '../test-support';

// The shopping moments the stores report for the host's analytics (`OrderingDeps.commerce`), each
// where it happens: the menu store, the menu actions, the cart's guest verbs and the checkout.

type World = ReturnType<typeof createFakeWorld>;
const kinds = (world: World) => world.moments.map((moment) => moment.kind);
/** The scope's currency (its symbol and separators too); the moments need its code and minor unit. */
const USD = expect.objectContaining({ code: 'USD', minorUnit: 2 });
/** The moments of one kind, narrowed. */
function ofKind<K extends CommerceMoment['kind']>(world: World, kind: K): Extract<CommerceMoment, { kind: K }>[] {
  return world.moments.filter((moment): moment is Extract<CommerceMoment, { kind: K }> => moment.kind === kind);
}

beforeAll(async () => {
  await import('../../domain/checkout/phone');
  await Promise.all([import('./menu-part'), import('./pricing-part'), import('./checkout-part')]);
}, 60_000);

beforeEach(() => {
  sessionStorage.clear();
});

describe('shopping moments', () => {
  it('a loaded menu is shown with its categories as the guest sees them (translated) and the currency', async () => {
    const world = createFakeWorld();
    world.api.getExperience.mockImplementation(async (id: number) => ({
      ...(await createFakeWorld().api.getExperience(id)),
      menuTranslationFiles: [{ language: 'he', url: '/he.json' }],
    }));
    world.api.getMenuTranslations.mockResolvedValue(hebrewTranslations);
    await world.deps.setLanguage('he');
    await storesAtMenu(world);
    const [shown] = ofKind(world, 'menu-shown');
    expect(ofKind(world, 'menu-shown')).toHaveLength(1);
    expect(shown).toMatchObject({ menu: { id: 1, name: 'All day' }, currency: USD });
    expect(shown!.categories[0]).toMatchObject({
      name: 'פיצות',
      items: [expect.objectContaining({ name: 'מרגריטה' }), expect.objectContaining({ name: 'Diavola' })],
    });
  });

  it('opening an item reports it with its category; adding, changing and removing report the goods that moved', async () => {
    const world = createFakeWorld();
    world.api.getMenu.mockResolvedValue(modifierMenu);
    const { stores } = await storesAtMenu(world);
    world.moments.length = 0;
    const rigatoni = stores.menu.findItem(1)!;

    stores.menuActions.openItem(rigatoni);
    expect(world.moments).toEqual([{ kind: 'item-viewed', item: rigatoni, category: 'Pasta & plates', currency: USD }]);

    stores.cart.addItem(rigatoni, { quantity: 2, modifiers: { 10: [102] } });
    const [added] = ofKind(world, 'lines-added');
    expect(added).toMatchObject({ lines: [{ itemId: 1, quantity: 2 }], categories: { 1: 'Pasta & plates' }, currency: USD });
    const editId = stores.cart.$lines.get()[0]!.editId;

    stores.cart.setQuantity(editId, 3);
    stores.cart.setQuantity(editId, 1);
    stores.cart.updateLine(editId, rigatoni, { quantity: 1, comment: '', modifiers: { 10: [101] } });
    stores.cart.removeLine(editId);
    expect(kinds(world).slice(1)).toEqual(['lines-added', 'lines-added', 'lines-removed', 'lines-removed', 'lines-added', 'lines-removed']);
    expect(world.moments.slice(2).map((moment) => ('lines' in moment ? moment.lines.map((line) => [line.modifierNames, line.quantity]) : null))).toEqual([
      [[['Cream'], 1]],
      [[['Cream'], 2]],
      [[['Cream'], 1]],
      [[['Tomato'], 1]],
      [[['Tomato'], 1]],
    ]);
  });

  it('Remove all and Start over report the goods removed; the cart emptying itself reports nothing', async () => {
    const { world, stores } = await storesAtMenu();
    stores.cart.addItem(stores.menu.findItem(1)!, { quantity: 2 });
    stores.menuActions.removeAll();
    expect(ofKind(world, 'lines-removed')).toEqual([expect.objectContaining({ lines: [expect.objectContaining({ itemId: 1, quantity: 2 })] })]);
    stores.cart.addItem(stores.menu.findItem(2)!, {});
    stores.menuActions.startOver();
    expect(ofKind(world, 'lines-removed')).toHaveLength(2);

    // Items the platform refused and a silent clear (after an order, a sign-out) are not the guest's doing.
    world.moments.length = 0;
    stores.cart.addItem(stores.menu.findItem(4)!, {});
    stores.cart.addItem(stores.menu.findItem(1)!, {});
    expect(stores.cart.removeUnavailable({ posIds: ['pui-4'] })).toHaveLength(1);
    stores.cart.clear();
    expect(stores.cart.$lines.get()).toEqual([]);
    expect(kinds(world)).toEqual(['lines-added', 'lines-added']);
  });

  it('the checkout opened, the payment handed over and the order placed, in that order, with the coupon', async () => {
    const { world, stores, cartId } = await storesAtCheckout();
    world.api.saveCart.mockImplementationOnce(async (request: { cartId: string }) => ({
      cartId: request.cartId,
      hash: 'hc',
      pending: true,
      summary: null,
      coupon: { code: 'SAVE10', name: '10% off' },
    }));
    await stores.checkout.coupon.apply('SAVE10');
    world.push({ status: 'CALCULATED', cartId, hash: 'hc', timestamp: 2, summary: summary(2430) });
    world.moments.length = 0;
    stores.checkout.prepare();
    stores.checkout.setValue('firstName', 'Dana');
    stores.checkout.setValue('lastName', 'Smith');
    stores.checkout.setValue('phone', '+1 212 555 0100');
    stores.checkout.setValue('terms', true);
    await flush();
    expect(await stores.checkout.submit()).toBe(true);
    expect(kinds(world)).toEqual(['checkout-started', 'payment-given', 'order-placed']);
    const goods = { lines: [expect.objectContaining({ itemId: 1, quantity: 2 })], categories: { 1: 'Pizzas' }, coupon: 'SAVE10', currency: USD };
    expect(world.moments[0]).toMatchObject(goods);
    expect(world.moments[1]).toMatchObject({ ...goods, paymentType: 'PAY_IN_PERSON' });
    const { lines, ...rest } = goods;
    expect(world.moments[2]).toMatchObject({ placed: { order: { orderNumber: 'A-1001' }, lines }, ...rest });
    // Emptying the cart after the order is not the guest removing goods.
    expect(stores.cart.$lines.get()).toEqual([]);
    expect(ofKind(world, 'lines-removed')).toEqual([]);
  });
});

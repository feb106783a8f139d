import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { createOrderingStores } from './index';
import { createFakeWorld, deferred, flush, summary, storesAtMenu } from './test-support';

async function calculatedCart(overrides: Parameters<typeof createFakeWorld>[0] = {}) {
  const world = createFakeWorld(overrides);
  const { stores } = await storesAtMenu(world);
  stores.cart.addItem(stores.menu.findItem(1)!, { quantity: 2 });
  await flush();
  const cartId = world.api.saveCart.mock.calls[0]![0].cartId as string;
  world.push({ status: 'CALCULATED', cartId, hash: 'h1', timestamp: 1, summary: summary(2700) });
  world.deps.router.navigate('/menu/checkout');
  return { world, stores, cartId };
}

function fill(stores: Awaited<ReturnType<typeof calculatedCart>>['stores']) {
  stores.checkout.setValue('firstName', 'Dana');
  stores.checkout.setValue('lastName', 'Levi');
  stores.checkout.setValue('phone', '555-123 4567');
  stores.checkout.setValue('terms', true);
}

describe('checkout', () => {
  it('shows validation errors only after the first submit attempt', async () => {
    const { world, stores } = await calculatedCart();
    stores.checkout.setValue('firstName', 'R2D2');
    expect(stores.checkout.$errors.get()).toEqual({});
    expect(await stores.checkout.submit()).toBe(false);
    const errors = stores.checkout.$errors.get();
    expect(Object.keys(errors).sort()).toEqual(['firstName', 'lastName', 'phone', 'terms']);
    expect(world.deps.i18n._(errors.firstName!)).toBe('Please enter a valid first Name');
    expect(world.api.checkout).not.toHaveBeenCalled();
    fill(stores);
    stores.checkout.setValue('email', 'not-an-email');
    expect(Object.keys(stores.checkout.$errors.get())).toEqual(['email']);
  });

  it('places the order paid in person, emits order-complete once and clears the cart', async () => {
    const { world, stores, cartId } = await calculatedCart();
    fill(stores);
    expect(stores.checkout.$canSubmit.get()).toBe(true);
    expect(await stores.checkout.submit()).toBe(true);
    expect(world.api.checkout).toHaveBeenCalledTimes(1);
    const request = world.api.checkout.mock.calls[0]![0];
    expect(request).toMatchObject({
      cartId,
      paymentType: 'PAY_IN_PERSON',
      details: { firstName: 'Dana', lastName: 'Levi', phone: '5551234567', email: null },
    });
    expect(request.lines).toHaveLength(1);
    const completes = world.emitted.filter((event) => event.type === 'order-complete');
    expect(completes).toEqual([
      {
        type: 'order-complete',
        detail: {
          orderId: 'order-1', orderNumber: 'A-1001', confirmationNumber: 'CONF-9', total: 2700, currency: 'USD',
          checkoutTime: '2026-11-20T12:05:00Z',
        },
      },
    ]);
    expect(world.emitted.some((event) => event.type === 'analytics')).toBe(true);
    expect(stores.cart.$lines.get()).toEqual([]);
    expect(stores.order.$placed.get()?.order.orderNumber).toBe('A-1001');
    expect(stores.order.$placed.get()?.lines[0]?.name).toBe('Margherita');
    expect(world.deps.router.$route.get().path).toBe('/menu/confirm');
    expect(stores.checkout.$values.get().firstName).toBe('');
  });

  it('ignores a second submit while the first is running', async () => {
    const { world, stores } = await calculatedCart();
    fill(stores);
    const answer = deferred<Awaited<ReturnType<typeof world.deps.api.checkout>>>();
    world.api.checkout.mockReturnValueOnce(answer.promise);
    const first = stores.checkout.submit();
    expect(stores.checkout.$submitting.get()).toBe(true);
    expect(stores.checkout.$canSubmit.get()).toBe(false);
    expect(await stores.checkout.submit()).toBe(false);
    answer.resolve({
      id: 'o', orderNumber: 'N1', confirmationNumber: 'C1', checkoutTime: 't', payments: [], requires3DSecure: false,
    });
    expect(await first).toBe(true);
    expect(world.api.checkout).toHaveBeenCalledTimes(1);
    expect(world.emitted.filter((event) => event.type === 'order-complete')).toHaveLength(1);
  });

  it('keeps the form and the cart on an API error and can try again', async () => {
    const { world, stores } = await calculatedCart();
    fill(stores);
    world.api.checkout.mockRejectedValueOnce(new ApiError({ kind: 'http', code: 4700, message: 'CART_CHECKOUT_FAILED' }));
    expect(await stores.checkout.submit()).toBe(false);
    expect(world.deps.i18n._(stores.checkout.$submitError.get()!)).toBe('Something went wrong. Please try again.');
    expect(stores.checkout.$values.get().firstName).toBe('Dana');
    expect(stores.cart.$quantity.get()).toBe(2);
    expect(stores.checkout.$submitting.get()).toBe(false);
    expect(world.deps.router.$route.get().path).toBe('/menu/checkout');
    expect(world.emitted.filter((event) => event.type === 'order-complete')).toHaveLength(0);
    expect(await stores.checkout.submit()).toBe(true);
  });

  it('does not submit while the calculation is pending', async () => {
    const { world, stores } = await calculatedCart();
    fill(stores);
    stores.cart.addItem(stores.menu.findItem(4)!);
    expect(stores.calculation.$state.get().status).toBe('pending');
    expect(stores.checkout.$canSubmit.get()).toBe(false);
    expect(await stores.checkout.submit()).toBe(false);
    expect(world.api.checkout).not.toHaveBeenCalled();
  });

  it('Done after confirmation closes when embedded and goes home otherwise', async () => {
    const { world, stores } = await calculatedCart();
    fill(stores);
    await stores.checkout.submit();
    stores.order.finish();
    expect(world.deps.router.$route.get().path).toBe('/');
    expect(stores.order.$placed.get()).toBeNull();

    const embedded = createFakeWorld({ startup: { isIframe: true } });
    const embeddedStores = createOrderingStores(embedded.deps);
    await embeddedStores.ordering();
    embeddedStores.order.finish();
    expect(embedded.emitted).toContainEqual({ type: 'close', detail: { reason: 'order-complete' } });
  });

  it('Done goes to the location list when the guest came through a location group (spec 2.3)', async () => {
    const { world, stores } = await calculatedCart({ startup: { locationGroupId: 601 } });
    fill(stores);
    await stores.checkout.submit();
    stores.order.finish();
    expect(world.deps.router.$route.get()).toMatchObject({ path: '/location', query: { location_group_id: '601' } });
  });
});

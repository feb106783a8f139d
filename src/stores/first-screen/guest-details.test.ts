// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeWorld, flush, storesAtCheckout, storesAtMenu } from '../test-support';

type World = ReturnType<typeof createFakeWorld>;
type Stores = Awaited<ReturnType<typeof storesAtCheckout>>['stores'];

const KEY = 'checkout-form:7';

function fill(stores: Stores) {
  stores.checkout.setValue('firstName', 'Dana');
  stores.checkout.setValue('lastName', 'Smith');
  stores.checkout.setValue('phone', '+1 212 555 0100');
  stores.checkout.setValue('email', 'dana@example.com');
  stores.checkout.setValue('terms', true);
}

/** Places one order in `world` and presses Done, as a guest at the confirmation does. */
async function orderOnce(world: World, remember: boolean | null): Promise<Stores> {
  const { stores } = await storesAtCheckout(world);
  fill(stores);
  if (remember !== null) stores.checkout.setRemember(remember);
  expect(await stores.checkout.submit()).toBe(true);
  stores.order.finish();
  await flush();
  return stores;
}

/** The checkout form of a new page view over the same device storage. */
async function nextCheckout(world: World, config: Partial<World['deps']['config']> = {}) {
  sessionStorage.clear();
  const next = createFakeWorld({ storage: world.storage, config });
  const { stores } = await storesAtMenu(next);
  return stores.checkout;
}

beforeAll(async () => {
  await import('../../domain/checkout/phone');
  await Promise.all([import('../ordering/menu-part'), import('../ordering/pricing-part'), import('../ordering/checkout-part')]);
});

beforeEach(() => {
  sessionStorage.clear();
});

describe('guest details on the device', () => {
  it('keeps nothing when the guest did not opt in (the box is unticked by default)', async () => {
    const world = createFakeWorld();
    const stores = await orderOnce(world, null);
    expect(stores.checkout.mayRemember).toBe(true);
    expect(world.storage.getItem(KEY)).toBeNull();
    expect((await nextCheckout(world)).$values.get()).toMatchObject({ firstName: '', lastName: '', phone: '', email: '' });
  });

  it('prefills the next checkout when the guest opted in, with the box ticked; unticking it forgets them', async () => {
    const world = createFakeWorld();
    await orderOnce(world, true);
    const checkout = await nextCheckout(world);
    expect(checkout.$values.get()).toMatchObject({ firstName: 'Dana', lastName: 'Smith', email: 'dana@example.com' });
    expect(checkout.$remember.get()).toBe(true);

    await orderOnce(createFakeWorld({ storage: world.storage }), false);
    expect(world.storage.getItem(KEY)).toBeNull();
  });

  it('a reload mid-checkout keeps the guest\'s "remember me" choice (the checkout draft)', async () => {
    const world = createFakeWorld();
    const { stores } = await storesAtCheckout(world);
    fill(stores);
    stores.checkout.setRemember(true);
    const reloaded = createFakeWorld({ storage: world.storage });
    const { stores: again } = await storesAtMenu(reloaded);
    await flush();
    expect(again.checkout.$values.get().firstName).toBe('Dana');
    expect(again.checkout.$remember.get()).toBe(true);
  });

  it('never offers nor keeps anything on a shared device or a kiosk, and drops what was remembered before', async () => {
    for (const overrides of [{ config: { sharedDevice: true } }, { startup: { deviceId: 'kiosk-1' } }]) {
      sessionStorage.clear();
      const world = createFakeWorld(overrides);
      world.storage.setItem(
        KEY,
        JSON.stringify({
          timestamp: world.clock.now.getTime(),
          value: { firstName: 'Prev', lastName: 'Guest', phone: '', email: '', country: 'us', optedIn: true },
        }),
      );
      const { stores } = await storesAtCheckout(world);
      expect(stores.checkout.mayRemember).toBe(false);
      expect(stores.checkout.$values.get().firstName).toBe('');
      fill(stores);
      stores.checkout.setRemember(true);
      expect(stores.checkout.$remember.get()).toBe(false);
      expect(await stores.checkout.submit()).toBe(true);
      expect(world.storage.getItem(KEY), JSON.stringify(overrides)).toBeNull();
    }
  });

  it("drops details remembered without the guest's consent (kept by earlier versions)", async () => {
    const world = createFakeWorld();
    world.storage.setItem(
      KEY,
      JSON.stringify({ timestamp: world.clock.now.getTime(), value: { firstName: 'Prev', lastName: 'Guest', phone: '', email: '', country: 'us' } }),
    );
    const checkout = await nextCheckout(world);
    expect(checkout.$values.get().firstName).toBe('');
    expect(checkout.$remember.get()).toBe(false);
    expect(world.storage.getItem(KEY)).toBeNull();
  });

  it('a log-out forgets the remembered details and the checkout draft, even before the checkout code loaded', async () => {
    const world = createFakeWorld({ startup: { accessToken: 'a1', refreshToken: 'r1' } });
    await orderOnce(world, true);
    expect(world.storage.getItem(KEY)).not.toBeNull();
    // A new page view, signed in, with a checkout in progress in this tab.
    const again = createFakeWorld({ storage: world.storage, startup: { accessToken: 'a1', refreshToken: 'r1' } });
    const { stores } = await storesAtCheckout(again);
    stores.checkout.setValue('comments', 'No onions');
    expect(Object.keys(sessionStorage).some((key) => key.startsWith('checkout-draft:'))).toBe(true);
    again.deps.auth.setTokens(null, 'api');
    expect(world.storage.getItem(KEY)).toBeNull();
    expect(Object.keys(sessionStorage).some((key) => key.startsWith('checkout-draft:'))).toBe(false);

    // The first-screen stores alone (no checkout yet) forget them too.
    const remembered = JSON.stringify({
      timestamp: world.clock.now.getTime(),
      value: { firstName: 'Dana', lastName: 'Smith', phone: '', email: '', country: 'us', optedIn: true },
    });
    world.storage.setItem(KEY, remembered);
    const early = createFakeWorld({ storage: world.storage, startup: { accessToken: 'a1', refreshToken: 'r1' } });
    const { createOrderingStores } = await import('../index');
    createOrderingStores(early.deps);
    early.deps.auth.setTokens(null, 'refresh-failed');
    expect(world.storage.getItem(KEY)).toBeNull();
  });

  it('the automatic log-out of a guest after the order keeps what the guest asked to remember, and clears the draft', async () => {
    const world = createFakeWorld();
    world.api.loginAsGuest.mockResolvedValue({ accessToken: 'guest-a', refreshToken: 'guest-r' });
    await orderOnce(world, true);
    expect(world.emitted).toContainEqual({ type: 'logout', detail: { reason: 'order-complete' } });
    expect(world.storage.getItem(KEY)).not.toBeNull();
    expect(Object.keys(sessionStorage).some((key) => key.startsWith('checkout-draft:'))).toBe(false);
  });
});

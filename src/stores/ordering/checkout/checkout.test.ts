// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors';
import type { Experience, PlacedOrder } from '../../../domain/types';
import { WalletError, type WalletSession } from '../../../payments/wallet-adapter';
import { createOrderingStores } from '../../index';
import { businessConfiguration, createFakeWorld, deferred, experienceFor, flush, summary, storesAtCheckout, storesAtMenu } from '../../test-support';

type World = ReturnType<typeof createFakeWorld>;

/** The experience of the tests: allowed payments and settings on top of the fixture's. */
function experienceWith(extra: Partial<Experience>): (id: number) => Promise<Experience> {
  return async (id: number) => ({ ...experienceFor(id, id >= 200 ? 12 : 11), ...extra });
}

const calculatedCart = (world: World = createFakeWorld()) => storesAtCheckout(world);

function fill(stores: Awaited<ReturnType<typeof calculatedCart>>['stores']) {
  stores.checkout.setValue('firstName', 'Dana');
  stores.checkout.setValue('lastName', 'Smith');
  stores.checkout.setValue('phone', '+1 212 555 0100');
  stores.checkout.setValue('terms', true);
}

const placed = (payments: PlacedOrder['payments']): PlacedOrder => ({
  id: 'order-7',
  orderNumber: 'A-7',
  confirmationNumber: 'C-7',
  checkoutTime: '2026-11-20T12:05:00Z',
  payments,
  requires3DSecure: false,
});

const orderCompletes = (world: World) => world.emitted.filter((event) => event.type === 'order-complete');
/** The checkout's analytics events, in order, as `action` or `action: label`. */
const checkoutAnalytics = (world: World) =>
  world.emitted
    .filter((event) => event.type === 'analytics' && (event.detail as { category?: string }).category === 'Ordering - Checkout')
    .map((event) => {
      const { action, label } = event.detail as { action: string; label?: string };
      return label === undefined ? action : `${action}: ${label}`;
    });

beforeAll(async () => {
  // The checkout loads the phone rules (libphonenumber-js) lazily; warm the chunk so flush() suffices.
  await import('../../../domain/checkout/phone');
  // The ordering chunk (menu, cart, checkout...) is loaded lazily too: its first transform is slow on a busy machine.
  await Promise.all([import('../menu-part'), import('../pricing-part'), import('../checkout-part')]);
}, 60_000);

beforeEach(() => {
  sessionStorage.clear();
});

describe('checkout: form and submission', () => {
  it('shows field problems only after the first submit attempt', async () => {
    const { world, stores } = await calculatedCart();
    expect(stores.checkout.$problems.get()).toEqual({});
    expect(await stores.checkout.submit()).toBe(false);
    expect(Object.keys(stores.checkout.$problems.get())).toEqual(expect.arrayContaining(['firstName', 'lastName', 'terms']));
    expect(stores.checkout.$focusField.get()).not.toBeNull();
    expect(world.api.checkout).not.toHaveBeenCalled();
    fill(stores);
    expect(stores.checkout.$problems.get()).toEqual({});
  });

  it('places the order in its fixed order, emits order-complete once and clears the cart', async () => {
    const { world, stores, cartId } = await calculatedCart();
    fill(stores);
    stores.checkout.setRemember(true);
    expect(stores.checkout.$canSubmit.get()).toBe(true);
    expect(await stores.checkout.submit()).toBe(true);
    expect(world.api.getSlots).toHaveBeenCalled();
    expect(world.api.checkout).toHaveBeenCalledTimes(1);
    expect(world.api.checkout.mock.calls[0]![0]).toMatchObject({
      cartId,
      paymentType: 'PAY_IN_PERSON',
      payment: null,
      details: { firstName: 'Dana', lastName: 'Smith', phone: '+12125550100', email: null },
    });
    expect(orderCompletes(world)).toHaveLength(1);
    expect(world.emitted).toContainEqual({ type: 'analytics', detail: { category: 'Ordering - Checkout', action: 'Order placed', label: 'PAY_IN_PERSON' } });
    // The submit is reported first, with the payment type, then the placed order.
    expect(checkoutAnalytics(world)).toEqual(['Submit: PAY_IN_PERSON', 'Order placed: PAY_IN_PERSON']);
    expect(stores.cart.$lines.get()).toEqual([]);
    expect(stores.order.$placed.get()).toMatchObject({ order: { orderNumber: 'A-1001', confirmationNumber: 'CONF-9' }, summary: { total: 2700 } });
    expect(stores.order.$placed.get()?.lines[0]?.name).toBe('Margherita');
    expect(world.deps.router.$route.get().path).toBe('/menu/confirm');
    // Step 3: the form is saved (the guest opted in) and prefilled next time.
    expect(stores.checkout.$values.get()).toMatchObject({ firstName: 'Dana', lastName: 'Smith', terms: false });
  });

  it('posts the phone in E.164 with the chosen country; lists the countries once the phone rules load', async () => {
    const { world, stores } = await calculatedCart();
    expect(stores.checkout.$phoneCountries.get()).toEqual([]);
    stores.checkout.prepare();
    await flush();
    expect(stores.checkout.$phoneCountries.get()).toContainEqual({ code: 'il', dialCode: '+972' });
    fill(stores);
    stores.checkout.setValue('country', 'il');
    stores.checkout.setValue('phone', '050-123-4567');
    expect(stores.checkout.$problems.get()).toEqual({});
    expect(await stores.checkout.submit()).toBe(true);
    expect(world.api.checkout.mock.calls[0]![0].details.phone).toBe('+972501234567');
  });

  it("the geocoded country is the phone's default, never over one chosen or remembered", async () => {
    const geocoded = createFakeWorld();
    geocoded.api.detectCountry.mockResolvedValue('il');
    const { stores } = await calculatedCart(geocoded);
    stores.checkout.prepare();
    await flush();
    expect(stores.checkout.$values.get().country).toBe('il');
    stores.checkout.prepare();
    expect(geocoded.api.detectCountry).toHaveBeenCalledTimes(1);

    // Each world is a new tab: its own session storage (where a checkout in progress is kept).
    sessionStorage.clear();
    const chosen = createFakeWorld();
    chosen.api.detectCountry.mockResolvedValue('il');
    const second = (await calculatedCart(chosen)).stores;
    second.checkout.setValue('country', 'gb');
    second.checkout.prepare();
    await flush();
    expect(second.checkout.$values.get().country).toBe('gb');
    expect(chosen.api.detectCountry).not.toHaveBeenCalled();

    // A signed-in user's country beats the guess, even when it is the default 'us'.
    sessionStorage.clear();
    const profiled = createFakeWorld({ startup: { accessToken: 'demo-guest-dana', refreshToken: null } });
    profiled.api.getUser.mockResolvedValue({
      id: 'u1',
      isGuest: true,
      firstName: 'Dana',
      lastName: 'Cohen',
      email: '',
      phone: '',
      country: 'us',
      language: null,
    });
    const slowGuess = deferred<string | null>();
    profiled.api.detectCountry.mockReturnValue(slowGuess.promise);
    const fourth = (await calculatedCart(profiled)).stores;
    fourth.checkout.prepare();
    await flush();
    slowGuess.resolve('il');
    await flush();
    expect(fourth.checkout.$values.get().country).toBe('us');

    const remembered = createFakeWorld();
    remembered.storage.setItem(
      'checkout-form:7',
      JSON.stringify({
        timestamp: remembered.clock.now.getTime(),
        value: { firstName: 'A', lastName: 'B', phone: '', email: '', country: 'de', optedIn: true },
      }),
    );
    remembered.api.detectCountry.mockResolvedValue('il');
    const third = (await calculatedCart(remembered)).stores;
    third.checkout.prepare();
    await flush();
    expect(third.checkout.$values.get().country).toBe('de');
  });

  it('judges a national number by the chosen country: an Israeli mobile is no number in the US', async () => {
    const { world, stores } = await calculatedCart();
    fill(stores);
    stores.checkout.setValue('phone', '050-123-4567');
    expect(await stores.checkout.submit()).toBe(false);
    expect(stores.checkout.$problems.get().phone).toBe('phone');
    expect(world.api.checkout).not.toHaveBeenCalled();
  });

  it('ignores a double click: one checkout call, one order', async () => {
    const { world, stores } = await calculatedCart();
    fill(stores);
    const answer = deferred<PlacedOrder>();
    world.api.checkout.mockReturnValueOnce(answer.promise);
    const first = stores.checkout.submit();
    expect(stores.checkout.$submitting.get()).toBe(true);
    expect(stores.checkout.$canSubmit.get()).toBe(false);
    expect(await stores.checkout.submit()).toBe(false);
    await flush();
    answer.resolve(placed([{ id: 'p', status: 'OK', challengeUrl: null }]));
    expect(await first).toBe(true);
    expect(world.api.checkout).toHaveBeenCalledTimes(1);
    expect(orderCompletes(world)).toHaveLength(1);
  });

  it('keeps form and cart on a 4700 and retries with the SAME cart id', async () => {
    const { world, stores, cartId } = await calculatedCart();
    fill(stores);
    world.api.checkout.mockRejectedValueOnce(new ApiError({ kind: 'http', code: 4700, message: 'CART_CHECKOUT_FAILED' }));
    expect(await stores.checkout.submit()).toBe(false);
    expect(world.deps.i18n._(stores.checkout.$submitError.get()!)).toBe('Something went wrong. Please try again.');
    expect(stores.cart.$quantity.get()).toBe(2);
    expect(world.emitted).toContainEqual({ type: 'analytics', detail: { category: 'Ordering - Checkout', action: 'Error', label: '4700' } });
    stores.checkout.dismissError();
    expect(await stores.checkout.submit()).toBe(true);
    expect(world.api.checkout.mock.calls.map((call) => call[0].cartId)).toEqual([cartId, cartId]);
  });

  it('retries once, silently, with a new cart id after a race condition', async () => {
    const { world, stores, cartId } = await calculatedCart();
    fill(stores);
    world.api.checkout.mockRejectedValueOnce(new ApiError({ kind: 'http', code: 4700, message: 'CART_RACE_CONDITIONS' }));
    expect(await stores.checkout.submit()).toBe(true);
    const ids = world.api.checkout.mock.calls.map((call) => call[0].cartId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(cartId);
    expect(ids[1]).not.toBe(cartId);
    expect(stores.checkout.$submitError.get()).toBeNull();
  });

  it('out of stock at checkout: removes the listed items with the missing-items popup and goes back to the menu', async () => {
    const { world, stores } = await calculatedCart();
    stores.cart.addItem(stores.menu.findItem(4)!);
    await flush();
    const cartId = world.api.saveCart.mock.calls.at(-1)![0].cartId as string;
    world.push({ status: 'CALCULATED', cartId, hash: `h${world.api.saveCart.mock.calls.length}`, timestamp: 2, summary: summary(3100) });
    fill(stores);
    world.api.checkout.mockRejectedValueOnce(
      new ApiError({
        kind: 'http',
        code: 4700,
        message: 'CART_CHECKOUT_ITEM_OUT_OF_STOCK',
        itemsNotInStock: [{ posUniqueId: 'pui-4', name: 'Lemonade', available: 0 }],
      }),
    );
    expect(await stores.checkout.submit()).toBe(false);
    expect(stores.cart.$lines.get().map((line) => line.name)).toEqual(['Margherita']);
    expect(world.deps.i18n._(stores.notice.$notice.get()!.message)).toContain('Lemonade (out of stock)');
    expect(world.deps.router.$route.get().path).toBe('/menu');
  });

  it('too few left at checkout: the item says how many are available', async () => {
    const { world, stores } = await calculatedCart();
    fill(stores);
    world.api.checkout.mockRejectedValueOnce(
      new ApiError({
        kind: 'http',
        code: 4702,
        message: 'NOT_ENOUGH_POS_ITEMS_IN_STOCK',
        itemsNotInStock: [{ posUniqueId: 'pui-1', name: 'Margherita', available: 1 }],
      }),
    );
    expect(await stores.checkout.submit()).toBe(false);
    expect(world.deps.i18n._(stores.notice.$notice.get()!.message)).toBe(
      'We regret to inform you that the following items are not available at the moment: Margherita (only 1 item is available)',
    );
  });

  it('a calculation in progress disables submit', async () => {
    const { world, stores } = await calculatedCart();
    fill(stores);
    stores.cart.addItem(stores.menu.findItem(4)!);
    expect(stores.checkout.$canSubmit.get()).toBe(false);
    expect(await stores.checkout.submit()).toBe(false);
    expect(world.api.checkout).not.toHaveBeenCalled();
  });
});

describe('checkout: comment and delivery', () => {
  const deliveringExperience = experienceWith({
    payments: {
      default: 'WALLET',
      allowed: [
        { type: 'WALLET', validation: null },
        { type: 'PAY_IN_PERSON', validation: null },
      ],
    },
    isRoomValidation: true,
    deliveries: ['ROOM', 'PICK_UP'],
  });
  const deliveringWorld = () => {
    const world = createFakeWorld();
    world.api.getExperience.mockImplementation(deliveringExperience);
    return world;
  };

  it('sends the comment and the room delivery, after checking the room against the reservation; the confirmation keeps both', async () => {
    const world = deliveringWorld();
    world.api.validateRoom.mockResolvedValue({
      status: 'OK',
      message: null,
      guests: [
        { token: 'RT-202-DANA', firstName: 'Dana' },
        { token: 'RT-202-AVI', firstName: 'Avi' },
      ],
    });
    const { stores } = await calculatedCart(world);
    fill(stores);
    stores.checkout.selectPayment('PAY_IN_PERSON');
    expect(stores.checkout.$values.get().deliveryOption).toBe('ROOM');
    // Delivering to the room asks the room number, whatever the payment.
    expect(stores.checkout.$fields.get().find((field) => field.name === 'roomNumber')).toMatchObject({ required: true });
    stores.checkout.setValue('lastName', '  Cohen ');
    // Typed on an Arabic keyboard: the platform gets Latin digits.
    stores.checkout.setValue('roomNumber', '٢٠٢');
    stores.checkout.setValue('comments', '  Please knock softly ');
    expect(await stores.checkout.submit()).toBe(true);
    // No guest choice for a delivery: the room and name are all that matter.
    expect(stores.checkout.$guestChoice.get()).toBeNull();
    expect(world.api.validateRoom).toHaveBeenCalledWith('delivery', '202', 'Cohen');
    expect(world.api.checkout.mock.calls[0]![0]).toMatchObject({
      comment: 'Please knock softly',
      deliveryMethod: 'ROOM',
      paymentType: 'PAY_IN_PERSON',
      details: { roomNumber: '202', lastName: 'Cohen' },
    });
    expect(stores.order.$placed.get()?.fulfilment).toMatchObject({ delivery: 'ROOM', comment: 'Please knock softly', roomNumber: '202' });
  });

  it('a pick-up is sent as such, without a room lookup or a room number', async () => {
    const world = deliveringWorld();
    const { stores } = await calculatedCart(world);
    fill(stores);
    stores.checkout.selectPayment('PAY_IN_PERSON');
    stores.checkout.setValue('deliveryOption', 'PICK_UP');
    expect(stores.checkout.$fields.get().some((field) => field.name === 'roomNumber')).toBe(false);
    expect(await stores.checkout.submit()).toBe(true);
    expect(world.api.validateRoom).not.toHaveBeenCalled();
    expect(world.api.checkout.mock.calls[0]![0]).toMatchObject({ deliveryMethod: 'PICK_UP', comment: '' });
    // The guest chose among two ways: the confirmation says which.
    expect(stores.order.$placed.get()?.fulfilment?.delivery).toBe('PICK_UP');
  });

  it("an experience's only way (a pickup that only picks up) is still sent, but the confirmation does not say it twice", async () => {
    const world = createFakeWorld();
    world.api.getExperience.mockImplementation(experienceWith({ deliveries: ['PICK_UP'] }));
    const { stores } = await calculatedCart(world);
    fill(stores);
    expect(await stores.checkout.submit()).toBe(true);
    expect(world.api.checkout.mock.calls[0]![0]).toMatchObject({ deliveryMethod: 'PICK_UP' });
    expect(stores.order.$placed.get()?.fulfilment).toMatchObject({ experienceType: 'PICKUP', delivery: null });
  });

  it('an as-soon-as-possible order posts no time, and its confirmation keeps the time the slot check said it can be ready', async () => {
    const world = createFakeWorld();
    const ready = new Date(world.deps.now().getTime() + 20 * 60_000).toISOString();
    world.api.getSlots.mockResolvedValue({ nextAvailable: ready, nextAvailableWithGrace: ready });
    const { stores } = await calculatedCart(world);
    fill(stores);
    expect(await stores.checkout.submit()).toBe(true);
    expect(world.api.checkout.mock.calls[0]![0]).toMatchObject({ checkoutAt: null });
    expect(stores.order.$placed.get()?.fulfilment).toMatchObject({
      checkoutAt: null,
      readyAt: ready,
      timeFormat: stores.selection.$location.get()!.timeFormat,
    });
  });

  it("the confirmation states the order's time only where the experience displays order times", async () => {
    const world = createFakeWorld();
    world.api.getExperience.mockImplementation(experienceWith({ displayOrderTime: false }));
    const { stores } = await calculatedCart(world);
    fill(stores);
    expect(await stores.checkout.submit()).toBe(true);
    expect(stores.order.$placed.get()?.fulfilment?.showTime).toBe(false);
  });

  it('a room the reservation does not know says so; a failed lookup shows the room disclaimer at the room number; nothing is posted', async () => {
    const world = deliveringWorld();
    const { stores } = await calculatedCart(world);
    fill(stores);
    stores.checkout.selectPayment('PAY_IN_PERSON');
    stores.checkout.setValue('roomNumber', '909');
    world.api.validateRoom.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 404, code: 4405, message: 'BOOKING_NOT_FOUND' }));
    expect(await stores.checkout.submit()).toBe(false);
    expect(world.deps.i18n._(stores.checkout.$submitError.get()!)).toMatch(/make sure your name and room number match your reservation/);
    world.api.validateRoom.mockResolvedValueOnce({ status: 'ERROR', message: null, guests: [] });
    expect(await stores.checkout.submit()).toBe(false);
    expect(stores.checkout.$focusField.get()).toBe('roomNumber');
    expect(stores.checkout.$problems.get().roomNumber).toBe('roomNumber');
    expect(world.api.checkout).not.toHaveBeenCalled();
  });
});

describe('checkout: room charge', () => {
  const roomExperience = experienceWith({
    payments: {
      default: 'ROOM',
      allowed: [
        { type: 'ROOM', validation: null },
        { type: 'WALLET', validation: null },
      ],
    },
    isRoomValidation: true,
  });

  it('several guests: the guest picks one and the chosen token goes with the checkout', async () => {
    const world = createFakeWorld();
    world.api.getExperience.mockImplementation(roomExperience);
    world.api.validateRoom.mockResolvedValue({
      status: 'OK',
      message: null,
      guests: [
        { token: 'RT-202-DANA', firstName: 'Dana' },
        { token: 'RT-202-AVI', firstName: 'Avi' },
      ],
    });
    const { stores } = await calculatedCart(world);
    fill(stores);
    stores.checkout.setValue('lastName', 'Cohen');
    stores.checkout.setValue('roomNumber', '202');
    expect(stores.checkout.$payment.get()).toBe('ROOM');
    const submitting = stores.checkout.submit();
    await flush();
    expect(stores.checkout.$guestChoice.get()).toEqual([
      { token: 'RT-202-DANA', firstName: 'Dana' },
      { token: 'RT-202-AVI', firstName: 'Avi' },
    ]);
    stores.checkout.chooseGuest('RT-202-AVI');
    expect(await submitting).toBe(true);
    expect(world.api.validateRoom).toHaveBeenCalledWith('charge', '202', 'Cohen');
    expect(world.api.checkout.mock.calls[0]![0]).toMatchObject({
      paymentType: 'ROOM',
      payment: { roomChargeToken: 'RT-202-AVI', card: null },
      details: { roomNumber: '202' },
    });
    // The confirmation says where, when and which room was charged.
    const location = stores.selection.$location.get()!;
    expect(stores.order.$placed.get()?.fulfilment).toEqual({
      experienceType: stores.selection.$experience.get()?.type,
      checkoutAt: null,
      readyAt: expect.any(String),
      showTime: true,
      timeZone: location.timeZone,
      timeFormat: location.timeFormat,
      address: location.address,
      tableNumber: null,
      roomNumber: '202',
      payment: { type: 'ROOM', cardIssuer: null, cardLast4: null },
      delivery: null,
      comment: null,
    });
  });

  it('closing the guest choice posts nothing; a booking not found shows its message', async () => {
    const world = createFakeWorld();
    world.api.getExperience.mockImplementation(roomExperience);
    world.api.validateRoom.mockResolvedValueOnce({
      status: 'OK',
      message: null,
      guests: [
        { token: 'a', firstName: 'A' },
        { token: 'b', firstName: 'B' },
      ],
    });
    const { stores } = await calculatedCart(world);
    fill(stores);
    stores.checkout.setValue('roomNumber', '202');
    const submitting = stores.checkout.submit();
    await flush();
    stores.checkout.cancelGuestChoice();
    expect(await submitting).toBe(false);
    expect(stores.checkout.$submitError.get()).toBeNull();
    world.api.validateRoom.mockRejectedValueOnce(new ApiError({ kind: 'http', code: 4700, message: 'BOOKING_NOT_FOUND' }));
    stores.checkout.setValue('roomNumber', '909');
    expect(await stores.checkout.submit()).toBe(false);
    expect(world.deps.i18n._(stores.checkout.$submitError.get()!)).toMatch(/match your reservation, or ask the front desk for help/);
    // Both fields the reservation did not match are marked, and the first of them takes the focus.
    expect(stores.checkout.$problems.get()).toMatchObject({ lastName: 'room-not-found', roomNumber: 'room-not-found' });
    expect(stores.checkout.$focusField.get()).toBe('lastName');
    world.api.validateRoom.mockResolvedValueOnce({ status: 'ERROR', message: null, guests: [] });
    stores.checkout.setValue('roomNumber', '910');
    expect(await stores.checkout.submit()).toBe(false);
    expect(stores.checkout.$focusField.get()).toBe('roomNumber');
    expect(world.api.checkout).not.toHaveBeenCalled();
  });

  it("a guest not among the room's names says so: nothing is posted, and they learn why and what to do", async () => {
    const world = createFakeWorld();
    world.api.getExperience.mockImplementation(roomExperience);
    world.api.validateRoom.mockResolvedValueOnce({
      status: 'OK',
      message: null,
      guests: [
        { token: 'a', firstName: 'A' },
        { token: 'b', firstName: 'B' },
      ],
    });
    const { stores } = await calculatedCart(world);
    fill(stores);
    stores.checkout.setValue('roomNumber', '202');
    const submitting = stores.checkout.submit();
    await flush();
    stores.checkout.guestNotListed();
    expect(await submitting).toBe(false);
    expect(stores.checkout.$guestChoice.get()).toBeNull();
    expect(world.deps.i18n._(stores.checkout.$submitError.get()!)).toBe(
      'Only the guests registered in this room can charge orders to it. Choose another way to pay, or ask the front desk for help.',
    );
    expect(world.api.checkout).not.toHaveBeenCalled();
  });
});

describe('checkout: wallet and 3-D Secure', () => {
  const walletWorld = () => {
    const world = createFakeWorld();
    world.api.getBusinessConfiguration.mockResolvedValue({ ...businessConfiguration, wallet: { version: 'v3', frameUrl: '/wallet/card-fields.html' } });
    world.api.getExperience.mockImplementation(
      experienceWith({
        payments: {
          default: 'WALLET',
          allowed: [
            { type: 'WALLET', validation: null },
            { type: 'CASH', validation: null },
          ],
        },
      }),
    );
    return world;
  };
  const session = (
    token = 'pm_4242',
    express: WalletSession['expressMethods'] = [],
  ): WalletSession & { tokenize: ReturnType<typeof vi.fn>; payExpress: ReturnType<typeof vi.fn> } => ({
    expressMethods: express,
    tokenize: vi.fn(async () => ({ paymentMethodId: token, issuerName: 'VISA', fingerprint: 'fp', encryptedCvv: 'cvv', last4: '4242' })),
    payExpress: vi.fn(async () => null),
    destroy: vi.fn(),
  });

  it('opens the wallet modal, tokenizes on Pay and posts the card token', async () => {
    const world = walletWorld();
    const { stores } = await calculatedCart(world);
    fill(stores);
    expect(stores.checkout.$payment.get()).toBe('WALLET');
    const submitting = stores.checkout.submit();
    await flush();
    expect(stores.checkout.$walletNeeded.get()).toEqual({ amount: 2700, currency: 'USD' });
    expect(world.api.checkout).not.toHaveBeenCalled();
    await stores.checkout.payWithWallet();
    expect(stores.checkout.$walletError.get()).not.toBeNull();
    stores.checkout.registerWallet(session());
    await stores.checkout.payWithWallet();
    expect(await submitting).toBe(true);
    expect(world.api.checkout.mock.calls[0]![0]).toMatchObject({
      paymentType: 'WALLET',
      payment: { card: { paymentMethodId: 'pm_4242', encryptedCvv: 'cvv' }, roomChargeToken: null },
    });
    expect(stores.checkout.$walletNeeded.get()).toBeNull();
    // The confirmation says which card paid.
    expect(stores.order.$placed.get()?.fulfilment?.payment).toEqual({ type: 'WALLET', cardIssuer: 'VISA', cardLast4: '4242' });
  });

  it('express: offered where the device has it; a cancelled sheet keeps the modal, a declined one says so, an approved one pays', async () => {
    const device = globalThis as { ApplePaySession?: unknown };
    device.ApplePaySession = { canMakePayments: () => true };
    try {
      const world = walletWorld();
      const { stores } = await calculatedCart(world);
      fill(stores);
      const submitting = stores.checkout.submit();
      await flush();
      const wallet = session('pm_4242', ['google_pay', 'apple_pay']);
      stores.checkout.registerWallet(wallet);
      // No Payment Request API in this test browser: Google Pay is not offered, Apple Pay is.
      expect(stores.checkout.$expressMethods.get()).toEqual(['apple_pay']);
      wallet.payExpress.mockResolvedValueOnce(null);
      await stores.checkout.payExpress('apple_pay');
      expect(stores.checkout.$walletNeeded.get()).not.toBeNull();
      expect(stores.checkout.$walletError.get()).toBeNull();
      expect(stores.checkout.$walletBusy.get()).toBe(false);
      wallet.payExpress.mockRejectedValueOnce(new WalletError('EXPRESS_DECLINED'));
      await stores.checkout.payExpress('apple_pay');
      expect(world.deps.i18n._(stores.checkout.$walletError.get()!)).toBe('The payment was declined. Pay with a card instead.');
      expect(world.api.checkout).not.toHaveBeenCalled();
      wallet.payExpress.mockResolvedValueOnce({ paymentMethodId: 'pm_ap', issuerName: 'Apple Pay', fingerprint: 'fp', encryptedCvv: null, last4: null });
      await stores.checkout.payExpress('apple_pay');
      expect(await submitting).toBe(true);
      expect(world.api.checkout.mock.calls[0]![0]).toMatchObject({
        paymentType: 'WALLET',
        payment: { card: { paymentMethodId: 'pm_ap', issuerName: 'Apple Pay' } },
      });
      expect(stores.order.$placed.get()?.fulfilment?.payment).toEqual({ type: 'WALLET', cardIssuer: 'Apple Pay', cardLast4: null });
    } finally {
      delete device.ApplePaySession;
    }
  });

  it('a logged-in member is offered their saved cards and pays with one; a guest is never offered any', async () => {
    const CARDS = [
      { id: 'pm_saved_4242', brand: 'Visa', source: 'SPS', maskedNumber: '•••• 4242', last4: '4242' },
      { id: 'pm_saved_4444', brand: 'Mastercard', source: 'SPS', maskedNumber: '•••• 4444', last4: '4444' },
    ];
    // A guest on a business that supports guests: the wallet opens with the card fields only.
    const guestWorld = walletWorld();
    guestWorld.api.members.getPaymentMethods.mockResolvedValue(CARDS);
    const guest = await calculatedCart(guestWorld);
    fill(guest.stores);
    const guestSubmit = guest.stores.checkout.submit();
    await flush();
    expect(guest.stores.checkout.$walletNeeded.get()).not.toBeNull();
    expect(guest.stores.checkout.$savedCards.get()).toEqual([]);
    expect(guestWorld.api.members.getPaymentMethods).not.toHaveBeenCalled();
    guest.stores.checkout.closeWallet();
    expect(await guestSubmit).toBe(false);

    // A member on a business with members: the saved cards are offered; the chosen one pays.
    const world = walletWorld();
    world.api.getBusinessConfiguration.mockResolvedValue({
      ...businessConfiguration,
      supportGuests: false,
      supportMembers: true,
      wallet: { version: 'v3', frameUrl: '/wallet/card-fields.html' },
    });
    world.api.getUser.mockResolvedValue({
      id: 'usr_member_ava',
      isGuest: false,
      firstName: 'Ava',
      lastName: 'Levi',
      email: 'ava@example.com',
      phone: '+12125550177',
      country: 'us',
      language: 'en_US',
    });
    world.api.members.getPaymentMethods.mockResolvedValue(CARDS);
    const { stores } = await calculatedCart(world);
    await stores.userSession.signIn({ accessToken: 'member-a', refreshToken: 'member-r' }, 'sms-code');
    fill(stores);
    const submitting = stores.checkout.submit();
    await flush();
    expect(stores.checkout.$savedCards.get()).toEqual(CARDS);
    // A new card until the member picks a saved one; an unknown id picks nothing.
    expect(stores.checkout.$chosenCard.get()).toBeNull();
    stores.checkout.chooseCard('pm_someone_else');
    expect(stores.checkout.$chosenCard.get()).toBeNull();
    stores.checkout.chooseCard('pm_saved_4444');
    await stores.checkout.payWithWallet();
    expect(await submitting).toBe(true);
    expect(world.api.checkout.mock.calls[0]![0]).toMatchObject({
      paymentType: 'WALLET',
      payment: { card: { paymentMethodId: 'pm_saved_4444', encryptedCvv: null, fingerprint: null } },
    });
    expect(stores.order.$placed.get()?.fulfilment?.payment).toEqual({ type: 'WALLET', cardIssuer: 'Mastercard', cardLast4: '4444' });
  });

  it('an invalid card number is named in the wallet modal; a declined card says to use another card', async () => {
    const world = walletWorld();
    const { stores } = await calculatedCart(world);
    fill(stores);
    const submitting = stores.checkout.submit();
    await flush();
    const wallet = session();
    wallet.tokenize.mockRejectedValueOnce(new WalletError('INVALID_CARD', 'number'));
    stores.checkout.registerWallet(wallet);
    await stores.checkout.payWithWallet();
    expect(world.deps.i18n._(stores.checkout.$walletError.get()!)).toBe('The card number is not valid. Check it and try again.');
    world.api.checkout.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 400, code: 4237, message: 'CARD_DECLINED' }));
    await stores.checkout.payWithWallet();
    expect(await submitting).toBe(false);
    expect(world.deps.i18n._(stores.checkout.$submitError.get()!)).toBe('Your card was declined. Use another card or another payment method.');
  });

  it('closing the wallet modal posts nothing', async () => {
    const world = walletWorld();
    const { stores } = await calculatedCart(world);
    fill(stores);
    const submitting = stores.checkout.submit();
    await flush();
    stores.checkout.closeWallet();
    expect(await submitting).toBe(false);
    expect(world.api.checkout).not.toHaveBeenCalled();
    expect(stores.checkout.$submitting.get()).toBe(false);
  });

  it('3-D Secure: shows the challenge, SUCCESS confirms the transaction and places the order', async () => {
    const world = walletWorld();
    const { stores } = await calculatedCart(world);
    fill(stores);
    stores.checkout.registerWallet(session('pm_3220'));
    world.api.checkout.mockResolvedValueOnce(
      placed([{ id: 'pay-7', status: 'AWAITING_CONFIRMATION', challengeUrl: '/wallet/challenge.html?order=order-7&payment=pay-7' }]),
    );
    const submitting = stores.checkout.submit();
    await flush();
    expect(stores.checkout.$challenge.get()).toEqual({
      url: 'https://sandbox.test/wallet/challenge.html?order=order-7&payment=pay-7',
      orderId: 'order-7',
      paymentId: 'pay-7',
      cancelling: false,
    });
    expect(orderCompletes(world)).toHaveLength(0);
    world.pushTransaction({ orderId: 'order-7', paymentId: 'pay-7', status: 'SUCCESS', code: null, message: null, timestamp: 5 });
    expect(await submitting).toBe(true);
    expect(checkoutAnalytics(world)).toEqual(['Submit: WALLET', '3-D Secure challenge: A-7', 'Order placed: WALLET']);
    expect(world.api.confirmTransaction).toHaveBeenCalledWith('order-7', 'pay-7', 'pay-7');
    expect(stores.checkout.$challenge.get()).toBeNull();
    expect(orderCompletes(world)).toHaveLength(1);
  });

  it('3-D Secure cancelled: cancels the payment and withdraws the checkout, no order', async () => {
    const world = walletWorld();
    const { stores, cartId } = await calculatedCart(world);
    fill(stores);
    stores.checkout.registerWallet(session());
    world.api.checkout.mockResolvedValueOnce(placed([{ id: 'pay-7', status: 'AWAITING_CONFIRMATION', challengeUrl: '/c.html' }]));
    const submitting = stores.checkout.submit();
    await flush();
    stores.checkout.cancelChallenge();
    expect(await submitting).toBe(false);
    expect(checkoutAnalytics(world)).toEqual(['Submit: WALLET', '3-D Secure challenge: A-7', '3-D Secure cancelled: A-7']);
    expect(world.api.cancelPayment).toHaveBeenCalledWith('order-7', 'pay-7');
    expect(world.api.cancelCheckout).toHaveBeenCalledWith(cartId);
    expect(orderCompletes(world)).toHaveLength(0);
    expect(stores.checkout.$submitError.get()).toBeNull();
    expect(stores.checkout.$canSubmit.get()).toBe(true);
  });

  it.each([
    ['refused by the api mapper', { challengeUrl: null, challengeRefused: true }],
    ['refused at the iframe', { challengeUrl: 'javascript:window.__pwned=1' }],
  ])('3-D Secure page %s: never shown, the payment is cancelled and the guest told why', async (_how, payment) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const world = walletWorld();
    const { stores, cartId } = await calculatedCart(world);
    fill(stores);
    stores.checkout.registerWallet(session());
    world.api.checkout.mockResolvedValueOnce(placed([{ id: 'pay-7', status: 'AWAITING_CONFIRMATION', ...payment }]));
    expect(await stores.checkout.submit()).toBe(false);
    expect(stores.checkout.$challenge.get()).toBeNull();
    expect(checkoutAnalytics(world)).toContain('3-D Secure page refused: A-7');
    expect(world.api.cancelPayment).toHaveBeenCalledWith('order-7', 'pay-7');
    expect(world.api.cancelCheckout).toHaveBeenCalledWith(cartId);
    expect(orderCompletes(world)).toHaveLength(0);
    expect(stores.checkout.$submitError.get()?.message).toMatch(/bank's confirmation page/);
    expect(stores.checkout.$canSubmit.get()).toBe(true);
    warn.mockRestore();
  });

  it('3-D Secure refused by the bank says so, and to try again or pay another way', async () => {
    const world = walletWorld();
    const { stores } = await calculatedCart(world);
    fill(stores);
    stores.checkout.registerWallet(session());
    world.api.checkout.mockResolvedValueOnce(placed([{ id: 'pay-7', status: 'AWAITING_CONFIRMATION', challengeUrl: '/c.html' }]));
    const submitting = stores.checkout.submit();
    await flush();
    world.pushTransaction({ orderId: 'order-7', paymentId: 'pay-7', status: 'FAILURE', code: 4238, message: 'CARD_AUTHENTICATION_FAILED', timestamp: 1 });
    expect(await submitting).toBe(false);
    expect(world.deps.i18n._(stores.checkout.$submitError.get()!)).toBe(
      'Your bank could not confirm this payment. Try again, or use another card or another payment method.',
    );
    expect(stores.checkout.$canSubmit.get()).toBe(true);
  });

  it('3-D Secure failure: 4244 is silent, 4236 shows its message', async () => {
    const world = walletWorld();
    const { stores } = await calculatedCart(world);
    fill(stores);
    stores.checkout.registerWallet(session());
    for (const [code, message] of [
      [4244, 'CHALLENGE_DECLINED_BY_USER'],
      [4236, 'after3DsComplete'],
    ] as const) {
      world.api.checkout.mockResolvedValueOnce(placed([{ id: 'pay-7', status: 'AWAITING_CONFIRMATION', challengeUrl: '/c.html' }]));
      const submitting = stores.checkout.submit();
      await flush();
      world.pushTransaction({ orderId: 'order-7', paymentId: 'pay-7', status: 'FAILURE', code, message, timestamp: code });
      expect(await submitting).toBe(false);
    }
    expect(world.deps.i18n._(stores.checkout.$submitError.get()!)).toBe(
      'We are unable to charge this order to your card. Please select a different payment method for this order.',
    );
    expect(orderCompletes(world)).toHaveLength(0);
  });

  it('a card terminal transaction cancelled (6207) says it was cancelled and lets the guest place the order again', async () => {
    const world = createFakeWorld({ startup: { deviceId: 'KIOSK-1' } }); // a card terminal stands by a kiosk
    world.api.getExperience.mockImplementation(experienceWith({ payments: { default: 'EMV', allowed: [{ type: 'EMV', validation: null }] } }));
    const { stores } = await calculatedCart(world);
    fill(stores);
    world.api.checkout.mockResolvedValueOnce(placed([{ id: 'pay-9', status: 'AWAITING_CONFIRMATION', challengeUrl: null }]));
    const submitting = stores.checkout.submit();
    await flush();
    world.pushTransaction({ orderId: 'order-7', paymentId: 'pay-9', status: 'FAILURE', code: 6207, message: 'Transaction status is CANCELED', timestamp: 1 });
    expect(await submitting).toBe(false);
    // The terminal waits for the card: reported as such, then the transaction's failure code.
    expect(checkoutAnalytics(world)).toEqual(['Submit: EMV', 'Card terminal: A-7', 'Error: 6207']);
    expect(world.deps.i18n._(stores.checkout.$submitError.get()!)).toBe('The payment was cancelled, so nothing was charged. You can place the order again.');
    expect(stores.checkout.$canSubmit.get()).toBe(true);
    // The failure stays readable (a kiosk shows its cancelled-transaction screen) until the next payment.
    expect(stores.checkout.$transactionFailure.get()).toEqual({ code: 6207, message: 'Transaction status is CANCELED' });
    world.api.checkout.mockResolvedValueOnce(placed([{ id: 'pay-10', status: 'AWAITING_CONFIRMATION', challengeUrl: null }]));
    const again = stores.checkout.submit();
    await flush();
    expect(stores.checkout.$transactionFailure.get()).toBeNull();
    world.pushTransaction({ orderId: 'order-7', paymentId: 'pay-10', status: 'SUCCESS', code: null, message: null, timestamp: 2 });
    expect(await again).toBe(true);
    expect(stores.checkout.$transactionFailure.get()).toBeNull();
  });

  it('an e-receipt address goes with the order as its receipt and email, and is forgotten after it', async () => {
    const world = createFakeWorld();
    const { stores } = await calculatedCart(world);
    fill(stores);
    stores.checkout.setReceiptEmail('  ');
    expect(stores.checkout.$receiptEmail.get()).toBeNull();
    stores.checkout.setReceiptEmail(' ada@example.com ');
    expect(stores.checkout.$receiptEmail.get()).toBe('ada@example.com');
    expect(await stores.checkout.submit()).toBe(true);
    expect(world.api.checkout.mock.calls[0]![0]).toMatchObject({ receiveReceiptByEmail: true, details: { email: 'ada@example.com' } });
    expect(stores.checkout.$receiptEmail.get()).toBeNull();
  });

  it("a guest's own phone is not offered the card terminal; a kiosk is", async () => {
    const terminal = experienceWith({
      payments: {
        default: 'PAY_IN_PERSON',
        allowed: [
          { type: 'PAY_IN_PERSON', validation: null },
          { type: 'EMV', validation: null },
        ],
      },
    });
    const phone = createFakeWorld();
    phone.api.getExperience.mockImplementation(terminal);
    expect((await calculatedCart(phone)).stores.checkout.$paymentOptions.get().map((option) => option.type)).toEqual(['PAY_IN_PERSON']);
    const kiosk = createFakeWorld({ startup: { deviceId: 'KIOSK-1' } });
    kiosk.api.getExperience.mockImplementation(terminal);
    expect((await calculatedCart(kiosk)).stores.checkout.$paymentOptions.get().map((option) => option.type)).toEqual(['PAY_IN_PERSON', 'EMV']);
  });

  it('a card terminal (EMV) waits without a challenge page', async () => {
    const world = createFakeWorld({ startup: { deviceId: 'KIOSK-1' } }); // a card terminal stands by a kiosk
    world.api.getExperience.mockImplementation(experienceWith({ payments: { default: 'EMV', allowed: [{ type: 'EMV', validation: null }] } }));
    const { stores } = await calculatedCart(world);
    fill(stores);
    world.api.checkout.mockResolvedValueOnce(placed([{ id: 'pay-9', status: 'AWAITING_CONFIRMATION', challengeUrl: null }]));
    const submitting = stores.checkout.submit();
    await flush();
    expect(stores.checkout.$challenge.get()).toMatchObject({ url: null, paymentId: 'pay-9' });
    world.pushTransaction({ orderId: 'order-7', paymentId: 'pay-9', status: 'SUCCESS', code: null, message: null, timestamp: 1 });
    expect(await submitting).toBe(true);
  });
});

describe('checkout: reload mid-submit', () => {
  it('a reload finds the pending checkout and posts the SAME cart id again (one order), then confirms', async () => {
    const world = createFakeWorld();
    const { stores, cartId } = await calculatedCart(world);
    fill(stores);
    world.api.checkout.mockReturnValueOnce(new Promise(() => undefined));
    void stores.checkout.submit();
    await flush();
    expect(world.api.checkout).toHaveBeenCalledTimes(1);

    // The page reloads: new stores over the same tab storage.
    const reloaded = createFakeWorld({ storage: world.storage });
    const again = createOrderingStores(reloaded.deps);
    again.start();
    await again.started();
    await again.ordering();
    await flush();
    expect(reloaded.api.checkout).toHaveBeenCalledTimes(1);
    expect(reloaded.api.checkout.mock.calls[0]![0].cartId).toBe(cartId);
    expect(reloaded.deps.router.$route.get().path).toBe('/menu/confirm');
    expect(again.order.$placed.get()?.order.orderNumber).toBe('A-1001');
    expect(sessionStorage.length).toBe(1); // only the confirmation, until Done
    again.order.finish();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('checkout: a payment confirmed on its own page (Alipay)', () => {
  const REDIRECT_URL = 'https://sandbox.test/wallet/alipay.html?order=order-7&payment=pay-7';
  const awaitingRedirect = () => placed([{ id: 'pay-7', status: 'AWAITING_CONFIRMATION', challengeUrl: null, redirectUrl: REDIRECT_URL }]);
  /** A business with a card wallet, its experience taking cards only. */
  const withWallet = (world: World) => {
    world.api.getBusinessConfiguration.mockResolvedValue({ ...businessConfiguration, wallet: { version: 'v3', frameUrl: '/wallet/card-fields.html' } });
    world.api.getExperience.mockImplementation(experienceWith({ payments: { default: 'WALLET', allowed: [{ type: 'WALLET', validation: null }] } }));
    return world;
  };

  /** The guest pays with Alipay: the checkout is posted and the page is sent to Alipay's. */
  async function sentToAlipay() {
    const world = withWallet(createFakeWorld());
    const { stores } = await calculatedCart(world);
    fill(stores);
    void stores.checkout.submit();
    await flush();
    const alipay = { paymentMethodId: 'pm_ali', issuerName: 'Alipay', fingerprint: null, encryptedCvv: null, last4: null };
    stores.checkout.registerWallet({ expressMethods: ['alipay'], tokenize: vi.fn(), payExpress: vi.fn(async () => alipay), destroy: vi.fn() });
    world.api.checkout.mockResolvedValue(awaitingRedirect());
    await stores.checkout.payExpress('alipay');
    await flush();
    return { world, stores };
  }

  /** The guest comes back: the page starts anew over the same tab storage. */
  async function backFromAlipay(storage: World['storage']) {
    const back = withWallet(createFakeWorld({ storage }));
    back.api.checkout.mockResolvedValue(awaitingRedirect());
    const again = createOrderingStores(back.deps);
    again.start();
    await again.started();
    await again.ordering();
    await flush();
    return { back, again };
  }

  it('sends the guest there once, remembering it; back on the page, the outcome is awaited (not sent again) and confirms', async () => {
    const { world, stores } = await sentToAlipay();
    expect(world.deps.leavePage).toHaveBeenCalledWith(REDIRECT_URL);
    expect(stores.checkout.$challenge.get()).toMatchObject({ url: null, redirect: true });
    const { back, again } = await backFromAlipay(world.storage);
    // Nothing is posted again: the payment it left for is the one awaited.
    expect(back.api.checkout).not.toHaveBeenCalled();
    expect(back.deps.leavePage).not.toHaveBeenCalled();
    expect(again.checkout.$challenge.get()).toMatchObject({ redirect: true });
    back.pushTransaction({ orderId: 'order-7', paymentId: 'pay-7', status: 'SUCCESS', code: null, message: null, timestamp: 1 });
    await flush();
    expect(back.api.confirmTransaction).toHaveBeenCalledWith('order-7', 'pay-7', 'pay-7');
    expect(back.deps.router.$route.get().path).toBe('/menu/confirm');
    expect(again.order.$placed.get()?.fulfilment?.payment).toEqual({ type: 'WALLET', cardIssuer: 'Alipay', cardLast4: null });
  });

  it('back from a payment page the guest cancelled (4244): nothing placed, nothing said, the checkout free again', async () => {
    const { world } = await sentToAlipay();
    const { back, again } = await backFromAlipay(world.storage);
    back.pushTransaction({ orderId: 'order-7', paymentId: 'pay-7', status: 'FAILURE', code: 4244, message: 'CHALLENGE_DECLINED_BY_USER', timestamp: 1 });
    await flush();
    expect(again.checkout.$challenge.get()).toBeNull();
    expect(again.checkout.$submitting.get()).toBe(false);
    expect(again.checkout.$submitError.get()).toBeNull();
    expect(back.api.cancelCheckout).toHaveBeenCalled();
    expect(again.order.$placed.get()).toBeNull();
  });
});

describe('checkout: coupon', () => {
  it('applies a coupon: the cart is saved with it and the state goes applying -> done', async () => {
    const { world, stores } = await calculatedCart();
    world.api.saveCart.mockImplementationOnce(async (request: { cartId: string }) => ({
      cartId: request.cartId,
      hash: 'hc',
      pending: true,
      summary: null,
      coupon: { code: 'SAVE10', name: '10% off' },
    }));
    const applying = stores.checkout.coupon.apply(' SAVE10 ');
    expect(stores.checkout.coupon.$state.get()).toEqual({ status: 'applying', code: 'SAVE10' });
    await applying;
    expect(checkoutAnalytics(world)).toContain('Coupon applied: SAVE10');
    expect(world.api.saveCart.mock.calls.at(-1)![0].couponCode).toBe('SAVE10');
    expect(stores.checkout.coupon.$state.get()).toEqual({ status: 'done', code: 'SAVE10', name: '10% off' });
    expect(stores.checkout.coupon.$applied.get()).toEqual({ code: 'SAVE10', name: '10% off' });
    const removing = stores.checkout.coupon.remove();
    expect(stores.checkout.coupon.$state.get().status).toBe('removing');
    await removing;
    expect(world.api.saveCart.mock.calls.at(-1)![0].couponCode).toBeNull();
    expect(stores.checkout.coupon.$state.get()).toEqual({ status: 'add' });
  });

  it('an invalid code (4247) goes to error with retry and the cart is saved again without it; others to general-error', async () => {
    const { world, stores } = await calculatedCart();
    world.api.saveCart.mockRejectedValueOnce(new ApiError({ kind: 'http', code: 4247, message: 'CART_INVALID_COUPON_CODE' }));
    await stores.checkout.coupon.apply('EXPIRED');
    expect(stores.checkout.coupon.$state.get()).toMatchObject({ status: 'error', code: 'EXPIRED' });
    expect(checkoutAnalytics(world)).toEqual(['Coupon refused: EXPIRED']);
    expect(world.api.saveCart.mock.calls.at(-1)![0].couponCode).toBeNull();
    expect(stores.checkout.coupon.$applied.get()).toBeNull();
    stores.checkout.coupon.retry();
    expect(stores.checkout.coupon.$state.get()).toEqual({ status: 'add' });
    world.api.saveCart.mockRejectedValueOnce(new ApiError({ kind: 'http', code: 4700, message: 'CART_NOT_VALID' }));
    await stores.checkout.coupon.apply('BROKEN');
    expect(stores.checkout.coupon.$state.get().status).toBe('general-error');
    stores.checkout.coupon.close();
    expect(stores.checkout.coupon.$state.get()).toEqual({ status: 'add' });
    await stores.checkout.coupon.apply('  ');
    expect(stores.checkout.coupon.$codeError.get()).not.toBeNull();
  });
});

describe('confirmation Done', () => {
  it('closes when embedded, goes home otherwise, and clears the room and table parameters', async () => {
    const world = createFakeWorld({ startup: { room: '101', table: '4' } });
    const { stores } = await calculatedCart(world);
    expect(stores.checkout.$values.get()).toMatchObject({ roomNumber: '101', tableNumber: '4' });
    fill(stores);
    await stores.checkout.submit();
    stores.order.finish();
    expect(world.deps.router.$route.get().path).toBe('/');
    expect(stores.order.$placed.get()).toBeNull();
    expect(stores.checkout.$values.get()).toMatchObject({ roomNumber: '', tableNumber: '' });

    const embedded = createFakeWorld({ startup: { isIframe: true } });
    const embeddedStores = createOrderingStores(embedded.deps);
    await embeddedStores.ordering();
    embeddedStores.order.finish();
    expect(embedded.emitted).toContainEqual({ type: 'close', detail: { reason: 'order-complete' } });
  });

  it('goes to the location list when the guest came through a location group', async () => {
    const { world, stores } = await calculatedCart(createFakeWorld({ startup: { locationGroupId: 601 } }));
    fill(stores);
    await stores.checkout.submit();
    stores.order.finish();
    expect(world.deps.router.$route.get()).toMatchObject({ path: '/location', query: { location_group_id: '601' } });
  });
});

describe('checkout: reload before placing the order', () => {
  const tippedWorld = (storage?: World['storage']) => {
    const world = createFakeWorld(storage ? { storage } : {});
    world.api.getExperience.mockImplementation(
      experienceWith({
        payments: {
          default: 'PAY_IN_PERSON',
          allowed: [
            { type: 'PAY_IN_PERSON', validation: null },
            { type: 'CASH', validation: null },
          ],
        },
        tip: { options: [10, 15, 20], selected: 15 },
      }),
    );
    return world;
  };

  it('keeps what the guest typed and chose (fields over remembered ones, payment, tip, coupon), and the cart is saved with the coupon', async () => {
    const world = tippedWorld();
    // A previous order on this device remembered other details.
    world.storage.setItem(
      'checkout-form:7',
      JSON.stringify({
        timestamp: world.clock.now.getTime(),
        value: { firstName: 'Old', lastName: 'Order', phone: '2125550000', email: '', country: 'us', optedIn: true },
      }),
    );
    const { stores } = await calculatedCart(world);
    stores.checkout.setValue('firstName', 'Dana');
    stores.checkout.setValue('phone', '2125550142');
    stores.checkout.setValue('comments', 'No onions');
    stores.checkout.selectPayment('CASH');
    stores.checkout.selectTip({ kind: 'percent', percent: 20 });
    stores.checkout.selectTip({ kind: 'none' });
    stores.checkout.selectTip({ kind: 'percent', percent: 20 });
    // Each choice is reported: the method's code, the tip's percent or kind.
    expect(checkoutAnalytics(world)).toEqual(['Payment method: CASH', 'Tip: 20%', 'Tip: none', 'Tip: 20%']);
    world.api.saveCart.mockImplementationOnce(async (request: { cartId: string }) => ({
      cartId: request.cartId,
      hash: 'hc',
      pending: true,
      summary: null,
      coupon: { code: 'SAVE10', name: '10% off' },
    }));
    await stores.checkout.coupon.apply('SAVE10');
    // The page reloads: new stores over the same storage and tab.
    const reloaded = tippedWorld(world.storage);
    reloaded.api.saveCart.mockImplementation(async (request: { cartId: string; couponCode: string | null }) => ({
      cartId: request.cartId,
      hash: 'hr',
      pending: true,
      summary: null,
      coupon: request.couponCode ? { code: request.couponCode, name: '10% off' } : null,
    }));
    const { stores: again } = await storesAtMenu(reloaded);
    await flush();
    const values = again.checkout.$values.get();
    expect(values).toMatchObject({ firstName: 'Dana', lastName: 'Order', phone: '2125550142', comments: 'No onions' });
    expect(again.checkout.$payment.get()).toBe('CASH');
    expect(again.checkout.$tipChoice.get()).toEqual({ kind: 'percent', percent: 20 });
    expect(again.checkout.coupon.$applied.get()).toEqual({ code: 'SAVE10', name: '10% off' });
    expect(reloaded.api.saveCart.mock.calls.at(-1)![0].couponCode).toBe('SAVE10');
    // Clearing the checkout forgets the draft: the remembered details come back.
    again.checkout.reset();
    expect(again.checkout.$values.get().firstName).toBe('Old');
    // The tip goes to a percentage of 0, not back to the business's suggested 15%.
    expect(again.checkout.$tipChoice.get()).toEqual({ kind: 'percent', percent: 0 });
    expect(again.checkout.$tip.get()).toBe(0);
    const third = await storesAtMenu(tippedWorld(world.storage));
    expect(third.stores.checkout.$values.get().firstName).toBe('Old');
    expect(third.stores.checkout.coupon.$applied.get()).toBeNull();
  });
});

describe('checkout: an answer lost after the platform may have taken the order', () => {
  const lost = () => new ApiError({ kind: 'http', code: 'HTTP_503', message: 'checkout failed with HTTP 503', status: 503 });

  it('a 503 on an order the platform took: looks the cart up (no second post) and shows the confirmation', async () => {
    const { world, stores, cartId } = await calculatedCart();
    fill(stores);
    world.api.checkout.mockRejectedValueOnce(lost());
    world.api.findCheckout.mockResolvedValueOnce(placed([{ id: 'p-1', status: 'OK', challengeUrl: null, challengeRefused: false }] as PlacedOrder['payments']));
    expect(await stores.checkout.submit()).toBe(true);
    expect(world.api.checkout).toHaveBeenCalledTimes(1);
    expect(world.api.findCheckout).toHaveBeenCalledWith(cartId);
    expect(stores.order.$placed.get()?.order.orderNumber).toBe('A-7');
    expect(world.deps.router.$route.get().path).toBe('/menu/confirm');
    expect(orderCompletes(world)).toHaveLength(1);
  });

  it('a dropped connection and no order on the platform: says not placed, keeps the cart and the form, forgets the pending checkout', async () => {
    const { world, stores } = await calculatedCart();
    fill(stores);
    world.api.checkout.mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'no answer' }));
    world.api.findCheckout.mockResolvedValueOnce(null);
    expect(await stores.checkout.submit()).toBe(false);
    expect(stores.checkout.$submitError.get()?.message).toMatch(/not placed/);
    expect(stores.checkout.$unconfirmed.get()).toBe(false);
    expect(stores.cart.$lines.get()).not.toEqual([]);
    expect(stores.checkout.$values.get()).toMatchObject({ firstName: 'Dana', lastName: 'Smith' });
    expect(world.deps.router.$route.get().path).toBe('/menu/checkout');
    expect(orderCompletes(world)).toHaveLength(0);
    // Trying again posts again.
    expect(await stores.checkout.submit()).toBe(true);
    expect(world.api.checkout).toHaveBeenCalledTimes(2);
  });

  it('a platform refusal (4xx) is an answer: no look-up', async () => {
    const { world, stores } = await calculatedCart();
    fill(stores);
    world.api.checkout.mockRejectedValueOnce(new ApiError({ kind: 'http', code: 4000, message: 'CART_CHECKOUT_FAILED', status: 400 }));
    expect(await stores.checkout.submit()).toBe(false);
    expect(world.api.findCheckout).not.toHaveBeenCalled();
  });

  it('no clear answer after a bounded number of look-ups: still checking, cart kept; Place order then only looks up', async () => {
    const world = createFakeWorld();
    const { stores } = await calculatedCart(world);
    fill(stores);
    world.api.checkout.mockRejectedValueOnce(lost());
    world.api.findCheckout.mockRejectedValue(lost());
    vi.useFakeTimers();
    try {
      const submitted = stores.checkout.submit();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await submitted).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    expect(world.api.findCheckout).toHaveBeenCalledTimes(3);
    expect(stores.checkout.$unconfirmed.get()).toBe(true);
    expect(stores.checkout.$submitError.get()?.message).toMatch(/still checking/);
    expect(stores.cart.$lines.get()).not.toEqual([]);
    // Place order again only looks up: never a second post.
    world.api.findCheckout.mockReset();
    world.api.findCheckout.mockResolvedValue(null);
    expect(await stores.checkout.submit()).toBe(false);
    expect(world.api.checkout).toHaveBeenCalledTimes(1);
    expect(world.api.findCheckout).toHaveBeenCalledTimes(1);
  });

  it('a reload of an unconfirmed checkout looks the order up (read-only) and shows the confirmation', async () => {
    const world = createFakeWorld();
    const { stores, cartId } = await calculatedCart(world);
    fill(stores);
    world.api.checkout.mockRejectedValueOnce(lost());
    world.api.findCheckout.mockRejectedValue(lost());
    vi.useFakeTimers();
    try {
      const submitted = stores.checkout.submit();
      await vi.advanceTimersByTimeAsync(10_000);
      await submitted;
    } finally {
      vi.useRealTimers();
    }
    expect(stores.checkout.$unconfirmed.get()).toBe(true);

    const reloaded = createFakeWorld({ storage: world.storage });
    reloaded.api.findCheckout.mockResolvedValue(placed([{ id: 'p-1', status: 'OK', challengeUrl: null, challengeRefused: false }] as PlacedOrder['payments']));
    const again = createOrderingStores(reloaded.deps);
    again.start();
    await again.started();
    await again.ordering();
    await flush();
    expect(reloaded.api.checkout).not.toHaveBeenCalled();
    expect(reloaded.api.findCheckout).toHaveBeenCalledWith(cartId);
    expect(reloaded.deps.router.$route.get().path).toBe('/menu/confirm');
    expect(again.order.$placed.get()?.order.orderNumber).toBe('A-7');
  });
});

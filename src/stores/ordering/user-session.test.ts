// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import type { User } from '../../domain/types';
import { businessConfiguration, createFakeWorld, deferred, flush, MemoryStorage, runIdleTasks, storesAtCheckout, storesAtMenu } from '../test-support';

type World = ReturnType<typeof createFakeWorld>;

const DANA: User = {
  id: 'usr_guest_dana',
  isGuest: true,
  firstName: 'Dana',
  lastName: 'Cohen',
  email: 'dana@example.com',
  phone: '2125550142',
  country: 'us',
  language: 'en_US',
};
const AVA: User = { ...DANA, id: 'usr_member_ava', isGuest: false, firstName: 'Ava', lastName: 'Levi' };

const atCheckout = async (world: World) => (await storesAtCheckout(world)).stores;

const events = (world: World, type: string) => world.emitted.filter((event) => event.type === type).map((event) => event.detail);

beforeAll(async () => {
  // The phone rules and the ordering part are lazy chunks; their first transform is slow on a busy
  // machine, so load them once here rather than inside the first test's time limit.
  await import('../../domain/checkout/phone');
  await Promise.all([import('./menu-part'), import('./pricing-part'), import('./checkout-part')]);
}, 60_000);
beforeEach(() => sessionStorage.clear());

describe('user session: who is signed in', () => {
  it('with no tokens and a business that supports guests, logs a guest in, saves the language and loads the user', async () => {
    const world = createFakeWorld();
    const stores = await atCheckout(world);
    stores.checkout.prepare();
    await flush();
    expect(world.api.loginAsGuest).toHaveBeenCalledTimes(1);
    expect(world.deps.auth.$tokens.get()).toEqual({ accessToken: 'guest-access', refreshToken: 'guest-refresh' });
    expect(world.api.setUserMetadata).toHaveBeenCalledWith({ language: 'en_US' });
    expect(stores.userSession.$state.get()).toBe('guest');
    expect(events(world, 'login')).toEqual([{ userId: 'guest-1', isGuest: true, method: 'guest' }]);
    // Once per session: opening the checkout again asks nothing more.
    stores.checkout.prepare();
    await flush();
    expect(world.api.loginAsGuest).toHaveBeenCalledTimes(1);
    expect(world.api.getUser).toHaveBeenCalledTimes(1);
  });

  it('with no tokens and a business for members only, logs nobody in', async () => {
    const world = createFakeWorld();
    world.api.getBusinessConfiguration.mockResolvedValue({ ...businessConfiguration, supportGuests: false, supportMembers: true });
    const stores = await atCheckout(world);
    expect(await stores.userSession.ensure()).toBeNull();
    expect(world.api.loginAsGuest).not.toHaveBeenCalled();
    expect(world.api.getUser).not.toHaveBeenCalled();
    expect(stores.userSession.$state.get()).toBe('signed-out');
  });

  it('uses the tokens the host or the URL gave, without a guest login', async () => {
    const world = createFakeWorld({ startup: { accessToken: 'demo-guest-dana', refreshToken: 'r' } });
    world.api.getUser.mockResolvedValue(DANA);
    const stores = await atCheckout(world);
    expect(await stores.userSession.ensure()).toEqual(DANA);
    expect(world.api.loginAsGuest).not.toHaveBeenCalled();
  });

  it('logs out a user whose kind the guest-support setting does not match: a member where guests are supported, a guest where members are', async () => {
    const world = createFakeWorld({ startup: { accessToken: 'demo-member-ava', refreshToken: null } });
    world.api.getUser.mockResolvedValue(AVA);
    const stores = await atCheckout(world);
    expect(await stores.userSession.ensure()).toBeNull();
    expect(world.deps.auth.$tokens.get()).toBeNull();
    expect(events(world, 'logout')).toEqual([{ reason: 'guest-support' }]);
    expect(events(world, 'login')).toEqual([]);

    const members = createFakeWorld({ startup: { accessToken: 'demo-guest-dana', refreshToken: null } });
    members.api.getBusinessConfiguration.mockResolvedValue({ ...businessConfiguration, supportGuests: false, supportMembers: true });
    members.api.getUser.mockResolvedValue(DANA);
    const memberStores = await atCheckout(members);
    expect(await memberStores.userSession.ensure()).toBeNull();
    expect(events(members, 'logout')).toEqual([{ reason: 'guest-support' }]);
  });

  it('a failed user call leaves nobody signed in and tries again next time', async () => {
    const world = createFakeWorld({ startup: { accessToken: 'demo-guest-dana', refreshToken: null } });
    world.api.getUser.mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'offline' }));
    const stores = await atCheckout(world);
    expect(await stores.userSession.ensure()).toBeNull();
    world.api.getUser.mockResolvedValue(DANA);
    expect(await stores.userSession.ensure()).toEqual(DANA);
  });

  it('another session (sign-out, new tokens) forgets the user; a user arriving for an old session is dropped', async () => {
    const world = createFakeWorld({ startup: { accessToken: 'demo-guest-dana', refreshToken: 'rd' } });
    const slow = deferred<User>();
    world.api.getUser.mockReturnValueOnce(slow.promise);
    const stores = await atCheckout(world);
    const first = stores.userSession.ensure();
    await flush();
    expect(world.api.getUser).toHaveBeenCalledTimes(1);
    world.api.getUser.mockResolvedValueOnce({ ...DANA, id: 'other-user' });
    world.deps.auth.setTokens({ accessToken: 'other', refreshToken: 'ro' });
    slow.resolve(DANA);
    expect(await first).toBeNull();
    // Tokens the host hands over load their own user at once (the profile button needs it); Dana's
    // late answer is dropped.
    await flush();
    expect(stores.userSession.$user.get()?.id).toBe('other-user');
    expect(world.api.getUser).toHaveBeenCalledTimes(2);
    expect((await stores.userSession.ensure())?.id).toBe('other-user');
    world.deps.auth.setTokens(null);
    expect(stores.userSession.$state.get()).toBe('signed-out');
  });

  it('a token refresh (same refresh token, new access token) keeps the user', async () => {
    const world = createFakeWorld({ startup: { accessToken: 'a1', refreshToken: 'r1' } });
    world.api.getUser.mockResolvedValue(DANA);
    const stores = await atCheckout(world);
    await stores.userSession.ensure();
    world.deps.auth.setTokens({ accessToken: 'a2', refreshToken: 'r1' });
    expect(stores.userSession.$user.get()).toEqual(DANA);
  });
});

describe('user session at the start of a page load', () => {
  /** Stores started at home, the ordering part loaded: what the element has once the first screen is idle. */
  async function started(world: World) {
    const { stores } = await storesAtMenu(world);
    return stores;
  }

  it('loads the user of the tokens kept from the last page load, without a guest login', async () => {
    const world = createFakeWorld({ startup: { accessToken: 'a1', refreshToken: 'r1' } });
    world.api.getUser.mockResolvedValue(DANA);
    const stores = await started(world);
    expect(await stores.userSession.start()).toEqual(DANA);
    expect(world.api.loginAsGuest).not.toHaveBeenCalled();
    expect(events(world, 'login')).toEqual([{ userId: DANA.id, isGuest: true, method: 'session' }]);
  });

  it('logs a guest in at start when the business supports guests; nobody on a members-only business', async () => {
    const world = createFakeWorld();
    const stores = await started(world);
    expect((await stores.userSession.start())?.isGuest).toBe(true);
    expect(world.api.loginAsGuest).toHaveBeenCalledTimes(1);
    expect(stores.userSession.$state.get()).toBe('guest');

    const members = createFakeWorld();
    members.api.getBusinessConfiguration.mockResolvedValue({ ...businessConfiguration, supportGuests: false, supportMembers: true });
    const memberStores = await started(members);
    expect(await memberStores.userSession.start()).toBeNull();
    expect(members.api.loginAsGuest).not.toHaveBeenCalled();
    expect(members.api.getUser).not.toHaveBeenCalled();
  });

  it('a kept member the guest business does not support is logged out, then a guest logged in', async () => {
    const world = createFakeWorld({ startup: { accessToken: 'demo-member-ava', refreshToken: 'r' } });
    world.api.getUser.mockResolvedValueOnce(AVA);
    const stores = await started(world);
    const user = await stores.userSession.start();
    expect(events(world, 'logout')).toEqual([{ reason: 'guest-support' }]);
    expect(user).toMatchObject({ id: 'guest-1', isGuest: true });
    expect(world.deps.auth.$tokens.get()).toEqual({ accessToken: 'guest-access', refreshToken: 'guest-refresh' });
  });

  it('a kept session whose refresh failed ends (the element logged it out), then a guest is logged in', async () => {
    const world = createFakeWorld({ startup: { accessToken: 'expired', refreshToken: 'revoked' } });
    world.api.getUser.mockImplementationOnce(async () => {
      // What the element's client does on code 121 with a refresh the platform refuses.
      world.deps.auth.setTokens(null, 'refresh-failed');
      throw new ApiError({ kind: 'http', message: 'TOKEN_EXPIRED', code: 121, status: 401 });
    });
    const stores = await started(world);
    expect((await stores.userSession.start())?.id).toBe('guest-1');
    expect(events(world, 'logout')).toEqual([{ reason: 'refresh-failed' }]);
    expect(world.api.loginAsGuest).toHaveBeenCalledTimes(1);
  });

  it("a guest login finishing after the host signed someone in leaves the host's session alone", async () => {
    const world = createFakeWorld();
    const guestLogin = deferred<{ accessToken: string; refreshToken: string | null }>();
    world.api.loginAsGuest.mockReturnValueOnce(guestLogin.promise);
    world.api.getUser.mockResolvedValue(DANA);
    const stores = await started(world);
    const starting = stores.userSession.start();
    await flush();
    world.deps.auth.setTokens({ accessToken: 'demo-guest-dana', refreshToken: 'rd' });
    guestLogin.resolve({ accessToken: 'guest-access', refreshToken: 'guest-refresh' });
    await starting;
    expect(world.deps.auth.$tokens.get()).toEqual({ accessToken: 'demo-guest-dana', refreshToken: 'rd' });
    expect(await stores.userSession.ensure()).toEqual(DANA);
  });

  it('a platform that did not answer keeps the session for the checkout to try again', async () => {
    const world = createFakeWorld({ startup: { accessToken: 'a1', refreshToken: 'r1' } });
    world.api.getUser.mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'offline' }));
    const stores = await started(world);
    expect(await stores.userSession.start()).toBeNull();
    expect(world.deps.auth.$tokens.get()).toEqual({ accessToken: 'a1', refreshToken: 'r1' });
    expect(world.api.loginAsGuest).not.toHaveBeenCalled();
  });

  it('the element starts the session by itself once the first screen is shown and the page idle', async () => {
    const world = createFakeWorld({ startup: { accessToken: 'a1', refreshToken: 'r1' } });
    world.api.getUser.mockResolvedValue(DANA);
    const stores = await started(world);
    // Idle before the first screen painted: the session's calls must not compete with that paint.
    runIdleTasks();
    await flush();
    expect(world.api.getUser).not.toHaveBeenCalled();
    stores.firstScreenShown();
    expect(world.api.getUser).not.toHaveBeenCalled();
    runIdleTasks();
    await vi.waitFor(() => expect(stores.userSession.$user.get()).toEqual(DANA));
  });

  it('tokens the host hands over after the first screen load their user at once, before any idle moment', async () => {
    const world = createFakeWorld();
    world.api.getUser.mockResolvedValue(DANA);
    const { createOrderingStores } = await import('../index');
    const stores = createOrderingStores(world.deps);
    stores.start();
    await stores.started();
    stores.selection.selectLocation(11);
    await stores.menuSide();
    stores.firstScreenShown();
    expect(() => stores.userSession).toThrow(/ordering\(\)/);
    world.deps.auth.setTokens({ accessToken: 'dana-a', refreshToken: 'dana-r' });
    await vi.waitFor(() => expect(stores.userSession.$user.get()).toEqual(DANA));
    expect(world.api.loginAsGuest).not.toHaveBeenCalled();
    expect(world.emitted.filter((event) => event.type === 'login')).toHaveLength(1);
  });

  it("a guest login cancelled by the host's sign-in does not make the host's user load (and announce) twice", async () => {
    const world = createFakeWorld();
    const guestUser = deferred<User>();
    const danaUser = deferred<User>();
    world.api.getUser.mockReturnValueOnce(guestUser.promise).mockReturnValueOnce(danaUser.promise);
    const stores = await started(world);
    // The session's start logs a guest in and asks for that guest's user...
    const starting = stores.userSession.start();
    await vi.waitFor(() => expect(world.api.getUser).toHaveBeenCalledTimes(1));
    // ...when the host signs Dana in: her user loads at once, and the guest's call is cancelled.
    world.deps.auth.setTokens({ accessToken: 'dana-a', refreshToken: 'dana-r' });
    await vi.waitFor(() => expect(world.api.getUser).toHaveBeenCalledTimes(2));
    guestUser.reject(new ApiError({ kind: 'cancelled', message: 'replaced' }));
    await flush();
    // The checkout opening now shares Dana's load instead of starting another.
    const atCheckout = stores.userSession.prepareCheckout();
    danaUser.resolve(DANA);
    expect(await atCheckout).toEqual(DANA);
    await starting;
    expect(world.api.getUser).toHaveBeenCalledTimes(2);
    expect(world.emitted.filter((event) => event.type === 'login')).toHaveLength(1);
  });

  it("saves a new language to the signed-in user's metadata, with the rest of the profile; a log-out clears the user", async () => {
    const world = createFakeWorld({ startup: { accessToken: 'a1', refreshToken: 'r1' } });
    world.api.getUser.mockResolvedValue(DANA);
    const stores = await started(world);
    await stores.userSession.start();
    world.api.setUserMetadata.mockClear();
    world.deps.i18n.load('he', {});
    expect(world.api.setUserMetadata).not.toHaveBeenCalled();
    world.deps.i18n.activate('he', ['he']);
    expect(world.api.setUserMetadata).toHaveBeenCalledTimes(1);
    expect(world.api.setUserMetadata).toHaveBeenCalledWith({
      firstName: 'Dana',
      lastName: 'Cohen',
      email: 'dana@example.com',
      phone: '2125550142',
      country: 'us',
      language: 'he_IL',
    });
    expect(stores.userSession.$user.get()?.language).toBe('he_IL');
    world.deps.i18n.activate('he', ['he']);
    expect(world.api.setUserMetadata).toHaveBeenCalledTimes(1);

    world.deps.auth.setTokens(null, 'api');
    expect(stores.userSession.$user.get()).toBeNull();
    world.deps.i18n.load('en_US', {});
    world.deps.i18n.activate('en_US', ['en-US']);
    expect(world.api.setUserMetadata).toHaveBeenCalledTimes(1);
  });
});

describe('checkout with a signed-in user', () => {
  it('prefills the fields from the user, but never a field the guest typed in', async () => {
    const world = createFakeWorld({ startup: { accessToken: 'demo-guest-dana', refreshToken: null } });
    const user = deferred<User>();
    world.api.getUser.mockReturnValue(user.promise);
    const stores = await atCheckout(world);
    stores.checkout.prepare();
    stores.checkout.setValue('firstName', 'Danielle');
    user.resolve(DANA);
    await flush();
    expect(stores.checkout.$values.get()).toMatchObject({
      firstName: 'Danielle',
      lastName: 'Cohen',
      email: 'dana@example.com',
      phone: '2125550142',
      country: 'us',
    });
  });

  it('prefills over what this device remembered from an earlier order, and again after the form is cleared', async () => {
    const world = createFakeWorld({ startup: { accessToken: 'demo-guest-dana', refreshToken: null } });
    world.storage.setItem(
      'checkout-form:7',
      JSON.stringify({
        timestamp: world.clock.now.getTime(),
        value: { firstName: 'Old', lastName: 'Name', phone: '', email: '', country: 'us', optedIn: true },
      }),
    );
    world.api.getUser.mockResolvedValue(DANA);
    const stores = await atCheckout(world);
    stores.checkout.prepare();
    await flush();
    expect(stores.checkout.$values.get()).toMatchObject({ firstName: 'Dana', lastName: 'Cohen' });
    stores.checkout.reset();
    expect(stores.checkout.$values.get()).toMatchObject({ firstName: 'Dana', lastName: 'Cohen' });
  });

  it('the order is placed with the user signed in, the profile saved to the user; Done logs the guest out', async () => {
    const world = createFakeWorld();
    const stores = await atCheckout(world);
    stores.checkout.setValue('firstName', 'Noa');
    stores.checkout.setValue('lastName', 'Bar');
    stores.checkout.setValue('phone', '2125550100');
    stores.checkout.setValue('terms', true);
    // Submit before the checkout screen asked: the guest login runs first, the order is the guest's.
    let tokenAtCheckout: unknown;
    world.api.checkout.mockImplementation(async () => {
      tokenAtCheckout = world.deps.auth.$tokens.get()?.accessToken;
      return {
        id: 'order-1',
        orderNumber: 'A-1001',
        confirmationNumber: 'CONF-9',
        checkoutTime: '2026-11-20T12:05:00Z',
        payments: [{ id: 'pay-1', status: 'OK' as const, challengeUrl: null }],
        requires3DSecure: false,
      };
    });
    expect(await stores.checkout.submit()).toBe(true);
    expect(tokenAtCheckout).toBe('guest-access');
    expect(world.api.setUserMetadata).toHaveBeenLastCalledWith({
      firstName: 'Noa',
      lastName: 'Bar',
      email: '',
      phone: '2125550100',
      country: 'us',
      language: 'en_US',
    });
    stores.order.finish();
    expect(world.deps.auth.$tokens.get()).toBeNull();
    expect(events(world, 'logout')).toEqual([{ reason: 'order-complete' }]);
  });

  it('where members are not supported, a guest whose order was placed is logged out before the next checkout, and a new guest orders', async () => {
    const world = createFakeWorld();
    world.api.loginAsGuest
      .mockResolvedValueOnce({ accessToken: 'guest-a', refreshToken: 'guest-a-r' })
      .mockResolvedValueOnce({ accessToken: 'guest-b', refreshToken: 'guest-b-r' });
    world.api.getUser.mockResolvedValueOnce({ ...DANA, id: 'guest-a' }).mockResolvedValueOnce({ ...DANA, id: 'guest-b', firstName: '', lastName: '' });
    const stores = await atCheckout(world);
    expect((await stores.userSession.prepareCheckout())?.id).toBe('guest-a');
    // A guest who has not ordered yet keeps the session: opening the checkout again changes nothing.
    expect((await stores.userSession.prepareCheckout())?.id).toBe('guest-a');
    expect(events(world, 'logout')).toEqual([]);
    stores.order.place({
      order: { id: 'order-1', orderNumber: 'A-1', confirmationNumber: 'C-1', checkoutTime: '2026-11-20T12:05:00Z', payments: [], requires3DSecure: false },
      lines: [],
      summary: stores.checkout.$summary.get()!,
      currencyCode: 'USD',
      locationName: 'Trattoria',
    });
    // The confirmation is left without Done (the logo, the browser's back): the next checkout is a new guest's.
    world.deps.router.navigate('/menu');
    world.deps.router.navigate('/menu/checkout');
    const next = await stores.userSession.prepareCheckout();
    expect(next?.id).toBe('guest-b');
    expect(world.deps.auth.$tokens.get()).toEqual({ accessToken: 'guest-b', refreshToken: 'guest-b-r' });
    expect(events(world, 'logout')).toEqual([{ reason: 'order-complete' }]);
    expect(events(world, 'login').map((login) => (login as { userId: string }).userId)).toEqual(['guest-a', 'guest-b']);
    // The new guest has not ordered: kept.
    expect((await stores.userSession.prepareCheckout())?.id).toBe('guest-b');
    expect(world.api.loginAsGuest).toHaveBeenCalledTimes(2);
  });

  it('a guest restored after a reload whose order was placed is logged out at start, and a new guest carries on', async () => {
    const storage = new MemoryStorage();
    storage.setItem('guest-ordered:7', 'usr_guest_dana');
    const world = createFakeWorld({ startup: { accessToken: 'demo-guest-dana', refreshToken: 'dana-r' }, storage });
    world.api.getUser.mockResolvedValueOnce(DANA);
    const stores = await atCheckout(world);
    const user = await stores.userSession.start();
    expect(user?.id).toBe('guest-1');
    expect(events(world, 'logout')).toEqual([{ reason: 'order-complete' }]);
    expect(events(world, 'login')).toEqual([{ userId: 'guest-1', isGuest: true, method: 'guest' }]);
    // The new guest's details were never Dana's.
    expect(stores.checkout.$values.get().lastName).toBe('');
    expect(storage.getItem('guest-ordered:7')).toBeNull();
  });

  it('on a business with members, an order never logs the member out before the next checkout', async () => {
    const world = createFakeWorld({ startup: { accessToken: 'demo-member-ava', refreshToken: null } });
    world.api.getBusinessConfiguration.mockResolvedValue({ ...businessConfiguration, supportGuests: false, supportMembers: true });
    world.api.getUser.mockResolvedValue(AVA);
    const stores = await atCheckout(world);
    await stores.userSession.prepareCheckout();
    stores.userSession.orderPlaced();
    expect((await stores.userSession.prepareCheckout())?.id).toBe(AVA.id);
    expect(events(world, 'logout')).toEqual([]);
  });

  it('Done keeps a member signed in', async () => {
    const world = createFakeWorld({ startup: { accessToken: 'demo-member-ava', refreshToken: null } });
    world.api.getBusinessConfiguration.mockResolvedValue({ ...businessConfiguration, supportGuests: false, supportMembers: true });
    world.api.getUser.mockResolvedValue(AVA);
    const stores = await atCheckout(world);
    await stores.userSession.ensure();
    stores.order.finish();
    expect(world.deps.auth.$tokens.get()).toEqual({ accessToken: 'demo-member-ava', refreshToken: null });
    expect(events(world, 'logout')).toEqual([]);
  });
});

describe('members', () => {
  const membersOnly = { ...businessConfiguration, supportGuests: false, supportMembers: true };

  it('a member signed in by code is announced with its method, and the profile saved at checkout keeps the registration answers', async () => {
    const world = createFakeWorld();
    world.api.getBusinessConfiguration.mockResolvedValue(membersOnly);
    const member: User = { ...AVA, birthDate: '1990-04-01', optin: '1', optinMarketing: '0' };
    world.api.getUser.mockResolvedValue(member);
    const stores = await atCheckout(world);
    expect(await stores.userSession.start()).toBeNull();
    expect(world.api.loginAsGuest).not.toHaveBeenCalled();
    expect(stores.memberGate.mustRegister()).toBe(true);

    await stores.userSession.signIn({ accessToken: 'member-a', refreshToken: 'member-r' }, 'sms-code');
    expect(world.deps.auth.$tokens.get()).toEqual({ accessToken: 'member-a', refreshToken: 'member-r' });
    expect(events(world, 'login')).toEqual([{ userId: AVA.id, isGuest: false, method: 'sms-code' }]);
    expect(stores.memberGate.mustRegister()).toBe(false);
    stores.userSession.saveProfile({ firstName: 'Ava', lastName: 'Levi-Bar' });
    expect(world.api.setUserMetadata).toHaveBeenLastCalledWith(
      expect.objectContaining({
        lastName: 'Levi-Bar',
        birthDate: '1990-04-01',
        optin: '1',
        optinMarketing: '0',
      }),
    );
  });

  it('proceeding to checkout opens the registration with the checkout as callback; a path change closes it', async () => {
    const world = createFakeWorld();
    world.api.getBusinessConfiguration.mockResolvedValue(membersOnly);
    const stores = await atCheckout(world);
    world.deps.router.navigate('/menu/order');
    stores.memberGate.proceedToCheckout();
    expect(stores.memberGate.$registration.get()).toEqual({ open: true, callback: 'checkout' });
    expect(world.deps.router.$route.get().path).toBe('/menu/order');
    stores.memberGate.completeRegistration();
    expect(stores.memberGate.$registration.get().open).toBe(false);
    expect(world.deps.router.$route.get().path).toBe('/menu/checkout');

    stores.memberGate.openRegistration(null);
    world.deps.router.navigate('/menu');
    expect(stores.memberGate.$registration.get().open).toBe(false);
  });

  it('the profile button: registration for nobody signed in; a menu for a member, closed on a path change and when the login is lost; log out after confirmation', async () => {
    const world = createFakeWorld();
    world.api.getBusinessConfiguration.mockResolvedValue(membersOnly);
    world.api.getUser.mockResolvedValue(AVA);
    const stores = await atCheckout(world);
    await stores.userSession.start();
    const gate = stores.memberGate;
    gate.openProfile();
    expect(gate.$profileMenu.get()).toBe(false);
    expect(gate.$registration.get()).toEqual({ open: true, callback: null });
    gate.closeRegistration();

    await stores.userSession.signIn({ accessToken: 'member-a', refreshToken: 'member-r' }, 'sms-code');
    gate.openProfile();
    expect(gate.$profileMenu.get()).toBe(true);
    expect(gate.$registration.get().open).toBe(false);
    world.deps.router.navigate('/menu/order');
    expect(gate.$profileMenu.get()).toBe(false);

    gate.openProfile();
    gate.requestLogout();
    expect(gate.$profileMenu.get()).toBe(false);
    expect(gate.$logoutConfirm.get()).toBe(true);
    gate.cancelLogout();
    expect(world.deps.auth.$tokens.get()).not.toBeNull();
    gate.requestLogout();
    gate.confirmLogout();
    expect(world.deps.auth.$tokens.get()).toBeNull();
    expect(events(world, 'logout')).toEqual([{ reason: 'member' }]);
    expect(stores.userSession.$state.get()).toBe('signed-out');

    // A login lost another way (a failed refresh) closes an open menu.
    await stores.userSession.signIn({ accessToken: 'member-b', refreshToken: 'member-r2' }, 'sms-code');
    gate.openProfile();
    expect(gate.$profileMenu.get()).toBe(true);
    world.deps.auth.setTokens(null, 'refresh-failed');
    expect(gate.$profileMenu.get()).toBe(false);
  });

  it('edit profile saves the whole metadata with the verified phone and updates the member only once the platform accepted it', async () => {
    const world = createFakeWorld();
    world.api.getBusinessConfiguration.mockResolvedValue(membersOnly);
    world.api.getUser.mockResolvedValue({ ...AVA, birthDate: '1990-04-01', optin: '1', optinMarketing: '0' });
    const stores = await atCheckout(world);
    await stores.userSession.signIn({ accessToken: 'member-a', refreshToken: 'member-r' }, 'sms-code');
    world.api.setUserMetadata.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 409, code: 1050, message: 'EMAIL_ALREADY_EXISTS' }));
    const edit = { firstName: 'Ava', lastName: 'Rose', email: 'noa@example.com', birthDate: null, optinMarketing: '1' };
    await expect(stores.userSession.updateProfile(edit)).rejects.toThrow();
    expect(stores.userSession.$user.get()).toMatchObject({ lastName: 'Levi', email: 'dana@example.com' });
    await stores.userSession.updateProfile({ ...edit, email: 'ava.rose@example.com' });
    expect(world.api.setUserMetadata).toHaveBeenLastCalledWith({
      firstName: 'Ava',
      lastName: 'Rose',
      email: 'ava.rose@example.com',
      phone: '2125550142',
      country: 'us',
      language: 'en_US',
      optin: '1',
      optinMarketing: '1',
    });
    expect(stores.userSession.$user.get()).toMatchObject({ lastName: 'Rose', email: 'ava.rose@example.com', optinMarketing: '1' });
    expect(stores.userSession.$user.get()?.birthDate).toBeUndefined();
  });

  it('where guests are supported, proceeding goes straight to the checkout', async () => {
    const world = createFakeWorld();
    const stores = await atCheckout(world);
    world.deps.router.navigate('/menu/order');
    stores.memberGate.proceedToCheckout();
    expect(stores.memberGate.$registration.get().open).toBe(false);
    expect(world.deps.router.$route.get().path).toBe('/menu/checkout');
  });
});

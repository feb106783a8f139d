// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppContext } from './app-context';
import { createOrderingStores } from '../stores';
import { businessConfiguration, createFakeWorld, summary } from '../stores/test-support';
import { matchScreen, ScreenOutlet } from './index';

afterEach(cleanup);
// The screens past home and the ordering stores are lazy chunks; their first transform takes seconds on
// a busy 2-core machine, longer than a screen may take to appear. Load them once before the journeys.
beforeAll(async () => {
  await Promise.all([
    import('../stores/ordering/menu-part'),
    import('../stores/ordering/pricing-part'),
    import('../stores/ordering/checkout-part'),
    import('./menu/MenuScreen'),
    import('./order/OrderScreen'),
    import('./checkout/CheckoutScreen'),
    import('./confirm/ConfirmScreen'),
    import('../domain/checkout/phone'),
  ]);
}, 60_000);
// Screens past home and their stores are lazy chunks that Vitest transforms on first visit (slow on 2 cores).
configure({ asyncUtilTimeout: 5000 });

function mount(world = createFakeWorld()) {
  const stores = createOrderingStores(world.deps);
  world.deps.i18n.activate('en_US', ['en-US']);
  render(
    <I18nProvider i18n={world.deps.i18n}>
      <AppContext.Provider value={{ deps: world.deps, stores }}>
        <ScreenOutlet />
      </AppContext.Provider>
    </I18nProvider>,
  );
  stores.start();
  return { world, stores };
}

describe('blocked home page', () => {
  it('sends the guest to the location list instead of home', async () => {
    const world = createFakeWorld({ startup: { locationGroupId: 601 } });
    world.api.getBusinessConfiguration.mockResolvedValue({ ...businessConfiguration, blockHomePage: true });
    mount(world);
    await waitFor(() => expect(world.deps.router.$route.get()).toMatchObject({ path: '/location', query: { location_group_id: '601' } }));
  });
});

describe("the frame's end", () => {
  it('renders the footer only once the first screen is shown', async () => {
    const world = createFakeWorld();
    const { stores } = mount(world);
    // The configuration is in (the footer has its links) while the home screen still loads its chunk.
    await waitFor(() => expect(stores.business.$configuration.get()).not.toBeNull());
    expect(stores.$firstScreenShown.get()).toBe(false);
    expect(document.querySelector('[data-go-frame="footer"]')).toBeNull();
    stores.firstScreenShown();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Versions' })).toBeTruthy());
  });
});

describe('matchScreen', () => {
  it('maps paths and sends unknown ones to not-found', () => {
    expect(matchScreen('/')).toEqual({ screen: 'home' });
    expect(matchScreen('/index.html')).toEqual({ screen: 'home' });
    expect(matchScreen('/menu/')).toEqual({ screen: 'menu', itemId: null });
    expect(matchScreen('/menu/42')).toEqual({ screen: 'menu', itemId: 42 });
    expect(matchScreen('/menu/42/abc')).toEqual({ screen: 'menu', itemId: 42, editId: 'abc' });
    expect(matchScreen('/menu/42/allergens')).toEqual({ screen: 'menu', itemId: 42, allergens: true });
    expect(matchScreen('/order')).toEqual({ screen: 'redirect', to: '/menu/order' });
    expect(matchScreen('/menu/checkout/loading')).toEqual({ screen: 'checkout' });
    expect(matchScreen('/menu/checkout/tapCard')).toEqual({ screen: 'checkout' });
    expect(matchScreen('/menu/cancelTransaction')).toEqual({ screen: 'kiosk-cancel-transaction' });
    expect(matchScreen('/menu/startOver')).toEqual({ screen: 'kiosk-clear', kind: 'start-over' });
    expect(matchScreen('/menu/cancelOrder/')).toEqual({ screen: 'kiosk-clear', kind: 'cancel-order' });
    expect(matchScreen('/not-found', { reason: 'HOTEL_ERROR' })).toEqual({ screen: 'not-found', reason: 'HOTEL_ERROR' });
    expect(matchScreen('/nope')).toEqual({ screen: 'not-found', reason: 'NOT_FOUND_ERROR' });
    expect(matchScreen('/history/')).toEqual({ screen: 'history' });
    expect(matchScreen('/history/ord%201')).toEqual({ screen: 'past-order', orderId: 'ord 1' });
    expect(matchScreen('/order/ord%201')).toEqual({ screen: 'order-status', orderId: 'ord 1' });
    expect(matchScreen('/order/ord_1/')).toEqual({ screen: 'order-status', orderId: 'ord_1' });
    expect(matchScreen('/order/%E0%A4%A')).toEqual({ screen: 'not-found', reason: 'NOT_FOUND_ERROR' });
    expect(matchScreen('/order/a/b')).toEqual({ screen: 'not-found', reason: 'NOT_FOUND_ERROR' });
    expect(matchScreen('/history/%E0%A4%A')).toEqual({ screen: 'not-found', reason: 'NOT_FOUND_ERROR' });
    expect(matchScreen('/profile')).toEqual({ screen: 'profile' });
    expect(matchScreen('/payment-methods/')).toEqual({ screen: 'payment-methods' });
    expect(matchScreen('/not-found', { reason: '<script>' })).toEqual({ screen: 'not-found', reason: 'NOT_FOUND_ERROR' });
    expect(matchScreen('/not-found', { reason: 'RESTAURANT_ERROR', failed: 'load' })).toEqual({
      screen: 'not-found',
      reason: 'RESTAURANT_ERROR',
      loadFailed: true,
    });
  });
});

describe('restaurant flow', () => {
  it('goes home -> menu -> my order -> checkout -> confirmation', { timeout: 20_000 }, async () => {
    const { world, stores } = mount();
    // Home: location, experience radios, Now, Start order. The home screen waits for its chunk and its
    // messages (under Vitest the whole catalog, a large module to transform the first time).
    const location = await screen.findByRole('listbox', { name: 'Location' }, { timeout: 10_000 });
    // Each location says where it is and whether it is open (the locations store's status message).
    const bistro = within(location).getByRole('option', { name: /^Harbour Bistro/ });
    expect(bistro.textContent).toContain('1 Pier');
    await waitFor(() => expect(bistro.textContent).toMatch(/Currently open|Currently closed|Open 24 hours|Closed|Only accepting ASAP orders/));
    fireEvent.click(bistro);
    expect(bistro.getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('radio', { name: 'Pickup' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Dine in' }) as HTMLInputElement).checked).toBe(false);
    // TIME: an ASAP-only experience fixes the date and time to Today / Now, both disabled.
    expect(((await screen.findByRole('button', { name: 'Time Now' })) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Date Today' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Start order' }));

    // Menu: categories, hidden items absent, out-of-stock unavailable, calories shown.
    await screen.findByRole('heading', { name: 'Pizzas' });
    expect(screen.queryByText('Secret pizza')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Diavola' })).toBeNull();
    expect(screen.getByText('$12.50')).toBeTruthy();
    expect(screen.getByText('120 kcal')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Lemonade' }));
    // ShowEditItem ALWAYS (the default) opens the detail even for a one-tap "Add".
    const lemonade = await screen.findByRole('dialog', { name: 'Lemonade' });
    fireEvent.click(within(lemonade).getByRole('button', { name: /Add to order/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Item detail with quantity stepper.
    fireEvent.click(screen.getByRole('button', { name: 'Margherita, details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Margherita' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity of Margherita' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /Add to order/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: /View my order \(3\)/ }));

    // My order: pending totals until the realtime result with the same hash.
    await screen.findByRole('heading', { name: 'My order' });
    expect(screen.getByText('Calculating totals…')).toBeTruthy();
    const lastSave = world.api.saveCart.mock.calls.at(-1)!;
    const hash = `h${world.api.saveCart.mock.calls.length}`;
    act(() => world.push({ status: 'CALCULATED', cartId: lastSave[0].cartId, hash, timestamp: Date.now(), summary: summary(2900) }));
    expect((await screen.findAllByText('$29.00')).length).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to checkout' }));

    // Checkout: errors only after the first attempt; Enter does not submit.
    await screen.findByRole('heading', { name: 'Checkout' });
    const place = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText('Enter your first name.')).toBeNull();
    fireEvent.click(place);
    await screen.findByText('Enter your first name.');
    expect(world.api.checkout).not.toHaveBeenCalled();
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first.getAttribute('autocomplete')).toBe('given-name');
    fireEvent.change(first, { target: { value: 'Dana' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Levi' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '2125550143' } });
    expect(screen.getByRole('textbox', { name: /Email/ }).getAttribute('autocomplete')).toBe('email');
    // The only method is shown, and the chooser is disabled.
    const payment = screen.getByRole('region', { name: 'Payment method' });
    expect(within(payment).getByText('Pay in person')).toBeTruthy();
    expect((within(payment).getByRole('button', { name: 'Change payment method' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms and privacy policy' }));
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(world.api.checkout).not.toHaveBeenCalled();
    fireEvent.click(place);

    // Confirmation.
    await screen.findByText('Order number');
    expect(screen.getByText('A-1001')).toBeTruthy();
    expect(world.emitted.filter((event) => event.type === 'order-complete')).toHaveLength(1);
    expect(stores.cart.$quantity.get()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await screen.findByRole('button', { name: 'Start order' });
  });

  it('shows the cart limit notice in a dialog', async () => {
    const { stores } = mount();
    await screen.findByRole('listbox', { name: 'Location' });
    act(() => stores.notice.show({ id: 'x', message: 'Too many' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sorry' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the not-found reason', async () => {
    const world = createFakeWorld();
    world.deps.router.navigate('/not-found', { query: { reason: 'RESTAURANT_ERROR' } });
    mount(world);
    await screen.findByText("We couldn't find this restaurant.");
  });

  it('a list that failed to load says so (not "not found"), and blames the connection only when the browser is offline', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    try {
      const world = createFakeWorld();
      world.deps.router.navigate('/not-found', { query: { reason: 'RESTAURANT_ERROR', failed: 'load' } });
      mount(world);
      await screen.findByRole('heading', { name: "We couldn't load the locations" });
      expect(screen.queryByText('Page not found')).toBeNull();
      expect(screen.queryByText("We couldn't find this restaurant.")).toBeNull();
      expect(screen.getByRole('alert').textContent).toContain("We couldn't reach the ordering service.");
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
      cleanup();

      online.mockReturnValue(false);
      const offline = createFakeWorld();
      offline.deps.router.navigate('/not-found', { query: { reason: 'RESTAURANT_ERROR', failed: 'load' } });
      mount(offline);
      // The failed list's own notice says it (the no-internet overlay says it too, while offline).
      await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Internet connection has lost. Please wait while trying to reconnect.'));
    } finally {
      online.mockRestore();
    }
  });
});

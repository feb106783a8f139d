// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppContext } from '../app-context';
import type { CheckoutFieldSetting, Experience } from '../../domain/types';
import { businessConfiguration, createFakeWorld, experienceFor, flush, storesAtMenu, summary } from '../../stores/test-support';
import { CheckoutScreen } from './CheckoutScreen';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

const setting = (extra: Partial<CheckoutFieldSetting> = {}): CheckoutFieldSetting => ({
  required: true,
  editable: true,
  type: 'text',
  min: null,
  max: null,
  label: null,
  showWithPaymentTypes: null,
  ...extra,
});

/** Trattoria-like pickup: pay in person or cash, tips hidden for cash, names + phone, optional email, comments 20. */
const pickup = (id: number): Experience => ({
  ...experienceFor(id, id >= 200 ? 12 : 11),
  payments: {
    default: 'PAY_IN_PERSON',
    allowed: [
      { type: 'PAY_IN_PERSON', validation: null },
      { type: 'CASH', validation: null },
    ],
  },
  tip: { options: [10, 15, 20], selected: 15 },
  hideTipForPaymentTypes: ['CASH'],
  checkoutFields: {
    firstName: setting(),
    lastName: setting(),
    phone: setting({ type: 'phone' }),
    email: setting({ required: false, type: 'email' }),
    comments: setting({ required: false, max: 20 }),
  },
});

/** happy-dom's `matchMedia` answers the large-screen query (desktop); `mobile` makes it not match. */
function useScreen(kind: 'desktop' | 'mobile') {
  const original = window.matchMedia;
  if (kind === 'mobile') {
    window.matchMedia = ((query: string) => ({ ...original.call(window, query), matches: false })) as typeof window.matchMedia;
  }
  return () => {
    window.matchMedia = original;
  };
}

async function mount() {
  const world = createFakeWorld();
  world.api.getExperience.mockImplementation(async (id: number) => pickup(id));
  const { stores } = await storesAtMenu(world);
  world.api.getOutOfStockItems.mockResolvedValue([]);
  stores.menu.ensure();
  await waitFor(() => expect(stores.menu.$status.get()).toBe('ready'));
  stores.cart.addItem(stores.menu.findItem(1)!, { quantity: 2 });
  await flush();
  const cartId = world.api.saveCart.mock.calls.at(-1)![0].cartId as string;
  world.push({ status: 'CALCULATED', cartId, hash: `h${world.api.saveCart.mock.calls.length}`, timestamp: 1, summary: summary(2000) });
  world.deps.i18n.activate('en_US', ['en-US']);
  world.deps.router.navigate('/menu/checkout');
  render(
    <I18nProvider i18n={world.deps.i18n}>
      <AppContext.Provider value={{ deps: world.deps, stores }}>
        <CheckoutScreen />
      </AppContext.Provider>
    </I18nProvider>,
  );
  await screen.findByRole('heading', { name: 'Checkout' });
  return { world, stores };
}

beforeAll(async () => {
  await import('../../domain/checkout/phone');
});

// The first test also pays for transforming the lazy stores chunk (slow on 2 cores).
describe('CheckoutScreen', { timeout: 20_000 }, () => {
  it('is a 480 x 724 modal on desktop: fields from settings, the tip added to the total, close goes to the menu', async () => {
    const { world } = await mount();
    const dialog = screen.getByRole('dialog', { name: 'Checkout' });
    expect(dialog.getAttribute('style')).toContain('724px');
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email (optional)' })).toBeTruthy();
    expect(screen.getByText('Limit 20 characters, left 20')).toBeTruthy();
    // 15% is selected by default; the tip (15% of the cart's $25.00) goes into the calculated total ($20.00 here).
    expect(screen.getByRole('button', { name: '15%' }).getAttribute('aria-pressed')).toBe('true');
    const totals = screen.getByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(totals.textContent).toBe('Order summarySubtotal$20.00Tip$3.75Total$23.75'));
    expect(screen.getByText('Tip amount: $3.75')).toBeTruthy();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(world.navigations.at(-1)).toBe('/menu');
  });

  it('is a page on mobile with back to my order', async () => {
    const restore = useScreen('mobile');
    try {
      const { world } = await mount();
      expect(screen.getByRole('heading', { name: 'Checkout', level: 1 })).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Back to my order' }));
      expect(world.navigations.at(-1)).toBe('/menu/order');
    } finally {
      restore();
    }
  });

  it('shows problems only after the first attempt, and Enter in a field never submits', async () => {
    const { world } = await mount();
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first.getAttribute('aria-invalid')).toBeNull();
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(world.api.checkout).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
      await flush();
    });
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter your first name.')).toBeTruthy();
    expect(screen.getByText('Agree to the terms and privacy policy to place your order.')).toBeTruthy();
    expect(world.api.checkout).not.toHaveBeenCalled();
  });

  it('pays cash: the tip goes away, and the order is placed with CASH', async () => {
    const { world } = await mount();
    fireEvent.click(screen.getByRole('button', { name: 'Change payment method' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Choose payment method' })).getByRole('button', { name: 'Cash' }));
    expect(screen.queryByRole('group', { name: 'Tip' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '+1 212 555 0143' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms and privacy policy' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
      await flush(10);
    });
    await waitFor(() => expect(world.api.checkout).toHaveBeenCalledTimes(1));
    expect(world.api.checkout.mock.calls[0]![0]).toMatchObject({ paymentType: 'CASH', tip: null });
    await waitFor(() => expect(world.navigations).toContain('/menu/confirm'));
  });
  it('view-only: a cart restored at a browse-only business cannot open the checkout; the guest lands on my order', async () => {
    const world = createFakeWorld();
    world.api.getBusinessConfiguration.mockResolvedValue({ ...businessConfiguration, viewMode: true });
    world.api.getExperience.mockImplementation(async (id: number) => pickup(id));
    const { stores } = await storesAtMenu(world);
    stores.menu.ensure();
    await waitFor(() => expect(stores.menu.$status.get()).toBe('ready'));
    // A saved order from before the business went browse-only.
    stores.cart.addItem(stores.menu.findItem(1)!);
    world.deps.i18n.activate('en_US', ['en-US']);
    world.deps.router.navigate('/menu/checkout');
    render(
      <I18nProvider i18n={world.deps.i18n}>
        <AppContext.Provider value={{ deps: world.deps, stores }}>
          <CheckoutScreen />
        </AppContext.Provider>
      </I18nProvider>,
    );
    await waitFor(() => expect(world.deps.router.$route.get().path).toBe('/menu/order'));
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect(await stores.checkout.submit()).toBe(false);
    expect(world.deps.i18n._(stores.checkout.$submitError.get()!)).toBe('This menu is for viewing only. Please ask a waiter to place your order.');
    expect(world.api.checkout).not.toHaveBeenCalled();
  });
});

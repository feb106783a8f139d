// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppContext } from '../app-context';
import { bistecca, tiramisu } from '../../domain/menu/test-support';
import { businessConfiguration, createFakeWorld, modifierMenu, storesAtMenu } from '../../stores/test-support';
import { OrderScreen } from './OrderScreen';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

async function mount(options: { viewMode?: boolean } = {}) {
  const world = createFakeWorld();
  world.api.getMenu.mockResolvedValue(modifierMenu);
  world.api.getOutOfStockItems.mockResolvedValue([]);
  if (options.viewMode) world.api.getBusinessConfiguration.mockResolvedValue({ ...businessConfiguration, viewMode: true });
  const { stores } = await storesAtMenu(world);
  await waitFor(() => expect(stores.menu.$status.get()).toBe('ready'));
  stores.cart.addItem(bistecca, { quantity: 1, comment: 'x'.repeat(90), modifiers: { 40: [402], 41: [413] } });
  stores.cart.addItem(tiramisu, { quantity: 2 });
  world.deps.i18n.activate('en_US', ['en-US']);
  world.deps.router.navigate('/menu/order');
  render(
    <I18nProvider i18n={world.deps.i18n}>
      <AppContext.Provider value={{ deps: world.deps, stores }}>
        <OrderScreen />
      </AppContext.Provider>
    </I18nProvider>,
  );
  await screen.findByRole('heading', { name: 'My order' });
  return { world, stores };
}

// The first test also pays for transforming the lazy stores chunk (slow on 2 cores).
describe('OrderScreen', { timeout: 20_000 }, () => {
  it('lists lines with their modifiers and the comment cut at 80 characters, and edits a line', async () => {
    const { world } = await mount();
    const lines = within(screen.getByRole('list', { name: 'Items in your order' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.textContent).toContain('Fiorentina, Blue');
    expect(lines[0]!.textContent).toContain(`Comment: ${'x'.repeat(80)}…`);
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Bistecca' }));
    const route = world.deps.router.$route.get();
    expect(route.path).toMatch(new RegExp(`^/menu/${bistecca.id}/.+`));
    expect(route.query).toEqual({ from: 'order' });
  });

  it('asks before removing all, and cancel keeps the order', async () => {
    const { stores } = await mount();
    fireEvent.click(screen.getByRole('button', { name: 'Remove all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove all items?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(stores.cart.$lines.get()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove all' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Remove all items?' })).getByRole('button', { name: 'Yes, remove all' }));
    expect(stores.cart.$lines.get()).toHaveLength(0);
    await screen.findByText('Your order is empty.');
  });

  it('view-only mode asks the guest to order through a waiter instead of checking out', async () => {
    await mount({ viewMode: true });
    expect(screen.getByText('This menu is for viewing only. Please ask a waiter to place your order.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Proceed to checkout' })).toBeNull();
  });
});

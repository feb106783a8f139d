// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppContext } from '../app-context';
import { bistecca, rigatoni } from '../../domain/menu/test-support';
import { allergens, createFakeWorld, deferred, experienceFor, modifierMenu, storesAtMenu } from '../../stores/test-support';
import { ItemDetail } from './ItemDetail';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

type World = ReturnType<typeof createFakeWorld>;

async function mountAt(
  path: string,
  itemId: number,
  prepare?: (stores: Awaited<ReturnType<typeof storesAtMenu>>['stores']) => string,
  setup?: (world: World) => void,
) {
  const world = createFakeWorld();
  setup?.(world);
  world.api.getMenu.mockResolvedValue(modifierMenu);
  world.api.getOutOfStockItems.mockResolvedValue([]);
  const { stores } = await storesAtMenu(world);
  await waitFor(() => expect(stores.menu.$status.get()).toBe('ready'));
  const editId = prepare?.(stores);
  world.deps.i18n.activate('en_US', ['en-US']);
  world.deps.router.navigate(editId ? path.replace('{editId}', editId) : path);
  render(
    <I18nProvider i18n={world.deps.i18n}>
      <AppContext.Provider value={{ deps: world.deps, stores }}>
        <ItemDetail itemId={itemId} />
      </AppContext.Provider>
    </I18nProvider>,
  );
  return { world, stores, dialog: await screen.findByRole('dialog', { name: itemId === rigatoni.id ? 'Rigatoni' : 'Bistecca' }) };
}

// The first test also pays for transforming the lazy stores chunk (slow on 2 cores).
describe('ItemDetail', { timeout: 20_000 }, () => {
  it('flags a missing required choice only after the first attempt, focuses it, then adds the line', async () => {
    const { stores, world, dialog } = await mountAt(`/menu/${rigatoni.id}`, rigatoni.id);
    const sauce = within(dialog).getByRole('group', { name: /^Sauce/ });
    expect(within(sauce).queryByText('Please choose one.')).toBeNull();
    expect(within(dialog).getByRole('radio', { name: /Pesto/ }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: /^Add to order/ }));
    await within(sauce).findByText('Please choose one.');
    await waitFor(() => expect(document.activeElement).toBe(sauce));
    expect(stores.cart.$lines.get()).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('radio', { name: /Cream/ }));
    expect(within(sauce).queryByText('Please choose one.')).toBeNull();
    expect(within(dialog).getByRole('button', { name: /^Add to order/ }).textContent).toContain('$16.00');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Add to order/ }));
    expect(stores.cart.$lines.get()).toMatchObject([{ itemId: rigatoni.id, quantity: 1, modifiers: { 10: [102] }, unitPrice: 1600 }]);
    expect(world.deps.router.$route.get().path).toBe('/menu');
  });

  it('counts the comment down with the shared counter (an emoji is one character), which describes the comment and is said politely', async () => {
    const { dialog } = await mountAt(`/menu/${rigatoni.id}`, rigatoni.id, undefined, (world) => {
      world.api.getExperience.mockImplementation(async (id: number) => ({ ...experienceFor(id), showItemComments: true, itemCommentMax: 5 }));
    });
    const comment = within(dialog).getByRole('textbox', { name: 'Comment (optional)' });
    const counter = document.getElementById(comment.getAttribute('aria-describedby')!)!;
    expect(counter.textContent).toBe('Limit 5 characters, left 5');
    expect(counter.getAttribute('aria-live')).toBe('polite');
    fireEvent.change(comment, { target: { value: '🌶🌶' } });
    expect(counter.textContent).toBe('Limit 5 characters, left 3');
    fireEvent.change(comment, { target: { value: 'no onions' } });
    expect((comment as HTMLTextAreaElement).value).toBe('no on');
    expect(counter.textContent).toBe('Limit 5 characters, left 0');
  });

  it('shows a nested group under its modifier and edits a line in place', async () => {
    const { stores, world, dialog } = await mountAt(`/menu/${bistecca.id}/{editId}`, bistecca.id, (s) => {
      s.cart.addItem(bistecca, { quantity: 2, comment: '', modifiers: { 40: [402], 41: [411] } });
      return s.cart.$lines.get()[0]!.editId;
    });
    expect((within(dialog).getByRole('radio', { name: /Fiorentina/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByRole('group', { name: /^Doneness/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /^Update order/ }).textContent).toContain('$88.00');

    fireEvent.click(within(dialog).getByRole('radio', { name: /Sirloin/ }));
    expect(within(dialog).queryByRole('group', { name: /^Doneness/ })).toBeNull();
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: /^Update order/ }));
    });
    expect(stores.cart.$lines.get()).toMatchObject([{ itemId: bistecca.id, quantity: 2, modifiers: { 40: [401] }, unitPrice: 3200 }]);
    expect(world.deps.router.$route.get().path).toBe('/menu');
  });

  it("keeps the icons' room and a waiting link while the allergens file loads, then shows them named", async () => {
    const world = createFakeWorld();
    world.api.getExperience.mockImplementation(async (id: number) => ({ ...experienceFor(id), allergensUrl: '/allergens.json' }));
    const file = deferred<typeof allergens>();
    world.api.getAllergens.mockReturnValue(file.promise);
    world.api.getMenu.mockResolvedValue(modifierMenu);
    world.api.getOutOfStockItems.mockResolvedValue([]);
    const { stores } = await storesAtMenu(world);
    await waitFor(() => expect(stores.menu.$status.get()).toBe('ready'));
    world.deps.i18n.activate('en_US', ['en-US']);
    // Peroni names one allergen (gluten).
    world.deps.router.navigate('/menu/7');
    render(
      <I18nProvider i18n={world.deps.i18n}>
        <AppContext.Provider value={{ deps: world.deps, stores }}>
          <ItemDetail itemId={7} />
        </AppContext.Provider>
      </I18nProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Peroni' });
    const link = within(dialog).getByRole('button', { name: 'Allergen information' });
    expect((link as HTMLButtonElement).disabled).toBe(true);
    expect(dialog.querySelector('[data-allergen-slots]')?.children).toHaveLength(1);
    expect(within(dialog).queryByRole('list', { name: 'Allergens' })).toBeNull();

    stores.firstScreenShown();
    await act(async () => {
      file.resolve(allergens);
      await file.promise;
    });
    await waitFor(() => expect(within(dialog).getByRole('list', { name: 'Allergens' })).toBeTruthy());
    expect(within(dialog).getByRole('img', { name: 'Gluten' })).toBeTruthy();
    expect(dialog.querySelector('[data-allergen-slots]')).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Allergen information' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('lists a diet mark under "Suitable for", never among the allergens, on the item and in its allergens dialog', async () => {
    const world = createFakeWorld();
    world.api.getExperience.mockImplementation(async (id: number) => ({ ...experienceFor(id), allergensUrl: '/allergens.json' }));
    world.api.getAllergens.mockResolvedValue([...allergens, { id: 3, key: 'vegetarian', name: 'Vegetarian', icon: null, translations: {} }]);
    // Peroni, marked vegetarian besides its gluten.
    const menu = structuredClone(modifierMenu);
    const peroni = menu.categories[1]!.items.find((entry) => entry.id === 7)!;
    peroni.allergens = [3, 1];
    world.api.getMenu.mockResolvedValue(menu);
    world.api.getOutOfStockItems.mockResolvedValue([]);
    const { stores } = await storesAtMenu(world);
    await waitFor(() => expect(stores.menu.$status.get()).toBe('ready'));
    stores.firstScreenShown();
    world.deps.i18n.activate('en_US', ['en-US']);
    world.deps.router.navigate('/menu/7');
    render(
      <I18nProvider i18n={world.deps.i18n}>
        <AppContext.Provider value={{ deps: world.deps, stores }}>
          <ItemDetail itemId={7} />
        </AppContext.Provider>
      </I18nProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Peroni' });
    const icons = await within(dialog).findByRole('list', { name: 'Allergens' });
    expect(within(icons).getAllByRole('img')).toEqual([within(icons).getByRole('img', { name: 'Gluten' })]);
    const diet = within(dialog).getByRole('list', { name: 'Suitable for' });
    expect(within(diet).getAllByRole('img')).toEqual([within(diet).getByRole('img', { name: 'Vegetarian' })]);

    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Allergen information' }));
    });
    const modal = await screen.findByRole('dialog', { name: 'Allergens in Peroni' });
    const [contains, suitable] = within(modal).getAllByRole('list');
    expect(contains!.textContent).toBe('Gluten');
    expect(within(modal).getByRole('heading', { name: 'Suitable for' })).toBeTruthy();
    expect(suitable!.textContent).toMatch(/Vegetarian$/);
    expect(contains!.textContent).not.toMatch(/Vegetarian/);
  });
});

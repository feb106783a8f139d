import { I18nProvider } from '@lingui/react';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppContext } from '../../app/AppContext';
import { storesAtMenu, summary } from '../../stores/test-support';
import { ConfirmScreen } from './ConfirmScreen';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

describe('ConfirmScreen (spec 2.3)', { timeout: 20_000 }, () => {
  it('is a 480 x 780 modal on desktop with the order and confirmation numbers, items, totals with the tip; Done finishes', async () => {
    const { world, stores } = await storesAtMenu();
    world.deps.i18n.activate('en_US');
    stores.order.place({
      order: { id: 'order-1', orderNumber: 'A-1042', confirmationNumber: 'CONF-9', checkoutTime: '2026-11-20T12:05:00Z', payments: [], requires3DSecure: false },
      lines: [{ editId: 'e1', itemId: 1, posUniqueId: 'p1', serialId: 10, name: 'Margherita', quantity: 2, comment: 'no basil', unitPrice: 1250, modifiers: {}, modifierPuis: [] }],
      summary: { ...summary(2500), tip: 375, total: 2875 },
      currencyCode: 'USD',
      locationName: 'Trattoria Lumen',
    });
    world.deps.router.navigate('/menu/confirm');
    render(
      <I18nProvider i18n={world.deps.i18n}>
        <AppContext.Provider value={{ deps: world.deps, stores }}>
          <ConfirmScreen />
        </AppContext.Provider>
      </I18nProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Thank you! Your order is placed.' });
    expect(dialog.getAttribute('style')).toContain('780px');
    expect(within(dialog).getByRole('status').textContent).toBe('Order numberA-1042');
    expect(within(dialog).getByText('CONF-9')).toBeTruthy();
    expect(within(dialog).getByText('2 × Margherita')).toBeTruthy();
    expect(within(dialog).getByText('no basil')).toBeTruthy();
    expect(within(dialog).getByText('$3.75')).toBeTruthy();
    expect(within(dialog).getByText('$28.75')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(stores.order.$placed.get()).toBeNull();
    expect(world.navigations.at(-1)).toBe('/');
  });
});

// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppContext } from '../app-context';
import type { OrderFulfilment } from '../../stores/ordering/order';
import { storesAtMenu, summary } from '../../stores/test-support';
import { ConfirmScreen } from './ConfirmScreen';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

describe('ConfirmScreen', { timeout: 20_000 }, () => {
  it('is a 480 x 780 modal on desktop with the order and confirmation numbers, items, totals with the tip; Done finishes', async () => {
    const { world, stores } = await storesAtMenu();
    world.deps.i18n.activate('en_US', ['en-US']);
    stores.order.place({
      order: {
        id: 'order-1',
        orderNumber: 'A-1042',
        confirmationNumber: 'CONF-9',
        checkoutTime: '2026-11-20T12:05:00Z',
        payments: [],
        requires3DSecure: false,
      },
      lines: [
        {
          editId: 'e1',
          itemId: 1,
          posUniqueId: 'p1',
          serialId: 10,
          name: 'Margherita',
          quantity: 2,
          comment: 'no basil',
          unitPrice: 1250,
          modifiers: {},
          modifierPuis: [],
        },
      ],
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
    // The item's name is the venue's text, isolated in its own direction: the line reads as one.
    expect(dialog.textContent).toContain('2 × Margherita');
    expect(within(dialog).getByText('no basil')).toBeTruthy();
    expect(within(dialog).getByText('$3.75')).toBeTruthy();
    expect(within(dialog).getByText('$28.75')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(stores.order.$placed.get()).toBeNull();
    expect(world.navigations.at(-1)).toBe('/');
  });

  /** Renders the confirmation of an order placed with `fulfilment`; returns its dialog. */
  async function confirmationOf(fulfilment: OrderFulfilment) {
    const { world, stores } = await storesAtMenu();
    world.deps.i18n.activate('en_US', ['en-US']);
    stores.order.place({
      order: { id: 'order-2', orderNumber: 'A-2001', confirmationNumber: '', checkoutTime: '2026-11-20T12:05:00Z', payments: [], requires3DSecure: false },
      lines: [
        {
          editId: 'e1',
          itemId: 1,
          posUniqueId: 'p1',
          serialId: 10,
          name: 'Margherita',
          quantity: 1,
          comment: '',
          unitPrice: 1250,
          modifiers: {},
          modifierPuis: [],
        },
      ],
      summary: summary(1250),
      currencyCode: 'USD',
      locationName: 'Trattoria Lumen',
      fulfilment,
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
    const facts = within(within(dialog).getByTestId('order-facts'));
    const fact = (term: string) => facts.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    return { dialog, fact };
  }

  it('says when, where and how a card order was paid, with one Done and no second way out', async () => {
    const { dialog, fact } = await confirmationOf({
      experienceType: 'PICKUP',
      checkoutAt: null,
      timeZone: 'America/New_York',
      address: '12 Harbor St, Springfield',
      tableNumber: null,
      roomNumber: null,
      payment: { type: 'WALLET', cardIssuer: 'VISA', cardLast4: '4242' },
    });
    expect(fact('Pickup')).toBe('As soon as possible');
    expect(fact('Location')).toBe('Trattoria Lumen12 Harbor St, Springfield');
    expect(fact('Payment')).toBe('Visa ••4242');
    expect(within(dialog).queryByText('Room', { selector: 'dt' })).toBeNull();
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    expect(within(dialog).getByRole('button').textContent).toBe('Done');
  });

  it('states no order time where the experience does not display order times: only the order type', async () => {
    const { dialog, fact } = await confirmationOf({
      experienceType: 'PICKUP',
      checkoutAt: '2030-05-04T16:30:00.000Z',
      readyAt: '2030-05-04T16:30:00.000Z',
      showTime: false,
      timeZone: 'America/New_York',
      address: '',
      tableNumber: null,
      roomNumber: null,
      payment: { type: 'PAY_IN_PERSON', cardIssuer: null, cardLast4: null },
    });
    expect(fact('Order type')).toBe('Pickup');
    expect(within(dialog).queryByText('Pickup', { selector: 'dt' })).toBeNull();
    expect(within(dialog).getByTestId('order-facts').textContent).not.toMatch(/\d:\d\d/);
  });

  it('says the room a room-charge order was charged to, and the table of a dine-in order', async () => {
    const room = await confirmationOf({
      experienceType: 'ROOM_SERVICE',
      checkoutAt: null,
      timeZone: 'UTC',
      address: '',
      tableNumber: null,
      roomNumber: '202',
      payment: { type: 'ROOM', cardIssuer: null, cardLast4: null },
    });
    expect(room.fact('Payment')).toBe('Charged to room 202');
    expect(room.fact('Room')).toBe('202');
    expect(room.fact('Location')).toBe('Trattoria Lumen');
    cleanup();
    const table = await confirmationOf({
      experienceType: 'DINE_IN',
      checkoutAt: null,
      timeZone: 'UTC',
      address: '',
      tableNumber: '12',
      roomNumber: null,
      payment: { type: 'PAY_IN_PERSON', cardIssuer: null, cardLast4: null },
    });
    expect(table.fact('Payment')).toBe('Pay in person');
    expect(table.fact('Table')).toBe('12');
  });
});

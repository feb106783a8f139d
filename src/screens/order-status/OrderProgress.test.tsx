// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { act, cleanup, configure, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_ORDER_FACTS, type OrderStatus } from '../../domain/order-status/status';
import { AnnouncerProvider, createAnnouncer } from '../../ui/announcer';
import { AppContext } from '../app-context';
import { createFakeWorld, storesAtMenu } from '../../stores/test-support';
import { OrderProgress, type OrderProgressProps } from './OrderProgress';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

const report = (status: OrderStatus['status'], extra: Partial<OrderStatus> = {}): OrderStatus => ({
  status,
  eta: null,
  message: null,
  updatedAt: '2026-11-20T11:59:00Z',
  delayed: false,
  charge: null,
  facts: NO_ORDER_FACTS,
  ...extra,
});

/** Renders the block for order o1 over a world whose platform answers `first`; returns the world and what the announcer said. */
async function progressOf(first: OrderStatus | null, props: Partial<OrderProgressProps> = {}, config = {}) {
  const world = createFakeWorld({ config });
  world.api.getOrderStatus.mockResolvedValue(first);
  const { stores } = await storesAtMenu(world);
  world.deps.i18n.activate('en_US', ['en-US']);
  const announcer = createAnnouncer((say) => say());
  const view = render(
    <I18nProvider i18n={world.deps.i18n}>
      <AppContext.Provider value={{ deps: world.deps, stores }}>
        <AnnouncerProvider announcer={announcer}>
          <OrderProgress orderId="o1" experienceType="PICKUP" clock={{ timeZone: 'America/New_York', timeFormat: 'h:mm A' }} headingLevel={2} {...props} />
        </AnnouncerProvider>
      </AppContext.Provider>
    </I18nProvider>,
  );
  const said = () => announcer.$messages.get().map((message) => message.text);
  return { world, stores, view, said };
}

describe('OrderProgress', { timeout: 20_000 }, () => {
  it('marks the current step, says the ETA in the location clock and the kitchen words, and announces each change once', async () => {
    const { world, said } = await progressOf(report('RECEIVED'));
    const block = await screen.findByTestId('order-progress');
    expect(within(block).getByRole('heading', { level: 2, name: 'Order progress' })).toBeTruthy();
    const steps = within(block).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Received', 'Accepted', 'Preparing', 'Ready', 'Picked up']);
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');
    expect(said()).toEqual([]);

    act(() => world.pushOrderStatus('o1', report('ACCEPTED', { eta: '2026-11-20T17:25:00Z', updatedAt: '2026-11-20T12:00:00Z' })));
    expect(within(block).getAllByRole('listitem')[1]?.getAttribute('aria-current')).toBe('step');
    expect(within(block).getAllByRole('listitem')[0]?.textContent).toBe('Received(done)');
    expect(within(block).getByTestId('order-eta').textContent).toBe('Ready around 12:25 PM');
    act(() => world.pushOrderStatus('o1', report('ACCEPTED', { eta: '2026-11-20T17:25:00Z', updatedAt: '2026-11-20T12:00:00Z' })));
    act(() =>
      world.pushOrderStatus(
        'o1',
        report('ACCEPTED', { eta: '2026-11-20T17:40:00Z', delayed: true, message: 'A large party just arrived', updatedAt: '2026-11-20T12:01:00Z' }),
      ),
    );
    expect(within(block).getByTestId('order-eta').textContent).toBe('Running late: now ready around 12:40 PM');
    expect(within(block).getByTestId('order-message').textContent).toBe('From the kitchen: A large party just arrived');
    expect(said()).toEqual([
      'Your order was accepted. Ready around 12:25 PM',
      'Your order was accepted. Running late: now ready around 12:40 PM A large party just arrived',
    ]);
  });

  it('follows the delivered track for room service: on its way, then delivered', async () => {
    const { world } = await progressOf(report('PREPARING', { eta: '2026-11-20T17:30:00Z' }), { experienceType: 'ROOM_SERVICE' });
    const block = await screen.findByTestId('order-progress');
    expect(
      within(block)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Received(done)', 'Accepted(done)', 'Preparing', 'On its way', 'Delivered']);
    expect(within(block).getByTestId('order-eta').textContent).toBe('Arriving around 12:30 PM');
    act(() => world.pushOrderStatus('o1', report('OUT_FOR_DELIVERY', { updatedAt: '2026-11-20T12:10:00Z' })));
    expect(within(block).getAllByRole('listitem')[3]?.getAttribute('aria-current')).toBe('step');
  });

  it('says a refusal plainly, with its reason and what happened to the payment', async () => {
    await progressOf(report('REJECTED', { message: 'The kitchen closed early', charge: 'REFUNDED' }));
    const block = await screen.findByTestId('order-progress');
    expect(block.textContent).toContain('Sorry, your order was refused.');
    expect(within(block).getByTestId('order-message').textContent).toBe('Reason: The kitchen closed early');
    expect(within(block).getByTestId('order-charge').textContent).toBe('Your payment was refunded.');
    expect(within(block).queryByRole('list')).toBeNull();
    expect(within(block).queryByRole('button')).toBeNull();
  });

  it('renders nothing on a platform without order statuses', async () => {
    const { stores } = await progressOf(null);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(stores.orderStatus.$following.get()).toMatchObject({ kind: 'unsupported' });
    expect(screen.queryByTestId('order-progress')).toBeNull();
  });

  it('offers "Keep this page" with the way to the order page, except on a kiosk', async () => {
    let opened = 0;
    await progressOf(report('RECEIVED'), { onOwnPage: () => opened++ });
    const block = await screen.findByTestId('order-progress');
    expect(block.textContent).toContain('Keep this page to follow your order.');
    act(() => within(block).getByRole('button', { name: "Open your order's page" }).click());
    expect(opened).toBe(1);
    cleanup();
    await progressOf(report('RECEIVED'), { onOwnPage: () => opened++ }, { kiosk: true });
    const kiosk = await screen.findByTestId('order-progress');
    expect(kiosk.textContent).not.toContain('Keep this page');
    expect(within(kiosk).queryByRole('button')).toBeNull();
  });
});

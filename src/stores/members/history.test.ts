import { describe, expect, it, vi } from 'vitest';
import type { OrderHistoryEntry, OrderHistoryPage, PastOrder } from '../../domain/member/types';
import { createHistoryStore, createPastOrderStore } from './history';

const entry = (id: string): OrderHistoryEntry => ({
  id,
  createdTime: '2026-11-24T12:00:00Z',
  offsetHours: -5,
  restaurantName: 'Lounge',
  currencyCode: 'USD',
  totalPaid: 1000,
  paymentType: 'WALLET',
  paymentIssuer: 'VISA',
  name: 'Ava Levi',
});
const pageOf = (page: number, ids: string[], total: number): OrderHistoryPage => ({
  page,
  perPage: 30,
  total,
  hasMore: page * 30 < total,
  orders: ids.map(entry),
});
const order = (status: string, payments: PastOrder['payments']): PastOrder => ({
  id: 'o1',
  status,
  createdTime: '2026-11-24T12:00:00Z',
  restaurantName: 'Lounge',
  checkNumber: '12',
  payments,
  items: [],
  subtotal: 0,
  taxes: [],
  serviceCharges: [],
  tip: 0,
  discount: 0,
  totalPaid: 0,
  currencyCode: 'USD',
});

describe('history', () => {
  it('loads page 1, then the next page once, and says when there is no more', async () => {
    const first = Array.from({ length: 30 }, (_, i) => `o${i}`);
    const getOrderHistory = vi.fn(async ({ page }: { page: number }) => (page === 1 ? pageOf(1, first, 32) : pageOf(2, ['o29', 'o30', 'o31'], 32)));
    const store = createHistoryStore({ getOrderHistory }, 'usr_1');
    expect(store.$status.get()).toBe('loading');
    await store.reload();
    expect(getOrderHistory).toHaveBeenCalledWith({ page: 1, userId: 'usr_1' });
    expect(store.$orders.get()).toHaveLength(30);
    expect(store.$hasMore.get()).toBe(true);
    await Promise.all([store.loadMore(), store.loadMore()]);
    expect(getOrderHistory).toHaveBeenCalledTimes(2);
    expect(
      store.$orders
        .get()
        .map((o) => o.id)
        .slice(-3),
    ).toEqual(['o29', 'o30', 'o31']);
    expect(store.$orders.get()).toHaveLength(32);
    expect(store.$hasMore.get()).toBe(false);
    await store.loadMore();
    expect(getOrderHistory).toHaveBeenCalledTimes(2);
  });

  it('is empty when the member has no closed order, and failed (with a retry) when the call fails', async () => {
    const empty = createHistoryStore({ getOrderHistory: async () => pageOf(1, [], 0) }, 'u');
    await empty.reload();
    expect(empty.$status.get()).toBe('ready');
    expect(empty.$orders.get()).toEqual([]);
    let fail = true;
    const flaky = createHistoryStore(
      {
        getOrderHistory: async () => {
          if (fail) throw new Error('down');
          return pageOf(1, ['a'], 1);
        },
      },
      'u',
    );
    await flaky.reload();
    expect(flaky.$status.get()).toBe('failed');
    fail = false;
    await flaky.reload();
    expect(flaky.$orders.get().map((o) => o.id)).toEqual(['a']);
  });
});

describe('past order', () => {
  it('emails the receipt of a CLOSED order paid OK by wallet', async () => {
    const sendInvoice = vi.fn(async () => undefined);
    const store = createPastOrderStore({ getOrderDetails: async () => order('CLOSED', [{ type: 'WALLET', status: 'OK' }]), sendInvoice }, 'o1');
    await store.reload();
    expect(store.canEmailReceipt()).toBe(true);
    await store.emailReceipt();
    expect(sendInvoice).toHaveBeenCalledWith('o1');
    expect(store.$receipt.get()).toBe('sent');
  });

  it('never emails one for an order paid in person, and says when sending failed', async () => {
    const sendInvoice = vi.fn(async () => undefined);
    const inPerson = createPastOrderStore({ getOrderDetails: async () => order('CLOSED', [{ type: 'PAY_IN_PERSON', status: 'OK' }]), sendInvoice }, 'o1');
    await inPerson.reload();
    expect(inPerson.canEmailReceipt()).toBe(false);
    await inPerson.emailReceipt();
    expect(sendInvoice).not.toHaveBeenCalled();
    const failing = createPastOrderStore(
      {
        getOrderDetails: async () => order('CLOSED', [{ type: 'WALLET', status: 'OK' }]),
        sendInvoice: async () => {
          throw new Error('x');
        },
      },
      'o1',
    );
    await failing.reload();
    await failing.emailReceipt();
    expect(failing.$receipt.get()).toBe('failed');
  });
});

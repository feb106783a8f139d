import { describe, expect, it } from 'vitest';
import type { ApiError } from './index';
import { testPlatformApi, wireTableOrder } from './test-support';

describe('shared table order calls', () => {
  it('joins the table: the order in minor units, who the caller is, the body as the contract says', async () => {
    const { api, calls } = testPlatformApi([{ json: { data: { table_order: wireTableOrder(), guest_id: 'tg_ben' } } }]);
    const joined = await api.tables.join({ experienceId: 3005, table: '12', place: 'TABLE', guestId: null, name: 'Ben' });
    expect(joined?.guestId).toBe('tg_ben');
    expect(joined?.order.lines[1]).toMatchObject({
      unitPrice: 1250,
      modifiers: [{ pui: 'M-LARGE', name: 'Large', price: 200 }],
      addedBy: 'tg_ben',
      round: null,
    });
    expect(joined?.order.bill).toMatchObject({ total: 2124, remaining: 2124, lines: [{ id: 'tl_1', amount: 1800, addedBy: 'tg_ada', split: null }] });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://p.test/restaurants/api/v3/table-orders' });
    expect(calls[0]?.body).toEqual({ experience_id: 3005, table: '12', place: 'TABLE', guest_id: null, name: 'Ben' });
  });

  it('reads a platform without shared table orders (404 NOT_FOUND on joining) as null', async () => {
    const { api } = testPlatformApi([{ status: 404, json: { code: 4004, message: 'NOT_FOUND' } }]);
    expect(await api.tables.join({ experienceId: 3005, table: '12', place: 'TABLE', guestId: null, name: null })).toBeNull();
  });

  it('keeps other 404s (an experience gone) and refusals as errors', async () => {
    const { api } = testPlatformApi([
      { status: 404, json: { code: 4004, message: 'EXPERIENCE_NOT_FOUND' } },
      { status: 409, json: { code: 4009, message: 'NOT_EVERYONE_READY' } },
    ]);
    const gone = await api.tables.join({ experienceId: 1, table: '12', place: 'TABLE', guestId: null, name: null }).catch((error: ApiError) => error);
    expect(gone).toMatchObject({ kind: 'http', status: 404, message: 'EXPERIENCE_NOT_FOUND' });
    const refused = await api.tables.sendRound('tor_1', { guestId: 'tg_ben', version: 3, forEveryone: false }).catch((error: ApiError) => error);
    expect(refused).toMatchObject({ kind: 'http', status: 409, message: 'NOT_EVERYONE_READY' });
  });

  it('sends lines, rounds and guest changes to their paths, ids escaped', async () => {
    const answer = { json: { data: wireTableOrder() } };
    const { api, calls } = testPlatformApi(() => answer);
    await api.tables.addLine('tor 1', { guestId: 'tg_ben', pui: 'TL-CHIANTI', quantity: 2, modifierPuis: ['M-LARGE'], comment: '' });
    await api.tables.setLineQuantity('tor 1', 'tl/2', 'tg_ben', 3);
    await api.tables.removeLine('tor 1', 'tl_2', 'tg_ben');
    await api.tables.sendRound('tor 1', { guestId: 'tg_ben', version: 3, forEveryone: true });
    await api.tables.updateGuest('tor 1', 'tg_ben', { ready: true });
    await api.tables.leave('tor 1', 'tg_ben');
    await api.tables.get('tor 1');
    expect(calls.map((call) => `${call.method} ${call.url.replace('https://p.test/restaurants/api/v3/table-orders/', '')}`)).toEqual([
      'POST tor%201/lines',
      'PUT tor%201/lines/tl%2F2',
      'DELETE tor%201/lines/tl_2?guest_id=tg_ben',
      'POST tor%201/rounds',
      'PUT tor%201/guests/tg_ben',
      'DELETE tor%201/guests/tg_ben',
      'GET tor%201',
    ]);
    expect(calls[0]?.body).toEqual({ guest_id: 'tg_ben', pui: 'TL-CHIANTI', quantity: 2, modifiers: [{ pui: 'M-LARGE' }], comment: '' });
    expect(calls[3]?.body).toEqual({ guest_id: 'tg_ben', version: 3, for_everyone: true });
  });

  it('pays a share in major units with the card, and reads a 3-D Secure challenge page through the allow-list', async () => {
    const { api, calls } = testPlatformApi([
      {
        json: {
          data: {
            payment: { id: 'pay_1', status: 'AWAITING_CONFIRMATION', challenge_url: 'https://p.test/wallet/challenge.html?payment=pay_1' },
            table_order: wireTableOrder(),
          },
        },
      },
    ]);
    const paid = await api.tables.payShare('tor_1', 'USD', {
      guestId: 'tg_ben',
      kind: 'ITEMS',
      items: [{ lineId: 'tl_1', parts: 2 }],
      amount: 1062,
      tip: 150,
      paymentType: 'WALLET',
      payment: { card: { paymentMethodId: 'pm_1', issuerName: 'VISA', fingerprint: null, encryptedCvv: null }, roomChargeToken: null, validation: null },
    });
    expect(paid).toMatchObject({ paymentId: 'pay_1', status: 'AWAITING_CONFIRMATION', challengeUrl: 'https://p.test/wallet/challenge.html?payment=pay_1' });
    expect(calls[0]?.body).toEqual({
      guest_id: 'tg_ben',
      kind: 'ITEMS',
      ways: null,
      items: [{ line_id: 'tl_1', parts: 2 }],
      amount: 10.62,
      tip: 1.5,
      payment: { type: 'WALLET', payment_method_id: 'pm_1', issuer_name: 'VISA' },
    });
  });

  it('refuses a malformed order', async () => {
    const { api } = testPlatformApi([{ json: { data: { ...wireTableOrder(), version: 'three' } } }]);
    await expect(api.tables.get('tor_1')).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

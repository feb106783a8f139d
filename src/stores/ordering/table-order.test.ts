import { describe, expect, it } from 'vitest';
import { toTableOrder } from '../../api/map-table-order';
import { ApiError } from '../../api/errors';
import { wireTableOrder } from '../../api/test-support';
import type { WireTableOrder } from '../../api/wire-table-order';
import type { TableOrder } from '../../domain/table-order/types';
import { createFakeWorld, MemoryStorage } from '../test-support';
import { createTableOrderStore } from './table-order';

const order = (overrides: Partial<WireTableOrder> = {}): TableOrder => toTableOrder(wireTableOrder(overrides), 2);
const TABLE_12 = { experienceId: 3005, table: '12', place: 'TABLE' as const };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function tableStore(session = new MemoryStorage()) {
  const world = createFakeWorld();
  const store = createTableOrderStore(world.deps, () => world.deps.connectRealtime(), session);
  return { world, store, session };
}

describe('table order store', () => {
  it('stays on the one-phone flow on a platform without shared table orders', async () => {
    const { store, world } = tableStore();
    await store.join(TABLE_12);
    expect(store.$table.get()).toEqual({ kind: 'none' });
    expect(world.api.tables.join).toHaveBeenCalledWith({ ...TABLE_12, guestId: null, name: null });
  });

  it('joins, follows the table live (newer versions only), and rejoins as the same guest after a reload', async () => {
    const session = new MemoryStorage();
    const { store, world } = tableStore(session);
    world.api.tables.join.mockResolvedValue({ guestId: 'tg_ben', order: order() });
    await store.join(TABLE_12, 'Ben');
    expect(store.$table.get()).toMatchObject({ kind: 'joined', guestId: 'tg_ben', order: { version: 3 } });
    await settle();
    world.pushTableOrder(order({ version: 5, guests: [] }));
    expect(store.$table.get()).toMatchObject({ order: { version: 5, guests: [] } });
    world.pushTableOrder(order({ version: 4 }));
    expect(store.$table.get()).toMatchObject({ order: { version: 5 } });

    // The same tab, reloaded: the kept guest id asks for the same guest.
    const again = createTableOrderStore(world.deps, () => world.deps.connectRealtime(), session);
    await again.join(TABLE_12);
    expect(world.api.tables.join).toHaveBeenLastCalledWith({ ...TABLE_12, guestId: 'tg_ben', name: null });
  });

  it('shows each change as the platform answered it, and a refusal with its code (and the order as it stands)', async () => {
    const { store, world } = tableStore();
    world.api.tables.join.mockResolvedValue({ guestId: 'tg_ben', order: order() });
    await store.join(TABLE_12);
    world.api.tables.addLine.mockResolvedValue(order({ version: 4 }));
    expect(await store.addLine({ pui: 'TL-TIRAMISU', quantity: 1, modifierPuis: [], comment: '' })).toEqual({ ok: true });
    expect(world.api.tables.addLine).toHaveBeenCalledWith('tor_1', { guestId: 'tg_ben', pui: 'TL-TIRAMISU', quantity: 1, modifierPuis: [], comment: '' });
    expect(store.$table.get()).toMatchObject({ order: { version: 4 } });

    world.api.tables.removeLine.mockRejectedValue(new ApiError({ kind: 'http', code: 4003, message: 'LINE_NOT_YOURS', status: 403 }));
    world.api.tables.get.mockResolvedValue(order({ version: 6 }));
    expect(await store.removeLine('tl_1')).toEqual({ ok: false, code: 'LINE_NOT_YOURS' });
    await settle();
    expect(store.$table.get()).toMatchObject({ order: { version: 6 } });
  });

  it('sends on the version it shows; a round another guest sent first is refused as such', async () => {
    const { store, world } = tableStore();
    world.api.tables.join.mockResolvedValue({ guestId: 'tg_ben', order: order({ version: 7 }) });
    await store.join(TABLE_12);
    world.api.tables.sendRound.mockRejectedValue(new ApiError({ kind: 'http', code: 4009, message: 'ROUND_ALREADY_SENT', status: 409 }));
    expect(await store.send(false)).toEqual({ ok: false, code: 'ROUND_ALREADY_SENT' });
    expect(world.api.tables.sendRound).toHaveBeenCalledWith('tor_1', { guestId: 'tg_ben', version: 7, forEveryone: false });
  });

  it('asks for the table again when the realtime connection comes back', async () => {
    const { store, world } = tableStore();
    world.api.tables.join.mockResolvedValue({ guestId: 'tg_ben', order: order() });
    await store.join(TABLE_12);
    await settle();
    world.api.tables.get.mockResolvedValue(order({ version: 9 }));
    world.setRealtimeConnected(true);
    expect(world.api.tables.get).not.toHaveBeenCalled();
    world.setRealtimeConnected(false);
    world.setRealtimeConnected(true);
    await settle();
    expect(store.$table.get()).toMatchObject({ order: { version: 9 } });
  });

  it("pays a share: paid at once, or a 3-D Secure challenge whose outcome comes through the payment's transaction", async () => {
    const { store, world } = tableStore();
    world.api.tables.join.mockResolvedValue({ guestId: 'tg_ben', order: order() });
    await store.join(TABLE_12);
    const share = { kind: 'EVEN' as const, ways: 3, amount: 708, tip: 0, paymentType: 'PAY_IN_PERSON', payment: null };
    world.api.tables.payShare.mockResolvedValue({ paymentId: 'pay_1', status: 'OK', challengeUrl: null, order: order({ version: 4 }) });
    expect(await store.pay(share)).toEqual({ ok: true, paymentId: 'pay_1' });
    expect(world.api.tables.payShare).toHaveBeenCalledWith('tor_1', 'USD', { ...share, guestId: 'tg_ben' });

    world.api.tables.payShare.mockResolvedValue({
      paymentId: 'pay_2',
      status: 'AWAITING_CONFIRMATION',
      challengeUrl: 'https://p.test/c',
      order: order({ version: 5 }),
    });
    const challenged = await store.pay(share);
    expect(challenged).toMatchObject({ ok: false, code: 'CHALLENGE', paymentId: 'pay_2', challengeUrl: 'https://p.test/c' });
    await settle();
    world.pushTransaction({ orderId: 'tor_1', paymentId: 'pay_2', status: 'SUCCESS', code: null, message: null, timestamp: 1 });
    if (challenged.ok || challenged.code !== 'CHALLENGE') throw new Error('expected a challenge');
    await expect((challenged as { outcome: Promise<unknown> }).outcome).resolves.toMatchObject({ kind: 'event', event: { status: 'SUCCESS' } });

    world.api.tables.payShare.mockRejectedValue(new ApiError({ kind: 'http', code: 4009, message: 'LINE_ALREADY_PAID', status: 409 }));
    expect(await store.pay(share)).toEqual({ ok: false, code: 'LINE_ALREADY_PAID' });
  });

  it('says why joining failed, and leaving goes back to the one-phone flow', async () => {
    const { store, world } = tableStore();
    world.api.tables.join.mockRejectedValue(new ApiError({ kind: 'http', code: 4004, message: 'EXPERIENCE_NOT_FOUND', status: 404 }));
    await store.join(TABLE_12);
    expect(store.$table.get()).toEqual({ kind: 'error', code: 'EXPERIENCE_NOT_FOUND' });
    world.api.tables.join.mockResolvedValue({ guestId: 'tg_ben', order: order() });
    await store.join(TABLE_12);
    world.api.tables.leave.mockResolvedValue(order());
    await store.leave();
    expect(store.$table.get()).toEqual({ kind: 'none' });
    expect(world.api.tables.leave).toHaveBeenCalledWith('tor_1', 'tg_ben');
  });
});

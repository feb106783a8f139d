// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import Database from 'better-sqlite3';
import { is } from 'superstruct';
import { beforeEach, describe, expect, it } from 'vitest';
import { JoinTableResponseSchema, TableOrderResponseSchema, TablePaymentResponseSchema } from '../../src/api/schemas-table-order';
import type { WireErrorBody, WireOrderStatusResponse, WireRealtimeTransaction } from '../../src/api/wire';
import type {
  WireJoinTableResponse,
  WireTableOrder,
  WireTableOrderResponse,
  WireTablePaymentRequest,
  WireTablePaymentResponse,
} from '../../src/api/wire-table-order';
import { MAX_GUEST_NAME } from '../../src/domain/table-order/rules';
import type { SandboxKitchen } from './platform';
import { DEMO } from './seed';
import type { SandboxOrder } from './store';
import { SandboxStore } from './store';
import type { SandboxTables } from './table-orders';
import { demoForFile, sandboxRequests } from './test-support';

// The optional shared table order capability (demo/README.md "Shared table orders"): guests joining a
// table's order, their lines, the rounds sent to the kitchen, the bill split and paid through the
// checkout's card rules, the realtime value, the switch and the staff page's data. Real servers on free
// ports, the sandbox clock fixed.

const demo = demoForFile('go-table-orders-', { calculationDelayMs: [20, 40], terminalDelayMs: 100 });
const { send, get } = sandboxRequests(() => demo.url);

/** The sandbox clock for every test: Tuesday 24 Nov 2026, 10:00 in New York. */
const NOW = '2026-11-24T15:00:00.000Z';
const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

beforeEach(async () => {
  await send('POST', '/__sandbox/reset', {});
  await send('POST', '/__sandbox/clock', { now: NOW });
});

/** Trattoria Lumen's dine-in: no service charge, NY sales tax 8.875% on top. */
const DINE_IN = DEMO.experiences.trattoriaDineIn;
const I = DEMO.items;
const BASE = '/restaurants/api/v3/table-orders';

type Answer = WireTableOrderResponse & WireErrorBody & { line_id?: string };
type PaymentAnswer = WireTablePaymentResponse & WireErrorBody & { line_id?: string };

/** Every 200 answer is checked against the SDK's schema, as the widget reads it. */
async function call(method: string, path: string, body?: unknown) {
  const response = await send<Answer>(method, path, body);
  if (response.status === 200) expect(is(response.body, TableOrderResponseSchema), `${method} ${path}`).toBe(true);
  return response;
}

async function join(body: Record<string, unknown> = {}) {
  const response = await send<WireJoinTableResponse & WireErrorBody>('POST', BASE, { experience_id: DINE_IN, table: '12', place: 'TABLE', ...body });
  if (response.status === 200) expect(is(response.body, JoinTableResponseSchema)).toBe(true);
  return response;
}

/** Joins table 12 (or `body`'s) as a guest named `name`; answers the order's id and the guest's. */
async function seat(name: string, body: Record<string, unknown> = {}): Promise<{ id: string; guest: string; order: WireTableOrder }> {
  const { status, body: answer } = await join({ name, ...body });
  expect(status).toBe(200);
  return { id: answer.data.table_order.id, guest: answer.data.guest_id, order: answer.data.table_order };
}

const order = async (id: string) => (await call('GET', `${BASE}/${id}`)).body.data;
const addLine = (id: string, guest: string, pui: string, quantity = 1, modifiers: string[] = []) =>
  call('POST', `${BASE}/${id}/lines`, { guest_id: guest, pui, quantity, modifiers: modifiers.map((modifier) => ({ pui: modifier })), comment: '' });
const ready = (id: string, guest: string, value = true) => call('PUT', `${BASE}/${id}/guests/${guest}`, { ready: value });
const sendRound = async (id: string, guest: string, forEveryone = false, version?: number) =>
  call('POST', `${BASE}/${id}/rounds`, { guest_id: guest, version: version ?? (await order(id)).version, for_everyone: forEveryone });

async function pay(id: string, body: Partial<WireTablePaymentRequest> & Pick<WireTablePaymentRequest, 'guest_id' | 'kind' | 'amount'>) {
  const response = await send<PaymentAnswer>('POST', `${BASE}/${id}/payments`, { tip: 0, payment: { type: 'PAY_IN_PERSON' }, ...body });
  if (response.status === 200) expect(is(response.body, TablePaymentResponseSchema)).toBe(true);
  return response;
}

async function cardToken(number: string): Promise<string> {
  const { status, body } = await send<{ payment_method_id: string }>('POST', '/__sandbox/wallet/tokens', { number, expiry: '12/34', cvc: '123' });
  expect(status).toBe(200);
  return body.payment_method_id;
}
const card = async (number: string) => ({ type: 'WALLET', payment_method_id: await cardToken(number) });

/** The line of the order with pui `pui`. */
const lineOf = (tableOrder: WireTableOrder, pui: string) => tableOrder.lines.find((line) => line.pui === pui)!;
const billLine = (tableOrder: WireTableOrder, pui: string) => tableOrder.bill.lines.find((line) => line.line_id === lineOf(tableOrder, pui).id)!;

/** The first of `ways` even shares of `total` (major units), as evenShare cuts it. */
function evenOf(total: number, ways: number): number {
  const minor = Math.round(total * 100);
  return (Math.floor(minor / ways) + (minor % ways > 0 ? 1 : 0)) / 100;
}

/** The value at `path` of the realtime database once every pending write has landed (null: nothing there). */
async function realtime<T>(path: string): Promise<T | null> {
  await demo.sandbox.platform.settled();
  return (await (await fetch(`${demo.realtime.url}/${path}.json?ns=${demo.realtime.namespace}`)).json()) as T | null;
}

/** The payment attempts recorded under an order id (the card machinery's table, read beside the sandbox). */
function paymentRows(orderId: string): { id: string; status: string; amount: number }[] {
  const db = new Database(demo.sandbox.store.file, { readonly: true });
  try {
    return db
      .prepare<{ json: string }>('SELECT json FROM payments WHERE order_id = ? ORDER BY seq')
      .all(orderId)
      .map((row) => JSON.parse(row.json) as { id: string; status: string; amount: number });
  } finally {
    db.close();
  }
}

/** Three guests at table 12 with a Margherita (Ada), a Diavola (Ben) and a Tiramisù (Cy), sent as one round: 43.00 + 3.82 tax = 46.82. */
async function sentTable(): Promise<{ id: string; ada: string; ben: string; cy: string }> {
  const { id, guest: ada } = await seat('Ada');
  const { guest: ben } = await seat('Ben');
  const { guest: cy } = await seat('Cy');
  await addLine(id, ada, I.margherita);
  await addLine(id, ben, I.diavola);
  await addLine(id, cy, I.tiramisu);
  expect((await sendRound(id, ada, true)).status).toBe(200);
  return { id, ada, ben, cy };
}

describe('joining a table', () => {
  it('opens an order for the first guest, joins it for the next, and brings a guest back by their id', async () => {
    const first = await join({ name: 'Ada' });
    expect(first.status).toBe(200);
    const opened = first.body.data.table_order;
    expect(opened.id).toMatch(/^tor_/);
    expect(first.body.data.guest_id).toMatch(/^tg_/);
    expect(opened).toMatchObject({
      business_id: DEMO.businessId,
      experience_id: DINE_IN,
      table: '12',
      place: 'TABLE',
      version: 1,
      expires_at: minutesAfter(NOW, 4 * 60),
      others_may_edit: false,
      guests: [{ id: first.body.data.guest_id, name: 'Ada', ready: false, joined_at: NOW, left_at: null }],
      lines: [],
      rounds: [],
    });
    expect(opened.bill).toEqual({
      subtotal: 0,
      service_charges: [],
      taxes: [],
      discount: 0,
      total: 0,
      currency: 'USD',
      paid: 0,
      remaining: 0,
      lines: [],
      payments: [],
      even: null,
      status: 'OPEN',
    });

    const second = await join({ name: 'Ben', table: ' 12 ' });
    expect(second.body.data.table_order.id).toBe(opened.id);
    expect(second.body.data.table_order.version).toBe(2);
    expect(second.body.data.table_order.guests.map((guest) => guest.name)).toEqual(['Ada', 'Ben']);

    // A reload: the same guest, renamed when a name is given; nothing changes otherwise.
    const back = await join({ guest_id: first.body.data.guest_id, name: 'Ada L.' });
    expect(back.body.data.guest_id).toBe(first.body.data.guest_id);
    expect(back.body.data.table_order.guests.map((guest) => guest.name)).toEqual(['Ada L.', 'Ben']);
    expect(back.body.data.table_order.version).toBe(3);
    expect((await join({ guest_id: first.body.data.guest_id })).body.data.table_order.version).toBe(3);
    // A guest id of no guest of this order is a new guest.
    const stranger = await join({ guest_id: 'tg_somewhere_else', name: 'Cy' });
    expect(stranger.body.data.guest_id).not.toBe('tg_somewhere_else');
    expect(stranger.body.data.table_order.guests).toHaveLength(3);
  });

  it('a guest who leaves keeps their lines; rejoining brings them back; the last one out closes nothing', async () => {
    const { id, guest: ada } = await seat('Ada');
    const { guest: ben } = await seat('Ben');
    await addLine(id, ada, I.margherita);
    await send('POST', '/__sandbox/clock', { now: minutesAfter(NOW, 10) });
    const left = await call('DELETE', `${BASE}/${id}/guests/${ada}`);
    expect(left.status).toBe(200);
    expect(left.body.data.guests[0]).toMatchObject({ id: ada, left_at: minutesAfter(NOW, 10), ready: false });
    expect(left.body.data.lines).toHaveLength(1);
    // Leaving twice changes nothing.
    expect((await call('DELETE', `${BASE}/${id}/guests/${ada}`)).body.data.version).toBe(left.body.data.version);
    // A guest who left adds nothing until back.
    expect((await addLine(id, ada, I.diavola)).body).toEqual({ code: 4803, message: 'NOT_AT_TABLE' });

    await call('DELETE', `${BASE}/${id}/guests/${ben}`);
    const empty = await order(id);
    expect(empty.guests.every((guest) => guest.left_at !== null)).toBe(true);
    expect(empty.bill.status).toBe('OPEN');

    const back = await join({ guest_id: ada });
    expect(back.body.data.table_order.id).toBe(id);
    expect(back.body.data.table_order.guests[0]).toMatchObject({ id: ada, name: 'Ada', left_at: null });
    expect((await call('DELETE', `${BASE}/${id}/guests/tg_nobody`)).body).toEqual({ code: 4004, message: 'GUEST_NOT_FOUND' });
  });

  it('another table, another place or an ended session opens another order', async () => {
    const { id } = await seat('Ada');
    expect((await seat('Ben', { table: '14' })).id).not.toBe(id);
    expect((await seat('Cy', { place: 'ROOM' })).id).not.toBe(id);
    expect((await seat('Di', { experience_id: DEMO.hotelBusiness.experiences.coralDineIn })).id).not.toBe(id);
    await send('POST', '/__sandbox/clock', { now: minutesAfter(NOW, 4 * 60 - 1) });
    expect((await seat('Ed')).id).toBe(id);
    await send('POST', '/__sandbox/clock', { now: minutesAfter(NOW, 4 * 60) });
    const later = await seat('Flo');
    expect(later.id).not.toBe(id);
    expect(later.order).toMatchObject({ version: 1, expires_at: minutesAfter(NOW, 8 * 60) });
    // The ended session's bill is still there to pay.
    expect((await order(id)).bill.status).toBe('OPEN');
  });

  it('cleans the names guests type, as the table rules do', async () => {
    const { id, guest } = await seat('  Ada \u202e  Lovelace \u0007 ');
    expect((await order(id)).guests[0]!.name).toBe('Ada Lovelace');
    const nameless = await seat('', {});
    expect(nameless.order.guests[1]!.name).toBe('');
    expect((await join({})).body.data.table_order.guests[2]!.name).toBe('');
    const renamed = await call('PUT', `${BASE}/${id}/guests/${guest}`, { name: `  ${'Ä'.repeat(60)}  ` });
    expect(renamed.body.data.guests[0]!.name).toBe('Ä'.repeat(MAX_GUEST_NAME));
    // A null name changes nothing; readiness is set apart.
    const readied = await call('PUT', `${BASE}/${id}/guests/${guest}`, { name: null, ready: true });
    expect(readied.body.data.guests[0]).toMatchObject({ name: 'Ä'.repeat(MAX_GUEST_NAME), ready: true });
  });

  it('refuses an unknown experience, a bad body (naming the field) and an unknown table order', async () => {
    expect((await join({ experience_id: 999_999 })).body).toEqual({ code: 4004, message: 'EXPERIENCE_NOT_FOUND' });
    const cases: [Record<string, unknown>, string][] = [
      [{ table: '' }, 'table'],
      [{ table: '12/../13' }, 'table'],
      [{ place: 'BAR' }, 'place'],
      [{ experience_id: '3005' }, 'experience_id'],
      [{ name: 7 }, 'name'],
    ];
    for (const [body, field] of cases) {
      const response = await fetch(new URL(BASE, demo.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ experience_id: DINE_IN, table: '12', place: 'TABLE', ...body }),
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ code: 4003, message: 'MISSING_PARAMETERS' });
      expect(response.headers.get('x-sandbox-error-field')).toBe(field);
    }
    expect((await call('GET', `${BASE}/tor_unknown`)).body).toEqual({ code: 4004, message: 'TABLE_ORDER_NOT_FOUND' });
    const { id, guest } = await seat('Ada');
    expect((await call('PUT', `${BASE}/${id}/guests/${guest}`, { ready: 'yes' })).status).toBe(400);
    expect((await call('PUT', `${BASE}/${id}/guests/tg_nobody`, { ready: true })).body).toEqual({ code: 4004, message: 'GUEST_NOT_FOUND' });
  });

  it('answers any origin without a bearer token, as the cart calls do', async () => {
    const response = await fetch(new URL(BASE, demo.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://trattoria.example' },
      body: JSON.stringify({ experience_id: DINE_IN, table: '3', place: 'TABLE' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://trattoria.example');
  });
});

describe('the lines of the table', () => {
  it('prices lines from the menu; a guest changes or removes only their own (403), and none once sent (409)', async () => {
    const { id, guest: ada } = await seat('Ada');
    const { guest: ben } = await seat('Ben');
    const added = await addLine(id, ada, I.margherita, 1, [DEMO.modifiers.extraProsciutto]);
    expect(added.status).toBe(200);
    const pizza = added.body.data.lines[0]!;
    expect(pizza).toMatchObject({
      id: expect.stringMatching(/^tl_/),
      pui: I.margherita,
      name: 'Margherita',
      quantity: 1,
      unit_price: 20,
      modifiers: [{ pui: DEMO.modifiers.extraProsciutto, name: 'Prosciutto di Parma', price: 4 }],
      added_by: ada,
      round: null,
    });
    const pasta = (await addLine(id, ben, I.carbonara)).body.data.lines[1]!;

    expect((await call('PUT', `${BASE}/${id}/lines/${pizza.id}`, { guest_id: ben, quantity: 3 })).body).toEqual({ code: 4801, message: 'LINE_NOT_YOURS' });
    expect((await call('PUT', `${BASE}/${id}/lines/${pizza.id}`, { guest_id: ben, quantity: 3 })).status).toBe(403);
    expect((await call('DELETE', `${BASE}/${id}/lines/${pizza.id}?guest_id=${ben}`)).status).toBe(403);
    expect((await call('PUT', `${BASE}/${id}/lines/${pizza.id}`, { guest_id: ada, quantity: 2 })).body.data.lines[0]!.quantity).toBe(2);
    expect((await call('PUT', `${BASE}/${id}/lines/${pizza.id}`, { guest_id: ada, quantity: 0 })).status).toBe(400);
    expect((await call('DELETE', `${BASE}/${id}/lines/${pasta.id}`)).status).toBe(400);
    expect((await call('DELETE', `${BASE}/${id}/lines/${pasta.id}?guest_id=${ben}`)).body.data.lines.map((line) => line.id)).toEqual([pizza.id]);
    expect((await call('DELETE', `${BASE}/${id}/lines/tl_nothing?guest_id=${ben}`)).body).toEqual({ code: 4004, message: 'LINE_NOT_FOUND' });

    await sendRound(id, ada, true);
    const sentEdit = await call('PUT', `${BASE}/${id}/lines/${pizza.id}`, { guest_id: ada, quantity: 1 });
    expect(sentEdit.status).toBe(409);
    expect(sentEdit.body).toEqual({ code: 4802, message: 'LINE_ALREADY_SENT' });
    expect((await call('DELETE', `${BASE}/${id}/lines/${pizza.id}?guest_id=${ada}`)).body.message).toBe('LINE_ALREADY_SENT');
  });

  it('refuses an unknown item, a missing choice or one out of stock as a checkout does, and a guest not at the table', async () => {
    const { id, guest } = await seat('Ada');
    const outOfStock = await addLine(id, guest, I.calamari);
    expect(outOfStock.status).toBe(400);
    expect(outOfStock.body).toEqual({
      code: 4701,
      message: 'CART_CHECKOUT_ITEM_OUT_OF_STOCK',
      items_not_in_stock: [{ pui: I.calamari, name: 'Fried Calamari', available: 0 }],
    });
    expect((await addLine(id, guest, 'TL-NOT-ON-THE-MENU')).body).toEqual({ code: 4411, message: 'CART_ITEM_NOT_VALID' });
    // Rigatoni needs its pasta shape.
    expect((await addLine(id, guest, I.rigatoni)).body).toEqual({ code: 4411, message: 'CART_ITEM_NOT_VALID' });
    expect((await addLine(id, guest, I.rigatoni, 1, [DEMO.modifiers.shapeSpaghetti])).status).toBe(200);
    expect((await addLine(id, 'tg_nobody', I.margherita)).body).toEqual({ code: 4803, message: 'NOT_AT_TABLE' });
    expect((await call('POST', `${BASE}/${id}/lines`, { guest_id: guest, pui: I.margherita, quantity: 101, modifiers: [], comment: '' })).status).toBe(400);
    expect((await order(id)).lines).toHaveLength(1);
  });
});

describe('sending rounds to the kitchen', () => {
  it('waits for everyone at the table, or one guest sends for everyone; the round is a platform order the kitchen has', async () => {
    const { id, guest: ada } = await seat('Ada');
    const { guest: ben } = await seat('');
    expect((await sendRound(id, ada)).body).toEqual({ code: 4805, message: 'NOTHING_TO_SEND' });
    await addLine(id, ada, I.margherita);
    await addLine(id, ben, I.diavola, 2);
    await ready(id, ada);
    const early = await sendRound(id, ada);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ code: 4804, message: 'NOT_EVERYONE_READY' });
    await ready(id, ben);
    await send('POST', '/__sandbox/clock', { now: minutesAfter(NOW, 5) });
    const sent = await sendRound(id, ben);
    expect(sent.status).toBe(200);
    const table = sent.body.data;
    expect(table.rounds).toEqual([
      { number: 1, order_id: expect.stringMatching(/^ord_/), check_number: expect.stringMatching(/^A-\d+$/), sent_by: ben, sent_at: minutesAfter(NOW, 5) },
    ]);
    const check = table.rounds[0]!.check_number;
    expect(table.lines.map((line) => line.round)).toEqual([1, 1]);
    expect(table.guests.map((guest) => guest.ready)).toEqual([false, false]);

    // One order at the platform, placed RECEIVED to the table's bill, with its kitchen status.
    const orders = (await get<SandboxOrder[]>('/__sandbox/orders')).body;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      id: table.rounds[0]!.order_id,
      check_number: check,
      payment_type: 'TABLE_BILL',
      status: 'RECEIVED',
      experience_id: DINE_IN,
      items: [
        { pui: I.margherita, quantity: 1, total: 16 },
        { pui: I.diavola, quantity: 2, total: 36 },
      ],
      summary: { subtotal: 52, taxes: [{ name: 'NY Sales Tax', amount: 4.62, is_inclusive: false }], tip: 0, total: 56.62 },
      details: { name: 'Ada, Guest 2', table_number: '12', room_number: null, number_of_diners: 2 },
    });
    const status = await get<WireOrderStatusResponse>(`/restaurants/api/v3/order/${table.rounds[0]!.order_id}/status`);
    expect(status.body.data).toMatchObject({ status: 'RECEIVED', updated_at: minutesAfter(NOW, 5) });
    const kitchen = (await get<SandboxKitchen>('/__sandbox/kitchen')).body;
    expect(kitchen.locations[0]!.orders[0]).toMatchObject({ check_number: check, guest: 'Ada, Guest 2', table_number: '12', item_count: 3 });

    // Nothing left to send; then one guest sends a second round for everyone.
    expect((await sendRound(id, ada, true)).body.message).toBe('NOTHING_TO_SEND');
    await addLine(id, ada, I.tiramisu);
    const second = await sendRound(id, ada, true);
    const next = `A-${Number(check.slice(2)) + 1}`;
    expect(second.body.data.rounds.map((round) => [round.number, round.check_number])).toEqual([
      [1, check],
      [2, next],
    ]);
    expect((await sendRound(id, 'tg_nobody', true)).body).toEqual({ code: 4803, message: 'NOT_AT_TABLE' });
  });

  it('two guests pressing Send at once make one round and one platform order; the other gets 409 ROUND_ALREADY_SENT', async () => {
    const { id, guest: ada } = await seat('Ada');
    const { guest: ben } = await seat('Ben');
    await addLine(id, ada, I.margherita);
    await addLine(id, ben, I.diavola);
    const version = (await order(id)).version;
    const answers = await Promise.all([sendRound(id, ada, true, version), sendRound(id, ben, true, version)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({ code: 4806, message: 'ROUND_ALREADY_SENT' });
    expect((await order(id)).rounds).toHaveLength(1);
    expect((await get<SandboxOrder[]>('/__sandbox/orders')).body).toHaveLength(1);

    // A Send decided on an older version with no round since goes out.
    await addLine(id, ben, I.tiramisu);
    const stale = (await order(id)).version - 1;
    expect((await sendRound(id, ben, true, stale)).status).toBe(200);
  });

  it('a second round adds to the same bill, calculated again as one order', async () => {
    const { id, guest: ada } = await seat('Ada');
    await addLine(id, ada, I.margherita);
    await addLine(id, ada, I.diavola);
    const first = (await sendRound(id, ada, true)).body.data.bill;
    expect(first).toMatchObject({
      subtotal: 34,
      taxes: [{ name: 'NY Sales Tax', amount: 3.02, is_inclusive: false }],
      total: 37.02,
      paid: 0,
      remaining: 37.02,
    });
    await addLine(id, ada, I.tiramisu);
    const table = (await sendRound(id, ada, true)).body.data;
    // 43.00 with 8.875% of it (3.81625, rounded once for the whole bill): not 3.02 + 0.80.
    expect(table.bill).toMatchObject({ subtotal: 43, taxes: [{ amount: 3.82 }], service_charges: [], discount: 0, total: 46.82, remaining: 46.82 });
    expect(table.bill.lines.map((line) => line.amount)).toEqual([16, 18, 9]);
    expect(table.bill.lines.every((line) => line.split === null)).toBe(true);
    const orders = (await get<SandboxOrder[]>('/__sandbox/orders')).body;
    expect(orders.map((entry) => entry.summary.total)).toEqual([9.8, 37.02]);
  });
});

describe('paying the bill', () => {
  it('split evenly three ways closes the bill exactly at zero; a paid table is never joined again', async () => {
    const { id, ada, ben, cy } = await sentTable();
    const first = await pay(id, { guest_id: ada, kind: 'EVEN', ways: 3, amount: 15.61, payment: await card('4242424242424242') });
    expect(first.status).toBe(200);
    expect(first.body.data.payment).toEqual({ id: expect.stringMatching(/^pay_/), status: 'OK' });
    expect(first.body.data.table_order.bill).toMatchObject({ paid: 15.61, remaining: 31.21, even: { ways: 3, paid: 1 }, status: 'OPEN' });
    expect((await pay(id, { guest_id: ben, kind: 'EVEN', ways: 2, amount: 15.61 })).body).toEqual({ code: 4809, message: 'SPLIT_DIFFERENTLY' });
    expect((await pay(id, { guest_id: ben, kind: 'EVEN', ways: 3, amount: 15.61 })).status).toBe(200);
    const last = await pay(id, { guest_id: cy, kind: 'EVEN', ways: 3, amount: 15.6 });
    expect(last.body.data.table_order.bill).toMatchObject({ total: 46.82, paid: 46.82, remaining: 0, even: { ways: 3, paid: 3 }, status: 'CLOSED' });
    expect(last.body.data.table_order.bill.payments.map((payment) => [payment.kind, payment.amount, payment.status])).toEqual([
      ['EVEN', 15.61, 'OK'],
      ['EVEN', 15.61, 'OK'],
      ['EVEN', 15.6, 'OK'],
    ]);
    // Nothing is left to pay, and nothing more can be sent.
    expect((await pay(id, { guest_id: cy, kind: 'WHOLE', amount: 0 })).body).toEqual({ code: 4815, message: 'AMOUNT_NOT_POSITIVE' });
    expect((await addLine(id, ada, I.tiramisu)).body).toEqual({ code: 4807, message: 'TABLE_ORDER_CLOSED' });
    // The table's phones join again: a new order opens.
    const next = await join({ guest_id: ada });
    expect(next.body.data.table_order.id).not.toBe(id);
    expect(next.body.data.guest_id).not.toBe(ada);
  });

  it('by items: a guest pays their own, two share one item, and the parts close the bill exactly', async () => {
    const { id, guest: ada } = await seat('Ada');
    const { guest: ben } = await seat('Ben');
    const { guest: cy } = await seat('Cy');
    await addLine(id, ada, I.margherita);
    await addLine(id, ben, I.diavola);
    await addLine(id, cy, I.pellegrino, 2);
    // 42.00 + 3.73 tax = 45.73.
    const sent = (await sendRound(id, ada, true)).body.data;
    expect(sent.bill.total).toBe(45.73);
    const water = lineOf(sent, I.pellegrino).id;

    const mine = await pay(id, { guest_id: ada, kind: 'MY_ITEMS', items: [{ line_id: lineOf(sent, I.margherita).id, parts: 1 }], amount: 17.42 });
    expect(mine.status).toBe(200);
    expect(billLine(mine.body.data.table_order, I.margherita).split).toEqual({ parts: 1, paid: [0] });
    expect(mine.body.data.table_order.bill.payments[0]!.parts).toEqual([{ line_id: lineOf(sent, I.margherita).id, parts: 1, index: 0 }]);

    // Ben: his pizza and half the water (16.00 + 4.00 of 42.00, with their share of the tax).
    const shared = await pay(id, {
      guest_id: ben,
      kind: 'ITEMS',
      items: [
        { line_id: lineOf(sent, I.diavola).id, parts: 1 },
        { line_id: water, parts: 2 },
      ],
      amount: 23.95,
    });
    expect(shared.status).toBe(200);
    expect(billLine(shared.body.data.table_order, I.pellegrino).split).toEqual({ parts: 2, paid: [0] });
    const thirds = await pay(id, { guest_id: cy, kind: 'ITEMS', items: [{ line_id: water, parts: 3 }], amount: 2.9 });
    expect(thirds.status).toBe(409);
    expect(thirds.body).toEqual({ code: 4811, message: 'LINE_SPLIT_DIFFERENTLY', line_id: water });
    const half = await pay(id, { guest_id: cy, kind: 'ITEMS', items: [{ line_id: water, parts: 2 }], amount: 4.36 });
    expect(half.status).toBe(200);
    expect(half.body.data.table_order.bill).toMatchObject({ paid: 45.73, remaining: 0, status: 'CLOSED', even: null });
    expect(billLine(half.body.data.table_order, I.pellegrino).split).toEqual({ parts: 2, paid: [0, 1] });
    expect((await pay(id, { guest_id: cy, kind: 'ITEMS', items: [{ line_id: water, parts: 2 }], amount: 0 })).body).toEqual({
      code: 4810,
      message: 'LINE_ALREADY_PAID',
      line_id: water,
    });
    expect((await pay(id, { guest_id: ada, kind: 'MY_ITEMS', amount: 0 })).body.message).toBe('NO_ITEMS');
  });

  it('pays an amount; more than the remainder is refused; the whole remainder closes the bill, its tip apart', async () => {
    const { id, guest: ada } = await seat('Ada');
    const { guest: ben } = await seat('Ben');
    await addLine(id, ada, I.margherita);
    await addLine(id, ben, I.diavola);
    await sendRound(id, ada, true); // 37.02
    expect((await pay(id, { guest_id: ada, kind: 'AMOUNT', amount: 10 })).body.data.table_order.bill).toMatchObject({ paid: 10, remaining: 27.02 });
    const over = await pay(id, { guest_id: ben, kind: 'AMOUNT', amount: 27.03 });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ code: 4816, message: 'AMOUNT_EXCEEDS_REMAINDER' });
    expect((await pay(id, { guest_id: ben, kind: 'AMOUNT', amount: 0 })).body.message).toBe('AMOUNT_NOT_POSITIVE');
    expect((await pay(id, { guest_id: ben, kind: 'AMOUNT', amount: 1.005 })).body.message).toBe('AMOUNT_NOT_WHOLE');
    expect((await pay(id, { guest_id: ben, kind: 'AMOUNT', amount: 5, tip: -1 })).status).toBe(400);
    expect((await pay(id, { guest_id: ben, kind: 'EVEN', amount: 5 })).status).toBe(400);
    expect((await pay(id, { guest_id: ben, kind: 'ITEMS', amount: 5 })).status).toBe(400);
    expect((await pay(id, { guest_id: ben, kind: 'WHOLE', amount: 27.02, payment: { type: 'EMV' } })).body).toEqual({
      code: 4700,
      message: 'CART_CHECKOUT_FAILED',
    });

    const rest = await pay(id, { guest_id: ben, kind: 'WHOLE', amount: 27.02, tip: 4, payment: await card('4242424242424242') });
    expect(rest.status).toBe(200);
    expect(rest.body.data.table_order.bill).toMatchObject({ total: 37.02, paid: 37.02, remaining: 0, status: 'CLOSED' });
    expect(rest.body.data.table_order.bill.payments[1]).toMatchObject({ guest_id: ben, kind: 'WHOLE', amount: 27.02, tip: 4, parts: [] });
    // The card is charged the share and the tip.
    expect(paymentRows(id).map((payment) => [payment.amount, payment.status])).toEqual([
      [10, 'OK'],
      [31.02, 'OK'],
    ]);
  });

  it('a bill that changed since the guest saw it is 409 BILL_CHANGED, and nothing is paid', async () => {
    const { id, ada, ben, cy } = await sentTable(); // 46.82
    const seen = (await order(id)).bill.remaining;
    await pay(id, { guest_id: ben, kind: 'AMOUNT', amount: 5 });
    const stale = await pay(id, { guest_id: ada, kind: 'WHOLE', amount: seen, payment: await card('4242424242424242') });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ code: 4808, message: 'BILL_CHANGED' });
    // A round sent meanwhile changes an even share too.
    await addLine(id, cy, I.pellegrino);
    await sendRound(id, cy, true);
    expect((await pay(id, { guest_id: ada, kind: 'EVEN', ways: 2, amount: evenOf(41.82, 2) })).body.message).toBe('BILL_CHANGED');
    // "My items" names the lines the guest was shown: one another guest paid meanwhile is a change too.
    const shown = await order(id);
    const cysLines = [I.tiramisu, I.pellegrino].map((pui) => ({ line_id: lineOf(shown, pui).id, parts: 1 }));
    // Ben pays Cy's tiramisù (9.00 of 47.00 of 51.17).
    await pay(id, { guest_id: ben, kind: 'ITEMS', items: [cysLines[0]!], amount: 9.8 });
    const stalePick = await pay(id, { guest_id: cy, kind: 'MY_ITEMS', items: cysLines, amount: 14.15 });
    expect(stalePick.body.message).toBe('BILL_CHANGED');
    expect(paymentRows(id).map((payment) => payment.amount)).toEqual([5, 9.8]);
  });

  it('two payments for the same item at once: one is paid, the other refused before any card is charged', async () => {
    const { id, ada, ben } = await sentTable();
    const sent = await order(id);
    const pizza = [{ line_id: lineOf(sent, I.margherita).id, parts: 1 }];
    const share = 17.42; // 16.00 of 43.00 of 46.82
    const [adaCard, benCard] = await Promise.all([card('4242424242424242'), card('5555555555554444')]);
    const answers = await Promise.all([
      pay(id, { guest_id: ada, kind: 'ITEMS', items: pizza, amount: share, payment: adaCard }),
      pay(id, { guest_id: ben, kind: 'ITEMS', items: pizza, amount: share, payment: benCard }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({ code: 4810, message: 'LINE_ALREADY_PAID', line_id: pizza[0]!.line_id });
    const bill = (await order(id)).bill;
    expect(bill.payments).toHaveLength(1);
    expect(bill.paid).toBe(share);
    expect(paymentRows(id)).toEqual([expect.objectContaining({ status: 'OK', amount: share })]);
  });

  it('a 3-D Secure payment holds its parts until its challenge completes; a declined card takes and gives back nothing', async () => {
    const { id, ada, ben } = await sentTable();
    const sent = await order(id);
    const pizza = [{ line_id: lineOf(sent, I.margherita).id, parts: 1 }];
    const pasta = [{ line_id: lineOf(sent, I.diavola).id, parts: 1 }];
    const challenged = await pay(id, { guest_id: ada, kind: 'ITEMS', items: pizza, amount: 17.42, tip: 2, payment: await card('4000000000003220') });
    expect(challenged.status).toBe(200);
    const paymentId = challenged.body.data.payment.id;
    expect(challenged.body.data.payment).toEqual({
      id: paymentId,
      status: 'AWAITING_CONFIRMATION',
      challenge_url: `/wallet/challenge.html?order=${id}&payment=${paymentId}`,
    });
    // Held: counted toward the bill, its part taken, the bill not closed by it.
    const held = challenged.body.data.table_order;
    expect(held.bill).toMatchObject({ paid: 17.42, remaining: 29.4, status: 'OPEN' });
    expect(billLine(held, I.margherita).split).toEqual({ parts: 1, paid: [0] });
    expect(held.bill.payments[0]).toMatchObject({ status: 'AWAITING_CONFIRMATION', amount: 17.42, tip: 2 });
    expect((await pay(id, { guest_id: ben, kind: 'ITEMS', items: pizza, amount: 17.42 })).body.message).toBe('LINE_ALREADY_PAID');

    // Ben's card is declined: nothing recorded, nothing of Ada's given back.
    const declined = await pay(id, { guest_id: ben, kind: 'ITEMS', items: pasta, amount: 19.6, payment: await card('4000000000000002') });
    expect(declined.status).toBe(400);
    expect(declined.body).toEqual({ code: 4237, message: 'CARD_DECLINED' });
    const after = await order(id);
    expect(after.version).toBe(held.version);
    expect(after.bill).toEqual(held.bill);

    // The challenge page's data, then its "Complete authentication" button.
    const info = await get<{ status: string; amount: number; currency: string }>(`/__sandbox/wallet/challenge?order=${id}&payment=${paymentId}`);
    expect(info.body).toMatchObject({ status: 'AWAITING_CONFIRMATION', amount: 19.42, currency: 'USD' });
    const done = await send<{ status: string }>('POST', '/__sandbox/wallet/challenge', { order: id, payment: paymentId, result: 'complete' });
    expect(done.body.status).toBe('SUCCESS');
    expect(await realtime<WireRealtimeTransaction>(`transactions/${id}/${paymentId}`)).toMatchObject({ eventHandlingStatus: 'SUCCESS' });
    const confirmed = await send('PUT', `/restaurants/api/v3/order/${id}/payment/${paymentId}/transaction`, { transaction_id: 'txn-table-1' });
    expect(confirmed.body).toEqual({ id: paymentId, status: 'OK' });
    const paid = await order(id);
    expect(paid.version).toBe(held.version + 1);
    expect(paid.bill).toMatchObject({ paid: 17.42, status: 'OPEN' });
    expect(paid.bill.payments[0]!.status).toBe('OK');
    expect((await realtime<WireTableOrder>(`table_orders/${id}`))?.version).toBe(paid.version);
  });

  it('a failed or cancelled challenge gives its parts back', async () => {
    const { id, ben } = await sentTable();
    const pasta = [{ line_id: lineOf(await order(id), I.diavola).id, parts: 1 }];
    const first = await pay(id, { guest_id: ben, kind: 'ITEMS', items: pasta, amount: 19.6, payment: await card('4000000000003220') });
    await send('POST', '/__sandbox/wallet/challenge', { order: id, payment: first.body.data.payment.id, result: 'fail' });
    expect(await realtime<WireRealtimeTransaction>(`transactions/${id}/${first.body.data.payment.id}`)).toMatchObject({
      eventHandlingStatus: 'FAILURE',
      exceptionInfo: { code: 4238, message: 'CARD_AUTHENTICATION_FAILED' },
    });
    const failed = await order(id);
    expect(failed.bill).toMatchObject({ paid: 0, remaining: 46.82 });
    expect(billLine(failed, I.diavola).split).toBeNull();
    expect(failed.bill.payments.map((payment) => payment.status)).toEqual(['FAILED']);

    const second = await pay(id, { guest_id: ben, kind: 'ITEMS', items: pasta, amount: 19.6, payment: await card('4000000000003220') });
    expect(second.status).toBe(200);
    const cancelled = await send('POST', `/restaurants/api/v3/order/${id}/payment/${second.body.data.payment.id}/cancel`);
    expect(cancelled.body).toEqual({ id: second.body.data.payment.id, status: 'CANCELED' });
    const released = await order(id);
    expect(released.bill.payments.map((payment) => payment.status)).toEqual(['FAILED', 'FAILED']);
    expect(billLine(released, I.diavola).split).toBeNull();
    expect((await realtime<WireTableOrder>(`table_orders/${id}`))?.version).toBe(released.version);

    expect((await pay(id, { guest_id: ben, kind: 'ITEMS', items: pasta, amount: 19.6, payment: await card('4242424242424242') })).status).toBe(200);
  });

  it("a room's order charges the room, with the room's service charge on the bill", async () => {
    const room = { experience_id: DEMO.experiences.roomService, table: '1204', place: 'ROOM' };
    const { id, guest } = await seat('Dana', room);
    await addLine(id, guest, 'HG-CLUB');
    const sent = (await sendRound(id, guest, true)).body.data;
    // 24.00, 18% service 4.32, 8.875% tax on 28.32 = 2.51: 30.83.
    expect(sent.bill).toMatchObject({ subtotal: 24, service_charges: [{ name: 'In-room dining service charge', amount: 4.32 }], total: 30.83 });
    expect((await get<SandboxOrder[]>('/__sandbox/orders')).body[0]!.details).toMatchObject({ room_number: '1204', table_number: null });
    const charged = await pay(id, { guest_id: guest, kind: 'WHOLE', amount: 30.83, payment: { type: 'ROOM' } });
    expect(charged.body.data.payment.status).toBe('OK');
    expect(charged.body.data.table_order.bill.status).toBe('CLOSED');

    // Room 303 takes no charges.
    const noPost = await seat('Noa', { ...room, table: '303' });
    await addLine(noPost.id, noPost.guest, 'HG-CLUB');
    await sendRound(noPost.id, noPost.guest, true);
    expect((await pay(noPost.id, { guest_id: noPost.guest, kind: 'WHOLE', amount: 30.83, payment: { type: 'ROOM' } })).body.message).toBe(
      'POS_ROOM_CHARGE_NO_POST_ALLOWED',
    );
  });
});

describe('the realtime value', () => {
  it('writes the whole order at table_orders/{id} after every change, the newest landing last', async () => {
    const { id, guest: ada } = await seat('Ada');
    const written = await realtime<WireTableOrder>(`table_orders/${id}`);
    // The database drops nulls and empty arrays: no left_at, lines, rounds or payments yet.
    expect(written).toMatchObject({ id, version: 1, table: '12', place: 'TABLE', guests: [{ id: ada, name: 'Ada', ready: false, joined_at: NOW }] });
    expect(written?.lines).toBeUndefined();

    const { guest: ben } = await seat('Ben');
    await addLine(id, ada, I.margherita);
    // Changes at once: each write carries the order as it stands at its turn.
    await Promise.all([ready(id, ada), ready(id, ben), addLine(id, ben, I.diavola)]);
    const current = await order(id);
    const value = await realtime<WireTableOrder>(`table_orders/${id}`);
    expect(value?.version).toBe(current.version);
    expect(value?.guests.map((guest) => guest.ready)).toEqual([true, true]);
    expect(value?.lines).toHaveLength(2);

    await sendRound(id, ben);
    const sent = await realtime<WireTableOrder>(`table_orders/${id}`);
    expect(sent?.rounds?.[0]).toMatchObject({ number: 1, sent_by: ben });
    expect(sent?.bill).toMatchObject({ total: 37.02, remaining: 37.02, status: 'OPEN' });
  });
});

describe('the capability switch', () => {
  it('switched off for a business: every call answers 404 NOT_FOUND and nothing is written; back on, the order is there', async () => {
    const { id, guest } = await seat('Ada');
    const off = await send('POST', '/__sandbox/table-orders', { business_id: DEMO.businessId, enabled: false });
    expect(off).toEqual({ status: 200, body: { business_id: DEMO.businessId, enabled: false } });
    const notFound = { code: 4004, message: 'NOT_FOUND' };
    expect((await join({ name: 'Ben' })).body).toEqual(notFound);
    // Whatever the rest of the body says.
    expect((await send('POST', BASE, { experience_id: DINE_IN })).body).toEqual(notFound);
    expect((await call('GET', `${BASE}/${id}`)).body).toEqual(notFound);
    expect((await addLine(id, guest, I.margherita)).body).toEqual(notFound);
    expect((await ready(id, guest)).body).toEqual(notFound);
    expect((await call('POST', `${BASE}/${id}/rounds`, { guest_id: guest, version: 1, for_everyone: true })).body).toEqual(notFound);
    expect((await pay(id, { guest_id: guest, kind: 'WHOLE', amount: 0 })).status).toBe(404);
    const staff = (await get<SandboxTables>('/__sandbox/tables')).body;
    expect(staff.tables[0]).toMatchObject({ enabled: false });
    expect((await realtime<WireTableOrder>(`table_orders/${id}`))?.version).toBe(1);

    // Another business keeps it.
    expect((await join({ experience_id: DEMO.hotelBusiness.experiences.coralDineIn })).status).toBe(200);

    await send('POST', '/__sandbox/table-orders', { business_id: DEMO.businessId, enabled: true });
    expect((await order(id)).version).toBe(1);
    expect((await addLine(id, guest, I.margherita)).status).toBe(200);
    expect((await realtime<WireTableOrder>(`table_orders/${id}`))?.version).toBe(2);
  });

  it('refuses a bad switch, and is switched back on by a reset', async () => {
    expect((await send('POST', '/__sandbox/table-orders', { business_id: DEMO.businessId })).status).toBe(400);
    expect((await send('POST', '/__sandbox/table-orders', { business_id: 9999, enabled: false })).status).toBe(404);
    await send('POST', '/__sandbox/table-orders', { business_id: DEMO.businessId, enabled: false });
    await send('POST', '/__sandbox/reset', {});
    expect((await join({ name: 'Ada' })).status).toBe(200);
  });
});

describe('the staff page data', () => {
  it('lists each open table order with its guests, rounds and bill, newest first', async () => {
    const { id, ada, ben } = await sentTable();
    await call('DELETE', `${BASE}/${id}/guests/${ben}`);
    await pay(id, { guest_id: ada, kind: 'AMOUNT', amount: 10, payment: await card('4000000000003220') });
    await send('POST', '/__sandbox/clock', { now: minutesAfter(NOW, 30) });
    const other = await seat('', { table: '3' });

    const { status, body } = await get<SandboxTables>('/__sandbox/tables');
    expect(status).toBe(200);
    expect(body.now).toBe(minutesAfter(NOW, 30));
    expect(body.tables.map((entry) => entry.table_order.id)).toEqual([other.id, id]);
    const table = body.tables[1]!;
    expect(table).toMatchObject({
      location: { id: DEMO.locations.trattoria, name: 'Trattoria Lumen', time_zone: 'America/New_York' },
      experience_type: 'DINE_IN',
      opened_at: NOW,
      expired: false,
      enabled: true,
      guest_names: { [ada]: 'Ada', [ben]: 'Ben' },
      confirmed: 0,
    });
    expect(is({ data: table.table_order }, TableOrderResponseSchema)).toBe(true);
    const placed = (await get<SandboxOrder[]>('/__sandbox/orders')).body;
    expect(table.table_order.rounds[0]!.check_number).toBe(placed[0]!.check_number);
    expect(table.table_order.bill).toMatchObject({ total: 46.82, paid: 10, remaining: 36.82 });
    expect(table.table_order.bill.payments[0]).toMatchObject({ guest_id: ada, kind: 'AMOUNT', status: 'AWAITING_CONFIRMATION' });
    expect(body.tables[0]!.guest_names).toEqual({ [other.guest]: 'Guest 1' });

    // An ended session stays listed, marked, until its bill is paid.
    await send('POST', '/__sandbox/clock', { now: minutesAfter(NOW, 4 * 60) });
    const later = (await get<SandboxTables>('/__sandbox/tables')).body;
    expect(later.tables.find((entry) => entry.table_order.id === id)?.expired).toBe(true);
  });

  it('is emptied by a reset, with the orders', async () => {
    const { id } = await seat('Ada');
    expect((await get<SandboxTables>('/__sandbox/tables')).body.tables).toHaveLength(1);
    await send('POST', '/__sandbox/reset', {});
    expect((await get<SandboxTables>('/__sandbox/tables')).body.tables).toEqual([]);
    expect((await call('GET', `${BASE}/${id}`)).body).toEqual({ code: 4004, message: 'TABLE_ORDER_NOT_FOUND' });
  });
});

describe('the database', () => {
  it('gives a database from before table orders their tables', () => {
    const dir = mkdtempSync(joinPath(tmpdir(), 'go-table-orders-old-'));
    try {
      new SandboxStore(dir).close();
      const raw = new Database(joinPath(dir, 'sandbox.sqlite'));
      raw.exec('DROP TABLE table_orders; DROP TABLE table_guests; DROP TABLE table_lines; DROP TABLE table_rounds; DROP TABLE table_payments;');
      raw.close();
      const store = new SandboxStore(dir);
      const opened = store.openTableOrder({
        businessId: DEMO.businessId,
        locationId: DEMO.locations.trattoria,
        experienceId: DINE_IN,
        table: '12',
        place: 'TABLE',
        currency: 'USD',
        openedAt: NOW,
        expiresAt: minutesAfter(NOW, 240),
      });
      store.addTableGuest(opened.id, 'Ada', NOW);
      expect(store.findOpenTableOrder(DINE_IN, '12', 'TABLE', NOW)?.id).toBe(opened.id);
      expect(store.getTableState(opened.id)?.guests.map((guest) => guest.name)).toEqual(['Ada']);
      store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps table orders, their rounds and payments across a restart on the same data folder', async () => {
    const { id, ada } = await sentTable();
    await pay(id, { guest_id: ada, kind: 'AMOUNT', amount: 10 });
    const before = await order(id);
    await demo.sandbox.close();

    await demo.restartSandbox();
    // The restarted sandbox follows the real clock again: set it back, so the session has not ended.
    await send('POST', '/__sandbox/clock', { now: minutesAfter(NOW, 60) });
    expect(await order(id)).toEqual(before);
    const back = await join({ guest_id: ada });
    expect(back.body.data.table_order.id).toBe(id);
    expect((await pay(id, { guest_id: ada, kind: 'WHOLE', amount: 36.82 })).body.data.table_order.bill.status).toBe('CLOSED');
  });
});

import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Experience } from '../../domain/types';
import { createBusinessStore } from '../first-screen/business';
import { createSelectionStore } from '../first-screen/selection';
import { createSlotConfirmationStore } from './slot-confirmation';
import { businessConfiguration, createFakeWorld, experienceFor, flush, storesAtMenu, summary } from '../test-support';
import { createTimeSelectionStore } from '../first-screen/time-selection';

const windows = [
  { from: '11:30', to: '14:30' },
  { from: '17:00', to: '22:00' },
];
function scheduled(id: number, asap = false): Experience {
  return {
    ...experienceFor(id, 11),
    isAsapOnly: asap,
    openHours: { tue: windows, wed: windows, thu: windows, fri: windows, sat: windows, sun: windows },
  };
}
const microtasks = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};
const plus = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

async function setup(options: { asap?: boolean; viewMode?: boolean; grace?: boolean; path?: string; table?: string } = {}) {
  const world = createFakeWorld({ startup: { grace: options.grace ?? false } });
  world.deps.now = () => new Date(Date.now());
  world.api.getExperience.mockImplementation(async (id: number) => scheduled(id, options.asap));
  if (options.viewMode) world.api.getBusinessConfiguration.mockResolvedValue({ ...businessConfiguration, viewMode: true });
  const business = createBusinessStore(world.deps);
  await business.load();
  const selection = createSelectionStore(world.deps, business);
  const time = createTimeSelectionStore(world.deps, selection);
  const slots = createSlotConfirmationStore(world.deps, business, selection, time, atom(options.table ? { table: options.table, room: null } : null));
  selection.selectLocation(11);
  await microtasks();
  world.deps.router.navigate(options.path ?? '/menu/checkout');
  const evening = time.$picker.get()!.days[0]!.times.find((slot) => slot.time === '19:00')!;
  if (!options.asap) time.select(evening.iso);
  return { world, time, slots, evening };
}

describe('slot confirmation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z')); // Friday 07:00 New York
  });
  afterEach(() => vi.useRealTimers());

  it('asks the platform for the chosen time and proceeds without a popup when it is still free', async () => {
    const { world, slots, evening, time } = await setup();
    await expect(slots.confirm()).resolves.toEqual({ ok: true, checkoutAt: evening.iso, readyAt: null });
    expect(world.api.getSlots).toHaveBeenCalledWith(101, new Date(evening.iso));
    expect(slots.$prompt.get()).toBeNull();
    expect(world.emitted.filter((event) => event.type === 'analytics')).toEqual([]);
    time.dispose();
  });

  it('shows pickup-time-updated for a moved time; confirming continues with the new time and sends analytics', async () => {
    const { world, slots, evening, time } = await setup();
    const later = plus(evening.iso, 15);
    world.api.getSlots.mockResolvedValueOnce({ nextAvailable: later, nextAvailableWithGrace: later, timeSlots: [later] });
    const outcome = slots.confirm();
    await microtasks();
    expect(slots.$prompt.get()).toEqual({ kind: 'time-updated', time: later, previousTime: evening.iso });
    expect(world.emitted).toContainEqual({ type: 'analytics', detail: expect.objectContaining({ action: 'Pickup time updated' }) });
    slots.accept();
    await expect(outcome).resolves.toEqual({ ok: true, checkoutAt: later, readyAt: null });
    expect(slots.$prompt.get()).toBeNull();
    expect(time.$selected.get()).toBe(later);
    time.dispose();
  });

  it('shows the future-time popup at 1 hour or more; going back stops the checkout', async () => {
    const { world, slots, evening, time } = await setup();
    const later = plus(evening.iso, 60);
    world.api.getSlots.mockResolvedValueOnce({ nextAvailable: later, nextAvailableWithGrace: later, timeSlots: [] });
    const outcome = slots.confirm();
    await microtasks();
    expect(slots.$prompt.get()?.kind).toBe('future-time');
    slots.back();
    await expect(outcome).resolves.toEqual({ ok: false });
    expect(time.$selected.get()).toBe(evening.iso);
    time.dispose();
  });

  it('shows the closed popup with the next opening when next available is null', async () => {
    vi.setSystemTime(new Date('2026-11-20T17:00:00Z')); // 12:00, lunch
    const { world, slots, time } = await setup();
    time.select(null);
    world.api.getSlots.mockResolvedValueOnce({ nextAvailable: null, nextAvailableWithGrace: null, timeSlots: [] });
    const first = time.$picker.get()!.first!.iso;
    const outcome = slots.confirm();
    await microtasks();
    // The nearest slot was the one confirmed, so nothing else can be offered.
    expect(slots.$prompt.get()).toEqual({ kind: 'closed', nextOpening: null });
    slots.back();
    await expect(outcome).resolves.toEqual({ ok: false });
    expect(first).toBe('2026-11-20T12:15:00-05:00');

    // A later choice while closed offers the nearest slot; accepting continues with it.
    time.select('2026-11-20T19:00:00-05:00');
    world.api.getSlots.mockResolvedValueOnce({ nextAvailable: null, nextAvailableWithGrace: null, timeSlots: [] });
    const again = slots.confirm();
    await microtasks();
    expect(slots.$prompt.get()).toEqual({ kind: 'closed', nextOpening: first });
    slots.accept();
    await expect(again).resolves.toEqual({ ok: true, checkoutAt: first, readyAt: null });
    time.dispose();
  });

  it('asks a table guest, while closed now, before the order takes the next opening; going back places nothing', async () => {
    // Friday 07:00 in New York: the experience opens at 11:30.
    const { world, slots, time } = await setup({ table: '12' });
    time.select(null);
    const opening = time.$picker.get()!.first!.iso;
    world.api.getSlots.mockResolvedValue({ nextAvailable: opening, nextAvailableWithGrace: opening, timeSlots: [opening] });
    const declined = slots.confirm();
    await microtasks();
    expect(slots.$prompt.get()).toEqual({ kind: 'closed', nextOpening: opening, closedNow: true });
    slots.back();
    await expect(declined).resolves.toEqual({ ok: false });
    expect(world.api.getSlots).not.toHaveBeenCalled();
    expect(time.$selected.get()).toBeNull();

    const accepted = slots.confirm();
    await microtasks();
    slots.accept();
    await expect(accepted).resolves.toEqual({ ok: true, checkoutAt: opening, readyAt: null });
    expect(time.$selected.get()).toBe(opening);
    // The time is the guest's own now: the next checkout is not asked again.
    await expect(slots.confirm()).resolves.toEqual({ ok: true, checkoutAt: opening, readyAt: null });
    expect(slots.$prompt.get()).toBeNull();
    time.dispose();
  });

  it('tells a table guest on the menu once that it is closed now; the next opening they take becomes their time', async () => {
    const { slots, time } = await setup({ table: '12', path: '/menu' });
    time.select(null);
    const opening = time.$picker.get()!.first!.iso;
    const first = slots.noticeClosedNow();
    expect(slots.$prompt.get()).toEqual({ kind: 'closed', nextOpening: opening, closedNow: true });
    slots.back();
    await first;
    expect(time.$selected.get()).toBeNull();
    // Once per experience: back on the menu, no second notice (the checkout still asks).
    await slots.noticeClosedNow();
    expect(slots.$prompt.get()).toBeNull();
    time.dispose();

    const other = await setup({ table: '12', path: '/menu' });
    other.time.select(null);
    const notice = other.slots.noticeClosedNow();
    other.slots.accept();
    await notice;
    expect(other.time.$selected.get()).toBe(other.time.$picker.get()!.first!.iso);
    other.time.dispose();
  });

  it('asks nothing of a guest without a table or room, nor of a table guest while open', async () => {
    const plain = await setup({ path: '/menu' });
    plain.time.select(null);
    await plain.slots.noticeClosedNow();
    expect(plain.slots.$prompt.get()).toBeNull();
    plain.time.dispose();

    vi.setSystemTime(new Date('2026-11-20T17:00:00Z')); // 12:00, lunch
    const open = await setup({ table: '12', path: '/menu' });
    open.time.select(null);
    await open.slots.noticeClosedNow();
    expect(open.slots.$prompt.get()).toBeNull();
    open.time.dispose();
  });

  it('offers the grace slot once per experience', async () => {
    const { world, slots, evening, time } = await setup({ grace: true });
    const grace = plus(evening.iso, 30);
    world.api.getSlots.mockResolvedValue({ nextAvailable: evening.iso, nextAvailableWithGrace: grace, timeSlots: [] });
    const first = slots.confirm();
    await microtasks();
    expect(slots.$prompt.get()).toEqual({ kind: 'grace', time: grace });
    slots.accept();
    await expect(first).resolves.toEqual({ ok: true, checkoutAt: grace, readyAt: null });
    expect(slots.$onGraceTime.get()).toBe(true);
    // Second time: no grace popup again; the grace slot is the chosen time now, so it proceeds.
    await expect(slots.confirm()).resolves.toEqual({ ok: true, checkoutAt: grace, readyAt: null });
    expect(slots.$prompt.get()).toBeNull();
    time.dispose();
  });

  it('opens not-accepting-orders for an ASAP-only experience an hour away, only on /menu paths', async () => {
    const far = '2026-11-20T11:30:00-05:00'; // 4.5 hours after 07:00
    const onMenu = await setup({ asap: true });
    onMenu.world.api.getSlots.mockResolvedValueOnce({ nextAvailable: far, nextAvailableWithGrace: far, timeSlots: [] });
    const now = new Date().toISOString();
    // ASAP-only with the picker's first slot being 11:30 already: pretend the guest was shown now.
    vi.spyOn(onMenu.time.$picker, 'get').mockReturnValue({ ...onMenu.time.$picker.get()!, first: null });
    const outcome = onMenu.slots.confirm();
    await microtasks();
    expect(onMenu.slots.$prompt.get()).toEqual({ kind: 'not-accepting-orders' });
    expect(onMenu.world.api.getSlots).toHaveBeenCalledWith(101, new Date(now));
    onMenu.slots.back();
    await expect(outcome).resolves.toEqual({ ok: false });
    onMenu.time.dispose();

    const elsewhere = await setup({ asap: true, path: '/' });
    elsewhere.world.api.getSlots.mockResolvedValueOnce({ nextAvailable: far, nextAvailableWithGrace: far, timeSlots: [] });
    vi.spyOn(elsewhere.time.$picker, 'get').mockReturnValue({ ...elsewhere.time.$picker.get()!, first: null });
    await expect(elsewhere.slots.confirm()).resolves.toEqual({ ok: false });
    expect(elsewhere.slots.$prompt.get()).toBeNull();
    elsewhere.time.dispose();
  });

  it('skips every prompt in view mode', async () => {
    const { world, slots, evening, time } = await setup({ viewMode: true });
    world.api.getSlots.mockResolvedValueOnce({ nextAvailable: null, nextAvailableWithGrace: null, timeSlots: [] });
    await expect(slots.confirm()).resolves.toEqual({ ok: true, checkoutAt: evening.iso, readyAt: null });
    expect(slots.$prompt.get()).toBeNull();
    time.dispose();
  });
});

describe('checkout with slot confirmation', () => {
  it('waits for the popup before posting and posts the confirmed time as checkoutAt', async () => {
    const world = createFakeWorld();
    world.api.getExperience.mockImplementation(async (id: number) => {
      const everyDay = [{ from: '00:00', to: '00:00' }];
      return {
        ...experienceFor(id, 11),
        isAsapOnly: false,
        openHours: { mon: everyDay, tue: everyDay, wed: everyDay, thu: everyDay, fri: everyDay, sat: everyDay, sun: everyDay },
      };
    });
    const { stores } = await storesAtMenu(world);
    const chosen = stores.time.$picker.get()!.days[0]!.times[4]!.iso;
    stores.time.select(chosen);
    stores.cart.addItem(stores.menu.findItem(1)!, { quantity: 1 });
    await flush();
    const cartId = world.api.saveCart.mock.calls[0]![0].cartId as string;
    world.push({ status: 'CALCULATED', cartId, hash: 'h1', timestamp: 1, summary: summary(1250) });
    world.deps.router.navigate('/menu/checkout');
    stores.checkout.setValue('firstName', 'Dana');
    stores.checkout.setValue('lastName', 'Levi');
    stores.checkout.setValue('phone', '212 555 0100'); // valid for the US (libphonenumber-js)
    stores.checkout.setValue('terms', true);
    const later = plus(chosen, 15);
    world.api.getSlots.mockResolvedValueOnce({ nextAvailable: later, nextAvailableWithGrace: later, timeSlots: [] });
    const placing = stores.checkout.submit();
    // The checkout first loads the phone rules (a lazy chunk, slow on a cold test run).
    await vi.waitFor(() => expect(stores.slotConfirmation.$prompt.get()?.kind).toBe('time-updated'), { timeout: 5000 });
    expect(world.api.checkout).not.toHaveBeenCalled();
    stores.slotConfirmation.accept();
    await expect(placing).resolves.toBe(true);
    expect(world.api.checkout.mock.calls[0]![0].checkoutAt).toBe(later);
    stores.dispose();
  });
});

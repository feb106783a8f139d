import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Experience } from '../../domain/types';
import { createBusinessStore } from './business';
import { createSelectionStore } from './selection';
import { createFakeWorld, experienceFor } from '../test-support';
import { createTimeSelectionStore } from './time-selection';

/** Harbour Bistro (America/New_York) dine-in: lunch and dinner, Tuesday to Sunday (like Trattoria's 3005). */
function scheduled(id: number): Experience {
  const windows = [
    { from: '11:30', to: '14:30' },
    { from: '17:00', to: '22:00' },
  ];
  return {
    ...experienceFor(id, 11),
    isAsapOnly: false,
    openHours: { tue: windows, wed: windows, thu: windows, fri: windows, sat: windows, sun: windows },
  };
}

const microtasks = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

async function setup(options: { asap?: boolean; nextAvailable?: string; startup?: { date?: string; time?: string; checkoutTime?: string } } = {}) {
  const world = createFakeWorld({ startup: options.startup });
  world.deps.now = () => new Date(Date.now());
  world.api.getExperience.mockImplementation(async (id: number) =>
    options.asap ? experienceFor(id, 11) : { ...scheduled(id), nextAvailable: options.nextAvailable ?? null },
  );
  const business = createBusinessStore(world.deps);
  await business.load();
  const selection = createSelectionStore(world.deps, business);
  const target = new EventTarget();
  const time = createTimeSelectionStore(world.deps, selection, { activityTarget: target as unknown as Window });
  selection.selectLocation(11);
  await microtasks();
  return { world, selection, time, target };
}

describe('time selection store', () => {
  it('follows the chosen time and ASAP-only without building the picker (nobody shows it yet)', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-03T17:00:00Z') });
    try {
      const { time } = await setup();
      // What the page address and the menu listen to: the chosen time and whether the experience is ASAP-only.
      const stop = time.$selected.listen(() => undefined);
      expect(time.$asapOnly.get()).toBe(false);
      expect(time.$picker.lc).toBe(0);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  beforeEach(() => {
    vi.useFakeTimers();
    // Friday 2026-11-20, 07:00 in New York.
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("builds the picker from the experience's open hours in the location's zone and defaults to the first slot", async () => {
    const { time } = await setup();
    const picker = time.$picker.get()!;
    expect(picker.asapOnly).toBe(false);
    expect(picker.days[0]!.isToday).toBe(true);
    expect(picker.days[0]!.times[0]!.time).toBe('11:30');
    expect(picker.days[0]!.times[0]!.rangeLabel).toBe('11:30-12:00');
    expect(time.$selected.get()).toBeNull();
    expect(time.$shown.get()!.iso).toBe('2026-11-20T11:30:00-05:00');
    // Nothing chosen: the order goes for the nearest slot.
    expect(time.checkoutAt()).toBe('2026-11-20T11:30:00-05:00');
    time.dispose();
  });

  it('preselects the date and time a start-up link names, once', async () => {
    const { time } = await setup({ startup: { date: '2026-11-21', time: '19:30' } });
    expect(time.$selected.get()).toBe('2026-11-21T19:30:00-05:00');
    expect(time.checkoutAt()).toBe('2026-11-21T19:30:00-05:00');
    time.select(null);
    await microtasks();
    expect(time.$selected.get()).toBeNull();
    time.dispose();
  });

  it("preselects the state parameter's checkoutTime, and ignores a link time that is not offered", async () => {
    const fromState = await setup({ startup: { checkoutTime: '2026-11-20T22:00:00Z' } });
    expect(fromState.time.$selected.get()).toBe('2026-11-20T17:00:00-05:00');
    fromState.time.dispose();
    const closedHour = await setup({ startup: { date: '2026-11-20', time: '16:00' } });
    expect(closedHour.time.$selected.get()).toBeNull();
    closedHour.time.dispose();
  });

  it("never offers a slot before the platform's next available time (the kitchen's preparation time)", async () => {
    // 07:00 in New York; the widget's own lead would allow 11:30, but the platform says 12:15 first.
    const { time } = await setup({ nextAvailable: '2026-11-20T12:15:00-05:00' });
    expect(time.$picker.get()!.days[0]!.times[0]!.time).toBe('12:15');
    time.dispose();
  });

  it('keeps a chosen time per experience and sends it as checkoutAt', async () => {
    const { time, selection } = await setup();
    const evening = time.$picker.get()!.days[0]!.times.find((slot) => slot.time === '19:00')!;
    time.select(evening.iso);
    expect(time.$shown.get()!.time).toBe('19:00');
    expect(time.checkoutAt()).toBe(evening.iso);
    selection.selectExperience(102);
    await microtasks();
    expect(time.$selected.get()).toBeNull();
    selection.selectExperience(101);
    await microtasks();
    expect(time.$selected.get()).toBe(evening.iso);
    time.dispose();
  });

  it('fixes an ASAP-only experience to now: Today/Now, no checkout time, selection ignored', async () => {
    const { time } = await setup({ asap: true });
    expect(time.$asapOnly.get()).toBe(true);
    time.select('2026-11-20T20:00:00-05:00');
    expect(time.$selected.get()).toBeNull();
    expect(time.checkoutAt()).toBeNull();
    time.dispose();
  });

  it('polls the nearest time after 5000 ms, then at each minute, and replaces a passed time by now', async () => {
    const { time } = await setup();
    const first = time.$picker.get()!.days[0]!.times[0]!;
    time.select(first.iso);
    const start = time.$now.get().getTime();
    await vi.advanceTimersByTimeAsync(4999);
    expect(time.$now.get().getTime()).toBe(start);
    await vi.advanceTimersByTimeAsync(1);
    expect(time.$now.get().getTime()).toBe(start + 5000);
    // Next poll at the minute boundary (12:01:00Z), not 5 s later.
    await vi.advanceTimersByTimeAsync(54_999);
    expect(time.$now.get().getTime()).toBe(start + 5000);
    await vi.advanceTimersByTimeAsync(1);
    expect(time.$now.get().toISOString()).toBe('2026-11-20T12:01:00.000Z');
    expect(time.$selected.get()).toBe(first.iso);
    // Past 11:30 New York (16:30Z) the chosen slot has passed: back to now.
    vi.setSystemTime(new Date('2026-11-20T16:31:00Z'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(time.$selected.get()).toBeNull();
    expect(time.$shown.get()!.time).not.toBe('11:30');
    time.dispose();
  });

  it('resets the selection after 1 hour without activity; activity postpones it; dispose removes the listeners', async () => {
    const { time, target } = await setup();
    const reset = vi.fn();
    time.onInactivityReset(reset);
    const slot = time.$picker.get()!.days[1]!.times[0]!;
    time.select(slot.iso);
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    target.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(time.$selected.get()).toBe(slot.iso);
    expect(reset).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(time.$selected.get()).toBeNull();
    expect(reset).toHaveBeenCalledTimes(1);

    const removed = vi.spyOn(target, 'removeEventListener');
    const timers = vi.getTimerCount();
    time.dispose();
    expect(removed.mock.calls.map((call) => call[0]).sort()).toEqual(['keydown', 'mousedown', 'mousemove', 'resize', 'scroll']);
    // Its three timers (nearest-time poll, inactivity, today's closing) are gone.
    expect(timers - vi.getTimerCount()).toBe(3);
  });

  it('re-checks when the location closes (lunch at 14:30, then dinner at 22:00)', async () => {
    vi.setSystemTime(new Date('2026-11-20T17:00:00Z')); // 12:00 New York, open for lunch
    const { time } = await setup();
    const recheck = vi.fn();
    time.onClosingRecheck(recheck);
    await vi.advanceTimersByTimeAsync(2.5 * 60 * 60_000 - 1); // 14:29:59.999
    expect(recheck).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(recheck).toHaveBeenCalledTimes(1);
    expect(time.$now.get().toISOString()).toBe('2026-11-20T19:30:00.000Z');
    await vi.advanceTimersByTimeAsync(7.5 * 60 * 60_000); // 22:00
    expect(recheck).toHaveBeenCalledTimes(2);
    time.dispose();
  });
});

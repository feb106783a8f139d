import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../lazy-part';
import { deferred, flush } from '../test-support';
import { CALCULATION_TIMEOUT_MS, type CalculationState, type CalculationStore } from './calculation-state';
import { createLazyCalculation } from './lazy-calculation';
import { messages } from './messages';

/** A stand-in over a fake engine whose code arrives when the test says so. */
function setup() {
  const $state = atom<CalculationState>({ status: 'idle' });
  const $lines = atom<readonly unknown[]>([]);
  const $experienceId = atom<number | null>(101);
  const engine = {
    $state,
    calculate: vi.fn(() => {
      $state.set($lines.get().length ? { status: 'pending' } : { status: 'idle' });
      return Promise.resolve();
    }),
    ensureCalculated: vi.fn(),
    currentRequest: vi.fn(() => null),
    forget: vi.fn(),
    renew: vi.fn(() => Promise.resolve(null)),
    realtime: vi.fn(() => Promise.resolve(null)),
    dispose: vi.fn(),
  } satisfies CalculationStore;
  let arrival = deferred<void>();
  const importEngine = vi.fn(() => arrival.promise);
  const part = lazyPart(importEngine, () => engine);
  const calculation = createLazyCalculation($state, { $lines }, $experienceId, part);
  return {
    $state,
    $lines,
    $experienceId,
    engine,
    importEngine,
    part,
    calculation,
    arrive: () => arrival.resolve(),
    fail: () => {
      const failed = arrival;
      arrival = deferred<void>();
      failed.reject(new Error('chunk failed'));
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the calculation before its engine loaded', () => {
  it('loads nothing while the cart is empty', async () => {
    const { calculation, importEngine, $state } = setup();
    await calculation.calculate();
    calculation.forget();
    expect(importEngine).not.toHaveBeenCalled();
    expect($state.get()).toEqual({ status: 'idle' });
    expect(calculation.currentRequest()).toBeNull();
  });

  it('a line added loads the engine, shows pending meanwhile and calculates once, however many changes came first', async () => {
    const { calculation, importEngine, engine, $lines, $state, arrive } = setup();
    $lines.set(['margherita']);
    expect($state.get()).toEqual({ status: 'pending' });
    $lines.set(['margherita', 'tiramisu']);
    calculation.ensureCalculated();
    void calculation.calculate();
    expect(importEngine).toHaveBeenCalledOnce();
    expect(engine.calculate).not.toHaveBeenCalled();
    arrive();
    await flush();
    expect(engine.calculate).toHaveBeenCalledOnce();
  });

  it('once the engine exists, forwards every call and leaves the lines to it', async () => {
    const { calculation, engine, part, $lines, arrive } = setup();
    arrive();
    await part.load();
    $lines.set(['margherita']);
    // The engine follows the lines itself: the stand-in adds no second save.
    expect(engine.calculate).not.toHaveBeenCalled();
    calculation.ensureCalculated();
    calculation.forget();
    calculation.currentRequest();
    await calculation.calculate();
    await calculation.renew();
    expect(engine.ensureCalculated).toHaveBeenCalledOnce();
    expect(engine.forget).toHaveBeenCalledOnce();
    expect(engine.currentRequest).toHaveBeenCalledOnce();
    expect(engine.calculate).toHaveBeenCalledOnce();
    expect(engine.renew).toHaveBeenCalledOnce();
    calculation.dispose();
    expect(engine.dispose).toHaveBeenCalledOnce();
  });

  it('an experience changed with lines in the cart calculates, until the engine follows the experience itself', async () => {
    const before = setup();
    before.$lines.set(['margherita']);
    before.fail();
    await flush();
    before.$experienceId.set(102);
    expect(before.importEngine).toHaveBeenCalledTimes(2);
    expect(before.$state.get()).toEqual({ status: 'pending' });
    const after = setup();
    after.$lines.set(['margherita']);
    after.arrive();
    await flush();
    after.engine.calculate.mockClear();
    after.$experienceId.set(102);
    expect(after.engine.calculate).not.toHaveBeenCalled();
  });

  it('code that failed to download is a retryable error: calculating again downloads it again', async () => {
    const { calculation, engine, importEngine, $lines, $state, fail, arrive } = setup();
    $lines.set(['margherita']);
    fail();
    await flush();
    expect($state.get()).toEqual({ status: 'error', message: messages.generic });
    void calculation.calculate();
    expect($state.get()).toEqual({ status: 'pending' });
    expect(importEngine).toHaveBeenCalledTimes(2);
    arrive();
    await flush();
    expect(engine.calculate).toHaveBeenCalledOnce();
  });

  it('code that never arrives ends in the timed-out error after the same bound as a result; arriving later still calculates', async () => {
    vi.useFakeTimers();
    const { engine, $lines, $state, arrive } = setup();
    $lines.set(['margherita']);
    vi.advanceTimersByTime(CALCULATION_TIMEOUT_MS - 1);
    expect($state.get()).toEqual({ status: 'pending' });
    vi.advanceTimersByTime(1);
    expect($state.get()).toEqual({ status: 'error', message: messages.calculationTimedOut });
    arrive();
    await vi.runAllTimersAsync();
    expect(engine.calculate).toHaveBeenCalledOnce();
    expect($state.get()).toEqual({ status: 'pending' });
  });

  it('an engine arriving after dispose calculates nothing', async () => {
    vi.useFakeTimers();
    const { calculation, engine, $lines, $state, arrive } = setup();
    $lines.set(['margherita']);
    calculation.dispose();
    vi.advanceTimersByTime(CALCULATION_TIMEOUT_MS);
    expect($state.get()).toEqual({ status: 'pending' });
    arrive();
    await vi.runAllTimersAsync();
    expect(engine.calculate).not.toHaveBeenCalled();
  });
});

import type { ReadableAtom, WritableAtom } from 'nanostores';
import type { LazyPart } from '../lazy-part';
import { CALCULATION_TIMEOUT_MS, type CalculationState, type CalculationStore } from './calculation-state';
import { messages } from './messages';

/**
 * The calculation store the menu side hands out at once, standing in for the code that saves the
 * cart and follows its calculation (`calculation.ts`, with the coupon and the error catalogue it
 * words refusals with): that code is a later chunk, because the first menu has nothing to calculate.
 *
 * Until the engine has loaded, the first line added (or any call that needs a calculation) loads
 * it, shows `pending` meanwhile and calculates once it arrived; from then on every call goes to
 * the engine, which follows the cart's lines itself. Both keep their state in `$state`, so whoever
 * subscribed before the engine arrived follows it. The wait for the code is bounded like the wait
 * for a result: past {@link CALCULATION_TIMEOUT_MS} the guest gets the retryable timed-out error, and
 * code that failed to download is a retryable error too (calculating again downloads it again).
 */
export function createLazyCalculation(
  $state: WritableAtom<CalculationState>,
  lines: { readonly $lines: ReadableAtom<readonly unknown[]> },
  experienceId: ReadableAtom<number | null>,
  engine: LazyPart<CalculationStore>,
): CalculationStore {
  let disposed = false;
  /** The one calculation asked for while the engine loads (later asks share it: one save, not two). */
  let waiting: Promise<void> | null = null;
  let bound: ReturnType<typeof setTimeout> | null = null;

  const stopBound = () => {
    if (bound) clearTimeout(bound);
    bound = null;
  };

  function calculate(): Promise<void> {
    const loaded = engine.current();
    if (loaded) return loaded.calculate();
    if (waiting) return waiting;
    if (!lines.$lines.get().length) {
      $state.set({ status: 'idle' });
      return Promise.resolve();
    }
    const pending: CalculationState = { status: 'pending' };
    $state.set(pending);
    bound = setTimeout(() => {
      bound = null;
      if (!disposed && $state.get() === pending) $state.set({ status: 'error', message: messages.calculationTimedOut });
    }, CALCULATION_TIMEOUT_MS);
    const ask = engine.load().then(
      (arrived) => {
        stopBound();
        waiting = null;
        // The engine's own listeners missed what changed while it loaded: it calculates the lines of now.
        if (!disposed) return arrived.calculate();
      },
      () => {
        stopBound();
        waiting = null;
        if (!disposed && !engine.current()) $state.set({ status: 'error', message: messages.generic });
      },
    );
    waiting = ask;
    return ask;
  }

  // Before the engine exists nobody follows the lines: a line added (or an experience changed with
  // lines in the cart) loads it and calculates. Once it exists it follows them itself.
  const unlistenLines = lines.$lines.listen(() => {
    if (!engine.current()) void calculate();
  });
  const unlistenExperience = experienceId.listen(() => {
    if (!engine.current() && lines.$lines.get().length) void calculate();
  });

  return {
    $state,
    calculate,
    ensureCalculated() {
      const loaded = engine.current();
      if (loaded) loaded.ensureCalculated();
      else void calculate();
    },
    // Nothing is saved before the engine exists.
    currentRequest: () => engine.current()?.currentRequest() ?? null,
    forget() {
      const loaded = engine.current();
      if (loaded) loaded.forget();
      else $state.set({ status: 'idle' });
    },
    renew: () => engine.load().then((arrived) => arrived.renew()),
    realtime: () => engine.load().then((arrived) => arrived.realtime()),
    dispose() {
      disposed = true;
      stopBound();
      unlistenLines();
      unlistenExperience();
      engine.current()?.dispose();
    },
  };
}

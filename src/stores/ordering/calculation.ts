import { atom, type WritableAtom } from 'nanostores';
import { ApiError, isCancellation } from '../../api/errors';
import type { RealtimeCarts } from '../../realtime/realtime-carts';
import type { OrderingDeps } from '../deps';
import type { CartCalculation, CartRequest } from '../../domain/types';
import type { BusinessStore } from '../first-screen/business';
import type { CartStore } from './cart';
import { createCartId } from '../../domain/ids';
import { afterPaintShown } from '../../ui/after-next-paint';
import { resolveError } from '../../domain/error-catalogue';
import { describeError, outOfStockMessage, reportUntranslated, stockItemList } from './error-messages';
import { messages } from './messages';
import type { SelectionStore } from '../first-screen/selection';
import { CALCULATION_TIMEOUT_MS, type CalculationCoupon, type CalculationState, type CalculationStore } from './calculation-state';

export { CALCULATION_TIMEOUT_MS, rejectedPosIds } from './calculation-state';
export type { CalculationCoupon, CalculationState, CalculationStore } from './calculation-state';

const RETRY_WITH_NEW_CART = new Set(['CART_RACE_CONDITIONS', 'CART_EXPERIENCE_OR_BUSINESS_CAN_NOT_BE_CHANGED']);

/** Creates the calculation store; it recalculates whenever the cart's lines change. */
export function createCalculationStore(
  deps: OrderingDeps,
  business: BusinessStore,
  selection: SelectionStore,
  cart: CartStore,
  /** The order time the cart is priced for (null = ASAP); the time-selection store supplies it. */
  checkoutAt: () => string | null = () => null,
  /** The coupon the cart is saved with (the checkout's coupon store); none by default. */
  coupon: CalculationCoupon | null = null,
  /**
   * The atom the state is kept in: the menu side's, so what screens subscribed to before this code
   * loaded (`lazy-calculation.ts`) follows it; a fresh one by default.
   */
  $state: WritableAtom<CalculationState> = atom<CalculationState>({ status: 'idle' }),
): CalculationStore {
  let cartId: string | null = null;
  let created = false;
  let expectedHash: string | null = null;
  let lastTimestamp = 0;
  let savedRequest: CartRequest | null = null;
  let savedLines: unknown = null;
  let running: Promise<void> | null = null;
  let dirty = false;
  let disposed = false;
  const early = new Map<string, CartCalculation>();
  let realtime: Promise<RealtimeCarts | null> | null = null;
  let watched: { cartId: string; unwatch: (() => void) | null } | null = null;
  let deadline: ReturnType<typeof setTimeout> | null = null;
  /** The last wait ran out: the next calculation also asks the realtime connection to reconnect now. */
  let timedOut = false;

  function apply(calculation: CartCalculation): void {
    lastTimestamp = calculation.timestamp;
    if (calculation.status === 'REJECTED' && savedRequest?.couponCode && resolveError({ message: calculation.reason }, 'coupon').action === 'invalid-coupon') {
      // "on an invalid coupon code the coupon is dropped": save again without it.
      coupon?.refused(calculation.reason);
      void calculate();
      return;
    }
    if (calculation.status === 'CALCULATED') {
      $state.set({ status: 'calculated', summary: calculation.summary });
      return;
    }
    // Each listed item says what is wrong with it: sold out, out of stock, or how many are left.
    const message = calculation.itemErrors.length ? outOfStockMessage(stockItemList(calculation.itemErrors, deps.i18n)) : describeError(calculation.reason);
    if (!calculation.itemErrors.length) reportUntranslated(deps.api, calculation.reason);
    $state.set({
      status: 'rejected',
      message,
      unavailable: calculation.itemErrors.filter((item) => item.error !== 'NOT_ENOUGH').map((item) => item.posUniqueId),
    });
  }

  function onCalculation(calculation: CartCalculation): void {
    if (disposed || calculation.cartId !== cartId || calculation.timestamp <= lastTimestamp) return;
    // Results can beat the save's response; keep them until we know which hash is ours.
    if (expectedHash === null) {
      early.set(calculation.hash, calculation);
      return;
    }
    if (calculation.hash === expectedHash) apply(calculation);
  }

  function connect(): Promise<RealtimeCarts | null> {
    if (!realtime) {
      // Before the configuration arrives (a checkout resumed at start-up) do not remember "no realtime".
      if (!deps.scope.realtime()) return Promise.resolve(null);
      realtime = deps.connectRealtime();
      realtime.catch(() => {
        realtime = null;
      });
    }
    return realtime;
  }

  async function watch(id: string): Promise<void> {
    if (watched?.cartId === id) return;
    watched?.unwatch?.();
    const entry: { cartId: string; unwatch: (() => void) | null } = { cartId: id, unwatch: null };
    watched = entry;
    const carts = await connect();
    if (!carts) return;
    const unwatch = await carts.watchCart(id, onCalculation);
    if (watched === entry && !disposed) entry.unwatch = unwatch;
    else unwatch();
  }

  function buildRequest(id: string): CartRequest | null {
    const experienceId = selection.$experienceId.get();
    const businessId = business.businessId();
    if (experienceId === null || businessId === null) return null;
    return {
      cartId: id,
      experienceId,
      businessId,
      lines: cart.$lines.get(),
      comment: '',
      couponCode: coupon?.code() ?? null,
      checkoutAt: checkoutAt(),
    };
  }

  async function saveOnce(retried: boolean): Promise<void> {
    if (!cartId) {
      cartId = createCartId();
      created = false;
    }
    const id = cartId;
    const request = buildRequest(id);
    if (!request) {
      $state.set({ status: 'idle' });
      return;
    }
    expectedHash = null;
    early.clear();
    $state.set({ status: 'pending' });
    const watching = watch(id);
    try {
      const [ack] = await Promise.all([deps.api.saveCart(request, !created), watching]);
      if (disposed || cartId !== id) return;
      created = true;
      savedRequest = request;
      savedLines = request.lines;
      if (request.couponCode) coupon?.accepted(ack.coupon ?? { code: request.couponCode, name: request.couponCode });
      if (dirty) return;
      expectedHash = ack.hash;
      if (!ack.pending && ack.summary) {
        $state.set({ status: 'calculated', summary: ack.summary });
        return;
      }
      const waiting = early.get(ack.hash);
      early.clear();
      if (waiting) apply(waiting);
      else if (business.$configuration.get() && !deps.scope.realtime()) {
        // The configuration names no usable realtime database (none, or an address the allow-list
        // refused): the totals can never arrive, so say so now instead of after the full wait.
        $state.set({ status: 'error', message: messages.calculationTimedOut });
      }
    } catch (error) {
      if (disposed || isCancellation(error)) return;
      if (!retried && error instanceof ApiError && RETRY_WITH_NEW_CART.has(error.message)) {
        // A race or a changed experience needs a new cart id; retry once silently.
        cartId = null;
        return saveOnce(true);
      }
      if (request.couponCode && error instanceof ApiError && error.kind === 'http') {
        // A refused coupon (invalid or not) is removed; the cart is saved again without it.
        reportUntranslated(deps.api, error, 'coupon');
        coupon?.refused(error);
        if (!coupon?.code()) return saveOnce(retried);
      }
      reportUntranslated(deps.api, error);
      $state.set({ status: 'error', message: error instanceof ApiError ? describeError(error, 'general', deps.i18n) : messages.generic });
    }
  }

  /** Cancels the save a change of lines put off until after its frame (see `unlistenLines`). */
  let cancelDeferred: (() => void) | null = null;

  function calculate(): Promise<void> {
    // Asked now (checkout, a coupon): the save put off after the last change is this one.
    cancelDeferred?.();
    cancelDeferred = null;
    if (timedOut) {
      timedOut = false;
      void realtime?.then(
        (carts) => carts?.reconnect(),
        () => undefined,
      );
    }
    if (!cart.$lines.get().length) {
      $state.set({ status: 'idle' });
      return running ?? Promise.resolve();
    }
    if (running) {
      dirty = true;
      return running;
    }
    running = (async () => {
      do {
        dirty = false;
        await saveOnce(false);
      } while (dirty && !disposed);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function forget(): void {
    watched?.unwatch?.();
    watched = null;
    cartId = null;
    created = false;
    expectedHash = null;
    savedRequest = null;
    savedLines = null;
    early.clear();
    $state.set({ status: 'idle' });
  }

  // Every wait for a calculation is bounded: each new pending state restarts the clock, any other
  // state stops it. A result arriving after the deadline still replaces the message.
  const unlistenPending = $state.listen((state) => {
    if (deadline) clearTimeout(deadline);
    deadline = null;
    if (state.status !== 'pending') return;
    deadline = setTimeout(() => {
      deadline = null;
      if (disposed || $state.get() !== state) return;
      timedOut = true;
      $state.set({ status: 'error', message: messages.calculationTimedOut });
    }, CALCULATION_TIMEOUT_MS);
  });

  // The tap that changed the lines paints first (the count, the dialog closing); the save to the
  // platform and its realtime watch start once that frame is on screen (a request started while the
  // frame is still on its way there delays it on a small machine). The totals shown no longer match
  // the lines from this moment, so the state is pending at once (checkout waits for the new totals).
  const unlistenLines = cart.$lines.listen((lines) => {
    cancelDeferred?.();
    cancelDeferred = null;
    if (!lines.length) {
      void calculate();
      return;
    }
    if ($state.get().status !== 'pending') $state.set({ status: 'pending' });
    cancelDeferred = afterPaintShown(() => {
      cancelDeferred = null;
      if (!disposed) void calculate();
    });
  });
  // A new experience or location means a new platform cart.
  const unlistenExperience = selection.$experienceId.listen(() => {
    forget();
    if (cart.$lines.get().length) void calculate();
  });

  return {
    $state,
    calculate,
    ensureCalculated() {
      const status = $state.get().status;
      const fresh = savedLines === cart.$lines.get();
      if (running || (fresh && (status === 'calculated' || status === 'pending'))) return;
      void calculate();
    },
    currentRequest: () => (savedRequest && savedLines === cart.$lines.get() && savedRequest.couponCode === (coupon?.code() ?? null) ? savedRequest : null),
    forget,
    async renew() {
      forget();
      await calculate();
      return savedRequest && savedLines === cart.$lines.get() ? savedRequest : null;
    },
    realtime: connect,
    dispose() {
      disposed = true;
      unlistenPending();
      if (deadline) clearTimeout(deadline);
      unlistenLines();
      cancelDeferred?.();
      unlistenExperience();
      watched?.unwatch?.();
      watched = null;
    },
  };
}

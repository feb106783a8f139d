import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { atom, type ReadableAtom } from 'nanostores';
import { ApiError } from '../../../api/errors';
import type { Emit } from '../../../domain/host-events';
import { resolveError } from '../../../domain/error-catalogue';

/**
 * The coupon modal's state ("coupon modal states"):
 * - `add`: the code input (`message` set when the last try was refused as invalid: retry allowed);
 * - `applying`: the cart is being saved with the code;
 * - `done`: applied (OK closes the modal);
 * - `error`: the platform refused the code as invalid (4247 CART_INVALID_COUPON_CODE); the coupon is
 *   removed, `retry()` goes back to `add` with the code kept;
 * - `general-error`: any other refusal (OK closes); the coupon is removed;
 * - `removing`: the applied coupon is being removed and the checkout recalculated.
 */
export type CouponState =
  | { status: 'add' }
  | { status: 'applying'; code: string }
  | { status: 'done'; code: string; name: string }
  | { status: 'error'; code: string; message: MessageDescriptor }
  | { status: 'general-error'; message: MessageDescriptor }
  | { status: 'removing'; code: string };

/** The coupon sub-store of the checkout (the coupon modal, and the code sent with every cart save). */
export interface CouponStore {
  readonly $state: ReadableAtom<CouponState>;
  /** The coupon on the cart (code and display name), or null. */
  readonly $applied: ReadableAtom<{ code: string; name: string } | null>;
  /** The code-required error of the add form ("coupon code is required"), after an empty apply. */
  readonly $codeError: ReadableAtom<MessageDescriptor | null>;
  /** Saves the cart with `code` and waits for the platform; empty codes only set {@link $codeError}. */
  apply(code: string): Promise<void>;
  /** From `error`: back to `add` to try another code. */
  retry(): void;
  /** Removes the applied coupon and recalculates. */
  remove(): Promise<void>;
  /** The modal closed (OK, close button, outside click): `done`/`error`/`general-error` go back to `add`. */
  close(): void;
  /** The code sent with every cart save (the calculation store reads it). */
  code(): string | null;
  /**
   * The calculation store reports a save or calculation that carried the code and was refused
   * (ApiError or REJECTED reason). The coupon is dropped ("on an invalid coupon code the
   * coupon is dropped"); the calculation then saves the cart again without it.
   */
  refused(error: unknown): void;
  /** The calculation store reports a save that carried the code and was accepted. */
  accepted(coupon: { code: string; name: string } | null): void;
  /**
   * Puts back a coupon the cart carried before a reload: sent with the next save, and dropped like
   * any other if the platform refuses it then.
   */
  restore(coupon: { code: string; name: string }): void;
  /** Clearing the checkout forgets the coupon. */
  reset(): void;
}

/** "Coupon code is required; error text key checkout.coupon.errors.notValid". */
const CODE_REQUIRED = msg`Code not valid. Enter another code and try again`;

/** Creates the coupon sub-store; `recalculate` saves the cart (with {@link CouponStore.code}) and resolves after the save. */
export function createCouponStore(recalculate: () => Promise<void>, emit: Emit): CouponStore {
  const $state = atom<CouponState>({ status: 'add' });
  const $applied = atom<{ code: string; name: string } | null>(null);
  const $codeError = atom<MessageDescriptor | null>(null);
  /** The code sent with cart saves: the one being applied or the applied one. */
  let current: string | null = null;
  let refusal: unknown = null;
  let acceptedCoupon: { code: string; name: string } | null = null;

  function refusalState(error: unknown, code: string): CouponState {
    const facts = error instanceof ApiError ? { code: error.code, message: error.message } : { message: typeof error === 'string' ? error : null };
    const resolved = resolveError(facts, 'coupon');
    if (resolved.action === 'invalid-coupon') return { status: 'error', code, message: resolved.message ?? CODE_REQUIRED };
    return { status: 'general-error', message: msg`We could not apply this code. Please try again.` };
  }

  async function apply(input: string): Promise<void> {
    const code = input.trim();
    const status = $state.get().status;
    if (status === 'applying' || status === 'removing') return;
    if (!code) {
      $codeError.set(CODE_REQUIRED);
      return;
    }
    $codeError.set(null);
    current = code;
    refusal = null;
    acceptedCoupon = null;
    $state.set({ status: 'applying', code });
    await recalculate();
    if ($state.get().status !== 'applying') return;
    if (refusal !== null || current !== code) {
      $state.set(refusalState(refusal, code));
      emit('analytics', { category: 'Ordering - Checkout', action: 'Coupon refused', label: code });
      return;
    }
    const coupon = acceptedCoupon ?? { code, name: code };
    $applied.set(coupon);
    $state.set({ status: 'done', code: coupon.code, name: coupon.name });
    emit('analytics', { category: 'Ordering - Checkout', action: 'Coupon applied', label: coupon.code });
  }

  return {
    $state,
    $applied,
    $codeError,
    apply,
    retry() {
      if ($state.get().status === 'error') $state.set({ status: 'add' });
    },
    async remove() {
      const applied = $applied.get();
      if (!applied || $state.get().status === 'removing') return;
      $state.set({ status: 'removing', code: applied.code });
      current = null;
      $applied.set(null);
      await recalculate();
      $state.set({ status: 'add' });
    },
    close() {
      const status = $state.get().status;
      if (status === 'done' || status === 'error' || status === 'general-error') $state.set({ status: 'add' });
      $codeError.set(null);
    },
    code: () => current,
    refused(error) {
      const code = current;
      current = null;
      refusal = error ?? 'CART_NOT_VALID';
      $applied.set(null);
      // A coupon dropped outside the modal (a later cart change): the modal shows why when opened.
      if (code && $state.get().status !== 'applying') $state.set(refusalState(error, code));
    },
    accepted(coupon) {
      acceptedCoupon = coupon;
      if (coupon && $applied.get()) $applied.set(coupon);
    },
    restore(coupon) {
      current = coupon.code;
      refusal = null;
      acceptedCoupon = null;
      $applied.set(coupon);
      $state.set({ status: 'add' });
    },
    reset() {
      current = null;
      refusal = null;
      $applied.set(null);
      $codeError.set(null);
      $state.set({ status: 'add' });
    },
  };
}

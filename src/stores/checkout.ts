import type { MessageDescriptor } from '@lingui/core';
import { atom, computed, type ReadableAtom } from 'nanostores';
import { ApiError, isCancellation } from '../api/errors';
import type { OrderingDeps } from '../app/contracts';
import { payInPersonType } from '../payments/pay-in-person';
import type { CalculationStore } from './calculation';
import type { CartStore } from './cart';
import {
  cleanPhone, emptyCheckoutValues, validateCheckout,
  type CheckoutErrors, type CheckoutField, type CheckoutValues,
} from './checkout-validation';
import { describeError, messages } from './messages';
import type { OrderStore } from './order';
import type { SelectionStore } from './selection';
import type { SlotConfirmationStore } from './slot-confirmation';

/** The checkout form and its submission (spec 4.4, 5.1). */
export interface CheckoutStore {
  readonly $values: ReadableAtom<CheckoutValues>;
  /** Field errors, shown only after the first submit attempt (spec 5.1). */
  readonly $errors: ReadableAtom<CheckoutErrors>;
  readonly $submitting: ReadableAtom<boolean>;
  /** The last submission error, translated by the screen; the form and cart stay as they were. */
  readonly $submitError: ReadableAtom<MessageDescriptor | null>;
  /** Submit is disabled while the cart is calculating or an order is being placed (spec 4.4). */
  readonly $canSubmit: ReadableAtom<boolean>;
  setValue<K extends CheckoutField>(field: K, value: CheckoutValues[K]): void;
  /**
   * Validates and places the order paid in person. A second call while one is running does
   * nothing. Resolves true when the order was placed (then the guest is on /menu/confirm).
   */
  submit(): Promise<boolean>;
  dismissError(): void;
  reset(): void;
}

/** Creates the checkout store. */
export function createCheckoutStore(
  deps: OrderingDeps,
  selection: SelectionStore,
  cart: CartStore,
  calculation: CalculationStore,
  order: OrderStore,
  /** TIME: confirms the slot before posting (spec 4.4 step 1); absent in older tests. */
  slotConfirmation?: SlotConfirmationStore,
): CheckoutStore {
  const $values = atom<CheckoutValues>(emptyCheckoutValues());
  const $attempted = atom(false);
  const $submitting = atom(false);
  const $submitError = atom<MessageDescriptor | null>(null);
  const $errors = computed([$values, $attempted, selection.$experience], (values, attempted, experience) =>
    attempted ? validateCheckout(values, experience) : {},
  );
  const $canSubmit = computed(
    [$submitting, calculation.$state],
    (submitting, state) => !submitting && state.status === 'calculated',
  );
  let submitting = false;

  async function submit(): Promise<boolean> {
    if (submitting) return false;
    $attempted.set(true);
    const values = $values.get();
    const experience = selection.$experience.get();
    if (Object.keys(validateCheckout(values, experience)).length) return false;
    const state = calculation.$state.get();
    const request = calculation.currentRequest();
    if (state.status !== 'calculated' || !request) return false;
    const paymentType = payInPersonType(experience);
    if (!paymentType) {
      $submitError.set(messages.checkoutGeneral);
      return false;
    }
    submitting = true;
    $submitting.set(true);
    $submitError.set(null);
    try {
      // TIME, spec 4.4 step 1: confirm the time slot (updated, future, grace or closed popups); the
      // guest going back stops here. The confirmed time is the order's `checkoutAt` (null: ASAP).
      let checkoutAt = request.checkoutAt;
      if (slotConfirmation) {
        const slot = await slotConfirmation.confirm();
        if (!slot.ok) return false;
        checkoutAt = slot.checkoutAt;
      }
      const placed = await deps.api.checkout({
        ...request,
        checkoutAt,
        details: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          phone: cleanPhone(values.phone.trim()) || null,
          email: values.email.trim() || null,
          roomNumber: null,
          tableNumber: null,
          numberOfDiners: null,
        },
        paymentType,
        tip: null,
        deviceId: deps.startup.deviceId,
        receiveReceiptByEmail: false,
      });
      const currency = cart.$currencyCode.get();
      order.place({
        order: placed,
        lines: request.lines,
        summary: state.summary,
        currencyCode: currency,
        locationName: selection.$location.get()?.name ?? '',
      });
      deps.emit('order-complete', {
        orderId: placed.id,
        orderNumber: placed.orderNumber,
        confirmationNumber: placed.confirmationNumber,
        total: state.summary.total,
        currency,
        checkoutTime: placed.checkoutTime,
      });
      deps.emit('analytics', { category: 'Ordering - Checkout', action: 'Order placed', label: paymentType });
      // Spec 4.4 "clearing checkout": the cart, the customer details and the platform cart go.
      deps.router.navigate('/menu/confirm');
      calculation.forget();
      cart.clear();
      $values.set(emptyCheckoutValues());
      $attempted.set(false);
      return true;
    } catch (error) {
      if (!isCancellation(error)) {
        $submitError.set(error instanceof ApiError ? describeError(error, 'checkout') : messages.generic);
        // Spec 7.5: checkout errors send an analytics error event.
        deps.emit('analytics', {
          category: 'Ordering - Checkout',
          action: 'Error',
          label: error instanceof ApiError ? String(error.code) : 'unknown',
        });
      }
      return false;
    } finally {
      submitting = false;
      $submitting.set(false);
    }
  }

  return {
    $values,
    $errors,
    $submitting,
    $submitError,
    $canSubmit,
    setValue(field, value) {
      $values.set({ ...$values.get(), [field]: value });
    },
    submit,
    dismissError: () => $submitError.set(null),
    reset() {
      $values.set(emptyCheckoutValues());
      $attempted.set(false);
      $submitError.set(null);
    },
  };
}

import { atom, computed, type ReadableAtom } from 'nanostores';
import type { Emit } from '../../../domain/host-events';
import {
  chooserDisabled,
  customTipValue,
  defaultPayment,
  parseDecimalInput,
  paymentOptions,
  tipAmount,
  tipAvailable,
  payInPersonType,
  type PaymentDevice,
  type PaymentOption,
  type TipChoice,
} from '../../../domain/checkout';
import type { BusinessConfiguration, Currency, Experience, MinorAmount } from '../../../domain/types';

/** Payment method and tip of the checkout (payment codes, the tip and when it is offered). */
export interface CheckoutPayment {
  /** The payment methods the experience allows, normalized over the three readings. */
  readonly $paymentOptions: ReadableAtom<PaymentOption[]>;
  /** The chosen payment type (WALLET, CASH, PAY_IN_PERSON, ROOM, EMV), or null when none is allowed. */
  readonly $payment: ReadableAtom<string | null>;
  /** The chooser is disabled with one option. */
  readonly $chooserDisabled: ReadableAtom<boolean>;
  /** Whether a tip is offered for the experience and the chosen payment type. */
  readonly $tipAvailable: ReadableAtom<boolean>;
  /** The experience's tip options in percent (empty without tips). */
  readonly $tipOptions: ReadableAtom<number[]>;
  /** The tip choice: a percent (default), custom, or none (tip). */
  readonly $tipChoice: ReadableAtom<TipChoice>;
  /** The custom tip as typed (decimal text, decimal inputs). */
  readonly $customTipText: ReadableAtom<string>;
  /** The tip in minor units for the current subtotal (0 when no tip is available). */
  readonly $tip: ReadableAtom<MinorAmount>;
  selectPayment(type: string): void;
  selectTip(choice: TipChoice): void;
  /** Sets the custom tip text; input that is not a decimal is refused and false returned. */
  setCustomTip(text: string): boolean;
  /** The tip to post: amount and type (PERCENTAGE for a percent choice, FIXED otherwise), or null. */
  tipForCheckout(): { amount: MinorAmount; type: 'FIXED' | 'PERCENTAGE' } | null;
  /** What the guest chose (null where they kept the default), for the checkout draft. */
  choices(): { payment: string | null; tip: TipChoice | null; customTip: string };
  /** Puts back the guest's choices after a reload; a payment the experience no longer allows is ignored. */
  restore(choices: { payment: string | null; tip: TipChoice | null; customTip: string }): void;
  /** Clears the payment chosen and the custom tip, and sets the tip to a percentage of 0. */
  reset(): void;
}

/** The tip of a cleared checkout: a percentage of 0, which the tip chooser shows as "No tip". */
const CLEARED_TIP: TipChoice = { kind: 'percent', percent: 0 };

/**
 * Creates the payment and tip state over the experience, the business wallet, the subtotal and currency,
 * for a device with or without a card terminal.
 */
export function createCheckoutPayment(
  $experience: ReadableAtom<Experience | null>,
  $wallet: ReadableAtom<BusinessConfiguration['wallet']>,
  $subtotal: ReadableAtom<MinorAmount>,
  $currency: ReadableAtom<Currency>,
  emit: Emit,
  device: PaymentDevice,
): CheckoutPayment {
  const $paymentOptions = computed([$experience, $wallet], (experience, wallet) => (experience ? paymentOptions(experience, wallet, device) : []));
  const $chosen = atom<string | null>(null);
  const $payment = computed([$chosen, $experience, $paymentOptions], (chosen, experience, options) => {
    if (chosen && options.some((option) => option.type === chosen)) return chosen;
    if (!experience) return null;
    // An experience listing no payments at all takes the order paid in person (the skeleton's rule).
    if (!options.length) return payInPersonType(experience);
    return defaultPayment(experience, options);
  });
  const $chooserDisabled = computed($paymentOptions, (options) => chooserDisabled(options));
  const $tipAvailable = computed([$experience, $payment], (experience, payment) =>
    Boolean(experience && payment !== null && tipAvailable(experience, payment)),
  );
  const $tipOptions = computed($experience, (experience) => experience?.tip?.options ?? []);
  const defaultTip = (experience: Experience | null): TipChoice => {
    const tip = experience?.tip;
    const percent = tip?.selected ?? tip?.options[0] ?? null;
    return percent === null ? { kind: 'none' } : { kind: 'percent', percent };
  };
  const $tipChoice = atom<TipChoice>(defaultTip($experience.get()));
  /** Whether the guest chose the tip (the draft keeps only choices, not defaults). */
  let tipChosen = false;
  const $customTipText = atom('');
  // Another experience has its own tip options; the same one refreshed keeps the guest's choice.
  let tipExperienceId = $experience.get()?.id ?? null;
  $experience.listen((experience) => {
    const id = experience?.id ?? null;
    if (id === tipExperienceId) return;
    tipExperienceId = id;
    tipChosen = false;
    $tipChoice.set(defaultTip(experience));
  });
  const $tip = computed([$tipAvailable, $tipChoice, $customTipText, $subtotal, $currency], (available, choice, text, subtotal, currency) => {
    if (!available) return 0;
    const effective: TipChoice = choice.kind === 'custom' ? { kind: 'custom', amount: customTipValue(text) } : choice;
    return tipAmount(effective, subtotal, currency);
  });

  return {
    $paymentOptions,
    $payment,
    $chooserDisabled,
    $tipAvailable,
    $tipOptions,
    $tipChoice,
    $customTipText,
    $tip,
    selectPayment(type) {
      if (!$paymentOptions.get().some((option) => option.type === type) || $payment.get() === type) return;
      $chosen.set(type);
      emit('analytics', { category: 'Ordering - Checkout', action: 'Payment method', label: type });
    },
    selectTip(choice) {
      tipChosen = true;
      $tipChoice.set(choice);
      emit('analytics', {
        category: 'Ordering - Checkout',
        action: 'Tip',
        label: choice.kind === 'percent' ? `${choice.percent}%` : choice.kind,
      });
    },
    setCustomTip(text) {
      const accepted = text === '' ? '' : parseDecimalInput(text);
      if (accepted === null) return false;
      $customTipText.set(accepted);
      return true;
    },
    tipForCheckout() {
      const amount = $tip.get();
      if (!$tipAvailable.get() || amount <= 0) return null;
      return { amount, type: $tipChoice.get().kind === 'percent' ? 'PERCENTAGE' : 'FIXED' };
    },
    choices: () => ({ payment: $chosen.get(), tip: tipChosen ? $tipChoice.get() : null, customTip: $customTipText.get() }),
    restore(choices) {
      if (choices.payment && $paymentOptions.get().some((option) => option.type === choices.payment)) $chosen.set(choices.payment);
      $customTipText.set(choices.customTip === '' ? '' : (parseDecimalInput(choices.customTip) ?? ''));
      if (choices.tip) {
        tipChosen = true;
        $tipChoice.set(choices.tip);
      }
    },
    reset() {
      $chosen.set(null);
      $customTipText.set('');
      // A cleared checkout starts the next order with no tip (a percentage of 0), not the business's
      // suggested one: a guest who chose no tip is not nudged back to 15% the next time.
      tipChosen = true;
      $tipChoice.set(CLEARED_TIP);
    },
  };
}

import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useApp } from '../app-context';
import { countryOptions, customTipValue, parseDecimalInput, type CountryOption, type FieldSpec, type TipChoice } from '../../domain/checkout';
import type { CheckoutFieldName, MinorAmount, OrderSummary } from '../../domain/types';
import type { SavedCard } from '../../domain/member/types';
import type { ExpressMethod, WalletAdapter, WalletSession } from '../../payments/wallet-adapter';
import type { CouponModalState } from './CouponModal';
import { problemMessage } from './problem-messages';

/**
 * Everything the checkout screen shows and does, read from the checkout store.
 * The one place that knows the store's shape: the components take plain props.
 */
export interface CheckoutUi {
  fields: FieldSpec[];
  values: Record<string, string>;
  terms: boolean;
  /** Translated field errors (after the first submit). */
  errors: Record<string, string | null>;
  setField(name: CheckoutFieldName, value: string): void;
  setTerms(checked: boolean): void;
  /** "Remember me on this device"; null where it is not offered (a shared device, a kiosk). */
  remember: { checked: boolean; set(checked: boolean): void } | null;
  /** The phone's country ("valid for the selected country"), named in the guest's language. */
  phoneCountry: { options: CountryOption[]; value: string; choose(code: string): void };
  /** Delivery options (ROOM, PICK_UP) when the experience offers more than one; else null. */
  delivery: { options: string[]; value: string | null; choose(option: string): void } | null;
  payment: { options: string[]; value: string | null; disabled: boolean; choose(type: string): void };
  /** Null when no tip is offered for the experience and payment method. */
  tip: {
    options: number[];
    choice: TipChoice;
    customText: string;
    amount: MinorAmount;
    choose(choice: TipChoice): void;
    /** Applies a custom tip typed in the popup (decimal text). */
    chooseCustom(text: string): void;
    parseInput(text: string): string | null;
    customValue(text: string): number;
  } | null;
  /** Null when the experience's settings do not offer coupons for this payment method. */
  coupon: {
    state: CouponModalState;
    /** The invalid-coupon or general message of the error states. */
    message: string | null;
    codeError: string | null;
    applied: { code: string; name: string } | null;
    apply(code: string): void;
    remove(): void;
    retry(): void;
    close(): void;
  } | null;
  /** The calculated summary with the tip (null until calculated). */
  summary: OrderSummary | null;
  guestChoice: { guests: { token: string; firstName: string }[] | null; choose(token: string): void; cancel(): void; notListed(): void };
  /** 3-D Secure: the challenge page, or null; `waiting` also covers a card terminal (no page). */
  challenge: { active: boolean; url: string | null; redirect: boolean; cancelling: boolean; cancel(): void };
  wallet: {
    request: { amount: MinorAmount; currency: string } | null;
    error: string | null;
    busy: boolean;
    adapter(): Promise<WalletAdapter>;
    register(session: WalletSession | null): void;
    pay(): void;
    close(): void;
    /** A logged-in member's saved cards (none for anyone else), and the one chosen (null: a new card). */
    savedCards: SavedCard[];
    chosenCard: string | null;
    chooseCard(id: string | null): void;
    /** The express methods offered (the wallet's, where this device supports them), and paying with one. */
    expressMethods: readonly ExpressMethod[];
    express(method: ExpressMethod): void;
    /** The business's id, by which the wallet knows its express methods. */
    merchant: string | undefined;
  };
  /** The field to bring into view after a failure ("scroll to the field"). */
  focusField: string | null;
  submitting: boolean;
  canSubmit: boolean;
  submitError: string | null;
  /** Whether the last checkout's outcome is still unknown (its answer was lost): offer {@link CheckoutUi.checkAgain}. */
  unconfirmed: boolean;
  /** Asks the platform again whether the unconfirmed checkout made an order. */
  checkAgain(): Promise<boolean>;
  dismissError(): void;
  submit(): Promise<boolean>;
}

/** Reads the checkout store into a {@link CheckoutUi}. */
export function useCheckoutUi(): CheckoutUi {
  const { stores, deps } = useApp();
  const { i18n } = useLingui();
  const checkout = stores.checkout;
  const translate = (descriptor: MessageDescriptor | null) => (descriptor ? i18n._(descriptor) : null);
  const values = useStore(checkout.$values);
  const fields = useStore(checkout.$fields);
  const problems = useStore(checkout.$problems);
  const paymentOptions = useStore(checkout.$paymentOptions);
  const payment = useStore(checkout.$payment);
  const chooserDisabled = useStore(checkout.$chooserDisabled);
  const tipAvailable = useStore(checkout.$tipAvailable);
  const tipOptions = useStore(checkout.$tipOptions);
  const tipChoice = useStore(checkout.$tipChoice);
  const customTipText = useStore(checkout.$customTipText);
  const tip = useStore(checkout.$tip);
  const summary = useStore(checkout.$summary);
  const couponState = useStore(checkout.coupon.$state);
  const couponApplied = useStore(checkout.coupon.$applied);
  const couponCodeError = useStore(checkout.coupon.$codeError);
  const guests = useStore(checkout.$guestChoice);
  const challenge = useStore(checkout.$challenge);
  const walletRequest = useStore(checkout.$walletNeeded);
  const walletError = useStore(checkout.$walletError);
  const walletBusy = useStore(checkout.$walletBusy);
  const expressMethods = useStore(checkout.$expressMethods);
  const businessId = useStore(deps.scope.$businessId);
  const savedCards = useStore(checkout.$savedCards);
  const chosenCard = useStore(checkout.$chosenCard);
  const focusField = useStore(checkout.$focusField);
  const submitting = useStore(checkout.$submitting);
  const canSubmit = useStore(checkout.$canSubmit);
  const submitError = useStore(checkout.$submitError);
  const unconfirmed = useStore(checkout.$unconfirmed);
  const experience = useStore(stores.selection.$experience);
  const phoneCountries = useStore(checkout.$phoneCountries);
  const remember = useStore(checkout.$remember);
  const countryChoices = useMemo(() => countryOptions(phoneCountries, values.country, i18n.locale), [phoneCountries, values.country, i18n.locale]);
  // Stable across renders: the wallet modal mounts the card fields once per adapter, not per render.
  const walletActions = useMemo(
    () => ({
      async adapter(): Promise<WalletAdapter> {
        const adapter = await checkout.walletAdapter();
        if (!adapter) throw new Error('WALLET_UNAVAILABLE');
        return adapter;
      },
      register: (session: WalletSession | null) => checkout.registerWallet(session),
      pay: () => void checkout.payWithWallet(),
      close: () => checkout.closeWallet(),
      chooseCard: (id: string | null) => checkout.chooseCard(id),
      express: (method: ExpressMethod) => void checkout.payExpress(method),
    }),
    [checkout],
  );

  const errors: Record<string, string | null> = {};
  for (const [name, problem] of Object.entries(problems)) {
    if (!problem) continue;
    const field = fields.find((candidate) => candidate.name === name) ?? null;
    errors[name] = i18n._(problemMessage(problem, field, name, (value) => i18n.number(value)));
  }
  const couponField = fields.some((field) => field.name === 'coupons');
  const deliveries = experience?.deliveries ?? [];
  const textValues: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (typeof value === 'string') textValues[name] = value;

  return {
    fields,
    values: textValues,
    terms: values.terms,
    errors,
    setField(name, value) {
      checkout.setValue(name as Exclude<keyof typeof values, 'terms' | 'deliveryOption'>, value);
    },
    setTerms: (checked) => checkout.setValue('terms', checked),
    remember: checkout.mayRemember ? { checked: remember, set: (checked) => checkout.setRemember(checked) } : null,
    phoneCountry: { options: countryChoices, value: values.country, choose: (code) => checkout.setValue('country', code) },
    delivery:
      deliveries.length > 1
        ? { options: deliveries, value: values.deliveryOption, choose: (option) => checkout.setValue('deliveryOption', option as 'ROOM' | 'PICK_UP') }
        : null,
    payment: {
      options: paymentOptions.map((option) => option.type),
      value: payment,
      disabled: chooserDisabled,
      choose: (type) => checkout.selectPayment(type),
    },
    tip: tipAvailable
      ? {
          options: tipOptions,
          choice: tipChoice,
          customText: customTipText,
          amount: tip,
          choose: (choice) => checkout.selectTip(choice),
          chooseCustom(text) {
            if (checkout.setCustomTip(text)) checkout.selectTip({ kind: 'custom', amount: customTipValue(text) });
          },
          parseInput: (text) => (text === '' ? '' : parseDecimalInput(text)),
          customValue: customTipValue,
        }
      : null,
    coupon: couponField
      ? {
          state: couponState.status,
          message: couponState.status === 'error' || couponState.status === 'general-error' ? i18n._(couponState.message) : null,
          codeError: translate(couponCodeError),
          applied: couponApplied,
          apply: (code) => void checkout.coupon.apply(code),
          remove: () => void checkout.coupon.remove(),
          retry: () => checkout.coupon.retry(),
          close: () => checkout.coupon.close(),
        }
      : null,
    summary,
    guestChoice: {
      guests,
      choose: (token) => checkout.chooseGuest(token),
      cancel: () => checkout.cancelGuestChoice(),
      notListed: () => checkout.guestNotListed(),
    },
    challenge: {
      active: challenge !== null,
      url: challenge?.url ?? null,
      redirect: challenge?.redirect === true,
      cancelling: challenge?.cancelling ?? false,
      cancel: () => checkout.cancelChallenge(),
    },
    wallet: {
      request: walletRequest,
      error: translate(walletError),
      busy: walletBusy,
      savedCards,
      chosenCard,
      expressMethods,
      merchant: businessId === null ? undefined : String(businessId),
      ...walletActions,
    },
    focusField,
    submitting,
    canSubmit,
    submitError: translate(submitError),
    unconfirmed,
    checkAgain: () => checkout.checkAgain(),
    dismissError: () => checkout.dismissError(),
    submit: () => checkout.submit(),
  };
}

import type { MessageDescriptor } from '@lingui/core';
import { atom, computed, type ReadableAtom } from 'nanostores';
import { ApiError, isCancellation } from '../../../api/errors';
import type { OrderingDeps } from '../../deps';
import { resolveError } from '../../../domain/error-catalogue';
import { isViewOnly } from '../../../domain/view-only';
import type { CardToken, CartLine, CheckoutRequest, CustomerDetails, MinorAmount, OrderSummary, PlacedOrder, User } from '../../../domain/types';
import { WalletError } from '../../../payments/wallet-adapter';
import type { BusinessStore } from '../../first-screen/business';
import type { CalculationStore } from '../calculation';
import type { CartStore } from '../cart';
import { createPaymentConfirmation, type ChallengeState, type PaymentConfirmation } from './confirmation';
import { createCheckoutDraftStore, syncCheckoutDraft } from './draft';
import { createCheckoutForm, type CheckoutField, type CheckoutForm, type CheckoutProblems, type CheckoutValues } from './form';
import { createCheckoutPayment, type CheckoutPayment } from './payment';
import type { CouponStore } from './coupon';
import { itemCategories, type MenuStore } from '../menu';
import { describeError, reportUntranslated } from '../error-messages';
import { messages } from '../messages';
import { checkoutMessages } from './checkout-messages';
import { isKiosk } from '../../../domain/kiosk/mode';
import type { OrderStore } from '../order';
import { CheckoutOutcome, createCheckoutPoster } from './outcome';
import { createPendingCheckoutStore, type PendingCheckout } from './pending';
import { createRoomCheck, type RoomGuest } from './room-check';
import type { SelectionStore } from '../../first-screen/selection';
import type { SlotConfirmationStore } from '../slot-confirmation';
import type { UserSessionStore } from '../user-session';
import { createWalletCard, type WalletCard } from './wallet-card';
import { whenConfigured } from '../when-configured';

/**
 * The checkout: form, payment, tip, coupon and placing the order. It composes the jobs kept in this
 * folder: `form.ts` and `draft.ts` (the fields and the draft that survives a reload), `payment.ts`
 * (payment type and tip), `coupon.ts`, `room-check.ts`, `wallet-card.ts` (the card from the wallet
 * modal), `outcome.ts` (a checkout whose answer was lost), `confirmation.ts` (3-D Secure and the
 * card terminal); this module runs the submission in its fixed order and says what went wrong.
 */
/** The checkout's own members plus the wallet modal's ({@link WalletCard}, less its internals). */
export interface CheckoutStore extends Omit<WalletCard, 'askCard' | 'done' | 'dispose'> {
  // Form
  readonly $values: ReadableAtom<CheckoutValues>;
  /** The fields to show (per-field settings, for the chosen payment type). */
  readonly $fields: CheckoutForm['$fields'];
  /** Field problem codes (`FieldProblem`), only after the first submit attempt; the UI maps them to messages. */
  readonly $problems: ReadableAtom<CheckoutProblems>;
  /** The countries the phone's country is chosen from; empty until the phone rules loaded (`prepare()` loads them). */
  readonly $phoneCountries: CheckoutForm['$countries'];
  setValue<K extends CheckoutField>(field: K, value: CheckoutValues[K]): void;
  /** Whether "Remember me on this device" is offered (never on a shared device or kiosk). */
  readonly mayRemember: boolean;
  /** The guest's "remember me" choice (unticked by default; the order keeps or forgets the details by it). */
  readonly $remember: ReadableAtom<boolean>;
  setRemember(remember: boolean): void;
  // Payment and tip
  readonly $paymentOptions: CheckoutPayment['$paymentOptions'];
  readonly $payment: ReadableAtom<string | null>;
  readonly $chooserDisabled: ReadableAtom<boolean>;
  selectPayment(type: string): void;
  readonly $tipAvailable: ReadableAtom<boolean>;
  readonly $tipOptions: ReadableAtom<number[]>;
  readonly $tipChoice: CheckoutPayment['$tipChoice'];
  readonly $customTipText: ReadableAtom<string>;
  /** The tip in minor units. */
  readonly $tip: ReadableAtom<MinorAmount>;
  selectTip: CheckoutPayment['selectTip'];
  setCustomTip(text: string): boolean;
  /** The calculated summary with the tip added to it (null until calculated): what the guest pays. */
  readonly $summary: ReadableAtom<OrderSummary | null>;
  /** The coupon sub-store (the coupon modal's states). */
  readonly coupon: CouponStore;
  // Submission
  /**
   * Guests may only look (the business's view mode, a view-menu experience, checkout switched off):
   * the checkout cannot be opened and nothing is posted, whatever cart was restored.
   */
  readonly $viewOnly: ReadableAtom<boolean>;
  readonly $submitting: ReadableAtom<boolean>;
  /** Submit is disabled while the cart is calculating or an order is being placed. */
  readonly $canSubmit: ReadableAtom<boolean>;
  /** The error popup's message, translated by the screen; null when none. */
  readonly $submitError: ReadableAtom<MessageDescriptor | null>;
  dismissError(): void;
  /** The field to scroll to after a room lookup failure, so the guest sees what to correct. */
  readonly $focusField: ReadableAtom<CheckoutField | null>;
  /** Guests of the room to choose from (guest-selection popup), or null. */
  readonly $guestChoice: ReadableAtom<RoomGuest[] | null>;
  chooseGuest(token: string): void;
  cancelGuestChoice(): void;
  /** The guest is not among the room's names: the popup closes, nothing is posted, and they are told why. */
  guestNotListed(): void;
  /** The 3-D Secure challenge / card terminal wait, or null. */
  readonly $challenge: ReadableAtom<ChallengeState | null>;
  /** The guest cancelled the challenge: the payment is cancelled, no order is placed. */
  cancelChallenge(): void;
  /**
   * Where the receipt is emailed once paid (a kiosk's e-receipt), or null for none: posted as the
   * order's receipt (`receipt.receive_by` EMAIL) with this address as the guest's email.
   */
  readonly $receiptEmail: ReadableAtom<string | null>;
  setReceiptEmail(email: string | null): void;
  /** The last payment's failed transaction (declined, cancelled at the terminal, timed out), until the next payment. */
  readonly $transactionFailure: PaymentConfirmation['$transactionFailure'];
  /**
   * The checkout opened: starts what it needs in the background, the signed-in user whose profile
   * fills the form, or the guest login of a business that supports guests.
   */
  prepare(): void;
  /**
   * Submits in a fixed order: confirm the slot, check the menu, save the form, validate the room,
   * ask the wallet for the card, post, wait for 3-D Secure, confirm. A second call while one runs
   * does nothing (double click).
   * Resolves true when the order was placed (the guest is then on /menu/confirm).
   */
  submit(): Promise<boolean>;
  /**
   * A reload mid-submit: posts the pending checkout of this tab again (same cart id: the platform
   * answers with the order it made), or only looks its order up when an earlier answer was lost
   * ({@link CheckoutStore.$unconfirmed}), and resumes its 3-D Secure wait or shows the confirmation.
   * Resolves true when an order was shown; false when nothing was pending or it failed.
   */
  resume(): Promise<boolean>;
  /**
   * True while a checkout's outcome is unknown: its answer was lost and the platform could not yet
   * say whether the order exists. The screen offers {@link CheckoutStore.checkAgain}.
   */
  readonly $unconfirmed: ReadableAtom<boolean>;
  /** Asks the platform again whether the unconfirmed checkout made an order (never posts it again). */
  checkAgain(): Promise<boolean>;
  /** Clears the checkout; `forgetPlace` also drops the room/table of the URL. */
  reset(options?: { forgetPlace?: boolean }): void;
  dispose(): void;
}

/** What the checkout store works with. */
export interface CheckoutCollaborators {
  deps: OrderingDeps;
  business: BusinessStore;
  selection: SelectionStore;
  cart: CartStore;
  calculation: CalculationStore;
  /** The coupon the cart is saved with; created before the calculation, which reads it. */
  coupon: CouponStore;
  order: OrderStore;
  menu?: MenuStore;
  /** Confirms the slot before posting (the first step of a submission). */
  slotConfirmation?: SlotConfirmationStore;
  /** Where the pending checkout survives a reload: the tab's sessionStorage (null: not at all). */
  session?: Storage | null;
  /** The signed-in user: prefills the form and owns the order. */
  userSession?: UserSessionStore;
}

const CATEGORY = 'Ordering - Checkout';

/** Adds the tip to a calculated summary (the platform calculates the cart without it). */
export function summaryWithTip(summary: OrderSummary, tip: MinorAmount): OrderSummary {
  return { ...summary, tip, total: summary.total - summary.tip + tip };
}

/** Creates the checkout store. */
export function createCheckoutStore(c: CheckoutCollaborators): CheckoutStore {
  const { deps, business, selection, cart, calculation, order, menu, slotConfirmation, userSession } = c;
  const $wallet = computed(business.$configuration, (configuration) => configuration?.wallet ?? null);
  const payment = createCheckoutPayment(selection.$experience, $wallet, cart.$subtotal, cart.$currency, deps.emit, {
    // A card terminal stands by kiosks and staff devices (both known by their device id), not by a guest's phone.
    hasTerminal: isKiosk(deps.config, deps.startup),
  });
  const form = createCheckoutForm(deps, selection.$experience, payment.$payment);
  const { coupon } = c;
  const room = createRoomCheck(deps.api);
  const pending = createPendingCheckoutStore(c.session ?? null, deps.scope.storageKey('go-checkout'), deps.now);
  const drafts = createCheckoutDraftStore(c.session ?? null, deps.now);

  const $submitting = atom(false);
  const $submitError = atom<MessageDescriptor | null>(null);
  const $receiptEmail = atom<string | null>(null);
  const $focusField = atom<CheckoutField | null>(null);
  const $unconfirmed = atom(pending.read()?.unconfirmed === true);
  const $summary = computed([calculation.$state, payment.$tip], (state, tip) => (state.status === 'calculated' ? summaryWithTip(state.summary, tip) : null));
  // A signed-in user's profile fills the fields the guest has not typed in.
  const prefillFromUser = (user: User | null) => {
    if (user) form.prefill({ firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone, country: user.country ?? '' });
  };
  const unlistenUser = userSession?.$user.subscribe(prefillFromUser);

  const draft = syncCheckoutDraft({ drafts, selection, form, payment, coupon, calculation });
  const $viewOnly = computed([business.$configuration, selection.$experience], (configuration, experience) => isViewOnly(configuration?.viewMode, experience));
  const $canSubmit = computed(
    [$submitting, calculation.$state, $viewOnly],
    (submitting, state, viewOnly) => !submitting && !viewOnly && state.status === 'calculated',
  );

  let submitting = false;
  /** The geocoding service is asked once per page view (its answer does not change). */
  let countryAsked = false;
  let disposed = false;

  /** What a checkout moment for the host's analytics says besides its lines: their categories, the coupon, the currency. */
  const aboutGoods = (lines: readonly CartLine[]) => ({
    categories: itemCategories(menu, lines),
    coupon: coupon.$applied.get()?.code ?? null,
    currency: deps.scope.$currency.get(),
  });
  const analytics = (action: string, label?: string) =>
    deps.emit('analytics', label === undefined ? { category: CATEGORY, action } : { category: CATEGORY, action, label });
  // Saved cards are a member's: offered only while a member is logged in on a business with members.
  const savedCards = async () =>
    business.$configuration.get()?.supportMembers && userSession?.$state.get() === 'member' ? deps.api.members.getPaymentMethods() : [];
  const wallet = createWalletCard(() => $wallet.get(), deps.config.apiBase, savedCards);
  const confirmation = createPaymentConfirmation(deps, calculation, (message) => $submitError.set(message), analytics);
  const poster = createCheckoutPoster(deps, pending, () => disposed);

  function begin(): void {
    submitting = true;
    $submitting.set(true);
    $submitError.set(null);
    $focusField.set(null);
  }
  function end(): void {
    submitting = false;
    $submitting.set(false);
    wallet.done();
  }

  /** Step 2 of a submission: the items are still on the menu and in stock; otherwise the missing-items flow. */
  async function menuUnchanged(): Promise<boolean> {
    if (!menu) return true;
    try {
      await menu.refreshStock();
    } catch {
      // The stock list could not be fetched: the platform checks stock at checkout anyway.
      return true;
    }
    const removed = cart.removeUnavailable({ message: resolveError({ message: 'ITEMS_CHANGED' }).message ?? messages.generic });
    return removed.length === 0;
  }

  /** Step 4: room charge needs a room lookup when the experience or the payment asks for it. */
  function roomValidationFor(paymentType: string): { needed: boolean; validation: string | null } {
    const option = payment.$paymentOptions.get().find((candidate) => candidate.type === paymentType);
    const validation = option?.validation ?? null;
    return { needed: paymentType === 'ROOM' && Boolean(option?.needsRoomValidation || validation), validation };
  }

  function details(values: CheckoutValues): CustomerDetails {
    const guests = Number.parseInt(values.guestCount.trim(), 10);
    return {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: form.postablePhone(),
      email: values.email.trim() || null,
      roomNumber: values.roomNumber.trim() || null,
      tableNumber: values.tableNumber.trim() || null,
      numberOfDiners: Number.isFinite(guests) ? guests : null,
    };
  }

  /** Posts the checkout; a race or a changed experience retries once with a new cart id. */
  async function postCheckout(request: CheckoutRequest, view: PendingCheckout['view']): Promise<{ placed: PlacedOrder; request: CheckoutRequest }> {
    pending.write({ request, view, order: null, startedAt: deps.now().getTime() });
    try {
      return { placed: await poster.checkoutOnce(request, view), request };
    } catch (error) {
      if (!(error instanceof ApiError) || resolveError({ code: error.code, message: error.message }, 'checkout').action !== 'retry-new-cart') throw error;
      const renewed = await calculation.renew();
      if (!renewed) throw error;
      const retry: CheckoutRequest = { ...request, cartId: renewed.cartId, lines: renewed.lines, couponCode: renewed.couponCode };
      pending.write({ request: retry, view, order: null, startedAt: deps.now().getTime() });
      return { placed: await poster.checkoutOnce(retry, view), request: retry };
    }
  }

  /** The last step: the confirmation shows, and the cart, the form and the draft go. */
  function complete(placed: PlacedOrder, view: PendingCheckout['view'], paymentType: string): void {
    pending.clear();
    $unconfirmed.set(false);
    const placedView = { ...view, order: placed };
    order.place(placedView);
    deps.commerce({ kind: 'order-placed', placed: placedView, ...aboutGoods(view.lines) });
    deps.emit('order-complete', {
      orderId: placed.id,
      orderNumber: placed.orderNumber,
      confirmationNumber: placed.confirmationNumber,
      total: view.summary.total,
      currency: view.currencyCode,
      checkoutTime: placed.checkoutTime,
    });
    analytics('Order placed', paymentType);
    deps.router.navigate('/menu/confirm');
    calculation.forget();
    draft.drop(() => {
      cart.clear();
      coupon.reset();
      room.forget();
      form.reset();
      payment.reset();
      $receiptEmail.set(null);
    });
  }

  /** Tells the guest why a submission failed, and does what the error catalogue says for it. */
  function fail(error: unknown, context: 'checkout' | 'room-validation' = 'checkout'): void {
    if (error instanceof CheckoutOutcome) {
      // The platform's look-up said what happened: the cart and the form stay either way.
      analytics('Error', error.outcome);
      if (error.outcome === 'not-placed') {
        pending.clear();
        $unconfirmed.set(false);
        $submitError.set(checkoutMessages.checkoutNotPlaced);
      } else {
        $unconfirmed.set(true);
        $submitError.set(checkoutMessages.checkoutUnconfirmed);
      }
      return;
    }
    // Keep the checkout in progress when the answer never came (a reload aborts the request, the
    // network drops after the order was placed, during the 3-D Secure wait): the order may exist, and
    // `resume()` asks about the same cart id again. Only the platform's own refusal ends it.
    if (error instanceof ApiError && error.kind !== 'cancelled' && error.kind !== 'network') pending.clear();
    else if (!(error instanceof ApiError) && !isCancellation(error)) pending.clear();
    if (isCancellation(error)) return;
    analytics('Error', error instanceof ApiError ? String(error.code) : error instanceof WalletError ? error.code : 'unknown');
    if (!(error instanceof ApiError)) {
      $submitError.set(checkoutMessages.checkoutGeneral);
      return;
    }
    const resolved = resolveError({ code: error.code, message: error.message }, context);
    reportUntranslated(deps.api, error, context);
    switch (resolved.action) {
      case 'remove-items': {
        // Delete the listed items, go back and recheck the menu (the missing-items popup shows).
        cart.removeUnavailable({ posIds: error.itemsNotInStock.map((item) => item.posUniqueId), message: describeError(error, 'checkout', deps.i18n) });
        void menu?.refreshStock().catch(() => undefined);
        deps.router.navigate('/menu');
        return;
      }
      case 'go-back':
        $submitError.set(describeError(error, 'checkout'));
        deps.router.navigate('/menu');
        return;
      case 'ignore':
        return;
      case 'room-and-name':
        form.setServerProblem('lastName', 'room-not-found');
        form.setServerProblem('roomNumber', 'room-not-found');
        // The last name comes before the room number in the form.
        $focusField.set('lastName');
        $submitError.set(describeError(error, context));
        return;
      case 'room-field':
        form.setServerProblem('roomNumber', 'roomNumber');
        $focusField.set('roomNumber');
        $submitError.set(describeError(error, context));
        return;
      default:
        $submitError.set(describeError(error, context));
    }
  }

  async function submit(): Promise<boolean> {
    if (submitting) return false;
    // An order that may already exist is looked up, never posted a second time.
    if ($unconfirmed.get()) return resume();
    if ($viewOnly.get()) {
      $submitError.set(messages.viewOnly);
      return false;
    }
    // A business that supports members takes orders from logged-in members only (the checkout
    // screen sends anyone else to the registration first).
    if (business.$configuration.get()?.supportMembers && userSession?.$state.get() !== 'member') return false;
    const invalid = () => {
      const problems = Object.keys(form.check());
      if (problems.length) $focusField.set((problems[0] as CheckoutField | undefined) ?? null);
      return problems.length > 0;
    };
    if (invalid()) return false;
    const state = calculation.$state.get();
    const request = calculation.currentRequest();
    if (state.status !== 'calculated' || !request) return false;
    const paymentType = payment.$payment.get();
    if (!paymentType) {
      $submitError.set(checkoutMessages.checkoutGeneral);
      return false;
    }
    begin();
    analytics('Submit', paymentType);
    try {
      // The country-aware phone rules (a lazy chunk, usually loaded while the guest typed) judge last.
      await form.phoneRules();
      if (invalid()) return false;
      // 1. Confirm the time slot (updated, future, grace or closed popups); going back stops here.
      let checkoutAt = request.checkoutAt;
      let readyAt: string | null = null;
      if (slotConfirmation) {
        const slot = await slotConfirmation.confirm();
        if (!slot.ok) return false;
        checkoutAt = slot.checkoutAt;
        readyAt = slot.readyAt ?? null;
      }
      // 2. The menu is the same (items still there and in stock).
      if (!(await menuUnchanged())) return false;
      // 3. Save the form values to prefill next time (on this device; the user's profile is saved below).
      form.save();
      const values = form.$values.get();
      // The user (or the guest login) the order will belong to, started now if the screen did not.
      const signedIn = userSession?.ensure();
      // 4. Validate the room when required; several guests: the guest picks (token kept).
      const { needed, validation } = roomValidationFor(paymentType);
      let roomChargeToken: string | null = null;
      if (needed) {
        const outcome = await room.validate('charge', values.roomNumber, values.lastName);
        if (!outcome.ok) {
          if (outcome.reason === 'failed') fail(outcome.error instanceof ApiError ? outcome.error : roomFailure(outcome.error), 'room-validation');
          if (outcome.reason === 'not-listed') $submitError.set(checkoutMessages.roomGuestNotListed);
          return false;
        }
        roomChargeToken = outcome.token;
      }
      // A delivery to the room is checked against the reservation too (the charge lookup above
      // already did when the room pays), so the order is never sent to a room the name does not match.
      const experience = selection.$experience.get();
      const deliveryMethod = experience?.deliveries.length ? values.deliveryOption : null;
      if (deliveryMethod === 'ROOM' && !needed && experience?.isRoomValidation) {
        const outcome = await room.validate('delivery', values.roomNumber, values.lastName);
        if (!outcome.ok) {
          if (outcome.reason === 'failed') fail(outcome.error instanceof ApiError ? outcome.error : roomFailure(outcome.error), 'room-validation');
          return false;
        }
      }
      const comment = values.comments.trim();
      const tip = payment.tipForCheckout();
      const summary = summaryWithTip(state.summary, tip?.amount ?? 0);
      const currencyCode = cart.$currencyCode.get();
      // 5. Post the checkout; a wallet payment asks the wallet modal for the card first.
      let card: CardToken | null = null;
      if (paymentType === 'WALLET') {
        card = await wallet.askCard({ amount: summary.total, currency: currencyCode });
        if (!card || disposed) return false;
      }
      const receiptEmail = $receiptEmail.get();
      const customer = receiptEmail === null ? details(values) : { ...details(values), email: receiptEmail };
      const location = selection.$location.get();
      const view: PendingCheckout['view'] = {
        lines: request.lines,
        summary,
        currencyCode,
        locationName: location?.name ?? '',
        fulfilment: {
          experienceType: experience?.type ?? '',
          checkoutAt,
          readyAt,
          showTime: experience?.displayOrderTime ?? true,
          timeZone: location?.timeZone ?? 'UTC',
          timeFormat: location?.timeFormat,
          address: location?.address ?? '',
          tableNumber: customer.tableNumber,
          roomNumber: customer.roomNumber,
          payment: { type: paymentType, cardIssuer: card?.issuerName ?? null, cardLast4: card?.last4 ?? null },
          // The experience's only way (a pickup that only picks up) would repeat its name: said only when chosen.
          delivery: (experience?.deliveries.length ?? 0) > 1 ? deliveryMethod : null,
          comment: comment || null,
        },
      };
      const checkoutRequest: CheckoutRequest = {
        ...request,
        comment,
        deliveryMethod,
        checkoutAt,
        details: customer,
        paymentType,
        payment: card || roomChargeToken || validation ? { card, roomChargeToken, validation } : null,
        tip,
        deviceId: deps.startup.deviceId,
        receiveReceiptByEmail: receiptEmail !== null,
      };
      // The order belongs to the signed-in user: a guest login still under way finishes first.
      if (userSession && (await signedIn)) {
        userSession.saveProfile({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          country: values.country,
        });
      }
      if (disposed) return false;
      deps.commerce({ kind: 'payment-given', paymentType, lines: view.lines, ...aboutGoods(view.lines) });
      const posted = await postCheckout(checkoutRequest, view);
      const record: PendingCheckout = { request: posted.request, view, order: posted.placed, startedAt: deps.now().getTime() };
      pending.write(record);
      // 6. Wait for 3-D Secure / the card terminal / the payment's own page.
      if (!(await confirmation.settle(posted.placed, posted.request.cartId, { beforeLeaving: () => pending.write({ ...record, redirected: true }) }))) {
        pending.clear();
        return false;
      }
      // 7. Analytics and the confirmation.
      complete(posted.placed, view, paymentType);
      return true;
    } catch (error) {
      fail(error);
      return false;
    } finally {
      end();
    }
  }

  /** A room lookup failure that is not a platform error: a catalogue key as an ApiError-like fact. */
  function roomFailure(key: unknown): ApiError {
    return new ApiError({
      kind: 'http',
      code: typeof key === 'string' ? key : 'ROOM_VALIDATION_FAILED',
      message: typeof key === 'string' ? key : 'ROOM_VALIDATION_FAILED',
    });
  }

  async function resume(): Promise<boolean> {
    const saved = pending.read();
    if (!saved || submitting) return false;
    begin();
    try {
      // Started with the page: the 3-D Secure wait needs the business's realtime settings first.
      await whenConfigured(business);
      const path = deps.router.$route.get().path;
      if (path !== '/menu/checkout') deps.router.navigate('/menu/checkout');
      // Back from a payment's own page: the order and payment it was sent away for, whose outcome is
      // awaited (posting again would open a new payment once that one failed). A lost answer is only
      // looked up, never posted again; otherwise the post is idempotent per cart id: the platform answers
      // with the order it already made.
      const placed =
        saved.redirected && saved.order
          ? saved.order
          : saved.unconfirmed
            ? await poster.settleLost(saved.request, saved.view, null)
            : await poster.checkoutOnce(saved.request, saved.view);
      pending.write({ ...saved, order: placed });
      const returned = saved.redirected === true;
      const leaving = () => pending.write({ ...saved, order: placed, redirected: true });
      if (!(await confirmation.settle(placed, saved.request.cartId, { returned, beforeLeaving: leaving }))) {
        pending.clear();
        return false;
      }
      complete(placed, saved.view, saved.request.paymentType);
      return true;
    } catch (error) {
      fail(error);
      return false;
    } finally {
      end();
    }
  }

  return {
    $values: form.$values,
    $fields: form.$fields,
    $problems: form.$problems,
    $phoneCountries: form.$countries,
    setValue: form.setValue,
    mayRemember: form.mayRemember,
    $remember: form.$remember,
    setRemember: form.setRemember,
    $paymentOptions: payment.$paymentOptions,
    $payment: payment.$payment,
    $chooserDisabled: payment.$chooserDisabled,
    selectPayment: payment.selectPayment,
    $tipAvailable: payment.$tipAvailable,
    $tipOptions: payment.$tipOptions,
    $tipChoice: payment.$tipChoice,
    $customTipText: payment.$customTipText,
    $tip: payment.$tip,
    selectTip: payment.selectTip,
    setCustomTip: payment.setCustomTip,
    $summary,
    coupon,
    $viewOnly,
    $submitting,
    $unconfirmed,
    checkAgain: () => resume(),
    $canSubmit,
    $submitError,
    dismissError: () => $submitError.set(null),
    $focusField,
    $guestChoice: room.$guestChoice,
    chooseGuest: room.chooseGuest,
    cancelGuestChoice: room.cancelGuestChoice,
    guestNotListed: room.notListed,
    $walletNeeded: wallet.$walletNeeded,
    $walletError: wallet.$walletError,
    $walletBusy: wallet.$walletBusy,
    $savedCards: wallet.$savedCards,
    $chosenCard: wallet.$chosenCard,
    $expressMethods: wallet.$expressMethods,
    async payExpress(method) {
      if (wallet.awaitingCard()) return wallet.payExpress(method);
      // The modal stayed open after a failed payment: the sheet pays a new submission.
      await wallet.payExpress(method);
      await submit();
    },
    awaitingCard: wallet.awaitingCard,
    chooseCard: wallet.chooseCard,
    walletAdapter: wallet.walletAdapter,
    registerWallet: wallet.registerWallet,
    payWithWallet: wallet.payWithWallet,
    closeWallet: wallet.closeWallet,
    $challenge: confirmation.$challenge,
    cancelChallenge: confirmation.cancelChallenge,
    $transactionFailure: confirmation.$transactionFailure,
    $receiptEmail,
    setReceiptEmail(email) {
      const trimmed = email?.trim() ?? '';
      $receiptEmail.set(trimmed ? trimmed : null);
    },
    prepare() {
      const lines = cart.$lines.get();
      deps.commerce({ kind: 'checkout-started', lines, ...aboutGoods(lines) });
      void userSession?.prepareCheckout();
      // The country list and country-aware checks come with the phone rules (a lazy chunk of its own).
      void form.phoneRules();
      // The guest's country (geocoding) is the phone's default until someone says otherwise.
      if (form.countryIsDefault() && !countryAsked) {
        countryAsked = true;
        deps.api.detectCountry().then(
          (country) => country && form.suggestCountry(country),
          () => undefined,
        );
      }
    },
    submit,
    resume,
    reset(options) {
      draft.drop(() => {
        form.reset(options);
        prefillFromUser(userSession?.$user.get() ?? null);
        payment.reset();
        coupon.reset();
        room.forget();
        $receiptEmail.set(null);
      });
      $submitError.set(null);
      $focusField.set(null);
    },
    dispose() {
      disposed = true;
      unlistenUser?.();
      draft.dispose();
      wallet.dispose();
      confirmation.dispose();
    },
  };
}

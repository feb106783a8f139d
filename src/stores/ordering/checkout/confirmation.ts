/**
 * Confirming a placed order's payment. A payment the platform reports FAILED withdraws the checkout.
 * One AWAITING_CONFIRMATION shows the bank's 3-D Secure page (or waits for the card terminal) and
 * follows its transaction in the realtime database: SUCCESS confirms it; FAILURE or the guest's
 * cancel cancels the payment and withdraws the checkout, so a retry with the same cart makes a fresh
 * order. A bank page the URL allow-list refuses is never framed: that payment is cancelled at once.
 */
import type { MessageDescriptor } from '@lingui/core';
import { atom, type ReadableAtom } from 'nanostores';
import { resolveError } from '../../../domain/error-catalogue';
import type { PlacedOrder } from '../../../domain/types';
import { resolveWalletUrl } from '../../../payments/wallet';
import type { OrderingDeps } from '../../deps';
import type { CalculationStore } from '../calculation';
import { reportUntranslated } from '../error-messages';
import { checkoutMessages } from './checkout-messages';
import { waitForTransaction, type TransactionOutcome } from '../transaction';

/** The 3-D Secure (or card terminal, or payment page) wait. */
export interface ChallengeState {
  /** The challenge page to show in an iframe; null for a card terminal (EMV) or a payment page: just wait. */
  url: string | null;
  /**
   * The payment is confirmed on its own page (Alipay): the guest is being sent there, or came back from
   * it and its outcome is awaited.
   */
  redirect?: boolean;
  orderId: string;
  paymentId: string;
  /** True after the guest pressed cancel, while the payment is being cancelled. */
  cancelling: boolean;
}

/** Why the last payment's transaction failed (the platform's code and message), for screens that act on it. */
export interface TransactionFailure {
  code: number | null;
  message: string | null;
}

/** The payment confirmation of one checkout store. */
export interface PaymentConfirmation {
  /** The 3-D Secure challenge / card terminal wait, or null. */
  readonly $challenge: ReadableAtom<ChallengeState | null>;
  /**
   * The last transaction's failure (a declined card, a payment cancelled at the terminal, a timeout),
   * until the next payment starts; null otherwise. A kiosk shows its own screens for these.
   */
  readonly $transactionFailure: ReadableAtom<TransactionFailure | null>;
  /**
   * True when the order's payments are settled (paid, or nothing to confirm); false: no order. A payment
   * confirmed on its own page sends the guest there (`beforeLeaving` first, to remember it) unless they
   * `returned` from it: then its outcome is awaited.
   */
  settle(placed: PlacedOrder, cartId: string, options?: SettleOptions): Promise<boolean>;
  /** The guest cancelled the challenge: the wait ends and the payment is cancelled. */
  cancelChallenge(): void;
  /** Stops a wait in progress (the element left the page). */
  dispose(): void;
}

/** How {@link PaymentConfirmation.settle} treats a payment confirmed on its own page. */
export interface SettleOptions {
  /** The guest came back from the payment's page: its outcome is awaited, they are not sent again. */
  returned?: boolean;
  /** Runs right before the guest is sent to the payment's page (the checkout remembers it). */
  beforeLeaving?(): void;
}

/** A server's own text as a descriptor: transaction codes without a catalogue entry show the platform's message. */
const serverText = (text: string): MessageDescriptor => ({ id: text, message: text });

/** Creates the payment confirmation; `showError` tells the guest why no order was placed. */
export function createPaymentConfirmation(
  deps: OrderingDeps,
  calculation: CalculationStore,
  showError: (message: MessageDescriptor) => void,
  analytics: (action: string, label?: string) => void,
): PaymentConfirmation {
  const $challenge = atom<ChallengeState | null>(null);
  const $transactionFailure = atom<TransactionFailure | null>(null);
  let cancelWait: (() => void) | null = null;

  /** Withdraws an unpaid checkout so a retry with the same cart id makes a fresh order. */
  async function withdraw(cartId: string): Promise<void> {
    try {
      await deps.api.cancelCheckout(cartId);
    } catch {
      // Nothing was left to withdraw, or the platform will expire it; the guest can try again.
    }
  }

  async function cancelPayment(orderId: string, paymentId: string): Promise<void> {
    try {
      await deps.api.cancelPayment(orderId, paymentId);
    } catch {
      // Already failed or expired on the platform: either way it was not paid.
    }
  }

  async function settle(placed: PlacedOrder, cartId: string, options: SettleOptions = {}): Promise<boolean> {
    $transactionFailure.set(null);
    if (placed.payments.some((p) => p.status === 'FAILED')) {
      await withdraw(cartId);
      showError(checkoutMessages.checkoutGeneral);
      return false;
    }
    const awaiting = placed.payments.find((p) => p.status === 'AWAITING_CONFIRMATION');
    if (!awaiting) return true;
    const url = awaiting.challengeUrl ? resolveWalletUrl(awaiting.challengeUrl, deps.config.apiBase) : null;
    if (awaiting.challengeRefused || (awaiting.challengeUrl && !url)) {
      // The platform asked for a bank page the URL allow-list refuses (never framed): without it the
      // payment cannot be confirmed, so cancel it rather than wait at a card terminal that is not there.
      await cancelPayment(placed.id, awaiting.id);
      await withdraw(cartId);
      showError(checkoutMessages.challengeRefused);
      analytics('3-D Secure page refused', placed.orderNumber);
      return false;
    }
    const redirect = Boolean(awaiting.redirectUrl);
    $challenge.set({ url: redirect ? null : url, orderId: placed.id, paymentId: awaiting.id, cancelling: false, ...(redirect ? { redirect } : {}) });
    analytics(redirect ? (options.returned ? 'Payment page returned' : 'Payment page') : url ? '3-D Secure challenge' : 'Card terminal', placed.orderNumber);
    const waiting = waitForTransaction(calculation.realtime(), placed.id, awaiting.id);
    if (awaiting.redirectUrl && !options.returned) {
      // The guest pays on the payment's own page and is brought back; the page unloads meanwhile.
      options.beforeLeaving?.();
      deps.leavePage(awaiting.redirectUrl);
    }
    cancelWait = waiting.cancel;
    let outcome: TransactionOutcome;
    try {
      outcome = await waiting.result;
    } finally {
      cancelWait = null;
    }
    if (outcome.kind === 'cancelled') {
      await cancelPayment(placed.id, awaiting.id);
      await withdraw(cartId);
      $challenge.set(null);
      analytics('3-D Secure cancelled', placed.orderNumber);
      return false;
    }
    const event = outcome.event;
    if (event.status === 'SUCCESS') {
      // The transaction id of the realtime event is the payment's (the event carries no other id).
      await deps.api.confirmTransaction(placed.id, awaiting.id, awaiting.id);
      $challenge.set(null);
      return true;
    }
    $challenge.set(null);
    await withdraw(cartId);
    $transactionFailure.set({ code: event.code ?? null, message: event.message ?? null });
    const resolved = resolveError({ code: event.code, message: event.message }, 'transaction');
    reportUntranslated(deps.api, { code: event.code ?? null, message: event.message ?? null }, 'transaction');
    analytics('Error', String(event.code ?? event.message ?? 'transaction'));
    // A challenge the guest declined says nothing more; a catalogued code has its message; any
    // other code shows the platform's own text.
    if (resolved.action === 'ignore') return false;
    if (resolved.action === 'server-message') showError(event.message ? serverText(event.message) : checkoutMessages.checkoutGeneral);
    else showError(resolved.message ?? checkoutMessages.checkoutGeneral);
    return false;
  }

  return {
    $challenge,
    $transactionFailure,
    settle,
    cancelChallenge() {
      const challenge = $challenge.get();
      if (!challenge || challenge.cancelling) return;
      $challenge.set({ ...challenge, cancelling: true });
      cancelWait?.();
    },
    dispose() {
      cancelWait?.();
    },
  };
}

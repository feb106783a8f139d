/**
 * Asking the guest for a card through the wallet modal. The card fields are the wallet provider's
 * own (never the widget's DOM); this store opens the modal with the amount to charge, and hands the
 * submission the token once the guest pays, or null when the modal is closed.
 */
import type { MessageDescriptor } from '@lingui/core';
import { atom, type ReadableAtom } from 'nanostores';
import type { BusinessConfiguration, CardToken, MinorAmount } from '../../../domain/types';
import { loadWalletAdapter } from '../../../payments/wallet';
import { WalletError, type WalletAdapter, type WalletSession } from '../../../payments/wallet-adapter';
import { describeError } from '../messages';

/** The wallet modal: open while the store waits for a card token. */
export interface WalletRequest {
  amount: MinorAmount;
  currency: string;
}

/** The wallet modal's state and verbs, and the submission's {@link askCard}. */
export interface WalletCard {
  /** The wallet modal: open while the checkout waits for a card (WALLET payment), else null. */
  readonly $walletNeeded: ReadableAtom<WalletRequest | null>;
  /** A wallet problem to show inside the wallet modal (missing card details, invalid card). */
  readonly $walletError: ReadableAtom<MessageDescriptor | null>;
  /** True while the wallet tokenizes and the order is posted. */
  readonly $walletBusy: ReadableAtom<boolean>;
  /** The business's wallet adapter (a lazy chunk), or null without a wallet. */
  walletAdapter(): Promise<WalletAdapter | null>;
  /** The wallet modal registers its mounted session (null when it unmounts). */
  registerWallet(session: WalletSession | null): void;
  /** The wallet modal's Pay button: tokenizes the card and continues the submission. */
  payWithWallet(): Promise<void>;
  /** The guest closed the wallet modal: nothing is posted. */
  closeWallet(): void;
  /** Opens the modal (or tokenizes the card already mounted) and resolves to the card, or null. */
  askCard(request: WalletRequest): Promise<CardToken | null>;
  /** The submission ended: the modal closes. */
  done(): void;
  /** Answers a pending {@link askCard} with null (the element left the page). */
  dispose(): void;
}

/** Creates the wallet card store over the business's wallet settings. */
export function createWalletCard(wallet: () => BusinessConfiguration['wallet'], apiBase: string): WalletCard {
  const $walletNeeded = atom<WalletRequest | null>(null);
  const $walletError = atom<MessageDescriptor | null>(null);
  const $walletBusy = atom(false);
  let walletSession: WalletSession | null = null;
  let cardAnswer: ((token: CardToken | null) => void) | null = null;

  return {
    $walletNeeded,
    $walletError,
    $walletBusy,
    walletAdapter: () => loadWalletAdapter(wallet(), apiBase),
    registerWallet(session) {
      walletSession = session;
    },
    async payWithWallet() {
      if (!cardAnswer || $walletBusy.get()) return;
      if (!walletSession) {
        $walletError.set(describeError('MISSING_CREDIT_CARD_DETAILS', 'checkout'));
        return;
      }
      $walletError.set(null);
      $walletBusy.set(true);
      try {
        const token = await walletSession.tokenize();
        cardAnswer?.(token);
      } catch (error) {
        $walletBusy.set(false);
        $walletError.set(describeError(error instanceof WalletError ? error.catalogueKey : 'INVALID_CARD', 'checkout'));
      }
    },
    closeWallet() {
      $walletError.set(null);
      cardAnswer?.(null);
    },
    async askCard(request) {
      if (walletSession) {
        // The screen mounted the wallet before submitting (Pay inside the wallet modal).
        try {
          $walletBusy.set(true);
          return await walletSession.tokenize();
        } catch (error) {
          $walletError.set(describeError(error instanceof WalletError ? error.catalogueKey : 'MISSING_CREDIT_CARD_DETAILS', 'checkout'));
        } finally {
          $walletBusy.set(false);
        }
      }
      $walletNeeded.set(request);
      const card = await new Promise<CardToken | null>((resolve) => {
        cardAnswer = (token) => {
          cardAnswer = null;
          resolve(token);
        };
      });
      $walletNeeded.set(null);
      return card;
    },
    done() {
      $walletBusy.set(false);
      $walletNeeded.set(null);
    },
    dispose() {
      cardAnswer?.(null);
    },
  };
}

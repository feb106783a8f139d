/**
 * Asking the guest for a card through the wallet modal. The card fields are the wallet provider's
 * own (never the widget's DOM); this store opens the modal with the amount to charge, and hands the
 * submission the token once the guest pays, or null when the modal is closed.
 */
import type { MessageDescriptor } from '@lingui/core';
import { atom, type ReadableAtom } from 'nanostores';
import type { SavedCard } from '../../../domain/member/types';
import type { BusinessConfiguration, CardToken, MinorAmount } from '../../../domain/types';
import { loadWalletAdapter } from '../../../payments/wallet';
import { supportedExpressMethods } from '../../../payments/express-support';
import { type ExpressMethod, WalletError, type WalletAdapter, type WalletSession } from '../../../payments/wallet-adapter';
import { describeError } from '../error-messages';

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
  /**
   * The signed-in member's saved cards, offered in the wallet modal (loaded when it opens); always
   * empty for a guest or nobody, and where the business does not support members.
   */
  readonly $savedCards: ReadableAtom<SavedCard[]>;
  /** The saved card chosen to pay with (its id), or null for a new card typed into the wallet's fields. */
  readonly $chosenCard: ReadableAtom<string | null>;
  /** The express methods offered in the wallet modal: the wallet's, where this device supports them. */
  readonly $expressMethods: ReadableAtom<readonly ExpressMethod[]>;
  /**
   * Pays with an express method's sheet: an approved sheet continues the submission as a card would;
   * a cancelled one leaves the modal as it was; a declined one says so and leaves the card fields.
   * With no submission waiting for a card (the modal left open after a failed payment), the method is
   * kept for the next one (see {@link awaitingCard}).
   */
  payExpress(method: ExpressMethod): Promise<void>;
  /** Whether a submission waits for the guest's card (the modal asked for it). */
  awaitingCard(): boolean;
  /** Pays with the saved card `id`, or with a new card (null). */
  chooseCard(id: string | null): void;
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

/** A saved card as the checkout sends it: its id is the payment method id; no CVV or fingerprint travels. */
export function savedCardToken(card: SavedCard): CardToken {
  return { paymentMethodId: card.id, issuerName: card.brand, fingerprint: null, encryptedCvv: null, last4: card.last4 };
}

/**
 * Creates the wallet card store over the business's wallet settings. `savedCards` answers the
 * saved cards to offer: the signed-in member's, or none (a guest never sees any).
 */
export function createWalletCard(
  wallet: () => BusinessConfiguration['wallet'],
  apiBase: string,
  savedCards: () => Promise<SavedCard[]> = async () => [],
): WalletCard {
  const $walletNeeded = atom<WalletRequest | null>(null);
  const $walletError = atom<MessageDescriptor | null>(null);
  const $walletBusy = atom(false);
  const $savedCards = atom<SavedCard[]>([]);
  const $chosenCard = atom<string | null>(null);
  const $expressMethods = atom<readonly ExpressMethod[]>([]);
  let walletSession: WalletSession | null = null;
  let cardAnswer: ((token: CardToken | null) => void) | null = null;
  let cardsAsked = 0;
  /** An express method chosen while no submission waited for a card: the next one pays with it. */
  let preferredExpress: ExpressMethod | null = null;
  /** The modal is open: from the first ask until the guest closes it (it stays open after a failed payment). */
  let modalOpen = false;

  const chosen = (): SavedCard | null => $savedCards.get().find((card) => card.id === $chosenCard.get()) ?? null;
  /** Asks for the saved cards again each time the modal opens (a card saved meanwhile shows; a lost login hides them). */
  const loadSavedCards = () => {
    const asked = ++cardsAsked;
    savedCards().then(
      (cards) => {
        if (asked !== cardsAsked) return;
        $savedCards.set(cards);
        if ($chosenCard.get() !== null && !cards.some((card) => card.id === $chosenCard.get())) $chosenCard.set(null);
      },
      // No saved cards to offer: the guest types a card as anyone would.
      () => asked === cardsAsked && $savedCards.set([]),
    );
  };

  /**
   * The token of an express sheet, or null when the guest cancelled it (nothing said) or it was
   * declined (said in the modal, where the card fields stay offered).
   */
  async function expressToken(session: WalletSession, method: ExpressMethod): Promise<CardToken | null> {
    $walletError.set(null);
    $walletBusy.set(true);
    try {
      const token = await session.payExpress(method);
      if (!token) $walletBusy.set(false);
      return token;
    } catch (error) {
      $walletBusy.set(false);
      $walletError.set(describeError(error instanceof WalletError ? error.catalogueKey : 'WALLET_UNAVAILABLE', 'checkout'));
      return null;
    }
  }

  return {
    $walletNeeded,
    $walletError,
    $walletBusy,
    $savedCards,
    $chosenCard,
    $expressMethods,
    chooseCard(id) {
      $walletError.set(null);
      $chosenCard.set(id !== null && $savedCards.get().some((card) => card.id === id) ? id : null);
    },
    walletAdapter: () => loadWalletAdapter(wallet(), apiBase),
    registerWallet(session) {
      walletSession = session;
      $expressMethods.set(session ? supportedExpressMethods(session.expressMethods) : []);
    },
    async payExpress(method) {
      if ($walletBusy.get() || !walletSession || !$expressMethods.get().includes(method)) return;
      if (!cardAnswer) {
        preferredExpress = method;
        return;
      }
      const token = await expressToken(walletSession, method);
      if (token) cardAnswer?.(token);
    },
    awaitingCard: () => cardAnswer !== null,
    async payWithWallet() {
      if (!cardAnswer || $walletBusy.get()) return;
      const saved = chosen();
      if (saved) {
        $walletError.set(null);
        $walletBusy.set(true);
        cardAnswer(savedCardToken(saved));
        return;
      }
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
      modalOpen = false;
      $chosenCard.set(null);
      $walletError.set(null);
      cardAnswer?.(null);
    },
    async askCard(request) {
      // Pay again after a failure, the modal still open: an express sheet the guest chose, the saved
      // card chosen, or the fields' card.
      const express = modalOpen ? preferredExpress : null;
      preferredExpress = null;
      if (express && walletSession) return expressToken(walletSession, express);
      const saved = modalOpen ? chosen() : null;
      if (saved) return savedCardToken(saved);
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
      loadSavedCards();
      modalOpen = true;
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

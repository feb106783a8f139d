/**
 * The wallet contract: what a card-fields adapter offers and how it fails. The loader
 * (`wallet.ts`) and the sandbox's iframe adapter (`iframe-wallet.ts`) both build on it, so neither
 * imports the other's module at load time.
 */
import type { CardToken, MinorAmount } from '../domain/types';

/**
 * A card wallet: the provider's card fields, loaded for card entry when the business configures one.
 *
 * Card numbers never touch the widget's DOM: an adapter mounts the provider's own card fields
 * (the sandbox: an iframe served from the wallet origin) into a container the wallet modal gives it,
 * and hands back only a token. The checkout store asks the registered session for that token when
 * the guest pays, right before the order is placed.
 */
export interface WalletAdapter {
  /** Mounts the card fields into `container`; resolves once they are ready for input. */
  mount(container: HTMLElement, options: WalletMountOptions): Promise<WalletSession>;
}

/** What the card fields show and charge: the calculated total, so the provider charges what the guest saw. */
export interface WalletMountOptions {
  amount: MinorAmount;
  currency: string;
  /** The widget's locale (xx_CC), so the provider's fields speak the guest's language. */
  locale: string;
  /**
   * The widget's layout direction: the provider's fields mirror with the widget (a language the
   * provider cannot translate still reads in the guest's direction).
   */
  direction: 'ltr' | 'rtl';
  /**
   * The widget's font stack as the guest sees it (its theme's `--go-font-family`, computed), so the
   * provider's fields look like the rest of the widget; adapters that cannot restyle ignore it.
   */
  fontFamily?: string;
  /** The card-fields frame's accessible name (its `title`), already translated by the wallet modal. */
  title?: string;
  /** The business the wallet pays (its id), so the provider knows which express methods it enables. */
  merchant?: string;
}

/**
 * An express method of the wallet: the device's own payment sheet (Google Pay, Apple Pay) instead of
 * typing a card. The wallet says which it enables for the business; the widget offers those the device
 * supports (`./express-support.ts`).
 */
export type ExpressMethod = 'google_pay' | 'apple_pay' | 'alipay';

/** Every express method the widget knows, in the order it offers them. */
export const EXPRESS_METHODS: readonly ExpressMethod[] = ['google_pay', 'apple_pay', 'alipay'];

/** One mounted set of card fields. */
export interface WalletSession {
  /** The express methods the wallet enables for this business (before the device's own support is checked). */
  readonly expressMethods: readonly ExpressMethod[];
  /**
   * Opens the wallet's sheet of `method` for the amount mounted: resolves with the payment's token
   * when the guest approves, null when they cancel it; rejects with a {@link WalletError}
   * (`EXPRESS_DECLINED` when the sheet's payment was declined, `WALLET_UNAVAILABLE` when the frame is
   * gone or does not answer).
   */
  payExpress(method: ExpressMethod): Promise<CardToken | null>;
  /**
   * Asks the provider to tokenize what the guest typed. Rejects with a {@link WalletError}
   * (`MISSING_CREDIT_CARD_DETAILS`, `INVALID_CARD`, or `WALLET_UNAVAILABLE` when the frame is gone
   * or does not answer).
   */
  tokenize(): Promise<CardToken>;
  /** Removes the card fields and stops listening; later `tokenize()` calls reject. */
  destroy(): void;
}

/**
 * Why a wallet failed. `WALLET_URL_REFUSED`: the card-fields URL failed the URL allow-list, so card
 * payment stays unavailable until the platform's configuration is fixed (a retry cannot help).
 */
export type WalletErrorCode = 'MISSING_CREDIT_CARD_DETAILS' | 'INVALID_CARD' | 'WALLET_UNAVAILABLE' | 'WALLET_URL_REFUSED' | 'EXPRESS_DECLINED';

/** The card field a wallet refused, when it says which. */
export type WalletCardField = 'number' | 'expiry' | 'cvc';

/**
 * A wallet failure. `catalogueKey` is the error catalogue's key for it: an invalid card names its
 * field (`INVALID_CARD_NUMBER`, `INVALID_CARD_EXPIRY`, `INVALID_CARD_CVC`) so the guest is told what
 * to correct, outside the provider's frame where it can be clipped.
 */
export class WalletError extends Error {
  override readonly name = 'WalletError';
  constructor(
    readonly code: WalletErrorCode,
    readonly field: WalletCardField | null = null,
  ) {
    super(code);
  }

  get catalogueKey(): string {
    return this.code === 'INVALID_CARD' && this.field ? `INVALID_CARD_${this.field.toUpperCase()}` : this.code;
  }
}

import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../api/errors';
import type { PlatformApi } from '../../api/platform';
import { noAnswerMessage } from '../first-screen/connection-messages';
import { itemErrorMessage, resolveError, type ErrorContext, type ItemErrorFacts } from '../../domain/error-catalogue';
import { messages } from './messages';

/*
 * How stores word a platform error (stock lists, the error catalogue) and report the ones the
 * catalogue cannot translate. Apart from `messages.ts` because the catalogue and its messages are
 * needed only once an error happens, by the calculation and the checkout: the menu's chunk, which
 * the first menu waits for, never carries them.
 */

const OUT_OF_STOCK_KEYS = new Set(['CART_CHECKOUT_ITEM_OUT_OF_STOCK', 'CART_ITEM_OUT_OF_STOCK', 'OUT_OF_STOCK']);

/**
 * The list of items a stock error names, each with what is wrong with it ("Margherita (sold out)",
 * "Tiramisù (only 5 items are available)"). Stores keep descriptors, not text, so the list is
 * written out in the element's language each time the message is shown.
 */
export function stockItemList(items: readonly ItemErrorFacts[], i18n: I18n): { toString(): string } {
  return {
    toString: () =>
      items
        .map((item) => {
          const { message, values } = itemErrorMessage(item);
          // Not `i18n._({ ...message, values })`: Lingui's extractor reads every `i18n._({…})` as a message and fails on a spread.
          const described: MessageDescriptor = { ...message, values };
          return i18n._(described);
        })
        .join(', '),
  };
}

/** A platform's out-of-stock list (`items_not_in_stock`) as item errors: none left, or only `available`. */
export function stockErrorsOf(error: ApiError): ItemErrorFacts[] {
  return error.itemsNotInStock.map((item) => ({
    name: item.name,
    error: item.available ? 'NOT_ENOUGH' : 'OUT_OF_STOCK',
    available: item.available ?? null,
  }));
}

/** The out-of-stock sentence with the items filled in (names, or a {@link stockItemList}). */
export function outOfStockMessage(names: string[] | { toString(): string }, notEnough = false): MessageDescriptor {
  // Lingui writes a value out with `+`, so a lazy list becomes text in the language of the moment.
  const list = (Array.isArray(names) ? names.join(', ') : names) as string;
  return notEnough
    ? msg`We regret to inform you that the following items are not available at the moment: ${list} with the chosen amount`
    : msg`We regret to inform you that the following items are not available at the moment: ${list}`;
}

/**
 * Translatable text for a failed platform call or a rejected calculation: stock errors
 * carry their item list (with `i18n`, each item says whether it is out of stock or how many are
 * left); everything else comes from the domain error catalogue.
 */
export function describeError(error: unknown, context: ErrorContext = 'general', i18n?: I18n): MessageDescriptor {
  const key = error instanceof ApiError ? error.message : typeof error === 'string' ? error : '';
  const names = error instanceof ApiError ? error.itemsNotInStock.map((item) => item.name) : [];
  const items = error instanceof ApiError && i18n ? stockItemList(stockErrorsOf(error), i18n) : names;
  // Items that say how many are left need no "with the chosen amount" ending.
  if (key === 'NOT_ENOUGH_POS_ITEMS_IN_STOCK') return outOfStockMessage(items, !i18n);
  if (OUT_OF_STOCK_KEYS.has(key)) return outOfStockMessage(items);
  if (error instanceof ApiError && error.kind === 'network') return noAnswerMessage();
  const code = error instanceof ApiError ? error.code : null;
  return resolveError({ code, message: key || null }, context).message ?? messages.generic;
}

/**
 * Reports a platform error the catalogue has no translation for (`PlatformApi.reportMissedTranslation`),
 * with its context as `info`. Only the platform's own words count: an `ApiError` the platform
 * answered (`http`) or a rejection or transaction event's `{ code, message }`; a lost connection, a
 * malformed answer or the widget's own failures are not messages to translate. Never throws.
 */
export function reportUntranslated(api: Pick<PlatformApi, 'reportMissedTranslation'>, error: unknown, context: ErrorContext = 'general'): void {
  let facts: { code: number | string | null; message: string | null };
  if (error instanceof ApiError) {
    if (error.kind !== 'http') return;
    facts = { code: error.code, message: error.message || null };
  } else if (typeof error === 'string') {
    facts = { code: null, message: error || null };
  } else if (typeof error === 'object' && error !== null && !(error instanceof Error) && ('code' in error || 'message' in error)) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    facts = {
      code: typeof code === 'number' || typeof code === 'string' ? code : null,
      message: typeof message === 'string' && message ? message : null,
    };
  } else return;
  if (facts.code === null && facts.message === null) return;
  if (!resolveError(facts, context).unknown) return;
  try {
    api.reportMissedTranslation({ message: facts.message ?? '', code: facts.code, info: context });
  } catch {
    // Reporting never gets in the way of the guest.
  }
}

import { useLingui } from '@lingui/react';
import { formatMoney, getCurrency } from '../domain/currency';
import type { MinorAmount } from '../domain/types';

/** Formats minor units in a currency for the current language (spec 3: symbol plus amount). */
export function usePriceFormatter(): (amount: MinorAmount, currencyCode: string) => string {
  const { i18n } = useLingui();
  return (amount, currencyCode) => formatMoney(amount, getCurrency(currencyCode), i18n.locale);
}

/** An amount of money; `amount` is in minor units. */
export function Price({ amount, currency, className }: { amount: MinorAmount; currency: string; className?: string }) {
  const format = usePriceFormatter();
  return <span className={className}>{format(amount, currency)}</span>;
}

import { useLingui } from '@lingui/react';
import { formatMoney, getCurrency } from '../domain/currency';
import type { Currency, MinorAmount } from '../domain/types';
import { intlLocale } from '../i18n/element-i18n';

/**
 * Formats minor units in a currency for the current language (symbol plus amount). A bare
 * ISO code uses the built-in table; pass the `Currency` resolved with the business's settings
 * (`scope.currencyFor(code)`) to show what the menu shows.
 */
export function usePriceFormatter(): (amount: MinorAmount, currency: Currency | string) => string {
  const { i18n } = useLingui();
  return (amount, currency) => formatMoney(amount, typeof currency === 'string' ? getCurrency(currency) : currency, intlLocale(i18n));
}

/** An amount of money; `amount` is in minor units. */
export function Price({ amount, currency, className }: { amount: MinorAmount; currency: Currency | string; className?: string }) {
  const format = usePriceFormatter();
  return <span className={className}>{format(amount, currency)}</span>;
}

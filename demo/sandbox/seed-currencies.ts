import type { WireCurrencySettings } from '../../src/api/wire';

/**
 * Currencies on the sandbox platform's side: the minor units its calculation rounds to (
 * Currency `minorUnit`; prices travel in major units), and the currency settings file named by
 * business 1001's `currency_settings_url`.
 */

/** Minor units of the currencies the seed uses; anything else has 2. */
const MINOR_UNITS: Record<string, number> = { JPY: 0, KRW: 0, VND: 0, CLP: 0, KWD: 3, BHD: 3, OMR: 3, JOD: 3, TND: 3 };

/** Decimal places of a currency code (ISO 4217), 2 unless listed. */
export function minorUnitOf(code: string): number {
  return MINOR_UNITS[code.toUpperCase()] ?? 2;
}

/** Path of the currency settings file (made absolute against the request origin in the configuration). */
export const CURRENCY_SETTINGS_PATH = '/menus/currency-settings.json';

/**
 * GET /menus/currency-settings.json. USD is restated unchanged (every existing price stays `$1,234.56`);
 * EUR uses `.` for thousands and `,` for decimals (`€1.250,00`); JPY gets the custom full-width
 * symbol `￥` (U+FFE5) instead of the built-in `¥`; KWD keeps 3 decimals.
 */
export function currencySettingsFile(): WireCurrencySettings {
  return {
    currenciesList: [
      { code: 'USD', name: 'US Dollar', minorUnit: 2, symbol: '$', thousandsSeparator: ',', decimalSeparator: '.', customSymbol: null },
      { code: 'EUR', name: 'Euro', minorUnit: 2, symbol: '€', thousandsSeparator: '.', decimalSeparator: ',', customSymbol: null },
      { code: 'JPY', name: 'Yen', minorUnit: 0, symbol: '¥', thousandsSeparator: ',', customSymbol: '￥' },
      { code: 'KWD', name: 'Kuwaiti Dinar', minorUnit: 3, symbol: 'KD', thousandsSeparator: ',', decimalSeparator: '.', customSymbol: null },
    ],
  };
}

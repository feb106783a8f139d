import { localizeDigits } from './digits';
import { isRightToLeft as isRtlLanguage } from './locale';
import type { Currency, MinorAmount } from './types';

export type { Currency };

/** The default currency: USD, 2 minor units, symbol `$`. */
export const DEFAULT_CURRENCY_CODE = 'USD';

type Entry = [code: string, name: string, symbol: string, minorUnit?: number];

// ISO 4217 minor units; symbols are the common short forms. The platform may override the
// separators and set a custom symbol per business; this table is only the fallback.
const TABLE: Entry[] = [
  ['USD', 'US Dollar', '$'],
  ['EUR', 'Euro', '€'],
  ['GBP', 'Pound Sterling', '£'],
  ['ILS', 'New Israeli Shekel', '₪'],
  ['JPY', 'Yen', '¥', 0],
  ['CAD', 'Canadian Dollar', 'CA$'],
  ['AUD', 'Australian Dollar', 'A$'],
  ['NZD', 'New Zealand Dollar', 'NZ$'],
  ['CHF', 'Swiss Franc', 'CHF'],
  ['AED', 'UAE Dirham', 'AED'],
  ['SAR', 'Saudi Riyal', 'SAR'],
  ['QAR', 'Qatari Rial', 'QAR'],
  ['INR', 'Indian Rupee', '₹'],
  ['CNY', 'Yuan Renminbi', 'CN¥'],
  ['HKD', 'Hong Kong Dollar', 'HK$'],
  ['SGD', 'Singapore Dollar', 'S$'],
  ['KRW', 'Won', '₩', 0],
  ['THB', 'Baht', '฿'],
  ['MXN', 'Mexican Peso', 'MX$'],
  ['BRL', 'Brazilian Real', 'R$'],
  ['SEK', 'Swedish Krona', 'kr'],
  ['NOK', 'Norwegian Krone', 'kr'],
  ['DKK', 'Danish Krone', 'kr'],
  ['PLN', 'Zloty', 'zł'],
  ['CZK', 'Czech Koruna', 'Kč'],
  ['HUF', 'Forint', 'Ft'],
  ['TRY', 'Turkish Lira', '₺'],
  ['ZAR', 'Rand', 'R'],
  ['ISK', 'Iceland Krona', 'kr', 0],
  ['VND', 'Dong', '₫', 0],
  ['CLP', 'Chilean Peso', 'CLP$', 0],
  ['KWD', 'Kuwaiti Dinar', 'KD', 3],
  ['BHD', 'Bahraini Dinar', 'BD', 3],
  ['JOD', 'Jordanian Dinar', 'JD', 3],
  ['OMR', 'Rial Omani', 'OMR', 3],
  ['TND', 'Tunisian Dinar', 'DT', 3],
  ['EGP', 'Egyptian Pound', 'E£'],
  ['MAD', 'Moroccan Dirham', 'MAD'],
];

/** Known currencies by ISO code, with the default separators `,` (thousands) and `.` (decimal). */
export const CURRENCIES: Readonly<Record<string, Currency>> = Object.fromEntries(
  TABLE.map(([code, name, symbol, minorUnit = 2]) => [
    code,
    { code, name, symbol, minorUnit, thousandsSeparator: ',', decimalSeparator: '.', customSymbol: null },
  ]),
);

/**
 * The currency for an ISO code (case-insensitive). `settings` (the business's currency settings
 * file, "currency settings from a settings host", keyed by code) wins over the built-in
 * table: its symbol, custom symbol, separators and minor unit are used as given. Unknown codes get 2
 * minor units and the code itself as symbol; a missing code gives USD.
 */
export function getCurrency(code: string | null | undefined, settings?: Readonly<Record<string, Currency>>): Currency {
  const key = (code ?? '').trim().toUpperCase() || DEFAULT_CURRENCY_CODE;
  const configured = settings ? settingFor(settings, key) : undefined;
  if (configured) return configured;
  return CURRENCIES[key] ?? { code: key, name: key, symbol: key, minorUnit: 2, thousandsSeparator: ',', decimalSeparator: '.', customSymbol: null };
}

/** The settings entry for an upper-case code, whatever the case of the settings' keys. */
function settingFor(settings: Readonly<Record<string, Currency>>, key: string): Currency | undefined {
  if (Object.hasOwn(settings, key)) return settings[key];
  const match = Object.keys(settings).find((candidate) => candidate.trim().toUpperCase() === key);
  return match === undefined ? undefined : settings[match];
}

/**
 * Converts a major-unit amount from the wire (`12.5`) to integer minor units (`1250`) without float
 * drift: `19.99 -> 1999`, `1.005 -> 101` (half away from zero). Non-finite input gives 0. `minorUnit`
 * is always the currency's own (JPY 0, KWD 3): a silent default of 2 once priced yen carts a hundred times over.
 */
export function toMinor(major: number, minorUnit: number): MinorAmount {
  if (!Number.isFinite(major)) return 0;
  const text = String(Math.abs(major));
  // Shifting the decimal point in the string avoids 1.005 * 100 = 100.49999…
  const shifted = text.includes('e') ? Math.abs(major) * 10 ** minorUnit : Number(`${text}e${minorUnit}`);
  const rounded = Math.round(shifted);
  return major < 0 ? -rounded : rounded;
}

/** Converts integer minor units back to a major-unit number for the wire (`1250 -> 12.5`). */
export function toMajor(minor: MinorAmount, minorUnit: number): number {
  return Number((minor / 10 ** minorUnit).toFixed(minorUnit));
}

/**
 * The amount in the digits of `locale` (Arabic-Indic for `ar-u-nu-arab` or `ar-SA`). With Arabic-Indic
 * digits the default separators become the Arabic ones (٬ and ٫: a Latin `.` among them reads as a
 * stray dot); separators the business configured are its own and are kept.
 */
function localAmount(amount: string, currency: Currency, locale: string | undefined): string {
  const local = localizeDigits(amount, locale);
  if (local === amount || !locale || currency.thousandsSeparator !== ',' || currency.decimalSeparator !== '.') return local;
  const parts = new Intl.NumberFormat(locale).formatToParts(1234.5);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  return local.replace(/[,.]/g, (separator) => (separator === ',' ? group : decimal));
}

const RTL_ISOLATE_START = '\u2066';
const RTL_ISOLATE_END = '\u2069';

/**
 * Formats minor units as symbol plus amount with the currency's separators:
 * `formatMoney(123456, USD) === '$1,234.56'`, `formatMoney(500, JPY) === '¥500'`.
 * `customSymbol` wins over `symbol`. `locale` (a BCP 47 tag for `Intl`) picks the digits: `ar-SA` or
 * `ar-u-nu-arab` give `'$١٬٢٣٤٫٥٦'`, Latin-digit locales the digits as above. When `locale` is a right-to-left language the result is wrapped
 * in a left-to-right isolate so the symbol stays before the digits inside RTL text.
 */
export function formatMoney(minor: MinorAmount, currency: Currency, locale?: string): string {
  const unit = Math.max(0, Math.trunc(currency.minorUnit));
  const negative = minor < 0;
  const digits = String(Math.round(Math.abs(minor))).padStart(unit + 1, '0');
  const whole = digits.slice(0, digits.length - unit);
  const fraction = digits.slice(digits.length - unit);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, currency.thousandsSeparator);
  const amount = unit > 0 ? `${grouped}${currency.decimalSeparator || '.'}${fraction}` : grouped;
  const text = `${negative ? '-' : ''}${currency.customSymbol || currency.symbol}${localAmount(amount, currency, locale)}`;
  return locale && isRtlLanguage(locale) ? `${RTL_ISOLATE_START}${text}${RTL_ISOLATE_END}` : text;
}

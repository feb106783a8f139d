import { describe, expect, it } from 'vitest';
import { CURRENCIES, formatMoney, getCurrency, toMajor, toMinor } from './currency';

describe('getCurrency', () => {
  it('defaults to USD with 2 minor units and $', () => {
    expect(getCurrency(null)).toMatchObject({ code: 'USD', minorUnit: 2, symbol: '$' });
    expect(getCurrency('')).toMatchObject({ code: 'USD' });
  });
  it('knows common currencies, case-insensitively', () => {
    expect(getCurrency('jpy')).toMatchObject({ code: 'JPY', minorUnit: 0, symbol: '¥' });
    expect(getCurrency('ILS').symbol).toBe('₪');
    expect(getCurrency('KWD').minorUnit).toBe(3);
    expect(Object.keys(CURRENCIES)).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP', 'ILS', 'JPY']));
  });
  it('falls back for unknown codes', () => {
    expect(getCurrency('XYZ')).toEqual({
      code: 'XYZ',
      name: 'XYZ',
      symbol: 'XYZ',
      minorUnit: 2,
      thousandsSeparator: ',',
      decimalSeparator: '.',
      customSymbol: null,
    });
  });
});

describe('toMinor / toMajor', () => {
  it('converts without float drift', () => {
    expect(toMinor(19.99, 2)).toBe(1999);
    expect(toMinor(0.1 + 0.2, 2)).toBe(30);
    expect(toMinor(1.005, 2)).toBe(101);
    expect(toMinor(12.5, 2)).toBe(1250);
    expect(toMinor(1200, 0)).toBe(1200);
    expect(toMinor(1.2345, 3)).toBe(1235);
    expect(toMinor(-19.99, 2)).toBe(-1999);
    expect(toMinor(1e-7, 2)).toBe(0);
    expect(toMinor(Number.NaN, 2)).toBe(0);
  });
  it('converts back to major units', () => {
    expect(toMajor(1999, 2)).toBe(19.99);
    expect(toMajor(1200, 0)).toBe(1200);
    expect(toMajor(250, 2)).toBe(2.5);
  });
});

describe('formatMoney', () => {
  it('shows symbol plus amount with separators', () => {
    expect(formatMoney(123456, getCurrency('USD'))).toBe('$1,234.56');
    expect(formatMoney(5, getCurrency('USD'))).toBe('$0.05');
    expect(formatMoney(0, getCurrency('USD'))).toBe('$0.00');
    expect(formatMoney(123456789, getCurrency('USD'))).toBe('$1,234,567.89');
  });
  it('honours minor unit 0 and 3', () => {
    expect(formatMoney(1500, getCurrency('JPY'))).toBe('¥1,500');
    expect(formatMoney(1234, getCurrency('KWD'))).toBe('KD1.234');
  });
  it('honours configured separators and custom symbol', () => {
    const eur = { ...getCurrency('EUR'), thousandsSeparator: '.', decimalSeparator: ',' };
    expect(formatMoney(123456, eur)).toBe('€1.234,56');
    expect(formatMoney(100, { ...eur, customSymbol: 'EUR ' })).toBe('EUR 1,00');
    expect(formatMoney(100000, { ...getCurrency('USD'), thousandsSeparator: '' })).toBe('$1000.00');
  });
  it('prefixes negatives', () => {
    expect(formatMoney(-250, getCurrency('USD'))).toBe('-$2.50');
  });
  it('isolates the amount in right-to-left locales', () => {
    expect(formatMoney(1000, getCurrency('ILS'), 'he_IL')).toBe('\u2066₪10.00\u2069');
    expect(formatMoney(1000, getCurrency('ILS'), 'en_US')).toBe('₪10.00');
  });
  it("writes the digits of the guest's language: Arabic-Indic for an Arabic page, Latin for ar-MA", () => {
    expect(formatMoney(123456, getCurrency('SAR'), 'ar-u-nu-arab')).toBe('\u2066SAR١٬٢٣٤٫٥٦\u2069');
    expect(formatMoney(1250, getCurrency('USD'), 'ar-SA')).toBe('\u2066$١٢٫٥٠\u2069');
    expect(formatMoney(1250, getCurrency('MAD'), 'ar-MA')).toBe('\u2066MAD12.50\u2069');
    expect(formatMoney(1250, getCurrency('CNY'), 'zh-CN')).toBe('CN¥12.50');
    // Separators the business configured stay; only the digits change.
    const eur = { ...getCurrency('EUR'), thousandsSeparator: '.', decimalSeparator: ',' };
    expect(formatMoney(123456, eur, 'ar-SA')).toBe('\u2066€١.٢٣٤,٥٦\u2069');
  });
});

describe('getCurrency with currency settings', () => {
  const eurSettings = { ...getCurrency('EUR'), thousandsSeparator: '.', decimalSeparator: ',' };
  const settings = {
    EUR: eurSettings,
    KWD: { ...getCurrency('KWD'), customSymbol: 'د.ك ' },
    usd: { ...getCurrency('USD'), customSymbol: 'US$' },
    XTS: { code: 'XTS', name: 'Test Points', symbol: 'pts ', minorUnit: 1, thousandsSeparator: ' ', decimalSeparator: '.', customSymbol: null },
  };

  it('lets the settings win over the built-in table', () => {
    expect(getCurrency('EUR', settings)).toBe(eurSettings);
    expect(formatMoney(123456, getCurrency('eur', settings))).toBe('€1.234,56');
    expect(formatMoney(123456, getCurrency('EUR'))).toBe('€1,234.56');
  });

  it('uses a custom symbol from the settings', () => {
    expect(formatMoney(12345, getCurrency('KWD', settings))).toBe('د.ك 12.345');
    expect(formatMoney(1999, getCurrency('USD', settings))).toBe('US$19.99'); // settings key in lower case
  });

  it('adds currencies the table does not know', () => {
    expect(formatMoney(1234567, getCurrency('XTS', settings))).toBe('pts 123 456.7');
    expect(getCurrency('XTS')).toMatchObject({ symbol: 'XTS', minorUnit: 2 });
  });

  it('falls back to the table for codes without settings, and to USD without a code', () => {
    expect(getCurrency('JPY', settings)).toEqual(getCurrency('JPY'));
    expect(formatMoney(150000, getCurrency('JPY', settings))).toBe('¥150,000');
    expect(formatMoney(1999, getCurrency(null, settings))).toBe('US$19.99');
    expect(getCurrency('GBP', {})).toEqual(getCurrency('GBP'));
    expect(getCurrency('GBP', undefined)).toEqual(getCurrency('GBP'));
  });

  it('formats several currencies side by side', () => {
    const amounts = ['USD', 'EUR', 'GBP', 'ILS', 'JPY', 'KWD', 'CHF'].map((code) => formatMoney(1234567, getCurrency(code, settings)));
    expect(amounts).toEqual(['US$12,345.67', '€12.345,67', '£12,345.67', '₪12,345.67', '¥1,234,567', 'د.ك 1,234.567', 'CHF12,345.67']);
  });

  it('ignores inherited keys of the settings object', () => {
    expect(getCurrency('constructor', settings)).toMatchObject({ code: 'CONSTRUCTOR', symbol: 'CONSTRUCTOR' });
  });
});

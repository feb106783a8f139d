import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shownLocale } from '../i18n/shown-locale';
import { formatWholeNumber } from './whole-numbers';

const VALUES = [0, 7, 999, 1000, 1250, 9999, 12500, 123456, 1234567, 9007199254740991];

/** What React shows for `value` in an element's i18n switched to `language` (as `createLocaleSwitcher` activates it). */
function reactNumber(language: string, value: number): string {
  const shown = shownLocale(language);
  return setupI18n({ locale: shown.catalog, locales: [shown.intl], messages: { [shown.catalog]: {} } }).number(value);
}

/** Counts the `Intl.NumberFormat`s built from now on (each still a real one). */
function countFormatters() {
  const Original = Intl.NumberFormat;
  // biome-ignore lint/complexity/useArrowFunction: the spy is called with `new`, and an arrow function cannot be a constructor
  return vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
    return new Original(...args);
  } as never);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('formatWholeNumber', () => {
  it("writes what i18n.number writes in each catalog's language, without an Intl.NumberFormat for Latin digits", () => {
    const built = countFormatters();
    const painted = ['en_US', 'es_ES', 'fr_FR', 'de_DE', 'it_IT', 'he', 'zh_CN', 'he_IL', 'en', 'de'].map((language) => ({
      language,
      shown: VALUES.map((value) => formatWholeNumber(value, shownLocale(language).intl)),
    }));
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
    for (const { language, shown } of painted) expect(shown, language).toEqual(VALUES.map((value) => reactNumber(language, value)));
    expect(formatWholeNumber(1250, shownLocale('en_US').intl)).toBe('1,250');
    expect(formatWholeNumber(1250, 'es-ES')).toBe('1250');
    expect(formatWholeNumber(12500, 'es-ES')).toBe('12.500');
    expect(formatWholeNumber(1250, 'fr-FR')).toBe('1\u202f250');
  });

  it('writes Arabic with its own digits and separator, as i18n.number does', () => {
    expect(shownLocale('ar').intl).toBe('ar-u-nu-arab');
    expect(formatWholeNumber(1250, shownLocale('ar').intl)).toBe('١٬٢٥٠');
    for (const value of VALUES) expect(formatWholeNumber(value, shownLocale('ar').intl)).toBe(reactNumber('ar', value));
    expect(formatWholeNumber(860, 'ar-MA')).toBe('860');
  });

  it('asks Intl where a region groups otherwise, for negatives and fractions, and below 1000 only where digits are not Latin', () => {
    for (const tag of ['de-CH', 'en-IN', 'fr-CA', 'es-MX', 'it-CH', 'pt-PT', 'pl', 'ar-EG', 'en-u-nu-arab', 'zh-Hant-TW']) {
      for (const value of [...VALUES, -5, -0, 12.5]) expect(formatWholeNumber(value, tag), `${tag} ${value}`).toBe(new Intl.NumberFormat(tag).format(value));
    }
    const built = countFormatters();
    expect(formatWholeNumber(999, 'pt-BR')).toBe('999');
    expect(formatWholeNumber(42, 'en-IN')).toBe('42');
    expect(built).not.toHaveBeenCalled();
  });

  it('refuses a malformed tag as Intl does', () => {
    expect(() => formatWholeNumber(1250, 'en_US')).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { LATIN_DIGIT_LANGUAGES, localizeDigits, toLatinDigits } from './digits';

describe('localizeDigits', () => {
  it('writes Arabic-Indic digits where the locale does, Latin digits elsewhere', () => {
    expect(localizeDigits('12.50', 'ar-SA')).toBe('١٢.٥٠');
    expect(localizeDigits('Room 305', 'ar-u-nu-arab')).toBe('Room ٣٠٥');
    expect(localizeDigits('12.50', 'fa')).toBe('۱۲.۵۰');
    expect(localizeDigits('12.50', 'ar-MA')).toBe('12.50');
    expect(localizeDigits('12.50', 'en-US')).toBe('12.50');
    expect(localizeDigits('12.50', 'zh-CN')).toBe('12.50');
    expect(localizeDigits('12.50', undefined)).toBe('12.50');
  });

  it('follows the numbering system CLDR gives each Arabic region', () => {
    expect(localizeDigits('7', 'ar-EG')).toBe('٧');
    expect(localizeDigits('7', 'ar-u-nu-arab')).toBe('٧');
    for (const latin of ['ar-MA', 'ar-DZ', 'ar-TN']) expect(localizeDigits('7', latin)).toBe('7');
  });
});

describe('languages answered without Intl', () => {
  // Regions where these languages are written, and regions whose own default digits are not Latin.
  const regions = [
    '',
    'US',
    'GB',
    'IN',
    'CA',
    'FR',
    'BE',
    'CH',
    'DE',
    'AT',
    'ES',
    'MX',
    'AR',
    'IT',
    'IL',
    'CN',
    'TW',
    'HK',
    'SG',
    'PT',
    'BR',
    'AO',
    'NL',
    'JP',
    'KR',
    'RU',
    'PL',
    'TR',
    'SE',
    'DK',
    'NO',
    'FI',
    'GR',
    'CY',
    'CZ',
    'UA',
    'MA',
    'DZ',
    'EG',
    'SA',
    'AE',
    'IR',
    'AF',
    'PK',
    'BD',
    'NP',
    'MM',
  ];

  it('write Latin digits by default in every region and script, as Intl says', () => {
    for (const language of LATIN_DIGIT_LANGUAGES) {
      for (const tag of [...regions.map((region) => (region ? `${language}-${region}` : language)), `${language}-Hant`, `${language}-Arab`]) {
        expect(new Intl.NumberFormat(tag).resolvedOptions().numberingSystem, tag).toBe('latn');
        expect(localizeDigits('0123456789', tag), tag).toBe('0123456789');
      }
    }
  });

  it('still follow a numbering system the tag asks for', () => {
    expect(localizeDigits('12', 'en-u-nu-arab')).toBe('١٢');
    expect(localizeDigits('12', 'he-IL-u-nu-arabext')).toBe('۱۲');
  });
});

describe('toLatinDigits', () => {
  it('turns digits of any script into 0-9 and keeps everything else', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('+٩٧٢ ٥٠-١٢٣')).toBe('+972 50-123');
    expect(toLatinDigits('३०५')).toBe('305');
    expect(toLatinDigits('３０５')).toBe('305');
    expect(toLatinDigits('𝟗𝟘')).toBe('90');
    expect(toLatinDigits('A12 غرفة')).toBe('A12 غرفة');
  });
});

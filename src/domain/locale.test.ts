import { describe, expect, it } from 'vitest';
import { intlTag, isRightToLeft, languageOf, matchLocale, normalizeLocale, RTL_LANGUAGES, withoutExtensions } from './locale';

describe('isRightToLeft', () => {
  it('is true for every RTL language, with any region suffix', () => {
    for (const language of ['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yi']) {
      expect(isRightToLeft(language)).toBe(true);
      expect(isRightToLeft(`${language}_XX`)).toBe(true);
      expect(isRightToLeft(`${language}-XX`)).toBe(true);
    }
    expect(RTL_LANGUAGES).toHaveLength(12);
    expect(isRightToLeft('he_IL')).toBe(true);
    expect(isRightToLeft('he-IL')).toBe(true);
    expect(isRightToLeft('HE')).toBe(true);
  });
  it('is false for LTR languages and prefixes that only look alike', () => {
    for (const locale of ['en_US', 'fr', 'hea', 'arx', 'de-DE', '']) expect(isRightToLeft(locale)).toBe(false);
  });
});

describe('normalizeLocale', () => {
  it('returns xx_CC or a bare language', () => {
    expect(normalizeLocale('en-us')).toBe('en_US');
    expect(normalizeLocale('he_IL')).toBe('he_IL');
    expect(normalizeLocale('HE')).toBe('he');
    expect(normalizeLocale('zh-Hant-TW')).toBe('zh_TW');
    expect(normalizeLocale('es-419')).toBe('es_419');
    expect(normalizeLocale('en_US.UTF-8')).toBe('en_US');
  });
  it('falls back to en_US for nothing usable', () => {
    expect(normalizeLocale(null)).toBe('en_US');
    expect(normalizeLocale('')).toBe('en_US');
    expect(normalizeLocale('123')).toBe('en_US');
  });
  it('languageOf', () => {
    expect(languageOf('he-IL')).toBe('he');
  });
});

describe('matchLocale', () => {
  it('matches exactly, then by language, else falls back', () => {
    expect(matchLocale('en-US', ['en_US', 'he'])).toBe('en_US');
    expect(matchLocale('he_IL', ['en_US', 'he'])).toBe('he');
    expect(matchLocale('fr', ['en_US', 'he'])).toBe('en_US');
    expect(matchLocale(null, ['he'], 'he')).toBe('he');
  });
});

describe('intlTag', () => {
  it('gives Intl the BCP 47 tag, with Arabic-Indic digits for an Arabic page with no region', () => {
    expect(intlTag('he_IL')).toBe('he-IL');
    expect(intlTag('zh_CN')).toBe('zh-CN');
    expect(intlTag('ar')).toBe('ar-u-nu-arab');
    expect(intlTag('ar_MA')).toBe('ar-MA');
    expect(intlTag('ar-u-nu-latn')).toBe('ar-u-nu-latn');
    expect(new Intl.NumberFormat(intlTag('ar')).format(305)).toBe('٣٠٥');
    expect(new Intl.NumberFormat(intlTag('ar_SA')).format(305)).toBe('٣٠٥');
    expect(new Intl.NumberFormat(intlTag('ar_MA')).format(305)).toBe('305');
  });
  it('withoutExtensions leaves the language tag a lang attribute names', () => {
    expect(withoutExtensions('ar-u-nu-arab')).toBe('ar');
    expect(withoutExtensions('he-IL')).toBe('he-IL');
  });
});

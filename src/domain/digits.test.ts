import { describe, expect, it } from 'vitest';
import { localizeDigits, toLatinDigits } from './digits';

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

import { describe, expect, it } from 'vitest';
import { countryOptions } from './country-options';

const COUNTRIES = [
  { code: 'us', dialCode: '+1' },
  { code: 'il', dialCode: '+972' },
  { code: 'de', dialCode: '+49' },
];

describe('countryOptions (the phone country chooser)', () => {
  it('names each country in the guest language with its dial code, sorted by name', () => {
    expect(countryOptions(COUNTRIES, 'us', 'en_US')).toEqual([
      { value: 'de', label: 'Germany (+49)' },
      { value: 'il', label: 'Israel (+972)' },
      { value: 'us', label: 'United States (+1)' },
    ]);
    const hebrew = countryOptions(COUNTRIES, 'us', 'he');
    // In Hebrew the dial code is isolated left to right, else it shows as "(972+)".
    expect(hebrew.find((option) => option.value === 'il')?.label).toBe('ישראל (\u2066+972\u2069)');
    expect(hebrew.map((option) => option.label)).toEqual([...hebrew.map((option) => option.label)].sort(new Intl.Collator('he').compare));
  });

  it('offers the current country alone until the list is loaded; an unknown locale falls back to English', () => {
    expect(countryOptions([], 'il', 'en_US')).toEqual([{ value: 'il', label: 'Israel' }]);
    expect(countryOptions([], '', 'en_US')).toEqual([]);
    expect(countryOptions(COUNTRIES.slice(0, 1), 'us', 'not a locale!')).toEqual([{ value: 'us', label: 'United States (+1)' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { cleanPhone, checkoutPhone, dialCode, phoneCountries, phoneToE164, validatePhone } from './phone';
import { basicPhoneCheck } from './phone-text';

describe('cleanPhone', () => {
  it('removes dashes, spaces, # and parentheses', () => {
    expect(cleanPhone('(212) 555-0100 #')).toBe('2125550100');
    expect(cleanPhone('+972 50-123\t4567')).toBe('+972501234567');
    expect(cleanPhone('')).toBe('');
  });
});

describe('checkoutPhone: what is posted', () => {
  it('posts the cleaned number', () => {
    expect(checkoutPhone(' 212-555-0100 ')).toBe('2125550100');
    expect(checkoutPhone('+1 212 555 0100')).toBe('+12125550100');
  });
  it('posts null for empty or a bare dial code', () => {
    for (const value of ['', '   ', '+', '+1', '+972', '1', '972']) expect(checkoutPhone(value), value).toBeNull();
  });
});

describe('dialCode', () => {
  it('gives the country calling code in any case', () => {
    expect(dialCode('us')).toBe('+1');
    expect(dialCode('IL')).toBe('+972');
    expect(dialCode(' gb ')).toBe('+44');
  });
  it('is null for unknown countries', () => {
    expect(dialCode('xx')).toBeNull();
    expect(dialCode('')).toBeNull();
    expect(dialCode(null)).toBeNull();
  });
});

describe('validatePhone (libphonenumber-js min metadata)', () => {
  it.each([
    ['2125550123', 'us'],
    ['(212) 555-0100', 'US'],
    ['+1 212 555 0100', 'us'],
    ['201-555-0123', 'us'],
    ['050-123-4567', 'il'],
    ['+972 50 123 4567', 'il'],
    ['020 7946 0958', 'gb'],
  ])('%j is valid in %s', (value, country) => {
    expect(validatePhone(value, country, true)).toBe('ok');
  });
  it.each([
    ['123', 'us'],
    ['555 555 5555', 'us'],
    ['050-123', 'il'],
    ['212555012345678', 'us'],
    ['+44 20 7946 09', 'gb'],
    ['212-555-01OO', 'us'],
    ['phone', 'us'],
  ])('%j is invalid in %s', (value, country) => {
    expect(validatePhone(value, country, true)).toBe('invalid');
    expect(validatePhone(value, country, false)).toBe('invalid');
  });
  it('judges a national number by the selected country', () => {
    expect(validatePhone('0501234567', 'il', true)).toBe('ok');
    expect(validatePhone('0501234567', 'us', true)).toBe('invalid');
  });
  it('judges a number typed with + by its own dial code', () => {
    expect(validatePhone('+972501234567', 'us', true)).toBe('ok');
    expect(validatePhone('+12125550123', 'il', true)).toBe('ok');
  });
  it('without a known country only international numbers can be valid', () => {
    expect(validatePhone('+12125550123', null, true)).toBe('ok');
    expect(validatePhone('2125550123', null, true)).toBe('invalid');
    expect(validatePhone('2125550123', 'zz', true)).toBe('invalid');
  });
  it('accepts empty or the bare dial code when not required', () => {
    for (const value of ['', '  ', '+', '+1', '1', '+44']) expect(validatePhone(value, 'us', false), value).toBe('ok');
    expect(validatePhone('+972', 'il', false)).toBe('ok');
    expect(validatePhone('972', 'il', false)).toBe('ok');
  });
  it('calls empty or the bare dial code missing when required', () => {
    for (const value of ['', '+', '+1', '1']) expect(validatePhone(value, 'us', true), value).toBe('required');
    expect(validatePhone('+972', 'il', true)).toBe('required');
  });
  it('does not take digits that are not the dial code as bare', () => {
    expect(validatePhone('12', 'us', false)).toBe('invalid');
    expect(validatePhone('44', 'us', false)).toBe('invalid');
  });
});

describe('phoneToE164', () => {
  it('formats valid numbers', () => {
    expect(phoneToE164('212-555-0100', 'us')).toBe('+12125550100');
    expect(phoneToE164('050 123 4567', 'IL')).toBe('+972501234567');
    expect(phoneToE164('+44 20 7946 0958', 'us')).toBe('+442079460958');
  });
  it('is null for invalid numbers', () => {
    expect(phoneToE164('123', 'us')).toBeNull();
    expect(phoneToE164('', 'us')).toBeNull();
    expect(phoneToE164('abc', 'us')).toBeNull();
  });
});

describe('basicPhoneCheck: the stand-in until the phone chunk loads', () => {
  it('accepts 7 to 15 digits with an optional +', () => {
    expect(basicPhoneCheck('555-123 4567', 'us', true)).toBe('ok');
    expect(basicPhoneCheck('+972 50 123 4567', 'us', true)).toBe('ok');
    expect(basicPhoneCheck('123456', 'us', true)).toBe('invalid');
    expect(basicPhoneCheck('1234567890123456', 'us', true)).toBe('invalid');
    expect(basicPhoneCheck('555-CALL-NOW', 'us', false)).toBe('invalid');
  });
  it('treats empty and a bare +code as empty', () => {
    expect(basicPhoneCheck('', 'us', false)).toBe('ok');
    expect(basicPhoneCheck('+1', 'us', false)).toBe('ok');
    expect(basicPhoneCheck('', 'us', true)).toBe('required');
    expect(basicPhoneCheck('+972', 'us', true)).toBe('required');
  });
});

describe('phoneCountries', () => {
  it('lists every country with rules, lower-case codes and their dial codes, each once', () => {
    const countries = phoneCountries();
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual({ code: 'us', dialCode: '+1' });
    expect(countries).toContainEqual({ code: 'il', dialCode: '+972' });
    expect(countries).toContainEqual({ code: 'gb', dialCode: '+44' });
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
    expect(countries.every((country) => /^[a-z]{2}$/.test(country.code) && /^\+\d{1,4}$/.test(country.dialCode))).toBe(true);
  });
});

describe('phones typed with Arabic-Indic digits', () => {
  it('are cleaned to Latin digits, checked and posted like any other', () => {
    expect(cleanPhone('٠٥٠-١٢٣-٤٥٦٧')).toBe('0501234567');
    expect(checkoutPhone('+٩٧٢ ٥٠ ١٢٣ ٤٥٦٧')).toBe('+972501234567');
    expect(validatePhone('٠٥٠-١٢٣-٤٥٦٧', 'IL', true)).toBe('ok');
  });
});

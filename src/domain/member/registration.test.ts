import { describe, expect, it } from 'vitest';
import { cleanPhone } from '../checkout/phone-text';
import { metadataLocale } from '../locale';
import {
  birthYears,
  MEMBER_MIN_AGE,
  EMAIL_STEP_CODES,
  formatDayMonthYear,
  isPhoneKeyAllowed,
  asTypedMemberField,
  lettersAndSpacesOnly,
  parseDayMonthYear,
  toApiBirthDate,
  validateBirthDate,
  validateEmail,
  validateMarketingChoice,
  validateName,
  validatePrivacyConsent,
  validateProfile,
  validateRegistrationPhone,
  validateVerificationCode,
} from './registration';
import { canEmailReceipt } from './types';

const TODAY = { year: 2026, month: 11, day: 25 };

describe('phone key filter', () => {
  it.each(['0', '1', '5', '9', 'Backspace', 'Tab', 'ArrowLeft', 'ArrowRight', 'Delete'])('accepts %s', (key) => {
    expect(isPhoneKeyAllowed({ key })).toBe(true);
  });
  it.each(['a', 'Z', '-', ' ', '#', '+', '.', 'ArrowUp', 'ArrowDown', 'Enter', 'Home', 'End', '١', '10'])('refuses %s', (key) => {
    expect(isPhoneKeyAllowed({ key })).toBe(false);
  });
  it('lets shortcuts through (paste is cleaned afterwards)', () => {
    expect(isPhoneKeyAllowed({ key: 'v', ctrlKey: true })).toBe(true);
    expect(isPhoneKeyAllowed({ key: 'v', metaKey: true })).toBe(true);
  });
});

describe('phone cleaning and validation', () => {
  it('removes the dashes, spaces, # and parentheses people type in numbers, as at checkout', () => {
    expect(cleanPhone('212-555 0177#')).toBe('2125550177');
    expect(cleanPhone(' +1 (212) 555-0177 ')).toBe('+12125550177');
    expect(cleanPhone('\t050\u00a0123')).toBe('050123');
  });
  it('requires a phone of at least 10 characters, dial code included', () => {
    expect(validateRegistrationPhone('')).toBe('required');
    expect(validateRegistrationPhone(' - # ')).toBe('required');
    expect(validateRegistrationPhone('+1 212 555')).toBe('invalid');
    expect(validateRegistrationPhone('+12125550')).toBe('invalid');
    expect(validateRegistrationPhone('+1212555012')).toBeNull();
    expect(validateRegistrationPhone('+972-50-123-4567')).toBeNull();
    expect(validateRegistrationPhone('+1212555abcd')).toBe('invalid');
  });
});

describe('verification code', () => {
  it('is required and exactly 6 digits', () => {
    expect(validateVerificationCode('')).toBe('required');
    expect(validateVerificationCode('12345')).toBe('invalid');
    expect(validateVerificationCode('1234567')).toBe('invalid');
    expect(validateVerificationCode('12a456')).toBe('invalid');
    expect(validateVerificationCode('123456')).toBeNull();
    expect(validateVerificationCode(' 012345 ')).toBeNull();
  });
});

describe('names', () => {
  it('are required, letters and spaces only, in any script', () => {
    expect(validateName('')).toBe('required');
    expect(validateName('   ')).toBe('required');
    expect(validateName('Ava')).toBeNull();
    expect(validateName('Mary Ann')).toBeNull();
    expect(validateName('נועה')).toBeNull();
    expect(validateName('José')).toBeNull();
    expect(validateName("O'Brien")).toBe('invalid');
    expect(validateName('Ava-Lee')).toBe('invalid');
    expect(validateName('R2D2')).toBe('invalid');
    expect(validateName('Ava.')).toBe('invalid');
  });
  it('a text-only field keeps letters and spaces', () => {
    expect(lettersAndSpacesOnly("O'Brien-Smith 3rd")).toBe('OBrienSmith rd');
    expect(lettersAndSpacesOnly('נועה בר!')).toBe('נועה בר');
  });
  it("a member's first and last name are kept to letters and spaces as typed; other fields are not", () => {
    expect(asTypedMemberField('firstName', 'Ava 2')).toBe('Ava ');
    expect(asTypedMemberField('lastName', 'Levi-Cohen')).toBe('LeviCohen');
    expect(asTypedMemberField('email', 'ava-2@example.com')).toBe('ava-2@example.com');
    expect(asTypedMemberField('optinMarketing', true)).toBe(true);
  });
});

describe('email', () => {
  it.each(['ava@example.com', 'ava.levi@mail.example.co', 'a-b_c@x-y.io', 'x@y.info', 'ava+orders@example.com'])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull();
  });
  it.each(['ava', 'ava@', '@example.com', 'ava@example', 'ava@example.c', 'ava@example.museum', 'ava levi@example.com'])('refuses %s', (email) => {
    expect(validateEmail(email)).toBe('invalid');
  });
  it('is required', () => {
    expect(validateEmail('  ')).toBe('required');
  });
});

describe('date of birth', () => {
  it('reads and writes dd/MM/yyyy, and sends YYYY-MM-DD', () => {
    expect(parseDayMonthYear('01/04/1990')).toEqual({ year: 1990, month: 4, day: 1 });
    expect(parseDayMonthYear('31/02/1990')).toBeNull();
    expect(parseDayMonthYear('1/4/1990')).toBeNull();
    expect(parseDayMonthYear('1990-04-01')).toBeNull();
    expect(formatDayMonthYear({ year: 1990, month: 4, day: 1 })).toBe('01/04/1990');
    expect(toApiBirthDate({ year: 1990, month: 4, day: 1 })).toBe('1990-04-01');
    expect(parseDayMonthYear('29/02/2024')).toEqual({ year: 2024, month: 2, day: 29 });
  });
  it('may be empty; otherwise a real date from 1920, not after today', () => {
    expect(validateBirthDate('', TODAY)).toBeNull();
    expect(validateBirthDate('01/01/1920', TODAY)).toBeNull();
    expect(validateBirthDate('31/12/1919', TODAY)).toBe('invalid');
    expect(validateBirthDate('25/11/2026', TODAY)).toBeNull();
    expect(validateBirthDate('26/11/2026', TODAY)).toBe('invalid');
    expect(validateBirthDate('01/01/2027', TODAY)).toBe('invalid');
    expect(validateBirthDate('32/01/2000', TODAY)).toBe('invalid');
    expect(validateBirthDate('hello', TODAY)).toBe('invalid');
  });
  it('offers the years from the latest a guest of 18 can be born in down to 1920, newest first', () => {
    const years = birthYears(TODAY);
    expect(MEMBER_MIN_AGE).toBe(18);
    expect(years[0]).toBe(TODAY.year - 18);
    expect(years.at(-1)).toBe(1920);
    expect(years).toHaveLength(TODAY.year - 18 - 1920 + 1);
  });
});

describe('consent and marketing', () => {
  it('the privacy consent must be checked and the marketing choice made either way', () => {
    expect(validatePrivacyConsent(false)).toBe('required');
    expect(validatePrivacyConsent(true)).toBeNull();
    expect(validateMarketingChoice(null)).toBe('required');
    expect(validateMarketingChoice(false)).toBeNull();
    expect(validateMarketingChoice(true)).toBeNull();
  });
  it('the profile step gathers every problem', () => {
    expect(validateProfile({ firstName: '', lastName: 'L3vi', birthDate: '01/01/1900', privacyConsent: false, optinMarketing: null }, TODAY)).toEqual({
      firstName: 'required',
      lastName: 'invalid',
      birthDate: 'invalid',
      privacyConsent: 'required',
      optinMarketing: 'required',
    });
    expect(validateProfile({ firstName: 'Ava', lastName: 'Levi', birthDate: '', privacyConsent: true, optinMarketing: false }, TODAY)).toEqual({});
  });
});

describe('steps and metadata', () => {
  it('1 and 1009 send registration to the email step', () => {
    expect(EMAIL_STEP_CODES).toEqual([1, 1009]);
  });
  it('a receipt needs a CLOSED order paid OK by card', () => {
    expect(canEmailReceipt({ status: 'CLOSED', payments: [{ type: 'WALLET', status: 'OK' }] })).toBe(true);
    expect(canEmailReceipt({ status: 'CLOSED', payments: [{ type: 'PAY_IN_PERSON', status: 'OK' }] })).toBe(false);
    expect(canEmailReceipt({ status: 'CLOSED', payments: [{ type: 'WALLET', status: 'FAILED' }] })).toBe(false);
    expect(canEmailReceipt({ status: 'OPEN', payments: [{ type: 'WALLET', status: 'OK' }] })).toBe(false);
  });
  it('the metadata language is always xx_CC', () => {
    expect(metadataLocale('he')).toBe('he_IL');
    expect(metadataLocale('en_US')).toBe('en_US');
    expect(metadataLocale('en')).toBe('en_US');
    expect(metadataLocale('en-GB')).toBe('en_GB');
    expect(metadataLocale('fr')).toBe('fr_FR');
  });
});

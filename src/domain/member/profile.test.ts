import { describe, expect, it } from 'vitest';
import { validateEditProfile } from './profile';
import { fromApiBirthDate } from './registration';

const TODAY = { year: 2026, month: 11, day: 25 };
const AVA = { firstName: 'Ava', lastName: 'Levi', email: 'ava.levi@example.com', birthDate: '01/04/1990', optinMarketing: false };

describe('edit profile', () => {
  it('accepts a complete profile, with or without a date of birth', () => {
    expect(validateEditProfile(AVA, TODAY)).toEqual({});
    expect(validateEditProfile({ ...AVA, birthDate: '' }, TODAY)).toEqual({});
    expect(validateEditProfile({ ...AVA, firstName: 'נועה', lastName: 'Bar Levi' }, TODAY)).toEqual({});
  });
  it('names are required, letters and spaces only; the email follows the one pattern; the birth date 1920 to today', () => {
    expect(validateEditProfile({ ...AVA, firstName: ' ', lastName: 'Le-vi', email: '', birthDate: '31/12/1919' }, TODAY)).toEqual({
      firstName: 'required',
      lastName: 'invalid',
      email: 'required',
      birthDate: 'invalid',
    });
    expect(validateEditProfile({ ...AVA, firstName: 'Ava2', email: 'ava@example', birthDate: '26/11/2026' }, TODAY)).toEqual({
      firstName: 'invalid',
      email: 'invalid',
      birthDate: 'invalid',
    });
  });
  it('reads the platform birth date into the picker format', () => {
    expect(fromApiBirthDate('1990-04-01')).toBe('01/04/1990');
    expect(fromApiBirthDate('1990-02-30')).toBe('');
    expect(fromApiBirthDate('01/04/1990')).toBe('');
    expect(fromApiBirthDate(null)).toBe('');
  });
});

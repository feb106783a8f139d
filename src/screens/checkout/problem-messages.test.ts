import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { problemMessage } from './problem-messages';

const i18n = setupI18n({ locale: 'en_US', locales: ['en-US'], messages: { en_US: {} } });
const PROBLEMS = [
  'required',
  'invalidName',
  'email',
  'phone',
  'number',
  'belowMin',
  'aboveMax',
  'tooShort',
  'tooLong',
  'roomNumber',
  'room-not-found',
  'greaterThanZero',
  'guestCount',
  'terms',
  'other',
];
const FIELDS = ['firstName', 'lastName', 'phone', 'email', 'roomNumber', 'tableNumber', 'guestCount', 'comments'];

describe('problemMessage', () => {
  it('says what to do for an empty required field, in a sentence', () => {
    const say = (name: string) => i18n._(problemMessage('required', null, name));
    expect(say('firstName')).toBe('Enter your first name.');
    expect(say('lastName')).toBe('Enter your last name.');
    expect(say('phone')).toBe('Enter your phone number.');
    expect(say('roomNumber')).toBe('Enter your room number.');
  });

  it('every message is a capitalised sentence with a full stop, never "X is required field"', () => {
    for (const problem of PROBLEMS) {
      for (const name of FIELDS) {
        const text = i18n._(problemMessage(problem, { name: name as never, min: 2, max: 40 }, name));
        expect(text).toMatch(/^[A-Z].*\.$/);
        expect(text).not.toMatch(/required field|first Name|last Name|Invalid /);
      }
    }
  });
});

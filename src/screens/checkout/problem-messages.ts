import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { FieldProblem, FieldSpec } from '../../domain/checkout';

/** "room number disclaimer", shown under the room number when the room lookup finds no match. */
export const ROOM_DISCLAIMER = msg`Please make sure the room number and last name match your reservation.`;

/**
 * The message for a field problem code of the domain's `validateCheckoutForm`, or of
 * the room lookup (`room-not-found`): one short sentence that says what to do ("Enter your first
 * name."), never the field's name glued to a code ("First Name is required field"). `formatNumber`
 * writes a bound in the shown language's digits (`i18n.number`).
 */
export function problemMessage(
  problem: FieldProblem | string,
  field: Pick<FieldSpec, 'name' | 'min' | 'max'> | null,
  name: string,
  formatNumber: (value: number) => string = String,
): MessageDescriptor {
  const min = field?.min ?? 0;
  const max = field?.max ?? 0;
  switch (problem) {
    case 'required':
      if (name === 'firstName') return msg`Enter your first name.`;
      if (name === 'lastName') return msg`Enter your last name.`;
      if (name === 'phone') return msg`Enter your phone number.`;
      if (name === 'email') return msg`Enter your email address.`;
      if (name === 'roomNumber') return msg`Enter your room number.`;
      if (name === 'tableNumber') return msg`Enter your table number.`;
      if (name === 'guestCount') return msg`Choose the number of guests.`;
      return msg`Fill in this field.`;
    case 'invalidName':
      return name === 'lastName'
        ? msg`Enter your last name with letters only (spaces, hyphens and apostrophes are fine).`
        : msg`Enter your first name with letters only (spaces, hyphens and apostrophes are fine).`;
    case 'email':
      return msg`Enter an email address like name@example.com.`;
    case 'phone':
      return msg`Enter a phone number that is valid for the country chosen.`;
    case 'number':
      return msg`Enter a number.`;
    case 'belowMin': {
      const min = formatNumber(field?.min ?? 0);
      return msg`Enter ${min} or more.`;
    }
    case 'aboveMax': {
      const max = formatNumber(field?.max ?? 0);
      return msg`Enter ${max} or less.`;
    }
    case 'tooShort':
      return msg({ message: plural(min, { one: 'Enter at least # character.', other: 'Enter at least # characters.' }) });
    case 'tooLong':
      return msg({ message: plural(max, { one: 'Use # character or fewer.', other: 'Use # characters or fewer.' }) });
    case 'roomNumber':
      return msg`Enter a room number with at least one digit.`;
    case 'room-not-found':
      return ROOM_DISCLAIMER;
    case 'greaterThanZero':
      return msg`Enter a number greater than 0.`;
    case 'guestCount':
      return msg`Choose between 1 and 10 guests.`;
    case 'terms':
      return msg`Agree to the terms and privacy policy to place your order.`;
    default:
      return msg`Check this field.`;
  }
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldProblem, FieldSpec } from '../../domain/checkout';

/** Spec 8.2 "room number disclaimer", shown under the room number when the room lookup finds no match. */
export const ROOM_DISCLAIMER = msg`Please make sure the room number and last name match your reservation.`;

/**
 * The message for a field problem code of the domain's `validateCheckoutForm` (spec 5.1, 5.2), or of
 * the room lookup (`room-not-found`). Names, email and terms use the spec's own wording.
 */
export function problemMessage(problem: FieldProblem | string, field: Pick<FieldSpec, 'name' | 'min' | 'max'> | null, name: string): MessageDescriptor {
  const min = field?.min ?? 0;
  const max = field?.max ?? 0;
  switch (problem) {
    case 'required':
      if (name === 'firstName') return msg`First Name is required field`;
      if (name === 'lastName') return msg`Last Name is required field`;
      if (name === 'phone') return msg`Phone is required field`;
      if (name === 'email') return msg`Email is required field`;
      if (name === 'roomNumber') return msg`Room number is required field`;
      if (name === 'tableNumber') return msg`Table number is required field`;
      if (name === 'guestCount') return msg`Please choose the number of guests`;
      return msg`This field is required`;
    case 'invalidName':
      return name === 'lastName' ? msg`Please enter a valid last Name` : msg`Please enter a valid first Name`;
    case 'email':
      return msg`Invalid email`;
    case 'phone':
      return msg`Please enter a valid phone number`;
    case 'number':
      return msg`Please enter a number`;
    case 'belowMin':
      return msg`Must be at least ${min}`;
    case 'aboveMax':
      return msg`Must be at most ${max}`;
    case 'tooShort':
      return msg`Please enter at least ${min} characters`;
    case 'tooLong':
      return msg`Please enter at most ${max} characters`;
    case 'roomNumber':
      return msg`A room number contains at least one digit`;
    case 'room-not-found':
      return ROOM_DISCLAIMER;
    case 'greaterThanZero':
      return msg`Must be greater than 0`;
    case 'guestCount':
      return msg`Please choose between 1 and 10 guests`;
    case 'terms':
      return msg`Please agree to the terms and privacy policy`;
    default:
      return msg`Please check this field`;
  }
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Experience } from '../domain/types';

/** The checkout form this round: names, phone, optional email and the terms (spec 3, 5.1). */
export interface CheckoutValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  terms: boolean;
}
export type CheckoutField = keyof CheckoutValues;
export type CheckoutErrors = Partial<Record<CheckoutField, MessageDescriptor>>;

export const emptyCheckoutValues = (): CheckoutValues => ({ firstName: '', lastName: '', phone: '', email: '', terms: false });

const NAME = /^[\p{L}\p{M} ]+$/u;
// Spec 5.2: a simple pattern: word characters, dots or dashes, @, domains, a 2-4 letter top level.
const EMAIL = /^[\w.+-]+@([\w-]+\.)+[\w-]{2,4}$/;

/** Spec 5.2: phone numbers are cleaned of dashes, spaces and #. */
export const cleanPhone = (phone: string): string => phone.replace(/[-\s#()]/g, '');

/** Whether a field is required by the experience's checkout settings (names and phone default to required). */
export function isRequired(field: 'firstName' | 'lastName' | 'phone' | 'email', experience: Experience | null): boolean {
  const setting = experience?.checkoutFields[field];
  if (setting) return setting.required;
  return field !== 'email';
}

/** Validates the checkout form (spec 5.1, 5.2); an empty result means valid. */
export function validateCheckout(values: CheckoutValues, experience: Experience | null): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  if (!firstName) {
    if (isRequired('firstName', experience)) errors.firstName = msg`First Name is required field`;
  } else if (!NAME.test(firstName)) errors.firstName = msg`Please enter a valid first Name`;
  if (!lastName) {
    if (isRequired('lastName', experience)) errors.lastName = msg`Last Name is required field`;
  } else if (!NAME.test(lastName)) errors.lastName = msg`Please enter a valid last Name`;
  const phone = cleanPhone(values.phone.trim());
  if (!phone) {
    if (isRequired('phone', experience)) errors.phone = msg`Phone is required field`;
  } else if (!/^\+?\d{7,15}$/.test(phone)) errors.phone = msg`Please enter a valid phone number`;
  const email = values.email.trim();
  if (!email) {
    if (isRequired('email', experience)) errors.email = msg`Email is required field`;
  } else if (!EMAIL.test(email)) errors.email = msg`Invalid email`;
  if (!values.terms) errors.terms = msg`Please agree to the terms and privacy policy`;
  return errors;
}

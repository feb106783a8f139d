import type { Experience } from '../domain/types';

/**
 * Payment codes that mean "the guest pays at the counter" across the platform readings
 * (reading A: CASH; readings B and C: PAY_IN_PERSON).
 */
export const PAY_IN_PERSON_TYPES = ['PAY_IN_PERSON', 'CASH'] as const;

/**
 * The payment type to send for a pay-in-person checkout: the experience's allowed pay-in-person
 * code (its default first), else `PAY_IN_PERSON`. Returns null when the experience allows
 * payments but none of them is pay in person.
 */
export function payInPersonType(experience: Experience | null): string | null {
  if (!experience) return 'PAY_IN_PERSON';
  const allowed = experience.payments.allowed.map((payment) => payment.type);
  const isInPerson = (type: string) => (PAY_IN_PERSON_TYPES as readonly string[]).includes(type);
  if (isInPerson(experience.payments.default) && (allowed.length === 0 || allowed.includes(experience.payments.default))) {
    return experience.payments.default;
  }
  const match = allowed.find(isInPerson);
  if (match) return match;
  return allowed.length === 0 ? 'PAY_IN_PERSON' : null;
}

/**
 * The edit-profile form's rules, pure: the same name, email and date-of-birth rules as the
 * registration. The phone is not part of it: a member's phone is the one verified by SMS.
 */
import { validateBirthDate, validateEmail, validateName, type CalendarDate, type FieldProblem } from './registration';

/** What the edit-profile form edits, as typed. */
export interface EditProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  /** `dd/MM/yyyy`, or '' for none. */
  birthDate: string;
  /** Offers and news by email or SMS. */
  optinMarketing: boolean;
}

/** The fields of the form a rule can refuse. */
export type EditProfileField = 'firstName' | 'lastName' | 'email' | 'birthDate';

/** Every problem of the form, by field; empty when it may be saved. */
export function validateEditProfile(values: EditProfileValues, today: CalendarDate): Partial<Record<EditProfileField, FieldProblem>> {
  const problems: Partial<Record<EditProfileField, FieldProblem>> = {};
  const set = (field: EditProfileField, problem: FieldProblem | null) => {
    if (problem) problems[field] = problem;
  };
  set('firstName', validateName(values.firstName));
  set('lastName', validateName(values.lastName));
  set('email', validateEmail(values.email));
  set('birthDate', validateBirthDate(values.birthDate, today));
  return problems;
}

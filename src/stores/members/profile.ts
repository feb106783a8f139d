import { atom, type ReadableAtom } from 'nanostores';
import { hasErrorCode } from '../../api';
import { validateEditProfile, type EditProfileField, type EditProfileValues } from '../../domain/member/profile';
import { asTypedMemberField, fromApiBirthDate, parseDayMonthYear, toApiBirthDate } from '../../domain/member/registration';
import type { User } from '../../domain/types';

/** Why a field (or the form, `form`) is refused: a rule, an email another member has, a failed save. */
export type EditProfileProblem = 'required' | 'invalid' | 'email-exists' | 'failed';

/** Problems by field; `form` is the save's own. */
export type EditProfileProblems = Partial<Record<EditProfileField | 'form', EditProfileProblem>>;

/** Where the form stands: being edited, being saved, or saved (until the next change). */
export type EditProfileStatus = 'editing' | 'saving' | 'saved';

/** The profile fields a save sends, in the user's own terms. */
export type ProfileUpdate = Pick<User, 'firstName' | 'lastName' | 'email' | 'birthDate' | 'optinMarketing'>;

/** What the form needs: the member it edits, the save (the user session's `updateProfile`) and the clock. */
export interface EditProfileDeps {
  user: User;
  save(profile: ProfileUpdate): Promise<void>;
  now(): Date;
}

/**
 * The member's edit-profile form: names, email, date of birth and the marketing choice, filled
 * from the member's profile. Saving checks the same rules as the registration first; a refusal of
 * the platform shows where it belongs, and what was typed stays.
 */
export interface EditProfileStore {
  readonly $values: ReadableAtom<EditProfileValues>;
  readonly $problems: ReadableAtom<EditProfileProblems>;
  readonly $status: ReadableAtom<EditProfileStatus>;
  set<K extends keyof EditProfileValues>(field: K, value: EditProfileValues[K]): void;
  /** Checks and saves; resolves true once the platform saved the profile. */
  submit(): Promise<boolean>;
}

/** Creates the form over the member's current profile. */
export function createEditProfileStore(deps: EditProfileDeps): EditProfileStore {
  const { user } = deps;
  const $values = atom<EditProfileValues>({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    birthDate: fromApiBirthDate(user.birthDate),
    optinMarketing: user.optinMarketing === '1',
  });
  const $problems = atom<EditProfileProblems>({});
  const $status = atom<EditProfileStatus>('editing');

  /** Where a refusal of the platform belongs. */
  const problemOf = (error: unknown): EditProfileProblems => {
    if (hasErrorCode(error, 'EMAIL_ALREADY_EXISTS')) return { email: 'email-exists' };
    if (hasErrorCode(error, 'INVALID_EMAIL')) return { email: 'invalid' };
    if (hasErrorCode(error, 'INVALID_BIRTH_DATE')) return { birthDate: 'invalid' };
    return { form: 'failed' };
  };

  return {
    $values,
    $problems,
    $status,
    set(field, value) {
      $values.set({ ...$values.get(), [field]: asTypedMemberField(field, value) });
      const problems = $problems.get();
      if (problems[field as EditProfileField] || problems.form) $problems.set({ ...problems, [field]: undefined, form: undefined });
      if ($status.get() === 'saved') $status.set('editing');
    },
    async submit() {
      if ($status.get() === 'saving') return false;
      const values = $values.get();
      const now = deps.now();
      const problems = validateEditProfile(values, { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
      if (Object.keys(problems).length) {
        $problems.set(problems);
        return false;
      }
      const birth = parseDayMonthYear(values.birthDate);
      $problems.set({});
      $status.set('saving');
      try {
        await deps.save({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          birthDate: birth ? toApiBirthDate(birth) : null,
          optinMarketing: values.optinMarketing ? '1' : '0',
        });
        $status.set('saved');
        return true;
      } catch (error) {
        $problems.set(problemOf(error));
        $status.set('editing');
        return false;
      }
    },
  };
}

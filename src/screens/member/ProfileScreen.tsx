import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import type { User } from '../../domain/types';
import { createEditProfileStore, type EditProfileProblem, type EditProfileStore } from '../../stores/members/profile';
import { Button } from '../../ui/Button';
import { RadioGroup } from '../../ui/RadioGroup';
import { RichText } from '../../ui/RichText';
import { errorTextStyles } from '../../ui/styles';
import { TextField } from '../../ui/TextField';
import { useApp } from '../app-context';
import { useApiBase } from '../shared/use-api-base';
import { BirthDateField } from './BirthDateField';
import { mutedStyles, pageStyles } from './member-page';

const formStyles = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;
const savedStyles = css`
  margin: 0;
  color: var(--go-success, var(--go-text));
  font-weight: 600;
`;
const deletionStyles = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding-block-start: 12px;
  border-block-start: 1px solid var(--go-border);
  & h2 {
    margin: 0;
    font-size: 1.125em;
  }
  & p {
    margin: 0;
  }
`;

/**
 * Edit profile: the member's first and last name, email, date of birth and marketing choice, with
 * the phone shown read-only (it is the one verified by SMS). Saved through the user metadata call;
 * a refusal shows in place and what was typed stays. Below it, how to delete the account, as the
 * business's configuration words it (rich text, sanitized, links through the URL allow-list).
 */
export function ProfileScreen() {
  const { stores, deps } = useApp();
  const { t } = useLingui();
  const user = useStore(stores.userSession.$user);
  const member = user && !user.isGuest ? user : null;
  return (
    <section className={pageStyles} aria-labelledby="go-profile-title">
      <div>
        <Button variant="ghost" onClick={() => deps.router.navigate('/menu')}>{t`Back to the menu`}</Button>
      </div>
      <h1 id="go-profile-title">{t`Edit profile`}</h1>
      {/* A new form for each member: the id keys it, so a later login never shows the last one's values. */}
      {member ? <ProfileForm key={member.id} user={member} /> : <p className={mutedStyles}>{t`Sign in to edit your profile.`}</p>}
      <AccountDeletion />
    </section>
  );
}

function ProfileForm({ user }: { user: User }) {
  const { stores, deps } = useApp();
  // One form per member (the parent keys it by id): a save updates the user, and must not refill the form.
  const [store] = useState<EditProfileStore>(() =>
    createEditProfileStore({ user, save: (profile) => stores.userSession.updateProfile(profile), now: deps.now }),
  );
  const { t } = useLingui();
  const values = useStore(store.$values);
  const problems = useStore(store.$problems);
  const status = useStore(store.$status);
  const text = useProblemText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  const formText = text('form', problems.form);
  return (
    <form className={formStyles} onSubmit={submit} noValidate>
      <TextField
        label={t`First name`}
        autoComplete="given-name"
        value={values.firstName}
        error={text('firstName', problems.firstName)}
        onValueChange={(value) => store.set('firstName', value)}
      />
      <TextField
        label={t`Last name`}
        autoComplete="family-name"
        value={values.lastName}
        error={text('lastName', problems.lastName)}
        onValueChange={(value) => store.set('lastName', value)}
      />
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        value={values.email}
        error={text('email', problems.email)}
        onValueChange={(value) => store.set('email', value)}
      />
      <TextField
        label={t`Phone`}
        type="tel"
        dir="ltr"
        value={user.phone}
        readOnly
        onValueChange={() => undefined}
        hint={t`Your phone number signs you in, so it cannot be changed here.`}
      />
      <BirthDateField value={values.birthDate} onChange={(value) => store.set('birthDate', value)} error={text('birthDate', problems.birthDate)} />
      <RadioGroup
        legend={t`Would you like to receive offers and news?`}
        options={[
          { value: 'yes', label: t`Yes, send me offers` },
          { value: 'no', label: t`No, thanks` },
        ]}
        value={values.optinMarketing ? 'yes' : 'no'}
        onValueChange={(choice) => store.set('optinMarketing', choice === 'yes')}
      />
      {formText ? (
        <p role="alert" className={errorTextStyles}>
          {formText}
        </p>
      ) : null}
      <div aria-live="polite">{status === 'saved' ? <p className={savedStyles}>{t`Your profile was saved.`}</p> : null}</div>
      <div>
        <Button type="submit" busy={status === 'saving'}>
          <Trans>Save changes</Trans>
        </Button>
      </div>
    </form>
  );
}

/** The message of a field's problem, in the edit form's own words. */
function useProblemText() {
  const { t } = useLingui();
  return (field: string, problem: EditProfileProblem | undefined): string | null => {
    if (!problem) return null;
    if (problem === 'email-exists') return t`Email already exists`;
    if (problem === 'failed') return t`Your profile could not be saved. Please try again.`;
    switch (field) {
      case 'firstName':
        return problem === 'required' ? t`First Name is required field` : t`Please enter a valid first Name`;
      case 'lastName':
        return problem === 'required' ? t`Last Name is required field` : t`Please enter a valid last Name`;
      case 'email':
        return problem === 'required' ? t`Email is required field` : t`Invalid email`;
      case 'birthDate':
        return t`Invalid date`;
      default:
        return t`Check this field.`;
    }
  };
}

/** How to delete the account: the business's own text, when its configuration has one. */
function AccountDeletion() {
  const { stores } = useApp();
  const { t } = useLingui();
  const base = useApiBase();
  const text = useStore(stores.business.$configuration)?.accountDeletionText ?? null;
  if (!text) return null;
  return (
    <section className={deletionStyles} aria-labelledby="go-account-deletion">
      <h2 id="go-account-deletion">{t`Delete your account`}</h2>
      <RichText html={text} base={base} />
    </section>
  );
}

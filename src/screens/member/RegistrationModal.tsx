import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { countryOptions } from '../../domain/checkout';
import { isPhoneKeyAllowed } from '../../domain/member/registration';
import { createRegistrationStore, type RegistrationProblem, type RegistrationStore } from '../../stores/members/registration';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Modal } from '../../ui/Modal';
import { RadioGroup } from '../../ui/RadioGroup';
import { Select } from '../../ui/Select';
import { errorTextStyles } from '../../ui/styles';
import { TextField } from '../../ui/TextField';
import { useApp } from '../app-context';
import { BirthDateField } from './BirthDateField';
import { toLatinDigits } from '../../domain/digits';

const formStyles = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
`;
const actionsStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: space-between;
  margin-block-start: 8px;
`;
const noteStyles = css`
  margin: 0;
  color: var(--go-muted);
`;

/**
 * The registration overlay: phone (with its country) -> 6-digit SMS code (resend after a visible
 * cool-down) -> email (only when the platform asks for it) -> profile details. Back clears the step
 * left. Each platform message shows where it belongs; an invalid code after too many tries (9999)
 * shows none, but a new code can be asked for at once.
 */
export function RegistrationModal() {
  const { stores, deps } = useApp();
  const { t } = useLingui();
  const overlay = useStore(stores.memberGate.$registration);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `overlay.open` makes a new form for every opening: nothing typed before is kept
  const store = useMemo<RegistrationStore>(
    () =>
      createRegistrationStore({
        members: deps.api.members,
        locale: () => deps.scope.locale(),
        now: deps.now,
        initialCountry: stores.checkout.$values.get().country || 'us',
        signIn: (tokens, method) => stores.userSession.signIn(tokens, method),
        complete: () => stores.memberGate.completeRegistration(),
      }),
    [overlay.open, stores, deps],
  );
  const step = useStore(store.$step);
  const titles: Record<typeof step, string> = {
    phone: t`Sign in or register`,
    code: t`Verification code`,
    email: t`Your email`,
    details: t`Your details`,
  };
  return (
    <Modal open={overlay.open} onClose={() => stores.memberGate.closeRegistration()} title={titles[step]} size={{ inline: 480 }}>
      {step === 'phone' ? <PhoneStep store={store} /> : null}
      {step === 'code' ? <CodeStep store={store} /> : null}
      {step === 'email' ? <EmailStep store={store} /> : null}
      {step === 'details' ? <DetailsStep store={store} /> : null}
    </Modal>
  );
}

/** The message under a field, or null: `locked` (9999) is not shown there. */
function useProblemText() {
  const { t } = useLingui();
  return (field: string, problem: RegistrationProblem | undefined): string | null => {
    if (!problem || problem === 'locked') return null;
    if (problem === 'expired') return t`Expired verification code`;
    if (problem === 'email-exists') return t`Email already exists`;
    if (problem === 'captcha') return t`Captcha verification failed. Please try again later.`;
    if (problem === 'failed') return t`Something went wrong. Please try again.`;
    switch (field) {
      case 'phone':
        return problem === 'required' ? t`Enter your phone number.` : t`Enter a phone number that is valid for the country chosen.`;
      case 'code':
        return problem === 'required' ? t`Enter the 6-digit code.` : t`Invalid verification code`;
      case 'email':
        return problem === 'required' ? t`Email is required field` : t`Invalid email`;
      case 'firstName':
        return problem === 'required' ? t`First Name is required field` : t`Please enter a valid first Name`;
      case 'lastName':
        return problem === 'required' ? t`Last Name is required field` : t`Please enter a valid last Name`;
      case 'birthDate':
        return t`Invalid date`;
      case 'privacyConsent':
        return t`Please accept the privacy policy.`;
      case 'optinMarketing':
        return t`Please choose whether you want offers and news.`;
      default:
        return t`Check this field.`;
    }
  };
}

function StepForm({
  store,
  onSubmit,
  submitLabel,
  children,
  back = true,
}: {
  store: RegistrationStore;
  onSubmit(): void;
  submitLabel: ReactNode;
  children: ReactNode;
  back?: boolean;
}) {
  const busy = useStore(store.$busy);
  const problems = useStore(store.$problems);
  const text = useProblemText();
  const formText = text('form', problems.form);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={formStyles} onSubmit={submit} noValidate>
      {children}
      {formText ? (
        <p role="alert" className={errorTextStyles}>
          {formText}
        </p>
      ) : null}
      <div className={actionsStyles}>
        {back ? (
          <Button variant="secondary" onClick={() => store.back()} disabled={busy}>
            <Trans>Back</Trans>
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function PhoneStep({ store }: { store: RegistrationStore }) {
  const { t, i18n } = useLingui();
  const values = useStore(store.$values);
  const problems = useStore(store.$problems);
  const countries = useStore(store.$countries);
  const text = useProblemText();
  const options = useMemo(() => countryOptions(countries, values.country, i18n.locale), [countries, values.country, i18n.locale]);
  return (
    <StepForm store={store} onSubmit={() => void store.submitPhone()} submitLabel={<Trans>Send code</Trans>} back={false}>
      <p className={noteStyles}>
        <Trans>We will send a 6-digit code to your phone.</Trans>
      </p>
      <Select label={t`Country code`} options={options} value={values.country || null} onValueChange={(code) => store.set('country', code)} />
      <TextField
        label={t`Phone`}
        type="tel"
        dir="ltr"
        inputMode="tel"
        autoComplete="tel-national"
        value={values.phone}
        error={text('phone', problems.phone)}
        onKeyDown={(event) => {
          if (!isPhoneKeyAllowed(event)) event.preventDefault();
        }}
        onValueChange={(value) => store.set('phone', value)}
      />
    </StepForm>
  );
}

/** "Resend code in 42 s", the seconds in the shown language's digits. */
function ResendIn({ seconds }: { seconds: number }) {
  const { i18n } = useLingui();
  const left = i18n.number(seconds);
  return <Trans>Resend code in {left} s</Trans>;
}

function CodeStep({ store }: { store: RegistrationStore }) {
  const { t } = useLingui();
  const values = useStore(store.$values);
  const problems = useStore(store.$problems);
  const resendAt = useStore(store.$resendAt);
  const busy = useStore(store.$busy);
  const { deps } = useApp();
  const text = useProblemText();
  const [now, setNow] = useState(() => deps.now().getTime());
  const left = Math.max(0, Math.ceil((resendAt - now) / 1000));
  // The cool-down counts down once a second while it lasts (and stops with it).
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(deps.now().getTime()), 1000);
    return () => clearInterval(timer);
  }, [left, deps]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new cool-down (`resendAt`) reads the clock again, so the count starts from its full length
  useEffect(() => setNow(deps.now().getTime()), [resendAt, deps]);
  return (
    <StepForm store={store} onSubmit={() => void store.submitCode()} submitLabel={<Trans>Verify</Trans>}>
      <p className={noteStyles}>
        <Trans>Enter the 6-digit code we sent by SMS.</Trans>
      </p>
      <TextField
        label={t`Verification code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={values.code}
        error={text('code', problems.code)}
        aria-invalid={problems.code ? true : undefined}
        dir="ltr"
        onValueChange={(value) => store.set('code', toLatinDigits(value).replace(/\D/g, ''))}
      />
      <Button variant="ghost" disabled={left > 0 || busy} onClick={() => void store.resendCode()}>
        {left > 0 ? <ResendIn seconds={left} /> : <Trans>Resend code</Trans>}
      </Button>
    </StepForm>
  );
}

function EmailStep({ store }: { store: RegistrationStore }) {
  const { t } = useLingui();
  const values = useStore(store.$values);
  const problems = useStore(store.$problems);
  const text = useProblemText();
  return (
    <StepForm store={store} onSubmit={() => void store.submitEmail()} submitLabel={<Trans>Continue</Trans>}>
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        value={values.email}
        error={text('email', problems.email)}
        onValueChange={(value) => store.set('email', value)}
      />
    </StepForm>
  );
}

function DetailsStep({ store }: { store: RegistrationStore }) {
  const { t } = useLingui();
  const { stores } = useApp();
  const values = useStore(store.$values);
  const problems = useStore(store.$problems);
  const configuration = useStore(stores.business.$configuration);
  const text = useProblemText();
  const privacyUrl = configuration?.privacyUrl ?? null;
  return (
    <StepForm store={store} onSubmit={() => void store.submitDetails()} submitLabel={<Trans>Complete registration</Trans>}>
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
      <BirthDateField value={values.birthDate} onChange={(value) => store.set('birthDate', value)} error={text('birthDate', problems.birthDate)} />
      <RadioGroup
        legend={t`Would you like to receive offers and news?`}
        options={[
          { value: 'yes', label: t`Yes, send me offers` },
          { value: 'no', label: t`No, thanks` },
        ]}
        value={values.optinMarketing === null ? null : values.optinMarketing ? 'yes' : 'no'}
        onValueChange={(choice) => store.set('optinMarketing', choice === 'yes')}
        error={text('optinMarketing', problems.optinMarketing)}
      />
      <Checkbox
        checked={values.privacyConsent}
        onCheckedChange={(checked) => store.set('privacyConsent', checked)}
        error={text('privacyConsent', problems.privacyConsent)}
        label={
          privacyUrl ? (
            <Trans>
              I agree to the{' '}
              <a href={privacyUrl} target="_blank" rel="noopener noreferrer">
                privacy policy
              </a>
            </Trans>
          ) : (
            <Trans>I agree to the privacy policy</Trans>
          )
        }
      />
    </StepForm>
  );
}

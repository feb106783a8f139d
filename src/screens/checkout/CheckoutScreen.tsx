import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useApp } from '../../app/AppContext';
import { isRequired } from '../../stores/checkout-validation';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { RadioGroup } from '../../ui/RadioGroup';
import { TextField } from '../../ui/TextField';
import { Loading } from '../../ui/Spinner';
import { Screen } from '../shared/layout';
import { CartTotals } from '../shared/Totals';
import { useSelectionGuard } from '../shared/use-selection-guard';
import { SlotPopups } from '../shared/popups/SlotPopups';

const linkStyles = css`
  color: var(--go-accent);
`;

/**
 * Checkout (spec 2.3, 4.4, 5.1): name, phone, optional email, pay in person, terms, totals with the
 * pending loader, and "Place order". Enter never submits; errors show after the first attempt.
 */
export function CheckoutScreen() {
  const { stores, deps } = useApp();
  const { t, i18n } = useLingui();
  const ready = useSelectionGuard();
  const values = useStore(stores.checkout.$values);
  const errors = useStore(stores.checkout.$errors);
  const submitting = useStore(stores.checkout.$submitting);
  const canSubmit = useStore(stores.checkout.$canSubmit);
  const submitError = useStore(stores.checkout.$submitError);
  const quantity = useStore(stores.cart.$quantity);
  const experience = useStore(stores.selection.$experience);
  const configuration = useStore(stores.business.$configuration);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (ready) stores.calculation.ensureCalculated();
  }, [ready, stores]);
  useEffect(() => {
    if (ready && quantity === 0 && !submitting) deps.router.navigate('/menu', { replace: true });
  }, [ready, quantity, submitting, deps]);

  if (!ready || quantity === 0) return <Loading />;

  const message = (field: keyof typeof errors) => {
    const descriptor = errors[field];
    return descriptor ? i18n._(descriptor) : null;
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const placed = await stores.checkout.submit();
    if (!placed) {
      // Take the guest to the first field that needs attention.
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  };
  // Spec 5.1: the Enter key does not submit the form.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  };
  const termsUrl = configuration?.termsUrl ?? null;
  const privacyUrl = configuration?.privacyUrl ?? null;

  return (
    <Screen title={t`Checkout`} onBack={() => deps.router.navigate('/menu/order')} backLabel={t`Back to my order`}>
      <form ref={formRef} noValidate onSubmit={onSubmit} onKeyDown={onKeyDown}>
        <h2>
          <Trans>Your details</Trans>
        </h2>
        <TextField
          label={t`First name`}
          autoComplete="given-name"
          value={values.firstName}
          onValueChange={(value) => stores.checkout.setValue('firstName', value)}
          error={message('firstName')}
          optional={!isRequired('firstName', experience)}
        />
        <TextField
          label={t`Last name`}
          autoComplete="family-name"
          value={values.lastName}
          onValueChange={(value) => stores.checkout.setValue('lastName', value)}
          error={message('lastName')}
          optional={!isRequired('lastName', experience)}
        />
        <TextField
          label={t`Phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          onValueChange={(value) => stores.checkout.setValue('phone', value)}
          error={message('phone')}
          optional={!isRequired('phone', experience)}
        />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          value={values.email}
          onValueChange={(value) => stores.checkout.setValue('email', value)}
          error={message('email')}
          optional={!isRequired('email', experience)}
        />
        <RadioGroup
          legend={t`Payment method`}
          options={[{ value: 'PAY_IN_PERSON', label: t`Pay in person` }]}
          value="PAY_IN_PERSON"
          onValueChange={() => undefined}
        />
        <CartTotals />
        <Checkbox
          checked={values.terms}
          onCheckedChange={(checked) => stores.checkout.setValue('terms', checked)}
          error={message('terms')}
          label={
            <Trans>
              I agree to the <LegalLink href={termsUrl}>terms</LegalLink> and <LegalLink href={privacyUrl}>privacy policy</LegalLink>
            </Trans>
          }
        />
        {submitError ? (
          <ErrorNotice>{i18n._(submitError)}</ErrorNotice>
        ) : null}
        <Button type="submit" block busy={submitting} disabled={!canSubmit}>
          <Trans>Place order</Trans>
        </Button>
      </form>
      {/* Spec 4.2: the slot confirmation popups that the Place order step may raise. */}
      <SlotPopups />
    </Screen>
  );
}

/** A terms or privacy link opening in a new tab, or plain text when the business has no URL. */
function LegalLink({ href, children }: { href: string | null; children?: ReactNode }) {
  return href ? (
    <a className={linkStyles} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <>{children}</>
  );
}

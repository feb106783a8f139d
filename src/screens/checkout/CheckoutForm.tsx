import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useApp } from '../app-context';
import { formatMoney } from '../../domain/currency';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { useAnnounce } from '../../ui/announcer';
import { plural } from '@lingui/core/macro';
import { RadioGroup } from '../../ui/RadioGroup';
import { labelStyles } from '../../ui/styles';
import { PlaceNote } from '../shared/PlaceNote';
import { experienceLabel } from '../shared/experience-labels';
import { orderTimeText } from '../confirm/fulfilment-text';
import { CartTotals } from '../shared/Totals';
import { ChallengeModal } from './ChallengeModal';
import { CheckoutFields } from './CheckoutFields';
import { CouponModal } from './CouponModal';
import { GuestChoicePopup } from './GuestChoicePopup';
import { DELIVERY_LABELS } from './labels';
import { PaymentChooser } from './PaymentChooser';
import { TipChooser } from './TipChooser';
import { useCheckoutUi } from './use-checkout-ui';
import { WalletModal } from './WalletModal';
import { intlLocale } from '../../i18n/element-i18n';

/* One size for every section heading inside the form, on the page and in the desktop modal. */
const formStyles = css`
  & h2 {
    font-size: 1.0625em;
    margin-block: 16px 8px;
  }
`;
const totalsStyles = css`
  margin-block-end: 16px;
`;
const linkStyles = css`
  color: var(--go-accent);
`;
const couponRowStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-block: 4px 12px;
  & p {
    margin: 0;
  }
`;

/**
 * The checkout form: fields per settings, delivery, payment method, tip, coupon,
 * totals with the tip, terms and Place order, plus the coupon, wallet, guest-selection and 3-D Secure
 * dialogs. Enter never submits; errors show after the first attempt and focus moves to the field that
 * needs attention (the store names it, e.g. the room number after a failed room lookup).
 */
export function CheckoutForm() {
  const { stores } = useApp();
  const { t, i18n } = useLingui();
  const ui = useCheckoutUi();
  const configuration = useStore(stores.business.$configuration);
  const currency = useStore(stores.cart.$currency);
  const formRef = useRef<HTMLFormElement>(null);
  const announce = useAnnounce();
  const [couponOpen, setCouponOpen] = useState(false);
  // The wallet modal opens when the store asks for a card (step 5) and stays open after a
  // declined card or a failed challenge, so the guest can try another card right there (
  // "error reported, submit re-enabled"). It closes when the guest closes it or leaves the card method.
  const [walletOpen, setWalletOpen] = useState(false);
  const walletAsked = ui.wallet.request !== null;
  if (walletAsked && !walletOpen) setWalletOpen(true);
  if (walletOpen && ui.payment.value !== 'WALLET') setWalletOpen(false);
  // Pay: hand the card to the store waiting for it (first try), or submit again after a failure.
  const pay = () => (walletAsked ? ui.wallet.pay() : void ui.submit());

  // After a failure the guest is taken to the field that needs attention.
  useEffect(() => {
    if (!ui.focusField) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>(`[data-field="${ui.focusField}"] :is(input, select, textarea)`) ??
      form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus();
    target?.scrollIntoView?.({ block: 'center' });
  }, [ui.focusField]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ui.canSubmit) return;
    void ui.submit().then((placed) => {
      if (placed) return;
      // The summary of what stops the order, said at once; the focus then reads the first field's own error.
      const invalid = Object.values(stores.checkout.$problems.get()).filter(Boolean).length;
      if (invalid > 0)
        announce(t`${plural(invalid, { one: 'One field needs your attention.', other: '# fields need your attention.' })} Please check the form.`, 'assertive');
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };
  // The Enter key does not submit the form.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  };
  const termsUrl = configuration?.termsUrl ?? null;
  const privacyUrl = configuration?.privacyUrl ?? null;
  const appliedCode = ui.coupon?.applied?.code ?? null;
  const total = ui.wallet.request?.amount ?? ui.summary?.total ?? 0;

  return (
    <>
      <form ref={formRef} className={formStyles} noValidate onSubmit={onSubmit} onKeyDown={onKeyDown}>
        <PlaceNote />
        <OrderTimeNote />
        <h2>
          <Trans>Your details</Trans>
        </h2>
        <CheckoutFields fields={ui.fields} values={ui.values} errors={ui.errors} onChange={ui.setField} phoneCountry={ui.phoneCountry} />
        {ui.remember ? <Checkbox checked={ui.remember.checked} onCheckedChange={ui.remember.set} label={<Trans>Remember me on this device</Trans>} /> : null}
        {ui.delivery ? (
          <RadioGroup
            legend={t`Delivery`}
            options={ui.delivery.options.map((option) => {
              const label = DELIVERY_LABELS[option];
              return { value: option, label: label ? i18n._(label) : option };
            })}
            value={ui.delivery.value}
            onValueChange={ui.delivery.choose}
          />
        ) : null}
        <PaymentChooser options={ui.payment.options} value={ui.payment.value} disabled={ui.payment.disabled} onChange={ui.payment.choose} />
        {ui.tip ? (
          <TipChooser
            options={ui.tip.options}
            choice={ui.tip.choice}
            customText={ui.tip.customText}
            amount={ui.tip.amount}
            currency={currency}
            onChoose={ui.tip.choose}
            onCustom={ui.tip.chooseCustom}
            parseInput={ui.tip.parseInput}
          />
        ) : null}
        {ui.coupon ? (
          <div className={couponRowStyles}>
            <p className={labelStyles}>{appliedCode ? <Trans>Coupon {appliedCode} applied</Trans> : <Trans>Have a coupon?</Trans>}</p>
            <Button variant="secondary" onClick={() => setCouponOpen(true)}>
              {appliedCode ? <Trans>Change coupon</Trans> : <Trans>Add coupon</Trans>}
            </Button>
          </div>
        ) : null}
        <CartTotals summary={ui.summary} className={totalsStyles} />
        <Checkbox
          checked={ui.terms}
          onCheckedChange={ui.setTerms}
          error={ui.errors.terms ?? null}
          label={
            <Trans>
              I agree to the <LegalLink href={termsUrl}>terms</LegalLink> and <LegalLink href={privacyUrl}>privacy policy</LegalLink>
            </Trans>
          }
        />
        {ui.submitError && !walletOpen ? (
          <ErrorNotice onRetry={ui.unconfirmed && !ui.submitting ? () => void ui.checkAgain() : undefined} retryLabel={<Trans>Check again</Trans>}>
            {ui.submitError}
          </ErrorNotice>
        ) : null}
        <Button type="submit" block busy={ui.submitting} disabled={!ui.canSubmit}>
          <Trans>Place order</Trans>
        </Button>
      </form>
      {ui.coupon ? (
        <CouponModal
          open={couponOpen}
          state={ui.coupon.state}
          coupon={ui.coupon.applied}
          message={ui.coupon.message}
          codeError={ui.coupon.codeError}
          onApply={ui.coupon.apply}
          onRemove={ui.coupon.remove}
          onRetry={ui.coupon.retry}
          onClose={() => {
            setCouponOpen(false);
            ui.coupon?.close();
          }}
        />
      ) : null}
      <WalletModal
        open={walletOpen}
        amount={total}
        currency={ui.wallet.request?.currency ?? currency.code}
        locale={i18n.locale}
        totalText={formatMoney(total, currency, intlLocale(i18n))}
        loadAdapter={ui.wallet.adapter}
        onSession={ui.wallet.register}
        savedCards={ui.wallet.savedCards}
        chosenCard={ui.wallet.chosenCard}
        onChooseCard={ui.wallet.chooseCard}
        merchant={ui.wallet.merchant}
        expressMethods={ui.wallet.expressMethods}
        onExpress={ui.wallet.express}
        confirming={ui.challenge.active}
        onPay={pay}
        onClose={() => {
          setWalletOpen(false);
          ui.wallet.close();
        }}
        busy={ui.wallet.busy || (ui.submitting && !walletAsked)}
        error={ui.wallet.error ?? ui.submitError}
      />
      <GuestChoicePopup
        guests={ui.guestChoice.guests}
        onChoose={ui.guestChoice.choose}
        onCancel={ui.guestChoice.cancel}
        onNotListed={ui.guestChoice.notListed}
        returnFocusTo={() => formRef.current?.querySelector<HTMLElement>('button[type="submit"]') ?? null}
      />
      <ChallengeModal
        active={ui.challenge.active}
        url={ui.challenge.url}
        redirect={ui.challenge.redirect}
        cancelling={ui.challenge.cancelling}
        onCancel={ui.challenge.cancel}
      />
    </>
  );
}

/** A terms or privacy link opening in a new tab, or plain text when the business has no URL. */
function LegalLink({ href, children }: { href: string | null; children?: ReactNode }) {
  return href ? (
    <a className={linkStyles} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    children
  );
}

const timeNoteStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0 0.5em;
  margin: 0 0 8px;
  & dt {
    font-weight: 600;
  }
  & dd {
    margin: 0;
  }
`;

/**
 * When the order will be delivered or ready ("In-room dining: Today, 12:30 PM"), said before the guest
 * pays, in the words and on the clock the confirmation uses afterwards.
 */
function OrderTimeNote() {
  const { stores, deps } = useApp();
  const { i18n } = useLingui();
  const experience = useStore(stores.selection.$experience);
  const location = useStore(stores.selection.$location);
  const shown = useStore(stores.time.$shown);
  const asapOnly = useStore(stores.time.$asapOnly);
  if (!experience || !location) return null;
  const checkoutAt = asapOnly ? null : (shown?.iso ?? null);
  return (
    <dl className={timeNoteStyles} data-testid="checkout-time">
      <dt>{experienceLabel(experience.type, (descriptor) => i18n._(descriptor))}</dt>
      <dd>{orderTimeText({ checkoutAt, timeZone: location.timeZone }, deps.now(), i18n)}</dd>
    </dl>
  );
}

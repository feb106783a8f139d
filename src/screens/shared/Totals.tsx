import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect, useId, type ReactNode } from 'react';
import { useApp } from '../app-context';
import { formatMoney, getCurrency, type Currency } from '../../domain/currency';
import { isolate } from '../../domain/bidi';
import { chargeName } from '../../domain/menu';
import type { ChargeNames, OrderSummary } from '../../domain/types';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PendingRegion } from '../../ui/Spinner';
import { guestLocale, intlLocale } from '../../i18n/element-i18n';
import { useAnnounce } from '../../ui/announcer';
import { PlatformText } from '../../ui/PlatformText';

const listStyles = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 16px;
  margin: 0;
  & dt,
  & dd {
    margin: 0;
  }
  & dd {
    text-align: end;
  }
  & [data-total] {
    font-weight: 700;
    font-size: 1.125em;
    padding-block-start: 4px;
  }
`;

/** A currency by code (an order's own currency) or as resolved with the currency settings. */
type CurrencyLike = Currency | string;

function Money({ amount, currency }: { amount: number; currency: CurrencyLike }) {
  const { i18n } = useLingui();
  return <span>{formatMoney(amount, typeof currency === 'string' ? getCurrency(currency) : currency, intlLocale(i18n))}</span>;
}

/**
 * The lines of an order summary; discount and zero-value taxes are hidden. `currency` is a
 * code (e.g. a past order's) or the `Currency` resolved with the business's currency settings.
 * `chargeNames` (the translation file's tax and service-charge names, `menu.$chargeNames`) names
 * those lines in the guest's language; a name it lacks shows as the platform sent it.
 */
export function SummaryList({
  summary,
  currency,
  chargeNames = null,
  totalLabel,
}: {
  summary: OrderSummary;
  currency: CurrencyLike;
  chargeNames?: ChargeNames | null;
  /** What the total is called ("Total" when absent; a past order paid by card says "Total paid"). */
  totalLabel?: ReactNode;
}) {
  return (
    <dl className={listStyles}>
      <dt>
        <Trans>Subtotal</Trans>
      </dt>
      <dd>
        <Money amount={summary.subtotal} currency={currency} />
      </dd>
      {summary.serviceCharges.map((charge, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the platform's charges in its order, never moved; two may share a name
        <SummaryRow key={`s${index}`} label={<PlatformText>{chargeName(charge.name, chargeNames)}</PlatformText>} amount={charge.amount} currency={currency} />
      ))}
      {summary.taxes
        .filter((tax) => tax.amount !== 0)
        .map((tax, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the platform's taxes in its order, never moved; two may share a name
          <SummaryRow key={`t${index}`} label={taxLabel(chargeName(tax.name, chargeNames), tax.inclusive)} amount={tax.amount} currency={currency} />
        ))}
      {summary.tip ? <SummaryRow label={<Trans>Tip</Trans>} amount={summary.tip} currency={currency} /> : null}
      {summary.discount ? <SummaryRow label={<Trans>Discount</Trans>} amount={-Math.abs(summary.discount)} currency={currency} /> : null}
      <dt data-total="">{totalLabel ?? <Trans>Total</Trans>}</dt>
      <dd data-total="">
        <Money amount={summary.total} currency={currency} />
      </dd>
    </dl>
  );
}

/**
 * An inclusive tax is already inside the prices: the widget says so in the guest's language ("VAT 10%
 * (included)"), the platform names only the tax.
 */
function taxLabel(name: string, inclusive: boolean): ReactNode {
  return inclusive ? <IncludedTax name={name} /> : <PlatformText>{name}</PlatformText>;
}

function IncludedTax({ name }: { name: string }) {
  const { t, i18n } = useLingui();
  // The platform's name may be in another script than the sentence: keep it in its own direction.
  const tax = isolate(name, guestLocale(i18n));
  return <>{t`${tax} (included)`}</>;
}

function SummaryRow({ label, amount, currency }: { label: ReactNode; amount: number; currency: CurrencyLike }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <Money amount={amount} currency={currency} />
      </dd>
    </>
  );
}

/**
 * The cart's server-calculated totals with the pending loader, rejection and retry.
 * `summary` replaces the calculated one once it has arrived (the checkout adds the guest's tip to it).
 */
export function CartTotals({ summary, className }: { summary?: OrderSummary | null; className?: string }) {
  const { stores } = useApp();
  const { i18n, t } = useLingui();
  const state = useStore(stores.calculation.$state);
  const currency = useStore(stores.cart.$currency);
  const chargeNames = useStore(stores.menu.$chargeNames);
  const headingId = useId();
  const announce = useAnnounce();
  const calculated = state.status === 'calculated' ? state.summary : null;
  const shown = calculated && summary !== undefined ? summary : calculated;
  const totalText = shown ? formatMoney(shown.total, currency, intlLocale(i18n)) : null;
  // Each new total (the first calculation, a tip, a coupon, a changed order) is said without moving the focus.
  useEffect(() => {
    if (totalText) announce(t`Order total: ${totalText}`);
  }, [totalText, announce, t]);
  if (state.status === 'rejected' || state.status === 'error') {
    return <ErrorNotice onRetry={() => void stores.calculation.calculate()}>{i18n._(state.message)}</ErrorNotice>;
  }
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId}>
        <Trans>Order summary</Trans>
      </h2>
      <PendingRegion pending={!shown}>{shown ? <SummaryList summary={shown} currency={currency} chargeNames={chargeNames} /> : null}</PendingRegion>
    </section>
  );
}

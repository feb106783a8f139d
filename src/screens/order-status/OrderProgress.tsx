import { css } from '@linaria/core';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { currentStepIndex, isEnding, orderTrack, TRACK_STEPS, type OrderTrack } from '../../domain/order-status/status';
import { Button } from '../../ui/Button';
import { PlatformText } from '../../ui/PlatformText';
import { visuallyHidden } from '../../ui/styles';
import { type AppContextValue, useApp } from '../app-context';
import { isKiosk } from '../../domain/kiosk/mode';
import { chargeSentence, type ClockOfPlace, etaSentence, STATUS_SENTENCES, STEP_LABELS } from './status-texts';
import { useReadyNotification } from './use-ready-notification';
import { useStatusAnnouncement } from './use-status-announcement';

const blockStyles = css`
  margin-block: 8px 16px;
  padding: 12px 16px;
  border: 1px solid var(--go-border);
  border-radius: var(--go-radius);
  & h2,
  & h3 {
    font-size: 1.125em;
    margin: 0 0 4px;
  }
  & p {
    margin-block: 4px;
  }
`;
const headlineStyles = css`
  font-weight: 600;
`;
const mutedStyles = css`
  color: var(--go-muted);
`;
const stepsStyles = css`
  list-style: none;
  margin: 12px 0 8px;
  padding: 0;
  display: grid;
  gap: 6px;
  & li {
    display: flex;
    align-items: center;
    gap: 10px;
    color: var(--go-muted);
  }
  & li::before {
    content: '';
    flex: none;
    inline-size: 12px;
    block-size: 12px;
    border-radius: 50%;
    border: 2px solid currentColor;
  }
  & li[data-state='done'] {
    color: var(--go-text);
  }
  & li[data-state='done']::before {
    background: var(--go-accent);
    border-color: var(--go-accent);
  }
  & li[aria-current='step'] {
    color: var(--go-text);
    font-weight: 600;
  }
  & li[aria-current='step']::before {
    border-color: var(--go-accent);
    box-shadow: 0 0 0 3px color-mix(in srgb, var(--go-accent) 25%, transparent);
  }
`;
const endingStyles = css`
  color: var(--go-danger);
`;

/** Props of {@link OrderProgress}. */
export interface OrderProgressProps {
  orderId: string;
  /** The order's experience type and delivery choice: they decide its steps (ready to collect, or brought). */
  experienceType: string;
  delivery?: 'ROOM' | 'PICK_UP' | null;
  /** The location's clock: the ETA is said in it. */
  clock: ClockOfPlace;
  headingLevel: 2 | 3;
  /**
   * Offered on the confirmation: "Keep this page to follow your order", and a way to the order's own
   * page (`/order/{id}`), which a reload or the browser's history brings back after the confirmation is gone.
   */
  onOwnPage?: () => void;
}

/** A kiosk or a device the host says is shared: nobody's notifications, nobody's page to keep. */
function onSharedDevice(deps: AppContextValue['deps']): boolean {
  return isKiosk(deps.config, deps.startup) || deps.config.sharedDevice;
}

/**
 * Where a placed order is, followed live while this block is shown (the optional order-status
 * capability): a step list with the current step marked (`aria-current="step"`), the ETA in the
 * location's clock, the kitchen's words, a delay or a refusal said plainly with what it means for the
 * guest's money, and "Notify me when it's ready". Each change is said once by the announcer. On a
 * platform without the capability it renders nothing, so the screen is as it was.
 */
export function OrderProgress({ orderId, experienceType, delivery, clock, headingLevel, onOwnPage }: OrderProgressProps) {
  const { stores, deps } = useApp();
  const { t, i18n } = useLingui();
  const shared = onSharedDevice(deps);
  const headingId = useId();
  const following = useStore(stores.orderStatus.$following);
  useEffect(() => stores.orderStatus.follow(orderId), [stores, orderId]);
  const state = following?.orderId === orderId ? following : null;
  const status = state?.status ?? null;
  const track: OrderTrack = orderTrack(experienceType, delivery, status?.status);
  useStatusAnnouncement(orderId, track, clock);
  const notify = useReadyNotification(orderId, track, state);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  if (!state || state.kind === 'loading' || state.kind === 'unsupported') return null;
  if (!status) {
    return (
      <section className={blockStyles} aria-labelledby={headingId} data-testid="order-progress">
        <Heading id={headingId}>{t`Order progress`}</Heading>
        <p role="alert">{t`We could not get your order's progress.`}</p>
        <Button variant="secondary" onClick={() => stores.orderStatus.retry()}>{t`Try again`}</Button>
      </section>
    );
  }
  const ended = isEnding(status.status);
  const current = currentStepIndex(status.status, track);
  const eta = etaSentence(status, track, clock, i18n);
  const charge = chargeSentence(status.charge, i18n);
  return (
    <section className={blockStyles} aria-labelledby={headingId} data-testid="order-progress" data-status={status.status}>
      <Heading id={headingId}>{t`Order progress`}</Heading>
      <p className={ended ? `${headlineStyles} ${endingStyles}` : headlineStyles}>{i18n._(STATUS_SENTENCES[status.status])}</p>
      {eta ? <p data-testid="order-eta">{eta}</p> : null}
      {status.message ? (
        <p data-testid="order-message">
          <span className={mutedStyles}>{ended ? t`Reason:` : t`From the kitchen:`}</span> <PlatformText>{status.message}</PlatformText>
        </p>
      ) : null}
      {ended ? (
        <>
          {charge ? <p data-testid="order-charge">{charge}</p> : null}
          <p>{t`Nothing more will happen with this order. You are welcome to place a new one.`}</p>
        </>
      ) : (
        <ol className={stepsStyles}>
          {TRACK_STEPS[track].map((step, index) => (
            <li
              key={step}
              data-state={index < current ? 'done' : index === current ? 'current' : 'upcoming'}
              aria-current={index === current ? 'step' : undefined}
            >
              {i18n._(STEP_LABELS[step])}
              {index < current ? <span className={visuallyHidden}>{t`(done)`}</span> : null}
            </li>
          ))}
        </ol>
      )}
      {state.kind === 'ended' ? <p className={mutedStyles}>{t`This order has ended.`}</p> : null}
      {onOwnPage && !shared && !ended && state.kind === 'live' ? (
        <>
          <p>{t`Keep this page to follow your order.`}</p>
          <Button variant="secondary" onClick={onOwnPage}>{t`Open your order's page`}</Button>
        </>
      ) : null}
      {shared ? null : notify.state === 'offer' || notify.state === 'asking' ? (
        <Button variant="secondary" busy={notify.state === 'asking'} onClick={() => void notify.ask()}>
          {track === 'collect' ? t`Notify me when it's ready` : t`Notify me when it's on its way`}
        </Button>
      ) : notify.state === 'on' ? (
        <p className={mutedStyles}>{track === 'collect' ? t`We will notify you when it's ready.` : t`We will notify you when it's on its way.`}</p>
      ) : notify.state === 'blocked' ? (
        <p className={mutedStyles}>{t`Notifications are turned off for this page in your browser.`}</p>
      ) : null}
    </section>
  );
}

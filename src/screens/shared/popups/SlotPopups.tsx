import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { css } from '@linaria/core';
import { useApp } from '../../app-context';
import { NOT_ACCEPTING_ORDERS_LINES } from '../../../domain/not-accepting-orders';
import { formatClockTime } from '../../../domain/time/clock';
import { intlLocale } from '../../../i18n/element-i18n';
import type { SlotPrompt } from '../../../stores/ordering/slot-confirmation';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { useAnnounce } from '../../../ui/announcer';
import { useLocationText } from '../../locations/use-location-text';

const actionsStyles = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-block-start: 16px;
`;

/**
 * The date/time notice popups, driven by `stores.slotConfirmation.$prompt`
 * while the checkout waits (step 1): closed (order for the next opening, or back),
 * pickup time updated, future time (an hour or more later), grace time (a time and Continue) and
 * not accepting orders. Confirming continues the checkout with the new time; going back (or
 * Escape) stops it. Times are shown on the LOCATION's clock. Mount it on the checkout screen, and on
 * the menu of a table or room session (its closed-now notice).
 */
export function SlotPopups() {
  const { stores, deps } = useApp();
  const { i18n, t } = useLingui();
  const announce = useAnnounce();
  const prompt = useStore(stores.slotConfirmation.$prompt);
  const location = useStore(stores.selection.$location);
  const zone = location?.timeZone ?? 'UTC';
  const { back } = stores.slotConfirmation;
  const text = useLocationText();
  const at = (iso: string) => formatClockTime(new Date(iso), { locale: intlLocale(i18n), timeZone: zone, timeFormat: location?.timeFormat });
  if (!prompt) return null;
  if (prompt.kind === 'closed' && prompt.closedNow) {
    // A table or room guest chose no time: the day is said too ("tomorrow 11:30 AM").
    const when = prompt.nextOpening && location ? text.when(new Date(prompt.nextOpening), location, deps.now()) : null;
    const takeOpening = () => {
      stores.slotConfirmation.accept();
      if (when) announce(t`Your order is for ${when}.`);
    };
    return (
      <Modal open onClose={back} title={t`We're closed right now`}>
        <p>
          {when ? (
            <Trans>We are closed now and open {when}. You can order now for that time, or not.</Trans>
          ) : (
            <Trans>We are closed now and have no times available.</Trans>
          )}
        </p>
        <div className={actionsStyles}>
          {when ? (
            <Button block onClick={takeOpening}>
              <Trans>Order for {when}</Trans>
            </Button>
          ) : null}
          <Button block variant="secondary" onClick={back}>
            <Trans>Not now</Trans>
          </Button>
        </div>
      </Modal>
    );
  }
  // The popup closes and the checkout goes on: the new time is said once more, as the order now stands.
  const newTime = prompt.kind === 'closed' ? prompt.nextOpening : prompt.kind === 'not-accepting-orders' ? null : prompt.time;
  const accept = () => {
    stores.slotConfirmation.accept();
    if (newTime) announce(t`Your order time is now ${at(newTime)}.`);
  };
  return (
    <Modal open onClose={back} title={i18n._(POPUP_TITLES[prompt.kind])} closable={false}>
      <PopupBody prompt={prompt} at={at} />
      <div className={actionsStyles}>
        {prompt.kind === 'closed' ? (
          <>
            {prompt.nextOpening ? (
              <Button block onClick={accept}>
                <Trans>Order for the next opening at {at(prompt.nextOpening)}</Trans>
              </Button>
            ) : null}
            <Button block variant="secondary" onClick={back}>
              <Trans>Go back</Trans>
            </Button>
          </>
        ) : prompt.kind === 'not-accepting-orders' ? (
          <Button block onClick={back}>
            <Trans>OK</Trans>
          </Button>
        ) : (
          <>
            <Button block onClick={accept}>
              {prompt.kind === 'grace' ? <Trans>Continue</Trans> : <Trans>Continue with {at(prompt.time)}</Trans>}
            </Button>
            <Button block variant="secondary" onClick={back}>
              <Trans>Go back</Trans>
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}

/** Each popup's title (its accessible name). */
const POPUP_TITLES: Record<SlotPrompt['kind'], MessageDescriptor> = {
  closed: msg`We're closed at this time`,
  'time-updated': msg`Pickup time updated`,
  'future-time': msg`Your order time has changed`,
  grace: msg`Order for a later time`,
  'not-accepting-orders': msg`Not accepting orders`,
};

function PopupBody({ prompt, at }: { prompt: SlotPrompt; at: (iso: string) => string }) {
  const { i18n } = useLingui();
  switch (prompt.kind) {
    case 'closed':
      return prompt.nextOpening ? (
        <p>
          <Trans>The restaurant is closed at the time you chose. You can order for the next opening at {at(prompt.nextOpening)}, or go back.</Trans>
        </p>
      ) : (
        <p>
          <Trans>The restaurant is closed at the time you chose and has no times available.</Trans>
        </p>
      );
    case 'time-updated':
      return (
        <p>
          <Trans>The time you chose is no longer available. Your order will be ready at {at(prompt.time)}.</Trans>
        </p>
      );
    case 'future-time':
      return (
        <p>
          <Trans>The earliest available time is {at(prompt.time)}, an hour or more later than you chose.</Trans>
        </p>
      );
    case 'grace':
      return (
        <p>
          <Trans>We can still take your order for {at(prompt.time)}.</Trans>
        </p>
      );
    case 'not-accepting-orders':
      return (
        <>
          <p>{i18n._(NOT_ACCEPTING_ORDERS_LINES.message)}</p>
          <p>{i18n._(NOT_ACCEPTING_ORDERS_LINES.detail)}</p>
        </>
      );
  }
}

export default SlotPopups;

import { css } from '@linaria/core';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { useEffect, useMemo, useRef } from 'react';
import { autoRedirectMs, readCountdownOut } from '../../domain/kiosk/idle';
import { createKioskIdleStore } from '../../stores/kiosk/kiosk-idle';
import { useAnnounce } from '../../ui/announcer';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useApp } from '../app-context';
import { kioskStartOver } from './start-over';

const actionsStyles = css`
  display: grid;
  gap: 12px;
  margin-block-start: 16px;
  & button {
    min-block-size: 56px;
    font-size: 1.125em;
  }
`;

/**
 * The kiosk's idle handling: nobody has touched the kiosk for the device's delay on the menu, an
 * item, checkout or went-wrong screen, so it asks "Are you still there?" with the seconds left before
 * the order is cleared. "I need more time" carries on where the guest was; "Start over", or no answer,
 * clears the order and goes back to the kiosk's start for the next guest. The countdown is read out
 * by screen readers when the warning opens and as it passes 20, 10 and 5 seconds (the visible one
 * changes every second).
 */
export function KioskIdle() {
  const app = useApp();
  const { deps } = app;
  const { t } = useLingui();
  const startOver = useMemo(() => () => kioskStartOver(app), [app]);
  const idle = useMemo(
    () =>
      createKioskIdleStore({
        $path: computed(deps.router.$route, (route) => route.path),
        autoRedirectMs: autoRedirectMs(deps.config.kioskIdleSeconds),
        now: () => deps.now().getTime(),
        activityTarget: typeof window === 'undefined' ? null : window,
        onExpire: startOver,
      }),
    [deps, startOver],
  );
  useEffect(() => () => idle.dispose(), [idle]);
  const view = useStore(idle.$view);
  const seconds = view.secondsLeft ?? 0;
  const warning = view.phase === 'warning';
  // Said through the element's one announcer (the dialog's own live regions while it is open), at a
  // few moments only (see readCountdownOut).
  const announce = useAnnounce();
  const lastCount = useRef<number | null>(null);
  useEffect(() => {
    if (!warning) {
      lastCount.current = null;
      return;
    }
    if (readCountdownOut(seconds, lastCount.current)) {
      announce(t({ message: plural(seconds, { one: 'Your session expires in # second.', other: 'Your session expires in # seconds.' }) }));
    }
    lastCount.current = seconds;
  }, [announce, seconds, t, warning]);
  return (
    <Modal open={warning} onClose={idle.moreTime} title={t`Are you still there?`} closable={false} size={{ inline: 512 }}>
      <p aria-hidden="true">
        <Plural value={seconds} one="Your session expires in # second." other="Your session expires in # seconds." />
      </p>
      <div className={actionsStyles}>
        <Button block onClick={idle.moreTime}>
          <Trans>I need more time</Trans>
        </Button>
        <Button
          block
          variant="secondary"
          onClick={() => {
            idle.moreTime();
            startOver();
          }}
        >
          <Trans>Start over</Trans>
        </Button>
      </div>
    </Modal>
  );
}

/**
 * A kiosk nobody told which device it is: its card terminal and its orders belong to a device id, so
 * it cannot take an order. Staff see what to fix; a guest sees whom to ask.
 */
export function KioskNoDevice() {
  return (
    <section role="alert">
      <h1>
        <Trans>This kiosk is not ready to take orders</Trans>
      </h1>
      <p>
        <Trans>Please ask a member of staff for help.</Trans>
      </p>
    </section>
  );
}

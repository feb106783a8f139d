import { css } from '@linaria/core';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { memo, useEffect, useId, useRef } from 'react';
import { connectionMessages } from '../../stores/first-screen/connection-messages';
import { useApp } from '../app-context';

const overlayStyles = css`
  border: 0;
  border-radius: calc(var(--go-radius) * 1.5);
  padding: 24px;
  max-inline-size: min(360px, calc(100vw - 32px));
  color: var(--go-text);
  background: var(--go-surface);
  font-family: var(--go-font-family);
  text-align: center;
  &::backdrop {
    background: rgb(0 0 0 / 45%);
  }
  & h2 {
    margin-block: 0 8px;
    font-size: 1.125em;
  }
  & p {
    margin: 0;
  }
`;

/**
 * The no-internet overlay: a modal that cannot be dismissed while the browser is offline, so nothing
 * is tapped that cannot reach the platform; it closes by itself when the connection returns, and the
 * stores then load the data again (see `ConnectionStore`). Memoized: a new route does not render it again.
 */
export const OfflineOverlay = memo(function OfflineOverlay() {
  const { stores } = useApp();
  const { t, i18n } = useLingui();
  const online = useStore(stores.connection.$online);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!online && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (online && dialog.open) dialog.close();
  }, [online]);
  return (
    <dialog ref={ref} className={overlayStyles} aria-labelledby={titleId} onCancel={(event) => event.preventDefault()}>
      {online ? null : (
        <>
          <h2 id={titleId}>{t`No internet connection`}</h2>
          <p>{i18n._(connectionMessages.offline)}</p>
        </>
      )}
    </dialog>
  );
});

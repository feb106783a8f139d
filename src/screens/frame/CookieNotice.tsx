import { css } from '@linaria/core';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { useApp } from '../app-context';

const noticeStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin-block: 0;
  margin-inline: 16px;
  padding: 12px 16px;
  border: 1px solid var(--go-border);
  border-radius: var(--go-radius);
  background: var(--go-surface-muted);
  font-size: 0.875em;
  & p {
    margin: 0;
    flex: 1 1 240px;
  }
  & a {
    color: var(--go-accent);
  }
`;

/** Reads whether this device accepted the cookie policy; a refused storage counts as not accepted. */
function accepted(storage: Storage | null, key: string): boolean {
  try {
    return storage?.getItem(key) === '1';
  } catch {
    return false;
  }
}

/**
 * The cookie-policy notice of a business with the `cookiePolicy` flag: shown until the guest accepts it
 * once, then remembered on the device (`cookie-policy:{business}` in `localStorage`). Part of the page,
 * not a modal: it never stands between the guest and the menu.
 */
export function CookieNotice() {
  const { deps, stores } = useApp();
  const { t } = useLingui();
  const configuration = useStore(stores.business.$configuration);
  const ui = useStore(stores.business.$uiConfiguration);
  const key = deps.scope.storageKey('cookie-policy');
  const [done, setDone] = useState(() => accepted(deps.storage, key));
  if (!configuration?.cookiePolicy || done) return null;
  return (
    <section className={noticeStyles} aria-label={t`Cookie policy`} data-go-frame="cookies">
      <p>
        {t`We keep your order, your language and your choices on this device so the ordering works.`}{' '}
        {ui?.policyUrl ? (
          <a href={ui.policyUrl} target="_blank" rel="noopener noreferrer">
            {t`Read our cookie policy`}
          </a>
        ) : null}
      </p>
      <Button
        onClick={() => {
          try {
            deps.storage?.setItem(key, '1');
          } catch {
            // Refused storage: accepted for this visit only.
          }
          setDone(true);
        }}
      >
        {t`Accept cookies`}
      </Button>
    </section>
  );
}

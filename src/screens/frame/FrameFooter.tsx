import { css } from '@linaria/core';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { Suspense, useState } from 'react';
import { linkLabel } from '../../domain/platform-texts';
import { retryableLazy } from '../../ui/retryable-lazy';
import { useApp } from '../app-context';

// The popups open on a click only: their code (and the modal's) is fetched then.
const LegalPopup = retryableLazy(() => import('./LegalPopup').then((module) => ({ default: module.LegalPopup })));
const VersionsPopup = retryableLazy(() => import('./VersionsPopup').then((module) => ({ default: module.VersionsPopup })));

const footerStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 16px;
  padding-block: 12px;
  padding-inline: 16px;
  border-block-start: 1px solid var(--go-border);
  font-size: 0.8125em;
  /* No print under 18 px on a kiosk (its base is 21 px). */
  [data-kiosk] & {
    font-size: 0.875em;
  }
  color: var(--go-muted);
  & a,
  & button {
    font: inherit;
    color: var(--go-accent);
    background: none;
    border: 0;
    padding: 0;
    min-block-size: 24px;
    cursor: pointer;
    text-decoration: underline;
  }
`;

/** A page the footer may open over the widget instead of in a new tab. */
interface LegalPage {
  title: string;
  url: string;
}

/**
 * The frame's foot: the legal, terms, privacy and cookie-policy links of the business's configuration
 * and UI configuration, and the versions popup. Embedded in an iframe or a native app (where a new tab
 * may not exist, or would leave the app), terms and privacy open in a popup inside the widget;
 * otherwise every link opens in a new tab.
 */
export function FrameFooter() {
  const { deps, stores } = useApp();
  const { t } = useLingui();
  const configuration = useStore(stores.business.$configuration);
  const ui = useStore(stores.business.$uiConfiguration);
  // The texts store itself, not usePlatformTexts(): the footer ships with the first screen, which
  // must not carry the experience labels that hook brings with it.
  const platformTexts = useStore(stores.platformTexts.$texts);
  const [legal, setLegal] = useState<LegalPage | null>(null);
  const [legalUsed, setLegalUsed] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [versionsUsed, setVersionsUsed] = useState(false);
  if (!configuration) return null;
  const embedded = deps.startup.isIframe || deps.startup.isNative;
  const own = [
    configuration.termsUrl ? { key: 'terms', label: t`Terms of use`, url: configuration.termsUrl, popup: embedded } : null,
    configuration.privacyUrl ? { key: 'privacy', label: t`Privacy policy`, url: configuration.privacyUrl, popup: embedded } : null,
    ui?.policyUrl ? { key: 'cookies', label: t`Cookie policy`, url: ui.policyUrl, popup: false } : null,
  ].filter((link) => link !== null);
  // The UI configuration's own links (a legal notice…), without repeating the ones above.
  const shown = new Set(own.map((link) => link.url));
  const extra = (ui?.footerLinks ?? [])
    .filter((link) => !shown.has(link.url))
    .map((link) => ({ key: link.url, label: linkLabel(link.label, platformTexts), url: link.url, popup: false }));
  return (
    <footer className={footerStyles} data-go-frame="footer">
      <nav aria-label={t`Legal and policies`} style={{ display: 'contents' }}>
        {[...own, ...extra].map((link) =>
          link.popup ? (
            <button
              key={link.key}
              type="button"
              onClick={() => {
                setLegalUsed(true);
                setLegal({ title: link.label, url: link.url });
              }}
            >
              {link.label}
            </button>
          ) : (
            <a key={link.key} href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          ),
        )}
      </nav>
      <button
        type="button"
        onClick={() => {
          setVersionsUsed(true);
          setVersionsOpen(true);
        }}
      >
        {t`Versions`}
      </button>
      {legalUsed ? (
        <Suspense fallback={null}>
          <LegalPopup page={legal} onClose={() => setLegal(null)} />
        </Suspense>
      ) : null}
      {versionsUsed ? (
        <Suspense fallback={null}>
          <VersionsPopup open={versionsOpen} onClose={() => setVersionsOpen(false)} />
        </Suspense>
      ) : null}
    </footer>
  );
}

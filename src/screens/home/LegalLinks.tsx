import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BusinessConfiguration } from '../../domain/types';

const linksStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin-block-start: 16px;
  font-size: 0.875em;
  & a {
    color: var(--go-accent);
    /* A 24 px target at least, however small the host's font. */
    display: inline-flex;
    align-items: center;
    min-block-size: 24px;
  }
`;

/** The terms and privacy links under both home screens; nothing when the business has neither. */
export function LegalLinks({ configuration }: { configuration: BusinessConfiguration | null }) {
  const { t } = useLingui();
  if (!configuration?.termsUrl && !configuration?.privacyUrl) return null;
  return (
    <nav className={linksStyles} aria-label={t`Legal`}>
      {configuration.termsUrl ? (
        <a href={configuration.termsUrl} target="_blank" rel="noopener noreferrer">
          <Trans>Terms of use</Trans>
        </a>
      ) : null}
      {configuration.privacyUrl ? (
        <a href={configuration.privacyUrl} target="_blank" rel="noopener noreferrer">
          <Trans>Privacy policy</Trans>
        </a>
      ) : null}
    </nav>
  );
}

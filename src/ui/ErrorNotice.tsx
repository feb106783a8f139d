import { css } from '@linaria/core';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './Button';

const noticeStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 12px;
  margin-block: 12px;
  border: 1px solid var(--go-danger);
  border-inline-start-width: 4px;
  border-radius: var(--go-radius);
  color: var(--go-text);
  background: color-mix(in srgb, var(--go-danger) 8%, var(--go-surface));
  & p {
    margin: 0;
  }
`;

/** Props of {@link ErrorNotice}. */
export interface ErrorNoticeProps {
  /** Already translated message. */
  children: ReactNode;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
  retryLabel?: ReactNode;
}

/** An alert with an optional retry: every failure the guest sees is recoverable. */
export function ErrorNotice({ children, onRetry, retryLabel }: ErrorNoticeProps) {
  return (
    <div role="alert" className={noticeStyles}>
      <p>{children}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? <Trans>Try again</Trans>}
        </Button>
      ) : null}
    </div>
  );
}

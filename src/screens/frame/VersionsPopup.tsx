import { css } from '@linaria/core';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { isCancellation } from '../../api/errors';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Modal } from '../../ui/Modal';
import { Loading } from '../../ui/Spinner';
import { useApp } from '../app-context';

const listStyles = css`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: start;
  gap: 4px 24px;
  margin: 0;
  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

type VersionsState = { status: 'loading' } | { status: 'ready'; versions: [string, number][] } | { status: 'error' };

/** The versions popup of the footer: the platform's version numbers for the business, fetched on opening. */
export function VersionsPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { deps } = useApp();
  const { t } = useLingui();
  const [state, setState] = useState<VersionsState>({ status: 'loading' });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    deps.api.getVersions().then(
      (versions) => setState({ status: 'ready', versions: Object.entries(versions) }),
      (error: unknown) => {
        if (!isCancellation(error)) setState({ status: 'error' });
      },
    );
  }, [deps]);
  useEffect(() => {
    if (open) load();
  }, [open, load]);
  return (
    <Modal open={open} onClose={onClose} title={t`Versions`} size={{ inline: 360 }}>
      {state.status === 'loading' ? <Loading label={t`Loading the versions…`} /> : null}
      {state.status === 'error' ? <ErrorNotice onRetry={load}>{t`We couldn't load the versions.`}</ErrorNotice> : null}
      {state.status === 'ready' ? (
        <dl className={listStyles}>
          {state.versions.map(([name, version]) => (
            <div key={name} style={{ display: 'contents' }}>
              <dt>{name}</dt>
              <dd>{version}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Modal>
  );
}

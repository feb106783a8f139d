import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useApp } from '../../app/AppContext';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/**
 * Shows the store's pending notice (cart limit, menu failure) in a modal with OK. A lazy chunk: the
 * outlet loads it only once a notice is pending, so the dialog code stays off the first screen.
 */
export function NoticeModal() {
  const { stores } = useApp();
  const { t, i18n } = useLingui();
  const notice = useStore(stores.notice.$notice);
  return (
    <Modal open={notice !== null} onClose={stores.notice.dismiss} title={notice?.kind === 'info' ? t`Please note` : t`Sorry`}>
      <p>{notice ? i18n._(notice.message) : null}</p>
      <Button block onClick={stores.notice.dismiss}>
        <Trans>OK</Trans>
      </Button>
    </Modal>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useApp } from '../app-context';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { NOTICE_POPUP } from './notice-popup';

/**
 * Shows the store's pending notice (cart limit, missing items, menu or item failure) in a modal with
 * OK (CART_LIMIT_ERROR: "Popup with the quantity limit text; OK closes"). The notice's own
 * title wins (the missing-items popup is titled 'Some items are no longer available');
 * otherwise 'Please note' or 'Sorry' by kind. A lazy chunk: the outlet loads it only once a notice
 * is pending, so the dialog code stays off the first screen. Queued: it waits while another popup the
 * element raised by itself (the time-zone notice) is open, in the place the outlet reserved for it when
 * the notice was raised (see `notice-popup.ts`).
 */
export function NoticeModal() {
  const { stores } = useApp();
  const { t, i18n } = useLingui();
  const notice = useStore(stores.notice.$notice);
  const title = notice?.title ? i18n._(notice.title) : notice?.kind === 'info' ? t`Please note` : t`Sorry`;
  return (
    <Modal open={notice !== null} onClose={stores.notice.dismiss} title={title} queued={NOTICE_POPUP}>
      <p>{notice ? i18n._(notice.message) : null}</p>
      <Button block onClick={stores.notice.dismiss}>
        <Trans>OK</Trans>
      </Button>
    </Modal>
  );
}

import { css } from '@linaria/core';
import { Modal } from '../../ui/Modal';

const frameStyles = css`
  display: block;
  inline-size: 100%;
  block-size: min(60dvh, 520px);
  border: 0;
`;

/**
 * Terms or privacy inside the widget (embedded in an iframe or a native app): the business's page in a
 * frame of its own, sandboxed without scripts' access to the widget or the top page.
 */
export function LegalPopup({ page, onClose }: { page: { title: string; url: string } | null; onClose: () => void }) {
  return (
    <Modal open={page !== null} onClose={onClose} title={page?.title ?? ''} size={{ inline: 640 }}>
      {page ? <iframe className={frameStyles} src={page.url} title={page.title} sandbox="allow-same-origin" referrerPolicy="strict-origin" /> : null}
    </Modal>
  );
}

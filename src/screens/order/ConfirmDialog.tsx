import { css } from '@linaria/core';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '../../ui/Button';
import { Modal, type ModalProps } from '../../ui/Modal';

const actionsStyles = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-block-start: 16px;
`;

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
  /** The popup's size (a kiosk's popups are 512 px wide); the modal's default otherwise. */
  size?: ModalProps['size'];
}

/**
 * A yes / cancel question ("Start over and remove-all-items both clear the cart after a
 * confirmation"). Cancel takes the focus: the destructive choice must be made on purpose.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel, size }: ConfirmDialogProps) {
  const actionsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => actionsRef.current?.querySelector<HTMLButtonElement>('[data-cancel]')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return (
    <Modal open={open} onClose={onCancel} title={title} size={size}>
      <p>{message}</p>
      <div ref={actionsRef} className={actionsStyles}>
        <Button block onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button block variant="secondary" data-cancel="" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </Modal>
  );
}

import { css } from '@linaria/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { usePortalContainer } from '../app/portal';

const dialogStyles = css`
  border: 0;
  border-radius: calc(var(--go-radius) * 1.5);
  padding: 0;
  inline-size: min(480px, calc(100vw - 32px));
  max-block-size: calc(100vh - 32px);
  color: var(--go-text);
  background: var(--go-surface);
  font-family: var(--go-font-family);
  box-shadow: 0 12px 40px rgb(0 0 0 / 25%);
  &::backdrop {
    background: rgb(0 0 0 / 45%);
  }
`;
const headerStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding-block: 12px;
  padding-inline: 16px;
  border-block-end: 1px solid var(--go-border);
  & h2 {
    margin: 0;
    font-size: 1.125em;
  }
`;
const closeStyles = css`
  font: inherit;
  font-size: 1.5em;
  line-height: 1;
  inline-size: 44px;
  block-size: 44px;
  border: 0;
  border-radius: var(--go-radius);
  background: transparent;
  color: inherit;
  cursor: pointer;
`;
const bodyStyles = css`
  padding: 16px;
`;

/** The element that really has focus, looking through open shadow roots (ours included). */
function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button, or when the dialog closes itself. */
  onClose(): void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  children: ReactNode;
  /** Set to false for dialogs that need an explicit choice (no close button; Escape still closes). */
  closable?: boolean;
}

/**
 * A modal dialog on the native `<dialog>` with `showModal()`, portalled into our shadow root: the top
 * layer escapes transformed or clipped host ancestors, the rest of the page becomes inert (the focus
 * trap), Escape closes, and focus returns to whatever opened it.
 */
export function Modal({ open, onClose, title, children, closable = true }: ModalProps) {
  const { t } = useLingui();
  const container = usePortalContainer();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const trigger = deepActiveElement();
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    const onCancel = (event: Event) => {
      // Escape: let React own the open state, then close.
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (trigger?.isConnected) trigger.focus();
    };
  }, [open]);

  if (!open) return null;
  const dialog = (
    <dialog ref={ref} className={dialogStyles} aria-labelledby={titleId} aria-modal="true">
      <div className={headerStyles}>
        <h2 id={titleId}>{title}</h2>
        {closable ? (
          <button type="button" className={closeStyles} aria-label={t`Close`} onClick={() => onCloseRef.current()}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <div className={bodyStyles}>{children}</div>
    </dialog>
  );
  return container ? createPortal(dialog, container) : dialog;
}

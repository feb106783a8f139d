import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { usePortalContainer } from './portal';
import { deepActiveElement } from './deep-active-element';
import { wrapTab } from './focus-trap';
import { DialogLiveRegions } from './announcer';
import { usePopupTurn } from './popup-queue';
import { DialogFrameView } from './dialog-frame-view';
import { useSay } from './use-say';

/**
 * Gives the focus back to what opened the dialog. A control disabled while the dialog was open (Place
 * order, waiting on the dialog's answer) cannot take it yet: it does once it is enabled again (within
 * a few seconds), unless the guest put the focus somewhere else meanwhile.
 */
function returnFocus(trigger: HTMLElement): void {
  trigger.focus();
  if (!(trigger instanceof HTMLButtonElement) || !trigger.disabled || typeof MutationObserver === 'undefined') return;
  const observer = new MutationObserver(() => {
    if (trigger.disabled) return;
    stop();
    const active = deepActiveElement();
    if (trigger.isConnected && (active === null || active === trigger.ownerDocument.body)) trigger.focus();
  });
  const timer = setTimeout(() => observer.disconnect(), RETURN_FOCUS_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(trigger, { attributes: true, attributeFilter: ['disabled'] });
}

/** How long a disabled trigger may take to be enabled again and take the focus back. */
const RETURN_FOCUS_WAIT_MS = 5000;

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
  /**
   * Size in px (the desktop modal sizes, e.g. checkout 480 x 724, coupon 358 x 312): the width,
   * and the most it grows to in height. The dialog is always as tall as its content up to that (the
   * body scrolls past it) and never larger than the viewport less 32 px. Default: 480 wide, as tall
   * as its content.
   */
  size?: { inline: number; block?: number };
  /** Called when the guest clicks the backdrop, outside the dialog's box (the coupon modal closes 500 ms later). */
  onOutsideClick?: () => void;
  /** Extra class on the `<dialog>`. */
  className?: string;
  /**
   * For popups the element raises by itself, not opened by the guest (a "Sorry" notice, the time-zone
   * notice): while another queued popup is shown this one waits, and it opens once that one closes
   * (first asked, first shown). A popup a guest opens from a dialog stays unqueued: it stacks on it.
   * A string names the popup's place in the queue: a popup whose code loads lazily takes the place its
   * outlet reserved (`usePopupTurn(id, true)`) the moment it was asked for, so a popup that asked
   * later but whose code arrived sooner does not go first.
   */
  queued?: boolean | string;
  /**
   * The control the focus goes back to on closing, where it is not the one focused when the dialog
   * opened: a submit button its own press disabled (Place order while the order is checked) loses the
   * focus to the page before a dialog it raises opens. Default: whatever had the focus at the opening.
   */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * A modal dialog on the native `<dialog>` with `showModal()`, portalled into our shadow root: the top
 * layer escapes transformed or clipped host ancestors, the rest of the page becomes inert, Tab wraps
 * from its last control to its first (and back), Escape closes, and focus returns to whatever opened it.
 * A `queued` modal waits for its turn in the element's popup queue (see `popup-queue.tsx`).
 */
export function Modal({ open: wanted, onClose, title, children, closable = true, size, onOutsideClick, className, queued = false, returnFocusTo }: ModalProps) {
  const say = useSay();
  const container = usePortalContainer();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const turn = usePopupTurn(typeof queued === 'string' ? queued : titleId, wanted && queued !== false);
  const open = wanted && (queued === false || turn);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const onOutsideRef = useRef(onOutsideClick);
  onOutsideRef.current = onOutsideClick;
  const returnFocusToRef = useRef(returnFocusTo);
  returnFocusToRef.current = returnFocusTo;

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
    // Tab wraps inside the dialog instead of leaving the page past its last control.
    const onKeyDown = (event: KeyboardEvent) => {
      wrapTab(event, dialog, deepActiveElement());
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      const target = returnFocusToRef.current?.() ?? trigger;
      if (target?.isConnected) returnFocus(target);
    };
  }, [open]);

  if (!open) return null;
  const dialog = DialogFrameView({
    dialogRef: ref,
    titleId,
    title,
    closable,
    say,
    className,
    style: size ? ({ '--go-modal-inline': `${size.inline}px`, ...(size.block ? { '--go-modal-block': `${size.block}px` } : {}) } as CSSProperties) : undefined,
    onClose: () => onCloseRef.current(),
    onClick: (event) => {
      // A click on the backdrop reaches the <dialog> itself, outside its content box.
      if (event.target !== event.currentTarget || !onOutsideRef.current) return;
      const box = event.currentTarget.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside || (box.width === 0 && box.height === 0)) onOutsideRef.current();
    },
    children,
    // Everything behind a modal is inert, the element's live regions too: messages said meanwhile go here.
    after: <DialogLiveRegions />,
  });
  return container ? createPortal(dialog, container) : dialog;
}

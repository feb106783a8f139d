/**
 * A modal dialog's frame, written once: the `<dialog>`, its heading (the dialog's name) with the close
 * button, and its scrolling body. A view (a plain function of its props, no hooks), so Modal renders
 * it and the loader's first paint draws the same dialog before React is in (src/ui/dom-render.ts).
 */
import { cx } from '@linaria/core';
import { msg } from '@lingui/core/macro';
import type { CSSProperties, MouseEvent, ReactNode, Ref } from 'react';
import { bodyStyles, closeStyles, dialogStyles, headerStyles } from './modal.styles';
import { PlatformText } from './PlatformText';
import type { Say } from './say';

/** The dialog frame's words. */
export const DIALOG_FRAME_WORDS = {
  /** The close button's accessible name. */
  close: msg`Close`,
};

/** Props of {@link DialogFrameView}. */
export interface DialogFrameViewProps {
  /** The heading's id, which names the dialog. */
  titleId: string;
  title: ReactNode;
  /** With a close button (false: the dialog asks for an explicit choice). */
  closable: boolean;
  say: Say;
  className?: string;
  /** Modal's sizes, as custom properties (the paint draws no size). */
  style?: CSSProperties;
  onClose?: () => void;
  onClick?: (event: MouseEvent<HTMLDialogElement>) => void;
  dialogRef?: Ref<HTMLDialogElement>;
  children: ReactNode;
  /** After the body, inside the dialog (Modal's live regions). */
  after?: ReactNode;
}

/** The dialog's frame; `showModal()` opens it (Modal does, and the paint). */
export function DialogFrameView({ titleId, title, closable, say, className, style, onClose, onClick, dialogRef, children, after }: DialogFrameViewProps) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is a press on the backdrop; from the keyboard, Escape closes (the dialog's cancel event)
    <dialog ref={dialogRef} className={cx(dialogStyles, className)} aria-labelledby={titleId} aria-modal="true" style={style} onClick={onClick}>
      <div className={headerStyles}>
        <h2 id={titleId}>
          {/* An item's or venue's name as the title keeps its own direction; the widget's own titles read the same. */}
          <PlatformText>{title}</PlatformText>
        </h2>
        {closable ? (
          <button type="button" className={closeStyles} aria-label={say(DIALOG_FRAME_WORDS.close)} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <div className={bodyStyles}>{children}</div>
      {after}
    </dialog>
  );
}

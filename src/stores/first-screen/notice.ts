import type { MessageDescriptor } from '@lingui/core';
import { atom, type ReadableAtom } from 'nanostores';

/** One message popup at a time (cart limit, menu failure, missing items; "other modals and popups"). */
export interface Notice {
  message: MessageDescriptor;
  kind: 'error' | 'info';
  /** Heading of the popup (the missing-items popup is titled); none: the modal's default. */
  title?: MessageDescriptor;
}

/** The notice store: screens show `$notice` in a modal whose OK calls `dismiss()`. */
export interface NoticeStore {
  readonly $notice: ReadableAtom<Notice | null>;
  show(message: MessageDescriptor, kind?: Notice['kind'], options?: { title?: MessageDescriptor }): void;
  dismiss(): void;
}

/** Creates the per-element notice store. */
export function createNoticeStore(): NoticeStore {
  const $notice = atom<Notice | null>(null);
  return {
    $notice,
    show: (message, kind = 'error', options) => $notice.set(options?.title ? { message, kind, title: options.title } : { message, kind }),
    dismiss: () => $notice.set(null),
  };
}

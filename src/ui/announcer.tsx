import { useStore } from '@nanostores/react';
import { atom, type ReadableAtom } from 'nanostores';
import { createContext, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { visuallyHidden } from './styles';

/** How urgently a message interrupts: `polite` waits for the screen reader to finish, `assertive` does not. */
export type Politeness = 'polite' | 'assertive';

/** One message handed to the live regions. */
export interface Announcement {
  /** Grows with every message, so the same text said twice is still a change the screen reader reads. */
  readonly id: number;
  readonly text: string;
  readonly politeness: Politeness;
  /** The outlet (live regions) it was said into: the topmost at the time. */
  readonly outlet: number;
}

/**
 * The element's one announcer: status messages that a screen reader should read without the focus
 * moving (totals recalculated, an item added, an error, a time changed, a session about to end).
 *
 * Messages go to a pair of visually hidden live regions (one polite, one assertive). A modal dialog
 * makes everything outside it inert, live regions included, so every open modal holds a pair of its
 * own: a message goes to the topmost pair at the time it is said, and stays there (it is not repeated
 * when that dialog closes).
 */
export interface Announcer {
  /** Says `text` (already translated) in the topmost live region of that politeness. Empty text is ignored. */
  announce(text: string, politeness?: Politeness): void;
  /**
   * The latest messages, oldest first (at most {@link KEPT_MESSAGES}): two said in a row (an item
   * added, then the new total) both stay in the region for the screen reader to read.
   */
  readonly $messages: ReadableAtom<readonly Announcement[]>;
  /** The open outlets, bottom (the element's own, id 0) to top. */
  readonly $outlets: ReadableAtom<readonly number[]>;
  /** A new outlet id, not yet open: its regions can be in the DOM before it opens. */
  reserveOutlet(): number;
  /**
   * Puts an outlet on top (an opening modal; a reserved id, or a new one); returns its id and the
   * function that removes it.
   */
  openOutlet(id?: number): { id: number; close(): void };
}

/** How many recent messages the regions keep (older ones have been read; removing them says nothing). */
export const KEPT_MESSAGES = 3;

/** The outlet id of the element's own live regions, under every dialog. */
export const ROOT_OUTLET = 0;

/**
 * Creates one element's announcer (see {@link Announcer}). A message is placed a task later (`defer`,
 * a zero timeout by default): what prompted it often closes a dialog in the same update (an item added
 * closes its detail), and the message must reach the regions that stay, not the closing dialog's.
 */
export function createAnnouncer(defer: (say: () => void) => void = (say) => void setTimeout(say, 0)): Announcer {
  let nextMessage = 1;
  let nextOutlet = ROOT_OUTLET + 1;
  const $messages = atom<readonly Announcement[]>([]);
  const $outlets = atom<readonly number[]>([ROOT_OUTLET]);
  return {
    $messages,
    $outlets,
    announce(text, politeness = 'polite') {
      const trimmed = text.trim();
      if (!trimmed) return;
      defer(() => {
        const outlets = $outlets.get();
        const outlet = outlets[outlets.length - 1] ?? ROOT_OUTLET;
        $messages.set([...$messages.get(), { id: nextMessage++, text: trimmed, politeness, outlet }].slice(-KEPT_MESSAGES));
      });
    },
    reserveOutlet() {
      return nextOutlet++;
    },
    openOutlet(id = nextOutlet++) {
      $outlets.set([...$outlets.get(), id]);
      return { id, close: () => $outlets.set($outlets.get().filter((open) => open !== id)) };
    },
  };
}

const AnnouncerContext = createContext<Announcer | null>(null);

/** Provides the element's announcer to everything below, and renders its own live regions. */
export function AnnouncerProvider({ announcer, children }: { announcer: Announcer; children: ReactNode }) {
  return (
    <AnnouncerContext.Provider value={announcer}>
      {children}
      <LiveRegions outlet={ROOT_OUTLET} />
    </AnnouncerContext.Provider>
  );
}

/**
 * The function that says a message (see {@link Announcer.announce}); outside an
 * {@link AnnouncerProvider} (a component rendered alone in a test) it does nothing.
 */
export function useAnnounce(): Announcer['announce'] {
  const announcer = useContext(AnnouncerContext);
  return announcer ? announcer.announce : noAnnounce;
}

function noAnnounce(): void {}

/**
 * A modal's own live regions: registers an outlet on top while mounted (so messages said while the
 * modal is open reach the guest, everything behind it being inert) and renders its regions.
 */
export function DialogLiveRegions() {
  const announcer = useContext(AnnouncerContext);
  // The regions render with the dialog, empty; the outlet opens before any effect of the dialog's
  // content can say something (layout effects run first), so the first message is an addition.
  const [outlet] = useState(() => announcer?.reserveOutlet() ?? null);
  useLayoutEffect(() => {
    if (!announcer || outlet === null) return;
    return announcer.openOutlet(outlet).close;
  }, [announcer, outlet]);
  return outlet === null ? null : <LiveRegions outlet={outlet} />;
}

/**
 * One pair of live regions. Both are in the DOM before any message (a region created with its text
 * already inside is often not read); each shows only the messages said into its outlet, and only
 * additions are read.
 */
function LiveRegions({ outlet }: { outlet: number }) {
  const announcer = useContext(AnnouncerContext);
  const fallback = useMemo(() => atom<readonly Announcement[]>([]), []);
  const messages = useStore(announcer?.$messages ?? fallback);
  // One node per message (keyed by id): an addition is read even when the text repeats an earlier one.
  const mine = (politeness: Politeness) =>
    messages.filter((message) => message.outlet === outlet && message.politeness === politeness).map((message) => <p key={message.id}>{message.text}</p>);
  return (
    <>
      <div className={visuallyHidden} aria-live="polite" aria-relevant="additions" data-announcer="polite">
        {mine('polite')}
      </div>
      <div className={visuallyHidden} aria-live="assertive" aria-relevant="additions" data-announcer="assertive">
        {mine('assertive')}
      </div>
    </>
  );
}

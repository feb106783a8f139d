import { useStore } from '@nanostores/react';
import { atom, computed, type ReadableAtom } from 'nanostores';
import { createContext, useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';

/**
 * The element's queue of popups it raises by itself (a "Sorry" notice, the time-zone notice): only
 * the first asked is shown; the others wait, in the order they were asked, until it closes. Two
 * such modals at once would put two overlays on a phone and two focus traps fighting over the keys.
 *
 * Popups a guest opens from a dialog (a coupon from the checkout, a confirmation) are not queued:
 * they stack on the dialog they came from, which stays open below them.
 */
export interface PopupQueue {
  /** The popup shown now (the first that asked and has not left), or null when none waits. */
  readonly $shown: ReadableAtom<string | null>;
  /** Asks for a turn; a popup already waiting or shown keeps its place. */
  request(id: string): void;
  /** Leaves the queue (closed or gone); the next in line is shown. */
  release(id: string): void;
}

/** Creates one element's popup queue (see {@link PopupQueue}). */
export function createPopupQueue(): PopupQueue {
  const $waiting = atom<readonly string[]>([]);
  return {
    $shown: computed($waiting, (waiting) => waiting[0] ?? null),
    request(id) {
      if (!$waiting.get().includes(id)) $waiting.set([...$waiting.get(), id]);
    },
    release(id) {
      if ($waiting.get().includes(id)) $waiting.set($waiting.get().filter((waiting) => waiting !== id));
    },
  };
}

const PopupQueueContext = createContext<PopupQueue | null>(null);

/** Provides the element's popup queue to every modal below. */
export function PopupQueueProvider({ queue, children }: { queue: PopupQueue; children: ReactNode }) {
  return <PopupQueueContext.Provider value={queue}>{children}</PopupQueueContext.Provider>;
}

/**
 * Whether a queued popup that wants to be open (`wanted`) may show now: it joins the element's queue
 * while wanted and leaves it when no longer wanted or unmounted. Outside a {@link PopupQueueProvider}
 * (a component rendered alone in a test) there is no queue and a wanted popup shows at once.
 */
export function usePopupTurn(id: string, wanted: boolean): boolean {
  const queue = useContext(PopupQueueContext);
  const none = useMemo(() => atom<string | null>(null), []);
  const shown = useStore(queue?.$shown ?? none);
  // A layout effect: the popup takes its place before the browser paints, so the first to ask is
  // also the first seen.
  useLayoutEffect(() => {
    if (!queue || !wanted) return;
    queue.request(id);
    return () => queue.release(id);
  }, [queue, id, wanted]);
  return wanted && (!queue || shown === id);
}

import { atom, type ReadableAtom } from 'nanostores';

/**
 * Whether the element's first screen (the menu of a deep link, the home screen, or whichever screen
 * the address opened) is on screen. Work the guest does not wait for (the frame's logo, the session's
 * user and guest login) starts after it, so it never competes with that screen for the network or the
 * main thread.
 */
export interface FirstScreenShown {
  /** False until a screen said it is shown; then true for the element's life. */
  readonly $shown: ReadableAtom<boolean>;
  /** Called by a screen once its content (or its error) has painted; later calls do nothing. */
  mark(): void;
  /** Runs `task` once the first screen is shown (at once when it already is); returns a cancel. */
  whenShown(task: () => void): () => void;
}

/** Creates one element's first-screen signal. */
export function createFirstScreenShown(): FirstScreenShown {
  const $shown = atom(false);
  return {
    $shown,
    mark() {
      if (!$shown.get()) $shown.set(true);
    },
    whenShown(task) {
      if ($shown.get()) {
        task();
        return () => undefined;
      }
      let stop: (() => void) | null = $shown.listen((shown) => {
        if (!shown || !stop) return;
        stop();
        stop = null;
        task();
      });
      return () => {
        stop?.();
        stop = null;
      };
    },
  };
}

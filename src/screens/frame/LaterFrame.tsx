import { useStore } from '@nanostores/react';
import { memo, useEffect, useState } from 'react';
import { useApp } from '../app-context';

type FrameEnd = typeof import('./frame-end');

/** How long after a failed download of the frame's end it is tried again. */
const RETRY_MS = 5_000;

/**
 * The cookie-policy notice and the footer, rendered together once the first screen is on screen:
 * their code is a chunk of its own that the first screen never waits for (their messages stay in
 * the widget code's, so they show at once when they come). A failed download is tried again a
 * little later instead of breaking the screen above it. Memoized: a new route does not render it again.
 */
export const LaterFrame = memo(function LaterFrame() {
  const { stores } = useApp();
  const shown = useStore(stores.$firstScreenShown);
  const [frameEnd, setFrameEnd] = useState<FrameEnd | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry: each one imports the frame's end again
  useEffect(() => {
    if (!shown || frameEnd) return undefined;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | null = null;
    import('./frame-end').then(
      (module) => live && setFrameEnd(module),
      () => {
        if (live) retry = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
      },
    );
    return () => {
      live = false;
      if (retry) clearTimeout(retry);
    };
  }, [shown, frameEnd, attempt]);
  if (!frameEnd) return null;
  const { CookieNotice, FrameFooter } = frameEnd;
  return (
    <>
      <CookieNotice />
      <FrameFooter />
    </>
  );
});

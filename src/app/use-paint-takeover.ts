import { useEffect, useRef, useState } from 'react';
import type { AppContextValue } from '../screens/app-context';
import { paintBasis } from '../domain/element-config';
import { localeSettled } from '../i18n/element-i18n';
import { firstPaintBasis, hasFirstPaint, releaseFirstPaint, withdrawFirstPaint } from '../ui/first-paint-handover';

/**
 * The longest the takeover waits for React's catalog of the guest's language: past it React takes over
 * in the words it has (its own catalog retries), rather than leave the guest on a paint that never
 * becomes the widget.
 */
const LANGUAGE_WAIT_LIMIT_MS = 5000;

/**
 * Keeps the loader's paint of a deep-linked menu over the React tree until the first screen is shown
 * (or the start failed), then hands over (`paint-takeover.ts`: focus, scroll position, a tap); a
 * paint of another business's menu than the element's configuration names is withdrawn instead.
 *
 * The takeover's code is fetched only where there is a paint, from the moment the shell mounts (long
 * before the menu is shown): a plain visit never downloads it, and the controls it shares with the
 * painter come from the painter's chunk, already loaded. Should that code fail to load, the paint
 * simply goes at the same moment.
 *
 * The paint already speaks the guest's language: it stays until this tree does too, its catalog in
 * and rendered (a Hebrew menu can be shown before the Hebrew catalog has arrived).
 */
export function usePaintTakeover(root: ShadowRoot | null, ready: AppContextValue | null, failed: boolean): void {
  // The takeover waiting for the render the guest's language asked for: set once that language
  // settled, it runs after the next commit, which holds (or follows) that render.
  const pending = useRef<(() => void) | null>(null);
  const [settled, setSettled] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `settled` is the signal itself: each settle runs the pending takeover after the commit it caused
  useEffect(() => {
    const takeOver = pending.current;
    pending.current = null;
    takeOver?.();
  }, [settled]);
  useEffect(() => {
    if (!root || !hasFirstPaint(root)) return undefined;
    // A configuration that names another platform, business or product than the loader preloaded
    // (a `configure()` after it ran): that paint is another business's menu, withdrawn at once.
    if (ready && !failed && firstPaintBasis(root) !== paintBasis(ready.deps.config)) {
      withdrawFirstPaint(root);
      return undefined;
    }
    let live = true;
    let stop = (): void => undefined;
    const whenShown = (takeOver: () => void) => {
      if (failed) takeOver();
      else if (ready) {
        stop = ready.stores.$firstScreenShown.subscribe((shown) => {
          if (!shown || !hasFirstPaint(root)) return;
          void localeSettled(ready.deps.i18n, LANGUAGE_WAIT_LIMIT_MS).then(() => {
            if (!live) return;
            pending.current = () => live && hasFirstPaint(root) && takeOver();
            setSettled((count) => count + 1);
          });
        });
      }
    };
    import('./paint-takeover').then(
      ({ menuTakeoverActions, takeOverFirstPaint }) => {
        if (live) whenShown(() => takeOverFirstPaint(root, ready && !failed ? menuTakeoverActions(ready) : null));
      },
      () => {
        if (live) whenShown(() => releaseFirstPaint(root));
      },
    );
    return () => {
      live = false;
      stop();
    };
  }, [root, ready, failed]);
}

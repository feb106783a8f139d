import { useLayoutEffect, type RefObject } from 'react';
import type { Router } from '../../domain/route';
import { useApp } from '../app-context';
import { focusIsOurs } from '../../ui/deep-active-element';

/** Per element (one router each): the path of the last screen shown, and whether the guest has used the widget. */
interface ArrivalState {
  path: string;
  used: boolean;
}
const states = new WeakMap<Router, ArrivalState>();

/** Starts telling, for this element, whether the guest has pressed, tapped or typed in it. */
function watchUse(state: ArrivalState, node: Node): void {
  const root = node.getRootNode();
  const markUsed = () => {
    state.used = true;
  };
  for (const type of ['pointerdown', 'keydown'] as const) root.addEventListener(type, markUsed, { capture: true, once: true });
}

/**
 * Brings the guest to a screen they went to inside the widget: its heading gets the focus, so a
 * screen reader announces where they are and Tab goes on from there (the control they pressed went
 * away with the last screen, which would leave focus on the host's `<body>`), and, when it is out of
 * the window (a long page replaced by a short one leaves the host page scrolled past the widget), it
 * is scrolled to the top of the window. Nothing moves before the guest has used the widget (a host
 * page must not jump to it while it loads or redirects), when the screen is the same one shown again
 * (a layout change), or while the host page holds the focus (see `focusIsOurs`): then neither the
 * focus nor the scroll position is touched.
 */
export function useArrival(target: RefObject<HTMLElement | null>): void {
  const { deps } = useApp();
  useLayoutEffect(() => {
    const element = target.current;
    if (!element) return;
    const path = deps.router.$route.get().path;
    let state = states.get(deps.router);
    if (!state) {
      state = { path, used: false };
      states.set(deps.router, state);
      watchUse(state, element);
      return;
    }
    const arrived = state.path !== path;
    state.path = path;
    if (!arrived || !state.used || !focusIsOurs(element)) return;
    // Seen without scrolling: the heading in the upper half of the window, or the screen's top (its
    // back button included) brought to the top of the window.
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight / 2) (element.parentElement ?? element).scrollIntoView?.({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [deps, target]);
}

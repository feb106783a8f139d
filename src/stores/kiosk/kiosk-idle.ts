import { atom, type ReadableAtom } from 'nanostores';
import { kioskIdleKind, kioskIdleState, type KioskIdlePhase } from '../../domain/kiosk/idle';

/** What the kiosk shows about idleness: nothing, the warning (with the seconds left), or time is up. */
export interface KioskIdleView {
  phase: KioskIdlePhase;
  /** Whole seconds before the order is cleared, while the warning shows; else null. */
  secondsLeft: number | null;
}

/**
 * Guest activity on a kiosk: a touch, a click, a key, a wheel or typed text. Listened to in the capture
 * phase on the kiosk's window, so activity inside the widget's shadow root and its dialogs counts too.
 * A `scroll` event is not one: every scroll a guest makes starts with one of these, while a smooth
 * scroll the widget began (a category strip gliding to its tab), a focus scroll or an animated host
 * page fire `scroll` with nobody there, and would keep a left kiosk from ever clearing its order.
 */
export const KIOSK_ACTIVITY_EVENTS = Object.freeze(['pointerdown', 'keydown', 'wheel', 'touchstart', 'input'] as const);

export interface KioskIdleOptions {
  /** The widget's current path (relative to the base path). */
  $path: ReadableAtom<string>;
  /** The idle warning's delay for this device, in ms (`autoRedirectMs` of the domain rules). */
  autoRedirectMs: number;
  now: () => number;
  /** Where guest activity is listened to (the kiosk's window); null listens to nothing. */
  activityTarget: EventTarget | null;
  /** Time is up: clear the order and go back to the start. Called once per expiry. */
  onExpire: () => void;
}

export interface KioskIdleStore {
  readonly $view: ReadableAtom<KioskIdleView>;
  /** "I need more time": closes the warning and starts counting again from now. */
  moreTime(): void;
  /** Stops the timers and the activity listeners. */
  dispose(): void;
}

const isTextField = (target: EventTarget | null): boolean => {
  const element = target as { localName?: string; type?: string; isContentEditable?: boolean } | null;
  if (!element?.localName) return false;
  if (element.isContentEditable) return true;
  if (element.localName === 'textarea') return true;
  return element.localName === 'input' && !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(element.type ?? 'text');
};

/** The focused element, looking through open shadow roots (the widget's fields live in one). */
function deepActive(target: EventTarget | null): Element | null {
  const doc = (target as { document?: Document } | null)?.document ?? null;
  let active: Element | null = doc?.activeElement ?? null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * The kiosk's idle timer over the domain rules (`kioskIdleState`): every guest activity and every
 * screen change starts the count again; while a text field has the focus the count is paused (the
 * guest is typing, perhaps slowly, with assistive technology); on the warning it ticks each second so
 * the dialog can show and announce the time left; at expiry it calls `onExpire` once.
 */
export function createKioskIdleStore(options: KioskIdleOptions): KioskIdleStore {
  const $view = atom<KioskIdleView>({ phase: 'active', secondsLeft: null });
  let lastActivity = options.now();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  const typing = () => isTextField(deepActive(options.activityTarget));

  const evaluate = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (disposed) return;
    // Typing counts as activity all along: once the field is left the count starts from then.
    const isTyping = typing();
    if (isTyping) lastActivity = options.now();
    const state = kioskIdleState(
      { kind: kioskIdleKind(options.$path.get()), lastActivity, autoRedirectMs: options.autoRedirectMs, typing: isTyping },
      options.now(),
    );
    const previous = $view.get();
    if (previous.phase !== state.phase || previous.secondsLeft !== state.secondsLeft) $view.set({ phase: state.phase, secondsLeft: state.secondsLeft });
    if (state.phase === 'expired') {
      // Cleared: the next guest starts from a fresh count.
      lastActivity = options.now();
      options.onExpire();
      $view.set({ phase: 'active', secondsLeft: null });
      evaluate();
      return;
    }
    // While typing nothing counts down; look again in a moment (the field may lose the focus).
    const wait = state.msUntilChange ?? (isTyping ? 1000 : null);
    if (wait === null) return;
    // On the warning, tick once per second so the seconds left stay true.
    const next = state.phase === 'warning' ? wait % 1000 || 1000 : wait;
    timer = setTimeout(evaluate, Math.max(1, next));
  };

  const onActivity = (): void => {
    // Once the warning shows, only its own buttons end it: a stray touch elsewhere must not hide it
    // without the guest having read it.
    if ($view.get().phase === 'warning') return;
    lastActivity = options.now();
    evaluate();
  };
  for (const type of KIOSK_ACTIVITY_EVENTS) options.activityTarget?.addEventListener(type, onActivity, { capture: true, passive: true });
  const stopPath = options.$path.listen(() => {
    lastActivity = options.now();
    evaluate();
  });
  evaluate();

  return {
    $view,
    moreTime() {
      lastActivity = options.now();
      $view.set({ phase: 'active', secondsLeft: null });
      evaluate();
    },
    dispose() {
      disposed = true;
      if (timer !== null) clearTimeout(timer);
      stopPath();
      for (const type of KIOSK_ACTIVITY_EVENTS) options.activityTarget?.removeEventListener(type, onActivity, { capture: true });
    },
  };
}
